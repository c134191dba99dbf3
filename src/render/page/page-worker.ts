// Worker thread: turns Markdown files into PageData (the CPU-heavy step: micromark + Shiki).
import { parentPort } from 'node:worker_threads';
import { toDiagnostics, type Diagnostic } from '../diagnostics.js';
import { loadPage } from './page.js';
import { ImageProbes } from './image-sizes.js';
import type { PageOptions } from './page-types.js';
import { pageOptions, type WorkerSettings } from './page-settings.js';
import { instantiate } from '../plugins/plugin-instances.js';
import { readMarkdownSource } from './markdown-source.js';
import { contentHash } from '../incremental/hashing.js';
import type { JobStarted } from './workers.js';

export interface PageJob {
  id: number;
  abs: string;
  file: string;
  /** The Markdown, when the main thread has read it already. */
  source?: string;
  settings: WorkerSettings;
  label: string;
  lang?: string;
  ownFile?: string;
  highlight: PageOptions['highlight'];
  /** Without `source`: the hash the caller took of it (see source-facts.ts), to tell whether the file changed since. */
  hash?: string;
}

export type PageJobResult =
  | {
      id: number;
      ok: true;
      page: Awaited<ReturnType<typeof loadPage>>;
      ms: number;
      /** The file read here is no longer what the job's `hash` was taken of. */
      changed?: true;
    }
  | { id: number; ok: false; diagnostics: Diagnostic[]; ms: number };

const queue: PageJob[] = [];
/** The sizes of the images this worker's pages showed (many pages share a picture). */
const images = new ImageProbes();
let running = false;

parentPort?.on('message', (job: PageJob) => {
  queue.push(job);
  if (!running) void runQueue();
});

/**
 * One page at a time, each sent back as soon as it is done. (A page's parse awaits, e.g. a plugin's
 * first import: pages started on their messages' arrival would all wait for it, then run
 * interleaved and finish together at the end, leaving the main thread nothing to highlight and
 * render until then, and every page in memory at once.)
 */
async function runQueue(): Promise<void> {
  running = true;
  for (let job = queue.shift(); job; job = queue.shift()) {
    // The main thread names a page that takes long (slow-pages.ts) from when it really begins.
    parentPort!.postMessage({ id: job.id, started: true } satisfies JobStarted);
    const result = await parse(job);
    try {
      parentPort!.postMessage(result);
    } catch (err) {
      // A page that cannot be sent: only a plugin can put a function or a class instance into it.
      const diagnostics: Diagnostic[] = [
        {
          severity: 'error',
          rule: 'plugin-error',
          message: `the page holds a value that cannot be passed on (${err instanceof Error ? err.message : String(err)})`,
          file: job.label,
          hint: "a plugin's extendPage put a function or a class instance into the page (its frontmatter…): keep to strings, numbers, booleans, arrays and plain objects",
        },
      ];
      parentPort!.postMessage({ id: job.id, ok: false, ms: result.ms, diagnostics } satisfies PageJobResult);
    }
  }
  running = false;
}

async function parse(job: PageJob): Promise<PageJobResult> {
  const start = performance.now();
  try {
    const source = job.source ?? readMarkdownSource(job.abs);
    const changed = job.source === undefined && job.hash !== undefined && contentHash(source) !== job.hash;
    // Plugins are imported once per worker (instantiate keeps them); a failure is reported by the main thread, which loaded them first.
    const plugins = await Promise.all(job.settings.plugins.map(instantiate));
    const page = await loadPage(job.file, source, {
      ...pageOptions({ ...job.settings, plugins }, job, job.highlight),
      images,
    });
    return { id: job.id, ok: true, page, ms: performance.now() - start, ...(changed && { changed }) };
  } catch (err) {
    return { id: job.id, ok: false, ms: performance.now() - start, diagnostics: toDiagnostics(err, job.label) };
  }
}
