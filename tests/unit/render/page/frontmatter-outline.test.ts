// A page's frontmatter `outline`: an invalid value is a warning on the key's line, with a hint; the page still loads.
import { describe, expect, it } from 'vitest';
import { loadPage } from '../../../../src/render/page/page.js';
import { pageDiagnostics } from '../../../../src/render/page/page-diagnostics.js';

const load = (source: string) =>
  loadPage('guide/a.md', source, { base: '/', components: new Set(), label: 'docs/guide/a.md', highlight: false });

describe('frontmatter outline', () => {
  it('should accept every valid shape without a problem', async () => {
    for (const value of ['false', 'true', '2', '[2, 4]', 'deep', '{ level: [2, 3] }', '']) {
      const page = await load(`---\ntitle: A\noutline: ${value}\n---\n\n## One\n`);
      expect(page.warnings, value).toEqual([]);
    }
  });

  it('should report an invalid value at the line of its key, and keep the page', async () => {
    const page = await load('---\ntitle: A\ndescription: about A\noutline: deeep\n---\n\n# A\n\n## One\n');
    expect(pageDiagnostics(page, 'docs/guide/a.md')).toEqual([
      {
        severity: 'warning',
        rule: 'invalid-frontmatter',
        message:
          'frontmatter outline: must be false, a heading level from 2 to 6, a range such as [2, 3] or "deep"; the site\'s outline is used',
        file: 'docs/guide/a.md',
        line: 4,
        column: 1,
        hint: expect.stringContaining('outline: [2, 4]'),
      },
    ]);
    expect(page.headers).toEqual([{ level: 2, title: 'One', slug: 'one' }]);
  });

  it('should say which part of a value is wrong', async () => {
    const messages = async (value: string) =>
      (await load(`---\noutline: ${value}\n---\n`)).warnings.map((w) => `${w.line} ${w.message}`);
    expect(await messages('[2, 9]')).toEqual(["2 frontmatter outline[1]: levels end at 6; the site's outline is used"]);
    expect(await messages('[3, 2]')).toEqual([
      "2 frontmatter outline: a range lists its lower level first, e.g. [2, 4]; the site's outline is used",
    ]);
    expect(await messages('{ level: 1 }')).toEqual([
      "2 frontmatter outline.level: levels start at 2 (the h1 is the page title); the site's outline is used",
    ]);
    // The label belongs to the site (outline.label, labels.onThisPage), not to a page.
    expect(await messages('{ level: 2, label: Contents }')).toEqual([
      '2 frontmatter outline: Unrecognized key: "label"; the site\'s outline is used',
    ]);
  });

  it('should find a quoted key on its line', async () => {
    const page = await load('---\ntitle: A\n"outline": 7\n---\n');
    expect(page.warnings.map((w) => w.line)).toEqual([3]);
  });
});
