// A slice of the page (one of bookdocs' own constructs, see tree-parse.ts) rendered by bookdocs'
// compiler with the page's state, in page order, so that its headings take their ids in the order
// the fast path gives them. What it adds to the page's lists (text, links, images, problems, outline)
// is taken out and put back where the slice is in the finished tree (tree-html.ts), so every list
// stays in page order although the slice was rendered before the remark plugins ran.
import type { Header } from '../../../shared/types.js';
import type { PageRenderer } from '../page-renderer.js';
import type { LinkRef, MarkdownWarning } from '../state.js';

/** A part of the page rendered by bookdocs' compiler: its Markdown, and where it starts in the page. */
export interface Slice {
  markdown: string;
  line: number;
  column: number;
  /** A paragraph of a tight list item: written without its `<p>`, as the list's other items are. */
  tight?: boolean;
  /** Once rendered. */
  rendered?: RenderedSlice;
}

export interface RenderedSlice {
  html: string;
  text: string[];
  links: LinkRef[];
  images: LinkRef[];
  warnings: MarkdownWarning[];
  headers: Header[];
  h1?: string;
  firstHeading?: string;
}

export function renderSlice(page: PageRenderer, s: Slice): RenderedSlice {
  const state = page.state;
  const from = {
    text: state.text.length,
    links: state.links.length,
    images: state.images.length,
    warnings: state.warnings.length,
    headers: state.headers.length,
  };
  const { h1, firstHeading } = state;
  const html = page.compile(s.markdown);
  const rendered: RenderedSlice = {
    html: s.tight ? html.replace(/^<p>([\s\S]*)<\/p>\n?$/, '$1') : html,
    text: state.text.splice(from.text),
    links: state.links.splice(from.links),
    images: state.images.splice(from.images),
    warnings: state.warnings.splice(from.warnings),
    headers: state.headers.splice(from.headers),
    ...(state.h1 !== h1 && { h1: state.h1 }),
    ...(state.firstHeading !== firstHeading && { firstHeading: state.firstHeading }),
  };
  state.h1 = h1;
  state.firstHeading = firstHeading;
  // Its positions are in the slice: moved to the page's.
  for (const item of [...rendered.links, ...rendered.images, ...rendered.warnings]) {
    if (item.line === 1) item.column += s.column - 1;
    item.line += s.line - 1;
  }
  return rendered;
}

/** Put what the slice added to the page's lists back, here in page order; its HTML. */
export function putBack(page: PageRenderer, r: RenderedSlice): string {
  const state = page.state;
  state.text.push(' ', ...r.text, ' ');
  state.links.push(...r.links);
  state.images.push(...r.images);
  state.warnings.push(...r.warnings);
  state.headers.push(...r.headers);
  state.h1 ??= r.h1;
  state.firstHeading ??= r.firstHeading;
  return r.html;
}
