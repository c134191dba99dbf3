// The build's pipeline after the load step (see build.ts): bundles and the search index beside the
// pages, the pages parsed and rendered as they come (or taken from shards), checks, the finish
// (wrong quick titles, search, 404, copied files, SEO files), plugins' buildEnd, then the swap.
import { fileToRoute, localeOfRoute, NOT_FOUND_ROUTE, notFoundView, routeToHtmlFile } from '../shared/routes.js';
import {
  BuildFailed,
  stopsBuild,
  type BuildOptions,
  type BuildResult,
  type ProgressEvent,
  type StepTimer,
} from './build.js';
import { checkLoadedSite } from './check/check-site.js';
import { toDiagnostics, type DiagnosticCollector } from './diagnostics.js';
import type { SiteInputs } from './load.js';
import { editLinkFor } from './model/edit-link.js';
import { buildSiteModel, localesOf, type SiteModel } from './model/site.js';
import type { ClientAssets } from './output/bundle.js';
import type { ServerBundleHandle } from './output/bundle-reuse.js';
import { sha, writeBuildRecord, type OutputFiles } from './output/build-record.js';
import { copyFiles, wholeBuildKey } from './output/unchanged-build.js';
import { publishedAssets } from './model/published-assets.js';
import { renderFailure, type RenderTarget } from './output/render-page.js';
import { readCachedPage, toolkitFingerprint } from './page/page-cache.js';
import { hydratePage, readPageSnapshot, writePageSnapshot, type PageSnapshot } from './page/page-snapshot.js';
import { dirSize, writeFile } from './output/files.js';
import { RenderStream } from './output/render-stream.js';
import { pageDocument } from './output/page-document.js';
import { writeSeoFiles } from './output/seo-files.js';
import type { StagedOutput } from './output/swap.js';
import type { PageData } from './page/page.js';
import { pageDiagnostics } from './page/page-diagnostics.js';
import { loadPagesCached } from './page/page-loader.js';
import { watchSlowPages } from './page/slow-pages.js';
import { standInPage } from './page/quick-title.js';
import { searchIndexUrls, searchKey, type SearchState } from './search/search-index.js';
import { startSearchIndex, type PreviousSearch, type SearchIndexTask } from './search/search-pool.js';
import { readGitInfo } from './site/git.js';
import { builtSite, runBuildEnd } from './plugins/build-end.js';
import { shardInputs, ShardPages, type MergeInput, type Shard } from './output/shards.js';
import { PageCarry, pageCarryKey } from './output/page-carry.js';
import type { PageInput } from './page/page-pool.js';
import { factsOf } from './page/source-facts.js';

/** What the load step hands the pipeline. */
export interface PipelineInput {
  site: SiteInputs;
  opts: BuildOptions;
  found: DiagnosticCollector;
  steps: StepTimer;
  staged: StagedOutput;
  files: OutputFiles;
  merge: MergeInput | undefined;
  cacheDir: string | undefined;
}

/** Steps 2–5. On failure nothing is left writing into the staged folder (the caller discards it). */
export async function runPipeline({
  site,
  opts,
  found,
  steps,
  staged,
  files,
  merge,
  cacheDir,
}: PipelineInput): Promise<BuildResult> {
  const fail = () => new BuildFailed(found.all());
  let run: BuildRun | undefined;
  try {
    // 2. Bundles (esbuild, its own process) and the search index (a worker) start beside the pages.
    run = startBundlesAndSearch(site, staged.dir, opts, files, cacheDir, merge);
    // 3. Pages: parsed by the workers, highlighted, rendered and written as they come.
    const inputs = opts.shard ? shardInputs(site.inputs, opts.shard) : site.inputs;
    const shardPages = opts.shard ? new ShardPages() : undefined;
    const pages = await renderPages(site, run, opts, found, merge ?? inputs, shardPages);
    steps.done(merge ? 'pages (from the shards: render what differs)' : 'pages (parse, highlight, render, write)');
    if (opts.shard && shardPages)
      return await finishShard(site, run, opts.shard, inputs, shardPages, found, steps, staged);
    // The search worker writes its last shards while this thread runs check's rules over the pages
    // (or, when no page's searched text changed, the previous index is carried over).
    const searchDone = finishSearch(site, run, files);
    searchDone.catch(() => undefined);
    found.add(...checkLoadedSite(site, pages));
    if (found.all().some(stopsBuild)) throw fail();
    steps.done('checks');
    // 4. Finish: pages whose quick titles were wrong, the rest of the search index, 404, assets.
    // The docs folder's files the pages and the config refer to: the only ones published.
    const assets = publishedAssets({ base: site.rc.config.base, config: site.rc.config }, site.assets, pages);
    await finish(site, run, pages, assets, found, steps, searchDone);
    if (found.all().some(stopsBuild)) throw fail();
    // Plugins' last word, on the staged output: a failure leaves the previous output as it was.
    found.add(...(await runBuildEnd(site.plugins, builtSite(site.rc.config, pages), files)));
    if (found.all().some(stopsBuild)) throw fail();
    // 5. Swap the staged folder in.
    const bytes = files.bytes();
    await files.settled();
    staged.commit(files.keptInPlace());
    run.carrier.save();
    // Image files are in that key as copied files already (and one missing is no reason to rebuild).
    const includes = [
      ...new Set(pages.flatMap((p) => p.includes?.filter((i) => i.kind !== 'image').map((i) => i.path) ?? [])),
    ].sort();
    const wholeKey = wholeBuildKey(site, includes, files.parts);
    writeBuildRecord(
      cacheDir,
      site.rc.outDir,
      files,
      wholeKey === undefined ? undefined : { key: wholeKey, includes, assets, diagnostics: found.all() },
    );
    if (cacheDir && !merge) writePageSnapshot(cacheDir, site.rc.outDir, pages, run.cacheKeys, run.snapshot);
    steps.done('assets + swap');
    return {
      outDir: site.rc.outDir,
      pages: pages.length,
      ms: steps.total(),
      bytes,
      slowest: run.slowest(site),
      diagnostics: found.all(),
      phases: steps.phases,
      cachedPages: run.cachedPages,
      carriedFiles: files.carried,
    };
  } catch (err) {
    // Nothing may still be writing into the staged folder when it is deleted.
    await run?.stream.abort();
    await run?.search?.cancel();
    throw err;
  } finally {
    // Without a cache, the SSR bundle lives in a temporary folder until every renderer is done with it.
    void run?.server.then(
      (s) => s.dispose(),
      () => undefined,
    );
  }
}

/** What runs beside the pages: the bundles, the search index, and the render stream waiting for both. */
interface BuildRun {
  outDir: string;
  client: Promise<ClientAssets>;
  server: Promise<ServerBundleHandle>;
  search: SearchIndexTask | undefined;
  /** Route → hash of what the index takes from the page (see finishSearch). */
  searchKeys: Map<string, string>;
  /** Page file → its page-cache key (for the snapshot of this build's pages). */
  cacheKeys: Map<string, string>;
  /** The previous build's snapshot, when its pages were offered to this build. */
  snapshot?: PageSnapshot;
  cacheDir: string | undefined;
  /** The staged output's files, written and carried over. */
  files: OutputFiles;
  stream: RenderStream;
  /** Pages carried over without rendering; recorded for the next build. */
  carrier: PageCarry;
  /** Site model from quick titles, until every page is parsed. */
  provisional: SiteModel;
  modelOptions: Parameters<typeof buildSiteModel>[2];
  /** Page file → quick title the page rendered against. */
  quickTitles: Map<string, string>;
  times: Map<string, number>;
  progress: ProgressEvent;
  cachedPages: number;
  slowest(site: SiteInputs): BuildResult['slowest'];
}

function startBundlesAndSearch(
  site: SiteInputs,
  outDir: string,
  opts: BuildOptions,
  files: OutputFiles,
  cacheDir: string | undefined,
  merge: MergeInput | undefined,
): BuildRun {
  const { rc, inputs } = site;
  // esbuild works in its own process: bundle while the pages are read and parsed (unless the previous
  // build's bundles are still what the theme and components make).
  // (Loaded here, not with this module: an unchanged build needs no esbuild.)
  const bundles = import('./output/bundle-reuse.js');
  const client = bundles.then((b) => b.clientBundle(files, rc.config.base, site.components, site.theme));
  const server = bundles.then((b) => b.serverBundle(files, site.components, cacheDir, site.theme));
  client.catch(() => undefined);
  server.catch(() => undefined);

  const git = rc.config.lastUpdated ? readGitInfo(rc.srcDir) : undefined;
  const localePaths = localesOf(rc.config, new Map()).map((l) => l.path);
  const routes = inputs.map((i) => fileToRoute(i.file));
  // The not-found page (404.md) is not searched.
  const searched = inputs.flatMap((i, k) => (routes[k] === NOT_FOUND_ROUTE ? [] : [{ input: i, route: routes[k]! }]));
  // The index's URLs are fixed per locale, so every page links the index before it is built.
  const searchIndexes =
    rc.config.search === false
      ? undefined
      : searchIndexUrls(
          searched.map((s) => s.route),
          rc.config.base,
          (route) => localeOfRoute(route, localePaths),
        );
  let search: SearchIndexTask | undefined;
  // A shard's pages go into the index when the shards are merged.
  if (searchIndexes && !opts.shard) {
    // Pages go into the index as they are parsed; the sources size its shards.
    const sourceChars: Record<string, number> = {};
    for (const { input, route } of searched) {
      const locale = localeOfRoute(route, localePaths);
      sourceChars[locale] = (sourceChars[locale] ?? 0) + (factsOf(input)?.length ?? 0);
    }
    search = startSearchIndex(
      rc.config.base,
      localePaths,
      outDir,
      searchIndexes,
      { routes: searched.map((s) => s.route), sourceChars },
      (key) => (cacheDir ? readCachedPage(cacheDir, key) : undefined),
      previousSearch(files, searchCompat(rc.config.base, localePaths)),
    );
  }
  // Pages render as they are parsed, against quick titles; finish() puts any wrong one right.
  const quick = inputs.map((i) => standInPage(i.file, factsOf(i)?.quickTitle ?? undefined));
  const modelOptions = { searchIndexes, git, editLink: editLinkFor(rc) };
  const provisional = buildSiteModel(rc.config, quick, modelOptions);
  const times = new Map<string, number>();
  const progress: ProgressEvent = {
    phase: 'pages',
    parsed: 0,
    rendered: 0,
    total: opts.shard ? shardInputs(inputs, opts.shard).length : inputs.length,
  };
  const onRendered = (page: PageData, ms: number) => {
    times.set(page.file, (times.get(page.file) ?? 0) + ms);
    progress.rendered++;
    opts.onProgress?.({ ...progress });
  };
  // Everything the provisional model is made of: a page parsed as before renders as before against it.
  const modelKey = sha(
    toolkitFingerprint(),
    JSON.stringify(rc.config),
    JSON.stringify(quick.map((p) => [p.file, p.title])),
    JSON.stringify(searchIndexes ?? null),
    JSON.stringify(git ? [...git] : null),
  );
  const carrier = new PageCarry(files, modelKey, merge?.renderKey);
  const hydrate = (page: PageData) =>
    merge ? merge.hydrate(page) : !page.lazy || (cacheDir !== undefined && hydratePage(cacheDir, page));
  const stream = new RenderStream(outDir, provisional, onRendered, site.label, files, carrier, hydrate);
  return {
    outDir,
    client,
    server,
    search,
    carrier,
    searchKeys: new Map(),
    cacheKeys: new Map(),
    cacheDir,
    files,
    stream,
    provisional,
    modelOptions,
    quickTitles: new Map(quick.map((p) => [p.file, p.title])),
    times,
    progress,
    cachedPages: 0,
    slowest: (s) =>
      [...times]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([file, ms]) => ({ file: s.label(file), ms })),
  };
}

/** Parse every page (cache, then workers) and hand each to the search index and the render stream. */
/**
 * Parse `from` (cache, then workers) — or, for a merge, take the shards' pages — and hand each to the
 * search index and the render stream.
 */
async function renderPages(
  site: SiteInputs,
  run: BuildRun,
  opts: BuildOptions,
  found: DiagnosticCollector,
  from: PageInput[] | MergeInput,
  shard?: ShardPages,
): Promise<PageData[]> {
  const { stream, progress } = run;
  const bundles = Promise.all([run.client, run.server]).then(
    ([assets, server]) => stream.ready(renderTarget(assets, server)),
    () => stream.stop(),
  );
  const onPage = (page: PageData, key?: string) => {
    if (key) run.cacheKeys.set(page.file, key);
    found.add(...pageDiagnostics(page, site.label(page.file)));
    shard?.add(page);
    if (page.route !== NOT_FOUND_ROUTE && run.search) {
      const key = page.search?.key ?? searchKey(page);
      run.search.add({ ...page, key });
      run.searchKeys.set(page.route, key);
    }
    // Memory at 10,000 pages: the index has the text now, and the render drops the HTML once written.
    page.text = '';
    delete page.searchTerms;
    stream.push(page, pageCarryKey(page, key));
  };
  // A page that takes long is named while it runs (slow-pages.ts), in the progress output.
  const slow = watchSlowPages((page) => opts.onProgress?.({ ...progress, slow: page }));
  let loaded: Awaited<ReturnType<typeof loadPagesCached>>;
  try {
    loaded = Array.isArray(from)
      ? await loadPagesCached(from, {
          base: site.rc.config.base,
          cleanUrls: site.rc.config.cleanUrls,
          components: [...site.components.keys()],
          root: site.rc.srcDir,
          publicDir: site.rc.publicDir,
          highlight: true,
          cache: opts.cache,
          plugins: site.plugins,
          // The previous build's pages: unchanged ones without reading their page-cache files.
          // (Only into that build's output: into an empty folder every page is rendered, so read whole.)
          snapshot: (run.snapshot =
            run.cacheDir && !opts.shard && run.files.previousRecord
              ? readPageSnapshot(run.cacheDir, site.rc.outDir)
              : undefined),
          // This thread renders while the workers parse.
          reserve: 1,
          onDone: (done) => {
            progress.parsed = done;
            opts.onProgress?.({ ...progress });
          },
          onPage,
          slow,
        })
      : fromShards(site, from.pages, onPage);
  } finally {
    slow.stop();
  }
  found.add(...loaded.diagnostics);
  for (const [file, ms] of loaded.times) run.times.set(file, (run.times.get(file) ?? 0) + ms);
  run.cachedPages = loaded.cached;
  await bundles;
  // A bundle that failed stops the build with esbuild's messages (a component that does not compile).
  for (const p of [run.client, run.server]) await p.catch((e: unknown) => found.add(...toDiagnostics(e)));
  return loaded.pages;
}

/** A merge's pages, in the sites' file order, as if parsed. */
function fromShards(
  site: SiteInputs,
  pages: PageData[],
  onPage: (page: PageData) => void,
): Awaited<ReturnType<typeof loadPagesCached>> {
  const order = new Map(site.inputs.map((i, k) => [i.file, k]));
  const sorted = [...pages].sort((a, b) => order.get(a.file)! - order.get(b.file)!);
  for (const page of sorted) onPage(page);
  return { pages: sorted, diagnostics: [], times: new Map(), cached: 0 };
}

/** A shard's end: its pages are written (against quick titles); its manifest goes beside them, then the swap. */
async function finishShard(
  site: SiteInputs,
  run: BuildRun,
  shard: Shard,
  inputs: PageInput[],
  pages: ShardPages,
  found: DiagnosticCollector,
  steps: StepTimer,
  staged: StagedOutput,
): Promise<BuildResult> {
  found.add(...(await run.stream.finish(undefined)));
  if (found.all().some(stopsBuild)) throw new BuildFailed(found.all());
  pages.write(run.outDir, site, shard, inputs, run.files.entries, run.carrier.renderKey);
  const bytes = dirSize(run.outDir);
  await run.files.settled();
  staged.commit();
  steps.done(`shard ${shard.index}/${shard.count}: render rest + manifest + swap`);
  return {
    outDir: site.rc.outDir,
    pages: inputs.length,
    ms: steps.total(),
    bytes,
    slowest: run.slowest(site),
    diagnostics: found.all(),
    phases: steps.phases,
    cachedPages: run.cachedPages,
    carriedFiles: 0,
  };
}

/** Pages rendered again where a quick title was wrong, the search index's last shards, 404.html, copied files. */
async function finish(
  site: SiteInputs,
  run: BuildRun,
  pages: PageData[],
  published: readonly string[],
  found: DiagnosticCollector,
  steps: StepTimer,
  searchDone: Promise<string | undefined>,
): Promise<void> {
  const { rc } = site;
  const wrongTitle = pages.some((p) => p.title !== run.quickTitles.get(p.file));
  found.add(...(await run.stream.finish(wrongTitle ? buildSiteModel(rc.config, pages, run.modelOptions) : undefined)));
  if (found.all().some(stopsBuild)) return;
  steps.done(run.stream.rerendered ? `render rest + ${run.stream.rerendered} pages again (titles)` : 'render rest');
  const how = await searchDone;
  steps.done(how ? `search index (${how})` : 'search index');
  const [assets, server] = await Promise.all([run.client, run.server]);
  // The built-in not-found page, unless the site wrote its own (404.md, rendered with the pages).
  if (!site.routes.has(NOT_FOUND_ROUTE)) {
    // It renders the theme too: a part that throws (the site's NotFound override…) is a diagnostic.
    await writeNotFoundPage(run.files, renderTarget(assets, server), run.provisional).catch((err: unknown) =>
      found.add(renderFailure(err, routeToHtmlFile(NOT_FOUND_ROUTE))),
    );
  }
  copyFiles(site, published, run.outDir, run.files);
  // With a `hostname`: sitemap.xml and robots.txt, unless the public folder has its own.
  for (const rel of writeSeoFiles(run.outDir, run.provisional, pages, run.modelOptions.git, rc.publicDir))
    run.files.wrote(rel, 'seo');
}

/** What renders the pages: the SSR module (imported on first use) and the client assets, with their key. */
function renderTarget(assets: ClientAssets, server: ServerBundleHandle): RenderTarget {
  return {
    renderer: server.renderer,
    assets,
    key: sha(
      server.code,
      JSON.stringify({
        ...assets,
        componentChunks: [...assets.componentChunks],
        componentCss: [...assets.componentCss],
      }),
    ),
  };
}

/**
 * The search index: written by its task, or carried over from the previous build when every page gave
 * it the same route, title, headings and text (and the toolkit, base and locales are the same).
 */
async function finishSearch(site: SiteInputs, run: BuildRun, files: OutputFiles): Promise<string | undefined> {
  if (!run.search) return undefined;
  const { rc } = site;
  const localePaths = localesOf(rc.config, new Map()).map((l) => l.path);
  const compat = searchCompat(rc.config.base, localePaths);
  const key = sha(compat, ...[...run.searchKeys].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([r, k]) => `${r}\0${k}`));
  const previous = files.previousPartData('search');
  const data = previous?.data as SearchPartData | undefined;
  const written = data?.files;
  if (previous?.key === key && data?.compat === compat && written?.every((rel) => files.carry(rel, key))) {
    await run.search.cancel();
    files.setPart('search', key, data);
    return 'carried over';
  }
  for (const rel of written ?? []) files.unlinkCarried(rel);
  const made = await run.search.finish();
  for (const rel of made.files) files.wrote(rel, key);
  // Kept from the previous index (unchanged shards), checked intact when the build started.
  for (const rel of made.reused) {
    if (!files.carry(rel, files.previousKey(rel) ?? ''))
      throw new Error(`search index: ${rel} of the previous build changed during this build; build again`);
  }
  files.setPart('search', key, {
    files: [...new Set([...made.files, ...made.reused])].sort(),
    state: made.state,
    compat,
  } satisfies SearchPartData);
  return made.updated ? `updated: ${made.files.length} files written` : 'made';
}

/** What the build record keeps of the search index: its files, and what the next build needs to update it. */
interface SearchPartData {
  files: string[];
  state?: SearchState;
  /** searchCompat() of the build that made it: an index is updated only by the same toolkit, base and locales. */
  compat?: string;
}

function searchCompat(base: string, localePaths: readonly string[]): string {
  return sha(toolkitFingerprint(), base, JSON.stringify(localePaths));
}

/** The previous build's index, when this build may update it (same toolkit, base and locales). */
function previousSearch(files: OutputFiles, compat: string): PreviousSearch | undefined {
  const data = files.previousPartData('search')?.data as SearchPartData | undefined;
  if (!data?.state || data.compat !== compat) return undefined;
  return {
    state: data.state,
    files: data.files.filter((rel) => files.isIntact(rel)),
    read: (rel) => files.readPrevious(rel),
  };
}

/** The built-in not-found page (404.html), carried over when nothing it is made of changed. */
async function writeNotFoundPage(files: OutputFiles, target: RenderTarget, model: SiteModel): Promise<void> {
  const view = notFoundView('/');
  const doc = pageDocument(model, view, target.assets);
  const rel = routeToHtmlFile(NOT_FOUND_ROUTE);
  const key = sha(target.key, JSON.stringify(model.site), JSON.stringify(view), JSON.stringify(doc.head));
  if (files.carry(rel, key)) return;
  files.unlinkCarried(rel);
  writeFile(files.dir, rel, doc.html(await target.renderer()));
  files.wrote(rel, key);
}
