// The search index, built beside the pages: fed each page as soon as it is parsed and written once
// the last one is in. In a worker thread for large sites (tokenising runs on another core while
// pages are parsed and rendered), in this thread for small ones. Its URLs are known before it starts.
// With the previous build's index at hand, pages are only collected, and finish() updates that index
// where pages changed (see search-update.ts), unless so many changed that making it again is as quick.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { localeOfRoute } from '../../shared/routes.js';
import { writeFile } from '../incremental/file-writes.js';
import {
  indexedPage,
  localeKey,
  localeWriter,
  metaFilePath,
  plannedShardCount,
  SearchIndexBuilder,
  type IndexedPage,
  type SearchPage,
  type SearchPlan,
  type SearchReuse,
  type SearchState,
} from './search-index.js';
import { updateLocaleIndex, type ReadPrevious } from './search-update.js';
import type { SearchMessage, SearchResult } from './search-worker.js';
import { MIN_JOBS_FOR_WORKERS } from '../page/workers.js';

const WORKER_URL = new URL('./search-worker.js', import.meta.url);
/** Pages sent to the worker per message. */
const BATCH = 32;
/** Above this share of changed pages, the index is made again rather than updated. */
const UPDATE_LIMIT = 0.1;

/** Paths relative to the output folder: written now, or kept from the previous index (to carry over). */
export interface SearchWritten {
  files: string[];
  reused: string[];
  state: SearchState;
  /** True when the previous index was updated, false when the index was made from every page. */
  updated?: boolean;
}

export interface SearchIndexTask {
  /** Take one page (its route, title, headers and text are copied: the caller may drop them). */
  add(page: SearchPage | IndexedPage): void;
  /** Every page is in: write the index. Resolves once every file is written (see SearchWritten). */
  finish(): Promise<SearchWritten>;
  /** Stop (the build failed): resolves once nothing more can be written. */
  cancel(): Promise<void>;
}

/** The previous build's index, to update: its state, its files still intact, and a way to read them. */
export interface PreviousSearch {
  state: SearchState;
  files: string[];
  read: ReadPrevious;
}

/** A lazy page's full data (see page-snapshot.ts), by its page-cache key; undefined when gone. */
export type HydrateSearchPage = (cacheKey: string) => SearchPage | undefined;

/** A lazy page (from the previous build's snapshot) with its text and terms, read from the page cache. */
function hydrated(entry: IndexedPage, hydrate: HydrateSearchPage, base: string): IndexedPage {
  if (!entry.lazy) return entry;
  const page = hydrate(entry.lazy);
  if (!page?.search) throw new Error(`search index: the page cache lost ${entry.route} during the build; build again`);
  return indexedPage({ ...page, lazy: undefined, key: page.search.key }, base);
}

/**
 * Start an index over the pages of `plan`, written into `outDir`.
 * `locales`: locale paths; `urls`: locale path → meta file URL the pages link.
 */
export function startSearchIndex(
  base: string,
  locales: readonly string[],
  outDir: string,
  urls: Record<string, string>,
  plan: SearchPlan,
  hydrate: HydrateSearchPage,
  previous?: PreviousSearch,
): SearchIndexTask {
  if (previous) return updatingTask(base, locales, outDir, urls, plan, hydrate, previous);
  return fullTask(base, locales, outDir, urls, plan, hydrate);
}

/** Collect pages; at finish, update the previous index, or make it again once too many pages changed. */
function updatingTask(
  base: string,
  locales: readonly string[],
  outDir: string,
  urls: Record<string, string>,
  plan: SearchPlan,
  hydrate: HydrateSearchPage,
  previous: PreviousSearch,
): SearchIndexTask {
  const before = new Map<string, string>();
  for (const s of Object.values(previous.state)) s.routes.forEach((r, i) => before.set(r, s.keys[i]!));
  const limit = Math.max(16, plan.routes.length * UPDATE_LIMIT);
  const kept: IndexedPage[] = [];
  let changed = 0;
  let full: SearchIndexTask | undefined;
  const reuse = { files: previous.files };
  const goFull = () => {
    full = fullTask(base, locales, outDir, urls, plan, hydrate, reuse);
    for (const page of kept) full.add(page);
    kept.length = 0;
  };
  return {
    add: (page) => {
      if (full) return full.add(page);
      let entry = 'meta' in page ? page : indexedPage(page, base);
      const isChanged = before.get(entry.route) !== entry.key;
      // A changed page is indexed from its text (a lazy one is unchanged by its key, unless the previous index says otherwise).
      if (isChanged) entry = hydrated(entry, hydrate, base);
      kept.push(entry);
      if (isChanged && ++changed > limit) goFull();
    },
    finish: async () => {
      if (!full) {
        const updated = updateIndex(base, locales, outDir, urls, plan, previous, kept);
        if (updated) return updated;
        goFull();
      }
      return full!.finish();
    },
    cancel: async () => {
      await full?.cancel();
    },
  };
}

/** Every locale updated and written, or undefined (nothing written) when one cannot be. */
function updateIndex(
  base: string,
  locales: readonly string[],
  outDir: string,
  urls: Record<string, string>,
  plan: SearchPlan,
  previous: PreviousSearch,
  pages: IndexedPage[],
): SearchWritten | undefined {
  const byLocale = new Map<string, Map<string, IndexedPage>>();
  for (const route of plan.routes) {
    const locale = localeOfRoute(route, locales);
    if (!byLocale.has(locale)) byLocale.set(locale, new Map());
  }
  for (const page of pages) byLocale.get(localeOfRoute(page.route, locales))?.set(page.route, page);
  if (Object.keys(previous.state).sort().join('\0') !== [...byLocale.keys()].sort().join('\0')) return undefined;
  const made = new Map<string, string>();
  const reused: string[] = [];
  const state: SearchState = {};
  const writer = localeWriter((rel, content) => void made.set(rel, content), reused, { files: previous.files });
  for (const [locale, list] of byLocale) {
    // A page that never came (it failed): the build stops anyway; make nothing half.
    if (list.size !== plan.routes.filter((r) => localeOfRoute(r, locales) === locale).length) return undefined;
    const metaRel = urls[locale]?.slice(base.length) ?? metaFilePath(locale);
    const done = updateLocaleIndex(
      previous.state[locale]!,
      previous.read,
      list,
      plannedShardCount(plan.sourceChars[locale] ?? 0),
      base,
      localeKey(locale),
      writer,
      metaRel,
    );
    if (!done) return undefined;
    state[locale] = done.state;
  }
  for (const [rel, content] of made) writeFile(outDir, rel, content);
  return { files: [...made.keys()], reused: [...new Set(reused)], state, updated: true };
}

/** The index made from every page: in a worker thread for large sites, else in this one. */
function fullTask(
  base: string,
  locales: readonly string[],
  outDir: string,
  urls: Record<string, string>,
  plan: SearchPlan,
  hydrate: HydrateSearchPage,
  reuse?: SearchReuse,
): SearchIndexTask {
  // Every page is indexed from its text: a lazy one (see page-snapshot.ts) is read from the page cache first.
  const full = (page: SearchPage | IndexedPage): SearchPage | IndexedPage =>
    'meta' in page
      ? hydrated(page, hydrate, base)
      : page.lazy
        ? hydrated(indexedPage(page, base), hydrate, base)
        : page;
  // BOOKDOCS_WORKERS forces the choice, as for the other pools; the worker file is missing when
  // running from TypeScript sources (the test runner).
  const forced = process.env.BOOKDOCS_WORKERS;
  const wanted =
    forced !== undefined ? (Number.parseInt(forced, 10) || 0) > 0 : plan.routes.length >= MIN_JOBS_FOR_WORKERS;
  if (!wanted || !fs.existsSync(fileURLToPath(WORKER_URL))) {
    const builder = new SearchIndexBuilder(base, (route) => localeOfRoute(route, locales), plan, reuse);
    let cancelled = false;
    return {
      add: (page) => builder.add(full(page)),
      finish: async () => {
        const { files, reused, state } = await builder.finish(urls);
        if (cancelled) return { files: [], reused: [], state: {} };
        for (const [rel, content] of files) writeFile(outDir, rel, content);
        return { files: [...files.keys()], reused, state };
      },
      cancel: async () => {
        cancelled = true;
      },
    };
  }

  const worker = new Worker(WORKER_URL);
  // The worker keeps the sections' text in files here until it writes the text shards: the site's
  // whole text would otherwise be most of its memory. Removed once the worker is done or stopped.
  const spillDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bookdocs-search-'));
  const removeSpill = () => fs.rmSync(spillDir, { recursive: true, force: true });
  const done = new Promise<SearchWritten>((resolve, reject) => {
    worker.once('message', (msg: SearchResult) => {
      void worker.terminate();
      if (msg.ok) resolve({ files: msg.files, reused: msg.reused, state: msg.state });
      else reject(new Error(`search index: ${msg.message}`));
    });
    worker.once('error', reject);
  }).finally(removeSpill);
  done.catch(() => undefined);
  worker.postMessage({
    type: 'init',
    base,
    locales: [...locales],
    outDir,
    urls,
    plan,
    reuse,
    spillDir,
  } satisfies SearchMessage);
  let batch: (SearchPage | IndexedPage)[] = [];
  const flush = () => {
    if (batch.length) worker.postMessage({ type: 'add', pages: batch } satisfies SearchMessage);
    batch = [];
  };
  return {
    add: (given: SearchPage | IndexedPage) => {
      const page = full(given);
      if ('meta' in page) batch.push(page);
      else {
        const { route, title, headers, text, searchTerms, key } = page;
        batch.push({ route, title, headers, text, searchTerms, key });
      }
      if (batch.length >= BATCH) flush();
    },
    finish: () => {
      flush();
      worker.postMessage({ type: 'finish' } satisfies SearchMessage);
      return done;
    },
    cancel: async () => {
      await worker.terminate();
      removeSpill();
    },
  };
}
