// How far V8 lets a build's heap grow past what it holds. A build keeps a few KB per page for its end
// (checks, the site model, the snapshot) and makes many times that in short-lived strings while it
// renders. Left to itself, V8 lets the old generation grow up to four times what survived its last
// full collection before it collects again: at 50,000 pages some 420 MB were live while the heap stood
// at 1.4–1.8 GB, and the build peaked at 2 GB of memory. A fixed factor of 1.5 collects sooner, at no
// CPU cost that the bench can see (the notes of issue 26 have the figures).
import v8 from 'node:v8';

/** The heap may grow to this much more than what survived the last full collection (V8's `heap-growing-percent`). */
export const HEAP_GROWING_PERCENT = 50;

/** From this many pages the heap's headroom is hundreds of MB. */
const LARGE_SITE_PAGES = 2000;

/**
 * Bound the heap's growth for the rest of this process (every thread: V8's flags are the process's),
 * for a build of `pages` pages. A smaller site (some 300 MB at 1,000 pages) is left to V8's own
 * heuristics: trading CPU for memory is not worth a process-wide setting there.
 */
export function boundHeapGrowth(pages: number): void {
  if (pages < LARGE_SITE_PAGES) return;
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
