// The worker pool under a window (parse-window.ts): what is sent ahead of what the caller is done with stays bounded.
import { describe, expect, it } from 'vitest';
import { ParseWindow } from '../../../../src/render/page/parse-window.js';
import { runWorkerPool } from '../../../../src/render/page/workers.js';

/** A worker that answers each job at once. */
const ECHO = new URL(
  `data:text/javascript,${encodeURIComponent(
    "import { parentPort } from 'node:worker_threads'; parentPort.on('message', (job) => parentPort.postMessage({ id: job.id }));",
  )}`,
);

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('runWorkerPool with a window', () => {
  it('should send a job only while fewer than the window are in the worker or held by the caller', async () => {
    const window = new ParseWindow(5);
    let sent = 0;
    let released = 0;
    let most = 0;
    const held: number[] = [];
    const results: number[] = [];
    // The caller lets go of one result per turn of the event loop, as the render stream does.
    let running = true;
    const release = (async () => {
      while (running) {
        await tick();
        const id = held.shift();
        if (id === undefined) continue;
        released++;
        window.release(String(id));
      }
    })();
    await runWorkerPool<{ id: number }, { id: number }>({
      workerUrl: ECHO,
      workers: 1,
      jobs: 40,
      // As many as it likes, but for the window.
      inFlight: 40,
      window,
      job: (id) => {
        sent++;
        most = Math.max(most, sent - released);
        return { id };
      },
      onResult: ({ id }) => {
        results.push(id);
        window.hold(String(id));
        held.push(id);
      },
    });
    running = false;
    await release;
    expect(results).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(most).toBe(5);
  });

  it('should send every job once the window is unbound, though nothing is released', async () => {
    const window = new ParseWindow(3);
    const results: number[] = [];
    const done = runWorkerPool<{ id: number }, { id: number }>({
      workerUrl: ECHO,
      workers: 2,
      jobs: 20,
      inFlight: 2,
      window,
      job: (id) => ({ id }),
      onResult: ({ id }) => {
        results.push(id);
        window.hold(String(id));
        // The caller stops taking pages (a build whose bundles failed).
        if (results.length === 3) window.unbound();
      },
    });
    await done;
    expect(results.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });
});
