// A VuePress 2 project's own config (.vuepress/config.*), read in zero-config mode as a VitePress
// one is (see foreign-config.ts): its title, locales and the default theme's options given to
// defaultTheme({…}) (logo, navbar, sidebar, per-locale ones) become the site's config. VuePress
// names pages by path in its navbar and sidebar; bookdocs' sidebar does the same, and a navbar
// entry gets the page's title, read from its file.
import path from 'node:path';
import { quickTitle } from '../page/quick-title.js';
import { isObj, readForeignConfig, type ForeignConfig, str, strings, type Obj } from './foreign-config.js';
import { readMarkdownSource } from '../page/markdown-source.js';

/** The VuePress config `file` of the docs folder `srcDir` as a bookdocs config. */
export function readVuePressConfig(file: string, srcDir: string): Promise<ForeignConfig> {
  return readForeignConfig('VuePress', file, undefined, (exported, warn) =>
    fromVuePress(exported, warn, (link) => pageTitle(srcDir, link)),
  );
}

/** The title of the page a VuePress link names (`/guide/a.md`, `/guide/a.html`, `/guide/`), read from its file. */
function pageTitle(srcDir: string, link: string): string | undefined {
  const p = link.split(/[?#]/)[0]!.replace(/^\//, '');
  const candidates =
    p === '' || p.endsWith('/')
      ? [`${p}README.md`, `${p}index.md`]
      : [p.replace(/\.html$/, '.md').replace(/(?<!\.md)$/, '.md')];
  for (const rel of candidates) {
    try {
      return quickTitle(readMarkdownSource(path.join(srcDir, rel)).slice(0, 4096));
    } catch {
      // not this one
    }
  }
  return undefined;
}

/** A navbar or sidebar entry written as a page's path: the page's title, else the path. */
type TitleOf = (link: string) => string | undefined;

/** VuePress navbar items → navbar items: links (a path gets its page's title), and dropdowns of links. */
function navbar(items: unknown, titleOf: TitleOf): Obj[] | undefined {
  if (!Array.isArray(items)) return undefined;
  const linkOf = (i: unknown): Obj[] => {
    if (typeof i === 'string') return [{ text: titleOf(i) ?? i, link: i }];
    if (!isObj(i)) return [];
    if (Array.isArray(i.children)) return i.children.flatMap(linkOf);
    const text = str(i.text);
    const link = str(i.link);
    return text && link ? [{ text, link, ...(str(i.activeMatch) && { activeMatch: i.activeMatch }) }] : [];
  };
  return items.flatMap((i) => {
    if (isObj(i) && Array.isArray(i.children) && str(i.text)) {
      const children = i.children.flatMap(linkOf);
      return children.length
        ? [{ text: i.text, children, ...(str(i.activeMatch) && { activeMatch: i.activeMatch }) }]
        : [];
    }
    return linkOf(i);
  });
}

/** A sidebar entry's link under its group's `prefix` (joined with one slash, as VuePress does). */
function withPrefix(link: string, prefix: string): string {
  return prefix && !/^(?:[a-z]+:|\/)/i.test(link) ? prefix.replace(/\/?$/, '/') + link : link;
}

/**
 * VuePress sidebar items → bookdocs' sidebar groups, nesting kept: paths stay paths (the sidebar
 * titles them); a group's `prefix` (joined to the one of the groups it is in) goes before the links
 * of its children at every depth; `collapsible` groups fold, open when they hold the current page.
 */
function sidebarItems(items: unknown[], prefix: string, top: boolean, titleOf: TitleOf): unknown[] {
  return items.flatMap((i): unknown[] => {
    if (typeof i === 'string') {
      const link = withPrefix(i, prefix);
      return [top ? { text: titleOf(link) ?? link, link, children: [] } : link];
    }
    if (!isObj(i)) return [];
    const text = str(i.text);
    const link = str(i.link) && withPrefix(i.link as string, prefix);
    if (Array.isArray(i.children)) {
      const inner = str(i.prefix) ? withPrefix(i.prefix as string, prefix) : prefix;
      return [
        {
          ...(text && { text }),
          ...(link && { link }),
          collapsible: i.collapsible === true,
          children: sidebarItems(i.children, inner, false, titleOf),
        },
      ];
    }
    if (!link) return [];
    if (top) return [{ text: text ?? titleOf(link) ?? link, link, children: [] }];
    return [text ? { text, link } : link];
  });
}

function sidebarGroups(items: unknown, titleOf: TitleOf): Obj[] {
  return Array.isArray(items) ? (sidebarItems(items, '', true, titleOf) as Obj[]) : [];
}

/** A VuePress sidebar (an array for the locale, or groups by path) into bookdocs' sidebar by path prefix. */
function sidebar(value: unknown, prefix: string, into: Obj, titleOf: TitleOf): void {
  if (Array.isArray(value)) {
    const groups = sidebarGroups(value, titleOf);
    if (groups.length) into[prefix] = groups;
  } else if (isObj(value)) {
    for (const [key, v] of Object.entries(value)) {
      const groups = sidebarGroups(v, titleOf);
      const at = key.startsWith('/') ? key : `/${key}`;
      if (groups.length) into[at.endsWith('/') ? at : `${at}/`] = groups;
    }
  }
}

/** The default theme's `colorMode` ('auto', 'light', 'dark') and `colorModeSwitch` as bookdocs' `appearance`. */
function appearanceOf(mode: unknown, withSwitch: unknown): Obj {
  if (withSwitch === false)
    return { appearance: mode === 'dark' ? 'force-dark' : mode === 'light' ? false : 'force-auto' };
  return mode === 'dark' ? { appearance: 'dark' } : {};
}

/** A VuePress config's data as bookdocs config values (checked against the schema by the caller). */
export function fromVuePress(vp: Obj, _warn: (message: string) => void, titleOf: TitleOf): Obj {
  // defaultTheme({…}) is a stand-in that hands its options through.
  const theme = isObj(vp.theme) ? vp.theme : {};
  const sidebars: Obj = {};
  const candidate: Obj = {
    ...strings(vp, ['title', 'description', 'lang', 'base']),
    ...(str(theme.logo) && {
      logo:
        str(theme.logoDark) && theme.logoDark !== theme.logo
          ? { light: theme.logo, dark: theme.logoDark, ...(str(theme.logoAlt) && { alt: theme.logoAlt }) }
          : str(theme.logoAlt)
            ? { src: theme.logo, alt: theme.logoAlt }
            : theme.logo,
    }),
    ...(theme.editLink === false && { editLink: false }),
    ...appearanceOf(theme.colorMode, theme.colorModeSwitch),
    ...(theme.lastUpdated === false && { lastUpdated: false }),
  };
  const nav = navbar(theme.navbar, titleOf);
  if (nav?.length) candidate.navbar = nav;
  sidebar(theme.sidebar, '/', sidebars, titleOf);
  const siteLocales = isObj(vp.locales) ? vp.locales : {};
  const themeLocales = isObj(theme.locales) ? theme.locales : {};
  const locales: Obj = {};
  for (const key of new Set([...Object.keys(siteLocales), ...Object.keys(themeLocales)])) {
    const at = `/${key.replace(/^\/|\/$/g, '')}/`.replace(/^\/\/$/, '/');
    const site = isObj(siteLocales[key]) ? siteLocales[key] : {};
    const lt = isObj(themeLocales[key]) ? themeLocales[key] : {};
    const locale: Obj = {
      ...strings(site, ['lang', 'title', 'description']),
      ...(str(lt.selectLanguageName) && { label: lt.selectLanguageName }),
    };
    const localeNav = navbar(lt.navbar, titleOf);
    if (localeNav?.length) locale.navbar = localeNav;
    sidebar(lt.sidebar, at, sidebars, titleOf);
    if (at === '/') {
      // The root locale's own settings are the site's (its navbar too, when the theme has none).
      for (const k of ['title', 'description', 'lang'] as const) if (locale[k] !== undefined) candidate[k] = locale[k];
      if (localeNav?.length && !candidate.navbar) candidate.navbar = localeNav;
    }
    locales[at] = locale;
  }
  if (Object.keys(sidebars).length) candidate.sidebar = sidebars;
  if (Object.keys(locales).length > 1) candidate.locales = locales;
  return candidate;
}
