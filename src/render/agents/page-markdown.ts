// A page's clean Markdown copy, for agents (`/guide/x.md` beside `/guide/x.html`): the page's Markdown
// as the page step reads it (includes and snippets inlined, frontmatter left out), parsed with
// bookdocs' own syntax into mdast (tree-parse.ts keeps each of bookdocs' constructs as a slice), each
// slice turned into plain Markdown (containers and alerts as blockquotes under their title, code
// groups and tabs as their code, components as their children or text), links to pages pointed at
// their copies and images at absolute site paths, and the result written by mdast-util-to-markdown.
import type { Blockquote, Nodes, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown, gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { gfm } from 'micromark-extension-gfm';
import { fileToRoute, isExternal, markdownLink } from '../../shared/routes.js';
import type { AttributeSyntax } from '../markdown/attribute-syntax.js';
import { defaultContainerTitle } from '../markdown/container-titles.js';
import { headingAttributes } from '../markdown/heading-attributes.js';
import { imageContext, resolveUrl } from '../markdown/links.js';
import type { PageRenderer } from '../markdown/page-renderer.js';
import { titleText } from '../markdown/slug.js';
import { bookdocsFromMarkdown, SLICE_MARK, sliceTree } from '../markdown/unified/tree-parse.js';

export interface CopyContext {
  /** The page's renderer: its syntax, and what its links resolve against (file, base, clean URLs). */
  page: PageRenderer;
  /** The page's title: its heading when the body has no h1. */
  title: string;
  /** The page's language (default container titles). */
  lang?: string;
  /** The site's own container titles for that language. */
  containerTitles?: Readonly<Record<string, string>>;
}

/** `:::tip[Title]{attrs}` as preprocess.ts writes a container's first line. */
const CONTAINER_OPEN = /^(:{3,})([A-Za-z][\w-]*)(?:\[((?:\\.|[^\]\\])*)\])?(?:\{[^}\n]*\})?[ \t]*$/;
const CONTAINER_CLOSE = /^\s*:{3,}\s*$/;
/** `::tab[pnpm]` (a tab of a tabs container), or another leaf directive. */
const LEAF = /^::([A-Za-z][\w-]*)(?:\[((?:\\.|[^\]\\])*)\])?/;
/** Containers that only group what they hold (code groups, tabs): their content, without a title. */
const GROUPS = /^(?:code-group|code-tabs|tabs|tab|v-pre|raw|div|center|right|left|justify)$/i;
const ALERT = /^\[!(note|tip|important|warning|caution)\][ \t]*\n?/i;
const TOC = /^\[\[toc\]\][ \t]*$/i;
/** A component with Markdown children: `<Name …>` … `</Name>`. */
const COMPONENT = /^<([A-Za-z][\w.:-]*)((?:"[^"]*"|'[^']*'|[^'">])*?)(\/?)>/;
/** HTML the copy leaves out whole: scripts, styles and comments. */
const DROPPED_HTML = /^\s*<(?:script|style|!--)/i;
/** HTML that holds a component (a capitalised or dashed tag): its text is kept, its tags dropped. */
const COMPONENT_TAG = /<\/?(?:[A-Z]|[a-z][\w]*-)/;
const TAG = /<\/?[A-Za-z][^>]*>/g;
const TEXT_PROP = /\s(?:text|title|label)\s*=\s*(?:"([^"]*)"|'([^']*)')/;
const IMG = /^<img\b([^>]*)>$/i;

const unescapeLabel = (s: string) => s.replace(/\\([\\[\]])/g, '$1');

/** The Markdown copy of a page whose Markdown, prepared by `ctx.page`, is `markdown`. */
export function pageMarkdown(markdown: string, ctx: CopyContext): string {
  const tree: Root = { type: 'root', children: blocks(markdown, ctx, new Set()) };
  if (!hasH1(tree) && ctx.title)
    tree.children.unshift({ type: 'heading', depth: 1, children: [{ type: 'text', value: ctx.title }] });
  tidy(tree, ctx);
  const out = toMarkdown(tree, {
    bullet: '-',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
    extensions: [gfmToMarkdown()],
  });
  return out.endsWith('\n') ? out : `${out}\n`;
}

function hasH1(tree: Root): boolean {
  return tree.children.some((n) => n.type === 'heading' && n.depth === 1);
}

/** Markdown with bookdocs' syntax → plain mdast blocks. `definitions`: the page's, left out of slices (the page has them). */
function blocks(markdown: string, ctx: CopyContext, definitions: ReadonlySet<string>): RootContent[] {
  const tree = fromMarkdown(markdown, {
    extensions: ctx.page.syntax(markdown),
    mdastExtensions: [gfmFromMarkdown(), bookdocsFromMarkdown()],
  });
  const slices = sliceTree(tree, markdown);
  const own = new Set(definitions);
  const top = definitions.size === 0;
  const replace = (parent: Parent): void => {
    const out: RootContent[] = [];
    for (const child of parent.children as RootContent[]) {
      if (child.type === 'definition') {
        if (top) own.add(child.identifier);
        else if (definitions.has(child.identifier)) continue;
        out.push(child);
        continue;
      }
      const mark = child.type === 'html' ? SLICE_MARK.exec(child.value) : null;
      if (mark) {
        out.push(...slice(slices[Number(mark[1])]!.markdown, ctx, own));
        continue;
      }
      if ('children' in child) replace(child as Parent);
      out.push(child);
    }
    parent.children = out as typeof parent.children;
  };
  // The page's own definitions first, so that slices leave out the copies tree-parse.ts gives them.
  if (top) for (const n of tree.children) if (n.type === 'definition') own.add(n.identifier);
  replace(tree);
  return tree.children;
}

/** One of bookdocs' constructs as plain Markdown blocks. */
function slice(markdown: string, ctx: CopyContext, definitions: ReadonlySet<string>): RootContent[] {
  const text = markdown.replace(/\n\n(?:\[[^\n]*\]:[^\n]*\n?)+$/, '').trim();
  const lines = text.split('\n');
  const first = lines[0] ?? '';
  const container = CONTAINER_OPEN.exec(first);
  if (container) {
    const end = lines.length > 1 && CONTAINER_CLOSE.test(lines.at(-1)!) ? -1 : undefined;
    const inner = blocks(lines.slice(1, end).join('\n'), ctx, definitions);
    const name = container[2]!;
    if (GROUPS.test(name)) return inner;
    const title =
      container[3] !== undefined
        ? unescapeLabel(container[3])
        : (ctx.containerTitles?.[name] ?? defaultContainerTitle(name, ctx.lang));
    if (title === undefined) return inner;
    return [titled(title, inner)];
  }
  const leaf = LEAF.exec(first);
  if (leaf) {
    // A tab's label names the code or text after it; other leaf directives have nothing to read.
    return leaf[1] === 'tab' && leaf[2] ? [strongParagraph(unescapeLabel(leaf[2]))] : [];
  }
  if (TOC.test(text)) return [];
  if (/^\$\$/.test(text)) return [{ type: 'html', value: text }];
  if (first.startsWith('>')) return alert(text, ctx, definitions);
  const component = COMPONENT.exec(text);
  if (component && COMPONENT_TAG.test(`<${component[1]}`)) return componentBlocks(text, component, ctx, definitions);
  if (text.startsWith('<')) return htmlBlock(text);
  // A paragraph, heading or table holding inline components or HTML, or a `{#id}` paragraph.
  return inline(text.replace(/^\{[^}\n]*\}[ \t]*$/gm, ''));
}

/** A blockquote titled `title` (in bold) holding `content`. */
function titled(title: string, content: RootContent[]): RootContent {
  return { type: 'blockquote', children: [strongParagraph(title), ...content] as Blockquote['children'] };
}

function strongParagraph(value: string): RootContent {
  return { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value }] }] };
}

/** A GitHub alert (`> [!NOTE]`): a blockquote under its title, as containers. */
function alert(text: string, ctx: CopyContext, definitions: ReadonlySet<string>): RootContent[] {
  const body = text.replace(/^> ?/gm, '');
  const kind = ALERT.exec(body);
  const inner = blocks(kind ? body.slice(kind[0].length) : body, ctx, definitions);
  if (!kind) return [{ type: 'blockquote', children: inner as never[] }];
  const name = kind[1]!.toLowerCase();
  return [titled(ctx.containerTitles?.[name] ?? defaultContainerTitle(name, ctx.lang) ?? name, inner)];
}

/** A component with Markdown children: its children; without any, the text of its `text`/`title` prop. */
function componentBlocks(
  text: string,
  open: RegExpExecArray,
  ctx: CopyContext,
  definitions: ReadonlySet<string>,
): RootContent[] {
  const close = new RegExp(`</${open[1]!.replace(/[.]/g, '\\.')}\\s*>\\s*$`);
  if (open[3] || !close.test(text)) return propText(open[2]!);
  const inner = text.slice(open[0].length).replace(close, '');
  const children = blocks(inner.replace(/^\n/, ''), ctx, definitions);
  return children.length ? children : propText(open[2]!);
}

function propText(attributes: string): RootContent[] {
  const prop = TEXT_PROP.exec(attributes);
  const value = prop?.[1] ?? prop?.[2];
  return value ? [{ type: 'paragraph', children: [{ type: 'text', value }] }] : [];
}

/** An HTML block: left out (scripts, styles, comments), its text (when it holds components), or kept. */
function htmlBlock(text: string): RootContent[] {
  if (DROPPED_HTML.test(text)) return [];
  if (!COMPONENT_TAG.test(text)) return [{ type: 'html', value: text }];
  const props = [...text.matchAll(/<[A-Z][^>]*>/g)].flatMap((m) => propText(m[0]));
  const words = text
    .replace(TAG, ' ')
    .replace(/[ \t]+/g, ' ')
    .trim();
  return words ? [{ type: 'paragraph', children: [{ type: 'text', value: words }] }] : props;
}

/** A block with inline components or HTML, parsed as plain GFM: its tags are dropped (see `tidy`). */
function inline(text: string): RootContent[] {
  return fromMarkdown(text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }).children;
}

/**
 * The finishing pass over the whole copy: heading attributes and emoji marks out, inline HTML that
 * holds components made text (images as images), links to pages pointed at their copies, local
 * images and files at absolute site paths.
 */
function tidy(tree: Root, ctx: CopyContext): void {
  const state = ctx.page.state;
  const syntax: AttributeSyntax | null = state.attributes;
  const visit = (node: Nodes): void => {
    if (node.type === 'heading') {
      const last = node.children.at(-1);
      const attributes = last?.type === 'text' ? headingAttributes(last.value, syntax) : null;
      if (attributes && last?.type === 'text') last.value = last.value.slice(0, attributes.index).trimEnd();
    }
    if (node.type === 'text') node.value = titleText(node.value);
    // A code block keeps its language and its `[title]` (a code group's tab), not line marks or options.
    if (node.type === 'code') {
      node.meta = /\[[^\]\n]*\]/.exec(node.meta ?? '')?.[0] ?? null;
      // `js{3-5}` (line marks written against the language, as VitePress reads them): `js`.
      if (node.lang) node.lang = node.lang.replace(/[{:[].*$/, '') || null;
    }
    if (node.type === 'link' || node.type === 'definition') node.url = linkUrl(node.url, ctx);
    if (node.type === 'image') node.url = imageUrl(node.url, ctx);
    if ('children' in node) {
      const parent = node as Parent;
      parent.children = parent.children.flatMap((child) =>
        child.type === 'html' && parent.type !== 'root' && !isFlow(parent) ? inlineHtml(child.value, ctx) : [child],
      ) as typeof parent.children;
      for (const child of parent.children) visit(child as Nodes);
    }
  };
  visit(tree);
}

function isFlow(parent: Parent): boolean {
  return parent.type === 'blockquote' || parent.type === 'listItem' || parent.type === 'footnoteDefinition';
}

/** Inline HTML in the copy: an image stays one, a component's `text` prop is its text, other tags go (their content stays). */
function inlineHtml(html: string, ctx: CopyContext): PhrasingContent[] {
  const img = IMG.exec(html.trim());
  if (img) {
    const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(img[1]!);
    const src = attr('src');
    const alt = attr('alt');
    const url = src?.[1] ?? src?.[2];
    if (url) return [{ type: 'image', url: imageUrl(url, ctx), alt: alt?.[1] ?? alt?.[2] ?? '' }];
  }
  if (/^<[A-Z]/.test(html)) {
    const prop = TEXT_PROP.exec(html);
    const value = prop?.[1] ?? prop?.[2];
    if (value) return [{ type: 'text', value }];
  }
  if (/^<\/?[A-Za-z][^>]*>$/.test(html.trim())) return [];
  return [{ type: 'html', value: html }];
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
