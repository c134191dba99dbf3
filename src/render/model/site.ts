// All pages + config → the site model: locales, resolved navbar, per-page sidebar, prev/next.
import { encodePath, localeOfRoute, NOT_FOUND_ROUTE, routeLink, withBase } from '../../shared/routes.js';
import { agentsSettings, type AgentsSettings } from '../agents/agents-settings.js';
import type {
  AgentsData,
  LocaleData,
  NavItem,
  PageLink,
  PageView,
  SidebarItem,
  SiteData,
  ThemeLabels,
  AlgoliaData,
} from '../../shared/types.js';
import type { NavItemConfig, SiteConfig } from '../site/config-schema.js';
import { DEFAULT_LABELS, DEFAULT_VERSION_LABELS } from '../site/default-labels.js';
import { refBuildVersions, siteVersions, type SiteVersions, type VersionOf } from './versions.js';
import { langOfRoute, localeContentLang, localeLang } from './locale-lang.js';

export { langOfRoute };
import type { WrittenPage } from '../page/page-types.js';
import { autoSidebar, configuredSidebar, sidebarKeyFor } from './sidebar.js';
import { outlineLabel, outlineLevels } from '../site/outline-levels.js';
import { pageOutline, viewHeaders } from './outline.js';
import { homeLink, safeSiteLink } from './site-links.js';
import { editLinkText } from './edit-link.js';
import { chromeData, localeBrand, logoData } from './site-chrome.js';
import { docCards, withDocCards } from './doc-cards.js';
import { algoliaSearchOf, localSearchOf } from '../site/search-setting.js';
import type { AlgoliaSearchSetting } from '../site/search-schema.js';

export interface SiteModel {
  site: SiteData;
  /** route → page */
  pages: Map<string, WrittenPage>;
  /** Build the client view of one page (sidebar, prev/next included). */
  /** A page's view; its `html` is the page's when it still has it (being rendered), else empty. */
  view(page: WrittenPage & { html?: string }): PageView;
  /**
   * The sidebar a page's view and prev/next come from (before `sidebar: false` or a plain layout hides
   * it): pages with the same one share the array.
   */
  sidebarOf(page: WrittenPage): SidebarItem[];
  /** The config the model was built from (Node side only: what the document head needs, see output/page-head.ts). */
  config: SiteConfig;
}

/** The navbar with its links resolved; an entry whose link would run code is left out. */
function resolveNav(
  items: NavItemConfig[],
  pages: ReadonlyMap<string, unknown>,
  base: string,
  cleanUrls: boolean,
): NavItem[] {
  const safe = <T extends { link: string }>(entry: T): T[] => {
    const link = safeSiteLink(entry.link, pages, base, cleanUrls);
    return link === undefined ? [] : [{ ...entry, link }];
  };
  return items.flatMap((item): NavItem[] =>
    'children' in item
      ? [{ text: item.text, activeMatch: item.activeMatch, children: item.children.flatMap(safe) }]
      : safe(item),
  );
}

/** What the pages show of the site's docs for agents; nothing when it has none. */
function agentsData(a: AgentsSettings): { agents?: AgentsData } {
  return a.markdown || a.llmsTxt || a.hint || a.pageAction ? { agents: { ...a } } : {};
}

export function localesOf(
  config: SiteConfig,
  pages: ReadonlyMap<string, WrittenPage>,
  versions?: SiteVersions,
): LocaleData[] {
  // A locale hosted on another site has no pages here: it is only an entry of the language menu.
  const entries = Object.entries(config.locales).filter(([, l]) => l.link === undefined);
  if (!entries.some(([k]) => k === '/')) entries.unshift(['/', {}]);
  const out: LocaleData[] = entries.map(([path, l]) => {
    // The outline's own label (config `outline.label`) over the site's labels; a locale's labels over both.
    const labels = {
      ...DEFAULT_LABELS,
      ...(versions && DEFAULT_VERSION_LABELS),
      ...stripUndefined(config.labels),
      ...stripUndefined({ onThisPage: outlineLabel(config.outline), editLink: editLinkText(config.editLink) }),
      ...stripUndefined(l.labels ?? {}),
    } as ThemeLabels;
    const navbar = resolveNav(l.navbar ?? config.navbar, pages, config.base, config.cleanUrls);
    return {
      path,
      lang: localeLang(config, path),
      // Only when it differs: a site written in its own language carries nothing more.
      ...(localeContentLang(config, path) !== localeLang(config, path) && {
        contentLang: localeContentLang(config, path),
      }),
      label: l.label ?? l.lang ?? (path === '/' ? config.lang : path.slice(1, -1)),
      title: l.title ?? config.title,
      description: l.description ?? config.description,
      searchPlaceholder: l.searchPlaceholder ?? 'Search',
      navbar: versions ? versions.navbar(navbar, labels.versions!) : navbar,
      home: encodePath(withBase(path, config.base)),
      labels,
      ...localeBrand(l, config.base),
      ...chromeData(l, { pages, base: config.base, cleanUrls: config.cleanUrls }),
    };
  });
  return out.sort((a, b) => b.path.length - a.path.length);
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function localeOf(route: string, locales: readonly LocaleData[]): string {
  return localeOfRoute(
    route,
    locales.map((l) => l.path),
  );
}

/**
 * The sidebar's pages in reading order, for prev/next. A group that links to a page and then lists
 * it as its first child (a folder and its index, or its first page) is one stop, named as the page.
 */
export function flatten(items: SidebarItem[], out: PageLink[] = []): PageLink[] {
  for (const item of items) {
    if ('children' in item) {
      if (item.link) out.push({ text: item.text ?? item.link, link: item.link });
      flatten(item.children, out);
    } else if (out.length && out[out.length - 1]!.link === item.link) out[out.length - 1] = item;
    else out.push(item);
  }
  return out;
}

export interface SiteOptions {
  /** Locale path → URL of its search index (meta file). */
  searchIndexes?: Record<string, string>;
  editLink?: (page: WrittenPage) => string | undefined;
  /** By the page's own path under srcDir (see ownPath). */
  git?: Map<string, { lastUpdated: number; contributors: { name: string; email: string }[] }>;
  /** A page's own path under srcDir, for one the config's `rewrites` moved (its `file` is the rewritten path). */
  ownPath?: (file: string) => string;
  /** Per version kept in a git ref, the routes of its build (see siteVersions). */
  refRoutes?: Record<string, string[]>;
  /** This site is a ref's build, a version of another site (see VersionOf): its own `versions` are not used. */
  versionOf?: VersionOf;
}

/** What the browser needs of the DocSearch setting. */
function algoliaData(a: AlgoliaSearchSetting): AlgoliaData {
  return {
    appId: a.appId,
    apiKey: a.apiKey,
    indexName: a.indexName,
    ...(a.searchParameters && { searchParameters: a.searchParameters }),
    ...(a.translations && { translations: a.translations }),
    ...(a.locales && { locales: a.locales }),
  };
}

export function buildSiteModel(config: SiteConfig, pageList: WrittenPage[], opts: SiteOptions): SiteModel {
  const pages = new Map(pageList.map((p) => [p.route, p]));
  const versions = opts.versionOf
    ? refBuildVersions(opts.versionOf, (route) => routeLink(route, config.base, config.cleanUrls))
    : config.versions &&
      siteVersions(
        config.versions,
        pages,
        { base: config.base, cleanUrls: config.cleanUrls, sidebar: config.sidebar },
        opts.refRoutes,
      );
  const locales = localesOf(config, pages, versions);
  const siteOutline = outlineLevels(config.outline);
  const local = localSearchOf(config.search);
  const algolia = algoliaSearchOf(config.search);
  const search = algolia
    ? { enabled: true, maxSuggestions: 5, algolia: algoliaData(algolia) }
    : { enabled: !!local, maxSuggestions: local?.maxSuggestions ?? 5 };
  const site: SiteData = {
    title: config.title,
    description: config.description,
    lang: config.lang,
    base: config.base,
    ...logoData(config),
    ...(config.appearance !== true && { appearance: config.appearance }),
    locales,
    notFound: config.notFound,
    search: { ...search, indexes: opts.searchIndexes },
    analytics: config.analytics ? { ...config.analytics } : undefined,
    hasRepo: !!config.repo,
    ...chromeData(config, { pages, base: config.base, cleanUrls: config.cleanUrls }),
    cleanUrls: config.cleanUrls,
    ...(versions && { versions: versions.data }),
    ...agentsData(agentsSettings(config)),
  };
  // The language menu appears only when more than one locale has pages; listed in config order, root first.
  const localeOrder = ['/', ...Object.keys(config.locales).filter((p) => p !== '/' && !config.locales[p]!.link)];
  const withPages = new Set(pageList.map((p) => localeOf(p.route, locales)));
  const menuLocales = localeOrder.map((p) => locales.find((l) => l.path === p)!).filter((l) => withPages.has(l.path));
  const elsewhere = Object.entries(config.locales).flatMap(([p, l]) =>
    l.link ? [{ text: l.label ?? l.lang ?? p.replace(/\//g, ''), link: l.link }] : [],
  );
  function translationsOf(route: string, own: string): PageLink[] | undefined {
    if (menuLocales.length + elsewhere.length < 2) return undefined;
    const here = menuLocales.map((l) => {
      const candidate = l.path + route.slice(own.length);
      return {
        text: l.label,
        link: pages.has(candidate) ? routeLink(candidate, config.base, config.cleanUrls) : l.home,
      };
    });
    return elsewhere.length ? [...here, ...elsewhere] : here;
  }
  const sidebarCache = new Map<string, SidebarItem[]>();
  const localeDirs = Object.keys(config.locales)
    .filter((p) => p !== '/' && /^\/[^/]+\/$/.test(p))
    .map((p) => p.slice(1, -1));
  // The not-found page (a site's own 404.md) is in no sidebar.
  const auto =
    config.sidebar === 'auto'
      ? autoSidebar(
          pageList.filter((p) => p.route !== NOT_FOUND_ROUTE),
          config.base,
          localeDirs,
          config.cleanUrls,
        )
      : undefined;

  function sidebarFor(page: WrittenPage): SidebarItem[] {
    if (page.home) return [];
    if (auto) return auto(page);
    const key = sidebarKeyFor(page.route, config.sidebar === 'auto' ? {} : config.sidebar);
    if (key === undefined) return [];
    let items = sidebarCache.get(key);
    if (!items) {
      items = configuredSidebar(
        config.sidebar === 'auto' ? [] : config.sidebar[key]!,
        pages,
        config.base,
        config.cleanUrls,
      );
      sidebarCache.set(key, items);
    }
    return items;
  }

  /** A page's own `prev` / `next` frontmatter: false (none), a text (the same page, renamed) or { text, link }. */
  function neighbour(own: unknown, computed: PageLink | undefined): PageLink | undefined {
    if (own === false) return undefined;
    if (typeof own === 'string') return computed && { ...computed, text: own };
    if (own && typeof own === 'object') {
      const { text, link } = own as Record<string, unknown>;
      // A link that would run code is left out: the computed neighbour stands.
      const safe = typeof link === 'string' ? safeSiteLink(link, pages, config.base, config.cleanUrls) : undefined;
      if (safe !== undefined) return { text: typeof text === 'string' ? text : (link as string), link: safe };
      if (typeof text === 'string' && computed) return { ...computed, text };
    }
    return computed;
  }

  function view(page: WrittenPage & { html?: string }): PageView {
    const fm = page.frontmatter;
    // VitePress `layout: page` and the not-found page: the content alone (no sidebar, prev/next or page
    // footer); `sidebar: false`: no sidebar.
    const plain = fm.layout === 'page' || page.route === NOT_FOUND_ROUTE;
    const outline = plain || page.home ? undefined : pageOutline(page, siteOutline);
    const fullSidebar = sidebarFor(page);
    const sidebar = plain || fm.sidebar === false ? [] : fullSidebar;
    const flat = flatten(fullSidebar);
    const self = routeLink(page.route, config.base, config.cleanUrls);
    const at = flat.findIndex((l) => l.link === self);
    const git = plain || fm.lastUpdated === false ? undefined : opts.git?.get(opts.ownPath?.(page.file) ?? page.file);
    return {
      route: page.route,
      title: page.title,
      description: page.description,
      // A site without descriptions still gives each page one (search engines and link previews want it).
      ...(!page.description &&
        !config.description &&
        !config.locales[localeOf(page.route, locales)]?.description &&
        page.excerpt && { excerpt: page.excerpt }),
      html: page.html ?? '',
      components: withDocCards(page, (folder) =>
        docCards(page, folder, pages, fullSidebar, { base: config.base, cleanUrls: config.cleanUrls }),
      ),
      ...(page.styles?.length && { styles: page.styles }),
      headers: viewHeaders(page.headers, outline),
      ...(outline && { outline }),
      home: page.home && {
        ...page.home,
        // Links and images that would run code are left out (check: unsafe-url).
        heroImage: page.home.heroImage && safeSiteLink(page.home.heroImage, pages, config.base, false, 'image'),
        heroImageDark:
          page.home.heroImageDark && safeSiteLink(page.home.heroImageDark, pages, config.base, false, 'image'),
        actions: page.home.actions.flatMap((a) => {
          const link = safeSiteLink(homeLink(a.link, page.route), pages, config.base, config.cleanUrls);
          return link === undefined ? [] : [{ ...a, link }];
        }),
        features: page.home.features.map((f) => {
          const out = { ...f };
          if (f.link) out.link = safeSiteLink(homeLink(f.link, page.route), pages, config.base, config.cleanUrls);
          if (f.icon && f.iconIsImage) out.icon = safeSiteLink(f.icon, pages, config.base, false, 'image');
          if (out.link === undefined) delete out.link;
          if (out.icon === undefined) {
            delete out.icon;
            delete out.iconIsImage;
          }
          return out;
        }),
      },
      sidebar,
      prev: plain ? undefined : neighbour(fm.prev, at > 0 ? flat[at - 1] : undefined),
      next: plain ? undefined : neighbour(fm.next, at >= 0 && at < flat.length - 1 ? flat[at + 1] : undefined),
      editLink: plain || fm.editLink === false ? undefined : opts.editLink?.(page),
      ...(typeof fm.pageClass === 'string' && fm.pageClass && { pageClass: fm.pageClass }),
      ...(typeof fm.lang === 'string' && fm.lang && { lang: fm.lang }),
      ...((fm.titleTemplate === false || typeof fm.titleTemplate === 'string') && { titleTemplate: fm.titleTemplate }),
      lastUpdated: git?.lastUpdated,
      contributors: git?.contributors,
      locale: localeOf(page.route, locales),
      translations: translationsOf(page.route, localeOf(page.route, locales)),
      ...(versions && page.route !== NOT_FOUND_ROUTE && { version: versions.pageVersion(page.route) }),
    };
  }

  return { site, pages, view, sidebarOf: sidebarFor, config };
}
