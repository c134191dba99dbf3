// A page's Markdown → micromark's syntax tree (mdast), for remark plugins. The page is tokenised with
// bookdocs' own syntax extensions (and the plugins'), exactly as the fast path does; what mdast has a
// node for becomes that node. bookdocs' own constructs that mdast has none for (containers, code
// groups, components, alerts, `[[toc]]`, `{#id}` paragraphs, math, raw HTML with components, images
// or ids) become `html` nodes holding a mark: each is a *slice* of the page that bookdocs' own
// compiler renders in its place, in page order, with the page's state (ids, outline, links, text),
// when the HTML tree is written (tree-html.ts). Emoji shortcodes become their text.
import type { Extension as FromMarkdownExtension, CompileContext } from 'mdast-util-from-markdown';
import type { List, Nodes, Parent, Root, RootContent } from 'mdast';
import type { Token } from 'micromark-util-types';
import { emojiMap } from '../emoji.js';
import { headingAttributes } from '../heading-attributes.js';
import type { PageRenderer } from '../page-renderer.js';
import { notInSlug, slugText } from '../slug.js';
import { renderSlice, type Slice } from './slice-render.js';

export type { Slice } from './slice-render.js';

/** The mark an `html` node (then a `raw` hast node) holds in place of slice `i`. */
export const sliceMark = (i: number): string => `\uE003${i}\uE003`;
export const SLICE_MARK = /^\uE003(\d+)\uE003$/;

const SLICE = 'bookdocsSlice';
/** Flow constructs that are bookdocs' own (or its math plugin's): each is a slice. */
const FLOW_TYPES = ['directiveContainer', 'directiveLeaf', 'componentFlow', 'blockAttributes', 'mathFlow'];
/** Text constructs that are bookdocs' own: the paragraph, heading or table holding one is a slice. */
const TEXT_TYPES = ['componentText', 'mathText'];
/** Inline HTML bookdocs reads (a component, a media file, an id): its paragraph is a slice. */
const OWN_INLINE_HTML = /<[A-Z]/;
const READ_INLINE_HTML = /<(?:img|video|audio|source)\b|\s(?:id|name)\s*=/i;
const ALERT = /^\[!(?:note|tip|important|warning|caution)\]/i;
const TOC = /^\[\[toc\]\][ \t]*$/i;
/** Nodes whose `html` children are HTML blocks (elsewhere, inline HTML). */
const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

interface Marked {
  data?: { bookdocsSlice?: boolean };
}

/** The block among `ancestors` (outermost first) that a text construct of ours makes a slice. */
function markBlock(ancestors: readonly { type: string }[]): void {
  const table = ancestors.find((n) => n.type === 'table');
  const block = table ?? [...ancestors].reverse().find((n) => n.type === 'paragraph' || n.type === 'heading');
  if (block) ((block as Marked).data ??= {}).bookdocsSlice = true;
}

/** The from-markdown handlers for bookdocs' tokens. */
export function bookdocsFromMarkdown(): FromMarkdownExtension {
  function enterSlice(this: CompileContext, token: Token): undefined {
    // What the construct holds is parsed into this node and dropped: the slice is rendered whole.
    this.enter({ type: SLICE, children: [] } as never, token);
  }
  function exitSlice(this: CompileContext, token: Token): undefined {
    this.exit(token);
  }
  function enterText(this: CompileContext): undefined {
    markBlock(this.stack as { type: string }[]);
  }
  return {
    enter: {
      ...Object.fromEntries(FLOW_TYPES.map((t) => [t, enterSlice])),
      ...Object.fromEntries(TEXT_TYPES.map((t) => [t, enterText])),
      emoji(token) {
        const value = emojiMap().get(this.sliceSerialize(token).slice(1, -1)) ?? '';
        // In a heading's title, not in its id (headings.ts): the mark is read and dropped by tree-html.ts.
        const inHeading = (this.stack as { type: string }[]).some((n) => n.type === 'heading');
        this.enter({ type: 'text', value: inHeading ? notInSlug(value) : value }, token);
      },
    },
    exit: {
      ...Object.fromEntries(FLOW_TYPES.map((t) => [t, exitSlice])),
      emoji(token) {
        this.exit(token);
      },
    },
  };
}

/** The text of a node (as mdast-util-to-string, for the few checks below; raw HTML is no text). */
function textOf(node: Nodes): string {
  if (node.type === 'html') return '';
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? (node.children as Nodes[]).map(textOf).join('') : '';
}

function isSlice(node: RootContent, parent: Parent): boolean {
  if (node.type === (SLICE as string) || (node as Marked).data?.bookdocsSlice) return true;
  // Raw HTML blocks: bookdocs reads them (components, media, ids, Vue's <script>/<style>).
  if (node.type === 'html') return FLOW_PARENTS.has(parent.type);
  if (node.type === 'blockquote') {
    const first = node.children[0];
    return first?.type === 'paragraph' && ALERT.test(textOf(first));
  }
  if (node.type === 'paragraph') return node.children.length === 1 && TOC.test(textOf(node));
  return false;
}

/**
 * Give each heading its id (and `{#id .class}` attributes) before the remark plugins run, from the
 * page's slugger: a plugin that links to headings (remark-toc) links to the ids the page has.
 */
export function headingIds(tree: Root, page: PageRenderer, slices: Slice[]): void {
  const slugger = page.state.slugger;
  const visit = (node: Nodes) => {
    // A slice is rendered here, in page order: its headings' ids are given in turn with the others'.
    const mark = node.type === 'html' ? SLICE_MARK.exec(node.value) : null;
    const slice = mark ? slices[Number(mark[1])] : undefined;
    if (slice) slice.rendered ??= renderSlice(page, slice);
    if (node.type === 'heading') {
      const hProperties = (node.data?.hProperties ?? {}) as Record<string, unknown>;
      const last = node.children.at(-1);
      const attributes = last?.type === 'text' ? headingAttributes(last.value, page.state.attributes) : null;
      if (attributes && last?.type === 'text') last.value = last.value.slice(0, attributes.index);
      const classes = attributes?.classes ?? [];
      let id = attributes?.id;
      if (id !== undefined) slugger.reserve(id);
      else id = slugger.slug(slugText(textOf(node)));
      node.data = {
        ...node.data,
        hProperties: { ...hProperties, id, ...(classes.length && { className: classes }) },
      };
      return;
    }
    if ('children' in node) for (const child of node.children as Nodes[]) visit(child);
  };
  visit(tree);
}

/** Lines after the first lose the container prefix the first line's column says they have (a list item's indent, `> `). */
function slice(markdown: string, node: Nodes): Slice {
  const start = node.position!.start;
  const text = markdown.slice(start.offset, node.position!.end.offset);
  const indent = start.column - 1;
  const lines = text.split('\n');
  const out = indent
    ? [lines[0]!, ...lines.slice(1).map((l) => l.replace(new RegExp(`^[ \\t>]{0,${indent}}`), ''))].join('\n')
    : text;
  return { markdown: out, line: start.line, column: start.column };
}

/**
 * Replace bookdocs' own constructs in the tree with marked `html` nodes, and list their slices. The
 * page's link definitions are added to each slice, so `[text][ref]` in a container finds them.
 */
export function sliceTree(tree: Root, markdown: string): Slice[] {
  const slices: Slice[] = [];
  const definitions: string[] = [];
  // Inline HTML of ours marks its block first (its block is above it).
  const mark = (node: Nodes, ancestors: Nodes[]) => {
    if (
      node.type === 'html' &&
      ancestors.length &&
      (OWN_INLINE_HTML.test(node.value) || READ_INLINE_HTML.test(node.value))
    )
      markBlock(ancestors);
    if (node.type === 'definition' && node.position) definitions.push(slice(markdown, node).markdown);
    if ('children' in node) for (const child of node.children as Nodes[]) mark(child, [...ancestors, node]);
  };
  const replace = (parent: Parent, grand?: Parent) => {
    parent.children = parent.children.map((child) => {
      if (!isSlice(child, parent) || !child.position) {
        if ('children' in child) replace(child, parent);
        return child;
      }
      const tight =
        child.type === 'paragraph' &&
        parent.type === 'listItem' &&
        grand?.type === 'list' &&
        !(grand as List).spread &&
        !(grand as List).children.some((item) => item.spread);
      slices.push({ ...slice(markdown, child), ...(tight && { tight }) });
      return { type: 'html', value: sliceMark(slices.length - 1), position: child.position };
    }) as typeof parent.children;
  };
  mark(tree, []);
  replace(tree);
  if (definitions.length) {
    const defs = `\n\n${definitions.join('\n')}\n`;
    for (const s of slices) s.markdown += defs;
  }
  return slices;
}

/** Where the as-written URL of a link or image goes until tree-html.ts reads it (and drops it). */
export const RAW_URL = 'dataBookdocsRaw';

/**
 * Keep each link's and image's URL as written (the HTML tree gets it normalised: `#安装` as
 * `#%E5%AE%89%E8%A3%85`), which `check` reports and resolves as the fast path does; an autolink
 * `<https://…>` is placed at its URL, after the `<`, as the fast path places it.
 */
export function keepRawUrls(tree: Root, markdown: string): void {
  const definitions = new Map<string, string>();
  const visit = (node: Nodes, fn: (node: Nodes) => void) => {
    fn(node);
    if ('children' in node) for (const child of node.children as Nodes[]) visit(child, fn);
  };
  visit(tree, (node) => {
    if (node.type === 'definition') definitions.set(node.identifier, node.url);
  });
  visit(tree, (node) => {
    const url =
      node.type === 'link' || node.type === 'image'
        ? node.url
        : node.type === 'linkReference' || node.type === 'imageReference'
          ? definitions.get(node.identifier)
          : undefined;
    if (url === undefined) return;
    const start = node.position?.start;
    if (start?.offset !== undefined && markdown[start.offset] === '<') start.column++;
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, [RAW_URL]: url } };
  });
}
