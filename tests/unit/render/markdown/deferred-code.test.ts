// highlight: 'defer': a placeholder per code block, filled in later (on another thread) with the same <pre>.
import { describe, expect, it } from 'vitest';
import {
  canDefer,
  deferCode,
  fillDeferredCode,
  type DeferredCode,
} from '../../../../src/render/markdown/deferred-code.js';
import { highlightCode, prepareHighlighter } from '../../../../src/render/markdown/highlight.js';
import { renderMarkdownAsync } from '../../../../src/render/markdown/index.js';

const ctx = { file: 'guide/page.md', base: '/', components: new Set(['FriendLink']) };
const defer = { ...ctx, highlight: 'defer' as const };

describe('deferred-code', () => {
  it('should leave code to another thread with placeholders that fill in to the same HTML (highlight: defer)', async () => {
    const src =
      '# T\n\n```js{2}\nconst a = 1;\nlet b = "<x>";\n```\n\n::: code-group\n\n```ts [a.ts]\nlet x: number = 1;\n```\n\n```weird [b]\n<b>\n```\n\n:::\n';
    const now = await renderMarkdownAsync(src, ctx);
    const later = await renderMarkdownAsync(src, defer);
    expect(later.code?.map((b) => [b.lang, b.lines])).toEqual([
      ['js', [2]],
      ['ts', []],
      ['weird', []],
    ]);
    expect(later.html).not.toContain('t-keyword');
    const h = await prepareHighlighter(later.code!.map((b) => b.lang));
    expect(
      fillDeferredCode(later.html, later.code!, (b) =>
        highlightCode(h, b.code, { lang: b.lang, highlightLines: new Set(b.lines) }),
      ),
    ).toBe(now.html);
    expect({ ...later, html: now.html, code: undefined }).toEqual({ ...now, code: undefined });
    // A page holding the placeholder character itself is highlighted in place instead.
    const odd = await renderMarkdownAsync('\uE0000\uE000\n\n```js\nlet a;\n```\n', defer);
    expect(odd.code).toBeUndefined();
    expect(odd.html).toContain('t-keyword');
  });

  it('should support a placeholder per block, in order', async () => {
    const r = await renderMarkdownAsync('```js{2}\na\nb\n```\n\n```\nx\n```', defer);
    expect(r.html).toBe(
      '<div class="language-js bd-code"><span class="bd-code-lang">js</span>\uE0000\uE000</div>\n<div class="language-text bd-code">\uE0001\uE000</div>',
    );
    expect(r.code).toEqual([
      { code: 'a\nb', lang: 'js', lines: [2] },
      { code: 'x', lang: '', lines: [] },
    ]);
  });

  it('should support placeholders in a code-group', async () => {
    const r = await renderMarkdownAsync('::: code-group\n```js [a]\n1\n```\n```ts [b]\n2\n```\n:::', defer);
    expect(r.html).toBe(
      '<div class="bd-tabs"><div class="bd-tabs-nav">' +
        '<input type="radio" name="bd-tabs-1" id="bd-tabs-1-0" checked><label for="bd-tabs-1-0">a</label>' +
        '<input type="radio" name="bd-tabs-1" id="bd-tabs-1-1"><label for="bd-tabs-1-1">b</label>' +
        '</div><div class="bd-tab-panels">' +
        '<div class="bd-tab-panel"><div class="language-js bd-code"><span class="bd-code-lang">js</span>\uE0000\uE000</div></div>' +
        '<div class="bd-tab-panel"><div class="language-ts bd-code"><span class="bd-code-lang">ts</span>\uE0001\uE000</div></div>' +
        '</div></div>',
    );
    expect(r.code).toEqual([
      { code: '1', lang: 'js', lines: [] },
      { code: '2', lang: 'ts', lines: [] },
    ]);
  });

  it('should not list code for a page without code', async () => {
    const r = await renderMarkdownAsync('no code', defer);
    expect(r.html).toBe('<p>no code</p>');
    expect(r.code).toBeUndefined();
  });

  it('should not defer a page holding the placeholder character', () => {
    expect(canDefer('plain')).toBe(true);
    expect(canDefer('a \uE000 b')).toBe(false);
  });

  it('should record a block and return its placeholder', () => {
    const blocks: DeferredCode[] = [];
    expect(deferCode(blocks, 'a', 'js', new Set([1, 3]))).toBe('\uE0000\uE000');
    expect(deferCode(blocks, 'b', '', new Set())).toBe('\uE0001\uE000');
    expect(blocks).toEqual([
      { code: 'a', lang: 'js', lines: [1, 3] },
      { code: 'b', lang: '', lines: [] },
    ]);
  });

  it('should fill each placeholder with its own block, leaving other text alone', () => {
    const blocks: DeferredCode[] = [
      { code: 'a', lang: 'js', lines: [] },
      { code: 'b', lang: 'ts', lines: [1] },
    ];
    expect(
      fillDeferredCode(
        '<div>\uE0001\uE000</div>0 \uE000x\uE000<div>\uE0000\uE000</div>',
        blocks,
        (b) => `<pre>${b.lang}:${b.code}:${b.lines.join()}</pre>`,
      ),
    ).toBe('<div><pre>ts:b:1</pre></div>0 \uE000x\uE000<div><pre>js:a:</pre></div>');
  });
});
