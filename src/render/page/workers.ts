// How many worker threads a job list deserves, and one driver for every pool of them.
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import workerThreads from 'node:worker_threads';

/** Below this many jobs, starting workers costs more than it saves. */
export const MIN_JOBS_FOR_WORKERS = 48;

/**
 * `BOOKDOCS_WORKERS` overrides; otherwise one per core (at most 8) for large job lists, and none when
 * the compiled worker file is missing (running from TypeScript sources, as the test runner does).
 * `reserve`: cores left to this thread (the build renders here while workers parse).
 */
export function workerCount(jobs: number, workerUrl: URL, reserve = 0): number {
  const env = process.env.BOOKDOCS_WORKERS;
  if (env !== undefined) return Math.max(0, Number.parseInt(env, 10) || 0);
  if (jobs < MIN_JOBS_FOR_WORKERS || !fs.existsSync(fileURLToPath(workerUrl))) return 0;
  return Math.max(1, Math.min(os.availableParallelism() - reserve, 8));
}

export interface PoolOptions<Job, Result extends { id: number }> {
  workerUrl: URL;
  workers: number;
  jobs: number;
  /** The message for job `id` (0-based, in order). */
  job: (id: number) => Job;
  onResult: (result: Result) => void;
  /** Sent to each worker before its first job. */
  init?: unknown;
  /** Jobs in flight per worker (2 lets the main thread prepare the next one meanwhile). */
  inFlight?: number;
  /** A worker began job `id` (it sent a JobStarted message; jobs queued in a worker wait their turn). */
  onStarted?: (id: number) => void;
  /** Bounds the jobs sent ahead of what the caller is done with (see parse-window.ts). */
  window?: JobWindow;
}

/** When another job may be sent, besides each worker's `inFlight`. */
export interface JobWindow {
  /** True when a job may be sent now, with `inFlight` jobs sent and not yet reported back. */
  hasRoom(inFlight: number): boolean;
  /** `wake` is to be called whenever room may have been made. */
  onRoom(wake: () => void): void;
}

/** What a worker may send before a job's result: that it began it. */
export interface JobStarted {
  id: number;
  started: true;
}

/** Run `jobs` jobs on `workers` worker threads; resolves when every job has reported back. */
export function runWorkerPool<Job, Result extends { id: number }>(opts: PoolOptions<Job, Result>): Promise<void> {
  const { Worker } = workerThreads;
  let next = 0;
  let done = 0;
  return new Promise<void>((resolve, reject) => {
    if (opts.jobs === 0) return resolve();
    const workers: InstanceType<typeof Worker>[] = [];
    /** Jobs sent to each worker and not reported back yet. */
    const queued = new Map<InstanceType<typeof Worker>, number>();
    const perWorker = opts.inFlight ?? 1;
    let finished = false;
    const finish = (err?: unknown) => {
      if (finished) return;
      finished = true;
      for (const w of workers) void w.terminate();
      if (err) reject(err);
      else resolve();
    };
    /** Send each worker jobs up to its `inFlight`, while the window has room. */
    const fill = () => {
      for (const w of workers) {
        while (
          next < opts.jobs &&
          queued.get(w)! < perWorker &&
          (opts.window?.hasRoom(next - done) ?? true) &&
          !finished
        ) {
          queued.set(w, queued.get(w)! + 1);
          w.postMessage(opts.job(next++));
        }
      }
    };
    opts.window?.onRoom(fill);
    for (let i = 0; i < Math.min(opts.workers, opts.jobs); i++) {
      const w = new Worker(opts.workerUrl);
      workers.push(w);
      queued.set(w, 0);
      if (opts.init !== undefined) w.postMessage(opts.init);
      w.on('message', (msg: Result | JobStarted) => {
        if ('started' in msg && msg.started === true) {
          opts.onStarted?.(msg.id);
          return;
        }
        try {
          opts.onResult(msg as Result);
        } catch (err) {
          finish(err);
          return;
        }
        done++;
        queued.set(w, queued.get(w)! - 1);
        if (done === opts.jobs) finish();
        else fill();
      });
      w.on('error', finish);
    }
    fill();
  });
}
