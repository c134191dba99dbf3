// Process many pages on all cores: a pool of worker threads running page-worker.ts, or the same
// function in this thread for small sites (and under the test runner, which has no compiled worker).
import { toDiagnostics, type Diagnostic } from '../diagnostics.js';
import type { BlockMap, PageData, PageInput, PageSettings } from './page-types.js';
import { pageOptions, workerSettings } from './page-settings.js';
import type { PageJob, PageJobResult } from './page-worker.js';
import { deferredHighlighter } from './deferred-highlight.js';
import { addSearchFields } from './search-fields.js';
import { highlightedLanguages } from '../markdown/fence-languages.js';
import { runWorkerPool, workerCount } from './workers.js';
import { readMarkdownSource } from './markdown-source.js';
import type { SlowPageWatch } from './slow-pages.js';
import type { ImageProbes } from './image-sizes.js';
import type { ParseWindow } from './parse-window.js';

export interface PoolResult {
  pages: PageData[];
  /** Pages that could not be read or parsed (their other pages still are). */
  diagnostics: Diagnostic[];
  times: Map<string, number>;
}

export interface PoolOptions {
  /** Highlight code (default true). */
  highlight?: boolean;
  /**
   * Each page as soon as it is parsed, in no particular order. `changed`: a worker read its file
   * again and found it no longer what the input's facts say (the page is what the file holds now).
   */
  onPage?: (page: PageData, changed?: boolean) => void;
  /** Cores to leave to this thread (see workerCount). */
  reserve?: number;
  /** A page's highlighted code blocks from its previous version (see code-cache.ts), for pages parsed in this thread. */
  previousCode?: (file: string) => BlockMap;
  /** Told when each page begins and ends, to name those that take long. */
  slow?: SlowPageWatch;
  /** Image sizes read by this thread, for pages parsed here. */
  images?: ImageProbes;
  /** Bounds how far the workers parse ahead of what the caller does with the pages (see parse-window.ts). */
  window?: ParseWindow;
  /** False: pages are only handed to `onPage` (the result's `pages` is empty). */
  keep?: boolean;
}

const WORKER_URL = new URL('./page-worker.js', import.meta.url);

export async function processPages(
  inputs: PageInput[],
  settings: PageSettings,
  onDone?: (done: number) => void,
  { highlight, onPage, reserve, previousCode, slow, images, window, keep = true }: PoolOptions = {},
): Promise<PoolResult> {
  const results: (PageData | undefined)[] = new Array(inputs.length);
  const diagnostics: Diagnostic[] = [];
  const times = new Map<string, number>();
  let done = 0;
  const n = inputs.length === 0 ? 0 : workerCount(inputs.length, WORKER_URL, reserve);

  if (!inputs.length) return { pages: [], diagnostics, times };
  if (n === 0) {
    // Loaded here only: with workers, this thread never parses Markdown (and need not load micromark and Shiki).
    const { loadPage } = await import('./page.js');
    // Code blocks are left as placeholders and taken from the page's previous version where they
    // were there (code-cache.ts); Shiki loads only for a new block, with every grammar the site names
    // first: a grammar that embeds another (Markdown embeds YAML) then colours the same whichever
    // page came first, as with workers.
    // Worked out once, when a first block needs Shiki (every page's source scanned: not once per page).
    let known: Set<string> | undefined;
    const languages = () => (known ??= siteLanguages(inputs));
    const components = new Set(settings.components);
    const { highlightFromCache } = await import('./code-fill.js');
    for (const [i, input] of inputs.entries()) {
      const start = performance.now();
      const finished = slow?.track(input.label);
      try {
        const source = input.source ?? readMarkdownSource(input.abs);
        const previous = highlight === false ? undefined : previousCode?.(input.file);
        const page = await loadPage(input.file, source, {
          ...pageOptions(settings, input, highlight === false ? false : 'defer', components),
          images,
          ...(previous?.size && { previousCode: previous }),
        });
        if (highlight !== false) {
          await highlightFromCache(page, previous ?? new Map(), languages);
          addSearchFields(page);
        }
        if (keep) results[i] = page;
        onPage?.(page);
      } catch (err) {
        diagnostics.push(...toDiagnostics(err, input.label));
      }
      finished?.();
      times.set(input.file, performance.now() - start);
      done++;
      onDone?.(done);
    }
    return { pages: results.filter((p): p is PageData => !!p), diagnostics, times };
  }

  const wire = workerSettings(settings);
  // One parse worker (two cores): this thread highlights the code while the worker parses, and
  // renders; with more workers, each highlights its own pages.
  const defer = highlight !== false && n === 1;
  const highlighter = defer ? deferredHighlighter(siteLanguages(inputs)) : undefined;
  // Past the first window, a page's source is read again by the worker when its turn comes: kept
  // here until then, the sources would be most of this thread's memory on a large site.
  if (window) for (const input of inputs.slice(window.size)) input.source = undefined;
  const filling = new Set<Promise<void>>();
  /** Pages a worker began, by job: the function that says each is done. */
  const underWay = new Map<number, () => void>();
  const deliver = (id: number, page: PageData, changed?: boolean) => {
    // The search terms of a deferred page are this thread's work too: the worker is the slower of the two.
    if (defer) addSearchFields(page);
    if (keep) results[id] = page;
    window?.hold(page.file);
    onPage?.(page, changed);
  };
  await runWorkerPool<PageJob, PageJobResult>({
    workerUrl: WORKER_URL,
    workers: n,
    jobs: inputs.length,
    // Jobs queued per worker, so it starts on the next page while this thread takes the result. The
    // one worker that leaves the code to this thread may have every page queued at once: this
    // thread's long tasks (loading Shiki and compiling every grammar the site uses, at the start; a
    // garbage collection; a batch of writes) would otherwise leave it waiting. The caller's window
    // bounds what that costs in memory: the sources queued in the worker, and the pages parsed and
    // not yet rendered, which pile up wherever the render is the slower of the two.
    inFlight: defer ? inputs.length : 2,
    window,
    onStarted: (id) => {
      if (slow) underWay.set(id, slow.track(inputs[id]!.label));
    },
    job: (id) => {
      const input = inputs[id]!;
      const source = input.source;
      input.source = undefined;
      return {
        id,
        abs: input.abs,
        file: input.file,
        source,
        ...(source === undefined && input.facts && { hash: input.facts.hash }),
        settings: wire,
        label: input.label,
        lang: input.lang,
        ...(input.ownFile !== undefined && { ownFile: input.ownFile }),
        highlight: defer ? 'defer' : highlight,
      };
    },
    onResult: (msg) => {
      const input = inputs[msg.id]!;
      underWay.get(msg.id)?.();
      underWay.delete(msg.id);
      times.set(input.file, msg.ms);
      if (msg.ok && msg.page.code && highlighter) {
        const page = msg.page;
        // The page's own time: its parse and its highlighting, not the wait for Shiki or other pages.
        const p = highlighter(page).then(
          (ms) => {
            times.set(input.file, msg.ms + ms);
            deliver(msg.id, page, msg.changed);
          },
          (err: unknown) => void diagnostics.push(...toDiagnostics(err, input.label)),
        );
        filling.add(p);
        void p.finally(() => filling.delete(p));
      } else if (msg.ok) deliver(msg.id, msg.page, msg.changed);
      else diagnostics.push(...msg.diagnostics);
      // Not `onDone?.(++done)`: optional chaining would skip the increment when there is no callback.
      done++;
      onDone?.(done);
    },
  });
  while (filling.size) await Promise.all(filling);
  return { pages: results.filter((p): p is PageData => !!p), diagnostics, times };
}

/** The code languages of every page read so far. */
export function siteLanguages(inputs: readonly PageInput[]): Set<string> {
  return new Set(inputs.flatMap((i) => (i.source === undefined ? [] : highlightedLanguages(i.source))));
}
