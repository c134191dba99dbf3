// The "On this page" outline: config and frontmatter shapes, the levels a page's view carries, where
// there is none, and its label per locale.
import { describe, expect, it } from 'vitest';
import { buildSiteModel, localesOf } from '../../../../src/render/model/site.js';
import { pageOutline, viewHeaders } from '../../../../src/render/model/outline.js';
import { outlineLevels } from '../../../../src/render/site/outline-levels.js';
import { checkFrontmatter } from '../../../../src/render/page/frontmatter-values.js';
import { parseSiteConfig } from '../../../../src/render/site/config-validate.js';
import type { SiteConfigInput } from '../../../../src/render/site/config-schema.js';
import type { Header } from '../../../../src/shared/types.js';
import type { PageData } from '../../../../src/render/page/page-types.js';
import { page, siteConfig } from './model-helpers.js';

const h = (level: number, title: string): Header => ({ level, title, slug: title.toLowerCase() });
/** A heading of every level from 2 to 6. */
const ALL_LEVELS = [h(2, 'Two'), h(3, 'Three'), h(4, 'Four'), h(5, 'Five'), h(6, 'Six')];

/** The view of `guide/a.md` (with `frontmatter` and `headers`) in a site with `config`. */
function viewOf(
  config: SiteConfigInput,
  frontmatter: Record<string, unknown> = {},
  headers: Header[] = ALL_LEVELS,
  file = 'guide/a.md',
  extra: Partial<PageData> = {},
) {
  const list: PageData[] = [page('index.md', 'Home'), page(file, 'A', { frontmatter, headers, ...extra })];
  const model = buildSiteModel(siteConfig(config), list, {});
  return model.view(model.pages.get(list[1]!.route)!);
}

describe('outline in site.config.json', () => {
  it('should be on by default, listing h2 and h3', () => {
    expect(siteConfig({}).outline).toBe(true);
    expect(viewOf({}).outline).toEqual([2, 3]);
  });

  it('should support false, a level, a range, "deep" and { level, label }', () => {
    expect(viewOf({ outline: false }).outline).toBeUndefined();
    expect(viewOf({ outline: 2 }).outline).toEqual([2, 2]);
    expect(viewOf({ outline: [2, 4] }).outline).toEqual([2, 4]);
    expect(viewOf({ outline: 'deep' }).outline).toEqual([2, 6]);
    expect(viewOf({ outline: { level: [3, 5], label: 'Contents' } }).outline).toEqual([3, 5]);
    expect(viewOf({ outline: { label: 'Contents' } }).outline).toEqual([2, 3]);
  });

  it('should report a value of none of these shapes at its place in the file, with what is allowed', () => {
    const problems = (outline: unknown) => {
      const text = JSON.stringify({ title: 'x', outline }, null, 2);
      return parseSiteConfig({ title: 'x', outline }, 'site.config.json', text).diagnostics.map(
        (d) => `${d.line}:${d.column} ${d.message}`,
      );
    };
    expect(problems('deeep')).toEqual([
      '3:14 outline: must be false, a heading level from 2 to 6, a range such as [2, 3], "deep", or { "level": …, "label": "…" }',
    ]);
    expect(problems(7)).toEqual(['3:14 outline: levels end at 6']);
    expect(problems(1)).toEqual(['3:14 outline: levels start at 2 (the h1 is the page title)']);
    expect(problems([4, 2])).toEqual(['3:14 outline: a range lists its lower level first, e.g. [2, 4]']);
    expect(problems({ level: 9 })).toEqual(['4:14 outline.level: levels end at 6']);
    expect(problems({ lable: 'x' })).toEqual(['4:5 outline.lable: unknown key — did you mean "label"?']);
  });
});

describe('outline in frontmatter', () => {
  it("should override the site's levels, or turn the outline off or on", () => {
    expect(viewOf({}, { outline: false }).outline).toBeUndefined();
    expect(viewOf({}, { outline: 'deep' }).outline).toEqual([2, 6]);
    expect(viewOf({}, { outline: [4, 5] }).outline).toEqual([4, 5]);
    expect(viewOf({}, { outline: { level: 3 } }).outline).toEqual([3, 3]);
    expect(viewOf({ outline: false }, { outline: 2 }).outline).toEqual([2, 2]);
    // `true` asks for the site's levels, or the default ones when the site has none.
    expect(viewOf({ outline: [2, 4] }, { outline: true }).outline).toEqual([2, 4]);
    expect(viewOf({ outline: false }, { outline: true }).outline).toEqual([2, 3]);
  });

  it("should keep the site's outline when the value is invalid (the page reports it when loaded), or empty", async () => {
    // As the page step marks them: the model does not check the value again.
    const checked = async (frontmatter: Record<string, unknown>) => {
      const { invalid, warnings } = await checkFrontmatter(frontmatter, '');
      expect(warnings.length > 0).toBe(invalid.length > 0);
      return viewOf({ outline: 'deep' }, frontmatter, ALL_LEVELS, 'guide/a.md', { invalidFrontmatter: invalid })
        .outline;
    };
    expect(await checked({ outline: 'deeep' })).toEqual([2, 6]);
    expect(await checked({ outline: { level: 2, label: 'x' } })).toEqual([2, 6]);
    expect(await checked({ outline: null })).toEqual([2, 6]);
    expect(await checked({ outline: [3, 4] })).toEqual([3, 4]);
  });
});

describe('pages without an outline', () => {
  it('should give none to a page with no heading in its range', () => {
    expect(viewOf({}, {}, [h(4, 'Four')]).outline).toBeUndefined();
    expect(viewOf({}, {}, []).outline).toBeUndefined();
    expect(viewOf({ outline: 2 }, {}, [h(3, 'Three')]).outline).toBeUndefined();
    expect(viewOf({ outline: [2, 4] }, {}, [h(4, 'Four')]).outline).toEqual([2, 4]);
  });

  it('should give none to home pages, layout: page pages and the not-found page', () => {
    const home = { heroHeight: 280, actions: [], features: [] };
    expect(viewOf({}, { home: true }, ALL_LEVELS, 'guide/a.md', { home }).outline).toBeUndefined();
    expect(viewOf({}, { layout: 'home' }, ALL_LEVELS, 'guide/a.md', { home }).outline).toBeUndefined();
    expect(viewOf({}, { layout: 'page' }).outline).toBeUndefined();
    expect(viewOf({}, {}, ALL_LEVELS, '404.md').outline).toBeUndefined();
  });
});

describe("headers of a page's view", () => {
  it('should carry h2/h3 as before, and the deeper levels its outline lists', () => {
    expect(viewOf({}).headers.map((x) => x.level)).toEqual([2, 3]);
    expect(viewOf({ outline: false }).headers.map((x) => x.level)).toEqual([2, 3]);
    expect(viewOf({ outline: 2 }).headers.map((x) => x.level)).toEqual([2, 3]);
    expect(viewOf({}, { outline: [2, 5] }).headers.map((x) => x.level)).toEqual([2, 3, 4, 5]);
    expect(viewOf({ outline: 'deep' }).headers).toEqual(ALL_LEVELS);
  });

  it("should keep the page's own list when nothing is left out", () => {
    const headers = [h(2, 'Two')];
    expect(viewHeaders(headers, [2, 3])).toBe(headers);
  });
});

describe('outline label', () => {
  const labelOf = (config: SiteConfigInput) =>
    Object.fromEntries(localesOf(siteConfig(config), new Map()).map((l) => [l.path, l.labels.onThisPage]));

  it('should be the locale\'s labels.onThisPage, else the site\'s, else "On this page"', () => {
    expect(labelOf({})).toEqual({ '/': 'On this page' });
    expect(
      labelOf({ labels: { onThisPage: 'Contents' }, locales: { '/zh/': { labels: { onThisPage: '本页目录' } } } }),
    ).toEqual({ '/': 'Contents', '/zh/': '本页目录' });
  });

  it("should take outline.label over the site's labels, and a locale's own label over it", () => {
    const config = {
      labels: { onThisPage: 'Contents' },
      outline: { label: 'In this page' },
      locales: { '/': {}, '/zh/': { labels: { onThisPage: '本页目录' } }, '/fr/': {} },
    };
    expect(labelOf(config)).toEqual({ '/': 'In this page', '/zh/': '本页目录', '/fr/': 'In this page' });
  });
});

describe('outlineLevels and pageOutline', () => {
  it('should read each shape as its lowest and highest level', () => {
    expect([
      outlineLevels(false),
      outlineLevels(true),
      outlineLevels(4),
      outlineLevels([3, 4]),
      outlineLevels('deep'),
      outlineLevels({ level: 'deep' }),
    ]).toEqual([false, [2, 3], [4, 4], [3, 4], [2, 6], [2, 6]]);
    expect(outlineLevels(true, [2, 5])).toEqual([2, 5]);
  });

  it('should count only headings in range', () => {
    expect(pageOutline({ frontmatter: {}, headers: [h(5, 'Five')] }, [2, 4])).toBeUndefined();
    expect(pageOutline({ frontmatter: {}, headers: [h(5, 'Five')] }, [5, 6])).toEqual([5, 6]);
    expect(pageOutline({ frontmatter: {}, headers: ALL_LEVELS }, false)).toBeUndefined();
  });
});
