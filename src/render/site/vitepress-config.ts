// A VitePress project's own config (.vitepress/config.*), read in zero-config mode: its title, nav,
// sidebar, locales, rewrites and the theme settings bookdocs shares with VitePress become the site's config,
// so a folder brought over keeps its navigation. The config runs as under VitePress, but every
// package it imports (vitepress itself, Vite and markdown-it plugins) is a stand-in: only its data
// is used, and nothing needs to be installed. A value bookdocs cannot use is left out with a warning.
import { isObj, readForeignConfig, type ForeignConfig, socialLinks, str, strings, type Obj } from './foreign-config.js';
import path from 'node:path';
import { headElementSchema } from './head-schema.js';
import { withAdditionalConfigs } from './vitepress-additional.js';
import { vitePressMarkdown } from './vitepress-markdown.js';
import { vueThemeConfigOf, type VueThemeConfig } from './vitepress-theme-config.js';
import type { IgnoredLink } from './link-patterns.js';

/** The VitePress config `file` as a bookdocs config: its usable values, the files it was read from, warnings. */
export async function readVitePressConfig(file: string): Promise<ForeignConfig> {
  // A config exported as a function is called as Vite calls it, for a production build.
  const env = { command: 'build', mode: 'production', isSsrBuild: false, isPreview: false };
  const additionalFiles: string[] = [];
  let themeConfig: VueThemeConfig | undefined;
  const read = await readForeignConfig(
    'VitePress',
    file,
    env,
    async (vp, warn) => {
      // VitePress 2's per-folder configs (vitepress-additional.ts), in srcDir (relative to the folder holding .vitepress).
      const srcDir = path.join(projectRootOf(file), typeof vp.srcDir === 'string' ? vp.srcDir : '.');
      const { config, files } = await withAdditionalConfigs(vp, srcDir, env, warn);
      additionalFiles.push(...files);
      themeConfig = vueThemeConfigOf(config);
      return fromVitePress(config, warn);
    },
    vitePressMarkdown,
  );
  return {
    ...read,
    ...(additionalFiles.length && { files: [...new Set([...read.files, ...additionalFiles])] }),
    ...(themeConfig && { themeConfig }),
  };
}

/** The folder holding the `.vitepress` folder of the config `file` (`.vitepress/config.ts` or `.vitepress/config/index.ts`). */
function projectRootOf(file: string): string {
  let dir = path.dirname(file);
  while (path.basename(dir) !== '.vitepress' && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return path.dirname(dir);
}

/** VitePress nav items → navbar items: links, and dropdowns of links (a dropdown's sections flattened). */
function navbar(items: unknown): unknown[] | undefined {
  if (!Array.isArray(items)) return undefined;
  const links = (list: unknown[]): Obj[] =>
    list.flatMap((i) => {
      if (!isObj(i)) return [];
      if (Array.isArray(i.items)) return links(i.items);
      const text = str(i.text);
      const link = str(i.link);
      return text && link ? [{ text, link, ...(str(i.activeMatch) && { activeMatch: i.activeMatch }) }] : [];
    });
  return items.flatMap((i) => {
    if (!isObj(i) || !str(i.text)) return [];
    if (Array.isArray(i.items)) {
      const children = links(i.items);
      return children.length
        ? [{ text: i.text, children, ...(str(i.activeMatch) && { activeMatch: i.activeMatch }) }]
        : [];
    }
    return links([i]);
  });
}

/**
 * A link of a sidebar item, with the `base` of the items it is in. A page path ending in `index`
 * names its folder, as VitePress reads it (`/guide/index` is `/guide/`).
 */
function withItemBase(link: string, base: string): string {
  const full = base && !/^(?:[a-z]+:|\/)/i.test(link) ? base + link : link;
  return /^[a-z]+:/i.test(full) ? full : full.replace(/(^|\/)index(?=$|[?#])/, '$1');
}

/**
 * VitePress sidebar items (any depth) → bookdocs' sidebar groups, nesting kept. An item's `base`
 * (else the one of the items it is in) is put before its link and those of its items, at every depth;
 * `collapsed` makes a group foldable (true: starts closed); a group without text shows no heading.
 */
function sidebarItems(items: unknown[], base: string, top: boolean): Obj[] {
  return items.flatMap((i): Obj[] => {
    if (!isObj(i)) return [];
    const inner = str(i.base) ?? base;
    const text = str(i.text);
    const link = str(i.link) && withItemBase(i.link as string, inner);
    if (Array.isArray(i.items)) {
      return [
        {
          ...(text && { text }),
          ...(link && { link }),
          ...(typeof i.collapsed === 'boolean' && { collapsed: i.collapsed }),
          children: sidebarItems(i.items, inner, false),
        },
      ];
    }
    if (!text || !link) return [];
    // bookdocs' sidebar holds groups at its top: a link there is a group of its own.
    return [top ? { text, link, children: [] } : { text, link }];
  });
}

function sidebarGroups(items: unknown, base = ''): Obj[] {
  return Array.isArray(items) ? sidebarItems(items, base, true) : [];
}

/** A VitePress sidebar (an array, or groups by path) → bookdocs' sidebar by path prefix, under `prefix`. */
function sidebar(value: unknown, prefix: string, into: Record<string, unknown>): void {
  if (Array.isArray(value)) {
    const groups = sidebarGroups(value);
    if (groups.length) into[prefix] = groups;
  } else if (isObj(value)) {
    for (const [key, v] of Object.entries(value)) {
      const at = key.startsWith('/') ? key : `/${key}`;
      const groups = isObj(v) && Array.isArray(v.items) ? sidebarGroups(v.items, str(v.base) ?? '') : sidebarGroups(v);
      if (groups.length) into[at.endsWith('/') ? at : `${at}/`] = groups;
    }
  }
}

/**
 * The search box's placeholder from a VitePress `search` setting: its translations' button text
 * (local search or Algolia), or Algolia's `placeholder`; `locale`: a locale's own under `options.locales`.
 */
function searchPlaceholder(search: unknown, locale: string | undefined): string | undefined {
  const options = isObj(search) && isObj(search.options) ? search.options : undefined;
  if (!options) return undefined;
  const own = locale === undefined ? options : isObj(options.locales) ? options.locales[locale] : undefined;
  if (!isObj(own)) return undefined;
  const translations = isObj(own.translations) ? own.translations : {};
  const button = isObj(translations.button) ? translations.button : {};
  return str(button.buttonText) ?? str(own.placeholder);
}

/** The DocSearch settings bookdocs takes from an Algolia options object (Ask AI and the rest are VitePress's own). */
function algoliaOptions(o: Obj): Obj {
  const out: Obj = strings(o, ['indexName']);
  if (isObj(o.searchParameters)) out.searchParameters = o.searchParameters;
  if (isObj(o.translations)) out.translations = o.translations;
  return out;
}

/**
 * Algolia DocSearch from a VitePress theme config (`search: { provider: 'algolia', options }`, or the
 * older `algolia: options`), with the options of its locales (under `options.locales`, or a locale's
 * own `themeConfig.search.options`) by their folder; undefined for local search.
 */
function algoliaSearch(theme: Obj, vpLocales: unknown): Obj | undefined {
  const search = isObj(theme.search) ? theme.search : undefined;
  const options =
    search?.provider === 'algolia' && isObj(search.options)
      ? search.options
      : isObj(theme.algolia)
        ? theme.algolia
        : undefined;
  if (!options || !str(options.appId) || !str(options.apiKey) || !str(options.indexName)) return undefined;
  const locales: Obj = {};
  const addLocale = (key: string, o: unknown) => {
    if (!isObj(o)) return;
    const own = algoliaOptions(o);
    const at = key === 'root' ? '/' : `/${key.replace(/^\/|\/$/g, '')}/`;
    if (Object.keys(own).length) locales[at] = { ...(isObj(locales[at]) ? locales[at] : {}), ...own };
  };
  if (isObj(options.locales)) for (const [key, o] of Object.entries(options.locales)) addLocale(key, o);
  if (isObj(vpLocales)) {
    for (const [key, l] of Object.entries(vpLocales)) {
      const lt = isObj(l) && isObj(l.themeConfig) ? l.themeConfig : {};
      const ls = isObj(lt.search) ? lt.search : isObj(lt.algolia) ? { options: lt.algolia } : undefined;
      if (ls && isObj(ls.options)) addLocale(key, ls.options);
    }
  }
  return {
    provider: 'algolia',
    appId: options.appId,
    apiKey: options.apiKey,
    ...algoliaOptions(options),
    ...(Object.keys(locales).length && { locales }),
  };
}

/** A footer's message and copyright (a custom theme may keep more there). */
function footer(value: unknown): Obj | undefined {
  if (!isObj(value)) return undefined;
  const out = {
    ...(str(value.message) && { message: value.message }),
    ...(str(value.copyright) && { copyright: value.copyright }),
  };
  return Object.keys(out).length ? out : undefined;
}

/** The theme's words VitePress lets a config set, as bookdocs' labels (their names differ). */
function labels(theme: Obj): Obj | undefined {
  const docFooter = isObj(theme.docFooter) ? theme.docFooter : {};
  const notFound = isObj(theme.notFound) ? theme.notFound : {};
  const words: Record<string, unknown> = {
    prev: docFooter.prev,
    next: docFooter.next,
    lastUpdated: isObj(theme.lastUpdated) ? theme.lastUpdated.text : theme.lastUpdatedText,
    backToTop: theme.returnToTopLabel,
    toggleSidebar: theme.sidebarMenuLabel,
    toggleColorMode: theme.darkModeSwitchLabel,
    languages: theme.langMenuLabel,
    skipToContent: theme.skipToContentLabel,
    backToHome: notFound.linkText,
    ...(isObj(theme.outline) && { onThisPage: theme.outline.label }),
    ...(isObj(theme.editLink) && { editLink: theme.editLink.text }),
  };
  const out = Object.fromEntries(Object.entries(words).filter(([, v]) => str(v)));
  return Object.keys(out).length ? out : undefined;
}

/** The head elements bookdocs can add (VitePress's own shape); the others with a warning. */
function head(value: unknown, warn: (message: string) => void): unknown[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const kept = value.filter((e) => headElementSchema.safeParse(e).success);
  if (kept.length < value.length)
    warn(
      `head: ${value.length - kept.length} of ${value.length} elements left out (bookdocs adds meta, link, script, style and noscript elements)`,
    );
  return kept.length ? kept : undefined;
}

/** A theme logo: a path, `{ src, alt }`, or `{ light, dark, alt }` (one of the pair standing for both). */
function logoOf(value: unknown): unknown {
  if (str(value)) return value;
  if (!isObj(value)) return undefined;
  const alt = typeof value.alt === 'string' ? { alt: value.alt } : {};
  if (str(value.src)) return { src: value.src, ...alt };
  const light = str(value.light) ?? str(value.dark);
  const dark = str(value.dark) ?? light;
  if (!light || !dark) return undefined;
  return light === dark ? { src: light, ...alt } : { light, dark, ...alt };
}

/** The address of the deployed site, from `sitemap.hostname` (which may carry the base's path). */
function hostnameOf(sitemap: unknown): string | undefined {
  const written = isObj(sitemap) ? str(sitemap.hostname) : undefined;
  if (!written) return undefined;
  try {
    return new URL(written).origin;
  } catch {
    return written;
  }
}

/** Theme settings bookdocs shares with VitePress, by the same names (validated one by one later). */
function sharedTheme(theme: Obj, warn: (message: string) => void): Obj {
  const logo = logoOf(theme.logo) as Obj | string | undefined;
  const social = socialLinks(theme.socialLinks, warn);
  const foot = footer(theme.footer);
  const words = labels(theme);
  return {
    ...(words && { labels: words }),
    ...(logo && { logo }),
    ...((theme.siteTitle === false || str(theme.siteTitle)) && { siteTitle: theme.siteTitle }),
    ...(social && { socialLinks: social }),
    ...(foot && { footer: foot }),
    ...(theme.outline !== undefined && { outline: theme.outline }),
    ...(isObj(theme.editLink) &&
      str(theme.editLink.pattern) && {
        editLink: { pattern: theme.editLink.pattern, ...(str(theme.editLink.text) && { text: theme.editLink.text }) },
      }),
  };
}

/**
 * VitePress's `ignoreDeadLinks` as `check.ignoreLinks`: `true` every link, `'localhostLinks'` those to
 * localhost, a list its strings (exact) and regular expressions (`{ pattern, flags }`); a function
 * cannot be read, and is left out with a warning.
 */
function ignoreLinks(value: unknown, warn: (message: string) => void): IgnoredLink[] | undefined {
  if (value === true) return [{ pattern: '^' }];
  if (value === 'localhostLinks')
    return [{ pattern: '^(?:[a-z][a-z\\d+.-]*:)?//(?:localhost|127\\.0\\.0\\.1)(?::\\d+)?(?:[/?#]|$)', flags: 'i' }];
  if (!Array.isArray(value)) return undefined;
  const out: IgnoredLink[] = [];
  let functions = 0;
  for (const e of value) {
    if (typeof e === 'string' && e) out.push(e);
    else if (e instanceof RegExp) {
      // `g` and `y` make test() remember where it stopped: not what a list of links to skip means.
      const flags = e.flags.replace(/[gy]/g, '');
      out.push({ pattern: e.source, ...(flags && { flags }) });
    } else if (typeof e === 'function') functions++;
  }
  if (functions)
    warn(
      `ignoreDeadLinks: ${functions} function${functions > 1 ? 's' : ''} left out (bookdocs reads strings and regular expressions: write what ${functions > 1 ? 'they ignore' : 'it ignores'} as one)`,
    );
  return out.length ? out : undefined;
}

/** A VitePress config's data as bookdocs config values (checked against the schema by the caller). */
export function fromVitePress(vp: Obj, warn: (message: string) => void): Obj {
  const theme = isObj(vp.themeConfig) ? vp.themeConfig : {};
  const sidebars: Record<string, unknown> = {};
  const ignored = ignoreLinks(vp.ignoreDeadLinks, warn);
  const candidate: Obj = {
    // srcDir is relative to the folder holding .vitepress (the loader makes it relative to the site's root).
    ...strings(vp, ['title', 'description', 'lang', 'base', 'srcDir']),
    ...(Array.isArray(vp.srcExclude) && { srcExclude: vp.srcExclude }),
    ...(Array.isArray(vp.head) && { head: head(vp.head, warn) }),
    ...(typeof vp.cleanUrls === 'boolean' && { cleanUrls: vp.cleanUrls }),
    ...(typeof vp.lastUpdated === 'boolean' && { lastUpdated: vp.lastUpdated }),
    ...(ignored && { check: { ignoreLinks: ignored } }),
    // Not a setting of bookdocs' config: the loader applies it to the pages' paths (see rewrites.ts).
    ...(vp.rewrites !== undefined && { rewrites: vp.rewrites }),
    ...(hostnameOf(vp.sitemap) && { hostname: hostnameOf(vp.sitemap) }),
    // An object (options of VueUse's useDark) is a switch, as `true` is.
    ...(vp.appearance !== undefined && { appearance: isObj(vp.appearance) ? true : vp.appearance }),
    // `markdown.math` (markdown-it-mathjax3 under VitePress): bookdocs' own math plugin (KaTeX).
    ...(isObj(vp.markdown) && vp.markdown.math ? { plugins: ['bookdocs/math'] } : {}),
    ...sharedTheme(theme, warn),
  };
  const nav = navbar(theme.nav);
  if (nav?.length) candidate.navbar = nav;
  const docsearch = algoliaSearch(theme, vp.locales);
  if (docsearch) candidate.search = docsearch;
  sidebar(theme.sidebar, '/', sidebars);
  const locales: Obj = {};
  if (isObj(vp.locales)) {
    for (const [key, l] of Object.entries(vp.locales)) {
      if (!isObj(l)) continue;
      const at = key === 'root' ? '/' : `/${key.replace(/^\/|\/$/g, '')}/`;
      if (str(l.link) && /^https?:\/\//i.test(l.link as string)) {
        // Hosted on another site: an entry of the language menu.
        locales[at] = { ...strings(l, ['lang', 'label']), link: l.link };
        continue;
      }
      const lt = isObj(l.themeConfig) ? l.themeConfig : {};
      const locale: Obj = strings(l, ['lang', 'label', 'title', 'description']);
      const placeholder = searchPlaceholder(lt.search, undefined) ?? searchPlaceholder(theme.search, key);
      if (placeholder) locale.searchPlaceholder = placeholder;
      const localeNav = navbar(lt.nav);
      if (localeNav?.length) locale.navbar = localeNav;
      const localeLogo = logoOf(lt.logo);
      if (localeLogo) locale.logo = localeLogo;
      if (lt.siteTitle === false || str(lt.siteTitle)) locale.siteTitle = lt.siteTitle;
      const localeSocial = socialLinks(lt.socialLinks, warn);
      if (localeSocial) locale.socialLinks = localeSocial;
      const localeFooter = footer(lt.footer);
      if (localeFooter) locale.footer = localeFooter;
      const localeWords = labels(lt);
      if (localeWords) locale.labels = localeWords;
      sidebar(lt.sidebar, at, sidebars);
      if (at === '/') {
        // The root locale's own settings are the site's.
        for (const k of ['title', 'description', 'lang'] as const)
          if (locale[k] !== undefined) candidate[k] = locale[k];
      }
      locales[at] = locale;
    }
  }
  if (Object.keys(sidebars).length) candidate.sidebar = sidebars;
  const rootPlaceholder = searchPlaceholder(theme.search, undefined);
  if (rootPlaceholder && !isObj(locales['/'])) locales['/'] = {};
  if (rootPlaceholder && isObj(locales['/']) && !locales['/'].searchPlaceholder)
    locales['/'].searchPlaceholder = rootPlaceholder;
  if (Object.keys(locales).length > 1 || rootPlaceholder) candidate.locales = locales;
  return candidate;
}
