// The search index, built beside the pages: fed each page as soon as it is parsed and written once
// the last one is in. In a worker thread for large sites (tokenising runs on another core while
// pages are parsed and rendered), in this thread for small ones. Its URLs are known before it starts.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { localeOfRoute } from '../../shared/routes.js';
import { writeFile } from '../output/files.js';
import { SearchIndexBuilder, type SearchPage, type SearchPlan, type SearchReuse, type ShardRecord } from './search-index.js';
import type { SearchMessage, SearchResult } from './search-worker.js';
import { MIN_JOBS_FOR_WORKERS } from '../page/workers.js';

const WORKER_URL = new URL('./search-worker.js', import.meta.url);
/** Pages sent to the worker per message. */
const BATCH = 32;

/** Paths relative to the output folder: written now, or kept from the previous index (to carry over). */
export interface SearchWritten {
  files: string[];
  reused: string[];
  shards: Record<string, ShardRecord>;
}

export interface SearchIndexTask {
  /** Take one page (its route, title, headers and text are copied: the caller may drop them). */
  add(page: SearchPage): void;
  /** Every page is in: write the index. Resolves once every file is written (see SearchWritten). */
  finish(): Promise<SearchWritten>;
  /** Stop (the build failed): resolves once nothing more can be written. */
  cancel(): Promise<void>;
}

/**
 * Start an index over the pages of `plan`, written into `outDir`.
 * `locales`: locale paths; `urls`: locale path → meta file URL the pages link.
 */
export function startSearchIndex(base: string, locales: readonly string[], outDir: string, urls: Record<string, string>, plan: SearchPlan, reuse?: SearchReuse): SearchIndexTask {
  // BOOKDOCS_WORKERS forces the choice, as for the other pools; the worker file is missing when
  // running from TypeScript sources (the test runner).
  const forced = process.env.BOOKDOCS_WORKERS;
  const wanted = forced !== undefined ? (Number.parseInt(forced, 10) || 0) > 0 : plan.routes.length >= MIN_JOBS_FOR_WORKERS;
  if (!wanted || !fs.existsSync(fileURLToPath(WORKER_URL))) {
    const builder = new SearchIndexBuilder(base, (route) => localeOfRoute(route, locales), plan, reuse);
    let cancelled = false;
    return {
      add: (page) => builder.add(page),
      finish: async () => {
        const { files, reused, shards } = await builder.finish(urls);
        if (cancelled) return { files: [], reused: [], shards: {} };
        for (const [rel, content] of files) writeFile(outDir, rel, content);
        return { files: [...files.keys()], reused, shards };
      },
      cancel: async () => {
        cancelled = true;
      },
    };
  }

  const worker = new Worker(WORKER_URL);
  const done = new Promise<SearchWritten>((resolve, reject) => {
    worker.once('message', (msg: SearchResult) => {
      void worker.terminate();
      if (msg.ok) resolve({ files: msg.files, reused: msg.reused, shards: msg.shards });
      else reject(new Error(`search index: ${msg.message}`));
    });
    worker.once('error', reject);
  });
  done.catch(() => undefined);
  worker.postMessage({ type: 'init', base, locales: [...locales], outDir, urls, plan, reuse } satisfies SearchMessage);
  let batch: SearchPage[] = [];
  const flush = () => {
    if (batch.length) worker.postMessage({ type: 'add', pages: batch } satisfies SearchMessage);
    batch = [];
  };
  return {
    add: ({ route, title, headers, text, searchTerms }) => {
      batch.push({ route, title, headers, text, searchTerms });
      if (batch.length >= BATCH) flush();
    },
    finish: () => {
      flush();
      worker.postMessage({ type: 'finish' } satisfies SearchMessage);
      return done;
    },
    cancel: async () => {
      await worker.terminate();
    },
  };
}
