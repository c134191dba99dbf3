// Headings: unique ids, `{#custom-id}`, a permalink anchor, h2–h6 recorded as headers, the first h1 as title.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/render/markdown/index.js';

const ctx = { file: 'guide/page.md', base: '/', components: new Set(['FriendLink']) };

describe('headings', () => {
  it('should support ids, anchors and Chinese text', () => {
    expect(renderMarkdown('## 安装 插件', ctx).html).toBe(
      '<h2 id="安装-插件" tabindex="-1">安装 插件 <a class="header-anchor" href="#%E5%AE%89%E8%A3%85-%E6%8F%92%E4%BB%B6" aria-label="Permalink to “安装 插件”">#</a></h2>',
    );
  });

  it('should support {#custom-id}', () => {
    expect(renderMarkdown('## Install it {#setup}', ctx).html).toBe(
      '<h2 id="setup" tabindex="-1">Install it <a class="header-anchor" href="#setup" aria-label="Permalink to “Install it”">#</a></h2>',
    );
  });

  it('should support {#custom-id} without a space and before a closing sequence', () => {
    expect(renderMarkdown('## A{#x}', ctx).html).toBe(
      '<h2 id="x" tabindex="-1">A <a class="header-anchor" href="#x" aria-label="Permalink to “A”">#</a></h2>',
    );
    expect(renderMarkdown('## x {#my-id} ##', ctx).html).toBe(
      '<h2 id="my-id" tabindex="-1">x <a class="header-anchor" href="#my-id" aria-label="Permalink to “x”">#</a></h2>',
    );
  });

  it('should support {#custom-id} with characters to escape or encode', () => {
    expect(renderMarkdown('## a&b {#a&b}', ctx).html).toBe(
      '<h2 id="a&amp;b" tabindex="-1">a&amp;b <a class="header-anchor" href="#a%26b" aria-label="Permalink to “a&amp;b”">#</a></h2>',
    );
    expect(renderMarkdown('## Title {#中文}', ctx).html).toBe(
      '<h2 id="中文" tabindex="-1">Title <a class="header-anchor" href="#%E4%B8%AD%E6%96%87" aria-label="Permalink to “Title”">#</a></h2>',
    );
  });

  it('should not support {#custom id} with whitespace', () => {
    expect(renderMarkdown('## A {#x y}', ctx).html).toBe(
      '<h2 id="a-x-y" tabindex="-1">A {#x y} <a class="header-anchor" href="#a-x-y" aria-label="Permalink to “A {#x y}”">#</a></h2>',
    );
  });

  it('should reserve a custom id, so a later heading with that text gets a suffix', () => {
    const r = renderMarkdown('## X {#x}\n\n## X', ctx);
    expect(r.html).toBe(
      '<h2 id="x" tabindex="-1">X <a class="header-anchor" href="#x" aria-label="Permalink to “X”">#</a></h2>\n' +
        '<h2 id="x-1" tabindex="-1">X <a class="header-anchor" href="#x-1" aria-label="Permalink to “X”">#</a></h2>',
    );
    expect(r.ids).toEqual(['x', 'x-1']);
  });

  it('should support every rank', () => {
    expect(renderMarkdown('# Title', ctx).html).toBe(
      '<h1 id="title" tabindex="-1">Title <a class="header-anchor" href="#title" aria-label="Permalink to “Title”">#</a></h1>',
    );
    expect(renderMarkdown('###### Six', ctx).html).toBe(
      '<h6 id="six" tabindex="-1">Six <a class="header-anchor" href="#six" aria-label="Permalink to “Six”">#</a></h6>',
    );
  });

  it('should support setext headings', () => {
    expect(renderMarkdown('Foo\n===', ctx).html).toBe(
      '<h1 id="foo" tabindex="-1">Foo <a class="header-anchor" href="#foo" aria-label="Permalink to “Foo”">#</a></h1>',
    );
    expect(renderMarkdown('Title\n---', ctx).html).toBe(
      '<h2 id="title" tabindex="-1">Title <a class="header-anchor" href="#title" aria-label="Permalink to “Title”">#</a></h2>',
    );
  });

  it('should support a setext heading over two lines: its line ending is a space in the title and id', () => {
    const r = renderMarkdown('Foo\nbar\n===\n\nBaz\nqux\n---', ctx);
    expect(r.html).toBe(
      '<h1 id="foo-bar" tabindex="-1">Foo\nbar <a class="header-anchor" href="#foo-bar" aria-label="Permalink to “Foo bar”">#</a></h1>\n' +
        '<h2 id="baz-qux" tabindex="-1">Baz\nqux <a class="header-anchor" href="#baz-qux" aria-label="Permalink to “Baz qux”">#</a></h2>',
    );
    expect(r.h1).toBe('Foo bar');
    expect(r.headers).toEqual([{ level: 2, title: 'Baz qux', slug: 'baz-qux' }]);
  });

  it('should take the id and title from the text of inline content', () => {
    expect(renderMarkdown('## A *b* `c`', ctx).html).toBe(
      '<h2 id="a-b-c" tabindex="-1">A <em>b</em> <code>c</code> <a class="header-anchor" href="#a-b-c" aria-label="Permalink to “A b c”">#</a></h2>',
    );
    expect(renderMarkdown('## <span>raw</span> text', ctx).html).toBe(
      '<h2 id="raw-text" tabindex="-1"><span>raw</span> text <a class="header-anchor" href="#raw-text" aria-label="Permalink to “raw text”">#</a></h2>',
    );
  });

  it('should support links in headings, without their URL in the title', () => {
    const r = renderMarkdown('## [Link](./b.md)', ctx);
    expect(r.html).toBe(
      '<h2 id="link" tabindex="-1"><a href="/guide/b.html">Link</a> <a class="header-anchor" href="#link" aria-label="Permalink to “Link”">#</a></h2>',
    );
    expect(r.headers).toEqual([{ level: 2, title: 'Link', slug: 'link' }]);
  });

  it('should escape quotes in the anchor label', () => {
    expect(renderMarkdown('## "quoted"', ctx).html).toBe(
      '<h2 id="quoted" tabindex="-1">&quot;quoted&quot; <a class="header-anchor" href="#quoted" aria-label="Permalink to “&quot;quoted&quot;”">#</a></h2>',
    );
  });

  it('should support a heading with no letters (id `section`)', () => {
    expect(renderMarkdown('## !!!', ctx).html).toBe(
      '<h2 id="section" tabindex="-1">!!! <a class="header-anchor" href="#section" aria-label="Permalink to “!!!”">#</a></h2>',
    );
  });

  it('should record h2 to h6 as headers, in page order, and the first h1 as title', () => {
    const r = renderMarkdown(
      '# Title\n\n## Two `code`\n\n### Three\n\n#### Four\n\n##### Five\n\n###### Six *em*\n\n## Again',
      ctx,
    );
    expect(r.h1).toBe('Title');
    expect(r.headers).toEqual([
      { level: 2, title: 'Two code', slug: 'two-code' },
      { level: 3, title: 'Three', slug: 'three' },
      { level: 4, title: 'Four', slug: 'four' },
      { level: 5, title: 'Five', slug: 'five' },
      { level: 6, title: 'Six em', slug: 'six-em' },
      { level: 2, title: 'Again', slug: 'again' },
    ]);
  });

  it('should record a setext h2 as a header and not a setext h1', () => {
    expect(renderMarkdown('Top\n===\n\nPart\n----', ctx).headers).toEqual([{ level: 2, title: 'Part', slug: 'part' }]);
  });

  it('should keep the first h1 as title', () => {
    const r = renderMarkdown('# One\n\n# Two', ctx);
    expect(r.h1).toBe('One');
    expect(r.headers).toEqual([]);
    expect(r.ids).toEqual(['one', 'two']);
  });

  it('should record a custom id as the header slug', () => {
    expect(renderMarkdown('## Install it {#setup}', ctx).headers).toEqual([
      { level: 2, title: 'Install it', slug: 'setup' },
    ]);
  });

  // markdown-it-attrs reads attributes from the heading's last text, never from code or emphasis.
  it('should not take a custom id from inside a code span or emphasis', () => {
    expect(renderMarkdown('## `a {#x}`', ctx).html).toBe(
      '<h2 id="a-x" tabindex="-1"><code>a {#x}</code> <a class="header-anchor" href="#a-x" aria-label="Permalink to “a {#x}”">#</a></h2>',
    );
    expect(renderMarkdown('## *b {#y}*', ctx).headers).toEqual([{ level: 2, title: 'b {#y}', slug: 'b-y' }]);
    expect(renderMarkdown('## `c` {#z}', ctx).headers).toEqual([{ level: 2, title: 'c', slug: 'z' }]);
  });
});

describe('heading attributes', () => {
  const c = { file: 'guide/page.md', base: '/', components: new Set<string>() };

  it('should support classes with or without an id, in any order', () => {
    expect(renderMarkdown('## Title {.wide}', c).html).toBe(
      '<h2 id="title" class="wide" tabindex="-1">Title <a class="header-anchor" href="#title" aria-label="Permalink to “Title”">#</a></h2>',
    );
    expect(renderMarkdown('## Title {.a #custom .b}', c).html).toBe(
      '<h2 id="custom" class="a b" tabindex="-1">Title <a class="header-anchor" href="#custom" aria-label="Permalink to “Title”">#</a></h2>',
    );
    expect(renderMarkdown('## Title {.a #custom .b}', c).headers).toEqual([
      { level: 2, title: 'Title', slug: 'custom' },
    ]);
  });

  it('should not support braces that are not attributes', () => {
    expect(renderMarkdown('## Set {a, b}', c).html).toBe(
      '<h2 id="set-a-b" tabindex="-1">Set {a, b} <a class="header-anchor" href="#set-a-b" aria-label="Permalink to “Set {a, b}”">#</a></h2>',
    );
    expect(renderMarkdown('## Empty {.}', c).headers[0]!.title).toBe('Empty {.}');
  });
});

// VitePress `markdown.attrs`: other delimiters (`%{` `}%`, as Pinia's docs use), or none at all.
describe('heading attributes with the site’s delimiters', () => {
  it('should support `%{#id}%` with those delimiters, and slug `{#id}` as text', () => {
    const percent = { ...ctx, attrs: { left: '%{', right: '}%' } };
    const r = renderMarkdown('# 在组件外使用 store %{#using-a-store .x}%\n\n## Plain {#kept}', percent);
    expect(r.html).toBe(
      '<h1 id="using-a-store" class="x" tabindex="-1">在组件外使用 store <a class="header-anchor" href="#using-a-store" aria-label="Permalink to “在组件外使用 store”">#</a></h1>\n<h2 id="plain-kept" tabindex="-1">Plain {#kept} <a class="header-anchor" href="#plain-kept" aria-label="Permalink to “Plain {#kept}”">#</a></h2>',
    );
    expect(r.h1).toBe('在组件外使用 store');
  });

  it('should slug `{#id}` as text when attributes are off, as VitePress does', () => {
    const r = renderMarkdown('## Setup {#install}', { ...ctx, attrs: false });
    expect(r.headers).toEqual([{ level: 2, title: 'Setup {#install}', slug: 'setup-install' }]);
  });
});
