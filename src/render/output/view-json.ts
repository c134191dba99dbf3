// A page's view as JSON, its sidebar's JSON made once per sidebar. The pages of one section share
// their sidebar (the same array), and it is most of a view, which is serialised twice per page (the
// data file and the page's hydration data).
import { randomUUID } from 'node:crypto';
import type { PageView, SidebarItem } from '../../shared/types.js';

/** JSON made safe inside a <script> element. */
export const scriptSafe = (json: string): string =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Stands for the sidebar while the rest is serialised; no page text holds it (a NUL and a UUID). */
const MARK = `\u0000bookdocs-sidebar-${randomUUID()}`;
const MARK_JSON = JSON.stringify(MARK);

const caches = { plain: new WeakMap<SidebarItem[], string>(), script: new WeakMap<SidebarItem[], string>() };

/**
 * `value` serialised, as JSON.stringify does it, with the sidebar's own JSON from the cache: `make`
 * builds the same value around the stand-in it is given instead of the sidebar.
 */
function withSidebar(
  value: unknown,
  sidebar: SidebarItem[],
  make: (standIn: string) => unknown,
  forScript: boolean,
): string {
  const escape = forScript ? scriptSafe : (json: string) => json;
  if (!sidebar.length) return escape(JSON.stringify(value));
  const cache = forScript ? caches.script : caches.plain;
  let json = cache.get(sidebar);
  if (json === undefined) cache.set(sidebar, (json = escape(JSON.stringify(sidebar))));
  const sidebarJson = json;
  // A function, not a string: `$&` and the like in a sidebar's text are not replacement patterns.
  return escape(JSON.stringify(make(MARK))).replace(MARK_JSON, () => sidebarJson);
}

/** JSON.stringify(view). */
export function viewJson(view: PageView): string {
  return withSidebar(view, view.sidebar, (sidebar) => ({ ...view, sidebar }), false);
}

/** The page's hydration data ({ site, page }, the page without its HTML) as JSON safe in a <script>. */
export function hydrationJson<S>(site: S, page: Omit<PageView, 'html'>): string {
  return withSidebar({ site, page }, page.sidebar, (sidebar) => ({ site, page: { ...page, sidebar } }), true);
}
