// A config written for VitePress or VuePress, read in zero-config mode (see vitepress-config.ts and
// vuepress-config.ts): run as under its own tool, but with every package it imports a stand-in, so
// only its data is used and nothing needs to be installed; its values checked one by one against
// bookdocs' schema, a value that does not fit left out with a warning.
import { isBuiltin } from 'node:module';
import type * as esbuild from 'esbuild';
import type { Diagnostic } from '../diagnostics.js';
import { SOCIAL_ICONS, socialLinksSchema } from './chrome-schema.js';
import { loadCodeConfig } from './config-code.js';
import { siteConfigSchema } from './config-schema.js';
import { equivalentPlugins } from './foreign-plugins.js';
import { displayPath } from './paths.js';
import { compileRewrites, type Rewrite } from './rewrites.js';
import type { AttributesSetting } from '../markdown/attribute-syntax.js';
import type { SlugifyRef } from '../page/heading-slugify.js';
import type { VueThemeConfig } from './vitepress-theme-config.js';

import { isObj, type Obj } from './plain-object.js';

export { isObj, type Obj };
export const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

/** The non-empty strings of `from` under these keys (the settings both tools name as bookdocs does). */
export function strings<K extends string>(from: Obj, keys: readonly K[]): Partial<Record<K, string>> {
  return Object.fromEntries(keys.flatMap((k) => (str(from[k]) ? [[k, from[k]]] : []))) as Partial<Record<K, string>>;
}

/** A foreign config as bookdocs reads it: its usable values, the files it was read from, warnings. */
export interface ForeignConfig {
  raw: Obj;
  files: string[];
  diagnostics: Diagnostic[];
  /** True when the config could not be run (`diagnostics` says why): nothing of it is known. */
  failed?: true;
  /** Its `rewrites` (VitePress): each page's path under srcDir → the path its route is made from. */
  rewrite?: Rewrite;
  /** Its Markdown settings that are page settings (vitepress-markdown.ts). */
  markdown?: ForeignMarkdown;
  /** Its `themeConfig` as its Vue components read it (VitePress; vitepress-theme-config.ts). */
  themeConfig?: VueThemeConfig;
}

/** Markdown settings of a foreign config that change how pages are parsed (page-settings.ts). */
export interface ForeignMarkdown {
  attrs?: AttributesSetting;
  slugify?: SlugifyRef;
  containerTitles?: Record<string, Record<string, string>>;
  /** Code blocks' `[label]`s are their titles (the config uses vitepress-plugin-group-icons, which shows them so). */
  codeLabelTitles?: true;
}

/** What reads a config's Markdown settings: its default export, as run, and its compiled module. */
export type MarkdownReader = (
  exported: Obj,
  module: { file: string; env: unknown },
  warn: (message: string) => void,
) => ForeignMarkdown | undefined;

/** The VitePress plugin that titles code blocks with their `[label]` (and draws their icons). */
const GROUP_ICONS = 'vitepress-plugin-group-icons';

/** The tool a config was written for, as messages name it and as its rule is called. */
export type ForeignTool = 'VitePress' | 'VuePress';

/**
 * Run the config `file` of `tool` and map its default export with `map`: its usable values, the
 * files it was read from, warnings. A config that cannot run is a warning, and no values.
 */
export async function readForeignConfig(
  tool: ForeignTool,
  file: string,
  env: unknown,
  map: (exported: Obj, warn: (message: string) => void) => Obj | Promise<Obj>,
  markdown?: MarkdownReader,
): Promise<ForeignConfig> {
  const label = displayPath(file);
  const diagnostics: Diagnostic[] = [];
  const warn = (message: string) => diagnostics.push(foreignWarning(tool, label, message));
  const imported = new Set<string>();
  const code = await loadCodeConfig(file, [standIns(imported)], env);
  if (code.diagnostics.length) {
    // It cannot be run here: zero config as without it, and say why.
    const why = code.diagnostics[0]!;
    const at = why.file ? `${why.file}${why.line ? `:${why.line}` : ''}: ` : '';
    warn(`could not be run (${at}${why.message.split('\n')[0]}); the folder is built without it`);
    return { raw: {}, files: code.files, diagnostics, failed: true };
  }
  if (!isObj(code.raw)) {
    warn('its default export is not a config object: it is not used');
    return { raw: {}, files: code.files, diagnostics };
  }
  const { rewrites, ...mapped } = await map(code.raw, warn);
  // The Markdown plugins it imports that one of bookdocs' own stands in for (Graphviz…).
  const plugins = [
    ...new Set([...(Array.isArray(mapped.plugins) ? mapped.plugins : []), ...equivalentPlugins(imported)]),
  ];
  const raw = keepValid(plugins.length ? { ...mapped, plugins } : mapped, warn);
  const rewrite = rewritesOf(rewrites, warn);
  const read = markdown && code.module ? markdown(code.raw, { file: code.module.file, env }, warn) : undefined;
  const md = imported.has(GROUP_ICONS) ? { ...read, codeLabelTitles: true as const } : read;
  return { raw, files: code.files, diagnostics, ...(rewrite && { rewrite }), ...(md && { markdown: md }) };
}

/** A config's `rewrites` (an object of patterns, or a function), compiled; a value that does not fit is left out with a warning. */
function rewritesOf(value: unknown, warn: (message: string) => void): Rewrite | undefined {
  if (value === undefined) return undefined;
  const patterns = isObj(value) && Object.values(value).every((to) => typeof to === 'string');
  if (!patterns && typeof value !== 'function') {
    warn('rewrites: expected an object of path patterns or a function — left out');
    return undefined;
  }
  try {
    return compileRewrites(value as Parameters<typeof compileRewrites>[0]);
  } catch (err) {
    warn(`rewrites: ${(err as Error).message} — left out`);
    return undefined;
  }
}

/**
 * Another module of a project run as its config is (its packages stand-ins): its default export and
 * the files it was read from, or why it could not run (the first problem, with its place).
 */
export async function runForeignModule(
  file: string,
  env: unknown,
  /** esbuild plugins tried before the stand-ins (what a `.vue` import is, say). */
  before: esbuild.Plugin[] = [],
): Promise<{ exported?: unknown; files: string[]; problem?: string }> {
  const code = await loadCodeConfig(file, [...before, standIns(new Set())], env);
  if (!code.diagnostics.length) return { exported: code.raw, files: code.files };
  const why = code.diagnostics[0]!;
  const at = why.file ? `${why.file}${why.line ? `:${why.line}` : ''}: ` : '';
  return { files: code.files, problem: `${at}${why.message.split('\n')[0]}` };
}

/** The key under which a stand-in answers what it stands for: `<package>.<name>…` (`@mdit-vue/shared.slugify`). */
export const STAND_IN_OF = 'bookdocs.standIn';

/** What a value of the config stands in for (`@mdit-vue/shared.slugify`), when it is a package's stand-in. */
export function standInOf(value: unknown): string | undefined {
  if (typeof value !== 'function') return undefined;
  const of = (value as unknown as Record<symbol, unknown>)[Symbol.for(STAND_IN_OF)];
  return typeof of === 'string' ? of : undefined;
}

/**
 * What an imported package is: anything, callable and constructible, whose every property is itself
 * (named after it: `standInOf` tells `@mdit-vue/shared.slugify`). Called with one object it returns
 * that object, so wrappers such as `defineConfig({…})` or `withMermaid(config)` hand the config
 * through; that object then also iterates as empty (a non-enumerable `Symbol.iterator` where it has
 * none), so a Vite plugin factory spread into a list (`plugins: [...llmstxt({ domain })]`) adds
 * nothing instead of throwing. Not a promise (`then` is undefined). Its prototype answers every name too: esbuild's
 * CommonJS interop makes an import's namespace an object created from it, so
 * `import { defineConfig } from 'vitepress'` finds it there.
 */
const standIn = (spec: string) => `
const of = Symbol.for(${JSON.stringify(STAND_IN_OF)});
const passed = (o) => {
  if (!(Symbol.iterator in o) && Object.isExtensible(o))
    Object.defineProperty(o, Symbol.iterator, { value: function* () {}, configurable: true, writable: true });
  return o;
};
const make = (name) => {
  const get = (_, key) =>
    key === '__esModule' || key === 'then' ? undefined
    : key === Symbol.toPrimitive ? () => ''
    : key === of ? name
    : typeof key === 'symbol' ? stub
    : make(name + '.' + key);
  const names = new Proxy({}, { get });
  const stub = new Proxy(function () {}, {
    get,
    getPrototypeOf: () => names,
    apply: (_, __, args) => (args.length === 1 && args[0] !== null && typeof args[0] === 'object' ? passed(args[0]) : stub),
    construct: () => stub,
  });
  return stub;
};
module.exports = make(${JSON.stringify(spec)});
`;

/**
 * Packages (and Vue, style and image files) imported by the config are stand-ins; Node's own modules
 * are real. What is imported is added to `imported`.
 */
function standIns(imported: Set<string>): esbuild.Plugin {
  return {
    name: 'bookdocs-vitepress-stand-ins',
    setup(build) {
      build.onResolve({ filter: /^[^./]|\.(?:vue|css|scss|sass|less|styl|svg|png|jpe?g|gif|webp)$/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        imported.add(args.path);
        return { path: args.path, namespace: 'bookdocs-stand-in' };
      });
      build.onLoad({ filter: /.*/, namespace: 'bookdocs-stand-in' }, (args) => ({
        contents: standIn(args.path),
        loader: 'js',
      }));
    },
  };
}

/** The values that fit bookdocs' schema, each checked on its own: one that does not is left out, not the rest. */
export function keepValid(candidate: Obj, warn: (message: string) => void): Obj {
  const shape = siteConfigSchema.shape as Record<
    string,
    { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } } }
  >;
  const raw: Obj = {};
  for (const [key, value] of Object.entries(candidate)) {
    const checked = shape[key]!.safeParse(value);
    if (checked.success) raw[key] = value;
    else {
      const issue = checked.error!.issues[0]!;
      warn(`${[key, ...issue.path.map(String)].join('.')}: ${issue.message} — left out`);
    }
  }
  return raw;
}

/**
 * Markup a custom icon may not hold: scripts and event handlers, links and embedded documents, styles
 * (which reach the whole page). An icon's SVG is inserted into every page as written.
 */
const UNSAFE_SVG =
  /<\s*\/?\s*(?:script|foreignObject|iframe|object|embed|style|a|image|use|animate|set)\b|\son[a-z]+\s*=|href|javascript:|data:|url\s*\(/i;

/**
 * The social links whose icon the theme has (any simple-icons brand) or that draw their own SVG; the
 * others, and own icons holding anything but drawing (scripts, handlers, links), with a warning. An own
 * icon without an `ariaLabel` is named by its link's host.
 */
export function socialLinks(value: unknown, warn: (message: string) => void): unknown[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const kept: unknown[] = [];
  const left: string[] = [];
  for (const l of value) {
    if (isObj(l) && isObj(l.icon) && typeof l.icon.svg === 'string') {
      if (UNSAFE_SVG.test(l.icon.svg)) {
        warn(
          `socialLinks: the own icon of ${String(l.link)} left out: its SVG holds more than drawing (a script, handler, link or style)`,
        );
        continue;
      }
      const named = l.ariaLabel === undefined && str(l.link) ? { ...l, ariaLabel: hostOf(l.link as string) } : l;
      if (socialLinksSchema.element.safeParse(named).success) kept.push(named);
      else left.push(JSON.stringify(l));
    } else if (socialLinksSchema.element.safeParse(l).success) kept.push(l);
    else left.push(isObj(l) && typeof l.icon === 'string' ? l.icon : JSON.stringify(l));
  }
  if (left.length)
    warn(
      `socialLinks: ${left.join(', ')} left out (the theme's icons: ${SOCIAL_ICONS.join(', ')} and any simple-icons slug; or { svg })`,
    );
  return kept.length ? kept : undefined;
}

/** A link's host name (an own icon's accessible name), else the link. */
function hostOf(link: string): string {
  try {
    return new URL(link).hostname.replace(/^www\./, '') || link;
  } catch {
    return link;
  }
}

function foreignWarning(tool: ForeignTool, label: string, message: string): Diagnostic {
  const rule = tool === 'VitePress' ? 'vitepress-config' : 'vuepress-config';
  const folder = tool === 'VitePress' ? '.vitepress' : '.vuepress';
  return {
    severity: 'warning',
    rule,
    message: `${tool} config: ${message}`,
    file: label,
    hint: `bookdocs uses the title, nav, sidebar, locales and shared theme settings of ${folder}/config; write a site.config.json to set the rest`,
  };
}
