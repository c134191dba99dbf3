import { describe, expect, it } from 'vitest';
import { headElementHtml, mergeHead, type HeadElement } from '../../../../src/render/output/head-tags.js';

const html = (els: HeadElement[]) => els.map(headElementHtml);

describe("mergeHead: the config's head, then the page's", () => {
  it("should keep one element per meta name or property, the page's over the config's", () => {
    const { author } = mergeHead({
      generated: [],
      author: [
        ['meta', { name: 'keywords', content: 'site' }],
        ['meta', { property: 'og:image', content: 'https://x/site.png' }],
        ['meta', { name: 'author', content: 'Ann' }],
        ['meta', { name: 'Keywords', content: 'page' }],
        ['meta', { name: 'og:image', content: 'https://x/page.png' }],
      ],
    });
    expect(html(author)).toEqual([
      '<meta name="author" content="Ann">',
      '<meta name="Keywords" content="page">',
      '<meta name="og:image" content="https://x/page.png">',
    ]);
  });

  it('should keep one link per rel + href + hreflang, one script per src, one canonical', () => {
    const { author } = mergeHead({
      generated: [],
      author: [
        ['link', { rel: 'preconnect', href: 'https://fonts.example' }],
        ['link', { rel: 'stylesheet', href: '/a.css' }],
        ['script', { src: '/s.js', async: true }],
        ['link', { rel: 'canonical', href: 'https://x/one' }],
        ['link', { rel: 'preconnect', href: 'https://fonts.example', crossorigin: true }],
        ['link', { rel: 'stylesheet', href: '/b.css' }],
        ['script', { src: '/s.js', defer: true }],
        ['script', {}, 'console.log(1)'],
        ['link', { rel: 'canonical', href: 'https://x/two' }],
      ],
    });
    expect(html(author)).toEqual([
      '<link rel="stylesheet" href="/a.css">',
      '<link rel="preconnect" href="https://fonts.example" crossorigin>',
      '<link rel="stylesheet" href="/b.css">',
      '<script src="/s.js" defer></script>',
      '<script>console.log(1)</script>',
      '<link rel="canonical" href="https://x/two">',
    ]);
  });

  it('should keep elements that have nothing to compare by', () => {
    const els: HeadElement[] = [
      ['meta', { itemprop: 'a', content: '1' }],
      ['meta', { itemprop: 'b', content: '2' }],
      ['noscript', {}, '<p>JS off</p>'],
      ['style', {}, 'body{}'],
    ];
    expect(mergeHead({ generated: [], author: els }).author).toEqual(els);
  });

  it('should drop generated elements the author says otherwise: description, og:*, icon, canonical, an hreflang', () => {
    const generated: HeadElement[] = [
      ['meta', { name: 'description', content: 'generated' }],
      ['meta', { property: 'og:description', content: 'generated' }],
      ['meta', { property: 'og:title', content: 'Title' }],
      ['link', { rel: 'icon', href: 'data:,' }],
      ['link', { rel: 'canonical', href: 'https://x/a' }],
      ['link', { rel: 'alternate', hreflang: 'en-US', href: 'https://x/a' }],
      ['link', { rel: 'alternate', hreflang: 'zh-CN', href: 'https://x/zh/a' }],
    ];
    const merged = mergeHead({
      generated,
      author: [
        ['meta', { property: 'og:description', content: 'mine' }],
        ['meta', { name: 'DESCRIPTION', content: 'mine' }],
        ['link', { rel: 'shortcut icon', href: '/favicon.ico' }],
        ['link', { rel: 'canonical', href: 'https://x/b' }],
        ['link', { rel: 'alternate', hreflang: 'zh-CN', href: 'https://x/zh/b' }],
      ],
    });
    expect(html(merged.generated)).toEqual([
      '<meta property="og:title" content="Title">',
      '<link rel="alternate" hreflang="en-US" href="https://x/a">',
    ]);
    expect(merged.author).toHaveLength(5);
  });

  it('should keep every generated element when the author says nothing like it', () => {
    const generated: HeadElement[] = [
      ['link', { rel: 'icon', href: '/logo.svg' }],
      ['meta', { property: 'og:type', content: 'article' }],
    ];
    expect(mergeHead({ generated, author: [['link', { rel: 'stylesheet', href: '/icons.css' }]] }).generated).toEqual(
      generated,
    );
  });
});

describe('headElementHtml', () => {
  it('should escape attribute values', () => {
    expect(headElementHtml(['meta', { name: 'x', content: '"><script>alert(1)</script>&' }])).toBe(
      '<meta name="x" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;">',
    );
  });

  it('should write true as a bare attribute and leave false out', () => {
    expect(headElementHtml(['script', { src: '/a.js', async: true, defer: false }])).toBe(
      '<script src="/a.js" async></script>',
    );
  });

  it("should write void elements without content and others with the author's content as given", () => {
    expect(headElementHtml(['link', { rel: 'manifest', href: '/m.json' }])).toBe(
      '<link rel="manifest" href="/m.json">',
    );
    expect(headElementHtml(['style', { media: 'print' }, 'a > b { color: red }'])).toBe(
      '<style media="print">a > b { color: red }</style>',
    );
    expect(headElementHtml(['noscript', {}, '<img src="/p.gif" alt="">'])).toBe(
      '<noscript><img src="/p.gif" alt=""></noscript>',
    );
  });
});
