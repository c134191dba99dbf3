// Search in the dev server: the build's index (search-index.ts), made when a reader first searches
// and again after pages changed. Each locale's meta file has a fixed dev URL, since the hashed name
// the build gives it is only known once every page is parsed.
import { buildSearchIndex, type SearchIndexOutput } from '../../render/search/search-index.js';
import { localeOf } from '../../render/model/site.js';
import { NOT_FOUND_ROUTE } from '../../shared/routes.js';
import type { DevSite } from './site.js';

const DEV_META = /^\/assets\/search\/dev(\/.*\/|\/)meta\.json$/;

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
      const locales = s.siteModel().site.locales;
      // The not-found page (404.md) is not searched, as in a build.
      return buildSearchIndex(
        pages.filter((p) => p.route !== NOT_FOUND_ROUTE),
        s.rc.config.base,
        (r) => localeOf(r, locales),
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
      const out = await build(s);
      const meta = DEV_META.exec(pathname);
      const rel = meta ? out.indexes[meta[1]!]?.slice(s.rc.config.base.length) : pathname.slice(1);
      return rel === undefined ? undefined : out.files.get(rel);
    },
    invalidate() {
      index = undefined;
    },
  };
}
