// The `search` setting: bookdocs' own full-text search (the default), Algolia DocSearch, or none.
import { z } from 'zod';

const text = z.string().min(1, 'must not be empty');

const searchParameters = z
  .record(z.string(), z.unknown())
  .describe('Algolia search parameters added to every query, e.g. { "facetFilters": ["lang:en"] }');

const translations = z
  .record(z.string(), z.unknown())
  .describe("DocSearch's own words in this language: { button: {…}, modal: {…} }, as DocSearch names them");

const localSearchSchema = z
  .object({
    provider: z
      .literal('local')
      .optional()
      .describe('"local": bookdocs\' own index, built with the site (the default)'),
    maxSuggestions: z.number().int().min(1).max(20).default(5).describe('How many results the search box lists (1–20)'),
  })
  .strict();

const algoliaSearchSchema = z
  .object({
    provider: z
      .literal('algolia')
      .describe('"algolia": Algolia DocSearch, with its own search dialog; no local index is written'),
    appId: text.describe('Your Algolia application id'),
    apiKey: text.describe("Your DocSearch search-only API key (it is public: it ships in the site's JavaScript)"),
    indexName: text.describe("The name of your DocSearch index (its crawler's `indexName`)"),
    searchParameters: searchParameters.optional(),
    translations: translations.optional(),
    locales: z
      .record(
        z.string(),
        z
          .object({
            indexName: text.optional().describe("This language's index, when it has one of its own"),
            searchParameters: searchParameters.optional(),
            translations: translations.optional(),
          })
          .strict(),
      )
      .optional()
      .describe('Per language folder ("/zh/"…): its own index or search parameters'),
  })
  .strict();

export const searchSchema = z
  .union([z.boolean(), algoliaSearchSchema, localSearchSchema])
  .default(true)
  .describe(
    'Search: true (bookdocs\' own full-text search), false (none; no index is written), { maxSuggestions } for the local search, or { provider: "algolia", appId, apiKey, indexName } for Algolia DocSearch',
  );

export type SearchSetting = z.output<typeof searchSchema>;
export type AlgoliaSearchSetting = z.output<typeof algoliaSearchSchema>;
