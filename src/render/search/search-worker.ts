// Worker thread: builds the search index from pages sent as they are parsed, and writes its files
// once told every page is in, while the main thread renders.
import { parentPort } from 'node:worker_threads';
import { localeOfRoute } from '../../shared/routes.js';
import { writeFile } from '../incremental/file-writes.js';
import {
  SearchIndexBuilder,
  type IndexedPage,
  type SearchPage,
  type SearchPlan,
  type SearchReuse,
  type SearchState,
} from './search-index.js';

export type SearchMessage =
  | {
      type: 'init';
      base: string;
      /** Locale paths ('/', '/zh/', …). */
      locales: string[];
      outDir: string;
      /** Locale path → meta file URL the pages already link (computed once, in the main thread). */
      urls: Record<string, string>;
      plan: SearchPlan;
      reuse?: SearchReuse;
      /** A folder of the caller's for the sections' text until it is written (see section-texts.ts). */
      spillDir?: string;
    }
  | { type: 'add'; pages: (SearchPage | IndexedPage)[] }
  | { type: 'finish' };

/** `files`: what was written, relative to the output folder; `reused`: the previous index's files it keeps. */
export type SearchResult =
  { ok: true; files: string[]; reused: string[]; state: SearchState } | { ok: false; message: string };

let builder: SearchIndexBuilder | undefined;
let init: Extract<SearchMessage, { type: 'init' }> | undefined;
let failed = false;

const fail = (err: unknown) => {
  failed = true;
  parentPort!.postMessage({
    ok: false,
    message: err instanceof Error ? err.message : String(err),
  } satisfies SearchResult);
};

parentPort?.on('message', (msg: SearchMessage) => {
  if (failed) return;
  try {
    if (msg.type === 'init') {
      init = msg;
      builder = new SearchIndexBuilder(
        msg.base,
        (route) => localeOfRoute(route, msg.locales),
        msg.plan,
        msg.reuse,
        msg.spillDir,
      );
    } else if (msg.type === 'add') {
      for (const page of msg.pages) builder!.add(page);
    } else {
      const { outDir, urls } = init!;
      const files: string[] = [];
      const write = (rel: string, content: string) => {
        writeFile(outDir, rel, content);
        files.push(rel);
      };
      builder!
        .finish(urls, write)
        .then(
          ({ reused, state }) => parentPort!.postMessage({ ok: true, files, reused, state } satisfies SearchResult),
          fail,
        );
    }
  } catch (err) {
    fail(err);
  }
});
