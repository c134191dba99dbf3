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

  it('stops at an array index: the enclosing key is the place given', () => {
    expect(at.key(['navbar', 1, 'link'])).toBeUndefined();
    expect(at.nearest(['navbar', 1, 'link'])).toEqual({ line: 10, column: 3 });
    expect(at.value(['navbar', 1, 'link'])).toEqual({ line: 10, column: 3 });
  });

  it('gives the nearest key found, or nothing', () => {
    expect(at.nearest(['search', 'missing'])).toEqual({ line: 6, column: 3 });
    expect(at.nearest(['nowhere'])).toBeUndefined();
  });
});
