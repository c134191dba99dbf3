// The build's page step: pages come (parsed by the workers, from the cache, or from a merge's shards)
// and each goes to the search index and the render stream as soon as it is there.
import { NOT_FOUND_ROUTE } from '../../shared/routes.js';
import { toDiagnostics } from '../diagnostics.js';
import type { SiteInputs } from '../load.js';
import type { PageSnapshot } from '../incremental/page-snapshot.js';
import type { PageData, PageInput, WrittenPage } from '../page/page-types.js';
import { pageDiagnostics } from '../page/page-diagnostics.js';
import { loadPagesCached } from '../page/page-loader.js';
import { pageSettings } from '../page/page-settings.js';
import { watchSlowPages } from '../page/slow-pages.js';
import { searchKey } from '../search/search-index.js';
import { pageCarryKey } from '../incremental/page-carry.js';
import type { BuildContext } from './build-context.js';
import { renderTarget } from './render-target.js';

export type LoadedPages = Awaited<ReturnType<typeof loadPagesCached>>;
/** Each page as it comes, with its page-cache key when it has one. */
export type OnPage = (page: PageData, key?: string) => void;
/** Where a kind of build takes its pages from (see build-strategies.ts). */
export type PageSource = (ctx: BuildContext, onPage: OnPage) => Promise<LoadedPages>;

/**
 * Take every page from `source` and hand each on: its text to the search index, the rest to the render
 * stream. The pages as written, in the site's order (see WrittenPage).
 */
export async function renderPages(ctx: BuildContext, source: PageSource): Promise<WrittenPage[]> {
  const { site, found, search, bundles, stats } = ctx;
  const { stream } = ctx.render;
  const ready = Promise.all([bundles.client, bundles.server]).then(
    ([assets, server]) => stream.ready(renderTarget(assets, server)),
    () => {
      // Nothing will be rendered: the parse goes on unbounded, for its diagnostics.
      ctx.render.window.unbound();
      stream.stop();
    },
  );
  const onPage: OnPage = (page, key) => {
    if (key) ctx.pages.cacheKeys.set(page.file, key);
    found.add(...pageDiagnostics(page, site.label(page.file)));
    if (page.route !== NOT_FOUND_ROUTE && search) {
      const key = page.search?.key ?? searchKey(page);
      search.task.add({ ...page, key });
      search.keys.set(page.route, key);
    }
    ctx.pageTexts?.add(page);
    // The index has the text and terms now: the render takes the rest (and keeps no HTML once written).
    // (A Vue page's template is compiled into its chunk: nothing past the parse reads it.)
    const { text: _text, searchTerms: _terms, code: _code, vueTemplate: _template, ...indexed } = page;
    stream.push(indexed, pageCarryKey(page, key));
  };
  const loaded = await source(ctx, onPage);
  found.add(...loaded.diagnostics);
  for (const [file, ms] of loaded.times) stats.times.set(file, (stats.times.get(file) ?? 0) + ms);
  stats.cachedPages = loaded.cached;
  await ready;
  // A bundle that failed stops the build with esbuild's messages (a component that does not compile).
  for (const p of [bundles.client, bundles.server]) await p.catch((e: unknown) => found.add(...toDiagnostics(e)));
  const order = new Map(site.inputs.map((i, k) => [i.file, k]));
  return (await stream.written()).sort((a, b) => order.get(a.file)! - order.get(b.file)!);
}

/** Parse `inputs` (cache, then workers), offering the previous build's `snapshot`. */
export async function parsePages(
  ctx: BuildContext,
  inputs: PageInput[],
  snapshot: PageSnapshot | undefined,
  onPage: OnPage,
): Promise<LoadedPages> {
  const { opts, stats } = ctx;
  ctx.pages.snapshot = snapshot;
  // A page that takes long is named while it runs (slow-pages.ts), in the progress output.
  const slow = watchSlowPages((page) => opts.onProgress?.({ ...stats.progress, slow: page }));
  try {
    return await loadPagesCached(inputs, {
      settings: pageSettings(ctx.site),
      memo: ctx.cache.memo,
      highlight: true,
      cache: opts.cache,
      snapshot,
      // This thread renders while the workers parse.
      reserve: 1,
      onDone: (done) => {
        stats.progress.parsed = done;
        opts.onProgress?.({ ...stats.progress });
      },
      onPage,
      slow,
      window: ctx.render.window,
      // A Vue page was parsed for its template (vue-page-templates.ts): taken from there.
      ...(ctx.vuePages && { parsedElsewhere: ctx.vuePages.page }),
      // The pages go on to the render as they come; the build takes them back from it, as written.
      keep: false,
    });
  } finally {
    slow.stop();
  }
}

/** A merge's pages, in the sites' file order, as if parsed. */
export function fromShards(site: SiteInputs, pages: PageData[], onPage: OnPage): LoadedPages {
  const order = new Map(site.inputs.map((i, k) => [i.file, k]));
  const sorted = [...pages].sort((a, b) => order.get(a.file)! - order.get(b.file)!);
  for (const page of sorted) onPage(page);
  return { pages: sorted, diagnostics: [], times: new Map(), cached: 0 };
}
