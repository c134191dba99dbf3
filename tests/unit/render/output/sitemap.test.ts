import { describe, expect, it } from 'vitest';
import {
  robotsTxt,
  SITEMAP_NS,
  sitemapXml,
  XHTML_NS,
  type SitemapInput,
} from '../../../../src/render/output/sitemap.js';
import { parseXml, type XmlElement } from '../../../helpers/xml.js';

const ORIGIN = 'https://docs.example.com';
const LOCALES = [
  { path: '/', lang: 'en-US' },
  { path: '/zh/', lang: 'zh-CN' },
];

function input(extra: Partial<SitemapInput> = {}, cleanUrls = false, base = '/'): SitemapInput {
  return {
    urls: { origin: ORIGIN, base, cleanUrls },
    locales: LOCALES,
    pages: [
      { route: '/', lastUpdated: Date.UTC(2024, 4, 1, 8, 30, 0) },
      { route: '/guide/start.html', lastUpdated: Date.UTC(2023, 0, 2, 3, 4, 5, 678) },
      { route: '/guide/only-english.html' },
      { route: '/zh/' },
      { route: '/zh/guide/start.html' },
      { route: '/404.html' },
    ],
    ...extra,
  };
}

/**
 * The sitemaps.org 0.9 shape: <urlset> in its namespace holding <url> elements, each with one <loc>
 * first (an absolute http(s) URL under the site, at most 2,048 characters), at most one <lastmod> (a
 * W3C datetime), and xhtml:link alternates; nothing else. Returns loc → url element.
 */
function urlsOf(xml: string): Map<string, XmlElement> {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const root = parseXml(xml);
  expect([root.ns, root.local]).toEqual([SITEMAP_NS, 'urlset']);
  const out = new Map<string, XmlElement>();
  for (const url of root.children) {
    expect([url.ns, url.local]).toEqual([SITEMAP_NS, 'url']);
    const [loc, ...rest] = url.children;
    expect([loc?.ns, loc?.local]).toEqual([SITEMAP_NS, 'loc']);
    expect(loc!.text).toMatch(/^https:\/\/docs\.example\.com\/\S*$/);
    expect(loc!.text.length).toBeLessThanOrEqual(2048);
    const lastmods = rest.filter((c) => c.local === 'lastmod');
    expect(lastmods.length).toBeLessThanOrEqual(1);
    for (const c of rest) {
      if (c.local === 'lastmod') {
        expect(c.ns).toBe(SITEMAP_NS);
        expect(c.text).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      } else {
        expect([c.ns, c.local, c.attrs.rel]).toEqual([XHTML_NS, 'link', 'alternate']);
        expect(c.attrs.hreflang).toMatch(/^(?:[a-z]{2,3}(?:-[A-Za-z0-9]+)*|x-default)$/);
        expect(c.attrs.href).toMatch(/^https:\/\/docs\.example\.com\//);
      }
    }
    expect(out.has(loc!.text)).toBe(false);
    out.set(loc!.text, url);
  }
  return out;
}

const alternates = (url: XmlElement | undefined) =>
  Object.fromEntries(url!.children.filter((c) => c.local === 'link').map((c) => [c.attrs.hreflang, c.attrs.href]));
const lastmod = (url: XmlElement | undefined) => url!.children.find((c) => c.local === 'lastmod')?.text;

describe('the XML reader the sitemap tests rely on', () => {
  it('should not accept XML that is not well-formed', () => {
    expect(() => parseXml('<a><b></a></b>')).toThrow();
    expect(() => parseXml('<a>x & y</a>')).toThrow();
    expect(() => parseXml('<a></a><b></b>')).toThrow();
    expect(() => parseXml('<a x="1" x="2"></a>')).toThrow();
    expect(() => parseXml('<p:a></p:a>')).toThrow();
    expect(parseXml('<a xmlns="urn:x"><b>1 &amp; 2</b></a>').children[0]).toMatchObject({
      ns: 'urn:x',
      local: 'b',
      text: '1 & 2',
    });
  });
});

describe('sitemapXml', () => {
  it('should list every page but the not-found page, at the URL the site links it with', () => {
    const urls = urlsOf(sitemapXml(input()));
    expect([...urls.keys()].sort()).toEqual(
      ['/', '/guide/only-english.html', '/guide/start.html', '/zh/', '/zh/guide/start.html']
        .map((r) => ORIGIN + r)
        .sort(),
    );
  });

  it('should use clean URLs and the base when the site does', () => {
    const urls = urlsOf(sitemapXml(input({}, true, '/docs/')));
    expect([...urls.keys()].sort()).toEqual(
      ['/docs/', '/docs/guide/only-english', '/docs/guide/start', '/docs/zh/', '/docs/zh/guide/start']
        .map((r) => ORIGIN + r)
        .sort(),
    );
    expect(alternates(urls.get(`${ORIGIN}/docs/zh/guide/start`))).toEqual({
      'en-US': `${ORIGIN}/docs/guide/start`,
      'zh-CN': `${ORIGIN}/docs/zh/guide/start`,
      'x-default': `${ORIGIN}/docs/guide/start`,
    });
  });

  it('should give lastmod from git when known, and none otherwise', () => {
    const urls = urlsOf(sitemapXml(input()));
    expect(lastmod(urls.get(`${ORIGIN}/`))).toBe('2024-05-01T08:30:00Z');
    expect(lastmod(urls.get(`${ORIGIN}/guide/start.html`))).toBe('2023-01-02T03:04:05Z');
    expect(lastmod(urls.get(`${ORIGIN}/zh/`))).toBeUndefined();
  });

  it('should list each translation in every locale, itself included, and the root version as x-default', () => {
    const urls = urlsOf(sitemapXml(input()));
    const expected = {
      'en-US': `${ORIGIN}/guide/start.html`,
      'zh-CN': `${ORIGIN}/zh/guide/start.html`,
      'x-default': `${ORIGIN}/guide/start.html`,
    };
    expect(alternates(urls.get(`${ORIGIN}/guide/start.html`))).toEqual(expected);
    expect(alternates(urls.get(`${ORIGIN}/zh/guide/start.html`))).toEqual(expected);
    expect(alternates(urls.get(`${ORIGIN}/`))).toEqual({
      'en-US': `${ORIGIN}/`,
      'zh-CN': `${ORIGIN}/zh/`,
      'x-default': `${ORIGIN}/`,
    });
    // A page in one language has no alternates (not its locale's home as a stand-in).
    expect(alternates(urls.get(`${ORIGIN}/guide/only-english.html`))).toEqual({});
  });

  it('should leave out pages with sitemap: false (their translations still name them)', () => {
    const pages = input().pages.map((p) => (p.route === '/zh/guide/start.html' ? { ...p, listed: false } : p));
    const urls = urlsOf(sitemapXml(input({ pages })));
    expect(urls.has(`${ORIGIN}/zh/guide/start.html`)).toBe(false);
    expect(alternates(urls.get(`${ORIGIN}/guide/start.html`))['zh-CN']).toBe(`${ORIGIN}/zh/guide/start.html`);
  });

  it('should escape and percent-encode what URLs hold', () => {
    const xml = sitemapXml(
      input({ pages: [{ route: '/a&b.html' }, { route: '/指南/开始.html' }], locales: [LOCALES[0]!] }),
    );
    expect(xml).toContain('<loc>https://docs.example.com/a&amp;b.html</loc>');
    expect([...urlsOf(xml).keys()].sort()).toEqual([
      `${ORIGIN}/%E6%8C%87%E5%8D%97/%E5%BC%80%E5%A7%8B.html`,
      `${ORIGIN}/a&b.html`,
    ]);
  });

  it('should give an empty urlset for a site whose only page is its 404', () => {
    expect(urlsOf(sitemapXml(input({ pages: [{ route: '/404.html' }] }))).size).toBe(0);
  });
});

describe('robotsTxt', () => {
  it('should allow every crawler and name the sitemap under the base', () => {
    expect(robotsTxt({ origin: ORIGIN, base: '/docs/', cleanUrls: false })).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/docs/sitemap.xml\n`,
    );
  });
});
