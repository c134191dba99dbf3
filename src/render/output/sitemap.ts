// sitemap.xml (sitemaps.org 0.9): every page at the URL the site links it with (clean or `.html`),
// its last change from git when known, and its translations as xhtml:link alternates (Google's
// way of listing hreflang in a sitemap). The not-found page is not listed.
import { NOT_FOUND_ROUTE } from '../../shared/routes.js';
import { pageAlternates, pageUrl, type LocaleLang, type SiteUrls } from './page-urls.js';

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';

export interface SitemapPage {
  route: string;
  /** Milliseconds since the epoch (git's last commit of the page). */
  lastUpdated?: number;
  /** False: frontmatter `sitemap: false`. */
  listed?: boolean;
}

export interface SitemapInput {
  urls: SiteUrls;
  pages: readonly SitemapPage[];
  /** Locales in the order to list alternates, root first. */
  locales: readonly LocaleLang[];
}

function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]!};`);
}

/** W3C datetime, to the second: `2024-05-01T08:30:00Z`. */
function w3cDate(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function sitemapXml({ urls, pages, locales }: SitemapInput): string {
  const routes = new Set(pages.map((p) => p.route));
  const listed = pages
    .filter((p) => p.route !== NOT_FOUND_ROUTE && p.listed !== false)
    .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`];
  for (const page of listed) {
    out.push('  <url>', `    <loc>${escapeXml(pageUrl(urls, page.route))}</loc>`);
    if (page.lastUpdated !== undefined && Number.isFinite(page.lastUpdated))
      out.push(`    <lastmod>${w3cDate(page.lastUpdated)}</lastmod>`);
    for (const alt of pageAlternates(page.route, routes, locales)) {
      out.push(
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(alt.hreflang)}" href="${escapeXml(pageUrl(urls, alt.route))}"/>`,
      );
    }
    out.push('  </url>');
  }
  out.push('</urlset>', '');
  return out.join('\n');
}

/** robots.txt allowing everything and naming the sitemap. */
export function robotsTxt(urls: SiteUrls): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${pageUrl(urls, '/')}sitemap.xml\n`;
}
