// Prefetch the data chunks of internal links as they come into view, when the browser is idle, so
// the next click renders at once. Skipped when the reader asked to save data or is on a slow link.
// A chunk loaded after the first paint (App.tsx): it imports nothing, so the router's code, which
// the entry needs, stays in the entry instead of a chunk shared with this one.

/** At most this many chunks are prefetched per page shown (a long sidebar must not fetch the site). */
export const MAX_PREFETCH_PER_PAGE = 24;

type Connection = { saveData?: boolean; effectiveType?: string };

function slowConnection(): boolean {
  const c = (navigator as Navigator & { connection?: Connection }).connection;
  return !!c && (c.saveData === true || /(^|-)2g$/.test(c.effectiveType ?? ''));
}

const whenIdle = (fn: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 200);

/**
 * Watch the links on the page; `prefetch(route)` is called once per route that comes into view.
 * `routeOf`: the route a link leads to, if it is one of the site's (router.ts' routeForLink).
 * Returns a function that stops watching.
 */
export function prefetchLinksInView(
  currentRoute: string,
  routeOf: (link: Element) => string | undefined,
  prefetch: (route: string) => void,
): () => void {
  if (typeof IntersectionObserver !== 'function' || slowConnection()) return () => undefined;
  const seen = new Set<string>([currentRoute]);
  let count = 0;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const route = routeOf(entry.target);
      if (!route || seen.has(route) || count >= MAX_PREFETCH_PER_PAGE) continue;
      seen.add(route);
      count++;
      whenIdle(() => prefetch(route));
    }
  });
  // After the page has painted: links rendered by this navigation are in the DOM by then.
  const start = whenIdle(() => document.querySelectorAll('a[href]').forEach((a) => observer.observe(a)));
  return () => {
    if (typeof cancelIdleCallback === 'function' && typeof requestIdleCallback === 'function')
      cancelIdleCallback(start as number);
    else clearTimeout(start as ReturnType<typeof setTimeout>);
    observer.disconnect();
  };
}
