// Absolute URLs of a deployed site (`hostname` + base + the path pages are linked with) and the
// translations of a page, for canonical links, Open Graph, hreflang and sitemap.xml: one place, so
// they all agree with the links readers follow.
import { isExternal, localeOfRoute, routeLink, withBase } from '../../shared/routes.js';

export interface SiteUrls {
  /** `https://host`, no trailing slash. */
  origin: string;
  base: string;
  cleanUrls: boolean;
}

/** The URL a page is published at: `https://host/base/guide/demo(.html)`, as the site links it. */
export function pageUrl(urls: SiteUrls, route: string): string {
  return urls.origin + routeLink(route, urls.base, urls.cleanUrls);
}

/** A site path (`/images/og.png`, base added) or an absolute URL, as an absolute URL; undefined without an origin to put it under. */
export function assetUrl(urls: SiteUrls | undefined, pathOrUrl: string): string | undefined {
  if (isExternal(pathOrUrl)) return pathOrUrl.startsWith('//') ? undefined : pathOrUrl;
  return urls && urls.origin + encodePath(withBase(pathOrUrl, urls.base));
}

/** Encodes what a URL path cannot hold, leaving escapes an author already wrote as they are. */
function encodePath(path: string): string {
  try {
    return encodeURI(decodeURI(path));
  } catch {
    return encodeURI(path);
  }
}

export interface LocaleLang {
  /** `/` or `/zh/`. */
  path: string;
  lang: string;
}

export interface Alternate {
  /** A language tag (`zh-CN`), or `x-default` for the root locale's version. */
  hreflang: string;
  route: string;
}

const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[a-z0-9]{1,8})*$/i;

/** `zh_CN` → `zh-CN`; undefined when it is no language tag hreflang accepts. */
export function hreflangOf(lang: string): string | undefined {
  const tag = lang.trim().replace(/_/g, '-');
  return LANGUAGE_TAG.test(tag) ? tag : undefined;
}

/**
 * The versions of a page in every locale that has one (itself included), each with its language,
 * then `x-default`: the root locale's version. Only real translations: a locale without this page is
 * left out (the language menu falls back to that locale's home; hreflang must not). Empty when the
 * page exists in one language only. `locales` in the order to list them.
 */
export function pageAlternates(
  route: string,
  routes: { has(route: string): boolean },
  locales: readonly LocaleLang[],
): Alternate[] {
  const paths = locales.map((l) => l.path);
  const own = localeOfRoute(route, paths);
  const out: Alternate[] = [];
  const langs = new Set<string>();
  let root: string | undefined;
  for (const locale of locales) {
    const candidate = locale.path + route.slice(own.length);
    if (!routes.has(candidate) || localeOfRoute(candidate, paths) !== locale.path) continue;
    if (locale.path === '/') root = candidate;
    const hreflang = hreflangOf(locale.lang);
    if (!hreflang || langs.has(hreflang.toLowerCase())) continue;
    langs.add(hreflang.toLowerCase());
    out.push({ hreflang, route: candidate });
  }
  if (out.length < 2) return [];
  if (root !== undefined) out.push({ hreflang: 'x-default', route: root });
  return out;
}
