import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../../../../src/render/model/site.js';
import { loadPage } from '../../../../src/render/page/page.js';
import { siteConfig } from '../model/model-helpers.js';

const load = (source: string) =>
  loadPage('guide/a.md', source, { base: '/', components: new Set(), label: 'a.md', highlight: false });

describe("a page's excerpt (its description of last resort)", () => {
  it('should take the first words after the title, cut at a word near 150 characters', async () => {
    expect((await load('# Title\n\nShort text.\n')).excerpt).toBe('Short text.');
    const long = (await load(`# T\n\n${'word '.repeat(60)}\n`)).excerpt!;
    expect(long.length).toBeLessThanOrEqual(151);
    expect(long.endsWith('word…')).toBe(true);
    expect((await load('# Only a title\n')).excerpt).toBeUndefined();
  });

  it('should reach the page view only when neither the page nor the site has a description', async () => {
    const page = await load('# Title\n\nFirst words.\n');
    const described = await load('---\ndescription: Mine\n---\n# Title\n\nFirst words.\n');
    const view = (raw: object, p = page) => {
      const model = buildSiteModel(siteConfig(raw), [p], {});
      return model.view(model.pages.get(p.route)!);
    };
    expect(view({}).excerpt).toBe('First words.');
    expect(view({ description: 'A site' }).excerpt).toBeUndefined();
    expect(view({}, described).excerpt).toBeUndefined();
  });
});
