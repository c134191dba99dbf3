// `bookdocs build`: load → pages → site → render → write, into a staged folder swapped in on success.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { NOT_FOUND_ROUTE, notFoundView, routeToHtmlFile } from '../shared/routes.js';
import { bundleClient, bundleServer, listComponents, type ServerBundle } from './bundle.js';
import { displayPath, loadConfig, type ConfigOverrides, type ResolvedConfig } from './config.js';
import { BookdocsError, toBookdocsError } from './errors.js';
import { readGitInfo } from './git.js';
import { copyDir, dirSize, stageOutput, writeFile } from './output.js';
import { renderPages } from './render-pool.js';
import type { PageData } from './page.js';
import { loadPagesCached } from './page-loader.js';
import { scanSite } from './scan.js';
import { startSearchIndex, type SearchIndexTask } from './search-pool.js';
import { buildSiteModel, localesOf } from './site.js';
import { renderDocument } from './ssr.js';

export interface BuildOptions extends ConfigOverrides {
  root: string;
  /** Reuse pages parsed by earlier builds (content-hash cache); default true. */
  cache?: boolean;
  onProgress?: (event: ProgressEvent) => void;
}

export type ProgressEvent =
  | { phase: 'pages'; done: number; total: number }
  | { phase: 'render'; done: number; total: number }
  | { phase: 'warning'; message: string };

export interface BuildResult {
  outDir: string;
  pages: number;
  ms: number;
  bytes: number;
  /** Slowest pages to process (Markdown + highlight + render), slowest first. */
  slowest: { file: string; ms: number }[];
  warnings: number;
  /** Pages taken from the content-hash cache instead of being parsed. */
  cachedPages: number;
  /** Wall time of each step, in order. */
  phases: { name: string; ms: number }[];
}

/** Thrown when the build failed: every problem found, each with its location. */
export class BuildFailed extends Error {
  constructor(readonly errors: BookdocsError[]) {
    super(`build failed with ${errors.length} error${errors.length === 1 ? '' : 's'}`);
  }
}

function asErrors(err: unknown): BookdocsError[] {
  if (Array.isArray(err) && err.every((e) => e instanceof BookdocsError)) return err;
  if (err instanceof BookdocsError) return [err];
  throw err;
}

export async function build(opts: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const phases: BuildResult['phases'] = [];
  let mark = started;
  const phase = (name: string) => {
    const now = performance.now();
    phases.push({ name, ms: now - mark });
    mark = now;
  };
  let rc: ResolvedConfig;
  try {
    rc = loadConfig(opts.root, opts);
  } catch (err) {
    throw new BuildFailed(asErrors(err));
  }
  const scan = scanSite(rc);
  if (scan.errors.length) throw new BuildFailed(scan.errors);
  if (!scan.pages.length) {
    throw new BuildFailed([new BookdocsError(`no Markdown pages found in ${displayPath(rc.srcDir)}`, undefined, 'add a README.md or index.md there, or point bookdocs at the right folder')]);
  }
  const componentFiles = listComponents(rc.componentsDir);
  const staged = stageOutput(rc.outDir);
  phase('config + scan');
  let serverPromise: Promise<ServerBundle> | undefined;
  let search: SearchIndexTask | undefined;
  try {
    // esbuild works in its own process: bundle while the pages are processed here.
    const clientPromise = bundleClient(staged.dir, rc.config.base, componentFiles);
    serverPromise = bundleServer(componentFiles);
    clientPromise.catch(() => undefined);
    serverPromise.catch(() => undefined);

    const total = scan.pages.length;
    const inputs = scan.pages.map((file) => {
      const abs = path.join(rc.srcDir, file);
      return { abs, file, label: displayPath(abs) };
    });
    const { pages, errors, times, cached } = await loadPagesCached(inputs, {
      base: rc.config.base,
      components: [...componentFiles.keys()],
      highlight: true,
      cache: opts.cache,
      onDone: (done) => opts.onProgress?.({ phase: 'pages', done, total }),
    });
    phase('pages (Markdown, highlighting)');
    const bundleErrors: BookdocsError[] = [];
    const [assets, server] = await Promise.all([
      clientPromise.catch((e: unknown) => void bundleErrors.push(...asErrors(e))),
      serverPromise.catch((e: unknown) => void bundleErrors.push(...asErrors(e))),
    ]);
    errors.push(...bundleErrors);
    if (errors.length || !assets || !server) throw new BuildFailed(errors);
    phase('waiting for bundles');

    let warnings = 0;
    for (const page of pages) {
      for (const w of page.warnings) {
        warnings++;
        opts.onProgress?.({ phase: 'warning', message: `${displayPath(path.join(rc.srcDir, page.file))}:${w.line}:${w.column}: ${w.message}` });
      }
    }

    const buildId = crypto.randomBytes(6).toString('hex');
    const git = rc.config.lastUpdated ? readGitInfo(rc.srcDir) : undefined;
    // The search index is built while the pages render (its URLs are known up front).
    search = rc.config.search === false ? undefined : startSearchIndex(pages, rc.config.base, localesOf(rc.config, new Map()).map((l) => l.path), staged.dir);
    search?.done.catch(() => undefined);
    // Memory at 10,000 pages: the worker has the search text now, and each page's HTML is dropped once
    // the page is written (the site model keeps titles and links only).
    if (search?.copied) for (const page of pages) page.text = '';
    const searchIndexes = search?.indexes;
    const editLink = editLinkFor(rc);
    const model = buildSiteModel(rc.config, pages, { buildId, searchIndexes, git, editLink });

    const failures = await renderPages(
      pages.map((page) => () => {
        const view = model.view(page);
        page.html = '';
        return view;
      }),
      model.site,
      assets,
      server,
      staged.dir,
      (done, route, ms) => {
        const file = model.pages.get(route)?.file;
        if (file) times.set(file, (times.get(file) ?? 0) + ms);
        opts.onProgress?.({ phase: 'render', done, total });
      },
    );
    for (const f of failures) {
      const file = model.pages.get(f.route)?.file ?? f.route;
      errors.push(toBookdocsError(new Error(f.message), displayPath(path.join(rc.srcDir, file))));
    }
    if (errors.length) throw new BuildFailed(errors);
    phase('render + write');
    await search?.done;
    phase('search index (rest)');
    writeFile(staged.dir, routeToHtmlFile(NOT_FOUND_ROUTE), renderDocument(server.renderer, model.site, notFoundView('/'), assets));

    for (const asset of scan.assets) {
      const to = path.join(staged.dir, asset);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(path.join(rc.srcDir, asset), to);
    }
    if (rc.publicDir) copyDir(rc.publicDir, staged.dir);

    const bytes = dirSize(staged.dir);
    staged.commit();
    phase('assets + swap');
    const slowest = [...times].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([file, ms]) => ({ file: displayPath(path.join(rc.srcDir, file)), ms }));
    return { outDir: rc.outDir, pages: pages.length, ms: performance.now() - started, bytes, slowest, warnings, phases, cachedPages: cached };
  } catch (err) {
    await search?.cancel();
    staged.discard();
    if (err instanceof BuildFailed) throw err;
    throw new BuildFailed(asErrors(err));
  } finally {
    // The SSR bundle lives in a temporary folder until every renderer is done with it.
    void serverPromise?.then((s) => s.dispose(), () => undefined);
  }
}

export function editLinkFor(rc: ResolvedConfig): ((page: PageData) => string | undefined) | undefined {
  const { repo, editLink, docsBranch } = rc.config;
  if (!repo || !editLink) return undefined;
  const dir = path.relative(rc.root, rc.srcDir).split(path.sep).join('/');
  const base = repo.replace(/\/+$/, '');
  return (page) => `${base}/edit/${docsBranch}/${dir ? `${dir}/` : ''}${page.file}`;
}
