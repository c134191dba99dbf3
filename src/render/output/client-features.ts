// What the browser bundle holds beyond the theme, chosen by the site's config. (A module of its own,
// without esbuild: the build decides it before it knows whether it must bundle at all.)
import { algoliaSearchOf } from '../site/search-setting.js';
import type { SearchSetting } from '../site/search-schema.js';

export interface ClientFeatures {
  /** Algolia DocSearch (config `search.provider: "algolia"`): its widget as a lazy chunk. */
  docsearch?: boolean;
  /** Page views (config `analytics`): the reporter as a lazy chunk. */
  analytics?: boolean;
}

/** The client features a site's config asks for; empty for most sites. */
export function clientFeaturesOf(config: { search: SearchSetting; analytics?: unknown }): ClientFeatures {
  return {
    ...(algoliaSearchOf(config.search) && { docsearch: true }),
    ...(config.analytics !== undefined && { analytics: true }),
  };
}
