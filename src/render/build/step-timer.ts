// The wall time of each of a build's named steps, for `--verbose` and the bench.
import type { BuildResult } from './build-types.js';

/** Wall time of each named step. */
export function stepTimer() {
  const started = performance.now();
  let mark = started;
  const phases: BuildResult['phases'] = [];
  return {
    phases,
    done(name: string) {
      const now = performance.now();
      phases.push({ name, ms: now - mark });
      mark = now;
    },
    total: () => performance.now() - started,
  };
}

export type StepTimer = ReturnType<typeof stepTimer>;
