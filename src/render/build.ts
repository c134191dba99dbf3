// `bookdocs build`: load → pages → site → render → write, into a staged folder swapped in on success.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileToRoute, localeOfRoute, NOT_FOUND_ROUTE, notFoundView, routeToHtmlFile } from '../shared/routes.js';
import { bundleClient, bundleServer, listComponents, type ServerBundle } from './output/bundle.js';
import { displayPath, loadConfig, type ConfigOverrides, type ResolvedConfig } from './site/config.js';
import { BookdocsError, toBookdocsError } from './errors.js';
import { readGitInfo } from './site/git.js';
import { copyDir, dirSize, stageOutput, writeFile } from './output/files.js';
import type { PageData } from './page/page.js';
import { loadPagesCached } from './page/page-loader.js';
import type { PageInput } from './page/page-pool.js';
import { quickTitle, standInPage } from './page/quick-title.js';
import { RenderStream } from './output/render-stream.js';
import { scanSite } from './site/scan.js';
import { searchIndexUrlsFromSources } from './search/search-index.js';
import { startSearchIndex, type SearchIndexTask } from './search/search-pool.js';
import { buildSiteModel, localesOf } from './model/site.js';
import { renderDocument } from './output/ssr.js';

export interface BuildOptions extends ConfigOverrides {
  root: string;
  /** Reuse pages parsed by earlier builds (content-hash cache); default true. */
  cache?: boolean;
  onProgress?: (event: ProgressEvent) => void;
}

export type ProgressEvent =
  /** Pages parsed and rendered so far (they overlap). */
  | { phase: 'pages'; parsed: number; rendered: number; total: number }
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
  let serverPromise: Promise<ServerBundle> | undefined;
  let search: SearchIndexTask | undefined;
  let stream: RenderStream | undefined;
  try {
    // esbuild works in its own process: bundle while the pages are read and parsed.
    const clientPromise = bundleClient(staged.dir, rc.config.base, componentFiles);
    serverPromise = bundleServer(componentFiles);
    clientPromise.catch(() => undefined);
    serverPromise.catch(() => undefined);

    const total = scan.pages.length;
    const inputs = readSources(rc.srcDir, scan.pages);
    phase('config + scan + read');

    const buildId = crypto.randomBytes(6).toString('hex');
    const git = rc.config.lastUpdated ? readGitInfo(rc.srcDir) : undefined;
    const editLink = editLinkFor(rc);
    const components = [...componentFiles.keys()];
    const localePaths = localesOf(rc.config, new Map()).map((l) => l.path);
    const routes = inputs.map((i) => fileToRoute(i.file));
    // The index's URLs come from the sources, so every page can link the index before it is built.
    const searchIndexes =
      rc.config.search === false
        ? undefined
        : searchIndexUrlsFromSources(
            inputs.flatMap((i, k) => (i.source === undefined ? [] : [{ route: routes[k]!, source: i.source }])),
            rc.config.base,
            JSON.stringify([...components].sort()),
            (route) => localeOfRoute(route, localePaths),
          );
    if (searchIndexes) {
      // Pages go into the index as they are parsed; the sources size its shards.
      const sourceChars: Record<string, number> = {};
      for (const [k, i] of inputs.entries()) {
        const locale = localeOfRoute(routes[k]!, localePaths);
        sourceChars[locale] = (sourceChars[locale] ?? 0) + (i.source?.length ?? 0);
      }
      search = startSearchIndex(rc.config.base, localePaths, staged.dir, searchIndexes, { routes, sourceChars });
    }
    // Pages render as they are parsed, against quick titles; finish() puts any wrong one right.
    const quick = new Map(inputs.map((i) => [i.file, standInPage(i.file, i.source === undefined ? undefined : quickTitle(i.source.slice(0, 4096)))]));
    const modelOptions = { buildId, searchIndexes, git, editLink };
    const provisional = buildSiteModel(rc.config, [...quick.values()], modelOptions);

    let parsed = 0;
    let rendered = 0;
    const report = () => opts.onProgress?.({ phase: 'pages', parsed, rendered, total });
    const times = new Map<string, number>();
    const renderStream = new RenderStream(staged.dir, provisional, (page, ms) => {
      times.set(page.file, (times.get(page.file) ?? 0) + ms);
      rendered++;
      report();
    });
    stream = renderStream;
    const bundles = Promise.all([clientPromise, serverPromise]).then(
      ([assets, server]) => {
        renderStream.ready({ renderer: server.renderer, assets });
        return { assets, server };
      },
      () => {
        renderStream.stop();
        return undefined;
      },
    );
    let warnings = 0;
    const loaded = await loadPagesCached(inputs, {
      base: rc.config.base,
      components,
      highlight: true,
      cache: opts.cache,
      // This thread renders while the workers parse.
      reserve: 1,
      onDone: (done) => {
        parsed = done;
        report();
      },
      onPage: (page) => {
        for (const w of page.warnings) {
          warnings++;
          opts.onProgress?.({ phase: 'warning', message: `${displayPath(path.join(rc.srcDir, page.file))}:${w.line}:${w.column}: ${w.message}` });
        }
        search?.add(page);
        // Memory at 10,000 pages: the index has the text now, and the render drops the HTML once written.
        page.text = '';
        renderStream.push(page);
      },
    });
    const { pages, errors, cached } = loaded;
    for (const [file, ms] of loaded.times) times.set(file, (times.get(file) ?? 0) + ms);
    const built = await bundles;
    if (!built) for (const p of [clientPromise, serverPromise]) await p.catch((e: unknown) => void errors.push(...asErrors(e)));
    if (errors.length || !built) throw new BuildFailed(errors);
    const { assets, server } = built;
    phase('pages (parse, highlight, render, write)');

    const wrongTitle = pages.some((p) => p.title !== quick.get(p.file)!.title);
    const failures = await renderStream.finish(wrongTitle ? buildSiteModel(rc.config, pages, modelOptions) : undefined);
    for (const f of failures) {
      const file = provisional.pages.get(f.route)?.file ?? f.route;
      errors.push(toBookdocsError(new Error(f.message), displayPath(path.join(rc.srcDir, file))));
    }
    if (errors.length) throw new BuildFailed(errors);
    phase(renderStream.rerendered ? `render rest + ${renderStream.rerendered} pages again (titles)` : 'render rest');
    await search?.finish();
    phase('search index (rest)');
    writeFile(staged.dir, routeToHtmlFile(NOT_FOUND_ROUTE), renderDocument(server.renderer, provisional.site, notFoundView('/'), assets));

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
    // Nothing may still be writing into the staged folder when it is deleted.
    await stream?.abort();
    await search?.cancel();
    staged.discard();
    if (err instanceof BuildFailed) throw err;
    throw new BuildFailed(asErrors(err));
  } finally {
    // The SSR bundle lives in a temporary folder until every renderer is done with it.
    void serverPromise?.then((s) => s.dispose(), () => undefined);
  }
}

/** Every page's Markdown, read once here: for quick titles, the search index's name and the parse. */
function readSources(srcDir: string, files: readonly string[]): PageInput[] {
  return files.map((file) => {
    const abs = path.join(srcDir, file);
    let source: string | undefined;
    try {
      source = fs.readFileSync(abs, 'utf8');
    } catch {
      // The parse reports the read error with its file.
    }
    return { abs, file, label: displayPath(abs), source };
  });
}


export function editLinkFor(rc: ResolvedConfig): ((page: PageData) => string | undefined) | undefined {
  const { repo, editLink, docsBranch } = rc.config;
  if (!repo || !editLink) return undefined;
  const dir = path.relative(rc.root, rc.srcDir).split(path.sep).join('/');
  const base = repo.replace(/\/+$/, '');
  return (page) => `${base}/edit/${docsBranch}/${dir ? `${dir}/` : ''}${page.file}`;
}
