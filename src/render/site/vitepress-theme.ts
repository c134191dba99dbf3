// A VitePress project's theme look, in zero-config mode: the stylesheets its theme entry
// (.vitepress/theme/index.*, which usually extends DefaultTheme and imports './custom.css') imports,
// loaded after bookdocs' own, and its `--vp-*` variables carried onto bookdocs' (brand colour, text,
// backgrounds, fonts). Only the entry's own relative CSS imports inside the site are used; its code
// (Vue components, layouts) is not run.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { Diagnostic } from '../diagnostics.js';
import { displayPath } from './paths.js';

const ENTRIES = ['index.ts', 'index.mts', 'index.js', 'index.mjs'];

/** A VitePress theme's stylesheets (absolute, in import order) and the folder they must stay inside. */
export interface VitePressStyles {
  root: string;
  files: string[];
}

/**
 * The stylesheets the theme entry of `vitepressDir` imports, in order: relative `.css` imports that
 * resolve to files inside `siteDir`. Others (a package's CSS, a file outside the site) with a warning.
 */
export async function vitePressThemeStyles(
  vitepressDir: string,
  siteDir: string,
): Promise<{ styles?: VitePressStyles; diagnostics: Diagnostic[] }> {
  const entry = ENTRIES.map((n) => path.join(vitepressDir, 'theme', n)).find((f) => fs.existsSync(f));
  if (!entry) return { diagnostics: [] };
  const diagnostics: Diagnostic[] = [];
  const warn = (message: string, hint: string) =>
    diagnostics.push({ severity: 'warning', rule: 'vitepress-config', message, file: displayPath(entry), hint });
  let imports: string[];
  try {
    imports = await cssImports(entry);
  } catch (err) {
    warn(
      `VitePress theme: could not be read (${(err as Error).message.split('\n')[0]}); its stylesheets are not used`,
      'fix the syntax error in the theme entry',
    );
    return { diagnostics };
  }
  const files: string[] = [];
  for (const spec of imports) {
    const file = path.resolve(path.dirname(entry), spec);
    const rel = path.relative(siteDir, file);
    if (!/^\.\.?\//.test(spec) || rel.startsWith('..') || path.isAbsolute(rel)) {
      warn(
        `VitePress theme: ${spec} is not used (bookdocs loads the theme's own stylesheets, imported by a relative path inside the site)`,
        "copy the styles you need into a stylesheet of the site's and import that",
      );
      continue;
    }
    if (!fs.existsSync(file)) {
      warn(`VitePress theme: ${spec} does not exist`, 'remove the import, or add the file');
      continue;
    }
    if (!files.includes(file)) files.push(file);
  }
  if (!files.length) return { diagnostics };
  // Bundled into the site's stylesheet, they must not be able to stop a build: tried on their own
  // first, and left out, with the cause, if they reach outside the site or cannot be bundled.
  const problem = await bundleProblem(files, siteDir);
  if (problem) {
    warn(
      `VitePress theme: its stylesheets are not used (${problem})`,
      'keep the stylesheets the theme imports, and the files they use, inside the site',
    );
    return { diagnostics };
  }
  return { styles: { root: siteDir, files }, diagnostics };
}

/** The fonts and images a theme's stylesheets may use inside the site: inlined into the site's stylesheet (data URLs). */
export const THEME_ASSET = /\.(?:png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|eot)$/i;

/**
 * What keeps a VitePress theme's stylesheets (`files`) inside `siteDir` when they are bundled: an
 * `@import` or `url()` that leaves the site (a package's stylesheet, `../node_modules/…`) is an error;
 * fonts and images inside it are inlined; `url(/…)`, `data:` and web addresses are left as written.
 */
export function themeCssGuard(siteDir: string): esbuild.Plugin {
  return {
    name: 'bookdocs-vitepress-theme-css',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind !== 'import-rule' && args.kind !== 'url-token') return undefined;
        if (/^(?:[a-z][a-z\d+.-]*:|\/\/|\/|#)/i.test(args.path)) return undefined;
        const file = /^\.\.?\//.test(args.path) ? path.resolve(args.resolveDir, args.path.split(/[?#]/)[0]!) : '';
        const rel = file && path.relative(siteDir, file);
        if (!rel || rel.startsWith('..') || path.isAbsolute(rel))
          return { errors: [{ text: `${args.path} is outside the site` }] };
        return undefined;
      });
      build.onLoad({ filter: THEME_ASSET }, (args) =>
        path.relative(siteDir, args.path).startsWith('..')
          ? undefined
          : { contents: fs.readFileSync(args.path), loader: 'dataurl' },
      );
    },
  };
}

/** Why the stylesheets `files` cannot be bundled inside `siteDir` (the first problem, at its place), or undefined. */
async function bundleProblem(files: string[], siteDir: string): Promise<string | undefined> {
  try {
    await esbuild.build({
      entryPoints: files,
      bundle: true,
      write: false,
      outdir: path.join(siteDir, '.bookdocs-theme-check'),
      logLevel: 'silent',
      plugins: [
        {
          name: 'bookdocs-public-urls',
          setup(build) {
            // `url(/…)`: the public folder's files, served with the site.
            build.onResolve({ filter: /^\// }, (args) =>
              args.kind === 'url-token' ? { path: args.path, external: true } : undefined,
            );
          },
        },
        themeCssGuard(siteDir),
      ],
    });
    return undefined;
  } catch (err) {
    const first = (err as esbuild.BuildFailure).errors?.[0];
    if (!first) return (err as Error).message.split('\n')[0];
    const at = first.location ? `${displayPath(path.resolve(first.location.file))}:${first.location.line}: ` : '';
    return `${at}${first.text}`;
  }
}

/** The `.css` files the module `entry` imports itself, in source order (read by esbuild, nothing run). */
async function cssImports(entry: string): Promise<string[]> {
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
    platform: 'neutral',
    plugins: [
      {
        name: 'bookdocs-vitepress-theme-imports',
        setup(build) {
          // Nothing is followed: the entry's imports are only listed.
          build.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'entry-point' ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const input = Object.values(result.metafile.inputs)[0];
  return (input?.imports ?? [])
    .filter((i) => i.kind === 'import-statement' && /\.css$/i.test(i.path))
    .map((i) => i.original ?? i.path);
}

/** bookdocs' theme variables and the VitePress variables that set them, most specific first. */
const CARRIED: [string, string[]][] = [
  ['--bd-c-brand', ['--vp-c-brand-1', '--vp-c-brand']],
  ['--bd-c-brand-2', ['--vp-c-brand-2', '--vp-c-brand-dark']],
  ['--bd-c-brand-accent', ['--vp-c-brand-3', '--vp-c-brand-1', '--vp-c-brand']],
  ['--bd-c-brand-soft', ['--vp-c-brand-soft', '--vp-c-brand-dimm']],
  ['--bd-c-bg', ['--vp-c-bg']],
  ['--bd-c-bg-soft', ['--vp-c-bg-soft', '--vp-c-bg-alt']],
  ['--bd-c-bg-mute', ['--vp-c-bg-mute']],
  ['--bd-c-border', ['--vp-c-divider']],
  ['--bd-c-border-2', ['--vp-c-border']],
  ['--bd-c-text', ['--vp-c-text-1']],
  ['--bd-c-text-2', ['--vp-c-text-2']],
  ['--bd-c-text-3', ['--vp-c-text-3']],
  ['--bd-code-bg', ['--vp-code-block-bg']],
  ['--bd-font-family', ['--vp-font-family-base']],
  ['--bd-font-mono', ['--vp-font-family-mono']],
];

/**
 * The stylesheet that sets bookdocs' variables from a VitePress theme's (`--bd-c-brand:
 * var(--vp-c-brand-1, <bookdocs' own>)`), for light and dark mode. `themeVariables`: the text of
 * bookdocs' variables.css, whose values are the fallbacks.
 */
export function vitePressVariablesCss(themeVariables: string): string {
  const blocks: [string, string][] = [
    [':root', blockOf(themeVariables, ':root')],
    ['html.dark', blockOf(themeVariables, 'html.dark')],
  ];
  return blocks
    .map(([selector, block]) => {
      const own = new Map([...block.matchAll(/(--bd-[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
      const lines = CARRIED.flatMap(([ours, theirs]) => {
        const value = own.get(ours);
        if (value === undefined) return [];
        const chain = theirs.reduceRight((fallback, v) => `var(${v}, ${fallback})`, value);
        return [`  ${ours}: ${chain};`];
      });
      return `${selector} {\n${lines.join('\n')}\n}\n`;
    })
    .join('\n');
}

/**
 * The VitePress variables bookdocs reads (CARRIED), each set to bookdocs' own value for light and
 * dark mode, at zero specificity (`:where(:root)`): what a project's Vue components read where the
 * project's theme does not set them, without a cycle through the stylesheet above. `themeVariables`:
 * the text of bookdocs' variables.css.
 */
export function vitePressDefaultsCss(themeVariables: string): string {
  return (
    [
      [':where(:root)', blockOf(themeVariables, ':root')],
      [':where(html.dark)', blockOf(themeVariables, 'html.dark')],
    ] as const
  )
    .map(([selector, block]) => {
      const own = new Map([...block.matchAll(/(--bd-[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
      const set = new Map<string, string>();
      for (const [ours, theirs] of CARRIED) {
        const value = own.get(ours);
        if (value !== undefined) for (const v of theirs) if (!set.has(v)) set.set(v, value);
      }
      return `${selector} {\n${[...set].map(([v, value]) => `  ${v}: ${value};`).join('\n')}\n}\n`;
    })
    .join('\n');
}

/** The declarations of the first rule of `selector` in `css`. */
function blockOf(css: string, selector: string): string {
  const at = css.indexOf(`${selector} {`);
  if (at < 0) return '';
  const start = css.indexOf('{', at) + 1;
  return css.slice(start, css.indexOf('\n}', start));
}
