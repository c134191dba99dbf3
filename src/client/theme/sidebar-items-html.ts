// The sidebar's items as the server renders them (SSR only: entry-server.tsx hands this to <Sidebar>),
// the very markup React makes of SidebarItems.tsx, made as strings. A generated sidebar lists the
// folders beside every open one, so it grows with the site, and rendering that tree with React on
// every page made a page's cost grow with it. What reads the same on every page of a sidebar (any
// item neither the current page nor holding it) is made once per sidebar; a page makes only the path
// down to its own link. The browser hydrates this HTML with SidebarItems.tsx: any difference from
// React's markup would be a hydration mismatch, which tests/unit/client/sidebar-items-html.test.ts
// checks for every page of a sidebar.
import type { SidebarItem } from '../../shared/types.js';
import { routeLink } from '../../shared/routes.js';

/** As React escapes text and attribute values (react-dom/server's escapeTextForBrowser). */
function escapeHtml(text: string): string {
  return text.replace(/["&'<>]/g, (c) => ESCAPES[c]!);
}
const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/** React's javascript: URL test (react-dom/server's sanitizeURL). */
const JAVASCRIPT_URL =
  // eslint-disable-next-line no-control-regex -- React's own test: leading control characters are ignored.
  /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;
const BLOCKED_URL = "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')";

/** An <a>'s ` href="…"` as React writes it (an empty one kept), a javascript: URL blocked. */
function hrefAttribute(link: string): string {
  return ` href="${escapeHtml(JAVASCRIPT_URL.test(link) ? BLOCKED_URL : link)}"`;
}

/** The path part of a link, as isCurrent (active.ts) compares it. */
const linkPath = (link: string) => link.split(/[?#]/)[0] ?? '';

interface SidebarIndex {
  /** Link path → the items linking there, each with its groups, outermost first. */
  byPath: Map<string, SidebarItem[][]>;
  /** Item → its HTML when it neither is nor holds the current page, by depth. */
  neutral: WeakMap<SidebarItem, string[]>;
}

function indexOf(items: SidebarItem[]): SidebarIndex {
  const byPath = new Map<string, SidebarItem[][]>();
  const visit = (item: SidebarItem, chain: SidebarItem[]) => {
    const here = [...chain, item];
    if (item.link !== undefined) {
      const path = linkPath(item.link);
      const list = byPath.get(path);
      if (list) list.push(here);
      else byPath.set(path, [here]);
    }
    if ('children' in item) for (const child of item.children) visit(child, here);
  };
  for (const item of items) visit(item, []);
  return { byPath, neutral: new WeakMap() };
}

/** What changes from page to page: the items that are the current page, and those holding one. */
interface PagePath {
  /** Items whose own link is the current page (isCurrent in active.ts). */
  current: Set<SidebarItem>;
  /** Those and every group holding one of them (containsCurrent in SidebarItems.tsx). */
  marked: Set<SidebarItem>;
}

/**
 * The page at `route`'s path in the sidebar: a link path P is current for the page at `here` when P
 * is `here`, `here` less `.html`, or `here` less its closing `/` (isCurrent in active.ts).
 */
function pathOf(index: SidebarIndex, route: string, base: string): PagePath {
  const here = routeLink(route, base);
  const paths = [here];
  if (here.endsWith('.html')) paths.push(here.slice(0, -'.html'.length));
  if (here.endsWith('/')) paths.push(here.slice(0, -1));
  const current = new Set<SidebarItem>();
  const marked = new Set<SidebarItem>();
  for (const path of paths)
    for (const chain of index.byPath.get(path) ?? []) {
      current.add(chain[chain.length - 1]!);
      for (const item of chain) marked.add(item);
    }
  return { current, marked };
}

function itemHtml(index: SidebarIndex, path: PagePath, item: SidebarItem, depth: number): string {
  if (path.marked.has(item)) return makeItem(index, path, item, depth, true);
  let byDepth = index.neutral.get(item);
  if (!byDepth) index.neutral.set(item, (byDepth = []));
  return (byDepth[depth] ??= makeItem(index, path, item, depth, false));
}

/** `onPath`: the item is the current page or holds it. */
function makeItem(index: SidebarIndex, path: PagePath, item: SidebarItem, depth: number, onPath: boolean): string {
  if (!('children' in item)) {
    const active = onPath;
    return `<li><a class="bd-sidebar-link${active ? ' active' : ''}"${hrefAttribute(item.link)}${active ? ' aria-current="page"' : ''}>${escapeHtml(item.text)}</a></li>`;
  }
  const group = item;
  const holdsCurrent = onPath;
  const collapsible = group.collapsible && group.text !== undefined;
  const open = !collapsible || holdsCurrent || group.collapsed === false;
  const expanded = open && group.children.length > 0;
  const items = expanded
    ? `<ul class="bd-sidebar-items">${group.children.map((c) => itemHtml(index, path, c, depth + 1)).join('')}</ul>`
    : '';
  const className = `bd-sidebar-group depth-${depth}${holdsCurrent ? ' holds-current' : ''}`;
  if (group.text === undefined) return `<li class="${className} untitled">${items}</li>`;
  const text = escapeHtml(group.text);
  const heading = group.link
    ? `<a class="bd-sidebar-heading-link${onPath && path.current.has(group) ? ' active' : ''}"${hrefAttribute(group.link)}>${text}</a>`
    : `<span>${text}</span>`;
  const fold =
    collapsible && group.children.length > 0
      ? `<button type="button" class="bd-sidebar-fold${expanded ? ' open' : ''}" aria-expanded="${expanded}" aria-label="${text}"><span class="bd-arrow" aria-hidden="true"></span></button>`
      : '';
  return `<li class="${className}"><p class="bd-sidebar-heading">${heading}${fold}</p>${items}</li>`;
}

/** Made once per sidebar (the pages of a section share one array). */
const indexes = new WeakMap<SidebarItem[], SidebarIndex>();

/**
 * The inner HTML of the sidebar's `<ul class="bd-sidebar-items">` for the page at `route`, as React
 * renders SidebarItems.tsx's items there.
 */
export function sidebarItemsHtml(items: SidebarItem[], route: string, base: string): string {
  let index = indexes.get(items);
  if (!index) indexes.set(items, (index = indexOf(items)));
  const path = pathOf(index, route, base);
  let html = '';
  for (const item of items) html += itemHtml(index, path, item, 0);
  return html;
}
