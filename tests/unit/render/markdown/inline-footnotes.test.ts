import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/render/markdown/index.js';
import { inlineFootnotes } from '../../../../src/render/markdown/inline-footnotes.js';

const ctx = { file: 'guide/page.md', base: '/', components: new Set<string>() };

describe('inline footnotes', () => {
  it('should support ^[…] as a footnote whose text is written in place', () => {
    expect(inlineFootnotes('Text^[A note.] more.\n')).toBe('Text[^bd-1] more.\n\n\n[^bd-1]: A note.\n');
    const html = renderMarkdown('Text^[A *note*.] more.', ctx).html;
    expect(html).toContain(
      '<sup><a href="#user-content-fn-bd-1" id="user-content-fnref-bd-1" data-footnote-ref="" aria-describedby="footnote-label">1</a></sup>',
    );
    expect(html).toContain('<p>A <em>note</em>. <a href="#user-content-fnref-bd-1"');
  });

  it('should support nested brackets, and number several notes in order', () => {
    expect(inlineFootnotes('a^[see [b](./b.md)] c^[two]')).toBe(
      'a[^bd-1] c[^bd-2]\n\n[^bd-1]: see [b](./b.md)\n[^bd-2]: two\n',
    );
  });

  it('should not support ^[…] in code, escaped, or empty', () => {
    expect(inlineFootnotes('`x^[a]` and\n\n```\ny^[b]\n```\n')).toBe('`x^[a]` and\n\n```\ny^[b]\n```\n');
    expect(inlineFootnotes('\\^[a] and ^[] and ^[unclosed')).toBe('\\^[a] and ^[] and ^[unclosed');
    expect(inlineFootnotes('    indented^[code]')).toBe('    indented^[code]');
  });

  it('should keep every line number of the page', () => {
    const r = renderMarkdown('a^[n]\n\n[x](./missing.md)', ctx);
    expect(r.links[0]).toMatchObject({ raw: './missing.md', line: 3 });
  });

  it('should leave pages without ^[ as they are', () => {
    const source = 'plain [^1]\n\n[^1]: gfm';
    expect(inlineFootnotes(source)).toBe(source);
  });
});
