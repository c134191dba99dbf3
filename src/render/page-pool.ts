// Process many pages on all cores: a pool of worker threads running page-worker.ts, or the same
// function in this thread for small sites (and under the test runner, which has no compiled worker).
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { BookdocsError, toBookdocsError } from './errors.js';
import { loadPage, type PageData } from './page.js';
import type { PageJob, PageJobResult } from './page-worker.js';

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
/** Below this many pages, starting workers costs more than it saves. */
const MIN_PAGES_FOR_WORKERS = 48;

export function workerCount(pages: number): number {
  const env = process.env.BOOKDOCS_WORKERS;
  if (env !== undefined) return Math.max(0, Number.parseInt(env, 10) || 0);
  if (pages < MIN_PAGES_FOR_WORKERS || !fs.existsSync(fileURLToPath(WORKER_URL))) return 0;
  return Math.max(1, Math.min(os.availableParallelism(), 8));
}

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
  // No jobs: nothing to wait for (a pool with no jobs would never report back).
  const n = inputs.length === 0 ? 0 : workerCount(inputs.length);

  if (n === 0) {
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
  let next = 0;
  await new Promise<void>((resolve, reject) => {
    const workers: Worker[] = [];
    let finished = false;
    const finish = (err?: unknown) => {
      if (finished) return;
      finished = true;
      for (const w of workers) void w.terminate();
      if (err) reject(err);
      else resolve();
    };
    const send = (w: Worker) => {
      if (next >= inputs.length) return;
      const id = next++;
      const input = inputs[id]!;
      w.postMessage({ id, abs: input.abs, file: input.file, opts: { base, components: componentList, label: input.label, highlight } } satisfies PageJob);
    };
    for (let i = 0; i < Math.min(n, inputs.length); i++) {
      const w = new Worker(WORKER_URL);
      workers.push(w);
      w.on('message', (msg: PageJobResult) => {
        const input = inputs[msg.id]!;
        times.set(input.file, msg.ms);
        if (msg.ok) results[msg.id] = msg.page;
        else {
          const e = msg.error;
          errors.push(
            e.bug
              ? toBookdocsError(new Error(e.message), e.file)
              : new BookdocsError(e.message, { file: e.file, line: e.line, column: e.column }, e.hint),
          );
        }
        // Not `onDone?.(++done)`: optional chaining would skip the increment when there is no callback.
        done++;
        onDone?.(done);
        if (done === inputs.length) finish();
        else send(w);
      });
      w.on('error', finish);
      // One job in flight per worker: the round trip is tiny next to a page, and times stay per page.
      send(w);
    }
  });
  return { pages: results.filter((p): p is PageData => !!p), errors, times };
}
