// Process many pages on all cores: a pool of worker threads running page-worker.ts, or the same
// function in this thread for small sites (and under the test runner, which has no compiled worker).
import fs from 'node:fs';
import { BookdocsError, toBookdocsError } from './errors.js';
import type { PageData } from './page.js';
import type { PageJob, PageJobResult } from './page-worker.js';
import { runWorkerPool, workerCount } from './workers.js';

export interface PageInput {
  abs: string;
  file: string;
  label: string;
}

export interface PoolResult {
  pages: PageData[];
  errors: BookdocsError[];
  times: Map<string, number>;
}

const WORKER_URL = new URL('./page-worker.js', import.meta.url);

export async function processPages(
  inputs: PageInput[],
  base: string,
  components: ReadonlySet<string>,
  onDone?: (done: number) => void,
  { highlight }: { highlight?: boolean } = {},
): Promise<PoolResult> {
  const results: (PageData | undefined)[] = new Array(inputs.length);
  const errors: BookdocsError[] = [];
  const times = new Map<string, number>();
  let done = 0;
  const n = inputs.length === 0 ? 0 : workerCount(inputs.length, WORKER_URL);

  if (n === 0) {
    // Loaded here only: with workers, this thread never parses Markdown (and need not load micromark and Shiki).
    const { loadPage } = await import('./page.js');
    for (const [i, input] of inputs.entries()) {
      const start = performance.now();
      try {
        const source = fs.readFileSync(input.abs, 'utf8');
        results[i] = await loadPage(input.file, source, { base, components, label: input.label, highlight });
      } catch (err) {
        errors.push(toBookdocsError(err, input.label));
      }
      times.set(input.file, performance.now() - start);
      done++;
      onDone?.(done);
    }
    return { pages: results.filter((p): p is PageData => !!p), errors, times };
  }

  const componentList = [...components];
  await runWorkerPool<PageJob, PageJobResult>({
    workerUrl: WORKER_URL,
    workers: n,
    jobs: inputs.length,
    // A second job queued per worker: it starts on the next page while this thread takes the result.
    inFlight: 2,
    job: (id) => {
      const input = inputs[id]!;
      return { id, abs: input.abs, file: input.file, opts: { base, components: componentList, label: input.label, highlight } };
    },
    onResult: (msg) => {
      const input = inputs[msg.id]!;
      times.set(input.file, msg.ms);
      if (msg.ok) results[msg.id] = msg.page;
      else {
        const e = msg.error;
        errors.push(
          e.bug ? toBookdocsError(new Error(e.message), e.file) : new BookdocsError(e.message, { file: e.file, line: e.line, column: e.column }, e.hint),
        );
      }
      // Not `onDone?.(++done)`: optional chaining would skip the increment when there is no callback.
      done++;
      onDone?.(done);
    },
  });
  return { pages: results.filter((p): p is PageData => !!p), errors, times };
}
