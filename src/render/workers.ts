// How many worker threads a job list deserves.
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

/** Below this many jobs, starting workers costs more than it saves. */
export const MIN_JOBS_FOR_WORKERS = 48;

/**
 * `BOOKDOCS_WORKERS` overrides; otherwise one per core (at most 8) for large job lists, and none when
 * the compiled worker file is missing (running from TypeScript sources, as the test runner does).
 */
export function workerCount(jobs: number, workerUrl: URL): number {
  const env = process.env.BOOKDOCS_WORKERS;
  if (env !== undefined) return Math.max(0, Number.parseInt(env, 10) || 0);
  if (jobs < MIN_JOBS_FOR_WORKERS || !fs.existsSync(fileURLToPath(workerUrl))) return 0;
  return Math.max(1, Math.min(os.availableParallelism(), 8));
}
