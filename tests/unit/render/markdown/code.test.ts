// Fenced code without a highlighter (renderMarkdown): language label, `{1,3-5}`, `:line-numbers`, `title="…"`.
import { describe, expect, it } from 'vitest';
import { parseFenceInfo } from '../../../../src/render/markdown/code.js';
import { renderMarkdown } from '../../../../src/render/markdown/index.js';

const ctx = { file: 'guide/page.md', base: '/', components: new Set(['FriendLink']) };

describe('code', () => {
  it('should parse fence info', () => {
    expect(parseFenceInfo('ts{1,3-4}:line-numbers title="a.ts"')).toEqual({
      lang: 'ts',
      highlightLines: new Set([1, 3, 4]),
      lineNumbers: true,
      title: 'a.ts',
      label: undefined,
    });
    expect(parseFenceInfo('js [main.js]').label).toBe('main.js');
  });

  it('should parse fence info: single-quoted titles, labels outside titles, no language', () => {
    expect(parseFenceInfo("ts title='a [b].ts' [ x ]")).toEqual({
      lang: 'ts',
      highlightLines: new Set(),
      lineNumbers: false,
      title: 'a [b].ts',
      label: 'x',
    });
    expect(parseFenceInfo('{2}')).toEqual({
      lang: '',
      highlightLines: new Set([2]),
      lineNumbers: false,
      title: undefined,
      label: undefined,
    });
    expect(parseFenceInfo('JS {1} :line-numbers').lang).toBe('js');
  });

  it('should not parse reversed or broken line ranges, and cap long ones', () => {
    expect(parseFenceInfo('js{5-3,,-1,2}').highlightLines).toEqual(new Set([2]));
    expect(parseFenceInfo('js{1-100000}').highlightLines.size).toBe(10000);
  });

  it('should not parse :no-line-numbers as :line-numbers', () => {
    expect(parseFenceInfo('js:no-line-numbers').lineNumbers).toBe(false);
  });

  it('should escape code in unknown languages', () => {
    expect(renderMarkdown('```weird\n<b>&\n```', ctx).html).toBe(
      '<div class="language-weird bd-code"><span class="bd-code-lang">weird</span><pre class="shiki" tabindex="0"><code><span class="line">&lt;b&gt;&amp;</span></code></pre></div>',
    );
  });

  it('should support a language label', () => {
    expect(renderMarkdown('```js\nconst a = 1;\n```', ctx).html).toBe(
      '<div class="language-js bd-code"><span class="bd-code-lang">js</span><pre class="shiki" tabindex="0"><code><span class="line">const a = 1;</span></code></pre></div>',
    );
  });

  it('should support code without a language (no label)', () => {
    expect(renderMarkdown('```\nplain\n```', ctx).html).toBe(
      '<div class="language-text bd-code"><pre class="shiki" tabindex="0"><code><span class="line">plain</span></code></pre></div>',
    );
  });

  it('should support languages in upper case, tilde fences and symbols in names', () => {
    expect(renderMarkdown('```JS\nx\n```', ctx).html).toBe(
      '<div class="language-js bd-code"><span class="bd-code-lang">js</span><pre class="shiki" tabindex="0"><code><span class="line">x</span></code></pre></div>',
    );
    expect(renderMarkdown('~~~py\nx\n~~~', ctx).html).toBe(
      '<div class="language-py bd-code"><span class="bd-code-lang">py</span><pre class="shiki" tabindex="0"><code><span class="line">x</span></code></pre></div>',
    );
    expect(renderMarkdown('```c++\nx\n```', ctx).html).toBe(
      '<div class="language-c++ bd-code"><span class="bd-code-lang">c++</span><pre class="shiki" tabindex="0"><code><span class="line">x</span></code></pre></div>',
    );
  });

  it('should support line highlighting', () => {
    expect(renderMarkdown('```js{2}\na\nb\nc\n```', ctx).html).toBe(
      '<div class="language-js bd-code"><span class="bd-code-lang">js</span><pre class="shiki" tabindex="0"><code><span class="line">a</span>\n<span class="line highlighted">b</span>\n<span class="line">c</span></code></pre></div>',
    );
  });

  it('should support line highlighting after a space, and without a language', () => {
    expect(renderMarkdown('``` js {1,3} \na\nb\nc\n```', ctx).html).toBe(
      '<div class="language-js bd-code"><span class="bd-code-lang">js</span><pre class="shiki" tabindex="0"><code><span class="line highlighted">a</span>\n<span class="line">b</span>\n<span class="line highlighted">c</span></code></pre></div>',
    );
    expect(renderMarkdown('```{1}\nx\n```', ctx).html).toBe(
      '<div class="language-text bd-code"><pre class="shiki" tabindex="0"><code><span class="line highlighted">x</span></code></pre></div>',
    );
  });

  it('should support :line-numbers', () => {
    expect(renderMarkdown('```ts:line-numbers\nx\n```', ctx).html).toBe(
      '<div class="language-ts bd-code line-numbers"><span class="bd-code-lang">ts</span><pre class="shiki" tabindex="0"><code><span class="line">x</span></code></pre></div>',
    );
  });

  it('should support a title, escaped', () => {
    expect(renderMarkdown('```ts title="a.ts"\nx\n```', ctx).html).toBe(
      '<div class="language-ts bd-code"><div class="bd-code-title">a.ts</div><span class="bd-code-lang">ts</span><pre class="shiki" tabindex="0"><code><span class="line">x</span></code></pre></div>',
    );
    expect(renderMarkdown('```js title="a&amp;b <c>"\nx\n```', ctx).html).toBe(
      '<div class="language-js bd-code"><div class="bd-code-title">a&amp;b &lt;c&gt;</div><span class="bd-code-lang">js</span><pre class="shiki" tabindex="0"><code><span class="line">x</span></code></pre></div>',
    );
  });

  it('should not show a [label] outside a code-group', () => {
    expect(renderMarkdown('```js [a.js]\nx\n```', ctx).html).toBe(
      '<div class="language-js bd-code"><span class="bd-code-lang">js</span><pre class="shiki" tabindex="0"><code><span class="line">x</span></code></pre></div>',
    );
  });

  it('should title a block with its [label] outside a code-group where the site asks for it (group-icons), brackets kept', () => {
    const titled = { ...ctx, codeLabelTitles: true };
    expect(renderMarkdown('```vue [src/pages/[id].vue]\nx\n```', titled).html).toContain(
      '<div class="bd-code-title">src/pages/[id].vue</div>',
    );
    // In a code group it is the tab's label, not a title.
    const group = renderMarkdown('::: code-group\n```js [a.js]\nx\n```\n:::', titled).html;
    expect(group).toContain('>a.js</label>');
    expect(group).not.toContain('bd-code-title');
  });

  it('should keep character references in code as written', () => {
    expect(renderMarkdown('```\n<b>&amp;\n```', ctx).html).toBe(
      '<div class="language-text bd-code"><pre class="shiki" tabindex="0"><code><span class="line">&lt;b&gt;&amp;amp;</span></code></pre></div>',
    );
  });

  it('should support empty code, and a blank last line', () => {
    expect(renderMarkdown('```\n```', ctx).html).toBe(
      '<div class="language-text bd-code"><pre class="shiki" tabindex="0"><code><span class="line"></span></code></pre></div>',
    );
    expect(renderMarkdown('```\na\n\n```', ctx).html).toBe(
      '<div class="language-text bd-code"><pre class="shiki" tabindex="0"><code><span class="line">a</span>\n<span class="line"></span></code></pre></div>',
    );
  });

  it('should support unclosed code (running to the end of the page)', () => {
    expect(renderMarkdown('```js\nunclosed', ctx).html).toBe(
      '<div class="language-js bd-code"><span class="bd-code-lang">js</span><pre class="shiki" tabindex="0"><code><span class="line">unclosed</span></code></pre></div>',
    );
  });

  it('should support code between paragraphs', () => {
    expect(renderMarkdown('text\n```js\nx\n```\nafter', ctx).html).toBe(
      '<p>text</p>\n<div class="language-js bd-code"><span class="bd-code-lang">js</span><pre class="shiki" tabindex="0"><code><span class="line">x</span></code></pre></div>\n<p>after</p>',
    );
  });

  it('should support code in list items and block quotes', () => {
    expect(renderMarkdown('- a\n\n  ```js\n  x\n  ```', ctx).html).toBe(
      '<ul>\n<li>\n<p>a</p>\n<div class="language-js bd-code"><span class="bd-code-lang">js</span><pre class="shiki" tabindex="0"><code><span class="line">x</span></code></pre></div></li>\n</ul>',
    );
    expect(renderMarkdown('- a\n  ```js\n  x\n  ```\n- b', ctx).html).toBe(
      '<ul>\n<li>a\n<div class="language-js bd-code"><span class="bd-code-lang">js</span><pre class="shiki" tabindex="0"><code><span class="line">x</span></code></pre></div></li>\n<li>b</li>\n</ul>',
    );
    expect(renderMarkdown('> ```\n> q\n> ```', ctx).html).toBe(
      '<blockquote>\n<div class="language-text bd-code"><pre class="shiki" tabindex="0"><code><span class="line">q</span></code></pre></div>\n</blockquote>',
    );
  });

  it('should not support indented code (left to micromark)', () => {
    expect(renderMarkdown('    indented\n    code', ctx).html).toBe('<pre><code>indented\ncode\n</code></pre>');
  });

  it('should use the highlighter of the context when given', () => {
    const calls: [string, string, number[]][] = [];
    const highlight = (code: string, lang: string, lines: ReadonlySet<number>) => {
      calls.push([code, lang, [...lines]]);
      return '<pre>X</pre>';
    };
    expect(renderMarkdown('```ts{2} title="t"\na\nb\n```', { ...ctx, highlight }).html).toBe(
      '<div class="language-ts bd-code"><div class="bd-code-title">t</div><span class="bd-code-lang">ts</span><pre>X</pre></div>',
    );
    expect(calls).toEqual([['a\nb', 'ts', [2]]]);
  });

  it('should not put code into the page text', () => {
    expect(renderMarkdown('a\n\n```js\nconst hidden = 1;\n```\n\nb', ctx).text).toBe('a b');
  });
});
