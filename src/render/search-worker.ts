// Worker thread: builds the search index and writes its files, while the main thread renders pages.
import { parentPort } from 'node:worker_threads';
import { localeOfRoute } from '../shared/routes.js';
import { writeFile } from './output.js';
import { buildSearchIndex, type SearchPage } from './search-index.js';

export interface SearchJob {
  pages: SearchPage[];
  base: string;
  /** Locale paths ('/', '/zh/', …). */
  locales: string[];
  outDir: string;
  /** Locale path → meta file URL the pages already link (computed once, in the main thread). */
  urls: Record<string, string>;
}

export type SearchJobResult = { ok: true } | { ok: false; message: string };

parentPort?.once('message', (job: SearchJob) => {
  const localeOf = (route: string) => localeOfRoute(route, job.locales);
  buildSearchIndex(job.pages, job.base, localeOf, job.urls, (rel, content) => writeFile(job.outDir, rel, content)).then(
    () => {
      parentPort!.postMessage({ ok: true } satisfies SearchJobResult);
    },
    (err: unknown) => parentPort!.postMessage({ ok: false, message: err instanceof Error ? err.message : String(err) } satisfies SearchJobResult),
  );
});
