// Worker thread: pre-renders pages (React SSR) and writes their HTML and data chunk.
import { parentPort } from 'node:worker_threads';
import type { PageView, SiteData } from '../shared/types.js';
import { loadServerRenderer, type ClientAssets, type ServerRenderer } from './bundle.js';
import { SyncWriter, writePageFiles } from './render-page.js';

export interface RenderInit {
  type: 'init';
  ssrFile: string;
  site: SiteData;
  assets: ClientAssets;
  outDir: string;
}

export interface RenderJob {
  type: 'job';
  id: number;
  view: PageView;
}

export type RenderJobResult = { id: number; ok: true; ms: number } | { id: number; ok: false; message: string; ms: number };

let ready: Promise<{ renderer: ServerRenderer; init: RenderInit; writer: SyncWriter }> | undefined;

parentPort?.on('message', (msg: RenderInit | RenderJob) => {
  if (msg.type === 'init') {
    ready = loadServerRenderer(msg.ssrFile).then((renderer) => ({ renderer, init: msg, writer: new SyncWriter(msg.outDir) }));
    return;
  }
  const start = performance.now();
  void ready!
    .then(({ renderer, init, writer }) => writePageFiles(writer, renderer, init.site, msg.view, init.assets))
    .then(
      () => parentPort!.postMessage({ id: msg.id, ok: true, ms: performance.now() - start } satisfies RenderJobResult),
      (err: unknown) =>
        parentPort!.postMessage({ id: msg.id, ok: false, message: err instanceof Error ? err.message : String(err), ms: performance.now() - start } satisfies RenderJobResult),
    );
});
