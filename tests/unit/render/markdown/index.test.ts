// What only the combination of the extensions shows: their order, GFM passing through, and the page results.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/render/markdown/index.js';

const ctx = { file: 'guide/page.md', base: '/', components: new Set(['FriendLink']) };

describe('index', () => {
  it('should not turn prose with colons into directives', () => {
    expect(renderMarkdown('key:value and a:b', ctx).html).toBe('<p>key:value and a:b</p>');
  });

  it('should not support text directives', () => {
    expect(renderMarkdown('a :nosuchname: :x[y]{#z}', ctx).html).toBe('<p>a :nosuchname: :x[y]{#z}</p>');
  });

  it('should support tables, strikethrough, task lists and footnotes in pages without URLs', () => {
    const out = renderMarkdown('| a |\n|---|\n| ~~b~~ |\n\n- [x] done\n\nNote[^1]\n\n[^1]: foot', ctx).html;
    expect(out).toContain('<td><del>b</del></td>');
    expect(out).toContain('<input type="checkbox" disabled="" checked="" /> done');
    expect(out).toContain('<sup><a href="#user-content-fn-1"');
  });

  it('should support GFM tables with alignment and inline content', () => {
    expect(renderMarkdown('| a | b |\n|:-:|--:|\n| ~~c~~ | `d` |', ctx).html).toBe(
      '<table>\n<thead>\n<tr>\n<th align="center">a</th>\n<th align="right">b</th>\n</tr>\n</thead>\n' +
        '<tbody>\n<tr>\n<td align="center"><del>c</del></td>\n<td align="right"><code>d</code></td>\n</tr>\n</tbody>\n</table>',
    );
  });

  it('should support GFM strikethrough with one or two tildes', () => {
    expect(renderMarkdown('~~gone~~ and ~one~', ctx).html).toBe('<p><del>gone</del> and <del>one</del></p>');
  });

  it('should support GFM task lists', () => {
    expect(renderMarkdown('- [x] done\n- [ ] todo', ctx).html).toBe(
      '<ul>\n<li><input type="checkbox" disabled="" checked="" /> done</li>\n<li><input type="checkbox" disabled="" /> todo</li>\n</ul>',
    );
  });

  it('should support GFM footnotes', () => {
    expect(renderMarkdown('Note[^1]\n\n[^1]: foot', ctx).html).toBe(
      '<p>Note<sup><a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref="" aria-describedby="footnote-label">1</a></sup></p>\n' +
        '<section data-footnotes="" class="footnotes"><h2 id="footnote-label" class="sr-only">Footnotes</h2>\n' +
        '<ol>\n<li id="user-content-fn-1">\n' +
        '<p>foot <a href="#user-content-fnref-1" data-footnote-backref="" aria-label="Back to reference 1" class="data-footnote-backref">↩</a></p>\n' +
        '</li>\n</ol>\n</section>',
    );
  });

  it('should not record the footnotes heading as a header', () => {
    expect(renderMarkdown('Note[^1]\n\n[^1]: foot', ctx).headers).toEqual([]);
  });

  // GFM (and markdown-it): in a table cell, `\|` in a code span is a pipe; elsewhere it stays as written.
  it('should support escaped pipes in code in table cells', () => {
    const r = renderMarkdown('| `a\\|b` |\n|---|\n\n`c\\|d`', ctx);
    expect(r.html).toBe(
      '<table>\n<thead>\n<tr>\n<th><code>a|b</code></th>\n</tr>\n</thead>\n</table>\n<p><code>c\\|d</code></p>',
    );
    expect(r.text).toBe('a|b c\\|d');
  });

  it('should autolink bare URLs in tables (pages with URLs)', () => {
    const r = renderMarkdown('| a |\n|---|\n| https://x.y |', ctx);
    expect(r.html).toBe(
      '<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td><a href="https://x.y" target="_blank" rel="noopener noreferrer">https://x.y</a></td>\n</tr>\n</tbody>\n</table>',
    );
    expect(r.links.map((l) => [l.url, l.line, l.column])).toEqual([['https://x.y', 3, 3]]);
  });

  it('should not autolink what looks like a URL only in code', () => {
    expect(renderMarkdown('a\n\n```sh\ncurl https://x.y\n```', ctx).html).toBe(
      '<p>a</p>\n<div class="language-sh bd-code"><span class="bd-code-lang">sh</span><pre class="shiki" tabindex="0"><code><span class="line">curl https://x.y</span></code></pre></div>',
    );
  });

  it('should not put badges into the heading title', () => {
    const r = renderMarkdown('### resolvers <Badge text="beta" type="warning"/>', ctx);
    expect(r.headers[0]).toEqual({ level: 3, title: 'resolvers', slug: 'resolvers' });
    expect(r.html).toBe(
      '<h3 id="resolvers" tabindex="-1">resolvers <span class="badge warning">beta</span> <a class="header-anchor" href="#resolvers" aria-label="Permalink to “resolvers”">#</a></h3>',
    );
  });

  it('should support headings in containers, recorded as headers', () => {
    const r = renderMarkdown('::: tip\n## In tip\n:::', { ...ctx, lang: 'zh-CN' });
    expect(r.html).toBe(
      '<div class="custom-block tip"><p class="custom-block-title">提示</p>\n<h2 id="in-tip" tabindex="-1">In tip <a class="header-anchor" href="#in-tip" aria-label="Permalink to “In tip”">#</a></h2>\n</div>',
    );
    expect(r.headers).toEqual([{ level: 2, title: 'In tip', slug: 'in-tip' }]);
  });

  it('should support code in details', () => {
    expect(renderMarkdown('::: details Open\n```js\nx\n```\n:::', ctx).html).toBe(
      '<details class="custom-block details"><summary>Open</summary>\n<div class="language-js bd-code"><span class="bd-code-lang">js</span><pre class="shiki" tabindex="0"><code><span class="line">x</span></code></pre></div>\n</details>',
    );
  });

  it('should support a heading after a code-group', () => {
    expect(renderMarkdown('::: code-group\n```js [a.js]\n1\n```\n:::\n\n## After', ctx).html).toBe(
      '<div class="bd-tabs"><div class="bd-tabs-nav"><input type="radio" name="bd-tabs-1" id="bd-tabs-1-0" checked><label for="bd-tabs-1-0">a.js</label></div><div class="bd-tab-panels"><div class="bd-tab-panel"><div class="language-js bd-code"><span class="bd-code-lang">js</span><pre class="shiki" tabindex="0"><code><span class="line">1</span></code></pre></div></div></div></div>\n' +
        '<h2 id="after" tabindex="-1">After <a class="header-anchor" href="#after" aria-label="Permalink to “After”">#</a></h2>',
    );
  });

  it('should support links in tables', () => {
    const r = renderMarkdown('| h |\n|---|\n| [x](./y.md) |', ctx);
    expect(r.html).toBe(
      '<table>\n<thead>\n<tr>\n<th>h</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td><a href="/guide/y.html">x</a></td>\n</tr>\n</tbody>\n</table>',
    );
    expect(r.links.map((l) => [l.target, l.line, l.column])).toEqual([['guide/y.md', 3, 3]]);
  });

  it('should collect ids from headings, custom ids and raw HTML, in order', () => {
    const r = renderMarkdown('# A\n\n<span id="raw"></span>\n\n## B {#c}', ctx);
    expect(r.html).toBe(
      '<h1 id="a" tabindex="-1">A <a class="header-anchor" href="#a" aria-label="Permalink to “A”">#</a></h1>\n' +
        '<p><span id="raw"></span></p>\n' +
        '<h2 id="c" tabindex="-1">B <a class="header-anchor" href="#c" aria-label="Permalink to “B”">#</a></h2>',
    );
    expect(r.ids).toEqual(['a', 'raw', 'c']);
    expect(r.h1).toBe('A');
    expect(r.headers).toEqual([{ level: 2, title: 'B', slug: 'c' }]);
  });

  it('should give no h1, headers, ids, links, images or components for a page without them', () => {
    const r = renderMarkdown('no heading', ctx);
    expect(r).toMatchObject({
      html: '<p>no heading</p>',
      headers: [],
      ids: [],
      links: [],
      images: [],
      text: 'no heading',
      components: [],
    });
    expect(r.h1).toBeUndefined();
    expect(r.code).toBeUndefined();
  });

  // As VitePress: a footnote reference is not a text token, so not in the id (markdown-it-anchor) nor the title.
  it('should not put a footnote call into the heading title and id', () => {
    const r = renderMarkdown('## Step [^1]\n\n[^1]: n', ctx);
    expect(r.html).toMatch(
      /^<h2 id="step" tabindex="-1">Step <sup><a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref="" aria-describedby="footnote-label">1<\/a><\/sup> <a class="header-anchor" href="#step" aria-label="Permalink to “Step”">#<\/a><\/h2>\n<section data-footnotes/,
    );
    expect(r.headers).toEqual([{ level: 2, title: 'Step', slug: 'step' }]);
    expect(r.text).toBe('Step n');
  });
});
