// The links into the other versions of a page of a ref's build (config `versions`, `{ ref }`): built
// as each version's home, since that build is cached apart from the site's pages; once the browser
// is idle, the site's route list (shared/version-routes.ts) is fetched, in a chunk of its own, and
// each link opens the same page where that version has it. Until then, and without it, as built.
import { useEffect, useState } from 'react';
import { useSite } from '../context.js';

/** `wanted`: false for a caller that links into no version (its links are not fetched). */
export function useVersionLinks(wanted = true): Record<string, string> | undefined {
  const { site, page } = useSite();
  const own = page.version;
  const url = wanted ? site.versions?.routes : undefined;
  const name = own?.name;
  const [found, setFound] = useState<{ route: string; links: Record<string, string> }>();
  useEffect(() => {
    if (!url || !name) return;
    let live = true;
    const route = page.route;
    const load = () =>
      void import('./version-routes-fetch.js')
        .then((m) => m.sameRouteLinksAt(url, name, route))
        .then(
          (links) => live && setFound({ route, links }),
          () => undefined,
        );
    if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2000 });
    else setTimeout(load, 200);
    return () => {
      live = false;
    };
  }, [url, name, page.route]);
  return own && found?.route === page.route ? { ...own.links, ...found.links } : own?.links;
}
