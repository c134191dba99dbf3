// One page as it ships, to whoever asks for it: build's render stream writes it, the dev server serves
// it and pushes it to open tabs. Its view with its components' stylesheets (what its data file, its
// hydration data and dev's in-place update carry), that view as JSON (the data file), its head
// elements, and its HTML document. The dev server adds its browser module to the document and nothing
// else (see DevDocumentParts), so a page in dev is the page a build writes.
import type { PageView } from '../../shared/types.js';
import type { SiteModel } from '../model/site.js';
import type { ClientAssets, ServerRenderer } from './bundle.js';
import type { HeadElement, PageHead } from './head-tags.js';
import { pageHead } from './page-head.js';
import { fillsOnRoute } from './fill-assets.js';
import { renderDocument, type DevDocumentParts } from './ssr.js';
import type { CheckedFrontmatter } from '../page/frontmatter-values.js';
import { viewJson } from './view-json.js';
import { preloadNames } from '../page/frontmatter-preload.js';

export type { DevDocumentParts } from './ssr.js';

/** What a page's head takes from its source: its frontmatter, and the head elements its plugins added. */
export type PageHeadSource = CheckedFrontmatter & { head?: readonly HeadElement[] };

export interface PageDocument {
  /** The page's view with its components' stylesheets. */
  view: PageView;
  /** The page's data file: `view` as JSON (what a client-side navigation fetches). */
  data: string;
  /** Its head elements, generated and the author's (see page-head.ts). */
  head: PageHead;
  /**
   * The HTML document, rendered when called (a build does not for a page it carries over); `content`:
   * the page's HTML with its Vue islands rendered (ServerRenderer.prepare), when it has some.
   */
  html(renderer: ServerRenderer, dev?: DevDocumentParts, content?: string): string;
}

/**
 * The view with the stylesheets of its components and of the plugins' slot components on its route,
 * so SSR links them and the client loads them first.
 */
function withPageStyles(page: PageView, assets: ClientAssets): PageView {
  const own = [
    ...page.components.map((c) => assets.componentCss.get(c.name)),
    ...fillsOnRoute(assets, page.route).map((f) => f.css),
  ].filter((u): u is string => !!u);
  if (!own.length) return page;
  return { ...page, styles: [...new Set([...(page.styles ?? []), ...own])] };
}

/** `pageView`: the page's view in `model`; `source`: the page it was made from (none for the built-in not-found page). */
export function pageDocument(
  model: Pick<SiteModel, 'config' | 'site' | 'pages'>,
  pageView: PageView,
  assets: ClientAssets,
  source?: PageHeadSource,
): PageDocument {
  const preload = source ? preloadNames(source.frontmatter) : [];
  const head = { ...pageHead(model, pageView, source), ...(preload.length && { preload }) };
  const view = withPageStyles(pageView, assets);
  return {
    view,
    data: viewJson(view),
    head,
    html: (renderer, dev, content) =>
      renderDocument(
        renderer,
        model.site,
        content === undefined ? view : { ...view, html: content },
        assets,
        head,
        dev,
      ),
  };
}
