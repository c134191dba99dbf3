// Render all pages on worker threads (React SSR is CPU-bound), or in this thread for small sites.
import os from 'node:os';
import type { PageView, SiteData } from '../shared/types.js';
import type { ClientAssets, ServerBundle } from './bundle.js';
import { runWorkerPool, workerCount } from './workers.js';
import { writePageFiles } from './render-page.js';
import type { RenderInit, RenderJob, RenderJobResult } from './render-worker.js';
import { FileWriter } from './output.js';

const WORKER_URL = new URL('./render-worker.js', import.meta.url);

export interface RenderFailure {
  route: string;
  message: string;
}

export async function renderPages(
  views: (() => PageView)[],
  site: SiteData,
  assets: ClientAssets,
  server: ServerBundle,
  outDir: string,
  onDone?: (done: number, route: string, ms: number) => void,
): Promise<RenderFailure[]> {
  const failures: RenderFailure[] = [];
  let done = 0;
  // No jobs: nothing to wait for (a pool with no jobs would never report back).
  // Measured on 2 cores: no gain (the main thread's view building and file writes are the limit),
  // so rendering goes parallel only where there are cores to spare, or when BOOKDOCS_WORKERS says so.
  const spare = process.env.BOOKDOCS_WORKERS !== undefined || os.availableParallelism() >= 4;
  const n = views.length === 0 || !spare ? 0 : workerCount(views.length, WORKER_URL);
  if (n === 0) {
    const writer = new FileWriter(outDir);
    for (const makeView of views) {
      const start = performance.now();
      const view = makeView();
      try {
        await writePageFiles(writer, server.renderer, site, view, assets);
      } catch (err) {
        failures.push({ route: view.route, message: err instanceof Error ? err.message : String(err) });
      }
      done++;
      onDone?.(done, view.route, performance.now() - start);
    }
    await writer.flush();
    return failures;
  }

  const routes: string[] = [];
  await runWorkerPool<RenderJob, RenderJobResult>({
    workerUrl: WORKER_URL,
    workers: n,
    jobs: views.length,
    init: { type: 'init', ssrFile: server.file, site, assets, outDir } satisfies RenderInit,
    // Two jobs in flight: the main thread prepares the next view while the worker renders.
    inFlight: 2,
    job: (id) => {
      const view = views[id]!();
      routes[id] = view.route;
      return { type: 'job', id, view };
    },
    onResult: (msg) => {
      if (!msg.ok) failures.push({ route: routes[msg.id]!, message: msg.message });
      done++;
      onDone?.(done, routes[msg.id]!, msg.ms);
    },
  });
  return failures;
}
