// The components of VitePress's default theme that a project imports by name from `vitepress/theme`
// (`import { VPTeamMembers } from 'vitepress/theme'`): where the project has VitePress installed,
// each is that package's own `.vue` file (dist/client/theme-default/components/), compiled like the
// project's components; their `vitepress` imports get bookdocs' stand-in runtime, and the CSS
// variables they read (`--vp-c-*`) come from a small stylesheet mapping them onto bookdocs' theme,
// loaded only with them. Without VitePress installed, the import stays unresolved (a warning).
import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { vitePressDefaultsCss } from '../site/vitepress-theme.js';
import { TOOLKIT_ROOT } from '../toolkit.js';

const THEME_IMPORT = /^vitepress\/theme(?:-without-fonts)?$/;
/** `import { A, B as C } from 'vitepress/theme'` (not `import type`). */
const NAMED_IMPORT = /\bimport\s*\{([^}]*)\}\s*from\s*(['"])vitepress\/theme(?:-without-fonts)?\2/g;
const NAMESPACE = 'bookdocs-vitepress-theme';
export const VITEPRESS_THEME_VARIABLES = path.join(
  TOOLKIT_ROOT,
  'src',
  'client',
  'vue',
  'vitepress-theme-variables.css',
);

/** The default theme's folder of the VitePress installed for `file` (its nearest node_modules holding one). */
export function vitepressThemeDir(file: string): string | undefined {
  for (let dir = path.dirname(file); ;) {
    const theme = path.join(dir, 'node_modules', 'vitepress', 'dist', 'client', 'theme-default');
    if (fs.existsSync(path.join(theme, 'components'))) return theme;
    const up = path.dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

/** The names `source` imports from `vitepress/theme`: [imported, local]. */
export function vitepressThemeImports(source: string): [string, string][] {
  const out: [string, string][] = [];
  for (const m of source.matchAll(NAMED_IMPORT))
    for (const part of m[1]!.split(',')) {
      const spec = /^\s*(?:type\s+)?([A-Za-z_$][\w$]*)(?:\s+as\s+([A-Za-z_$][\w$]*))?\s*$/.exec(part);
      if (spec && !/^\s*type\s/.test(part)) out.push([spec[1]!, spec[2] ?? spec[1]!]);
    }
  return out;
}

/** The `.vue` file of the default theme's component `name` for `file`'s project, if it has one. */
export function vitepressThemeComponent(file: string, name: string): string | undefined {
  const dir = vitepressThemeDir(file);
  const vue = dir && path.join(dir, 'components', `${name}.vue`);
  return vue && /^VP\w+$/.test(name) && fs.existsSync(vue) ? vue : undefined;
}

/**
 * `vitepress/theme` in a bundle, where the importer's project has VitePress: a module of the
 * components the importer names (their `.vue` files), the stylesheet of their variables, and nothing
 * for any other name (the default theme itself is bookdocs').
 */
export function vitepressThemePlugin(): esbuild.Plugin {
  return {
    name: 'bookdocs-vitepress-theme',
    setup(build) {
      // The islands' stylesheet, with bookdocs' values of the variables it cannot refer to (see its header).
      build.onLoad({ filter: /vitepress-theme-variables\.css$/ }, (args) =>
        args.path !== VITEPRESS_THEME_VARIABLES
          ? undefined
          : {
              contents: `${fs.readFileSync(args.path, 'utf8')}\n${vitePressDefaultsCss(
                fs.readFileSync(path.join(TOOLKIT_ROOT, 'src', 'client', 'theme', 'styles', 'variables.css'), 'utf8'),
              )}`,
              loader: 'css',
            },
      );
      build.onResolve({ filter: THEME_IMPORT }, (args) => {
        if (!args.importer || !vitepressThemeDir(args.importer)) return undefined;
        return { path: args.importer, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const names = [...new Set(vitepressThemeImports(fs.readFileSync(args.path, 'utf8')).map(([n]) => n))];
        const lines = names.map((name) => {
          const vue = vitepressThemeComponent(args.path, name);
          return vue
            ? `export { default as ${name} } from ${JSON.stringify(vue)};`
            : `export const ${name} = undefined;`;
        });
        return {
          contents: [`import ${JSON.stringify(VITEPRESS_THEME_VARIABLES)};`, ...lines, 'export default {};'].join('\n'),
          loader: 'js',
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };
}
