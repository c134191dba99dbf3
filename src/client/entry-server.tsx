// The only SSR bridge: the same <App> the browser hydrates, rendered to a string.
// React's renderToString without its streaming server (see render/output/ssr-browser-only.ts).
import { renderToString } from 'bookdocs:render-to-string';
import { components } from 'bookdocs:components-ssr';
import type { PageView, SiteData } from '../shared/types.js';
import { App } from './App.js';

const ISLAND = /<div class="bd-island" data-bd-island="(\d+)"><\/div>/g;

/** Render each island's component into its placeholder. */
export function renderIslands(page: PageView): string {
  if (!page.components.length) return page.html;
  return page.html.replace(ISLAND, (all, index: string) => {
    const ref = page.components[Number(index)];
    const Component = ref && components[ref.name];
    if (!ref || !Component) return all;
    return `<div class="bd-island" data-bd-island="${index}">${renderToString(<Component {...ref.props} />)}</div>`;
  });
}

export function render(site: SiteData, page: PageView): string {
  return renderToString(<App site={site} page={{ ...page, html: renderIslands(page) }} />);
}
