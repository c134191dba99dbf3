// The HTML tree of a page on the remark path, after the rehype plugins, made into what the fast path
// gives: heading ids from bookdocs' slugger with their permalink anchors, the outline and title, links
// and images resolved (`.md` → `.html`, base) and recorded for `check`, the search text, and each
// slice (tree-parse.ts) rendered by bookdocs' compiler where its mark is, in page order, sharing the
// page's state. Ids a rehype plugin gave are kept.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { sanitizeUri } from 'micromark-util-sanitize-uri';
import { siteFileOf } from '../../../shared/routes.js';
import type { PageRenderer } from '../page-renderer.js';
import { imageContext, resolveUrl, SAFE_HREF, SAFE_SRC, warnUnsafe } from '../links.js';
import { checkImageAlt, checkLinkText } from '../accessibility.js';
import { headingAttributes } from '../heading-attributes.js';
import { recordHeading } from '../headings.js';
import { titleText } from '../slug.js';
import { addText, type RenderState } from '../state.js';
import { putBack, renderSlice } from './slice-render.js';
import { RAW_URL, SLICE_MARK, type Slice } from './tree-parse.js';

const HEADING = /^h([1-6])$/;
/** Elements whose text is kept apart from their neighbours' in the search text. */
const BLOCKS = new Set([
  ...['p', 'li', 'ul', 'ol', 'dl', 'dt', 'dd', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'td', 'th'],
  ...['div', 'section', 'pre', 'hr', 'br', 'figure', 'figcaption', 'details', 'summary', 'aside', 'nav'],
]);

type Node = Root | RootContent;

/** An element's text as a screen reader names it: its text, or its images' alt text. */
function elementText(node: Element): string {
  let out = '';
  for (const child of node.children)
    if (child.type === 'text') out += child.value;
    else if (child.type === 'element')
      out +=
        child.tagName === 'img' && typeof child.properties.alt === 'string' ? child.properties.alt : elementText(child);
  return out;
}

/** Finish the page's HTML tree in place (its slices rendered into `raw` nodes). */
export function finishTree(tree: Root, page: PageRenderer, slices: readonly Slice[]): void {
  const state = page.state;

  function children(node: Root | Element, inNotes: boolean): void {
    for (const child of node.children) visit(child, inNotes);
  }

  function visit(node: Node, inNotes: boolean): void {
    if (node.type === 'root') return children(node, inNotes);
    if (node.type === 'raw' || node.type === 'text') {
      const slice = SLICE_MARK.exec(node.value);
      const s = slice ? slices[Number(slice[1])] : undefined;
      if (s) {
        Object.assign(node, { type: 'raw', value: putBack(page, s.rendered ?? renderSlice(page, s)) });
        return;
      }
      if (node.type === 'text') {
        addText(state, node.value);
        node.value = titleText(node.value);
      }
      return;
    }
    if (node.type !== 'element') return;
    const props = node.properties;
    const heading = HEADING.exec(node.tagName);
    // The footnotes' own heading ("Footnotes", for screen readers) is no heading of the page.
    if (heading && !inNotes) return finishHeading(node, Number(heading[1]));
    if (typeof props.id === 'string') state.ids.add(props.id);
    const block = BLOCKS.has(node.tagName);
    if (block) addText(state, ' ');
    const raw = props[RAW_URL];
    delete props[RAW_URL];
    if (node.tagName === 'a' && typeof props.href === 'string') link(node, typeof raw === 'string' ? raw : props.href);
    else if (node.tagName === 'img' && typeof props.src === 'string')
      image(node, typeof raw === 'string' ? raw : props.src);
    // GFM's own text is none of the page's (as on the fast path): a footnote call's number, the back
    // link (↩) and the footnotes' heading; a space stands in their place.
    const gfm = props.dataFootnoteRef !== undefined || props.dataFootnoteBackref !== undefined || (heading && inNotes);
    if (gfm) addText(state, ' ');
    else children(node, inNotes || props.dataFootnotes !== undefined);
    if (block) addText(state, ' ');
  }

  function at(node: Element): { line: number; column: number } {
    return { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
  }

  function link(node: Element, href: string): void {
    // Footnote calls and back links are GFM's, as on the fast path (not links of the page).
    if (node.properties.dataFootnoteRef !== undefined || node.properties.dataFootnoteBackref !== undefined) return;
    const where = at(node);
    const ref = { ...resolveUrl(href, state), ...where };
    const unsafe = warnUnsafe(state as RenderState, href, 'link', where);
    if (!unsafe) state.links.push(ref);
    checkLinkText(state as RenderState, elementText(node), href, where);
    node.properties.href = unsafe ? '' : sanitizeUri(ref.url, SAFE_HREF);
    if (ref.external && /^(https?:)?\/\//i.test(href) && node.properties.target === undefined) {
      node.properties.target = '_blank';
      node.properties.rel ??= ['noopener', 'noreferrer'];
    }
  }

  function image(node: Element, src: string): void {
    const where = at(node);
    const ref = { ...resolveUrl(src, imageContext(state)), ...where };
    const unsafe = warnUnsafe(state as RenderState, src, 'image', where);
    // Its alt text is the page's text, as on the fast path.
    if (typeof node.properties.alt === 'string') addText(state, node.properties.alt);
    checkImageAlt(state as RenderState, typeof node.properties.alt === 'string' ? node.properties.alt : '', src, where);
    if (!unsafe) state.images.push(ref);
    node.properties.src = unsafe ? '' : sanitizeUri(ref.url, SAFE_SRC);
    const size =
      ref.target && !ref.external && !ref.escapes ? state.imageSize?.(siteFileOf(ref.target, state.base)) : undefined;
    if (size && node.properties.width === undefined) Object.assign(node.properties, size);
    node.properties.loading ??= 'lazy';
    node.properties.decoding ??= 'async';
  }

  function finishHeading(node: Element, rank: number): void {
    const textStart = state.text.length;
    children(node, false);
    let text = state.text.slice(textStart).join('').replace(/\s+/g, ' ').trim();
    // Attributes in the heading's own text (its last text, not in code), as on the fast path.
    const last = node.children.at(-1);
    const pattern = state.attributes?.heading;
    const attributes =
      last?.type === 'text' && pattern?.test(last.value) ? headingAttributes(text, state.attributes) : null;
    if (attributes && last?.type === 'text') {
      text = text.slice(0, attributes.index).trim();
      last.value = last.value.replace(pattern!, '');
    }
    const classes = attributes?.classes ?? [];
    const given = typeof node.properties.id === 'string' ? node.properties.id : undefined;
    const { id, title } = recordHeading(state, rank, text, attributes?.id ?? given, textStart, at(node));
    if (last?.type === 'text') last.value = last.value.trimEnd();
    const className = [...((node.properties.className as string[] | undefined) ?? []), ...classes];
    node.properties = { ...node.properties, id, ...(className.length && { className }), tabIndex: -1 };
    const anchor: ElementContent = {
      type: 'element',
      tagName: 'a',
      properties: {
        className: ['header-anchor'],
        href: `#${encodeURIComponent(id)}`,
        ariaLabel: `Permalink to “${title}”`,
      },
      children: [{ type: 'text', value: '#' }],
    };
    node.children.push({ type: 'text', value: ' ' }, anchor);
  }

  visit(tree, false);
}
