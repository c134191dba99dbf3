// The search index, built beside the render: in a worker thread for large sites (the main thread is
// busy rendering and one core is free), in this thread for small ones. Its URLs are known at once.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { localeOfRoute } from '../shared/routes.js';
import { writeFile } from './output.js';
import { buildSearchIndex, searchIndexUrls, type SearchPage } from './search-index.js';
import type { SearchJob, SearchJobResult } from './search-worker.js';
import { MIN_JOBS_FOR_WORKERS } from './workers.js';

const WORKER_URL = new URL('./search-worker.js', import.meta.url);

export interface SearchIndexTask {
  /** Locale path → URL of its index (meta file). */
  indexes: Record<string, string>;
  /** Resolves once every index file is written. */
  done: Promise<void>;
  /** True when the worker has its own copy of the pages' text: the caller may drop theirs. */
  copied: boolean;
  /** Stop (the build failed): resolves once nothing more can be written. */
  cancel(): Promise<void>;
}

/** Start building the index of `pages` into `outDir`. `locales`: locale paths. */
export function startSearchIndex(pages: readonly SearchPage[], base: string, locales: readonly string[], outDir: string): SearchIndexTask {
  const localeOf = (route: string) => localeOfRoute(route, locales);
  const indexes = searchIndexUrls(pages, base, localeOf);
  // BOOKDOCS_WORKERS forces the choice, as for the other pools; the worker file is missing when
  // running from TypeScript sources (the test runner).
  const forced = process.env.BOOKDOCS_WORKERS;
  const wanted = forced !== undefined ? (Number.parseInt(forced, 10) || 0) > 0 : pages.length >= MIN_JOBS_FOR_WORKERS;
  const inline = !wanted || !fs.existsSync(fileURLToPath(WORKER_URL));
  let cancelled = false;
  if (inline) {
    const done = buildSearchIndex(pages, base, localeOf, indexes).then(({ files }) => {
      if (!cancelled) for (const [rel, content] of files) writeFile(outDir, rel, content);
    });
    return {
      indexes,
      done,
      copied: false,
      cancel: async () => {
        cancelled = true;
      },
    };
  }
  const worker = new Worker(WORKER_URL);
  const done = new Promise<void>((resolve, reject) => {
    const job: SearchJob = { pages: pages.map(({ route, title, headers, text }) => ({ route, title, headers, text })), base, locales: [...locales], outDir, urls: indexes };
    worker.once('message', (msg: SearchJobResult) => {
      void worker.terminate();
      if (msg.ok) resolve();
      else reject(new Error(`search index: ${msg.message}`));
    });
    worker.once('error', reject);
    worker.postMessage(job);
  });
  return {
    indexes,
    done,
    copied: true,
    cancel: async () => {
      await worker.terminate();
    },
  };
}
