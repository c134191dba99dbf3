// What DocSearch is given on a page: the site's Algolia settings for the page's locale, and hits'
// URLs as links of this site. (Apart from the widget, so it can be tested without a browser.)
import type { DocSearchProps } from '@docsearch/js';
import type { AlgoliaData } from '../../shared/types.js';

/**
 * A hit's URL as a link of this site: the path, query and hash of a URL on the crawled host, so the
 * router takes it (an index is crawled from the live site, which may not be the host serving this page).
 */
export function siteUrlOf(url: string, origin: string): string {
  try {
    const u = new URL(url, origin);
    return u.pathname + u.search + u.hash;
  } catch {
    return url;
  }
}

export interface DocSearchLocale {
  /** The locale's path ("/", "/zh/"). */
  path: string;
  placeholder?: string;
}

/** DocSearch's options for a locale: the site's, with that locale's own index and parameters over them. */
export function docsearchOptions(algolia: AlgoliaData, locale: DocSearchLocale) {
  const own = algolia.locales?.[locale.path];
  const searchParameters = { ...algolia.searchParameters, ...own?.searchParameters };
  const translations = own?.translations ?? algolia.translations;
  return {
    appId: algolia.appId,
    apiKey: algolia.apiKey,
    indexName: own?.indexName ?? algolia.indexName,
    ...(Object.keys(searchParameters).length && { searchParameters }),
    ...(translations && { translations: translations as DocSearchProps['translations'] }),
    ...(locale.placeholder && { placeholder: locale.placeholder }),
  };
}
