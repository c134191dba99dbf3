// A page's clean Markdown copy, for agents (`/guide/x.md` beside `/guide/x.html`): the page's Markdown
// as the page step reads it (includes and snippets inlined, frontmatter left out), copied as written
// except where the copy must differ. Those places are found in micromark's events for the page (the
// same events the page's HTML is compiled from, when the page step hands them over: the page is
// tokenised once), and spliced: containers and alerts become blockquotes under their title, code
// groups and tabs their content, components their children or text, links to pages point at their
// copies and images at absolute site paths, heading `{#id}` attributes, emoji shortcodes, code fence
// options, `[[toc]]`, `{#id}` paragraphs, scripts, styles and comments go. The rest is the author's own
// text (list markers, emphasis and escapes as written): nothing is parsed into a tree or re-written.
import { parse, postprocess, preprocess } from 'micromark';
import type { Event, Token } from 'micromark-util-types';
import { fileToRoute, isExternal, markdownLink } from '../../shared/routes.js';
import { defaultContainerTitle } from '../markdown/container-titles.js';
import { emojiMap } from '../markdown/emoji.js';
import { headingAttributes } from '../markdown/heading-attributes.js';
import { imageContext, resolveUrl } from '../markdown/links.js';
import type { PageRenderer } from '../markdown/page-renderer.js';
import { titleText } from '../markdown/slug.js';
import { componentMark } from './component-text.js';

export interface CopyContext {
  /** The page's renderer: its syntax, and what its links resolve against (file, base, clean URLs). */
  page: PageRenderer;
  /** The page's title: its heading when the body has no h1. */
  title: string;
  /** The page's language (default container titles). */
  lang?: string;
  /** The site's own container titles for that language. */
  containerTitles?: Readonly<Record<string, string>>;
  /** micromark's events for `markdown` (as the page's render made them): else the copy tokenises it. */
  events?: readonly Event[];
}

/** `:::tip[Title]{attrs}` as preprocess.ts writes a container's first line. */
const CONTAINER_OPEN = /^(:{3,})([A-Za-z][\w-]*)(?:\[((?:\\.|[^\]\\])*)\])?(?:\{[^}\n]*\})?[ \t]*$/;
const CONTAINER_CLOSE = /^[ \t>]*:{3,}[ \t]*$/;
/** `::tab[pnpm]` (a tab of a tabs container), or another leaf directive. */
const LEAF = /^::([A-Za-z][\w-]*)(?:\[((?:\\.|[^\]\\])*)\])?/;
/** Containers that only group what they hold (code groups, tabs): their content, without a title. */
const GROUPS = /^(?:code-group|code-tabs|tabs|tab|v-pre|raw|div|center|right|left|justify)$/i;
const ALERT = /^\[!(note|tip|important|warning|caution)\][ \t]*/i;
const TOC = /^\[\[toc\]\][ \t]*$/i;
/** HTML the copy leaves out whole: scripts, styles and comments. */
const DROPPED_HTML = /^\s*<(?:script|style|!--)/i;
/** HTML that holds a component (a capitalised or dashed tag): its text is kept, its tags dropped. */
const COMPONENT_TAG = /<\/?(?:[A-Z]|[a-z][\w]*-)/;
const TAG = /<\/?[A-Za-z][^>]*>/g;
const TEXT_PROP = /\s(?:text|title|label)\s*=\s*(?:"([^"]*)"|'([^']*)')/;
const COMPONENT_NAME = /^<([A-Za-z][\w.:-]*)/;
const IMG = /^<img\b([^>]*)>$/i;
/** A line holding nothing but blockquote marks and spaces. */
const BLANK_LINE = /^[ \t>]*$/;

const unescapeLabel = (s: string) => s.replace(/\\([\\[\]])/g, '$1');

/** One place where the copy differs from the page's Markdown: `[start, end)` becomes `text`. */
interface Splice {
  start: number;
  end: number;
  /** The replacement; a function when it holds the copy of a part of the range (nested splices apply). */
  text: string | (() => string);
}

/** The copy under way. */
interface Copy extends CopyContext {
  markdown: string;
  splices: Splice[];
  /** Per component name, how many of its tags were met so far. */
  seen: Map<string, number>;
}

/** The Markdown copy of a page whose Markdown, prepared by `ctx.page`, is `markdown`. */
export function pageMarkdown(markdown: string, ctx: CopyContext): string {
  const events = ctx.events ?? tokenise(markdown, ctx.page);
  const copy: Copy = { ...ctx, markdown, splices: [], seen: new Map() };
  const h1 = collect(events, copy);
  // Outer splices before the ones they hold.
  copy.splices.sort((a, b) => a.start - b.start || b.end - a.end);
  const body = titleText(spliced(copy, 0, markdown.length))
    .replace(/^(?:[ \t]*\n)+/, '')
    .trimEnd();
  const titled = !h1 && ctx.title ? `# ${ctx.title}${body ? '\n\n' : ''}${body}` : body;
  return `${titled}\n`;
}

/** The page's events, as its render makes them (bookdocs' syntax, no plugins'). */
function tokenise(markdown: string, page: PageRenderer): Event[] {
  return postprocess(
    parse({ extensions: page.syntax(markdown) })
      .document()
      .write(preprocess()(markdown, undefined, true)),
  );
}

/** `markdown[from, to)` with the splices that start in it applied. */
function spliced(copy: Copy, from: number, to: number): string {
  const { splices, markdown } = copy;
  let out = '';
  let at = from;
  // The first splice at or after `from` (they are sorted by start).
  let lo = 0;
  let hi = splices.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (splices[mid]!.start < from) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < splices.length; i++) {
    const s = splices[i]!;
    if (s.start >= to) break;
    if (s.start < at) continue; // inside one already applied
    out += markdown.slice(at, s.start) + (typeof s.text === 'string' ? s.text : s.text());
    at = Math.max(at, s.end);
  }
  return at < to ? out + markdown.slice(at, to) : out;
}

/** The index of the exit event matching the enter at `i`. */
function exitOf(events: readonly Event[], i: number): number {
  const token = events[i]![1];
  for (let j = i + 1; j < events.length; j++) if (events[j]![1] === token) return j;
  return events.length - 1;
}

/** The first token of `type` entered between events `i` and `end`. */
function child(events: readonly Event[], i: number, end: number, type: string): Token | undefined {
  for (let j = i + 1; j < end; j++) if (events[j]![0] === 'enter' && events[j]![1].type === type) return events[j]![1];
  return undefined;
}

/** What precedes `offset` on its line (blockquote marks, indentation; list markers as spaces). */
function linePrefix(markdown: string, offset: number): string {
  const start = markdown.lastIndexOf('\n', offset - 1) + 1;
  return markdown.slice(start, offset).replace(/[-*+]|\d+[.)]/g, (m) => ' '.repeat(m.length));
}

/** Lines of `text` without the blank ones at either end. */
function trimLines(text: string): string[] {
  const lines = text.split('\n');
  while (lines.length && BLANK_LINE.test(lines[0]!)) lines.shift();
  while (lines.length && BLANK_LINE.test(lines.at(-1)!)) lines.pop();
  return lines;
}

/** Content placed where its block began (after `prefix`, which the later lines carry themselves). */
function placed(lines: string[], prefix: string): string {
  if (lines.length && lines[0]!.startsWith(prefix)) lines[0] = lines[0]!.slice(prefix.length);
  return lines.join('\n');
}

/** A blockquote under `title` (in bold) holding `lines`, placed after `prefix`. */
function quoted(title: string, lines: string[], prefix: string): string {
  const head = `> **${title}**`;
  if (!lines.length) return head;
  const bar = `${prefix}>`;
  const body = lines.map((line) => {
    const rest = line.startsWith(prefix) ? line.slice(prefix.length) : line.trimStart();
    return rest.trim() ? `${bar} ${rest}` : bar;
  });
  return `${head}\n${bar}\n${body.join('\n')}`;
}

/**
 * Walks the page's events and records the splices; true when the page has an h1 of its own (not in
 * a blockquote, list or container).
 */
function collect(events: readonly Event[], copy: Copy): boolean {
  const { markdown } = copy;
  const attributes = copy.page.state.attributes;
  let h1 = false;
  /** Open blocks that make a heading not the page's own, and open links and images. */
  let nested = 0;
  const inImage: boolean[] = [];
  const nesting = new Set(['blockQuote', 'listOrdered', 'listUnordered', 'directiveContainer']);
  for (let i = 0; i < events.length; i++) {
    const [kind, token] = events[i]!;
    const type = token.type;
    if (kind === 'exit') {
      if (nesting.has(type)) nested--;
      if (type === 'link' || type === 'image') inImage.pop();
      continue;
    }
    if (nesting.has(type)) nested++;
    const start = token.start.offset;
    const end = token.end.offset;
    switch (type) {
      case 'link':
      case 'image':
        inImage.push(type === 'image');
        break;
      case 'resourceDestinationString':
      case 'definitionDestinationString': {
        const raw = markdown.slice(start, end);
        const url = inImage.at(-1) ? imageUrl(raw, copy) : linkUrl(raw, copy);
        if (url !== raw) copy.splices.push({ start, end, text: url });
        break;
      }
      case 'atxHeading':
        if (!nested && markdown[start] === '#' && markdown[start + 1] !== '#') h1 = true;
        break;
      case 'setextHeadingLineSequence':
        if (!nested && markdown[start] === '=') h1 = true;
        break;
      case 'atxHeadingText':
      case 'setextHeadingText': {
        const text = markdown.slice(start, end);
        const found = headingAttributes(text, attributes);
        if (found) copy.splices.push({ start: start + text.slice(0, found.index).trimEnd().length, end, text: '' });
        break;
      }
      case 'emoji':
        copy.splices.push({ start, end, text: emojiMap().get(markdown.slice(start + 1, end - 1)) ?? '' });
        break;
      case 'codeFencedFence': {
        // A code block keeps its language and its `[title]` (a code group's tab), not line marks or options.
        const close = exitOf(events, i);
        const info = child(events, i, close, 'codeFencedFenceInfo');
        if (!info) break;
        const meta = child(events, i, close, 'codeFencedFenceMeta');
        // `js{3-5}` (line marks written against the language, as VitePress reads them): `js`.
        const lang = markdown.slice(info.start.offset, info.end.offset).replace(/[{:[].*$/, '');
        const title = meta && /\[[^\]\n]*\]/.exec(markdown.slice(meta.start.offset, meta.end.offset))?.[0];
        const text = title ? `${lang} ${title}` : lang;
        const to = (meta ?? info).end.offset;
        if (text !== markdown.slice(info.start.offset, to))
          copy.splices.push({ start: info.start.offset, end: to, text });
        break;
      }
      case 'paragraph':
        if (TOC.test(markdown.slice(start, end))) removeBlock(copy, start, end);
        break;
      case 'blockAttributes':
        removeBlock(copy, start, end);
        break;
      case 'blockQuote':
        alert(events, i, copy);
        break;
      case 'directiveContainer':
        container(token, copy);
        break;
      case 'directiveLeaf': {
        // A tab's label names the code or text after it; other leaf directives have nothing to read.
        const leaf = LEAF.exec(markdown.slice(start, end));
        if (leaf?.[1] === 'tab' && leaf[2]) copy.splices.push({ start, end, text: `**${unescapeLabel(leaf[2])}**` });
        else removeBlock(copy, start, end);
        break;
      }
      case 'componentFlow':
      case 'componentText':
        component(events, i, copy, type === 'componentFlow');
        break;
      case 'htmlFlow':
        htmlBlock(token, copy);
        break;
      case 'htmlText': {
        const text = inlineHtml(markdown.slice(start, end), copy);
        if (text !== undefined) copy.splices.push({ start, end, text });
        break;
      }
    }
  }
  return h1;
}

/** A block left out: with its line and the blank lines after it when it stands alone on its line. */
function removeBlock(copy: Copy, start: number, end: number): void {
  const { markdown } = copy;
  const lineStart = markdown.lastIndexOf('\n', start - 1) + 1;
  if (/^[ \t]*$/.test(markdown.slice(lineStart, start))) {
    const after = /^[ \t]*(?:\n[ \t]*(?=\n))*\n?/.exec(markdown.slice(end))![0];
    copy.splices.push({ start: lineStart, end: end + after.length, text: '' });
  } else copy.splices.push({ start, end, text: '' });
}

/** A container: a blockquote under its title, or (code groups, tabs) its content. */
function container(token: Token, copy: Copy): void {
  const { markdown } = copy;
  const start = token.start.offset;
  const end = token.end.offset;
  const firstEnd = markdown.indexOf('\n', start);
  const open = CONTAINER_OPEN.exec(markdown.slice(start, firstEnd < 0 || firstEnd > end ? end : firstEnd));
  if (!open || firstEnd < 0 || firstEnd >= end) {
    removeBlock(copy, start, end);
    return;
  }
  const lastLine = markdown.lastIndexOf('\n', end - 1) + 1;
  const closed = lastLine > firstEnd && CONTAINER_CLOSE.test(markdown.slice(lastLine, end));
  const innerEnd = closed ? lastLine : end;
  const prefix = linePrefix(markdown, start);
  const name = open[2]!;
  const title =
    open[3] !== undefined
      ? unescapeLabel(open[3])
      : GROUPS.test(name)
        ? undefined
        : (copy.containerTitles?.[name] ?? defaultContainerTitle(name, copy.lang));
  copy.splices.push({
    start,
    end,
    text: () => {
      const lines = trimLines(spliced(copy, firstEnd + 1, innerEnd));
      return title === undefined || GROUPS.test(name) ? placed(lines, prefix) : quoted(title, lines, prefix);
    },
  });
}

/** A GitHub alert (`> [!NOTE]`): its mark becomes its title, in bold, on a line of its own. */
function alert(events: readonly Event[], i: number, copy: Copy): void {
  const { markdown } = copy;
  // The blockquote's first block, when a paragraph.
  let j = i + 1;
  while (j < events.length && (events[j]![0] === 'exit' || events[j]![1].type.startsWith('blockQuote'))) j++;
  const first = events[j];
  if (!first || (first[1].type !== 'content' && first[1].type !== 'paragraph')) return;
  const start = first[1].start.offset;
  const kind = ALERT.exec(markdown.slice(start, first[1].end.offset));
  if (!kind) return;
  const name = kind[1]!.toLowerCase();
  const title = copy.containerTitles?.[name] ?? defaultContainerTitle(name, copy.lang) ?? name;
  const end = start + kind[0].length;
  const rest = markdown[end];
  const alone = rest === undefined || rest === '\n';
  const bar = linePrefix(markdown, start).trimEnd();
  copy.splices.push({ start, end, text: alone ? `**${title}**\n${bar}` : `**${title}**\n${bar}\n${bar} ` });
}

/** The next occurrence of component `name` on the page (0 for its first). */
function occurrence(name: string, copy: Copy): number {
  const n = copy.seen.get(name) ?? 0;
  copy.seen.set(name, n + 1);
  return n;
}

/**
 * A component: its children; without any, the text of its `text`/`title`/`label` prop; without that,
 * a mark for the text of what it renders (see `emptyComponent`).
 */
function component(events: readonly Event[], i: number, copy: Copy, flow: boolean): void {
  const { markdown } = copy;
  const token = events[i]![1];
  const start = token.start.offset;
  const end = token.end.offset;
  const close = exitOf(events, i);
  const open = child(events, i, close, 'componentTagOpen');
  const tag = open ? markdown.slice(open.start.offset, open.end.offset) : '';
  const name = COMPONENT_NAME.exec(tag)?.[1] ?? '';
  const nth = occurrence(name, copy);
  const children = child(events, i, close, 'componentChildren');
  const prefix = linePrefix(markdown, start);
  const orProp = () => propText(tag) ?? emptyComponent(name, nth);
  const text = (): string => {
    if (!children) return orProp();
    const inner = spliced(copy, children.start.offset, children.end.offset);
    if (!flow) return inner.trim() ? inner : orProp();
    const lines = trimLines(inner);
    return lines.length ? placed(lines, prefix) : orProp();
  };
  if (flow && !children && !propText(tag) && !emptyComponent(name, nth)) removeBlock(copy, start, end);
  else copy.splices.push({ start, end, text });
}

/**
 * What the copy holds for component `name`'s `nth` occurrence when it has neither children nor a
 * text prop: a mark, which the page's render replaces with the text of what the server renders for
 * it (component-text.ts).
 */
function emptyComponent(name: string, nth: number): string {
  return componentMark(name, nth);
}

function propText(tag: string): string | undefined {
  const prop = TEXT_PROP.exec(tag);
  return prop?.[1] ?? prop?.[2] ?? undefined;
}

/** An HTML block: left out (scripts, styles, comments), its text (when it holds components), or kept. */
function htmlBlock(token: Token, copy: Copy): void {
  const start = token.start.offset;
  const end = token.end.offset;
  const text = copy.markdown.slice(start, end);
  if (DROPPED_HTML.test(text)) return removeBlock(copy, start, end);
  if (!COMPONENT_TAG.test(text)) return;
  for (const m of text.matchAll(/<([A-Z][\w.:-]*)/g)) occurrence(m[1]!, copy);
  const words = text
    .replace(TAG, ' ')
    .replace(/[ \t]+/g, ' ')
    .trim();
  const props = [...text.matchAll(/<[A-Z][^>]*>/g)].map((m) => propText(m[0])).filter((p) => p);
  const value = words || props.join('\n\n');
  if (value) copy.splices.push({ start, end, text: value });
  else removeBlock(copy, start, end);
}

/** Inline HTML in the copy: an image as a Markdown image, a component's `text` prop as its text, other tags out (their content stays). */
function inlineHtml(html: string, copy: Copy): string | undefined {
  const img = IMG.exec(html.trim());
  if (img) {
    const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(img[1]!);
    const src = attr('src');
    const alt = attr('alt');
    const url = src?.[1] ?? src?.[2];
    if (url) return `![${alt?.[1] ?? alt?.[2] ?? ''}](${imageUrl(url, copy)})`;
  }
  const component = /^<([A-Z][\w.:-]*)/.exec(html);
  if (component) {
    const nth = occurrence(component[1]!, copy);
    const value = propText(html);
    if (value) return value;
    if (/\/>$/.test(html.trim())) return emptyComponent(component[1]!, nth);
  }
  if (/^<!--/.test(html)) return '';
  if (/^<\/?[A-Za-z][^>]*>$/.test(html.trim())) return '';
  return undefined;
}

/** A link of the page as its copy links it: a page's copy (`.md`), or the absolute site path of a file. */
function linkUrl(raw: string, ctx: CopyContext): string {
  if (isExternal(raw) || raw.startsWith('#')) return raw;
  const state = ctx.page.state;
  const ref = resolveUrl(raw, state);
  if (ref.escapes || ref.external) return raw;
  const at = raw.search(/[?#]/);
  const suffix = at >= 0 ? raw.slice(at) : '';
  if (ref.isPage && ref.target !== undefined) return markdownLink(fileToRoute(ref.target), state.base) + suffix;
  const target = ref.target ?? '';
  const name = target.split('/').pop() ?? '';
  // A link written as the page's URL (`/guide/x`, `/guide/x.html`, `/guide/`) is a page's too.
  if (target === '' || raw.split(/[?#]/)[0]!.endsWith('/'))
    return markdownLink(`/${target}${target && !target.endsWith('/') ? '/' : ''}`, state.base) + suffix;
  if (/\.html$/i.test(name) || !name.includes('.'))
    return markdownLink(`/${target.replace(/\.html$/i, '')}.html`, state.base) + suffix;
  return ref.url;
}

function imageUrl(raw: string, ctx: CopyContext): string {
  if (isExternal(raw) || raw.startsWith('data:')) return raw;
  const ref = resolveUrl(raw, imageContext(ctx.page.state));
  return ref.escapes ? raw : ref.url;
}
