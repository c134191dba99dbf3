// The only SSR bridge: the same <App> the browser hydrates, rendered to a string.
// React's renderToString without its streaming server (see render/output/ssr-browser-only.ts).
import { renderToString } from 'bookdocs:render-to-string';
import { components, renderVueIsland, vueComponents } from 'bookdocs:components-ssr';
import type { PageView, SiteData } from '../shared/types.js';
import { isVuePageComponent } from '../shared/vue-page-name.js';
import { App } from './App.js';
import { serverFills } from './plugin-client.js';
import { islandElement, RenderedChildren } from './theme/islands.js';
import { SidebarItemsHtml } from './theme/sidebar-prerender.js';
import { sidebarItemsHtml } from './theme/sidebar-items-html.js';

const ISLAND = /<(div|span) class="bd-island" data-bd-island="(\d+)"><\/\1>/g;

/**
 * Render each island's component into its placeholder in `html`, and those in its children first:
 * `rendered` gets each children's HTML with its islands rendered, which the components' children show.
 */
function renderIslandsIn(html: string, page: PageView, rendered: Map<string, string>): string {
  return html.replace(ISLAND, (all, tag: string, index: string) => {
    const ref = page.components[Number(index)];
    const Component = ref && components[ref.name];
    if (!ref || !Component) return all;
    if (ref.children !== undefined && !rendered.has(ref.children))
      rendered.set(ref.children, renderIslandsIn(ref.children, page, rendered));
    const element = islandElement(Component, ref, page.components, tag === 'span');
    const inner = renderToString(<RenderedChildren.Provider value={rendered}>{element}</RenderedChildren.Provider>);
    return `<${tag} class="bd-island" data-bd-island="${index}">${inner}</${tag}>`;
  });
}

/** Render each island's component into its placeholder. */
export function renderIslands(page: PageView): string {
  if (!page.components.length) return page.html;
  return renderIslandsIn(page.html, page, new Map());
}

/**
 * One island's component rendered on its own, its children's islands in them (the Markdown copy of
 * a component that has neither children nor text: see render/agents/component-text.ts); '' for an
 * unknown component, or a Vue one that fails.
 */
export async function renderIsland(page: PageView, index: number): Promise<string> {
  const ref = page.components[index];
  if (!ref) return '';
  const vue = vueComponents[ref.name];
  if (vue && renderVueIsland)
    return renderVueIsland(vue, ref.props, ref.children, false, vueComponents).catch(() => '');
  const Component = components[ref.name];
  if (!Component) return '';
  const rendered = new Map<string, string>();
  if (ref.children !== undefined) rendered.set(ref.children, renderIslandsIn(ref.children, page, rendered));
  const element = islandElement(Component, ref, page.components, false);
  return renderToString(<RenderedChildren.Provider value={rendered}>{element}</RenderedChildren.Provider>);
}

/** A Vue page's template as written, which only the server's bundle keeps (render/vue/vue-page.ts). */
const templateOf = (vue: object): string | undefined => (vue as { __bdTemplate?: string }).__bdTemplate;

/** A Vue island that could not be rendered: its component and why. */
export interface VueFailure {
  name: string;
  message: string;
}

/**
 * `html` with its islands rendered, Vue's and React's, each one's children first (kept in `rendered`,
 * which React islands' children read): so an island inside another's slot renders too, whichever
 * kind each is. A Vue page's children are its template: the React islands there are render()'s.
 * An island that fails shows its Markdown, as an unknown component's tag does.
 */
async function renderAllIn(
  html: string,
  page: PageView,
  rendered: Map<string, string>,
  failed: VueFailure[],
): Promise<string> {
  const parts: string[] = [];
  let from = 0;
  for (const m of html.matchAll(ISLAND)) {
    const [all, tag, index] = m as unknown as [string, string, string];
    const ref = page.components[Number(index)];
    const vue = ref && vueComponents[ref.name];
    const react = ref && components[ref.name];
    if (!ref || (!vue && !react)) continue;
    let children = ref.children;
    if (children !== undefined && !isVuePageComponent(ref.name)) {
      if (!rendered.has(children)) rendered.set(children, await renderAllIn(children, page, rendered, failed));
      children = rendered.get(children);
    }
    let out: string;
    if (vue) {
      try {
        const inner = await renderVueIsland!(vue, ref.props, children, tag === 'span', vueComponents);
        out = `<${tag} class="bd-island" data-bd-island="${index}"><${tag} data-bd-vue="" style="display:contents">${inner}</${tag}></${tag}>`;
      } catch (err) {
        failed.push({ name: ref.name, message: err instanceof Error ? err.message : String(err) });
        out = `<bd-x data-name="${ref.name}">${children ?? templateOf(vue) ?? ''}</bd-x>`;
      }
    } else {
      const element = islandElement(react!, ref, page.components, tag === 'span');
      const inner = renderToString(<RenderedChildren.Provider value={rendered}>{element}</RenderedChildren.Provider>);
      out = `<${tag} class="bd-island" data-bd-island="${index}">${inner}</${tag}>`;
    }
    parts.push(html.slice(from, m.index), out);
    from = m.index + all.length;
  }
  parts.push(html.slice(from));
  return parts.join('');
}

/**
 * The page's HTML with its islands rendered, Vue's among them (Vue's server renderer is asynchronous:
 * before render()), and the Vue islands that failed; undefined for a page without Vue islands.
 */
export async function prepare(page: PageView): Promise<{ html: string; failed: VueFailure[] } | undefined> {
  if (!renderVueIsland || !page.components.some((c) => vueComponents[c.name])) return undefined;
  const failed: VueFailure[] = [];
  const html = await renderAllIn(page.html, page, new Map(), failed);
  return { html, failed };
}

export function render(site: SiteData, page: PageView): string {
  // The sidebar's items are made without React (sidebar-items-html.ts): React's render of a big
  // generated sidebar for every page cost more than the rest of the page.
  return renderToString(
    <SidebarItemsHtml.Provider value={sidebarItemsHtml}>
      <App site={site} page={{ ...page, html: renderIslands(page) }} fills={serverFills()} />
    </SidebarItemsHtml.Provider>,
  );
}
