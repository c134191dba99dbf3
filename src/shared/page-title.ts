// The document title of a page, the same in the pre-rendered HTML and after client navigation.
import type { PageView, SiteData } from './types.js';

/** `Page | Site` (the locale's site title where it has one); the site title alone on its home page or when the page has none. */
export function pageTitle(site: SiteData, page: Pick<PageView, 'title' | 'locale'>): string {
  const locale = site.locales.find((l) => l.path === page.locale);
  const siteTitle = locale?.title || site.title;
  return page.title && page.title !== siteTitle ? `${page.title} | ${siteTitle}` : siteTitle || page.title;
}
