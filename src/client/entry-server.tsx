// The only SSR bridge: the same <App> the browser hydrates, rendered to a string.
// React's renderToString without its streaming server (see render/output/ssr-browser-only.ts).
import { renderToString } from 'bookdocs:render-to-string';
import { components } from 'bookdocs:components-ssr';
import type { PageView, SiteData } from '../shared/types.js';
import { App } from './App.js';
import { islandElement } from './theme/islands.js';

const ISLAND = /<(div|span) class="bd-island" data-bd-island="(\d+)"><\/\1>/g;

/** Render each island's component into its placeholder in `html`, and those in its children first. */
function renderIslandsIn(html: string, page: PageView): string {
  return html.replace(ISLAND, (all, tag: string, index: string) => {
    const ref = page.components[Number(index)];
    const Component = ref && components[ref.name];
    if (!ref || !Component) return all;
    const children = ref.children === undefined ? undefined : renderIslandsIn(ref.children, page);
    const element = islandElement(Component, ref, page.components, tag === 'span', children);
    return `<${tag} class="bd-island" data-bd-island="${index}">${renderToString(element)}</${tag}>`;
  });
}

/** Render each island's component into its placeholder. */
export function renderIslands(page: PageView): string {
  if (!page.components.length) return page.html;
  return renderIslandsIn(page.html, page);
}

export function render(site: SiteData, page: PageView): string {
  return renderToString(<App site={site} page={{ ...page, html: renderIslands(page) }} />);
}
