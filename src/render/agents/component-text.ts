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
    texts.set(mark, index === undefined ? '' : htmlText(await render(page, index)));
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
  /^(?:address|article|aside|blockquote|dd|div|dl|dt|fieldset|figcaption|figure|footer|form|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tr|ul)$/i;
const ENTITY = /&(?:#(\d+)|#x([\da-f]+)|(amp|lt|gt|quot|apos|nbsp));/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The text of server-rendered HTML, as Markdown paragraphs: scripts, styles and comments left out,
 * block elements and `<br>` break lines, a table cell is followed by a space; entities decoded, and
 * what Markdown would read as syntax (`<`, `*`, `_`, `` ` ``, `[`, `\`) escaped.
 */
export function htmlText(html: string): string {
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(\/?)([A-Za-z][\w-]*)\b[^>]*>/g, (_, _close: string, tag: string) =>
      tag.toLowerCase() === 'br' ? '\n' : BLOCK.test(tag) ? '\n\n' : /^t[dh]$/i.test(tag) ? ' ' : '',
    )
    .replace(ENTITY, (_, dec: string | undefined, hex: string | undefined, named: string | undefined) =>
      named ? NAMED[named.toLowerCase()]! : String.fromCodePoint(dec ? Number(dec) : parseInt(hex!, 16)),
    )
    .replace(/[\\`*_[<]/g, '\\$&');
  return text
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
