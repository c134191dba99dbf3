// A component in a page's Markdown copy that has neither children nor a text prop (`<Chart data="…" />`)
// reads as what it renders: the copy, made from the Markdown, holds a mark naming the component and
// its occurrence on the page (an HTML comment: the copy drops every comment of the page's own); once
// the page's view is known, the server renderer renders that island and the mark becomes the text
// of its HTML. A mark with no island to match (or one that renders no text) leaves nothing.
import type { PageView } from '../../shared/types.js';

const MARK = /<!--bd:component ([\w.:-]+) (\d+)-->/g;

/** The mark of the `nth` (from 0) occurrence of component `name` in the page. */
export function componentMark(name: string, nth: number): string {
  return `<!--bd:component ${name} ${nth}-->`;
}

export function hasComponentMarks(markdown: string): boolean {
  return markdown.includes('<!--bd:component ');
}

/** Renders the page's island `index` (its component, with its props and children) to HTML. */
export type IslandRenderer = (page: PageView, index: number) => Promise<string> | string;

/** The copy with each mark replaced by the text of the island it names. */
export async function fillComponentText(markdown: string, page: PageView, render: IslandRenderer): Promise<string> {
  if (!hasComponentMarks(markdown)) return markdown;
  const texts = new Map<string, string>();
  for (const [mark, name, nth] of markdown.matchAll(MARK)) {
    if (texts.has(mark)) continue;
    const index = islandIndex(page, name!, Number(nth));
    // A component that throws on the server: nothing (its page reports it).
    const html = index === undefined ? '' : await (async () => render(page, index))().catch(() => '');
    texts.set(mark, htmlText(html));
  }
  return markdown
    .replace(MARK, (mark: string, _name: string, _nth: string, at: number, whole: string) => {
      const text = texts.get(mark) ?? '';
      // Alone on its line (after a blockquote's `> ` at most): paragraphs, each line so prefixed.
      const lineStart = whole.lastIndexOf('\n', at - 1) + 1;
      const prefix = whole.slice(lineStart, at);
      const end = at + mark.length;
      if (/^[> ]*$/.test(prefix) && (end === whole.length || whole[end] === '\n'))
        return text.replace(/\n/g, (nl, i: number) => (text[i + 1] === '\n' ? `\n${prefix.trimEnd()}` : `\n${prefix}`));
      return text.replace(/\s*\n+\s*/g, ' ');
    })
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+/, '');
}

/** The index, in the page's components, of the `nth` component named `name`. */
function islandIndex(page: PageView, name: string, nth: number): number | undefined {
  let seen = 0;
  for (let i = 0; i < page.components.length; i++) {
    if (page.components[i]!.name !== name) continue;
    if (seen++ === nth) return i;
  }
  return undefined;
}

const BLOCK =
  /^(?:address|article|aside|blockquote|dd|details|div|dl|dt|fieldset|figcaption|figure|footer|form|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|summary|table|tr|ul)$/i;
/** An element the server render lays out as a block through its inline style. */
const BLOCK_STYLE = /\bstyle\s*=\s*"[^"]*\bdisplay\s*:\s*(?:block|flex|grid|list-item|table)\b/i;
/** An element laid out as a box of its own in a line (a badge): a space on each side. */
const BOX_STYLE = /\bstyle\s*=\s*"[^"]*\bdisplay\s*:\s*inline-(?:block|flex|grid)\b/i;
const SRC = /\ssrc\s*=\s*"([^"]*)"/i;
const ALT = /\salt\s*=\s*"([^"]*)"/i;
const HIDDEN = /\saria-hidden\s*=\s*"true"|\shidden(?:[\s=/]|$)/i;
const HREF = /\shref\s*=\s*"([^"]*)"/i;
const VOID = /^(?:area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/i;
const TOKEN =
  /<!--[\s\S]*?-->|<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>|<(\/?)([A-Za-z][\w-]*)((?:"[^"]*"|'[^']*'|[^'">])*?)(\/?)>|[^<]+|</g;
const ENTITY = /&(?:#(\d+)|#x([\da-f]+)|(amp|lt|gt|quot|apos|nbsp));/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

interface Open {
  tag: string;
  block: boolean;
  /** Inline, but a box of its own (see BOX_STYLE). */
  box: boolean;
  hidden: boolean;
  /** A link's target, for an `<a href>` to a page or a site. */
  href?: string;
}

/**
 * The text of server-rendered HTML, as Markdown: paragraphs at block elements (by tag, or by an inline
 * `display` style), `<br>` as a line break, a table cell followed by a space, links to pages and sites
 * as links; scripts, styles, comments and what is hidden from readers (`aria-hidden`, `hidden`) left
 * out; entities decoded, and what Markdown would read as syntax (`<`, `*`, `_`, `` ` ``, `[`, `]`,
 * `\`) escaped. Nothing is added between inline elements (Chinese has no spaces to add).
 */
export function htmlText(html: string): string {
  const out: string[] = [];
  const open: Open[] = [];
  let hidden = 0;
  let links = 0;
  // Inside a link, a break is a space: a link is one line.
  const brk = (nl: string) => out.push(links ? ' ' : nl);
  const close = (e: Open) => {
    if (e.href !== undefined) {
      out.push(`](${e.href})`);
      links--;
    }
    if (e.hidden) hidden--;
    else if (e.block && !hidden) brk('\n\n');
    else if (e.box && !hidden) out.push(' ');
  };
  for (const [token, raw, slash, tag, attrs = '', selfClosing] of html.matchAll(TOKEN)) {
    if (raw !== undefined || token.startsWith('<!--')) continue;
    if (tag === undefined) {
      if (!hidden) out.push(escapeText(decode(token)));
      continue;
    }
    const name = tag.toLowerCase();
    if (slash) {
      const at = open.map((e) => e.tag).lastIndexOf(name);
      if (at >= 0) for (const e of open.splice(at).reverse()) close(e);
      continue;
    }
    if (VOID.test(name)) {
      if (!hidden && name === 'br') brk('\n');
      if (!hidden && name === 'hr') brk('\n\n');
      if (!hidden && !links && name === 'img') out.push(image(attrs));
      continue;
    }
    const e: Open = {
      tag: name,
      block: BLOCK.test(name) || BLOCK_STYLE.test(attrs),
      box: BOX_STYLE.test(attrs),
      hidden: HIDDEN.test(attrs),
    };
    if (e.hidden) hidden++;
    else if (!hidden) {
      if (e.block) brk('\n\n');
      else if (e.box) out.push(' ');
      else if (name === 'td' || name === 'th') out.push(' ');
      const href = name === 'a' && !links ? HREF.exec(attrs)?.[1] : undefined;
      if (href !== undefined && /^(?:https?:\/\/|\/)/i.test(decode(href))) {
        e.href = decode(href).replace(/[\s()<>]/g, encodeURIComponent);
        out.push('[');
        links++;
      }
    }
    if (selfClosing) close(e);
    else open.push(e);
  }
  for (const e of open.reverse()) close(e);
  return out
    .join('')
    .replace(/\[\s*\]\([^)]*\)/g, '')
    .replace(/\[[ \t]+/g, '[')
    .replace(/[ \t]+\]\(/g, '](')
    .split(/\n{2,}/)
    .map((p) =>
      p
        .split('\n')
        .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean)
    .join('\n\n');
}

/** An image to a site path or a site's URL, as Markdown (its alt text escaped); nothing for another. */
function image(attrs: string): string {
  const src = decode(SRC.exec(attrs)?.[1] ?? '');
  if (HIDDEN.test(attrs) || !/^(?:https?:\/\/|\/)/i.test(src)) return '';
  return `![${escapeText(decode(ALT.exec(attrs)?.[1] ?? ''))}](${src.replace(/[\s()<>]/g, encodeURIComponent)})`;
}

function decode(text: string): string {
  return text.replace(ENTITY, (_, dec: string | undefined, hex: string | undefined, named: string | undefined) =>
    named ? NAMED[named.toLowerCase()]! : String.fromCodePoint(dec ? Number(dec) : parseInt(hex!, 16)),
  );
}

function escapeText(text: string): string {
  return text.replace(/[\\`*_[\]<]/g, '\\$&');
}
