// Build-time highlighting with Shiki: token kinds as classes (`t-keyword`, …), one `<span class="line">` per line.
import { describe, expect, it, vi } from 'vitest';
import { highlightCode, knownLanguage, prepareHighlighter } from '../../../../src/render/markdown/highlight.js';
import { renderMarkdown, renderMarkdownAsync } from '../../../../src/render/markdown/index.js';

const ctx = { file: 'guide/page.md', base: '/', components: new Set(['FriendLink']) };

describe('highlight', () => {
  it('should highlight at build time with a language label and line highlighting', async () => {
    const r = await renderMarkdownAsync('```js{2}\nconst a = 1;\nlet b = "<x>";\n```', ctx);
    expect(r.html).toContain(
      '<div class="language-js bd-code"><span class="bd-code-lang">js</span><pre class="shiki" tabindex="0"><code><span class="line"><span class="t-keyword">const</span>',
    );
    expect(r.html).toContain('<span class="line highlighted"><span class="t-keyword">let</span>');
    expect(r.html).toContain('&lt;x&gt;');
    expect(r.text).not.toContain('const a');
  });

  it('should colour a line the same however slow the machine is (no time limit per line)', async () => {
    const h = await prepareHighlighter(['ts']);
    const code = 'const a: number = 1;';
    const quick = highlightCode(h, code, { lang: 'ts', highlightLines: new Set() });
    // Every clock reading a second later than the last: Shiki's default 500 ms limit would end the line as one token.
    let now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
    try {
      expect(highlightCode(h, code, { lang: 'ts', highlightLines: new Set() })).toBe(quick);
    } finally {
      clock.mockRestore();
    }
    expect(quick).toContain('<span class="t-keyword">const</span>');
  });

  it('should support token kinds as classes, with whitespace joined to the next token', async () => {
    expect((await renderMarkdownAsync('```js\nconst a = 1;\n```', ctx)).html).toBe(
      '<div class="language-js bd-code"><span class="bd-code-lang">js</span><pre class="shiki" tabindex="0"><code><span class="line"><span class="t-keyword">const</span><span class="t-constant"> a</span><span class="t-keyword"> =</span><span class="t-constant"> 1</span><span>;</span></span></code></pre></div>',
    );
  });

  it('should read ANSI escapes in ```ansi blocks as colours, never showing them as text', async () => {
    const esc = '\u001b';
    const source = `\`\`\`ansi\n${esc}[31mFAIL${esc}[39m ${esc}[1mtest${esc}[22m ${esc}[42m ok ${esc}[49m ${esc}[38;5;208morange${esc}[0m\n\`\`\``;
    const { html } = await renderMarkdownAsync(source, ctx);
    expect(html).not.toContain(esc);
    expect(html).toContain('<span class="t-ansi-red">FAIL</span>');
    expect(html).toMatch(/<span class="t-bold"> ?test<\/span>/);
    expect(html).toMatch(/<span class="t-ansi-bg-green">\s*ok <\/span>/);
    expect(html).toMatch(/<span style="color:#ff8700"> ?orange<\/span>/);
  });

  it('should support leading indentation', async () => {
    expect((await renderMarkdownAsync('```js\n  if (a) {}\n```', ctx)).html).toBe(
      '<div class="language-js bd-code"><span class="bd-code-lang">js</span><pre class="shiki" tabindex="0"><code><span class="line"><span class="t-keyword">  if</span><span> (a) {}</span></span></code></pre></div>',
    );
  });

  it('should support line highlighting and comments', async () => {
    expect((await renderMarkdownAsync('```ts{2}\nlet x: number = 1;\n// note\n```', ctx)).html).toBe(
      '<div class="language-ts bd-code"><span class="bd-code-lang">ts</span><pre class="shiki" tabindex="0"><code>' +
        '<span class="line"><span class="t-keyword">let</span><span> x</span><span class="t-keyword">:</span><span class="t-constant"> number</span><span class="t-keyword"> =</span><span class="t-constant"> 1</span><span>;</span></span>\n' +
        '<span class="line highlighted"><span class="t-comment">// note</span></span>' +
        '</code></pre></div>',
    );
  });

  it('should support languages in upper case', async () => {
    expect((await renderMarkdownAsync('```JS\nlet a\n```', ctx)).html).toBe(
      '<div class="language-js bd-code"><span class="bd-code-lang">js</span><pre class="shiki" tabindex="0"><code><span class="line"><span class="t-keyword">let</span><span> a</span></span></code></pre></div>',
    );
  });

  it('should escape code, keeping character references as written', async () => {
    expect((await renderMarkdownAsync('```html\n<div class="x">&amp;</div>\n```', ctx)).html).toBe(
      '<div class="language-html bd-code"><span class="bd-code-lang">html</span><pre class="shiki" tabindex="0"><code><span class="line"><span>&lt;</span><span class="t-string-expression">div</span><span class="t-function"> class</span><span class="t-keyword">=</span><span class="t-string-expression">&quot;x&quot;</span><span>&gt;&amp;amp;&lt;/</span><span class="t-string-expression">div</span><span>&gt;</span></span></code></pre></div>',
    );
  });

  it('should support italic and bold tokens', async () => {
    expect((await renderMarkdownAsync('```md\n*em* **b**\n```', ctx)).html).toBe(
      '<div class="language-md bd-code"><span class="bd-code-lang">md</span><pre class="shiki" tabindex="0"><code><span class="line"><span class="t-italic">*em*</span><span class="t-bold"> **b**</span></span></code></pre></div>',
    );
  });

  it('should support diff lines', async () => {
    expect((await renderMarkdownAsync('```diff\n+ a\n- b\n```', ctx)).html).toBe(
      '<div class="language-diff bd-code"><span class="bd-code-lang">diff</span><pre class="shiki" tabindex="0"><code><span class="line"><span class="t-inserted">+ a</span></span>\n<span class="line"><span class="t-deleted">- b</span></span></code></pre></div>',
    );
  });

  it('should not highlight unknown languages, plain text or code without a language', async () => {
    expect((await renderMarkdownAsync('```weird\n<b>\n```', ctx)).html).toBe(
      '<div class="language-weird bd-code"><span class="bd-code-lang">weird</span><pre class="shiki" tabindex="0"><code><span class="line">&lt;b&gt;</span></code></pre></div>',
    );
    expect((await renderMarkdownAsync('```text\nconst a\n```', ctx)).html).toBe(
      '<div class="language-text bd-code"><span class="bd-code-lang">text</span><pre class="shiki" tabindex="0"><code><span class="line">const a</span></code></pre></div>',
    );
    expect((await renderMarkdownAsync('```\nlet a\n```', ctx)).html).toBe(
      '<div class="language-text bd-code"><pre class="shiki" tabindex="0"><code><span class="line">let a</span></code></pre></div>',
    );
  });

  it('should not highlight with highlight: false (the same as renderMarkdown)', async () => {
    const source = '```js\nlet a\n```';
    const plain = await renderMarkdownAsync(source, { ...ctx, highlight: false });
    expect(plain.html).toBe(
      '<div class="language-js bd-code"><span class="bd-code-lang">js</span><pre class="shiki" tabindex="0"><code><span class="line">let a</span></code></pre></div>',
    );
    expect(plain).toEqual(renderMarkdown(source, ctx));
  });

  it('should know languages by name and alias, and not plain-text names', () => {
    expect(knownLanguage('JS')).toBe('js');
    expect(knownLanguage('typescript')).toBe('typescript');
    expect(knownLanguage('sh')).toBe('sh');
    expect(knownLanguage('weird')).toBeUndefined();
    for (const plain of ['text', 'txt', 'plain', 'plaintext', '']) expect(knownLanguage(plain)).toBeUndefined();
  });

  it('should not highlight without a highlighter or without the grammar loaded', async () => {
    expect(highlightCode(undefined, '<a>\nb', { lang: 'js', highlightLines: new Set([2]) })).toBe(
      '<pre class="shiki" tabindex="0"><code><span class="line">&lt;a&gt;</span>\n<span class="line highlighted">b</span></code></pre>',
    );
    const h = await prepareHighlighter([]);
    // No page in this file names Haskell, so its grammar is not loaded.
    expect(highlightCode(h, 'main = 1', { lang: 'haskell', highlightLines: new Set() })).toBe(
      '<pre class="shiki" tabindex="0"><code><span class="line">main = 1</span></code></pre>',
    );
  });
});
