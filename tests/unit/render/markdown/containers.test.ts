// Custom containers (tip | warning | danger | info | note | details), tabs (`@tab`) and code-group.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/render/markdown/index.js';

// A Chinese page (the shipped site's containers): default titles in Chinese. English ones are tested below.
const ctx = { file: 'guide/page.md', base: '/', components: new Set(['FriendLink']), lang: 'zh-CN' };

describe('containers', () => {
  it('should support tip with a title', () => {
    expect(renderMarkdown('::: tip 说明\nbody\n:::', ctx).html).toBe(
      '<div class="custom-block tip"><p class="custom-block-title">说明</p>\n<p>body</p>\n</div>',
    );
  });

  it('should support :::warning without a space and default Chinese titles', () => {
    expect(renderMarkdown(':::warning\nw\n:::', ctx).html).toBe(
      '<div class="custom-block warning"><p class="custom-block-title">注意</p>\n<p>w</p>\n</div>',
    );
    expect(renderMarkdown('::: danger\nd\n:::', ctx).html).toBe(
      '<div class="custom-block danger"><p class="custom-block-title">警告</p>\n<p>d</p>\n</div>',
    );
    expect(renderMarkdown('::: info\ni\n:::', ctx).html).toBe(
      '<div class="custom-block info"><p class="custom-block-title">信息</p>\n<p>i</p>\n</div>',
    );
    expect(renderMarkdown('::: note\nn\n:::', ctx).html).toBe(
      '<div class="custom-block note"><p class="custom-block-title">注</p>\n<p>n</p>\n</div>',
    );
  });

  it('should support tip with its default title', () => {
    expect(renderMarkdown('::: tip\nbody\n:::', ctx).html).toBe(
      '<div class="custom-block tip"><p class="custom-block-title">提示</p>\n<p>body</p>\n</div>',
    );
  });

  it('should support details', () => {
    expect(renderMarkdown('::: details Click me\nhidden\n:::', ctx).html).toBe(
      '<details class="custom-block details"><summary>Click me</summary>\n<p>hidden</p>\n</details>',
    );
  });

  it('should support details with its default title', () => {
    expect(renderMarkdown('::: details\nd\n:::', ctx).html).toBe(
      '<details class="custom-block details"><summary>详细信息</summary>\n<p>d</p>\n</details>',
    );
  });

  it('should support Markdown in a title', () => {
    expect(renderMarkdown('::: tip *em* and `c`\nx\n:::', ctx).html).toBe(
      '<div class="custom-block tip"><p class="custom-block-title"><em>em</em> and <code>c</code></p>\n<p>x</p>\n</div>',
    );
  });

  it('should support brackets in a title', () => {
    expect(renderMarkdown('::: tip a [b] c\nx\n:::', ctx).html).toBe(
      '<div class="custom-block tip"><p class="custom-block-title">a [b] c</p>\n<p>x</p>\n</div>',
    );
  });

  it('should support a title given in directive syntax', () => {
    expect(renderMarkdown(':::tip[T]\nx\n:::', ctx).html).toBe(
      '<div class="custom-block tip"><p class="custom-block-title">T</p>\n<p>x</p>\n</div>',
    );
  });

  it('should escape a title', () => {
    expect(renderMarkdown('::: tip a < b & c\nx\n:::', ctx).html).toBe(
      '<div class="custom-block tip"><p class="custom-block-title">a &lt; b &amp; c</p>\n<p>x</p>\n</div>',
    );
  });

  it('should support an empty container', () => {
    expect(renderMarkdown('::: tip\n\n:::', ctx).html).toBe(
      '<div class="custom-block tip"><p class="custom-block-title">提示</p>\n</div>',
    );
  });

  it('should support an unclosed container (running to the end of the page)', () => {
    expect(renderMarkdown('::: tip\n', ctx).html).toBe(
      '<div class="custom-block tip"><p class="custom-block-title">提示</p>\n</div>',
    );
  });

  it('should support nested containers with longer outer fences', () => {
    expect(renderMarkdown(':::: tip\n::: warning\nx\n:::\n::::', ctx).html).toBe(
      '<div class="custom-block tip"><p class="custom-block-title">提示</p>\n' +
        '<div class="custom-block warning"><p class="custom-block-title">注意</p>\n<p>x</p>\n</div>\n' +
        '</div>',
    );
  });

  it('should support flow content and continue after the container', () => {
    expect(renderMarkdown('::: tip\n- a\n- b\n:::\n\nafter', ctx).html).toBe(
      '<div class="custom-block tip"><p class="custom-block-title">提示</p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n</div>\n<p>after</p>',
    );
  });

  it('should support a container in a list item', () => {
    expect(renderMarkdown('- item\n\n  ::: tip\n  x\n  :::', ctx).html).toBe(
      '<ul>\n<li>\n<p>item</p>\n<div class="custom-block tip"><p class="custom-block-title">提示</p>\n<p>x</p>\n</div></li>\n</ul>',
    );
  });

  it('should support a container in a block quote (directive syntax)', () => {
    expect(renderMarkdown('> :::tip\n> x\n> :::', ctx).html).toBe(
      '<blockquote>\n<div class="custom-block tip"><p class="custom-block-title">提示</p>\n<p>x</p>\n</div>\n</blockquote>',
    );
  });

  it('should support an unknown container as a plain block', () => {
    expect(renderMarkdown('::: foo\nx\n:::', ctx).html).toBe('<div class="custom-block foo">\n<p>x</p>\n</div>');
  });

  it('should show an unknown leaf directive as text', () => {
    expect(renderMarkdown('::foo', ctx).html).toBe('<p>::foo</p>');
    expect(renderMarkdown('::foo[bar]', ctx).html).toBe('<p>::foo[bar]</p>');
  });

  it('should show a tab outside tabs as text', () => {
    expect(renderMarkdown('::tab[x]', ctx).html).toBe('<p>::tab[x]</p>');
  });

  it('should not support @tab outside tabs', () => {
    expect(renderMarkdown('@tab A\n\n::: tip\n@tab B\n:::', ctx).html).toBe(
      '<p>@tab A</p>\n<div class="custom-block tip"><p class="custom-block-title">提示</p>\n<p>@tab B</p>\n</div>',
    );
  });
});

describe('containers (tabs)', () => {
  it('should support VuePress tabs with @tab and a group id', () => {
    expect(renderMarkdown('::: code-tabs#shell\n@tab pnpm\nA\n@tab npm\nB\n:::', ctx).html).toBe(
      '<div class="bd-tabs" data-group="shell"><div class="bd-tabs-nav"><input type="radio" name="bd-tabs-1" id="bd-tabs-1-0" checked><label for="bd-tabs-1-0">pnpm</label><input type="radio" name="bd-tabs-1" id="bd-tabs-1-1"><label for="bd-tabs-1-1">npm</label></div><div class="bd-tab-panels"><div class="bd-tab-panel">\n<p>A</p>\n</div><div class="bd-tab-panel">\n<p>B</p>\n</div></div></div>',
    );
  });

  it('should support tabs without a group id', () => {
    expect(renderMarkdown('::: tabs\n@tab A\nx\n@tab B\ny\n:::', ctx).html).toBe(
      '<div class="bd-tabs"><div class="bd-tabs-nav">' +
        '<input type="radio" name="bd-tabs-1" id="bd-tabs-1-0" checked><label for="bd-tabs-1-0">A</label>' +
        '<input type="radio" name="bd-tabs-1" id="bd-tabs-1-1"><label for="bd-tabs-1-1">B</label>' +
        '</div><div class="bd-tab-panels">' +
        '<div class="bd-tab-panel">\n<p>x</p>\n</div>' +
        '<div class="bd-tab-panel">\n<p>y</p>\n</div>' +
        '</div></div>',
    );
  });

  it('should support @tab:active (the first tab is checked)', () => {
    expect(renderMarkdown('::: tabs\n@tab:active A\nx\n:::', ctx).html).toBe(
      '<div class="bd-tabs"><div class="bd-tabs-nav"><input type="radio" name="bd-tabs-1" id="bd-tabs-1-0" checked><label for="bd-tabs-1-0">A</label></div><div class="bd-tab-panels"><div class="bd-tab-panel">\n<p>x</p>\n</div></div></div>',
    );
  });

  it('should support an empty @tab label (numbered)', () => {
    expect(renderMarkdown('::: tabs\n@tab \nx\n:::', ctx).html).toBe(
      '<div class="bd-tabs"><div class="bd-tabs-nav"><input type="radio" name="bd-tabs-1" id="bd-tabs-1-0" checked><label for="bd-tabs-1-0">Tab 1</label></div><div class="bd-tab-panels"><div class="bd-tab-panel">\n<p>x</p>\n</div></div></div>',
    );
  });

  it('should support Markdown, HTML and brackets in a tab label', () => {
    expect(renderMarkdown('::: tabs\n@tab a <b>c</b> & [d]\nx\n:::', ctx).html).toBe(
      '<div class="bd-tabs"><div class="bd-tabs-nav"><input type="radio" name="bd-tabs-1" id="bd-tabs-1-0" checked><label for="bd-tabs-1-0">a <b>c</b> &amp; [d]</label></div><div class="bd-tab-panels"><div class="bd-tab-panel">\n<p>x</p>\n</div></div></div>',
    );
  });

  it('should support tabs in directive syntax', () => {
    expect(renderMarkdown(':::tabs{#x}\n::tab[a]\nx\n:::', ctx).html).toBe(
      '<div class="bd-tabs" data-group="x"><div class="bd-tabs-nav"><input type="radio" name="bd-tabs-1" id="bd-tabs-1-0" checked><label for="bd-tabs-1-0">a</label></div><div class="bd-tab-panels"><div class="bd-tab-panel">\n<p>x</p>\n</div></div></div>',
    );
  });

  it('should not support @tab in code inside tabs', () => {
    expect(renderMarkdown('::: tabs\n@tab A\n```js\n@tab B\n```\n:::', ctx).html).toBe(
      '<div class="bd-tabs"><div class="bd-tabs-nav"><input type="radio" name="bd-tabs-1" id="bd-tabs-1-0" checked><label for="bd-tabs-1-0">A</label></div><div class="bd-tab-panels"><div class="bd-tab-panel">\n' +
        '<div class="language-js bd-code"><span class="bd-code-lang">js</span><pre class="shiki" tabindex="0"><code><span class="line">@tab B</span></code></pre></div>\n' +
        '</div></div></div>',
    );
  });

  it('should give each tab group on a page its own name', () => {
    expect(renderMarkdown('::: tabs\n@tab A\nx\n:::\n\n::: tabs\n@tab B\ny\n:::', ctx).html).toBe(
      '<div class="bd-tabs"><div class="bd-tabs-nav"><input type="radio" name="bd-tabs-1" id="bd-tabs-1-0" checked><label for="bd-tabs-1-0">A</label></div><div class="bd-tab-panels"><div class="bd-tab-panel">\n<p>x</p>\n</div></div></div>\n' +
        '<div class="bd-tabs"><div class="bd-tabs-nav"><input type="radio" name="bd-tabs-2" id="bd-tabs-2-0" checked><label for="bd-tabs-2-0">B</label></div><div class="bd-tab-panels"><div class="bd-tab-panel">\n<p>y</p>\n</div></div></div>',
    );
  });

  it('should leave tabs without any @tab as their content', () => {
    expect(renderMarkdown('::: tabs\nno tabs\n:::', ctx).html).toBe('<p>no tabs</p>\n');
  });

  it('should not treat a code fence in tabs as a code-group tab', () => {
    expect(renderMarkdown('::: tabs#g\n@tab A\n```js [x]\n1\n```\n:::', ctx).html).toBe(
      '<div class="bd-tabs" data-group="g"><div class="bd-tabs-nav"><input type="radio" name="bd-tabs-1" id="bd-tabs-1-0" checked><label for="bd-tabs-1-0">A</label></div><div class="bd-tab-panels"><div class="bd-tab-panel">\n' +
        '<div class="language-js bd-code"><span class="bd-code-lang">js</span><pre class="shiki" tabindex="0"><code><span class="line">1</span></code></pre></div>\n' +
        '</div></div></div>',
    );
  });

  it('should support tabs in a list item', () => {
    expect(renderMarkdown('- item\n\n  ::: tabs\n  @tab a\n  x\n  :::\n\nafter', ctx).html).toBe(
      '<ul>\n<li>\n<p>item</p>\n' +
        '<div class="bd-tabs"><div class="bd-tabs-nav"><input type="radio" name="bd-tabs-1" id="bd-tabs-1-0" checked><label for="bd-tabs-1-0">a</label></div><div class="bd-tab-panels"><div class="bd-tab-panel">\n<p>x</p>\n</div></div></div></li>\n' +
        '</ul>\n<p>after</p>',
    );
  });
});

describe('containers (code-group)', () => {
  it('should support VitePress code-group with [label] fences', () => {
    expect(renderMarkdown('::: code-group\n```js [a.js]\n1\n```\n```ts [b.ts]\n2\n```\n:::', ctx).html).toBe(
      '<div class="bd-tabs"><div class="bd-tabs-nav">' +
        '<input type="radio" name="bd-tabs-1" id="bd-tabs-1-0" checked><label for="bd-tabs-1-0">a.js</label>' +
        '<input type="radio" name="bd-tabs-1" id="bd-tabs-1-1"><label for="bd-tabs-1-1">b.ts</label>' +
        '</div><div class="bd-tab-panels">' +
        '<div class="bd-tab-panel"><div class="language-js bd-code"><span class="bd-code-lang">js</span><pre class="shiki" tabindex="0"><code><span class="line">1</span></code></pre></div></div>' +
        '<div class="bd-tab-panel"><div class="language-ts bd-code"><span class="bd-code-lang">ts</span><pre class="shiki" tabindex="0"><code><span class="line">2</span></code></pre></div></div>' +
        '</div></div>',
    );
  });

  it('should support a group id and label tabs with the title or the language when there is no [label]', () => {
    expect(renderMarkdown('::: code-group#pm\n```js\na\n```\n```ts title="x.ts"\nc\n```\n:::', ctx).html).toBe(
      '<div class="bd-tabs" data-group="pm"><div class="bd-tabs-nav">' +
        '<input type="radio" name="bd-tabs-1" id="bd-tabs-1-0" checked><label for="bd-tabs-1-0">js</label>' +
        '<input type="radio" name="bd-tabs-1" id="bd-tabs-1-1"><label for="bd-tabs-1-1">x.ts</label>' +
        '</div><div class="bd-tab-panels">' +
        '<div class="bd-tab-panel"><div class="language-js bd-code"><span class="bd-code-lang">js</span><pre class="shiki" tabindex="0"><code><span class="line">a</span></code></pre></div></div>' +
        '<div class="bd-tab-panel"><div class="language-ts bd-code"><div class="bd-code-title">x.ts</div><span class="bd-code-lang">ts</span><pre class="shiki" tabindex="0"><code><span class="line">c</span></code></pre></div></div>' +
        '</div></div>',
    );
  });

  it('should escape a [label]', () => {
    expect(renderMarkdown('::: code-group\n```js [a <b>]\n1\n```\n:::', ctx).html).toBe(
      '<div class="bd-tabs"><div class="bd-tabs-nav"><input type="radio" name="bd-tabs-1" id="bd-tabs-1-0" checked><label for="bd-tabs-1-0">a &lt;b&gt;</label></div><div class="bd-tab-panels"><div class="bd-tab-panel"><div class="language-js bd-code"><span class="bd-code-lang">js</span><pre class="shiki" tabindex="0"><code><span class="line">1</span></code></pre></div></div></div></div>',
    );
  });

  it('should support an empty code block in a code-group, and continue after it', () => {
    expect(renderMarkdown('::: code-group\n```js [a]\n```\n:::\n\nnext', ctx).html).toBe(
      '<div class="bd-tabs"><div class="bd-tabs-nav"><input type="radio" name="bd-tabs-1" id="bd-tabs-1-0" checked><label for="bd-tabs-1-0">a</label></div><div class="bd-tab-panels"><div class="bd-tab-panel"><div class="language-js bd-code"><span class="bd-code-lang">js</span><pre class="shiki" tabindex="0"><code><span class="line"></span></code></pre></div></div></div></div>\n<p>next</p>',
    );
  });

  it('should leave a code-group without code blocks as its content', () => {
    expect(renderMarkdown('::: code-group\nprose only\n:::', ctx).html).toBe('<p>prose only</p>\n');
  });

  // VitePress (extractTitle in preWrapper.ts): `[label]`, else the language, else "txt".
  it('should label a code-group tab without [label], title or language `txt`, as VitePress', () => {
    expect(renderMarkdown('::: code-group\n```js\na\n```\n```\nb\n```\n:::', ctx).html).toBe(
      '<div class="bd-tabs"><div class="bd-tabs-nav">' +
        '<input type="radio" name="bd-tabs-1" id="bd-tabs-1-0" checked><label for="bd-tabs-1-0">js</label>' +
        '<input type="radio" name="bd-tabs-1" id="bd-tabs-1-1"><label for="bd-tabs-1-1">txt</label>' +
        '</div><div class="bd-tab-panels">' +
        '<div class="bd-tab-panel"><div class="language-js bd-code"><span class="bd-code-lang">js</span><pre class="shiki" tabindex="0"><code><span class="line">a</span></code></pre></div></div>' +
        '<div class="bd-tab-panel"><div class="language-text bd-code"><pre class="shiki" tabindex="0"><code><span class="line">b</span></code></pre></div></div>' +
        '</div></div>',
    );
  });
});

describe('container titles in the page language', () => {
  const en = { file: 'guide/page.md', base: '/', components: new Set<string>(), lang: 'en-US' };

  it('should support English default titles on pages in any language but Chinese', () => {
    const title = (md: string, c: object) =>
      /<(?:p class="custom-block-title"|summary)>([^<]*)</.exec(renderMarkdown(md, { ...en, ...c }).html)?.[1];
    expect(['tip', 'warning', 'danger', 'info', 'note', 'details'].map((k) => title(`::: ${k}\nx\n:::`, {}))).toEqual([
      'TIP',
      'WARNING',
      'DANGER',
      'INFO',
      'NOTE',
      'Details',
    ]);
    expect(title('::: tip\nx\n:::', { lang: 'fr' })).toBe('TIP');
    expect(title('::: tip\nx\n:::', { lang: undefined })).toBe('TIP');
    expect(title('::: tip\nx\n:::', { lang: 'zh' })).toBe('提示');
    expect(title('::: danger\nx\n:::', { lang: 'zh-TW' })).toBe('警告');
  });

  it('should not replace a title of the author’s own', () => {
    expect(renderMarkdown('::: tip Read this\nx\n:::', en).html).toBe(
      '<div class="custom-block tip"><p class="custom-block-title">Read this</p>\n<p>x</p>\n</div>',
    );
  });
});

describe('details shown open', () => {
  const en = { file: 'guide/page.md', base: '/', components: new Set<string>(), lang: 'en-US' };

  it('should support `{open}` after the title, or alone', () => {
    expect(renderMarkdown('::: details Click me {open}\nx\n:::', en).html).toBe(
      '<details class="custom-block details" open><summary>Click me</summary>\n<p>x</p>\n</details>',
    );
    expect(renderMarkdown('::: details {open}\nx\n:::', en).html).toBe(
      '<details class="custom-block details" open><summary>Details</summary>\n<p>x</p>\n</details>',
    );
  });

  it('should not support `{open}` inside a title, nor open a details without it', () => {
    expect(renderMarkdown('::: details a {open} b\nx\n:::', en).html).toBe(
      '<details class="custom-block details"><summary>a {open} b</summary>\n<p>x</p>\n</details>',
    );
    expect(renderMarkdown('::: details T\nx\n:::', en).html).toBe(
      '<details class="custom-block details"><summary>T</summary>\n<p>x</p>\n</details>',
    );
  });
});

// markdown-it-attrs on the container line, as VitePress reads `::: warning Title {#id}`.
describe('container attributes', () => {
  const en = { file: 'guide/page.md', base: '/', components: new Set<string>(), lang: 'en-US' };

  it('should support `{#id}` and `{.class}` after the title: an anchor links can target', () => {
    const r = renderMarkdown('::: warning In-Source Testing {#in-source-testing}\nx\n:::', en);
    expect(r.html).toBe(
      '<div class="custom-block warning" id="in-source-testing"><p class="custom-block-title">In-Source Testing</p>\n<p>x</p>\n</div>',
    );
    expect(r.ids).toEqual(['in-source-testing']);
    expect(r.text).toBe('In-Source Testing x');
    expect(renderMarkdown('::: tip {#t .wide}\nx\n:::', en).html).toBe(
      '<div class="custom-block tip wide" id="t"><p class="custom-block-title">TIP</p>\n<p>x</p>\n</div>',
    );
  });

  it('should support attributes with `{open}` on details', () => {
    expect(renderMarkdown('::: details T {open #d}\nx\n:::', en).html).toBe(
      '<details class="custom-block details" id="d" open><summary>T</summary>\n<p>x</p>\n</details>',
    );
  });

  it('should hide the title with `{no-title}` (VitePress), its text not in the page; a details keeps its summary', () => {
    const r = renderMarkdown('::: tip {no-title}\nx\n:::\n\n::: warning Discarded {no-title .extra #w}\ny\n:::', en);
    expect(r.html).toBe(
      '<div class="custom-block tip">\n<p>x</p>\n</div>\n<div class="custom-block warning extra" id="w">\n<p>y</p>\n</div>',
    );
    expect(r.text).not.toContain('Discarded');
    expect(renderMarkdown('::: details {no-title}\nz\n:::', en).html).toBe(
      '<details class="custom-block details"><summary>Details</summary>\n<p>z</p>\n</details>',
    );
  });

  it('should put other attributes on the container, escaped', () => {
    expect(renderMarkdown('::: tip Custom {data-a="b c" data-d=e title="<&>"}\nx\n:::', en).html).toBe(
      '<div class="custom-block tip" data-a="b c" data-d="e" title="&lt;&amp;&gt;"><p class="custom-block-title">Custom</p>\n<p>x</p>\n</div>',
    );
  });

  it("should read container attributes with the page's delimiters, and leave `{…}` in the title when attributes are off", () => {
    expect(
      renderMarkdown('::: tip Custom %{.extra}%\nx\n:::', { ...en, attrs: { left: '%{', right: '}%' } }).html,
    ).toBe('<div class="custom-block tip extra"><p class="custom-block-title">Custom</p>\n<p>x</p>\n</div>');
    expect(renderMarkdown('::: details Click me {open}\nx\n:::', { ...en, attrs: false }).html).toBe(
      '<details class="custom-block details"><summary>Click me {open}</summary>\n<p>x</p>\n</details>',
    );
  });

  it('should escape attributes, and not support them inside a title', () => {
    expect(renderMarkdown('::: tip a {#x} b\nx\n:::', en).html).toBe(
      '<div class="custom-block tip"><p class="custom-block-title">a {#x} b</p>\n<p>x</p>\n</div>',
    );
    expect(renderMarkdown('::: tip {.a&b}\nx\n:::', en).html).toBe(
      '<div class="custom-block tip a&amp;b"><p class="custom-block-title">TIP</p>\n<p>x</p>\n</div>',
    );
  });
});

// A VitePress config's `markdown.container` labels: the default titles of containers and alerts.
describe("the site's own container titles", () => {
  const site = { file: 'guide/page.md', base: '/', components: new Set<string>(), lang: 'zh-Hans' };

  it('should title containers and alerts without a title of their own with them, escaped', () => {
    const titles = { tip: '提示', caution: '小心 <b>' };
    const r = renderMarkdown('::: tip\nx\n:::\n\n::: danger Own\ny\n:::\n\n> [!CAUTION]\n> z', {
      ...site,
      containerTitles: titles,
    });
    expect(r.html).toContain('<p class="custom-block-title">提示</p>');
    expect(r.html).toContain('<p class="custom-block-title">Own</p>');
    expect(r.html).toContain('<p class="custom-block-title">小心 &lt;b&gt;</p>');
    // Others keep the defaults of the page's language.
    expect(renderMarkdown('::: warning\nx\n:::', { ...site, containerTitles: titles }).html).toContain(
      '<p class="custom-block-title">注意</p>',
    );
  });
});
