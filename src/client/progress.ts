// The page-load progress bar (nprogress), with the spec's constants.
import NProgress from 'nprogress';

export const PROGRESS = { minimum: 0.08, speed: 200, trickleSpeed: 800 } as const;

NProgress.configure({ ...PROGRESS, showSpinner: false });

export const progress = {
  start: () => NProgress.start(),
  done: () => NProgress.done(),
};
