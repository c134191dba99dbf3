// Reading the data a page was rendered with, and fetching the data of other pages.
import { encodePath, routeCandidates, routeToDataFile } from '../shared/routes.js';
import type { HydrationData, PageView, SiteData } from '../shared/types.js';

export const DATA_ELEMENT_ID = 'bd-data';
export const CONTENT_ELEMENT_ID = 'bd-content';

export function readHydrationData(): HydrationData {
  const el = document.getElementById(DATA_ELEMENT_ID);
  return JSON.parse(el?.textContent ?? '{}') as HydrationData;
}

export class PageLoadError extends Error {
  constructor(
    readonly url: string,
    override readonly cause: unknown,
  ) {
    super(`Failed to load page data ${url}`);
  }
}

const cache = new Map<string, Promise<PageView | null>>();

/** Drop every fetched page (the dev server says pages changed). */
export function forgetPages(): void {
  cache.clear();
}

/** `/x` and `/x.html` are one page (clean URLs link the first, a direct load may name the second). */
function cacheKey(route: string): string {
  return routeCandidates(route)[0] ?? route;
}

/** The page the document was rendered with: going back to it needs no fetch. */
export function primePage(route: string, view: PageView): void {
  cache.set(cacheKey(route), Promise.resolve(view));
}

/** The page for a route (pathname without base, decoded), or null when there is none (404). */
export function fetchPage(route: string, site: SiteData): Promise<PageView | null> {
  const key = cacheKey(route);
  let p = cache.get(key);
  if (!p) {
    p = (async () => {
      for (const candidate of routeCandidates(route)) {
        const url = encodePath(`${site.base}${routeToDataFile(candidate)}`);
        let res: Response;
        try {
          // Revalidated with the host: the chunk keeps its name across deploys (only a page's own
          // change rewrites it), so a cached copy may be from an older build.
          res = await fetch(url, { cache: 'no-cache' });
        } catch (err) {
          throw new PageLoadError(url, err);
        }
        if (res.status === 404) continue;
        if (!res.ok) throw new PageLoadError(url, new Error(`HTTP ${res.status}`));
        // Hosts with an SPA fallback answer unknown paths with HTML and a 200.
        if (!res.headers.get('content-type')?.includes('json')) continue;
        return (await res.json()) as PageView;
      }
      return null;
    })();
    p.catch(() => cache.delete(key));
    cache.set(key, p);
  }
  return p;
}
