// Worker thread: turns Markdown files into PageData (the CPU-heavy step: micromark + Shiki).
import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { BookdocsError } from '../errors.js';
import { loadPage, type PageOptions } from './page.js';

export interface PageJob {
  id: number;
  abs: string;
  file: string;
  /** The Markdown, when the main thread has read it already. */
  source?: string;
  opts: Omit<PageOptions, 'components'> & { components: string[] };
}

export type PageJobResult =
  | { id: number; ok: true; page: Awaited<ReturnType<typeof loadPage>>; ms: number }
  | { id: number; ok: false; error: { message: string; file: string; line?: number; column?: number; hint?: string; bug: boolean }; ms: number };

parentPort?.on('message', (job: PageJob) => {
  const start = performance.now();
  const source = (() => {
    if (job.source !== undefined) return job.source;
    try {
      return fs.readFileSync(job.abs, 'utf8');
    } catch (err) {
      return err as Error;
    }
  })();
  const run = source instanceof Error ? Promise.reject(source) : loadPage(job.file, source, { ...job.opts, components: new Set(job.opts.components) });
  run.then(
    (page) => parentPort!.postMessage({ id: job.id, ok: true, page, ms: performance.now() - start } satisfies PageJobResult),
    (err: unknown) => {
      const e = err instanceof BookdocsError ? err : undefined;
      parentPort!.postMessage({
        id: job.id,
        ok: false,
        ms: performance.now() - start,
        error: {
          message: e ? e.message : err instanceof Error ? err.message : String(err),
          file: e?.location?.file ?? job.opts.label,
          line: e?.location?.line,
          column: e?.location?.column,
          hint: e?.hint,
          bug: !e,
        },
      } satisfies PageJobResult);
    },
  );
});
