// Plain text of the page, for search: no markup, no URLs, no code; character references decoded.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/render/markdown/index.js';

const ctx = { file: 'guide/page.md', base: '/', components: new Set(['FriendLink']) };

describe('text', () => {
  it('should collect plain text for search without markup or URLs', () => {
    const r = renderMarkdown('# T\n\nSome *em* and [link](https://x.y) &amp; `code`.', ctx);
    expect(r.text).toBe('T Some em and link & code.');
  });

  it('should support character references and escapes, decoded in the text and encoded in the HTML', () => {
    const r = renderMarkdown('&amp; &#65; &#x42; &copy; &nope; \\*', ctx);
    expect(r.html).toBe('<p>&amp; A B © &amp;nope; *</p>');
    expect(r.text).toBe('& A B © &nope; *');
  });

  it('should turn line endings and breaks into spaces', () => {
    expect(renderMarkdown('a\nb', ctx).text).toBe('a b');
    expect(renderMarkdown('a  \nb', ctx).text).toBe('a b');
    expect(renderMarkdown('a\\\nb', ctx).text).toBe('a b');
  });

  it('should put a space between blocks', () => {
    expect(renderMarkdown('a\n\nb', ctx).text).toBe('a b');
    expect(renderMarkdown('> q\n\np', ctx).text).toBe('q p');
    expect(renderMarkdown('- a\n\n- b', ctx).text).toBe('a b');
    expect(renderMarkdown('## x\n\ny', ctx).text).toBe('x y');
  });

  it('should support code spans but not code blocks', () => {
    expect(renderMarkdown('`<Foo>` x\n\n```js\nhidden\n```\n\n    indented', ctx).text).toBe('<Foo> x');
  });

  it('should not support raw HTML, but the text inside inline HTML', () => {
    expect(renderMarkdown('<div>raw</div>\n\nafter', ctx).text).toBe('after');
    expect(renderMarkdown('a <span>b</span> c', ctx).text).toBe('a b c');
  });

  it('should support image alt text, without URLs', () => {
    expect(renderMarkdown('a ![alt *x*](i.png "title") b', ctx).text).toBe('a alt x b');
  });

  it('should not support reference definitions', () => {
    expect(renderMarkdown('a\n\n[r]: ./c.md "T"', ctx).text).toBe('a');
    expect(renderMarkdown('[r][]\n\n[r]: ./c.md', ctx).text).toBe('r');
  });

  it('should not put the reference of a full reference link into the text', () => {
    expect(renderMarkdown('[a][r] b\n\n[r]: ./c.md', ctx).text).toBe('a b');
  });

  it('should support autolinks as their text', () => {
    expect(renderMarkdown('<https://x.y> and www.a.b', ctx).text).toBe('https://x.y and www.a.b');
  });

  it('should support heading titles without their custom id', () => {
    expect(renderMarkdown('# A {#x}\nb', ctx).text).toBe('A b');
  });

  it('should support tab labels', () => {
    expect(renderMarkdown('::: tabs\n@tab A\nx\n@tab B\ny\n:::', ctx).text).toBe('A x B y');
  });

  it('should support task lists and strikethrough', () => {
    expect(renderMarkdown('- [x] ~~done~~\n\n- [ ] todo', ctx).text).toBe('done todo');
  });

  // Words of neighbouring blocks or cells must not merge in the search index.
  it('should put a space between the items of a tight list', () => {
    expect(renderMarkdown('- a\n- b\n  - c\n1. d\n2. e', ctx).text).toBe('a b c d e');
  });

  it('should put a space between table cells, also without outer pipes, and after a paragraph before it', () => {
    expect(renderMarkdown('| a | b |\n|---|---|\n| c | d |', ctx).text).toBe('a b c d');
    expect(renderMarkdown('a | b\n--|--\nc | d', ctx).text).toBe('a b c d');
    expect(renderMarkdown('Intro:\n\n| a |\n|---|\n| c |\n\nEnd', ctx).text).toBe('Intro: a c End');
  });

  it('should put a space between a container title and its content', () => {
    expect(renderMarkdown('::: tip Title\nbody\n:::', ctx).text).toBe('Title body');
    expect(renderMarkdown('::: details Title {open}\nbody\n:::', ctx).text).toBe('Title body');
  });

  it('should put a space in place of footnote calls and labels, which are not text', () => {
    expect(renderMarkdown('Note[^1] b\n\n[^1]: foot', ctx).text).toBe('Note b foot');
    expect(renderMarkdown('a[^x]b\n\n[^x]: y', ctx).text).toBe('a b y');
  });

  it('should put a space between the lines of a setext heading and between blocks', () => {
    expect(renderMarkdown('Foo\nbar\n===\nnext', ctx).text).toBe('Foo bar next');
    expect(renderMarkdown('> a\n> # b\n\n***\nc', ctx).text).toBe('a b c');
  });
});
