// VitePress data loaders (`*.data.js`, `*.data.ts`…): a module whose default export is
// `{ watch, load }` (or `defineLoader({…})`, or `createContentLoader(pattern, options)`), imported by a
// page or a component as `import { data } from './posts.data.js'`. VitePress runs `load()` at build
// time and the importer gets what it returns; so does bookdocs: each bundle that imports one gets a
// module exporting `data` (its result as JSON). `watch` (globs from the loader's folder) names the
// files `load` gets, and those a change to which runs it again in `dev`.
import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import picomatch from 'picomatch';
import { fileToRoute } from '../../shared/routes.js';
import { isObj } from '../site/plain-object.js';
import { loadCodeConfig } from '../site/config-code.js';
import { parseFrontmatter } from '../page/frontmatter.js';

export const DATA_LOADER = /\.data\.(?:[cm]?js|[cm]?ts)$/;
const CONTENT_LOADER = 'bookdocs.contentLoader';

/** What `import … from 'vitepress'` is while a loader runs: `defineLoader`, and `createContentLoader` as a description. */
const loaderApi: esbuild.Plugin = {
  name: 'bookdocs-vitepress-loader-api',
  setup(build) {
    build.onResolve({ filter: /^vitepress$/ }, () => ({ path: 'vitepress', namespace: 'bookdocs-loader-api' }));
    build.onLoad({ filter: /.*/, namespace: 'bookdocs-loader-api' }, () => ({
      contents: `export const defineLoader = (loader) => loader;
export function createContentLoader(pattern, options = {}) {
  return { watch: pattern, [Symbol.for(${JSON.stringify(CONTENT_LOADER)})]: { pattern, options } };
}`,
      loader: 'js',
    }));
  },
};

const SKIP = new Set(['node_modules', '.git', 'dist']);

/** The files under `dir` (absolute, sorted) that one of `patterns` (relative to `dir`) matches. */
function globFiles(dir: string, patterns: readonly string[]): string[] {
  const match = picomatch(patterns.map((p) => p.replace(/^\.\//, '')));
  const out: string[] = [];
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      if (SKIP.has(entry.name)) continue;
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (match(path.relative(dir, full).split(path.sep).join('/'))) out.push(full);
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return out.sort();
}

const patternsOf = (watch: unknown): string[] =>
  (Array.isArray(watch) ? watch : [watch]).filter((p): p is string => typeof p === 'string');

/** The docs folder of a loader: the nearest folder up holding `.vitepress` (VitePress's srcDir, by default). */
function srcDirOf(file: string): string {
  for (let dir = path.dirname(file); ;) {
    if (fs.existsSync(path.join(dir, '.vitepress'))) return dir;
    const up = path.dirname(dir);
    if (up === dir) return path.dirname(file);
    dir = up;
  }
}

interface ContentOptions {
  includeSrc?: boolean;
  transform?: (pages: unknown[]) => unknown;
}

/** `createContentLoader(pattern, options)`'s `load`: each matching page's URL and frontmatter (and source). */
async function loadContent(file: string, pattern: unknown, options: ContentOptions): Promise<unknown> {
  const srcDir = srcDirOf(file);
  const pages = globFiles(srcDir, patternsOf(pattern)).map((abs) => {
    const rel = path.relative(srcDir, abs).split(path.sep).join('/');
    const source = fs.readFileSync(abs, 'utf8');
    const { data } = parseFrontmatter(source, rel);
    return { url: fileToRoute(rel), frontmatter: data, ...(options.includeSrc && { src: source }) };
  });
  return typeof options.transform === 'function' ? await options.transform(pages) : pages;
}

/** What a loader's `watch` names: globs from `dir`. */
export interface LoaderWatch {
  dir: string;
  patterns: string[];
}

/**
 * Where a bundle records, for each data loader it ran (absolute file), the files it read: its own
 * modules (`inputs`), the files its `watch` matched, and the globs (a file added there runs it again).
 * The dev server's (src/server/dev/vue-code.ts) tells from it which islands an edit changes.
 */
export type LoaderRuns = Map<string, { inputs: string[]; watched: string[]; watch: LoaderWatch }>;

/** The data the loader at `file` gives (what its `load()` returns), and the files its `watch` names. */
export async function runDataLoader(
  file: string,
): Promise<{ data: unknown; watched: string[]; inputs: string[]; watch: LoaderWatch }> {
  const code = await loadCodeConfig(file, [loaderApi]);
  if (code.diagnostics.length) throw new Error(code.diagnostics[0]!.message.split('\n')[0]);
  const loader = code.raw;
  if (!isObj(loader)) throw new Error('its default export is not a loader ({ load() })');
  const content = (loader as Record<symbol, unknown>)[Symbol.for(CONTENT_LOADER)];
  if (isObj(content)) {
    const srcDir = srcDirOf(file);
    const data = await loadContent(file, content.pattern, content.options as ContentOptions);
    const watch = { dir: srcDir, patterns: patternsOf(content.pattern) };
    return { data, watched: globFiles(srcDir, watch.patterns), inputs: code.files, watch };
  }
  if (typeof loader.load !== 'function') throw new Error('its default export has no load()');
  const watch = { dir: path.dirname(file), patterns: patternsOf(loader.watch) };
  const watched = globFiles(watch.dir, watch.patterns);
  const data: unknown = await (loader.load as (files: string[]) => unknown)(watched);
  return { data, watched, inputs: code.files, watch };
}

/** Loads each data loader a bundle imports as the module of its data (`export const data = …`); `runs`: where to record what each read. */
export function dataLoaderPlugin(runs?: LoaderRuns): esbuild.Plugin {
  return {
    name: 'bookdocs-vitepress-data-loader',
    setup(build) {
      build.onLoad({ filter: DATA_LOADER, namespace: 'file' }, async (args) => {
        try {
          const { data, watched, inputs, watch } = await runDataLoader(args.path);
          runs?.set(path.resolve(args.path), { inputs, watched, watch });
          return {
            contents: `export const data = JSON.parse(${JSON.stringify(JSON.stringify(data ?? null))});\nexport default { data };`,
            loader: 'js',
            watchFiles: [...inputs, ...watched],
          };
        } catch (err) {
          return {
            errors: [
              {
                text: `data loader failed: ${err instanceof Error ? err.message : String(err)}`,
                location: { file: args.path },
              },
            ],
          };
        }
      });
    },
  };
}
