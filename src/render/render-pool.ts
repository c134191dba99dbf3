// Render all pages on worker threads (React SSR is CPU-bound), or in this thread for small sites.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PageView, SiteData } from '../shared/types.js';
import type { ClientAssets, ServerBundle } from './bundle.js';
import { workerCount } from './workers.js';
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
      if (next >= views.length) return;
      const id = next++;
      const view = views[id]!();
      routes[id] = view.route;
      w.postMessage({ type: 'job', id, view } satisfies RenderJob);
    };
    for (let i = 0; i < Math.min(n, views.length); i++) {
      const w = new Worker(WORKER_URL);
      workers.push(w);
      w.postMessage({ type: 'init', ssrFile: server.file, site, assets, outDir } satisfies RenderInit);
      w.on('message', (msg: RenderJobResult) => {
        if (!msg.ok) failures.push({ route: routes[msg.id]!, message: msg.message });
        done++;
        onDone?.(done, routes[msg.id]!, msg.ms);
        if (done === views.length) finish();
        else send(w);
      });
      w.on('error', finish);
      // Two jobs in flight: the main thread prepares the next view while the worker renders.
      send(w);
      send(w);
    }
  });
  return failures;
}
