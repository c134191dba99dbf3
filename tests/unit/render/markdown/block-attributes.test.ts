// A paragraph of only `{#id .class}` attributes (markdown-it-attrs, as VitePress reads it): an empty
// paragraph with those attributes, an anchor for links.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/render/markdown/index.js';

const ctx = { file: 'guide/page.md', base: '/', components: new Set<string>() };

describe('block attributes', () => {
  it('should support `{#id}` alone as an empty paragraph with that id, recorded for anchors, and no text', () => {
    const r = renderMarkdown('Otherwise:\n\n{#automocking-algorithm}\n\n- All arrays will be empty', ctx);
    expect(r.html).toBe(
      '<p>Otherwise:</p>\n<p id="automocking-algorithm"></p>\n<ul>\n<li>All arrays will be empty</li>\n</ul>',
    );
    expect(r.ids).toEqual(['automocking-algorithm']);
    expect(r.text).toBe('Otherwise: All arrays will be empty');
  });

  it('should support classes, several attributes, spaces and an indent', () => {
    expect(renderMarkdown('{.a #x .b}', ctx).html).toBe('<p id="x" class="a b"></p>');
    expect(renderMarkdown('  { #x }  ', ctx).html).toBe('<p id="x"></p>');
    expect(renderMarkdown('{.only}', ctx).ids).toEqual([]);
  });

  it('should support it in a list item and at the end of a container', () => {
    expect(renderMarkdown('- a\n\n  {#in-item}', ctx).html).toBe(
      '<ul>\n<li>\n<p>a</p>\n<p id="in-item"></p>\n</li>\n</ul>',
    );
    expect(renderMarkdown('> {#q}', ctx).html).toBe('<blockquote>\n<p id="q"></p>\n</blockquote>');
  });

  it('should escape the attributes', () => {
    expect(renderMarkdown('{#a"b .c<d}', ctx).html).toBe('<p id="a&quot;b" class="c&lt;d"></p>');
  });

  it('should not support attributes with text on the same line, in a paragraph, or followed by text', () => {
    expect(renderMarkdown('{#x} y', ctx).html).toBe('<p>{#x} y</p>');
    expect(renderMarkdown('text\n{#x}', ctx).html).toBe('<p>text\n{#x}</p>');
    expect(renderMarkdown('{#x}\ntext', ctx).html).toBe('<p>{#x}\ntext</p>');
    expect(renderMarkdown('{#x}\ntext', ctx).ids).toEqual([]);
  });

  it('should not support other braces, empty names or code', () => {
    expect(renderMarkdown('{not attrs}', ctx).html).toBe('<p>{not attrs}</p>');
    expect(renderMarkdown('{#}', ctx).html).toBe('<p>{#}</p>');
    expect(renderMarkdown('{}', ctx).html).toBe('<p>{}</p>');
    expect(renderMarkdown('    {#x}', ctx).html).toBe('<pre><code>{#x}\n</code></pre>');
    expect(renderMarkdown('```\n{#x}\n```', ctx).ids).toEqual([]);
  });
});

// VitePress `markdown.attrs`: other delimiters (`%{` `}%`), or none at all.
describe('block attributes with the site’s delimiters', () => {
  const percent = { ...ctx, attrs: { left: '%{', right: '}%' } };

  it('should support `%{#id}%` alone with those delimiters, and leave `{#id}` as text', () => {
    const r = renderMarkdown('%{#anchor .wide}%\n\n{#not-one}', percent);
    expect(r.html).toBe('<p id="anchor" class="wide"></p>\n<p>{#not-one}</p>');
    expect(r.ids).toEqual(['anchor']);
  });

  it('should support one-character delimiters other than braces', () => {
    expect(renderMarkdown('[#x]', { ...ctx, attrs: { left: '[', right: ']' } }).html).toBe('<p id="x"></p>');
  });

  it('should leave `{#id}` as text when attributes are off', () => {
    const r = renderMarkdown('{#anchor}', { ...ctx, attrs: false });
    expect(r.html).toBe('<p>{#anchor}</p>');
    expect(r.ids).toEqual([]);
  });
});
