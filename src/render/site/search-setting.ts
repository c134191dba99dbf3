// Which search a site's config chose. (Apart from the schema, so a build that does not validate its
// config, an unchanged or incremental one, loads no zod to read it.)
import type { AlgoliaSearchSetting, SearchSetting } from './search-schema.js';

/** The local search's settings, or undefined when the site has none (search off, or Algolia). */
export function localSearchOf(search: SearchSetting): { maxSuggestions: number } | undefined {
  if (search === false) return undefined;
  if (search === true) return { maxSuggestions: 5 };
  return 'appId' in search ? undefined : { maxSuggestions: search.maxSuggestions };
}

/** The Algolia DocSearch settings, when the site chose it. */
export function algoliaSearchOf(search: SearchSetting): AlgoliaSearchSetting | undefined {
  return typeof search === 'object' && 'appId' in search ? search : undefined;
}
