// One build's context, handed from step to step: the site and the options, what was found, the
// staged output, the caches, and the parts that run beside the pages (bundles, search, render).
import type { SiteInputs } from '../load.js';
import type { DiagnosticCollector } from '../diagnostics.js';
import type { OutputFiles } from '../incremental/build-record.js';
import type { DigestMemo } from '../incremental/digest-memo.js';
import { sha } from '../incremental/hashing.js';
import { PageCarry } from '../incremental/page-carry.js';
import { hydratePage, type PageSnapshot } from '../incremental/page-snapshot.js';
import { editLinkFor } from '../model/edit-link.js';
import { buildSiteModel, type SiteModel } from '../model/site.js';
import type { ClientAssets } from '../output/bundle.js';
import { clientFeaturesOf } from '../output/client-features.js';
import type { ServerBundleHandle } from '../output/bundle-reuse.js';
import { RenderStream } from '../output/render-stream.js';
import { shardInputs } from '../output/shards.js';
import type { StagedOutput } from '../output/swap.js';
import type { RenderPage, WrittenPage } from '../page/page-types.js';
import { PageTexts } from '../plugins/page-texts.js';
import { standInPage } from '../page/quick-title.js';
import { factsOf } from '../page/source-facts.js';
import { vuePageParses, type VuePageParses } from '../page/vue-page-templates.js';
import { ParseWindow } from '../page/parse-window.js';
import { readGitInfo } from '../site/git.js';
import type { BuildKind, BuildOptions, BuildResult, ProgressEvent } from './build-types.js';
import { searchUrls, startSearch, type SearchRun } from './search-step.js';
import type { StepTimer } from './step-timer.js';
import type { RefVersions } from './ref-versions.js';

/**
 * Pages parsed ahead of the render, at most: enough to keep the parse worker busy through this
 * thread's long tasks (loading Shiki, a garbage collection), few enough that what waits for the
 * render stays the same however many pages the site has.
 */
const PARSED_AHEAD = 1000;

/** What the load step hands the pipeline. */
export interface BuildStart {
  site: SiteInputs;
  opts: BuildOptions;
  kind: BuildKind;
  found: DiagnosticCollector;
  steps: StepTimer;
  staged: StagedOutput;
  files: OutputFiles;
  cache: BuildCache;
  /** The site's versions kept in git refs, built before its pages (none when it has none, and in a shard or merge). */
  refs?: RefVersions;
}

export interface BuildCache {
  /** The cache folder; none with --no-cache. */
  dir: string | undefined;
  memo: DigestMemo;
  /** toolkitFingerprint(): part of every key. */
  toolkit: string;
}

export interface BuildContext extends BuildStart {
  /** esbuild's bundles, made in its own process beside the pages. */
  bundles: { client: Promise<ClientAssets>; server: Promise<ServerBundleHandle> };
  /** The search index under way (none without search, and in a shard: its pages go in when merged). */
  search: SearchRun | undefined;
  render: RenderParts;
  /** The pages as the page step gave them: their cache keys, and the previous build's snapshot offered. */
  pages: { cacheKeys: Map<string, string>; snapshot?: PageSnapshot };
  /** The pages' text, kept for plugins' buildEnd (none without one, and in a shard, which runs none). */
  pageTexts: PageTexts | undefined;
  /** The site's Vue pages, parsed once for their templates (which the bundles compile) and their pages. */
  vuePages: VuePageParses | undefined;
  stats: BuildStats;
}

/** The render stream, and the site model the pages render against until every title is known. */
export interface RenderParts {
  stream: RenderStream;
  /** How far the parse may run ahead of the render stream: each rendered page makes room. */
  window: ParseWindow;
  /** Pages carried over without rendering; recorded for the next build. */
  carrier: PageCarry;
  /** Site model from quick titles, until every page is parsed. */
  provisional: SiteModel;
  modelOptions: Parameters<typeof buildSiteModel>[2];
  /** Page file → quick title the page rendered against. */
  quickTitles: Map<string, string>;
}

export interface BuildStats {
  /** Page file → milliseconds to parse, highlight and render it. */
  times: Map<string, number>;
  progress: ProgressEvent;
  cachedPages: number;
}

/** Start what runs beside the pages: the bundles, the search index, and the render stream waiting for both. */
export function startBuild(start: BuildStart): BuildContext {
  const { site, opts, kind, files, cache } = start;
  const { rc, inputs } = site;
  const outDir = start.staged.dir;
  // esbuild works in its own process: bundle while the pages are read and parsed (unless the previous
  // build's bundles are still what the theme and components make).
  // (Loaded here, not with this module: an unchanged build needs no esbuild.)
  const bundler = import('../output/bundle-reuse.js');
  // A site with Vue pages: their templates, compiled into their chunks (each page parsed once for both
  // bundles and the page step).
  const vuePages = [...site.components.values()].some((f) => f.endsWith('.md'))
    ? vuePageParses(site, inputs)
    : undefined;
  const templates = vuePages && { templates: vuePages.templates, key: sha(JSON.stringify(rc.config)) };
  const client = bundler.then((b) =>
    b.clientBundle(
      files,
      cache.memo,
      rc.config.base,
      site.components,
      site.theme,
      site.dataFiles,
      clientFeaturesOf(rc.config),
      templates,
    ),
  );
  const server = bundler.then((b) =>
    b.serverBundle(files, cache.memo, site.components, cache.dir, site.theme, site.dataFiles, templates),
  );
  client.catch(() => undefined);
  server.catch(() => undefined);

  const git = rc.config.lastUpdated ? readGitInfo(rc.srcDir) : undefined;
  const searchIndexes = searchUrls(site);
  const search =
    searchIndexes && kind.kind !== 'shard'
      ? startSearch(site, outDir, searchIndexes, files, cache.dir, cache.toolkit)
      : undefined;
  // Pages render as they are parsed, against quick titles; the end puts any wrong one right.
  const quick = inputs.map((i) => standInPage(i.file, factsOf(i)?.quickTitle ?? undefined));
  // A page `rewrites` moved is edited, and dated, at its own file.
  const ownPath = (file: string) => site.rewritten.get(file) ?? file;
  const modelOptions = {
    searchIndexes,
    git,
    ownPath,
    editLink: editLinkFor(rc, ownPath),
    ...(start.refs && { refRoutes: start.refs.routes }),
    ...(opts.versionOf && { versionOf: opts.versionOf }),
  };
  const provisional = buildSiteModel(rc.config, quick, modelOptions);
  const stats: BuildStats = {
    times: new Map(),
    progress: {
      phase: 'pages',
      parsed: 0,
      rendered: 0,
      total: kind.kind === 'shard' ? shardInputs(inputs, kind.shard).length : inputs.length,
    },
    cachedPages: 0,
  };
  const window = new ParseWindow(PARSED_AHEAD);
  const onRendered = (page: WrittenPage, ms: number) => {
    window.release(page.file);
    stats.times.set(page.file, (stats.times.get(page.file) ?? 0) + ms);
    stats.progress.rendered++;
    opts.onProgress?.({ ...stats.progress });
  };
  // Everything the provisional model is made of: a page parsed as before renders as before against it.
  const modelKey = sha(
    cache.toolkit,
    JSON.stringify(rc.config),
    JSON.stringify(quick.map((p) => [p.file, p.title])),
    JSON.stringify(searchIndexes ?? null),
    JSON.stringify(git ? [...git] : null),
    // (Only for a site with ref versions, or one's own build: any other's key is as it was.)
    ...(start.refs || opts.versionOf ? [JSON.stringify([start.refs?.routes, opts.versionOf])] : []),
  );
  const merge = kind.kind === 'merge' ? kind.merge : undefined;
  const carrier = new PageCarry(files, modelKey, merge?.renderKey);
  const hydrate = (page: RenderPage) =>
    merge ? merge.hydrate(page) : cache.dir !== undefined ? hydratePage(cache.dir, page) : page.lazy ? undefined : page;
  const stream = new RenderStream(outDir, provisional, onRendered, site.label, files, carrier, hydrate);
  return {
    ...start,
    bundles: { client, server },
    search,
    render: {
      stream,
      window,
      carrier,
      provisional,
      modelOptions,
      quickTitles: new Map(quick.map((p) => [p.file, p.title])),
    },
    pages: { cacheKeys: new Map() },
    pageTexts:
      kind.kind !== 'shard' && site.plugins.some((p) => p.plugin.buildEnd) ? new PageTexts(cache.dir) : undefined,
    vuePages,
    stats,
  };
}

/** The result of a build that went through the pipeline: `pages` made, `bytes` written, files carried over. */
export function pipelineResult(
  ctx: BuildContext,
  made: Pick<BuildResult, 'pages' | 'bytes' | 'carriedFiles'>,
): BuildResult {
  const { site, steps, found, stats } = ctx;
  return {
    outDir: site.rc.outDir,
    ms: steps.total(),
    slowest: [...stats.times]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([file, ms]) => ({ file: site.label(file), ms })),
    diagnostics: found.all(),
    phases: steps.phases,
    cachedPages: stats.cachedPages,
    ...made,
  };
}
