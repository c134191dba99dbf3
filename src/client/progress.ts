// The page-load progress bar (nprogress), with the spec's constants. It shows only during a client-side
// navigation, never on a first load: nprogress is a chunk of its own, fetched at the first start.
import type NProgressType from 'nprogress';

export const PROGRESS = { minimum: 0.08, speed: 200, trickleSpeed: 800 } as const;

type NProgress = typeof NProgressType;

/** A bar that loads nprogress when first started; a done() before it arrives cancels that start. */
export function lazyProgress(load: () => Promise<NProgress>) {
  let bar: Promise<NProgress> | undefined;
  /** Whether the bar should be showing: the last call was start(). */
  let running = false;
  const loaded = () =>
    (bar ??= load().then((n) => {
      n.configure({ ...PROGRESS, showSpinner: false });
      return n;
    }));
  return {
    start: () => {
      running = true;
      loaded().then(
        (n) => running && n.start(),
        (error: unknown) => console.error(error),
      );
    },
    done: () => {
      running = false;
      void bar?.then((n) => n.done());
    },
  };
}

export const progress = lazyProgress(() => import('nprogress').then((m) => m.default));
