// A page's frontmatter `head`, `image` and `sitemap`: an invalid value is a warning on the key's line
// with a hint, naming the element; the page still loads, without the value.
import { describe, expect, it } from 'vitest';
import { frontmatterKeyLine } from '../../../../src/render/page/frontmatter-head.js';
import { frontmatterHead, frontmatterImage, listedInSitemap } from '../../../../src/render/page/frontmatter-values.js';
import { loadPage } from '../../../../src/render/page/page.js';
import { pageDiagnostics } from '../../../../src/render/page/page-diagnostics.js';

const load = (source: string) =>
  loadPage('guide/a.md', source, { base: '/', components: new Set(), label: 'docs/guide/a.md', highlight: false });
const messages = async (source: string) => (await load(source)).warnings.map((w) => `${w.line} ${w.message}`);

describe('frontmatter head, image and sitemap', () => {
  it("should accept VitePress's head shape, an image path or URL, and sitemap: false", async () => {
    const page = await load(
      [
        '---',
        'title: A',
        'head:',
        '  - [meta, { name: keywords, content: "a, b" }]',
        '  - [link, { rel: preload, href: /font.woff2, as: font, crossorigin: true }]',
        '  - [script, { async: true, src: "https://example.com/a.js" }]',
        '  - [script, {}, "window.x = 1"]',
        '  - [noscript, {}, "<img src=/p.gif alt=\'\'>"]',
        'image: /images/a.png',
        'sitemap: false',
        '---',
        '# A',
      ].join('\n'),
    );
    expect(page.warnings).toEqual([]);
    expect(frontmatterHead(page)).toHaveLength(5);
    expect(frontmatterHead(page)[1]).toEqual([
      'link',
      { rel: 'preload', href: '/font.woff2', as: 'font', crossorigin: true },
    ]);
    expect(frontmatterImage(page)).toBe('/images/a.png');
    expect(listedInSitemap(page)).toBe(false);
    expect(await messages('---\nimage: https://cdn.example/a.png\nhead:\n---\n')).toEqual([]);
  });

  it("should report a bad element at the line of the key, name it, and leave the page's head out", async () => {
    const source =
      '---\ntitle: A\ndescription: about A\nhead:\n  - [meta, { name: x, content: y }]\n  - [title, {}, Hi]\n---\n\n# A\n';
    const page = await load(source);
    expect(pageDiagnostics(page, 'docs/guide/a.md')).toEqual([
      {
        severity: 'warning',
        rule: 'invalid-frontmatter',
        message:
          "frontmatter head[1][0]: the tag must be one of meta, link, script, style, noscript; the page's head elements are left out",
        file: 'docs/guide/a.md',
        line: 4,
        column: 1,
        hint: expect.stringContaining('[meta, { name: keywords'),
      },
    ]);
    expect(frontmatterHead(page)).toEqual([]);
    expect(page.title).toBe('A');
  });

  it('should say what is wrong with each part of an element', async () => {
    const at = (element: string) => messages(`---\nhead:\n  - ${element}\n---\n`);
    expect(await at('meta')).toEqual([
      '2 frontmatter head[0]: a head element is ["tag", { "attribute": "value" }] or ["tag", { … }, "content"]; the page\'s head elements are left out',
    ]);
    expect(await at('[meta]')).toEqual([
      '2 frontmatter head[0]: a head element is ["tag", { "attribute": "value" }] or ["tag", { … }, "content"]; the page\'s head elements are left out',
    ]);
    expect(await at('[meta, { name: x, content: 3 }]')).toEqual([
      "2 frontmatter head[0][1].content: an attribute value is a string, or true / false for an attribute without a value; the page's head elements are left out",
    ]);
    expect(await at('[meta, { name: x }, text]')).toEqual([
      '2 frontmatter head[0][2]: <meta> takes no content; put its value in an attribute (e.g. "content" or "href"); the page\'s head elements are left out',
    ]);
    expect(await at('[script, {}, "a</script><b>"]')).toEqual([
      '2 frontmatter head[0][2]: the content of <script> must not contain "</script": it would end the element early; the page\'s head elements are left out',
    ]);
    expect(await at('[meta, { charset: utf-8 }]')).toEqual([
      "2 frontmatter head[0][1]: every page is utf-8 and says so first: leave the charset out; the page's head elements are left out",
    ]);
    expect(await at('[meta, { "on load": x }]')).toEqual([
      '2 frontmatter head[0][1].on load: not an attribute name (letters, digits, "-", "_", ":" and "."); the page\'s head elements are left out',
    ]);
    expect(await messages('---\nhead: { meta: x }\n---\n')).toEqual([
      '2 frontmatter head: must be a list of elements such as [["meta", { "name": "keywords", "content": "docs" }]]; the page\'s head elements are left out',
    ]);
  });

  it('should report a bad image or sitemap and fall back', async () => {
    const page = await load('---\ntitle: A\nimage: images/a.png\nsitemap: no\n---\n');
    expect(page.warnings.map((w) => `${w.line} ${w.message}`)).toEqual([
      '3 frontmatter image: must be a site path such as "/images/og.png" or an absolute http(s) URL; the site\'s image is used',
      '4 frontmatter sitemap: must be true or false; the page is listed',
    ]);
    expect(frontmatterImage(page)).toBeUndefined();
    expect(listedInSitemap(page)).toBe(true);
  });
});

describe('frontmatterKeyLine', () => {
  it('should find a top-level key, quoted or not, and not a nested one or one after the frontmatter', () => {
    const source = '---\ntitle: A\nhero:\n  image: /x.png\n"image": /y.png\n---\nimage: text\n';
    expect(frontmatterKeyLine(source, 'image')).toBe(5);
    expect(frontmatterKeyLine(source, 'head')).toBe(1);
    expect(frontmatterKeyLine('---\nhead :\n---\n', 'head')).toBe(2);
  });
});
