// Algolia DocSearch as a config setting: validated with clear words, taken over from a VitePress
// config (root and per-language options), and given to DocSearch per language on the page.
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../../../src/render/site/config-validate.js';
import { keepValid } from '../../../../src/render/site/foreign-config.js';
import { fromVitePress } from '../../../../src/render/site/vitepress-config.js';
import { buildSiteModel } from '../../../../src/render/model/site.js';
import { clientFeaturesOf } from '../../../../src/render/output/client-features.js';
import { docsearchOptions, siteUrlOf } from '../../../../src/client/theme/docsearch-options.js';
import { siteConfig } from '../model/model-helpers.js';

const ALGOLIA = { provider: 'algolia', appId: 'APP', apiKey: 'KEY', indexName: 'docs' } as const;

function problems(search: unknown): string[] {
  const text = JSON.stringify({ title: 'x', search }, null, 2);
  return parseSiteConfig(JSON.parse(text), 'site.config.json', text).diagnostics.map(
    (d) => `${d.line}:${d.column} ${d.message} | ${d.hint}`,
  );
}

describe('search: { provider: "algolia" }', () => {
  it('is accepted, writes no local index, and asks the bundle for DocSearch', () => {
    const config = siteConfig({ title: 'x', search: ALGOLIA });
    const { site } = buildSiteModel(config, [], { searchIndexes: undefined });
    expect(site.search).toEqual({
      enabled: true,
      maxSuggestions: 5,
      algolia: { appId: 'APP', apiKey: 'KEY', indexName: 'docs' },
      indexes: undefined,
    });
    expect(clientFeaturesOf(config)).toEqual({ docsearch: true });
    // Local search (the default, or its options) and no search ask for nothing more.
    for (const search of [true, false, { maxSuggestions: 3 }, { provider: 'local' as const }])
      expect(clientFeaturesOf(siteConfig({ title: 'x', search }))).toEqual({});
    expect(buildSiteModel(siteConfig({ title: 'x', search: { maxSuggestions: 3 } }), [], {}).site.search).toEqual({
      enabled: true,
      maxSuggestions: 3,
      indexes: undefined,
    });
  });

  it('names a missing key, and a key of the other form of the setting, at their line', () => {
    expect(problems({ provider: 'algolia', appId: 'APP', indexName: 'docs' })).toEqual([
      '3:13 search.apiKey: Invalid input: expected string, received undefined | expected a value of type string',
    ]);
    expect(problems({ ...ALGOLIA, maxSuggestions: 3 })).toEqual([
      '8:5 search.maxSuggestions: not a setting of this form of search | remove it: it belongs to another form of this setting (see the config reference)',
    ]);
    expect(problems({ ...ALGOLIA, indexname: 'x' })[0]).toContain('did you mean "indexName"?');
  });
});

describe('a VitePress config with Algolia search', () => {
  const mapped = (vp: Record<string, unknown>) => {
    const warnings: string[] = [];
    return keepValid(
      fromVitePress(vp, (m) => warnings.push(m)),
      (m) => warnings.push(m),
    );
  };

  it('keeps DocSearch, with the options of its languages by folder', () => {
    const raw = mapped({
      themeConfig: {
        search: {
          provider: 'algolia',
          options: {
            appId: 'APP',
            apiKey: 'KEY',
            indexName: 'vp',
            askAi: { assistantId: 'x' },
            searchParameters: { facetFilters: ['v:2'] },
            locales: { zh: { placeholder: '搜索', translations: { button: { buttonText: '搜索' } } } },
          },
        },
      },
      locales: {
        root: { lang: 'en-US', label: 'English' },
        zh: { lang: 'zh-CN', label: '中文' },
        ja: { lang: 'ja', label: '日本語', themeConfig: { search: { options: { indexName: 'vp-ja' } } } },
      },
    });
    expect(raw.search).toEqual({
      provider: 'algolia',
      appId: 'APP',
      apiKey: 'KEY',
      indexName: 'vp',
      searchParameters: { facetFilters: ['v:2'] },
      locales: { '/zh/': { translations: { button: { buttonText: '搜索' } } }, '/ja/': { indexName: 'vp-ja' } },
    });
    expect(parseSiteConfig({ title: 'x', search: raw.search }).diagnostics).toEqual([]);
  });

  it('takes the older `algolia` key too, and leaves local search alone', () => {
    expect(mapped({ themeConfig: { algolia: { appId: 'A', apiKey: 'K', indexName: 'i' } } }).search).toEqual({
      provider: 'algolia',
      appId: 'A',
      apiKey: 'K',
      indexName: 'i',
    });
    expect(mapped({ themeConfig: { search: { provider: 'local' } } }).search).toBeUndefined();
    // Without an app id, key and index there is nothing to search: local search stays.
    expect(
      mapped({ themeConfig: { search: { provider: 'algolia', options: { appId: 'A' } } } }).search,
    ).toBeUndefined();
  });
});

describe('DocSearch on a page', () => {
  const algolia = {
    appId: 'APP',
    apiKey: 'KEY',
    indexName: 'docs',
    searchParameters: { facetFilters: ['lang:en'], hitsPerPage: 5 },
    translations: { button: { buttonText: 'Search' } },
    locales: { '/zh/': { indexName: 'docs-zh', searchParameters: { facetFilters: ['lang:zh'] } } },
  };

  it("uses the locale's own index and parameters over the site's", () => {
    expect(docsearchOptions(algolia, { path: '/zh/', placeholder: '搜索' })).toEqual({
      appId: 'APP',
      apiKey: 'KEY',
      indexName: 'docs-zh',
      searchParameters: { facetFilters: ['lang:zh'], hitsPerPage: 5 },
      translations: { button: { buttonText: 'Search' } },
      placeholder: '搜索',
    });
    expect(docsearchOptions(algolia, { path: '/' })).toEqual({
      appId: 'APP',
      apiKey: 'KEY',
      indexName: 'docs',
      searchParameters: { facetFilters: ['lang:en'], hitsPerPage: 5 },
      translations: { button: { buttonText: 'Search' } },
    });
  });

  it('makes a hit on the crawled host a link of this site, keeping its query and hash', () => {
    expect(siteUrlOf('https://docs.example.com/guide/a.html?x=1#part', 'http://127.0.0.1:4173')).toBe(
      '/guide/a.html?x=1#part',
    );
    expect(siteUrlOf('/guide/', 'http://127.0.0.1:4173')).toBe('/guide/');
  });
});
