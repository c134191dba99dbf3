import { describe, expect, it, vi } from 'vitest';
import { renderMarkdown, renderMarkdownAsync } from '../../../../src/render/markdown/index.js';
import { parseFenceInfo } from '../../../../src/render/markdown/code.js';
import { preprocessContainers } from '../../../../src/render/markdown/preprocess.js';
import { fillDeferredCode } from '../../../../src/render/markdown/deferred-code.js';
import { highlightCode, prepareHighlighter } from '../../../../src/render/markdown/highlight.js';

const ctx = { file: 'guide/page.md', base: '/', components: new Set(['FriendLink']) };
const html = (md: string, over: Partial<typeof ctx> = {}) => renderMarkdown(md, { ...ctx, ...over }).html.trim();

describe('headings', () => {
  it('should support ids, anchors and Chinese text', () => {
    expect(html('## 安装 插件')).toBe(
      '<h2 id="安装-插件" tabindex="-1">安装 插件 <a class="header-anchor" href="#%E5%AE%89%E8%A3%85-%E6%8F%92%E4%BB%B6" aria-label="Permalink to “安装 插件”">#</a></h2>',
    );
  });
  it('should support {#custom-id}', () => {
    expect(html('## Install it {#setup}')).toBe(
      '<h2 id="setup" tabindex="-1">Install it <a class="header-anchor" href="#setup" aria-label="Permalink to “Install it”">#</a></h2>',
    );
  });
  it('should make ids like VuePress and VitePress do', () => {
    const r = renderMarkdown('## markdown.assets\n\n## 1.查询首页, getHomeList->/home/list\n\n## Café  & Co.\n\n## --x--', ctx);
    expect(r.headers.map((h) => h.slug)).toEqual(['markdown-assets', '_1-查询首页-gethomelist-home-list', 'cafe-co', 'x']);
  });
  it('should make repeated heading ids unique', () => {
    const r = renderMarkdown('## A\n\n## A\n\n### A', ctx);
    expect(r.headers.map((h) => h.slug)).toEqual(['a', 'a-1', 'a-2']);
  });
  it('should record h2/h3 as headers and the first h1 as title', () => {
    const r = renderMarkdown('# Title\n\n## Two `code`\n\n### Three\n\n#### Four', ctx);
    expect(r.h1).toBe('Title');
    expect(r.headers).toEqual([
      { level: 2, title: 'Two code', slug: 'two-code' },
      { level: 3, title: 'Three', slug: 'three' },
    ]);
  });
  it('should not put badges into the heading title', () => {
    const r = renderMarkdown('### resolvers <Badge text="beta" type="warning"/>', ctx);
    expect(r.headers[0]).toEqual({ level: 3, title: 'resolvers', slug: 'resolvers' });
    expect(r.html).toContain('<span class="badge warning">beta</span>');
  });
});

describe('links', () => {
  it('should rewrite relative .md links to .html, keeping the anchor', () => {
    expect(html('[a](./b.md#x) [c](../README.md) [d](/guide/index.md)')).toBe(
      '<p><a href="/guide/b.html#x">a</a> <a href="/">c</a> <a href="/guide/">d</a></p>',
    );
  });
  it('should apply the base to internal links and images', () => {
    expect(html('[a](./b.md) ![i](./img.png)', { base: '/docs/' })).toBe(
      '<p><a href="/docs/guide/b.html">a</a> <img src="/docs/guide/img.png" alt="i" loading="lazy" decoding="async" /></p>',
    );
  });
  it('should open external links in a new tab', () => {
    expect(html('[x](https://example.com)')).toBe('<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a></p>');
  });
  it('should support reference definitions', () => {
    expect(html('[a][r]\n\n[r]: ./c.md "T"')).toBe('<p><a href="/guide/c.html" title="T">a</a></p>');
  });
  it('should not allow javascript: URLs', () => {
    expect(html('[x](javascript:alert(1))')).toBe('<p><a href="">x</a></p>');
  });
  it('should record links and images with their positions', () => {
    const r = renderMarkdown('\ntext [a](./b.md#Part) ![i](../../x.png)', ctx);
    expect(r.links[0]).toMatchObject({ target: 'guide/b.md', isPage: true, hash: 'Part', line: 2, column: 6 });
    expect(r.images[0]).toMatchObject({ raw: '../../x.png', escapes: true });
  });
});

describe('containers', () => {
  it('should support tip with a title', () => {
    expect(html('::: tip 说明\nbody\n:::')).toBe('<div class="custom-block tip"><p class="custom-block-title">说明</p>\n<p>body</p>\n</div>');
  });
  it('should support :::warning without a space and default Chinese titles', () => {
    expect(html(':::warning\nw\n:::')).toBe('<div class="custom-block warning"><p class="custom-block-title">注意</p>\n<p>w</p>\n</div>');
    expect(html('::: danger\nd\n:::')).toContain('<p class="custom-block-title">警告</p>');
    expect(html('::: info\ni\n:::')).toContain('<p class="custom-block-title">信息</p>');
    expect(html('::: note\nn\n:::')).toContain('class="custom-block note"');
  });
  it('should support details', () => {
    expect(html('::: details Click me\nhidden\n:::')).toBe('<details class="custom-block details"><summary>Click me</summary>\n<p>hidden</p>\n</details>');
  });
  it('should support VuePress tabs with @tab and a group id', () => {
    const out = html('::: code-tabs#shell\n@tab pnpm\nA\n@tab npm\nB\n:::');
    expect(out).toBe(
      '<div class="bd-tabs" data-group="shell"><div class="bd-tabs-nav"><input type="radio" name="bd-tabs-1" id="bd-tabs-1-0" checked><label for="bd-tabs-1-0">pnpm</label><input type="radio" name="bd-tabs-1" id="bd-tabs-1-1"><label for="bd-tabs-1-1">npm</label></div><div class="bd-tab-panels"><div class="bd-tab-panel">\n<p>A</p>\n</div><div class="bd-tab-panel">\n<p>B</p>\n</div></div></div>',
    );
  });
  it('should support VitePress code-group with [label] fences', () => {
    const out = html('::: code-group\n```js [a.js]\n1\n```\n```ts [b.ts]\n2\n```\n:::');
    expect(out).toContain('<label for="bd-tabs-1-0">a.js</label>');
    expect(out).toContain('<label for="bd-tabs-1-1">b.ts</label>');
    expect(out.match(/bd-tab-panel"/g)).toHaveLength(2);
  });
  it('should not turn prose with colons into directives', () => {
    expect(html('key:value and a:b')).toBe('<p>key:value and a:b</p>');
  });
  it('should leave containers inside code fences alone', () => {
    expect(preprocessContainers('```\n::: tip x\n```')).toBe('```\n::: tip x\n```');
  });
});

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
  it('should highlight at build time with a language label and line highlighting', async () => {
    const r = await renderMarkdownAsync('```js{2}\nconst a = 1;\nlet b = "<x>";\n```', ctx);
    expect(r.html).toContain('<div class="language-js bd-code"><span class="bd-code-lang">js</span><pre class="shiki" tabindex="0"><code><span class="line"><span class="t-keyword">const</span>');
    expect(r.html).toContain('<span class="line highlighted"><span class="t-keyword">let</span>');
    expect(r.html).toContain('&lt;x&gt;');
    expect(r.text).not.toContain('const a');
  });
  it('should leave code to another thread with placeholders that fill in to the same HTML (highlight: defer)', async () => {
    const src = '# T\n\n```js{2}\nconst a = 1;\nlet b = "<x>";\n```\n\n::: code-group\n\n```ts [a.ts]\nlet x: number = 1;\n```\n\n```weird [b]\n<b>\n```\n\n:::\n';
    const now = await renderMarkdownAsync(src, ctx);
    const later = await renderMarkdownAsync(src, { ...ctx, highlight: 'defer' });
    expect(later.code?.map((b) => [b.lang, b.lines])).toEqual([
      ['js', [2]],
      ['ts', []],
      ['weird', []],
    ]);
    expect(later.html).not.toContain('t-keyword');
    const h = await prepareHighlighter(later.code!.map((b) => b.lang));
    expect(fillDeferredCode(later.html, later.code!, (b) => highlightCode(h, b.code, { lang: b.lang, highlightLines: new Set(b.lines) }))).toBe(now.html);
    expect({ ...later, html: now.html, code: undefined }).toEqual({ ...now, code: undefined });
    // A page holding the placeholder character itself is highlighted in place instead.
    const odd = await renderMarkdownAsync('\uE0000\uE000\n\n```js\nlet a;\n```\n', { ...ctx, highlight: 'defer' });
    expect(odd.code).toBeUndefined();
    expect(odd.html).toContain('t-keyword');
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
  it('should escape code in unknown languages', () => {
    expect(html('```weird\n<b>&\n```')).toBe(
      '<div class="language-weird bd-code"><span class="bd-code-lang">weird</span><pre class="shiki" tabindex="0"><code><span class="line">&lt;b&gt;&amp;</span></code></pre></div>',
    );
  });
});

describe('raw HTML and components', () => {
  it('should pass raw HTML through', () => {
    expect(html('<div class="x" id="raw">hi</div>')).toBe('<div class="x" id="raw">hi</div>');
    expect(renderMarkdown('<a name="legacy"></a>', ctx).ids).toContain('legacy');
  });
  it('should record links and images in raw HTML for check, leaving the HTML as written', () => {
    const r = renderMarkdown('text\n\n<p align="center">\n  <a href="./b.md#x"><img src="../img/logo.png" alt=""></a>\n</p>\n\nand <a href="https://x.y">inline</a>', ctx);
    expect(r.html).toContain('<a href="./b.md#x"><img src="../img/logo.png" alt=""></a>');
    expect(r.links.map((l) => [l.raw, l.target, l.isPage, l.line, l.column])).toEqual([
      ['./b.md#x', 'guide/b.md', true, 4, 3],
      ['https://x.y', undefined, false, 7, 5],
    ]);
    expect(r.images.map((l) => [l.raw, l.target, l.line])).toEqual([['../img/logo.png', 'img/logo.png', 4]]);
  });
  it('should turn a registered component on its own line into an island', () => {
    const r = renderMarkdown('<FriendLink title="友情链接" />', ctx);
    expect(r.html.trim()).toBe('<div class="bd-island" data-bd-island="0"></div>');
    expect(r.components).toEqual([{ name: 'FriendLink', props: { title: '友情链接' } }]);
  });
  it('should neutralise unknown component tags so they cannot swallow the page', () => {
    expect(html('<ClientOnly>\n  <NonSsr />\n</ClientOnly>\n\nafter')).toBe(
      '<bd-x data-name="ClientOnly">\n  <bd-x data-name="NonSsr"></bd-x>\n</bd-x>\n<p>after</p>',
    );
    expect(html('a <RouteLink to="/x">b</RouteLink> c')).toBe('<p>a <bd-x data-name="RouteLink">b</bd-x> c</p>');
  });
  it('should warn when a component is used inline', () => {
    expect(renderMarkdown('text <FriendLink /> text', ctx).warnings[0]?.message).toMatch(/must stand alone/);
  });
});

describe('text', () => {
  it('should collect plain text for search without markup or URLs', () => {
    const r = renderMarkdown('# T\n\nSome *em* and [link](https://x.y) &amp; `code`.', ctx);
    expect(r.text).toBe('T Some em and link & code.');
  });
});

describe('GFM', () => {
  it('should autolink bare URLs and e-mails', () => {
    expect(html('see www.example.com and https://x.y/z, or a@b.co')).toBe(
      '<p>see <a href="http://www.example.com" target="_blank" rel="noopener noreferrer">www.example.com</a> and <a href="https://x.y/z" target="_blank" rel="noopener noreferrer">https://x.y/z</a>, or <a href="mailto:a@b.co">a@b.co</a></p>',
    );
  });
  it('should support tables, strikethrough, task lists and footnotes in pages without URLs', () => {
    const out = html('| a |\n|---|\n| ~~b~~ |\n\n- [x] done\n\nNote[^1]\n\n[^1]: foot');
    expect(out).toContain('<td><del>b</del></td>');
    expect(out).toContain('<input type="checkbox" disabled="" checked="" /> done');
    expect(out).toContain('<sup><a href="#user-content-fn-1"');
  });
});
