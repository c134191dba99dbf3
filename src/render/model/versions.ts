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
  /** Per version, the page it opens on when the current page has none there (its home, for a ref's build). */
  homes: Record<string, string>;
}

/**
 * A ref's own build as one version of the site it is listed in (see build/ref-versions.ts): every
 * page of it is in version `name`, the other versions are the site's (other builds, so each is
 * loaded in full), and links into them open their homes: this build is cached apart from the site's
 * pages, so it cannot know which of them exist.
 */
export interface VersionOf {
  name: string;
  data: NonNullable<SiteData['versions']>;
  homes: Record<string, string>;
  switcher: 'navbar' | false;
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

/**
 * `refRoutes`: per version kept in a git ref, the routes of its build (without its prefix), once it
 * is built: a page whose route its build has opens there.
 */
export function siteVersions(
  config: NonNullable<VersionsConfig>,
  pages: ReadonlyMap<string, unknown>,
  settings: LinkSettings,
  refRoutes?: Readonly<Record<string, readonly string[]>>,
): SiteVersions {
  const { base, cleanUrls } = settings;
  const rootPath = (v: VersionConfig) => encodePath(withBase(versionRoot(v), base));
  const firstLinks = new Map(config.list.map((v) => [v.name, firstPageLink(v, pages, settings)]));
  const refPages = new Map(
    config.list.flatMap((v) => {
      const routes = 'ref' in v ? refRoutes?.[v.name] : undefined;
      return routes ? [[v.name, new Set(routes)] as const] : [];
    }),
  );
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
      if ('folder' in v) {
        const candidate = v.folder + rest;
        links[v.name] = pages.has(candidate) ? routeLink(candidate, base, cleanUrls) : firstLinks.get(v.name)!;
      } else {
        // A ref's build holds the site as it was: the same page is at the same route under its prefix.
        links[v.name] = refPages.get(v.name)?.has(route)
          ? routeLink(versionRoot(v) + route.slice(1), base, cleanUrls)
          : firstLinks.get(v.name)!;
      }
    }
    return { name: own.name, links };
  }

  const homes = Object.fromEntries(firstLinks);
  const navbar = (items: NavItem[], menuText: string) =>
    config.switcher === false ? items : versionsNavbar(items, menuText, data.list, homes);
  return { data, pageVersion, navbar, homes };
}

/** A ref's build as a version of its site (see VersionOf): `ownLink` makes a link to one of its own routes. */
export function refBuildVersions(of: VersionOf, ownLink: (route: string) => string): SiteVersions {
  return {
    data: of.data,
    pageVersion: (route) => ({ name: of.name, links: { ...of.homes, [of.name]: ownLink(route) } }),
    navbar: (items, menuText) =>
      of.switcher === false ? items : versionsNavbar(items, menuText, of.data.list, of.homes),
    homes: of.homes,
  };
}

/** The navbar's links into a version marked with it, and a menu of the versions when it does not link to each. */
function versionsNavbar(
  items: NavItem[],
  menuText: string,
  list: NonNullable<SiteData['versions']>['list'],
  homes: Record<string, string>,
): NavItem[] {
  const linked = new Set<string>();
  const mark = (item: NavLink): NavLink => {
    const v = list.find((x) => item.link === x.path || item.link.startsWith(x.path));
    if (!v) return item;
    linked.add(v.name);
    return { ...item, version: v.name };
  };
  const marked = items.map((item) =>
    'children' in item ? { ...item, children: item.children.map(mark) } : mark(item),
  );
  if (list.every((v) => linked.has(v.name))) return marked;
  const menu: NavItem = {
    text: menuText,
    children: list.map((v) => ({ text: v.label, link: homes[v.name]!, version: v.name })),
  };
  return [...marked, menu];
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
