// The author's raw HTML passes through; component tags become islands, badges, or neutral <bd-x> elements.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/render/markdown/index.js';
import { htmlUrls, parseAttributes } from '../../../../src/render/markdown/raw-html.js';

const ctx = { file: 'guide/page.md', base: '/', components: new Set(['FriendLink']) };

describe('raw-html', () => {
  it('should pass raw HTML through', () => {
    expect(renderMarkdown('<div class="x" id="raw">hi</div>', ctx).html).toBe('<div class="x" id="raw">hi</div>');
    expect(renderMarkdown('<a name="legacy"></a>', ctx).ids).toContain('legacy');
  });

  it('should pass inline HTML through', () => {
    expect(renderMarkdown('a <span>b</span> c', ctx).html).toBe('<p>a <span>b</span> c</p>');
  });

  it('should support Markdown between HTML blocks', () => {
    expect(renderMarkdown('<div>\n\n**md**\n\n</div>', ctx).html).toBe('<div>\n<p><strong>md</strong></p>\n</div>');
  });

  it('should record ids and names of raw HTML, quoted or not', () => {
    const r = renderMarkdown("<span id='x'>a</span> <a name=y></a>", ctx);
    expect(r.html).toBe("<p><span id='x'>a</span> <a name=y></a></p>");
    expect(r.ids).toEqual(['x', 'y']);
  });

  it('should record links and images in raw HTML for check, leaving the HTML as written', () => {
    const r = renderMarkdown(
      'text\n\n<p align="center">\n  <a href="./b.md#x"><img src="../img/logo.png" alt=""></a>\n</p>\n\nand <a href="https://x.y">inline</a>',
      ctx,
    );
    expect(r.html).toContain('<a href="./b.md#x"><img src="../img/logo.png" alt=""></a>');
    expect(r.links.map((l) => [l.raw, l.target, l.isPage, l.line, l.column])).toEqual([
      ['./b.md#x', 'guide/b.md', true, 4, 3],
      ['https://x.y', undefined, false, 7, 5],
    ]);
    expect(r.images.map((l) => [l.raw, l.target, l.line])).toEqual([['../img/logo.png', 'img/logo.png', 4]]);
  });

  it('should leave a raw image as written', () => {
    const r = renderMarkdown('<img src="./a.png">', ctx);
    expect(r.html).toBe('<img src="./a.png">');
    expect(r.images).toEqual([
      {
        raw: './a.png',
        url: '/guide/a.png',
        target: 'guide/a.png',
        isPage: false,
        external: false,
        line: 1,
        column: 1,
      },
    ]);
  });

  it('should list the <a href> and <img src> of HTML, in order', () => {
    expect(htmlUrls('<a href="x"><img alt="" src=\'y\'></a><img href="no"><a src="no">')).toEqual([
      { kind: 'link', url: 'x', index: 0 },
      { kind: 'image', url: 'y', index: 12 },
    ]);
  });

  it('should list the files media elements show or play: src, poster, srcset candidates, object data', () => {
    const html =
      '<video src="v.mp4" poster=p.png controls><source srcset="s1.webp 1x, s2.webp 2x" type="image/webp"><track src="t.vtt"></video><audio src=\'a.ogg\'></audio><object data="d.pdf"></object><embed src="e.svg"><img srcset="i.png 480w">';
    expect(htmlUrls(html).map((u) => `${u.kind}:${u.url}`)).toEqual([
      'image:v.mp4',
      'image:p.png',
      'image:s1.webp',
      'image:s2.webp',
      'image:t.vtt',
      'image:a.ogg',
      'image:d.pdf',
      'image:e.svg',
      'image:i.png',
    ]);
  });

  it('should parse attributes: quoted, unquoted and boolean', () => {
    expect(parseAttributes(` a="1" b='2' c=3 d`)).toEqual({ a: '1', b: '2', c: '3', d: '' });
  });
});

describe('raw-html (components)', () => {
  it('should turn a registered component on its own line into an island', () => {
    const r = renderMarkdown('<FriendLink title="友情链接" />', ctx);
    expect(r.html).toBe('<div class="bd-island" data-bd-island="0"></div>');
    expect(r.components).toEqual([{ name: 'FriendLink', props: { title: '友情链接' } }]);
  });

  it('should support islands with props in single quotes and boolean props, indented', () => {
    const r = renderMarkdown("  <FriendLink title='x' wide />", ctx);
    expect(r.html).toBe('<div class="bd-island" data-bd-island="0"></div>');
    expect(r.components).toEqual([{ name: 'FriendLink', props: { title: 'x', wide: true } }]);
  });

  it('should number islands in order', () => {
    const r = renderMarkdown('<FriendLink />\n\n<FriendLink x="1" />', ctx);
    expect(r.html).toBe(
      '<div class="bd-island" data-bd-island="0"></div>\n<div class="bd-island" data-bd-island="1"></div>',
    );
    expect(r.components).toEqual([
      { name: 'FriendLink', props: {} },
      { name: 'FriendLink', props: { x: '1' } },
    ]);
  });

  it('should support an island with its closing tag on the next line', () => {
    const r = renderMarkdown('<FriendLink>\n</FriendLink>', ctx);
    expect(r.html).toBe('<div class="bd-island" data-bd-island="0"></div>');
    expect(r.components).toEqual([{ name: 'FriendLink', props: {} }]);
  });

  it('should turn `<FriendLink></FriendLink>` on its own line into an island, with its props, indented or in a list', () => {
    const r = renderMarkdown(
      '<FriendLink title="x"></FriendLink>\n\n  <FriendLink ></FriendLink >\n\n- <FriendLink></FriendLink>',
      ctx,
    );
    expect(r.html).toBe(
      '<div class="bd-island" data-bd-island="0"></div>\n<div class="bd-island" data-bd-island="1"></div>\n<ul>\n<li>\n<div class="bd-island" data-bd-island="2"></div></li>\n</ul>',
    );
    expect(r.components).toEqual([
      { name: 'FriendLink', props: { title: 'x' } },
      { name: 'FriendLink', props: {} },
      { name: 'FriendLink', props: {} },
    ]);
    expect(r.html).toBe(renderMarkdown('<FriendLink title="x" />\n\n  <FriendLink />\n\n- <FriendLink />', ctx).html);
  });

  it('should make `<FriendLink></FriendLink>` after or before text, or with content, an inline island', () => {
    expect(renderMarkdown('text\n<FriendLink></FriendLink>', ctx).html).toBe(
      '<p>text\n<span class="bd-island" data-bd-island="0"></span></p>',
    );
    expect(renderMarkdown('<FriendLink>x</FriendLink>', ctx).components).toEqual([
      { name: 'FriendLink', props: {}, children: 'x' },
    ]);
    expect(renderMarkdown('> <FriendLink></FriendLink>\n> x', ctx).html).toBe(
      '<blockquote>\n<div class="bd-island" data-bd-island="0"></div>\n<p>x</p>\n</blockquote>',
    );
  });

  it('should make an unknown `<Comp></Comp>` alone on its line a block, neutralised', () => {
    expect(renderMarkdown('<Unknown a="1"></Unknown>\n\nafter', ctx).html).toBe(
      '<bd-x data-name="Unknown"></bd-x>\n<p>after</p>',
    );
  });

  it('should neutralise unknown component tags so they cannot swallow the page', () => {
    expect(renderMarkdown('<ClientOnly>\n  <NonSsr />\n</ClientOnly>\n\nafter', ctx).html).toBe(
      '<bd-x data-name="ClientOnly">\n  <bd-x data-name="NonSsr"></bd-x>\n</bd-x>\n<p>after</p>',
    );
    expect(renderMarkdown('a <RouteLink to="/x">b</RouteLink> c', ctx).html).toBe(
      '<p>a <bd-x data-name="RouteLink">b</bd-x> c</p>',
    );
  });

  it('should neutralise an unknown component alone on its line, and keep its children', () => {
    expect(renderMarkdown('<NonSsr />', ctx).html).toBe('<bd-x data-name="NonSsr"></bd-x>');
    expect(renderMarkdown('<ClientOnly>x</ClientOnly>', ctx).html).toBe('<p><bd-x data-name="ClientOnly">x</bd-x></p>');
  });

  it('should turn a component used inline into an inline island, without a warning', () => {
    const r = renderMarkdown('# T\n\ntext <FriendLink /> text', ctx);
    expect(r.html).toContain('<p>text <span class="bd-island" data-bd-island="0"></span> text</p>');
    expect(r.components).toEqual([{ name: 'FriendLink', props: {} }]);
    expect(r.warnings).toEqual([]);
    expect(renderMarkdown('text <Unknown /> text', ctx).warnings.map((w) => w.rule)).toEqual(['unknown-component']);
  });

  it('should warn, at its position, when a component is inside raw HTML, where it is not rendered', () => {
    expect(renderMarkdown('# T\n\n<div>\n<FriendLink />\n</div>', ctx).warnings).toEqual([
      {
        severity: 'warning',
        rule: 'inline-component',
        message: '<FriendLink> inside raw HTML is not rendered as a component',
        hint: 'write it in the Markdown around the HTML element (alone on its line, or in a paragraph, heading, list item or table cell)',
        line: 3,
        column: 1,
      },
    ]);
  });

  it('should leave a component tag inside an HTML comment as written, without a warning', () => {
    for (const md of [
      '# T\n\n<!-- <FriendLink /> -->\n',
      '# T\n\n<!--\n<FriendLink />\n<Unknown />\n-->\n',
      'a <!-- <FriendLink /> --> b',
    ]) {
      const r = renderMarkdown(md, ctx);
      expect(r.warnings).toEqual([]);
      expect(r.html).toContain('<FriendLink />');
      expect(r.components).toEqual([]);
    }
  });

  it('should end a component alone on its line at the line, the next line being a paragraph', () => {
    const r = renderMarkdown('<FriendLink />\ntext', ctx);
    expect(r.html).toBe('<div class="bd-island" data-bd-island="0"></div>\n<p>text</p>');
    expect(r.components).toEqual([{ name: 'FriendLink', props: {} }]);
  });

  it('should not support component tags in code', () => {
    expect(renderMarkdown('`<Foo>`', ctx).html).toBe('<p><code>&lt;Foo&gt;</code></p>');
  });

  it('should not support tag names with dots (not HTML for micromark)', () => {
    expect(renderMarkdown('<Foo.Bar>x</Foo.Bar>', ctx).html).toBe('<p>&lt;Foo.Bar&gt;x&lt;/Foo.Bar&gt;</p>');
  });
});

describe('raw-html (Badge)', () => {
  it('should support <Badge> with a text and a type', () => {
    expect(renderMarkdown('<Badge text="beta" type="warning"/>', ctx).html).toBe(
      '<span class="badge warning">beta</span>',
    );
  });

  it('should support <Badge> inline, tip by default and for unknown types', () => {
    expect(renderMarkdown('a <Badge text="x"/> b', ctx).html).toBe('<p>a <span class="badge tip">x</span> b</p>');
    expect(renderMarkdown('a <Badge text="x" type="bogus"/> b', ctx).html).toBe(
      '<p>a <span class="badge tip">x</span> b</p>',
    );
  });

  it('should escape the text of a <Badge>', () => {
    expect(renderMarkdown('a <Badge text="a&b"/> b', ctx).html).toBe(
      '<p>a <span class="badge tip">a&amp;b</span> b</p>',
    );
  });

  it('should support <Badge> in HTML blocks and tables', () => {
    expect(renderMarkdown('<div>\n<Badge text="b"/>\n</div>', ctx).html).toBe(
      '<div>\n<span class="badge tip">b</span>\n</div>',
    );
    expect(renderMarkdown('| <Badge text="x"/> |\n|---|', ctx).html).toBe(
      '<table>\n<thead>\n<tr>\n<th><span class="badge tip">x</span></th>\n</tr>\n</thead>\n</table>',
    );
  });

  it('should support <Badge> with its text as content (VitePress’s slot), Markdown included', () => {
    expect(renderMarkdown('a <Badge type="warning">v2 *x*</Badge> b', ctx).html).toBe(
      '<p>a <span class="badge warning">v2 <em>x</em></span> b</p>',
    );
    expect(renderMarkdown('a <Badge text="y"></Badge> b', ctx).html).toBe(
      '<p>a <span class="badge tip">y</span> b</p>',
    );
    expect(renderMarkdown('## API <Badge type="info">beta</Badge>', ctx).headers).toEqual([
      { level: 2, title: 'API beta', slug: 'api-beta' },
    ]);
  });
});

describe('Vue-isms a React toolkit cannot run', () => {
  const ctx = { file: 'guide/page.md', base: '/', components: new Set(['FriendLink']) };

  it('should drop a top-level <script setup> block, blank lines and all, and say so once', () => {
    const r = renderMarkdown(
      '<script setup>\nimport X from "./x.vue"\n\nconst a = 1\n</script>\n\n# Title\n\n<script>\nexport default {}\n</script>\n',
      ctx,
    );
    expect(r.html).toBe(
      '\n<h1 id="title" tabindex="-1">Title <a class="header-anchor" href="#title" aria-label="Permalink to “Title”">#</a></h1>\n\n',
    );
    expect(r.text).toBe('Title');
    expect(r.warnings).toEqual([
      expect.objectContaining({
        severity: 'warning',
        rule: 'vue-script',
        message: 'a <script> block is left out: pages run no Vue code',
        line: 1,
        column: 1,
      }),
    ]);
  });

  it("should drop without a word a <script setup> that only imports the site's Vue components (they render as islands)", () => {
    const vue = { ...ctx, components: new Set(['Counter', 'Badge2']), vue: ['Badge2', 'Counter'] };
    const only =
      '<script setup>\nimport Counter from \'./Counter.vue\'\n// the badge\nimport Badge2 from "../Badge2.vue";\n</script>\n\ntext';
    const r = renderMarkdown(only, vue);
    expect(r.html).toBe('\n<p>text</p>');
    expect(r.warnings).toEqual([]);
    // Anything else in it (code, an import of something else) is still left out, and said.
    for (const extra of ['const a = 1', "import Other from './Other.vue'", "import { ref } from 'vue'"])
      expect(renderMarkdown(only.replace('</script>', `${extra}\n</script>`), vue).warnings.map((w) => w.rule)).toEqual(
        ['vue-script'],
      );
  });

  it('should keep a <style> block as a stylesheet of its page, not as text', () => {
    const r = renderMarkdown('<style>\n.a { color: red }\n\n.b { color: blue }\n</style>\n\ntext', ctx);
    expect(r.html).toBe('<style>\n.a { color: red }\n\n.b { color: blue }\n</style>\n<p>text</p>');
    expect(r.text).toBe('text');
    expect(r.warnings).toEqual([]);
  });

  it('should not support a <script> inside a paragraph or in code', () => {
    expect(renderMarkdown('a <script>alert(1)</script> b', ctx).html).toBe(
      '<p>a &lt;script>alert(1)&lt;/script> b</p>',
    );
    expect(renderMarkdown('```html\n<script setup></script>\n```', ctx).html).toContain(
      '&lt;script setup&gt;&lt;/script&gt;',
    );
  });

  it('should show the content of a component it does not know, and warn once per name', () => {
    const r = renderMarkdown('<ClientOnly>\n\nhi\n\n</ClientOnly>\n\n<Home />\n\n<Home />\n', ctx);
    expect(r.html).toBe(
      '<bd-x data-name="ClientOnly">\n<p>hi</p>\n</bd-x>\n<bd-x data-name="Home"></bd-x>\n<bd-x data-name="Home"></bd-x>\n',
    );
    expect(r.warnings.map((w) => [w.rule, w.message, w.line])).toEqual([
      ['unknown-component', '<ClientOnly> is not a component of this site: the tag is left out, its content shown', 1],
      ['unknown-component', '<Home> is not a component of this site: the tag is left out, its content shown', 7],
    ]);
  });

  it("should show the author's <iframe> (a video, a playground) as VitePress does, not escape it as GFM's tag filter would", () => {
    const md = renderMarkdown(
      '<iframe src="https://example.com/v" title="Demo"></iframe>\n\nsee <iframe src="https://example.com/w" title="W"></iframe>\n',
      ctx,
    );
    expect(md.html).toBe(
      '<iframe src="https://example.com/v" title="Demo"></iframe>\n<p>see <iframe src="https://example.com/w" title="W"></iframe></p>\n',
    );
  });
});
