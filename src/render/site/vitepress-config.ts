// A VitePress project's own config (.vitepress/config.*), read in zero-config mode: its title, nav,
// sidebar, locales and the theme settings bookdocs shares with VitePress become the site's config,
// so a folder brought over keeps its navigation. The config runs as under VitePress, but every
// package it imports (vitepress itself, Vite and markdown-it plugins) is a stand-in: only its data
// is used, and nothing needs to be installed. A value bookdocs cannot use is left out with a warning.
import { isBuiltin } from 'node:module';
import type * as esbuild from 'esbuild';
import type { Diagnostic } from '../diagnostics.js';
import { loadCodeConfig } from './config-code.js';
import { SOCIAL_ICONS, socialLinksSchema } from './chrome-schema.js';
import { siteConfigSchema } from './config-schema.js';
import { displayPath } from './paths.js';

/** The VitePress config `file` as a bookdocs config: its usable values, the files it was read from, warnings. */
export async function readVitePressConfig(file: string): Promise<{ raw: Obj; files: string[]; diagnostics: Diagnostic[] }> {
  const label = displayPath(file);
  // A config exported as a function is called as Vite calls it, for a production build.
  const code = await loadCodeConfig(file, [standIns], { command: 'build', mode: 'production', isSsrBuild: false, isPreview: false });
  if (code.diagnostics.length) {
    // It cannot be run here: zero config as without it, and say why.
    const why = code.diagnostics[0]!;
    const at = why.file ? `${why.file}${why.line ? `:${why.line}` : ''}: ` : '';
    return { raw: {}, files: code.files, diagnostics: [warning(label, `could not be run (${at}${why.message}); the folder is built without it`)] };
  }
  const { raw, warnings } = fromVitePress(code.raw, label);
  return { raw, files: code.files, diagnostics: warnings };
}

/**
 * What an imported package is: anything, callable and constructible, whose every property is itself.
 * Called with one object it returns that object, so wrappers such as `defineConfig({…})` or
 * `withMermaid(config)` hand the config through. Not a promise (`then` is undefined). Its prototype
 * answers every name too: esbuild's CommonJS interop makes an import's namespace an object created
 * from it, so `import { defineConfig } from 'vitepress'` finds it there.
 */
const STAND_IN = `
const get = (_, key) => (key === '__esModule' || key === 'then' ? undefined : key === Symbol.toPrimitive ? () => '' : stub);
const names = new Proxy({}, { get });
const stub = new Proxy(function () {}, {
  get,
  getPrototypeOf: () => names,
  apply: (_, __, args) => (args.length === 1 && args[0] !== null && typeof args[0] === 'object' ? args[0] : stub),
  construct: () => stub,
});
module.exports = stub;
`;

/** Packages (and Vue, style and image files) imported by the config are stand-ins; Node's own modules are real. */
export const standIns: esbuild.Plugin = {
  name: 'bookdocs-vitepress-stand-ins',
  setup(build) {
    build.onResolve({ filter: /^[^./]|\.(?:vue|css|scss|sass|less|styl|svg|png|jpe?g|gif|webp)$/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      return { path: args.path, namespace: 'bookdocs-stand-in' };
    });
    build.onLoad({ filter: /.*/, namespace: 'bookdocs-stand-in' }, () => ({ contents: STAND_IN, loader: 'js' }));
  },
};

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

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
      return children.length ? [{ text: i.text, children, ...(str(i.activeMatch) && { activeMatch: i.activeMatch }) }] : [];
    }
    return links([i]);
  });
}

/** A link of a sidebar item, with the `base` of the items it is in. */
function withItemBase(link: string, base: string): string {
  return base && !/^(?:[a-z]+:|\/)/i.test(link) ? base + link : link;
}

/** VitePress sidebar items (any depth) → groups of links: deeper levels are flattened into their group. */
function sidebarGroups(items: unknown, base = ''): Obj[] {
  if (!Array.isArray(items)) return [];
  const links = (list: unknown[], b: string): Obj[] =>
    list.flatMap((i) => {
      if (!isObj(i)) return [];
      const inner = str(i.base) ?? b;
      const own = str(i.text) && str(i.link) ? [{ text: i.text, link: withItemBase(i.link as string, inner) }] : [];
      return [...own, ...(Array.isArray(i.items) ? links(i.items, inner) : [])];
    });
  const groups: Obj[] = [];
  for (const i of items) {
    if (!isObj(i)) continue;
    const inner = str(i.base) ?? base;
    const text = str(i.text);
    const link = str(i.link) && withItemBase(i.link as string, inner);
    if (Array.isArray(i.items)) {
      groups.push({ text: text ?? '', ...(link && { link }), collapsible: typeof i.collapsed === 'boolean', children: links(i.items, inner) });
    } else if (text && link) groups.push({ text, link, children: [] });
  }
  return groups.filter((g) => g.text);
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

/** The social links whose icon the theme has (VitePress knows more brands); the others with a warning. */
function socialLinks(value: unknown, label: string, warnings: Diagnostic[]): unknown[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const kept = value.filter((l) => socialLinksSchema.element.safeParse(l).success);
  const left = value.filter((l) => !kept.includes(l)).map((l) => (isObj(l) && typeof l.icon === 'string' ? l.icon : JSON.stringify(l)));
  if (left.length) warnings.push(warning(label, `socialLinks: ${left.join(', ')} left out (the theme's icons: ${SOCIAL_ICONS.join(', ')}; or { svg })`));
  return kept.length ? kept : undefined;
}

/** A footer's message and copyright (a custom theme may keep more there). */
function footer(value: unknown): Obj | undefined {
  if (!isObj(value)) return undefined;
  const out = { ...(str(value.message) && { message: value.message }), ...(str(value.copyright) && { copyright: value.copyright }) };
  return Object.keys(out).length ? out : undefined;
}

/** Theme settings bookdocs shares with VitePress, by the same names (validated one by one later). */
function sharedTheme(theme: Obj, label: string, warnings: Diagnostic[]): Obj {
  const logo = str(theme.logo) ?? (isObj(theme.logo) ? (str(theme.logo.src) ?? str(theme.logo.light)) : undefined);
  const social = socialLinks(theme.socialLinks, label, warnings);
  const foot = footer(theme.footer);
  return {
    ...(logo && { logo }),
    ...(social && { socialLinks: social }),
    ...(foot && { footer: foot }),
    ...(theme.outline !== undefined && { outline: theme.outline }),
    ...(isObj(theme.editLink) && str(theme.editLink.pattern) && { editLink: { pattern: theme.editLink.pattern, ...(str(theme.editLink.text) && { text: theme.editLink.text }) } }),
  };
}

/** A VitePress config's data as a bookdocs config, and a warning for each value that cannot be used. */
export function fromVitePress(vp: unknown, label: string): { raw: Obj; warnings: Diagnostic[] } {
  const warnings: Diagnostic[] = [];
  if (!isObj(vp)) return { raw: {}, warnings: [warning(label, 'its default export is not a config object: it is not used')] };
  const theme = isObj(vp.themeConfig) ? vp.themeConfig : {};
  const sidebars: Record<string, unknown> = {};
  const candidate: Obj = {
    ...(str(vp.title) && { title: vp.title }),
    ...(str(vp.description) && { description: vp.description }),
    ...(str(vp.lang) && { lang: vp.lang }),
    ...(str(vp.base) && { base: vp.base }),
    ...(typeof vp.cleanUrls === 'boolean' && { cleanUrls: vp.cleanUrls }),
    ...(typeof vp.lastUpdated === 'boolean' && { lastUpdated: vp.lastUpdated }),
    ...sharedTheme(theme, label, warnings),
  };
  const nav = navbar(theme.nav);
  if (nav?.length) candidate.navbar = nav;
  sidebar(theme.sidebar, '/', sidebars);
  const locales: Obj = {};
  if (isObj(vp.locales)) {
    for (const [key, l] of Object.entries(vp.locales)) {
      if (!isObj(l)) continue;
      const at = key === 'root' ? '/' : `/${key.replace(/^\/|\/$/g, '')}/`;
      const lt = isObj(l.themeConfig) ? l.themeConfig : {};
      const locale: Obj = {
        ...(str(l.lang) && { lang: l.lang }),
        ...(str(l.label) && { label: l.label }),
        ...(str(l.title) && { title: l.title }),
        ...(str(l.description) && { description: l.description }),
      };
      const localeNav = navbar(lt.nav);
      if (localeNav?.length) locale.navbar = localeNav;
      const localeSocial = socialLinks(lt.socialLinks, label, warnings);
      if (localeSocial) locale.socialLinks = localeSocial;
      const localeFooter = footer(lt.footer);
      if (localeFooter) locale.footer = localeFooter;
      sidebar(lt.sidebar, at, sidebars);
      if (at === '/') {
        // The root locale's own settings are the site's.
        for (const k of ['title', 'description', 'lang'] as const) if (locale[k] !== undefined) candidate[k] = locale[k];
      }
      locales[at] = locale;
    }
  }
  if (Object.keys(sidebars).length) candidate.sidebar = sidebars;
  if (Object.keys(locales).length > 1) candidate.locales = locales;
  // Each value on its own against bookdocs' schema: one that does not fit is left out, not the rest.
  const shape = siteConfigSchema.shape as Record<string, { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } } }>;
  const raw: Obj = {};
  for (const [key, value] of Object.entries(candidate)) {
    const checked = shape[key]!.safeParse(value);
    if (checked.success) raw[key] = value;
    else {
      const issue = checked.error!.issues[0]!;
      const where = [key, ...issue.path.map(String)].join('.');
      warnings.push(warning(label, `${where}: ${issue.message} — left out`));
    }
  }
  return { raw, warnings };
}

function warning(label: string, message: string): Diagnostic {
  return { severity: 'warning', rule: 'vitepress-config', message: `VitePress config: ${message}`, file: label, hint: 'bookdocs uses the title, nav, sidebar, locales and shared theme settings of .vitepress/config; write a site.config.json to set the rest' };
}

