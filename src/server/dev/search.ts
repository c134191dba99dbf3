// Search in the dev server: the build's index (search-index.ts), made when a reader first searches
// and again after pages changed, served at the URLs a build gives it (each locale's meta file has a
// fixed name, announced by the site model: see DevSite.siteModel).
import { buildSearchIndex, type SearchIndexOutput } from '../../render/search/search-index.js';
import { localeOf } from '../../render/model/site.js';
import { NOT_FOUND_ROUTE } from '../../shared/routes.js';
import type { DevSite } from './site.js';

export interface DevSearch {
  /** The body of a search file (pathname without base), or undefined when it is not one. */
  file(pathname: string): Promise<string | undefined>;
  /** Pages changed: the next search builds the index again. */
  invalidate(): void;
}

export function createDevSearch(site: () => DevSite | undefined): DevSearch {
  let index: Promise<SearchIndexOutput> | undefined;
  const build = (s: DevSite) => {
    index ??= s.allPages({ withText: true }).then(({ pages }) => {
      const { locales, search } = s.siteModel().site;
      // The not-found page (404.md) is not searched, as in a build.
      return buildSearchIndex(
        pages.filter((p) => p.route !== NOT_FOUND_ROUTE),
        s.rc.config.base,
        (r) => localeOf(r, locales),
        search.indexes,
      );
    });
    const built = index;
    built.catch(() => index === built && (index = undefined));
    return built;
  };
  return {
    async file(pathname) {
      const s = site();
      if (!s || !pathname.startsWith('/assets/search/')) return undefined;
      return (await build(s)).files.get(pathname.slice(1));
    },
    invalidate() {
      index = undefined;
    },
  };
}
