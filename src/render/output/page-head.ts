// What one page's <head> says about it to search engines and link previews (Open Graph, Twitter
// card; with `hostname`, its canonical URL and its translations), plus the author's own elements:
// the config's `head`, then the page's frontmatter `head`. Node side only: none of it is in the
// hydration data.
import { NOT_FOUND_ROUTE } from '../../shared/routes.js';
import type { PageView, SiteData } from '../../shared/types.js';
import type { SiteModel } from '../model/site.js';
import { frontmatterHead, frontmatterImage, type CheckedFrontmatter } from '../page/frontmatter-values.js';
import type { HeadElement, PageHead } from './head-tags.js';
import { assetUrl, hreflangOf, pageAlternates, pageUrl, type LocaleLang, type SiteUrls } from './page-urls.js';

/** The page's meta description: its own, else its locale's or the site's, else its first words. */
export function pageDescription(site: SiteData, page: PageView): string | undefined {
  const locale = site.locales.find((l) => l.path === page.locale);
  return page.description || locale?.description || site.description || page.excerpt || undefined;
}

/** Where the site is deployed, when the config says (`hostname`). */
export function siteUrls(model: Pick<SiteModel, 'config'>): SiteUrls | undefined {
  const { hostname, base, cleanUrls } = model.config;
  // A valid hostname is an origin, with or without a trailing "/" (head-schema.ts).
  return hostname ? { origin: new URL(hostname).origin, base, cleanUrls } : undefined;
}

const langsOfSite = new WeakMap<SiteData, LocaleLang[]>();

/** Locales in config order, root first, with their languages (worked out once per site model). */
export function localeLangs(model: Pick<SiteModel, 'config' | 'site'>): LocaleLang[] {
  let langs = langsOfSite.get(model.site);
  if (!langs) {
    // A locale hosted on another site (`link`) has no pages here to be alternates.
    const paths = [
      '/',
      ...Object.keys(model.config.locales).filter((p) => p !== '/' && !model.config.locales[p]!.link),
    ];
    langs = paths.map((path) => ({
      path,
      lang: model.site.locales.find((l) => l.path === path)?.lang ?? model.site.lang,
    }));
    langsOfSite.set(model.site, langs);
  }
  return langs;
}

const meta = (property: string, content: string): HeadElement => ['meta', { property, content }];
const named = (name: string, content: string): HeadElement => ['meta', { name, content }];

/** Open Graph, Twitter card, canonical and hreflang elements of one page (none for the not-found page). */
export function seoElements(
  model: Pick<SiteModel, 'config' | 'site' | 'pages'>,
  page: PageView,
  source: CheckedFrontmatter,
): HeadElement[] {
  if (page.route === NOT_FOUND_ROUTE) return [];
  const { site, config } = model;
  const locale = site.locales.find((l) => l.path === page.locale);
  const siteName = locale?.title || site.title;
  const urls = siteUrls(model);
  const isHome = !!page.home || site.locales.some((l) => l.path === page.route);
  const description = pageDescription(site, page);
  const imagePath = frontmatterImage(source) ?? config.image;
  const image = imagePath === undefined ? undefined : assetUrl(urls, imagePath);
  const ogLocale = hreflangOf(locale?.lang ?? site.lang);
  const out: HeadElement[] = [];
  if (urls) out.push(['link', { rel: 'canonical', href: pageUrl(urls, page.route) }]);
  out.push(meta('og:type', isHome ? 'website' : 'article'));
  if (page.title || siteName) out.push(meta('og:title', page.title || siteName));
  if (description) out.push(meta('og:description', description));
  if (urls) out.push(meta('og:url', pageUrl(urls, page.route)));
  if (siteName) out.push(meta('og:site_name', siteName));
  if (ogLocale) out.push(meta('og:locale', ogLocale.replace(/-/g, '_')));
  if (image) out.push(meta('og:image', image));
  out.push(named('twitter:card', image ? 'summary_large_image' : 'summary'));
  if (urls && site.locales.length > 1) {
    for (const alt of pageAlternates(page.route, model.pages, localeLangs(model))) {
      out.push(['link', { rel: 'alternate', hreflang: alt.hreflang, href: pageUrl(urls, alt.route) }]);
    }
  }
  return out;
}

/**
 * Everything the head of one page gets from bookdocs and its author (merged by ssr.ts): the config's
 * elements (plugins' after them), those the page's plugins added, then its frontmatter's.
 */
export function pageHead(
  model: Pick<SiteModel, 'config' | 'site' | 'pages'>,
  page: PageView,
  source: CheckedFrontmatter & { head?: readonly HeadElement[] } = { frontmatter: {} },
): PageHead {
  return {
    generated: seoElements(model, page, source),
    author: [...model.config.head, ...(source.head ?? []), ...frontmatterHead(source)],
  };
}
