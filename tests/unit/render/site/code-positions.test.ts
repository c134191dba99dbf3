// Positions of config keys in a config written in code: found by name, one key after the other.
import { describe, expect, it } from 'vitest';
import { codePositions } from '../../../../src/render/site/code-positions.js';

const TEXT = `import { defineConfig } from 'bookdocs';
const title = 'x';
export default defineConfig({
  title,
  'lang': 'en-US',
  search: { maxSuggestions: 3 },
  locales: {
    '/zh/': { lang: 'zh-CN', labels: { prev: '上一页' } },
  },
  navbar: [
    { text: 'A', link: '/a' },
    { text: 'B', link: '/b' },
  ],
});
`;

describe('codePositions', () => {
  const at = codePositions(TEXT);
  it('finds a key written as an identifier or a quoted string before a colon', () => {
    expect(at.key(['lang'])).toEqual({ line: 5, column: 3 });
    expect(at.key(['search'])).toEqual({ line: 6, column: 3 });
    // `title` is shorthand here, and a variable elsewhere: no `title:` anywhere.
    expect(at.key(['title'])).toBeUndefined();
  });

  it('looks for each key of a path after the one before it', () => {
    expect(at.key(['search', 'maxSuggestions'])).toEqual({ line: 6, column: 13 });
    // The locale's lang, not the site's (line 5).
    expect(at.key(['locales', '/zh/', 'lang'])).toEqual({ line: 8, column: 15 });
    expect(at.key(['locales', '/zh/', 'labels', 'prev'])).toEqual({ line: 8, column: 40 });
  });

  it('finds an item of an array literal by its number, and the keys in it', () => {
    expect(at.key(['navbar', 1])).toEqual({ line: 12, column: 5 });
    expect(at.key(['navbar', 1, 'link'])).toEqual({ line: 12, column: 18 });
    expect(at.key(['navbar', 2])).toBeUndefined();
    expect(at.nearest(['navbar', 2, 'link'])).toEqual({ line: 10, column: 3 });
  });

  it("tells a plugin list's items apart past calls, strings, templates and comments", () => {
    const text = [
      'export default {',
      "  plugins: [readingTime({ wordsPerMinute: 200, label: 'a, b' }), // one, two",
      '    `x${[1, 2].join(",")}`, /* three, */ "bookdocs/math",',
      "    ['./plugins/x.ts', { sumary: true }],",
      '  ],',
      '};',
    ].join('\n');
    const p = codePositions(text);
    expect(p.key(['plugins', 0])).toEqual({ line: 2, column: 13 });
    expect(p.key(['plugins', 0, 'wordsPerMinute'])).toEqual({ line: 2, column: 27 });
    expect(p.key(['plugins', 1])).toEqual({ line: 3, column: 5 });
    expect(p.key(['plugins', 2])).toEqual({ line: 3, column: 42 });
    expect(p.key(['plugins', 3, 1, 'sumary'])).toEqual({ line: 4, column: 26 });
    expect(p.key(['plugins', 4])).toBeUndefined();
  });

  it('stops where the items cannot be counted: no array literal, or a spread before the item', () => {
    const p = codePositions('export default {\n  plugins: [...common, "a"],\n  navbar: nav,\n};\n');
    expect(p.key(['plugins', 1])).toBeUndefined();
    expect(p.nearest(['plugins', 1])).toEqual({ line: 2, column: 3 });
    expect(p.nearest(['navbar', 0, 'text'])).toEqual({ line: 3, column: 3 });
  });

  it('gives the nearest key found, or nothing', () => {
    expect(at.nearest(['search', 'missing'])).toEqual({ line: 6, column: 3 });
    expect(at.nearest(['nowhere'])).toBeUndefined();
  });
});
