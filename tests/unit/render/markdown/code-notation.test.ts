// VitePress's code notation (`// [!code ++]`, `focus`, `highlight`, `error`, `warning`, `word:x`) and
// `:line-numbers=N` / `:no-line-numbers`: plain (renderMarkdown without a highlighter) and with Shiki.
import { describe, expect, it } from 'vitest';
import { parseFenceInfo } from '../../../../src/render/markdown/code.js';
import { parseNotation } from '../../../../src/render/markdown/code-notation.js';
import { highlightCode, prepareHighlighter } from '../../../../src/render/markdown/highlight.js';
import { renderMarkdown, renderMarkdownAsync } from '../../../../src/render/markdown/index.js';

const ctx = { file: 'guide/page.md', base: '/', components: new Set(['FriendLink']) };

const open = (lang: string, pre = '') =>
  `<div class="language-${lang} bd-code"><span class="bd-code-lang">${lang}</span><pre class="shiki${pre}" tabindex="0"><code>`;
const close = '</code></pre></div>';

/** What the copy button copies: the code's text content. */
function copied(html: string): string {
  const code = html.slice(html.indexOf('<code>') + 6, html.lastIndexOf('</code>'));
  return code
    .replace(/<[^>]+>/g, '')
    .replace(/&(lt|gt|quot|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', amp: '&' })[e]!);
}

describe('code-notation', () => {
  it('should support [!code ++] and [!code --]: diff lines, the <pre> marked has-diff', () => {
    expect(
      renderMarkdown('```js\nconst a = 1 // [!code ++]\nconst b = 2 // [!code --]\nconst c = 3\n```', ctx).html,
    ).toBe(
      `${open('js', ' has-diff')}<span class="line diff add">const a = 1</span>\n<span class="line diff remove">const b = 2</span>\n<span class="line">const c = 3</span>${close}`,
    );
  });

  it('should support [!code focus:N] alone on its line: the line goes, the next N lines are focused', () => {
    expect(renderMarkdown('```js\n// [!code focus:2]\na\nb\nc\n```', ctx).html).toBe(
      `${open('js', ' has-focused-lines')}<span class="line focused">a</span>\n<span class="line focused">b</span>\n<span class="line">c</span>${close}`,
    );
  });

  it('should support [!code highlight], [!code error] and [!code warning]', () => {
    expect(
      renderMarkdown(
        '```js\na // [!code highlight]\nb // [!code error]\nc // [!code warning]\nd // [!code hl]\n```',
        ctx,
      ).html,
    ).toBe(
      `${open('js', ' has-highlighted')}<span class="line highlighted">a</span>\n<span class="line highlighted error">b</span>\n` +
        `<span class="line highlighted warning">c</span>\n<span class="line highlighted">d</span>${close}`,
    );
  });

  it('should support # comments and :N ranges', () => {
    expect(renderMarkdown('```py\nx = 1  # [!code highlight:2]\ny = 2\nz = 3 # [!code --]\n```', ctx).html).toBe(
      `${open('py', ' has-diff has-highlighted')}<span class="line highlighted">x = 1</span>\n<span class="line highlighted">y = 2</span>\n<span class="line diff remove">z = 3</span>${close}`,
    );
  });

  it('should support <!-- --> and /* */ comments', () => {
    expect(
      renderMarkdown('```html\n<p>a</p> <!-- [!code ++] -->\n  <!-- [!code --] -->\n<p>b</p>\n```', ctx).html,
    ).toBe(
      `${open('html', ' has-diff')}<span class="line diff add">&lt;p&gt;a&lt;/p&gt;</span>\n<span class="line diff remove">&lt;p&gt;b&lt;/p&gt;</span>${close}`,
    );
    expect(renderMarkdown('```css\na { color: red; } /* [!code focus] */\nb {}\n```', ctx).html).toBe(
      `${open('css', ' has-focused-lines')}<span class="line focused">a { color: red; }</span>\n<span class="line">b {}</span>${close}`,
    );
  });

  it('should support -- and ; comments, and {/* */} in JSX', () => {
    expect(renderMarkdown('```sql\nselect 1 -- [!code ++]\n```', ctx).html).toBe(
      `${open('sql', ' has-diff')}<span class="line diff add">select 1</span>${close}`,
    );
    expect(renderMarkdown('```clojure\n(inc 1) ; [!code ++]\n```', ctx).html).toBe(
      `${open('clojure', ' has-diff')}<span class="line diff add">(inc 1)</span>${close}`,
    );
    expect(renderMarkdown('```tsx\n<div>{/* [!code ++] */}\n```', ctx).html).toBe(
      `${open('tsx', ' has-diff')}<span class="line diff add">&lt;div&gt;</span>${close}`,
    );
  });

  it('should keep the rest of a comment, and apply a comment alone on its line to the next line', () => {
    expect(renderMarkdown('```js\nfoo() // note [!code ++]\n// keep [!code focus]\nbar()\n```', ctx).html).toBe(
      `${open('js', ' has-diff has-focused-lines')}<span class="line diff add">foo() // note</span>\n<span class="line">// keep</span>\n<span class="line focused">bar()</span>${close}`,
    );
  });

  it("should put classes in the transformers' order, once each, after {N} highlighting (counted on the lines as written)", () => {
    expect(
      renderMarkdown(
        '```js{1,3}\na // [!code focus] [!code ++]\nb // [!code highlight] [!code error]\n// [!code ++:2]\nc // [!code --]\n```',
        ctx,
      ).html,
    ).toBe(
      `${open('js', ' has-diff has-focused-lines has-highlighted')}<span class="line highlighted diff add focused">a</span>\n` +
        `<span class="line highlighted error">b</span>\n<span class="line diff add remove">c</span>${close}`,
    );
  });

  it('should only read a marker in a comment ending its line (not in strings, not unknown ones)', () => {
    const src =
      '```js\nconst s = "// [!code ++]"\nconst t = \'[!code --]\'\nconst u = x // [!code nope]\nf() /* [!code ++] */ g()\n```';
    expect(renderMarkdown(src, ctx).html).toBe(
      `${open('js')}<span class="line">const s = &quot;// [!code ++]&quot;</span>\n<span class="line">const t = '[!code --]'</span>\n` +
        `<span class="line">const u = x // [!code nope]</span>\n<span class="line">f() /* [!code ++] */ g()</span>${close}`,
    );
    expect(parseNotation('const s = "// [!code ++]"')).toBeUndefined();
  });

  it('should support [!code word:x] (to the end of the block) and [!code word:x:N] (N lines)', () => {
    expect(renderMarkdown('```ts\nconst msg = "hi" // [!code word:msg]\nlog(msg, msg)\nmsg\n```', ctx).html).toBe(
      `${open('ts')}<span class="line">const <span class="highlighted-word">msg</span> = &quot;hi&quot;</span>\n` +
        `<span class="line">log(<span class="highlighted-word">msg</span>, <span class="highlighted-word">msg</span>)</span>\n<span class="line"><span class="highlighted-word">msg</span></span>${close}`,
    );
    expect(renderMarkdown('```ts\nconst msg = "hi" // [!code word:msg:2]\nlog(msg)\nmsg\n```', ctx).html).toBe(
      `${open('ts')}<span class="line">const <span class="highlighted-word">msg</span> = &quot;hi&quot;</span>\n` +
        `<span class="line">log(<span class="highlighted-word">msg</span>)</span>\n<span class="line">msg</span>${close}`,
    );
    expect(renderMarkdown('```txt\nx // [!code word:a\\:<b>]\na:<b>\n```', ctx).html).toBe(
      '<div class="language-txt bd-code"><span class="bd-code-lang">txt</span><pre class="shiki" tabindex="0"><code><span class="line">x</span>\n' +
        `<span class="line"><span class="highlighted-word">a:&lt;b&gt;</span></span>${close}`,
    );
  });

  it('should leave blocks without markers as they were', async () => {
    expect(renderMarkdown('```js{2}\na\nb\n```', ctx).html).toBe(
      `${open('js')}<span class="line">a</span>\n<span class="line highlighted">b</span>${close}`,
    );
    expect((await renderMarkdownAsync('```js\nconst a = 1;\n```', ctx)).html).toBe(
      `${open('js')}<span class="line"><span class="t-keyword">const</span><span class="t-constant"> a</span><span class="t-keyword"> =</span><span class="t-constant"> 1</span><span>;</span></span>${close}`,
    );
    // A `[!code` that is not a marker: the same HTML as without the notation.
    const h = await prepareHighlighter(['js']);
    const code = 'let s = "[!code ++]";';
    expect(highlightCode(h, code, { lang: 'js', highlightLines: new Set([1]) })).toBe(
      '<pre class="shiki" tabindex="0"><code><span class="line highlighted"><span class="t-keyword">let</span><span> s </span><span class="t-keyword">=</span><span class="t-string-expression"> &quot;[!code ++]&quot;</span><span>;</span></span></code></pre>',
    );
  });

  it('should highlight with Shiki the code without its markers', async () => {
    expect((await renderMarkdownAsync('```js\nconst a = 1 // [!code ++]\n// [!code --]\nlet b\n```', ctx)).html).toBe(
      `${open('js', ' has-diff')}<span class="line diff add"><span class="t-keyword">const</span><span class="t-constant"> a</span><span class="t-keyword"> =</span><span class="t-constant"> 1</span></span>\n` +
        `<span class="line diff remove"><span class="t-keyword">let</span><span> b</span></span>${close}`,
    );
    expect((await renderMarkdownAsync('```py\nx = 1  # [!code focus]\n```', ctx)).html).toBe(
      `${open('py', ' has-focused-lines')}<span class="line focused"><span>x </span><span class="t-keyword">=</span><span class="t-constant"> 1</span></span>${close}`,
    );
    expect((await renderMarkdownAsync('```html\n<p>a</p> <!-- [!code warning] -->\n```', ctx)).html).toBe(
      `${open('html', ' has-highlighted')}<span class="line highlighted warning"><span>&lt;</span><span class="t-string-expression">p</span><span>&gt;a&lt;/</span><span class="t-string-expression">p</span><span>&gt;</span></span>${close}`,
    );
  });

  it('should cut tokens at highlighted words with Shiki, each piece keeping its classes', async () => {
    expect((await renderMarkdownAsync('```ts\nconst msg = "hi" // [!code word:msg]\nlog(msg)\n```', ctx)).html).toBe(
      `${open('ts')}<span class="line"><span class="t-keyword">const</span><span class="t-constant"> </span><span class="t-constant highlighted-word">msg</span><span class="t-keyword"> =</span><span class="t-string-expression"> &quot;hi&quot;</span></span>\n` +
        `<span class="line"><span class="t-function">log</span><span>(</span><span class="highlighted-word">msg</span><span>)</span></span>${close}`,
    );
  });

  it('should read markers the same in plain, highlighted and deferred code', async () => {
    const src = '```js\nconst a = 1 // [!code ++]\nfoo(a) // [!code word:a]\n```';
    const plain = renderMarkdown(src, ctx).html;
    const shiki = await renderMarkdownAsync(src, ctx);
    expect(copied(plain)).toBe('const a = 1\nfoo(a)');
    expect(copied(shiki.html)).toBe(copied(plain));
    expect(copied(renderMarkdown('```weird\nx // [!code --]\n```', ctx).html)).toBe('x');
    const deferred = await renderMarkdownAsync(src, { ...ctx, highlight: 'defer' });
    expect(deferred.code?.[0]?.code).toBe('const a = 1 // [!code ++]\nfoo(a) // [!code word:a]');
    const h = await prepareHighlighter(['js']);
    expect(
      deferred.html.replace(
        /\uE000\d+\uE000/,
        highlightCode(h, deferred.code![0]!.code, { lang: 'js', highlightLines: new Set() }),
      ),
    ).toBe(shiki.html);
  });

  it('should copy removed lines, without markers, and keep markers out of the page text', () => {
    const r = renderMarkdown('Text.\n\n```js\nold() // [!code --]\nnew() // [!code ++]\n// [!code focus]\nx\n```', ctx);
    expect(copied(r.html)).toBe('old()\nnew()\nx');
    expect(r.text).toBe('Text.');
  });

  it('should support :line-numbers=N and :no-line-numbers', () => {
    expect(parseFenceInfo('ts:line-numbers=5')).toEqual({
      lang: 'ts',
      highlightLines: new Set(),
      lineNumbers: true,
      lineStart: 5,
      title: undefined,
      label: undefined,
    });
    expect(parseFenceInfo('ts:line-numbers=1').lineStart).toBeUndefined();
    expect(parseFenceInfo('ts:no-line-numbers').lineNumbers).toBe(false);
    expect(parseFenceInfo('ts:line-numbers=3 :no-line-numbers')).toEqual({
      lang: 'ts',
      highlightLines: new Set(),
      lineNumbers: false,
    });
    expect(renderMarkdown('```ts:line-numbers=5\nx // [!code ++]\n```', ctx).html).toBe(
      `<div class="language-ts bd-code line-numbers" style="--bd-line-offset:4"><span class="bd-code-lang">ts</span><pre class="shiki has-diff" tabindex="0"><code><span class="line diff add">x</span>${close}`,
    );
    expect(renderMarkdown('```ts{1}:no-line-numbers\nx\n```', ctx).html).toBe(
      `${open('ts')}<span class="line highlighted">x</span>${close}`,
    );
  });
});
