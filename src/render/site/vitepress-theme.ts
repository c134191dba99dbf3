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
  return { styles: files.length ? { root: siteDir, files } : undefined, diagnostics };
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

/** The declarations of the first rule of `selector` in `css`. */
function blockOf(css: string, selector: string): string {
  const at = css.indexOf(`${selector} {`);
  if (at < 0) return '';
  const start = css.indexOf('{', at) + 1;
  return css.slice(start, css.indexOf('\n}', start));
}
