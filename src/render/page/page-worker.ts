// Worker thread: turns Markdown files into PageData (the CPU-heavy step: micromark + Shiki).
import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { toDiagnostics, type Diagnostic } from '../diagnostics.js';
import { loadPage, type PageOptions } from './page.js';
import { instantiate, type PluginRef } from '../plugins/plugin-instances.js';

export interface PageJob {
  id: number;
  abs: string;
  file: string;
  /** The Markdown, when the main thread has read it already. */
  source?: string;
  opts: Omit<PageOptions, 'components' | 'plugins'> & { components: string[]; plugins?: PluginRef[] };
}

export type PageJobResult =
  | { id: number; ok: true; page: Awaited<ReturnType<typeof loadPage>>; ms: number }
  | { id: number; ok: false; diagnostics: Diagnostic[]; ms: number };

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
  const { plugins: refs, ...opts } = job.opts;
  // Plugins are imported once per worker (instantiate keeps them); a failure is reported by the main thread, which loaded them first.
  const run =
    source instanceof Error
      ? Promise.reject(source)
      : Promise.all((refs ?? []).map(instantiate)).then((plugins) => loadPage(job.file, source, { ...opts, components: new Set(opts.components), plugins }));
  run.then(
    (page) => parentPort!.postMessage({ id: job.id, ok: true, page, ms: performance.now() - start } satisfies PageJobResult),
    (err: unknown) =>
      parentPort!.postMessage({ id: job.id, ok: false, ms: performance.now() - start, diagnostics: toDiagnostics(err, job.opts.label) } satisfies PageJobResult),
  );
});
