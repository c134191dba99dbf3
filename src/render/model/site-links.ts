// Links written in the config or frontmatter (navbar, sidebar, hero actions) → the URLs the HTML uses.
// A link is written as a URL (`/c%23.md`, `/guide/demo`): its path is decoded to find the page, and
// the URL made again by the one encoder (routeLink, encodePath), as every link of the site is.
import {
  decodePath,
  encodePath,
  fileToRoute,
  isExternal,
  routeCandidates,
  routeLink,
  withBase,
} from '../../shared/routes.js';
import { unsafeScheme, type UrlUse } from '../unsafe-url.js';

/**
 * `resolveSiteLink`, or undefined for a link that would run code (`javascript:`, `vbscript:`, a
 * `data:` page: see unsafe-url.ts): it is left out of the site, and `check` says so (unsafe-url).
 */
export function safeSiteLink(
  link: string,
  pages: ReadonlyMap<string, unknown>,
  base: string,
  cleanUrls = false,
  use: UrlUse = 'link',
): string | undefined {
  return unsafeScheme(link, use) ? undefined : resolveSiteLink(link, pages, base, cleanUrls);
}

/**
 * A link of a home page's frontmatter (hero actions, features) as a site path, as VitePress's theme
 * reads it: one starting with `./` or `../` is relative to the page (`./guide/x` on `/zh/` is
 * `/zh/guide/x`); one without (`guide/x`) is from the site's root (VitePress's normalizeLink).
 * Absolute and external links are as written.
 */
export function homeLink(link: string, route: string): string {
  const at = link.search(/[?#]/);
  const written = at >= 0 ? link.slice(0, at) : link;
  // (A link that would run code is left as written, for safeSiteLink to leave out and check to name.)
  if (!written || written.startsWith('/') || isExternal(link) || unsafeScheme(link, 'link')) return link;
  if (!written.startsWith('.')) return `/${link}`;
  const out = route.split('/').slice(1, -1);
  for (const seg of written.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') out.pop();
    else out.push(seg);
  }
  const folder = out.length && /(?:^|\/)\.{0,2}$/.test(written) ? '/' : '';
  return `/${out.join('/')}${folder}${at >= 0 ? link.slice(at) : ''}`;
}

export function resolveSiteLink(
  link: string,
  pages: ReadonlyMap<string, unknown>,
  base: string,
  cleanUrls = false,
): string {
  if (isExternal(link)) return link;
  const hashAt = link.search(/[?#]/);
  const written = hashAt >= 0 ? link.slice(0, hashAt) : link;
  const suffix = hashAt >= 0 ? link.slice(hashAt) : '';
  if (!written) return link;
  const path = decodePath(written) ?? written;
  const abs = path.startsWith('/') ? path : `/${path}`;
  if (/\.md$/i.test(abs)) return routeLink(fileToRoute(abs.slice(1)), base, cleanUrls) + suffix;
  const route = routeCandidates(abs).find((r) => pages.has(r));
  return (route ? routeLink(route, base, cleanUrls) : encodePath(withBase(abs, base))) + suffix;
}
