// PageData for a list of files: from the content-hash cache where possible, the rest through the
// worker pool (then cached). Shared by `build` and `check`.
import { pageCacheKey, pageSettingsKey, readCachedPage, writeCachedPage } from '../incremental/page-cache.js';
import { defaultCacheDir } from '../incremental/cache-dir.js';
import { includesUnchanged } from './included-files.js';
import { ImageProbes } from './image-sizes.js';
import { snapshotPage, type PageSnapshot } from '../incremental/page-snapshot.js';
import { previousBlocks } from '../incremental/code-cache.js';
import { factsOf } from './source-facts.js';
import type { PageData, PageInput, PageSettings } from './page-types.js';
import type { DigestMemo } from '../incremental/digest-memo.js';
import { contentHash } from '../incremental/hashing.js';
import { toolkitFingerprint } from '../incremental/toolkit-fingerprint.js';
import { processPages, type PoolResult } from './page-pool.js';
import { pluginsFor } from '../plugins/plugin-instances.js';
import { readMarkdownSource } from './markdown-source.js';
import type { SlowPageWatch } from './slow-pages.js';
import type { ParseWindow } from './parse-window.js';
import { toDiagnostics, type Diagnostic } from '../diagnostics.js';
import { HIGHLIGHTING_RULES } from '../markdown/state.js';

export interface LoadOptions {
  /** The site's page settings (page-settings.ts). */
  settings: PageSettings;
  /** The run's digest memo: the toolkit's hash, part of every key. */
  memo: DigestMemo;
  /** Highlight code (build); `false` parses without Shiki (check). */
  highlight: boolean;
  /** Use the page cache; default true. */
  cache?: boolean;
  onDone?: (done: number) => void;
  /** Each page as soon as it is ready (cached ones first), in no particular order, with its page-cache key (none without a cache). */
  onPage?: (page: PageData, key: string | undefined) => void;
  /** Cores to leave to the calling thread (see workerCount). */
  reserve?: number;
  /** The previous build's pages (see page-snapshot.ts): an unchanged page comes from here, lazy. */
  snapshot?: PageSnapshot;
  /** Told when each page to parse begins and ends, to name those that take long (slow-pages.ts). */
  slow?: SlowPageWatch;
  /** Bounds how far the parse runs ahead of what the caller does with the pages (see parse-window.ts). */
  window?: ParseWindow;
  /** False: each page is only handed to `onPage`, not kept for the result (whose `pages` is then empty). */
  keep?: boolean;
  /**
   * A page to parse that another part of the run parses anyway (a Vue page, for its template:
   * vue-page-templates.ts): its page, taken from there instead of parsed again; undefined for the others.
   */
  parsedElsewhere?: (input: PageInput) => Promise<{ page: PageData; ms: number }> | undefined;
}

export async function loadPagesCached(
  inputs: PageInput[],
  opts: LoadOptions,
): Promise<PoolResult & { cached: number }> {
  const cacheDir = opts.cache === false ? undefined : defaultCacheDir();
  const found = new Map<string, PageData>();
  const keys = new Map<string, string>();
  const hitKeys = new Map<string, string>();
  const misses: PageInput[] = [];
  const elsewhere: { input: PageInput; page: Promise<{ page: PageData; ms: number }> }[] = [];
  const { settings } = opts;
  const images = new ImageProbes();
  // Every setting is in every key (another public folder may hold other images of the same names…).
  const settingsKey = pageSettingsKey(settings);
  const toolkit = toolkitFingerprint(opts.memo);
  for (const input of inputs) {
    // Read here (unless the caller did, or knows its facts) even without a cache: the pool loads the
    // grammars of every language used at once.
    let source = input.source;
    const read = () => {
      if (source === undefined) {
        try {
          source = readMarkdownSource(input.abs);
        } catch {
          // the pool reports the read error with its file
        }
      }
      return source;
    };
    if (!input.facts) read();
    const facts = factsOf({ ...input, source });
    if (cacheDir && facts) {
      // A plugin's appliesTo looks at the Markdown itself.
      const plugins =
        settings.plugins.length && read() !== undefined
          ? pluginsFor(settings.plugins, source!).map((p) => p.ref.key)
          : undefined;
      const key = (highlight: boolean) =>
        pageCacheKey({
          toolkit,
          settings: settingsKey,
          // A page moved by `rewrites` resolves its images from its own path: part of its key.
          file: input.ownFile === undefined ? input.file : `${input.file}\0${input.ownFile}`,
          lang: input.lang,
          highlight,
          plugins,
          sourceHash: facts.hash,
        });
      // From the previous build's snapshot: no file to read (its big fields are read when needed).
      const highlighted = key(true);
      const fromSnapshot = opts.highlight ? snapshotPage(opts.snapshot, input.file, highlighted, cacheDir) : undefined;
      if (fromSnapshot && includesUnchanged(fromSnapshot, images)) {
        found.set(input.file, fromSnapshot);
        hitKeys.set(input.file, fromSnapshot.lazy!);
        continue;
      }
      // A highlighted page has the same links, ids and text as an unhighlighted one: check may use it.
      const fromBuild = readCachedPage(cacheDir, highlighted);
      const cached =
        (fromBuild && !opts.highlight ? unhighlighted(fromBuild) : fromBuild) ??
        (opts.highlight ? undefined : readCachedPage(cacheDir, key(false)));
      // A page that includes other files is reused only while they are unchanged.
      const hit = cached && includesUnchanged(cached, images) ? cached : undefined;
      if (hit) {
        found.set(input.file, hit);
        hitKeys.set(input.file, highlighted);
        continue;
      }
      keys.set(input.file, opts.highlight ? highlighted : key(false));
    }
    const other = opts.parsedElsewhere?.(input);
    if (other) {
      elsewhere.push({ input, page: other });
      input.source = undefined;
      continue;
    }
    const text = read();
    // Remembered facts, but the file changed since they were checked: parse it, do not cache it under their key.
    if (text !== undefined && input.facts && input.source === undefined && contentHash(text) !== input.facts.hash)
      keys.delete(input.file);
    misses.push({ ...input, source: text, ...(facts && { facts }) });
    // The source goes with the page to the parse, which drops it once sent: the caller's input keeps none.
    input.source = undefined;
  }
  const hits = found.size;
  if (hits) opts.onDone?.(hits);
  if (opts.onPage) for (const [file, page] of found) opts.onPage(page, hitKeys.get(file));
  if (opts.keep === false) found.clear();
  let poolDone = 0;
  let otherDone = 0;
  const diagnostics: Diagnostic[] = [];
  const times = new Map<string, number>();
  const others = elsewhere.map(({ input, page }) =>
    page.then(
      ({ page: p, ms }) => {
        times.set(input.file, ms);
        const key = keys.get(p.file);
        if (cacheDir && key) writeCachedPage(cacheDir, key, p);
        if (opts.keep !== false) found.set(p.file, p);
        opts.onPage?.(p, key);
        opts.onDone?.(hits + poolDone + ++otherDone);
      },
      (err: unknown) => void diagnostics.push(...toDiagnostics(err, input.label)),
    ),
  );
  const result = await processPages(misses, settings, (done) => opts.onDone?.(hits + (poolDone = done) + otherDone), {
    highlight: opts.highlight,
    reserve: opts.reserve,
    images,
    // An edited page parsed here takes its unchanged code blocks from its version in the last build.
    previousCode:
      cacheDir && opts.snapshot?.size ? (file) => previousBlocks(cacheDir, opts.snapshot!.get(file)?.key) : undefined,
    slow: opts.slow,
    window: opts.window,
    keep: opts.keep,
    // Cached before the caller sees it (the caller may drop its HTML once rendered).
    // (Not under its key when the file changed since its facts were taken: the page is the new text.)
    onPage: (page, changed) => {
      const key = changed ? undefined : keys.get(page.file);
      if (cacheDir && key) writeCachedPage(cacheDir, key, page);
      opts.onPage?.(page, key);
    },
  });
  await Promise.all(others);
  for (const page of result.pages) found.set(page.file, page);
  for (const [file, ms] of times) result.times.set(file, ms);
  const pages = inputs.map((i) => found.get(i.file)).filter((p): p is PageData => !!p);
  return { pages, diagnostics: [...result.diagnostics, ...diagnostics], times: result.times, cached: hits };
}

/** A highlighted page as it parses without highlighting: without the warnings only highlighting finds. */
function unhighlighted(page: PageData): PageData {
  const warnings = page.warnings.filter((w) => !w.rule || !HIGHLIGHTING_RULES.has(w.rule));
  return warnings.length === page.warnings.length ? page : { ...page, warnings };
}
