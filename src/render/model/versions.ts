// Config `versions` → what pages show of them: the site's list of versions (search labels, the
// banner), each page's version with the same page in the others (the switcher keeps the page), and
// the navbar made a switcher: its links into a version are marked with it, and a menu of the versions
// is added when the navbar does not already link to each one.
import { encodePath, routeLink, withBase } from '../../shared/routes.js';
import type { NavItem, NavLink, PageVersion, SiteData } from '../../shared/types.js';
import type { SidebarGroupConfig } from '../site/config-schema.js';
import type { VersionConfig, VersionsConfig } from '../site/versions-schema.js';
import { resolveSiteLink, safeSiteLink } from './site-links.js';

export interface SiteVersions {
  /** What every page inlines (SiteData.versions). */
  data: NonNullable<SiteData['versions']>;
  /** The page's version and its counterparts, for a page in a version's folder. */
  pageVersion(route: string): PageVersion | undefined;
  /** The navbar as a switcher (see the top of this file). */
  navbar(items: NavItem[], menuText: string): NavItem[];
}

interface LinkSettings {
  base: string;
  cleanUrls: boolean;
  sidebar: 'auto' | Record<string, SidebarGroupConfig[]>;
}

/** Where a version's pages are, without the base: its folder, or the prefix its ref's build is served under. */
export function versionRoot(v: VersionConfig): string {
  return 'folder' in v ? v.folder : (v.prefix ?? `/${v.name}/`);
}

/** The version whose folder holds a route (the longest folder, should one hold another). */
export function folderVersionOf(route: string, list: readonly VersionConfig[]): VersionConfig | undefined {
  let best: VersionConfig | undefined;
  for (const v of list)
    if ('folder' in v && route.startsWith(v.folder) && (!best || v.folder.length > versionRoot(best).length)) best = v;
  return best;
}

export function siteVersions(
  config: NonNullable<VersionsConfig>,
  pages: ReadonlyMap<string, unknown>,
  settings: LinkSettings,
): SiteVersions {
  const { base, cleanUrls } = settings;
  const rootPath = (v: VersionConfig) => encodePath(withBase(versionRoot(v), base));
  const firstLinks = new Map(config.list.map((v) => [v.name, firstPageLink(v, pages, settings)]));
  const data: SiteVersions['data'] = {
    list: config.list.map((v) => ({
      name: v.name,
      label: v.label ?? v.name,
      path: rootPath(v),
      ...('ref' in v && { separate: true as const }),
    })),
    latest: config.latest ?? config.list[0]!.name,
    banner: config.banner,
  };

  function pageVersion(route: string): PageVersion | undefined {
    const own = folderVersionOf(route, config.list);
    if (!own || !('folder' in own)) return undefined;
    const rest = route.slice(own.folder.length);
    const links: Record<string, string> = {};
    for (const v of config.list) {
      const candidate = 'folder' in v ? v.folder + rest : undefined;
      links[v.name] =
        candidate !== undefined && pages.has(candidate)
          ? routeLink(candidate, base, cleanUrls)
          : firstLinks.get(v.name)!;
    }
    return { name: own.name, links };
  }

  function navbar(items: NavItem[], menuText: string): NavItem[] {
    if (config.switcher === false) return items;
    const linked = new Set<string>();
    const mark = (item: NavLink): NavLink => {
      const v = config.list.find((x) => item.link === rootPath(x) || item.link.startsWith(rootPath(x)));
      if (!v) return item;
      linked.add(v.name);
      return { ...item, version: v.name };
    };
    const marked = items.map((item) =>
      'children' in item ? { ...item, children: item.children.map(mark) } : mark(item),
    );
    if (config.list.every((v) => linked.has(v.name))) return marked;
    const menu: NavItem = {
      text: menuText,
      children: config.list.map((v) => ({ text: v.label ?? v.name, link: firstLinks.get(v.name)!, version: v.name })),
    };
    return [...marked, menu];
  }

  return { data, pageVersion, navbar };
}

/**
 * The page a version opens on when the current page has none there: its configured link, else its
 * folder's index, else the first page of its folder in the sidebar, else its first page by route.
 * A ref's build: its home under the prefix.
 */
function firstPageLink(v: VersionConfig, pages: ReadonlyMap<string, unknown>, s: LinkSettings): string {
  if (!('folder' in v)) return encodePath(withBase(versionRoot(v), s.base));
  if (v.link !== undefined) {
    const link = safeSiteLink(v.link, pages, s.base, s.cleanUrls);
    if (link !== undefined) return link;
  }
  if (pages.has(v.folder)) return routeLink(v.folder, s.base, s.cleanUrls);
  const folderPath = encodePath(withBase(v.folder, s.base));
  if (s.sidebar !== 'auto') {
    for (const link of sidebarLinks(Object.values(s.sidebar).flat())) {
      const resolved = resolveSiteLink(link, pages, s.base, s.cleanUrls);
      if (resolved.startsWith(folderPath)) return resolved;
    }
  }
  const first = [...pages.keys()].filter((r) => r.startsWith(v.folder)).sort()[0];
  return first !== undefined ? routeLink(first, s.base, s.cleanUrls) : folderPath;
}

function sidebarLinks(items: SidebarGroupConfig['children']): string[] {
  return items.flatMap((item) =>
    typeof item === 'string'
      ? [item]
      : 'children' in item
        ? [...(item.link ? [item.link] : []), ...sidebarLinks(item.children)]
        : [item.link],
  );
}
