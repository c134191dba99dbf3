// An effect whose code is a chunk of its own: `load` imports it when the effect runs (after the first
// paint), `run` binds it and may return its cleanup. A cleanup before the chunk arrives cancels the
// run; the chunk is fetched once whatever the number of runs (import() caches the module).
import { useEffect } from 'react';

export function useLazyEffect<M>(
  load: () => Promise<M>,
  run: (module: M) => (() => void) | undefined | void,
  deps: readonly unknown[],
): void {
  useEffect(() => {
    let live = true;
    let cleanup: (() => void) | undefined | void;
    load()
      .then((module) => {
        if (live) cleanup = run(module);
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      live = false;
      cleanup?.();
    };
    // The caller's dependencies, as useEffect's: `load` and `run` are new functions at each render.
  }, deps);
}
