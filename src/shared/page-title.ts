// The document title of a page, the same in the pre-rendered HTML and after client navigation.
import type { PageView, SiteData } from './types.js';

/**
 * `Page | Site` (the locale's site title where it has one); the site title alone on its home page or
 * when the page has none. A page's `titleTemplate` (VitePress) replaces the ` | Site` part: `:title`
 * in it stands for the page's title, a template without it is the suffix, and false leaves the
 * page's title alone.
 */
export function pageTitle(site: SiteData, page: Pick<PageView, 'title' | 'locale' | 'titleTemplate'>): string {
  const locale = site.locales.find((l) => l.path === page.locale);
  const siteTitle = locale?.title || site.title;
  const template = page.titleTemplate;
  if (template === false) return page.title || siteTitle;
  if (typeof template === 'string' && page.title)
    return template.includes(':title') ? template.replaceAll(':title', page.title) : `${page.title} | ${template}`;
  if (!siteTitle || !page.title) return siteTitle || page.title;
  return page.title === siteTitle ? siteTitle : `${page.title} | ${siteTitle}`;
}
