// Links written in the config or frontmatter (navbar, sidebar, hero actions) → the URLs the HTML uses.
import { fileToRoute, isExternal, routeCandidates, routeLink, withBase } from '../../shared/routes.js';
import { unsafeScheme, type UrlUse } from '../unsafe-url.js';

/**
 * `resolveSiteLink`, or undefined for a link that would run code (`javascript:`, `vbscript:`, a
 * `data:` page: see unsafe-url.ts): it is left out of the site, and `check` says so (unsafe-url).
 */
export function safeSiteLink(link: string, pages: ReadonlyMap<string, unknown>, base: string, cleanUrls = false, use: UrlUse = 'link'): string | undefined {
  return unsafeScheme(link, use) ? undefined : resolveSiteLink(link, pages, base, cleanUrls);
}

export function resolveSiteLink(link: string, pages: ReadonlyMap<string, unknown>, base: string, cleanUrls = false): string {
  if (isExternal(link)) return link;
  const hashAt = link.search(/[?#]/);
  const path = hashAt >= 0 ? link.slice(0, hashAt) : link;
  const suffix = hashAt >= 0 ? link.slice(hashAt) : '';
  if (!path) return link;
  const abs = path.startsWith('/') ? path : `/${path}`;
  if (/\.md$/i.test(abs)) return routeLink(fileToRoute(abs.slice(1)), base, cleanUrls) + suffix;
  const route = routeCandidates(abs).find((r) => pages.has(r));
  return (route ? routeLink(route, base, cleanUrls) : withBase(abs, base)) + suffix;
}

