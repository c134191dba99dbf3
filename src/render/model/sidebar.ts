// Sidebars: configured groups by path prefix, or generated from the folder tree (zero config).
// A generated sidebar stays bounded: the current page's folders are expanded, all others collapsed.
import { routeLink } from '../../shared/routes.js';
import type { SidebarGroup, SidebarItem } from '../../shared/types.js';
import type { SidebarGroupConfig } from '../site/config-schema.js';
import type { WrittenPage } from '../page/page-types.js';
import { safeSiteLink } from './site-links.js';

/** The sidebar key (path prefix) that applies to a route: the longest matching one. */
export function sidebarKeyFor(route: string, sidebar: Record<string, unknown>): string | undefined {
  let best: string | undefined;
  for (const key of Object.keys(sidebar)) {
    const prefix = key.endsWith('/') ? key : `${key}/`;
    if ((route.startsWith(prefix) || route === key || `${route}/` === prefix) && (!best || key.length > best.length))
      best = key;
  }
  return best;
}

export function configuredSidebar(
  groups: SidebarGroupConfig[],
  pages: ReadonlyMap<string, WrittenPage>,
  base: string,
  cleanUrls = false,
): SidebarItem[] {
  const titles = new Map([...pages.values()].map((p) => [routeLink(p.route, base, cleanUrls), p.title]));
  // An entry whose link would run code is left out (a group keeps its title).
  const item = (c: SidebarGroupConfig['children'][number]): SidebarItem[] => {
    if (typeof c === 'object' && 'children' in c) return [group(c)];
    const written = typeof c === 'string' ? c : c.link;
    const link = safeSiteLink(written, pages, base, cleanUrls);
    if (link === undefined) return [];
    return [{ text: typeof c === 'string' ? titles.get(link) || c : c.text, link }];
  };
  const group = (g: SidebarGroupConfig): SidebarGroup => ({
    text: g.text,
    link: g.link ? safeSiteLink(g.link, pages, base, cleanUrls) : undefined,
    collapsible: g.collapsible || g.collapsed !== undefined,
    ...(g.collapsed !== undefined && { collapsed: g.collapsed }),
    children: g.children.flatMap(item),
  });
  return groups.map(group);
}

interface Folder {
  name: string;
  index?: WrittenPage;
  pages: WrittenPage[];
  folders: Map<string, Folder>;
}

function firstPage(f: Folder): WrittenPage | undefined {
  if (f.index) return f.index;
  if (f.pages[0]) return f.pages[0];
  for (const sub of f.folders.values()) {
    const p = firstPage(sub);
    if (p) return p;
  }
  return undefined;
}

/**
 * Generated sidebars kept at once. Each lists the folders beside every open one, so the sidebars of
 * all folders grow with the square of the site (a site of 50,000 generated pages has 6,700 folders
 * whose sidebars hold 365 items each). Pages come in file order, so a folder's pages, and those of
 * its subfolders, come one after the other: the last few folders' sidebars are all a build reuses.
 */
const KEPT_SIDEBARS = 16;

/**
 * Zero-config sidebar: returns a function page → items. The pages of one folder share the array
 * while it is among the last KEPT_SIDEBARS asked for; an older one is made again, equal.
 * `localeDirs`: top-level folders that are locales (`zh` for `/zh/`): a page in one gets the sidebar of
 * its locale's folder, and the other pages' sidebar leaves them out.
 */
export function autoSidebar(
  pageList: WrittenPage[],
  base: string,
  localeDirs: readonly string[] = [],
  cleanUrls = false,
): (page: WrittenPage) => SidebarItem[] {
  const root: Folder = { name: '', pages: [], folders: new Map() };
  for (const page of pageList) {
    const parts = page.file.split('/');
    const fileName = parts.pop()!;
    let folder = root;
    for (const part of parts) {
      let next = folder.folders.get(part);
      if (!next) folder.folders.set(part, (next = { name: part, pages: [], folders: new Map() }));
      folder = next;
    }
    if (/^(readme|index)\.md$/i.test(fileName)) folder.index = page;
    else folder.pages.push(page);
  }
  const link = (p: WrittenPage) => ({ text: p.title || p.file, link: routeLink(p.route, base, cleanUrls) });

  function items(folder: Folder, openPath: string[], depth: number): SidebarItem[] {
    const out: SidebarItem[] = [];
    if (depth > 0 && folder.index) out.push(link(folder.index));
    for (const p of folder.pages) out.push(link(p));
    for (const [name, sub] of folder.folders) {
      const first = firstPage(sub);
      if (!first) continue;
      const open = openPath[0] === name;
      out.push({
        text: sub.index?.title || name,
        link: routeLink(first.route, base, cleanUrls),
        collapsible: true,
        collapsed: !open,
        children: open ? items(sub, openPath.slice(1), depth + 1) : [],
      });
    }
    return out;
  }

  // The root locale's tree without the other locales' folders.
  const rootOnly: Folder = {
    ...root,
    folders: new Map([...root.folders].filter(([name]) => !localeDirs.includes(name))),
  };
  const cache = new Map<string, SidebarItem[]>();
  return (page) => {
    const dirs = page.file.split('/').slice(0, -1);
    const key = dirs.join('/');
    let result = cache.get(key);
    // The most recently asked for last.
    if (result) cache.delete(key);
    else {
      const locale = dirs.length && localeDirs.includes(dirs[0]!) ? root.folders.get(dirs[0]!) : undefined;
      result = locale ? items(locale, dirs.slice(1), 0) : items(rootOnly, dirs, 0);
    }
    cache.set(key, result);
    if (cache.size > KEPT_SIDEBARS) cache.delete(cache.keys().next().value!);
    return result;
  };
}
