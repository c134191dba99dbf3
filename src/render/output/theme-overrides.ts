// The site's theme folder in the bundles (client and SSR alike), as one esbuild plugin:
// - a part override: the theme's imports of a part's module (`./SiteFooter.js`) resolve to a small
//   module exporting the site's file instead, everywhere but inside the theme folder, so an override
//   can import the default it wraps from `bookdocs/theme`;
// - `bookdocs/theme`: the default parts and the hooks an override needs (src/client/theme/index.ts);
// - `bookdocs:theme-slots`: slot name → the component filling it, for <Slot name="…" />;
// - `bookdocs:theme-css` (client): every stylesheet of the folder, imported after the theme's own
//   CSS; an override's own `import './x.css'` of a file in the folder only marks it used, so the
//   folder's CSS always comes after the theme's. In that CSS, `url(/x.png)` is a file of the public
//   folder, left as it is (with the base in front).
import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { THEME_PARTS, type SiteTheme, type ThemePart } from '../site/theme.js';
import { displayPath } from '../site/paths.js';
import { THEME_ASSET, vitePressVariablesCss } from '../site/vitepress-theme.js';
import { TOOLKIT_ROOT } from '../toolkit.js';

const CLIENT_DIR = path.join(TOOLKIT_ROOT, 'src', 'client');
const THEME_SRC = path.join(CLIENT_DIR, 'theme');
/** `bookdocs/theme`: the default parts, never redirected to the site's. */
export const THEME_INDEX = path.join(THEME_SRC, 'index.ts');
const NS = 'bookdocs-theme';
const TS_EXT = /\.(js|jsx|ts|tsx)$/;

const inside = (dir: string, file: string) => file.startsWith(dir + path.sep);

/** The default module of a part, as an absolute path without extension. */
const moduleOf = (part: ThemePart) => path.join(THEME_SRC, part.module);

/**
 * The part whose default module `specifier` (imported by `importer`) names, when the site overrides
 * it and the import must go to the override: an import by the toolkit's own client code, other than
 * by `bookdocs/theme` (which gives the defaults) and by anything in the site's theme folder.
 */
export function redirectedPart(
  theme: SiteTheme,
  specifier: string,
  importer: string,
  resolveDir: string,
): ThemePart | undefined {
  if (!theme.dir || !theme.overrides.size || !specifier.startsWith('.')) return undefined;
  if (!inside(CLIENT_DIR, importer) || importer === THEME_INDEX || inside(theme.dir, importer)) return undefined;
  const target = path.resolve(resolveDir, specifier).replace(TS_EXT, '');
  const part = THEME_PARTS.find((p) => moduleOf(p) === target);
  return part && theme.overrides.has(part.name) ? part : undefined;
}

/**
 * A component that throws when rendered: an override or slot file without the export it needs. The
 * error names the file (`themeFile`), so the diagnostic is at it (theme-error.ts).
 */
const missing = (file: string, wanted: string) => {
  const message = `${displayPath(file)} exports no ${wanted}: export the component as its default export`;
  return `(() => { throw Object.assign(new Error(${JSON.stringify(message)}), { themeFile: ${JSON.stringify(file)} }); })`;
};

/** The module standing for a part's default module: the override's exports, the default's for the rest. */
export function partModule(part: ThemePart, file: string): string {
  const original = JSON.stringify(`${moduleOf(part)}.tsx`);
  const lines = [
    `import * as o from ${JSON.stringify(file)};`,
    `import * as d from ${original};`,
    `export * from ${original};`,
  ];
  part.exports.forEach((name, i) => {
    // The first export is the part itself: a default export (or one named after the part) stands for it.
    const own = i === 0 ? [`o.default`, `o.${name}`, ...(part.name !== name ? [`o.${part.name}`] : [])] : [`o.${name}`];
    const fallback = part.exports.length > 1 ? `d.${name}` : missing(file, `default export (or "${name}")`);
    lines.push(`export const ${name} = ${[...own, fallback].join(' ?? ')};`);
  });
  return lines.join('\n');
}

/** slot name → the component filling it. */
export function slotsModule(theme: SiteTheme): string {
  const entries = [...theme.slots];
  const imports = entries.map(([, file], i) => `import * as s${i} from ${JSON.stringify(file)};`);
  const fields = entries.map(
    ([name, file], i) => `${JSON.stringify(name)}: s${i}.default ?? ${missing(file, 'default export')}`,
  );
  return `${imports.join('\n')}\nexport const slots = {${fields.join(', ')}};`;
}

/**
 * Plugins' client code (site/theme.ts PluginClient): in the browser each slot fill and route hook is a
 * chunk of its own, imported only on the routes it is for; on the server the fills are imported (and
 * rendered) at once. Routes are tested with the RegExp made from the plugin's globs.
 */
export function pluginClientModule(theme: SiteTheme, target: 'client' | 'server'): string {
  const { fills, hooks } = theme.client ?? { fills: [], hooks: [] };
  const re = (routes: string | undefined) =>
    routes === undefined ? 'undefined' : `new RegExp(${JSON.stringify(routes)})`;
  const name = (plugin: string) => JSON.stringify(plugin);
  if (target === 'server') {
    const imports = fills.map((f, i) => `import * as f${i} from ${JSON.stringify(f.file)};`);
    const entries = fills.map(
      (f, i) =>
        `{ plugin: ${name(f.plugin)}, slot: ${JSON.stringify(f.slot)}, routes: ${re(f.routes)}, component: f${i}.default ?? ${missing(f.file, 'default export')} }`,
    );
    return `${imports.join('\n')}\nexport const fills = [${entries.join(', ')}];\nexport const hooks = [];`;
  }
  const load = (file: string) => `() => import(${JSON.stringify(file)})`;
  const fillEntries = fills.map(
    (f) =>
      `{ plugin: ${name(f.plugin)}, slot: ${JSON.stringify(f.slot)}, routes: ${re(f.routes)}, load: ${load(f.file)} }`,
  );
  const hookEntries = hooks.map((h) => `{ plugin: ${name(h.plugin)}, routes: ${re(h.routes)}, load: ${load(h.file)} }`);
  return `export const fills = [${fillEntries.join(', ')}];\nexport const hooks = [${hookEntries.join(', ')}];`;
}

/**
 * The folder's stylesheets, in their order (custom.css last); before them, a VitePress project's
 * theme stylesheets after the variables that carry its colours and fonts onto the theme's.
 */
export function stylesModule(theme: SiteTheme): string {
  const vitepress = theme.vitepress ? [VITEPRESS_VARIABLES, ...theme.vitepress.files] : [];
  return [...vitepress, ...theme.styles].map((file) => `import ${JSON.stringify(file)};`).join('\n');
}

/** The stylesheet setting the theme's variables from a VitePress theme's (site/vitepress-theme.ts). */
const VITEPRESS_VARIABLES = 'bookdocs:vitepress-variables.css';
const VITEPRESS_VARIABLES_FILE = path.join(THEME_SRC, 'styles', 'vitepress-variables.css');

export function themeOverrides(theme: SiteTheme, target: 'client' | 'server', base = '/'): esbuild.Plugin {
  return {
    name: 'bookdocs-theme',
    setup(build) {
      build.onResolve({ filter: /^bookdocs\/theme$/ }, () => ({ path: THEME_INDEX }));
      build.onResolve({ filter: /^bookdocs:(theme-slots|theme-css|plugin-client)$/ }, (args) => ({
        path: args.path,
        namespace: NS,
      }));
      if (theme.overrides.size) {
        const names = THEME_PARTS.map((p) => p.module).join('|');
        build.onResolve({ filter: new RegExp(`(^|/)(${names})(\\.js|\\.tsx)?$`) }, (args) => {
          if (args.namespace !== 'file') return undefined;
          const part = redirectedPart(theme, args.path, args.importer, args.resolveDir);
          return part && { path: `part:${part.name}`, namespace: NS };
        });
      }
      const dir = theme.dir;
      if (dir && theme.styles.length && target === 'client') {
        // A stylesheet of the folder imported by its code is already in `bookdocs:theme-css`.
        build.onResolve({ filter: /\.css$/ }, (args) => {
          if (args.namespace !== 'file' || !inside(dir, args.importer)) return undefined;
          const file = path.resolve(args.resolveDir, args.path);
          return theme.styles.includes(file) ? { path: file, namespace: `${NS}-css` } : undefined;
        });
        build.onLoad({ filter: /.*/, namespace: `${NS}-css` }, () => ({ contents: '', loader: 'js' }));
        build.onResolve({ filter: /^\// }, (args) => {
          if (args.kind !== 'url-token' || !inside(dir, args.importer)) return undefined;
          return { path: args.path.startsWith('//') ? args.path : `${base}${args.path.slice(1)}`, external: true };
        });
      }
      const vitepress = theme.vitepress;
      if (vitepress && target === 'client') {
        // A file of the theme's as esbuild sees it (a path it can name in its output), made here.
        // (A build of the stylesheets alone imports it by that path: see splitComponentCss.)
        build.onResolve({ filter: /vitepress-variables\.css$/ }, (args) =>
          args.path === VITEPRESS_VARIABLES || args.path === VITEPRESS_VARIABLES_FILE
            ? { path: VITEPRESS_VARIABLES_FILE }
            : undefined,
        );
        build.onLoad({ filter: /vitepress-variables\.css$/ }, (args) =>
          args.path !== VITEPRESS_VARIABLES_FILE
            ? undefined
            : {
                contents: vitePressVariablesCss(
                  fs.readFileSync(path.join(THEME_SRC, 'styles', 'variables.css'), 'utf8'),
                ),
                loader: 'css',
              },
        );
        // Its `url(/…)`: files of the site's public folder, served under the base.
        build.onResolve({ filter: /^\// }, (args) => {
          if (args.kind !== 'url-token' || !inside(vitepress.root, args.importer)) return undefined;
          return { path: args.path.startsWith('//') ? args.path : `${base}${args.path.slice(1)}`, external: true };
        });
        // Its fonts and images inside the site, inlined (tried when the site was loaded: site/vitepress-theme.ts).
        build.onLoad({ filter: THEME_ASSET }, (args) =>
          inside(vitepress.root, args.path) ? { contents: fs.readFileSync(args.path), loader: 'dataurl' } : undefined,
        );
      }
      build.onLoad({ filter: /.*/, namespace: NS }, (args) => {
        let contents: string;
        if (args.path === 'bookdocs:theme-slots') contents = slotsModule(theme);
        else if (args.path === 'bookdocs:plugin-client') contents = pluginClientModule(theme, target);
        else if (args.path === 'bookdocs:theme-css') contents = target === 'client' ? stylesModule(theme) : '';
        else {
          const part = THEME_PARTS.find((p) => `part:${p.name}` === args.path)!;
          contents = partModule(part, theme.overrides.get(part.name)!);
        }
        return { contents, loader: 'js', resolveDir: dir ?? TOOLKIT_ROOT };
      });
    },
  };
}
