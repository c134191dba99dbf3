// Links and images: `.md` → `.html`, the base, relative assets, external links, and every reference recorded.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/render/markdown/index.js';
import { resolveUrl } from '../../../../src/render/markdown/links.js';

const ctx = { file: 'guide/page.md', base: '/', components: new Set(['FriendLink']) };

describe('links', () => {
  it('should rewrite relative .md links to .html, keeping the anchor', () => {
    expect(renderMarkdown('[a](./b.md#x) [c](../README.md) [d](/guide/index.md)', ctx).html).toBe(
      '<p><a href="/guide/b.html#x">a</a> <a href="/">c</a> <a href="/guide/">d</a></p>',
    );
  });

  it('should support .md links without ./, in upper case, and to a folder index', () => {
    expect(renderMarkdown('[a](b.md) [b](./b.MD) [c](./index.md)', ctx).html).toBe(
      '<p><a href="/guide/b.html">a</a> <a href="/guide/b.html">b</a> <a href="/guide/">c</a></p>',
    );
  });

  it('should keep a query and an anchor', () => {
    expect(renderMarkdown('[a](./b.md?x=1#y)', ctx).html).toBe('<p><a href="/guide/b.html?x=1#y">a</a></p>');
    expect(renderMarkdown('[a](./b.md#%E4%B8%AD)', ctx).html).toBe('<p><a href="/guide/b.html#%E4%B8%AD">a</a></p>');
  });

  it('should support anchors on the same page', () => {
    expect(renderMarkdown('[a](#part)', ctx).html).toBe('<p><a href="#part">a</a></p>');
  });

  it('should make relative assets and folders absolute', () => {
    expect(renderMarkdown('[a](./file.pdf) [b](./dir/) [c](/abs.png)', ctx).html).toBe(
      '<p><a href="/guide/file.pdf">a</a> <a href="/guide/dir/">b</a> <a href="/abs.png">c</a></p>',
    );
  });

  it('should encode spaces and other scripts in paths', () => {
    expect(renderMarkdown('[a](./b%20c.md) [b](<./b c.md>) [c](./中文.md)', ctx).html).toBe(
      '<p><a href="/guide/b%20c.html">a</a> <a href="/guide/b%20c.html">b</a> <a href="/guide/%E4%B8%AD%E6%96%87.html">c</a></p>',
    );
  });

  it('should encode what the URL grammar reserves in a name, so that the link reaches the file', () => {
    expect(
      renderMarkdown('[a](./c%23.md) [b](./why%3F.md#x) [c](./100%25.md) [d](./x%2541.md) [e](./c++.md)', ctx).html,
    ).toBe(
      '<p><a href="/guide/c%23.html">a</a> <a href="/guide/why%3F.html#x">b</a> <a href="/guide/100%25.html">c</a> <a href="/guide/x%2541.html">d</a> <a href="/guide/c++.html">e</a></p>',
    );
    expect(renderMarkdown('![a](./img%23.png) [b](./c%23/)', ctx).html).toBe(
      '<p><img src="/guide/img%23.png" alt="a" loading="lazy" decoding="async" /> <a href="/guide/c%23/">b</a></p>',
    );
  });

  it('should leave a path that climbs out of the docs folder as written', () => {
    expect(renderMarkdown('[a](../../x.md)', ctx).html).toBe('<p><a href="../../x.md">a</a></p>');
  });

  it('should apply the base to internal links and images', () => {
    expect(renderMarkdown('[a](./b.md) ![i](./img.png)', { ...ctx, base: '/docs/' }).html).toBe(
      '<p><a href="/docs/guide/b.html">a</a> <img src="/docs/guide/img.png" alt="i" loading="lazy" decoding="async" /></p>',
    );
  });

  it('should not apply the base to anchors and external links', () => {
    expect(renderMarkdown('[a](#x) [b](https://x.y/)', { ...ctx, base: '/docs/' }).html).toBe(
      '<p><a href="#x">a</a> <a href="https://x.y/" target="_blank" rel="noopener noreferrer">b</a></p>',
    );
  });

  it('should open external links in a new tab', () => {
    expect(renderMarkdown('[x](https://example.com)', ctx).html).toBe(
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
    expect(renderMarkdown('[a](//cdn.x/y)', ctx).html).toBe(
      '<p><a href="//cdn.x/y" target="_blank" rel="noopener noreferrer">a</a></p>',
    );
  });

  it('should not open mailto: and tel: links in a new tab', () => {
    expect(renderMarkdown('[a](mailto:x@y.z) [b](tel:123)', ctx).html).toBe(
      '<p><a href="mailto:x@y.z">a</a> <a href="tel:123">b</a></p>',
    );
  });

  it('should support titles, escaped', () => {
    expect(renderMarkdown('[a](https://x.y "T & \\"q\\"")', ctx).html).toBe(
      '<p><a href="https://x.y" title="T &amp; &quot;q&quot;" target="_blank" rel="noopener noreferrer">a</a></p>',
    );
  });

  it('should support reference definitions', () => {
    expect(renderMarkdown('[a][r]\n\n[r]: ./c.md "T"', ctx).html).toBe(
      '<p><a href="/guide/c.html" title="T">a</a></p>\n',
    );
  });

  it('should support collapsed and shortcut references, matching labels without case', () => {
    expect(renderMarkdown('[r][]\n\n[R]: ./c.md', ctx).html).toBe('<p><a href="/guide/c.html">r</a></p>\n');
  });

  it('should support the first of two definitions with one label', () => {
    expect(renderMarkdown('[r]\n\n[r]: ./c.md\n[r]: ./d.md', ctx).html).toBe('<p><a href="/guide/c.html">r</a></p>\n');
  });

  it('should not support undefined references', () => {
    expect(renderMarkdown('[a][nope]', ctx).html).toBe('<p>[a][nope]</p>');
  });

  it('should not allow javascript: URLs', () => {
    expect(renderMarkdown('[x](javascript:alert(1))', ctx).html).toBe('<p><a href="">x</a></p>');
  });

  it('should not allow protocols other than http(s), irc(s), mailto, xmpp, tel', () => {
    expect(renderMarkdown('[a](ftp://x)', ctx).html).toBe('<p><a href="">a</a></p>');
  });

  it('should support CommonMark autolinks', () => {
    expect(renderMarkdown('<https://x.y>', ctx).html).toBe(
      '<p><a href="https://x.y" target="_blank" rel="noopener noreferrer">https://x.y</a></p>',
    );
    expect(renderMarkdown('<a@b.co>', ctx).html).toBe('<p><a href="mailto:a@b.co">a@b.co</a></p>');
  });

  it('should autolink bare URLs and e-mails', () => {
    expect(renderMarkdown('see www.example.com and https://x.y/z, or a@b.co', ctx).html).toBe(
      '<p>see <a href="http://www.example.com" target="_blank" rel="noopener noreferrer">www.example.com</a> and <a href="https://x.y/z" target="_blank" rel="noopener noreferrer">https://x.y/z</a>, or <a href="mailto:a@b.co">a@b.co</a></p>',
    );
  });

  it('should not put the reference of `[Vue][vue]` into the page text or a heading title/id', () => {
    const r = renderMarkdown('## See [Vue][vue]\n\n[vue]: https://vuejs.org', ctx);
    expect(r.html).toBe(
      '<h2 id="see-vue" tabindex="-1">See <a href="https://vuejs.org" target="_blank" rel="noopener noreferrer">Vue</a> <a class="header-anchor" href="#see-vue" aria-label="Permalink to “See Vue”">#</a></h2>\n',
    );
    expect(r.headers).toEqual([{ level: 2, title: 'See Vue', slug: 'see-vue' }]);
    expect(r.text).toBe('See Vue');
  });

  // CommonMark: an empty destination is the page itself, and a query or hash alone is relative to it.
  it('should link `[a]()` and `[a](?q=1)` to the page itself', () => {
    const r = renderMarkdown('[a]() [b](?q=1) [c](?q=1#x)', ctx);
    expect(r.html).toBe(
      '<p><a href="/guide/page.html">a</a> <a href="/guide/page.html?q=1">b</a> <a href="/guide/page.html?q=1#x">c</a></p>',
    );
    expect(r.links.map((l) => [l.target, l.isPage, l.hash])).toEqual([
      ['guide/page.md', true, undefined],
      ['guide/page.md', true, undefined],
      ['guide/page.md', true, 'x'],
    ]);
    expect(renderMarkdown('[a]()', { ...ctx, file: 'guide/index.md', base: '/docs/' }).html).toBe(
      '<p><a href="/docs/guide/">a</a></p>',
    );
  });
});

describe('links (images)', () => {
  it('should support images, with lazy loading', () => {
    expect(renderMarkdown('![i](./img.png)', ctx).html).toBe(
      '<p><img src="/guide/img.png" alt="i" loading="lazy" decoding="async" /></p>',
    );
  });

  it('should support external images and titles', () => {
    expect(renderMarkdown('![i](https://x/y.png "t")', ctx).html).toBe(
      '<p><img src="https://x/y.png" alt="i" title="t" loading="lazy" decoding="async" /></p>',
    );
  });

  it('should support alt text without markup', () => {
    expect(renderMarkdown('a ![alt *x*](i.png) b', ctx).html).toBe(
      '<p>a <img src="/guide/i.png" alt="alt x" loading="lazy" decoding="async" /> b</p>',
    );
  });

  it('should support images in links', () => {
    expect(renderMarkdown('[![i](x.png)](./b.md)', ctx).html).toBe(
      '<p><a href="/guide/b.html"><img src="/guide/x.png" alt="i" loading="lazy" decoding="async" /></a></p>',
    );
  });

  it('should not allow sources other than http(s)', () => {
    expect(renderMarkdown('![i](javascript:x)', ctx).html).toBe(
      '<p><img src="" alt="i" loading="lazy" decoding="async" /></p>',
    );
  });
});

describe('links (recorded)', () => {
  it('should record links and images with their positions', () => {
    const r = renderMarkdown('\ntext [a](./b.md#Part) ![i](../../x.png)', ctx);
    expect(r.links[0]).toMatchObject({ target: 'guide/b.md', isPage: true, hash: 'Part', line: 2, column: 6 });
    expect(r.images[0]).toMatchObject({ raw: '../../x.png', escapes: true });
  });

  it('should record a link as written and as rewritten', () => {
    expect(renderMarkdown('[a](./b.md?x=1#y)', ctx).links).toEqual([
      {
        raw: './b.md?x=1#y',
        url: '/guide/b.html?x=1#y',
        target: 'guide/b.md',
        isPage: true,
        external: false,
        hash: 'y',
        line: 1,
        column: 1,
      },
    ]);
  });

  it('should record a reference where it is used', () => {
    expect(renderMarkdown('x\n\n- [a][r]\n\n[r]: ./c.md', ctx).links).toEqual([
      { raw: './c.md', url: '/guide/c.html', target: 'guide/c.md', isPage: true, external: false, line: 3, column: 3 },
    ]);
  });

  it('should record autolinks as external', () => {
    expect(renderMarkdown('<a@b.co> https://x.y', ctx).links).toEqual([
      { raw: 'mailto:a@b.co', url: 'mailto:a@b.co', external: true, isPage: false, line: 1, column: 2 },
      { raw: 'https://x.y', url: 'https://x.y', external: true, isPage: false, line: 1, column: 10 },
    ]);
  });

  it('should record images in links', () => {
    const r = renderMarkdown('[![i](x.png)](./b.md)', ctx);
    expect(r.links.map((l) => [l.target, l.column])).toEqual([['guide/b.md', 1]]);
    expect(r.images.map((l) => [l.target, l.column])).toEqual([['guide/x.png', 2]]);
  });

  it('should decode anchors', () => {
    expect(resolveUrl('./b.md#%E4%B8%AD', ctx)).toEqual({
      raw: './b.md#%E4%B8%AD',
      url: '/guide/b.html#%E4%B8%AD',
      target: 'guide/b.md',
      isPage: true,
      external: false,
      hash: '中',
    });
    expect(resolveUrl('#%E4%B8%AD', ctx)).toEqual({
      raw: '#%E4%B8%AD',
      url: '#%E4%B8%AD',
      external: false,
      isPage: false,
      hash: '中',
    });
  });

  it('should mark a path that climbs out of the docs folder', () => {
    expect(resolveUrl('../../x.md', ctx)).toEqual({
      raw: '../../x.md',
      url: '../../x.md',
      external: false,
      isPage: false,
      escapes: true,
      hash: undefined,
    });
  });
});

describe('links with clean URLs', () => {
  it('links pages without .html, keeping query and anchor; folders and files as before', () => {
    expect(
      renderMarkdown('[a](./b.md?x=1#y) [c](../README.md) [d](./中文.md) [e](./file.pdf) [f](./x.html)', {
        ...ctx,
        cleanUrls: true,
      }).html,
    ).toBe(
      '<p><a href="/guide/b?x=1#y">a</a> <a href="/">c</a> <a href="/guide/%E4%B8%AD%E6%96%87">d</a> <a href="/guide/file.pdf">e</a> <a href="/guide/x.html">f</a></p>',
    );
  });
});
