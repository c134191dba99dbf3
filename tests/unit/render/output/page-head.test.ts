// Each page's head as written by renderDocument: Open Graph, Twitter card, canonical and hreflang
// from the site model, the author's config and frontmatter head merged in.
import { describe, expect, it } from 'vitest';
import type { ClientAssets, ServerRenderer } from '../../../../src/render/output/bundle.js';
import { buildSiteModel } from '../../../../src/render/model/site.js';
import { pageHead } from '../../../../src/render/output/page-head.js';
import { renderDocument } from '../../../../src/render/output/ssr.js';
import type { PageData } from '../../../../src/render/page/page-types.js';
import type { SiteConfigInput } from '../../../../src/render/site/config-schema.js';
import { notFoundView } from '../../../../src/shared/routes.js';
import { page, siteConfig } from '../model/model-helpers.js';

const renderer: ServerRenderer = { render: () => '<main></main>' };
const assets: ClientAssets = {
  entryJs: '/assets/main.js',
  entryImports: [],
  componentChunks: new Map(),
  componentCss: new Map(),
  files: [],
  bytes: 0,
};

const BILINGUAL: SiteConfigInput = {
  title: 'Tool',
  description: 'A tool',
  locales: {
    '/': { lang: 'en-US', label: 'English' },
    '/zh/': { lang: 'zh-CN', label: '中文', title: '工具', description: '一个工具' },
  },
};

function site(config: SiteConfigInput, pages: PageData[]) {
  return buildSiteModel(siteConfig(config), pages, {});
}

const PAGES = () => [
  page('index.md', '', { home: { heroHeight: 280, actions: [], features: [] } }),
  page('guide/start.md', 'Start', { description: 'How to start' }),
  page('guide/english-only.md', 'English only'),
  page('zh/index.md', ''),
  page('zh/guide/start.md', '开始'),
];

/** The document head of the page at `route`, as an element list: `tag attr=value …` strings. */
function headOf(
  model: ReturnType<typeof site>,
  route: string,
): { doc: string; meta: Record<string, string>; links: string[] } {
  const data = model.pages.get(route);
  const view = data ? model.view(data) : notFoundView('/');
  const doc = renderDocument(renderer, model.site, view, assets, pageHead(model, view, data));
  const head = doc.slice(doc.indexOf('<head>'), doc.indexOf('</head>'));
  const meta: Record<string, string> = {};
  for (const m of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)) {
    expect(meta[m[1]!], `${m[1]} given twice`).toBeUndefined();
    meta[m[1]!] = m[2]!;
  }
  const links = [...head.matchAll(/<link rel="(canonical|alternate|icon)"[^>]*>/g)].map((m) => m[0]);
  return { doc: head, meta, links };
}

describe('Open Graph and Twitter card', () => {
  it('should describe every page: title, the meta description, type, site name, locale, card', () => {
    const model = site(BILINGUAL, PAGES());
    const { meta } = headOf(model, '/guide/start.html');
    expect(meta).toMatchObject({
      description: 'How to start',
      'og:title': 'Start',
      'og:description': 'How to start',
      'og:type': 'article',
      'og:site_name': 'Tool',
      'og:locale': 'en_US',
      'twitter:card': 'summary',
    });
    expect(meta['og:image']).toBeUndefined();
  });

  it("should call home pages websites, name them by the site, and take the locale's own name and description", () => {
    const model = site(BILINGUAL, PAGES());
    expect(headOf(model, '/').meta).toMatchObject({
      'og:type': 'website',
      'og:title': 'Tool',
      'og:description': 'A tool',
    });
    expect(headOf(model, '/zh/').meta).toMatchObject({
      'og:type': 'website',
      'og:title': '工具',
      'og:site_name': '工具',
      'og:description': '一个工具',
      'og:locale': 'zh_CN',
    });
    expect(headOf(model, '/zh/guide/start.html').meta).toMatchObject({
      'og:type': 'article',
      'og:title': '开始',
      description: '一个工具',
      'og:description': '一个工具',
    });
  });

  it('should take og:image from the frontmatter, else the config, made absolute under hostname and base', () => {
    const pages = [
      page('a.md', 'A'),
      page('b.md', 'B', { frontmatter: { image: '/images/b.png' } }),
      page('c.md', 'C', { frontmatter: { image: 'https://cdn.example/c.png' } }),
    ];
    const model = site({ hostname: 'https://docs.example.com/', base: '/docs/', image: '/images/site.png' }, pages);
    expect(headOf(model, '/a.html').meta).toMatchObject({
      'og:image': 'https://docs.example.com/docs/images/site.png',
      'twitter:card': 'summary_large_image',
    });
    expect(headOf(model, '/b.html').meta['og:image']).toBe('https://docs.example.com/docs/images/b.png');
    expect(headOf(model, '/c.html').meta['og:image']).toBe('https://cdn.example/c.png');
  });

  it('should give no og:image for a site path without a hostname (it must be absolute), but keep an absolute one', () => {
    const model = site({ image: '/images/site.png' }, [
      page('a.md', 'A'),
      page('b.md', 'B', { frontmatter: { image: 'https://cdn.example/b.png' } }),
    ]);
    expect(headOf(model, '/a.html').meta).toMatchObject({ 'twitter:card': 'summary' });
    expect(headOf(model, '/a.html').meta['og:image']).toBeUndefined();
    expect(headOf(model, '/b.html').meta).toMatchObject({
      'og:image': 'https://cdn.example/b.png',
      'twitter:card': 'summary_large_image',
    });
  });

  it('should escape every value', () => {
    const model = site({ title: 'A "quoted" <site>' }, [
      page('a.md', '<img src=x onerror=alert(1)>', { description: '"><script>x</script>' }),
    ]);
    const { doc } = headOf(model, '/a.html');
    expect(doc).toContain('<meta property="og:title" content="&lt;img src=x onerror=alert(1)&gt;">');
    expect(doc).toContain('<meta property="og:description" content="&quot;&gt;&lt;script&gt;x&lt;/script&gt;">');
    expect(doc).toContain('<meta property="og:site_name" content="A &quot;quoted&quot; &lt;site&gt;">');
    expect(doc).not.toContain('<script>x');
  });
});

describe('canonical, og:url and hreflang', () => {
  it('should give none without a hostname', () => {
    const { meta, links } = headOf(site(BILINGUAL, PAGES()), '/guide/start.html');
    expect(meta['og:url']).toBeUndefined();
    expect(links.filter((l) => !l.includes('rel="icon"'))).toEqual([]);
  });

  it("should give the page's absolute URL as the site links it (base, clean URLs)", () => {
    const model = site(
      { ...BILINGUAL, hostname: 'https://docs.example.com', base: '/docs/', cleanUrls: true },
      PAGES(),
    );
    const { meta, links } = headOf(model, '/guide/english-only.html');
    expect(links.filter((l) => l.includes('canonical'))).toEqual([
      '<link rel="canonical" href="https://docs.example.com/docs/guide/english-only">',
    ]);
    expect(meta['og:url']).toBe('https://docs.example.com/docs/guide/english-only');
    // One language only: no alternates (not the Chinese home the language menu falls back to).
    expect(links.filter((l) => l.includes('alternate'))).toEqual([]);
  });

  it("should list a page's real translations, itself included, and the root version as x-default", () => {
    const model = site({ ...BILINGUAL, hostname: 'https://docs.example.com' }, PAGES());
    const expected = [
      '<link rel="alternate" hreflang="en-US" href="https://docs.example.com/guide/start.html">',
      '<link rel="alternate" hreflang="zh-CN" href="https://docs.example.com/zh/guide/start.html">',
      '<link rel="alternate" hreflang="x-default" href="https://docs.example.com/guide/start.html">',
    ];
    expect(headOf(model, '/guide/start.html').links.filter((l) => l.includes('alternate'))).toEqual(expected);
    const zh = headOf(model, '/zh/guide/start.html');
    expect(zh.links.filter((l) => l.includes('alternate'))).toEqual(expected);
    expect(zh.links).toContain('<link rel="canonical" href="https://docs.example.com/zh/guide/start.html">');
  });

  it("should give the not-found page none of it, but the author's head", () => {
    const model = site(
      {
        ...BILINGUAL,
        hostname: 'https://docs.example.com',
        image: '/og.png',
        head: [['link', { rel: 'icon', href: '/favicon.svg' }]],
      },
      PAGES(),
    );
    const { meta, links } = headOf(model, '/404.html');
    expect(Object.keys(meta).filter((k) => k.startsWith('og:') || k.startsWith('twitter:'))).toEqual([]);
    expect(links).toEqual(['<link rel="icon" href="/favicon.svg">']);
  });
});

describe("the author's head", () => {
  it("should add the config's and the page's elements once, the page's winning, after the theme's stylesheet", () => {
    const pages = [
      page('a.md', 'A', {
        frontmatter: {
          head: [
            ['meta', { name: 'keywords', content: 'page' }],
            ['meta', { property: 'og:description', content: 'Shared text' }],
            ['script', { src: '/analytics.js', async: true }],
          ],
        },
      }),
    ];
    const model = site(
      {
        description: 'Site',
        head: [
          ['meta', { name: 'keywords', content: 'site' }],
          ['link', { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
          ['script', { src: '/analytics.js', async: true }],
          ['style', {}, ':root { --x: 1 }'],
        ],
      },
      pages,
    );
    const { doc, meta, links } = headOf(model, '/a.html');
    expect(meta).toMatchObject({ keywords: 'page', description: 'Site', 'og:description': 'Shared text' });
    expect(links).toEqual(['<link rel="icon" href="/favicon.svg" type="image/svg+xml">']);
    expect(doc.match(/analytics\.js/g)).toHaveLength(1);
    expect(doc.indexOf('<style>:root { --x: 1 }</style>')).toBeGreaterThan(doc.indexOf('<script>(function(){'));
  });
});
