// File ↔ route ↔ URL mapping. Pure functions, used by the build and by the browser router.
import type { PageView } from './types.js';

/** `guide/demo.md` → `/guide/demo.html`; `guide/README.md` / `guide/index.md` → `/guide/`. Paths use '/'. */
export function fileToRoute(relPath: string): string {
  const noExt = relPath.replace(/\.md$/i, '');
  const parts = noExt.split('/');
  const last = parts[parts.length - 1] ?? '';
  if (/^(readme|index)$/i.test(last)) {
    parts.pop();
    return parts.length ? `/${parts.join('/')}/` : '/';
  }
  return `/${noExt}.html`;
}

/**
 * Where a route's data chunk lives, relative to the output root (no leading slash): every chunk in
 * one folder (no folder per page folder to create, and to link on each incremental build), the
 * route's '/' written '~1' and '~' written '~0', as in JSON Pointer. `/guide/demo.html` →
 * `assets/pages/guide~1demo.json`, `/guide/` → `assets/pages/guide~1index.json`. A name longer than
 * file systems allow (a deep route) is cut and ends with `~h` and a hash of the whole name.
 */
export function routeToDataFile(route: string): string {
  const path = route.endsWith('/') ? `${route}index` : route.replace(/\.html$/, '');
  const name = path.slice(1).replace(/~/g, '~0').replace(/\//g, '~1');
  return `assets/pages/${utf8Bytes(name) > MAX_DATA_NAME_BYTES ? hashedName(name) : name}.json`;
}

/** Data chunk names up to this many UTF-8 bytes are kept whole (file names may have 255). */
const MAX_DATA_NAME_BYTES = 200;

/** A data chunk name made short: its start, `~h` (which no whole name holds: '~' is always '~0' or '~1') and a hash. */
function hashedName(name: string): string {
  let start = '';
  for (const ch of name) {
    if (utf8Bytes(start + ch) > 120) break;
    start += ch;
  }
  return `${start}~h${hash53(name)}`;
}

/** True for a data chunk name routeToDataFile cut short: its route cannot be read back from it. */
export function isHashedDataFile(file: string): boolean {
  return /^assets\/pages\/[^/]*~h[0-9a-z]+\.json$/.test(file);
}

function utf8Bytes(s: string): number {
  let n = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  return n;
}

/** A 53-bit string hash (cyrb53), in base 36: the same in Node and the browser, no crypto needed. */
function hash53(s: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** Where a route's pre-rendered HTML lives, relative to the output root. */
export function routeToHtmlFile(route: string): string {
  return route.endsWith('/') ? `${route.slice(1)}index.html` : route.slice(1);
}

/**
 * Where a route's Markdown copy (for agents) lives, relative to the output root: next to its HTML,
 * `.md` for `.html`; a folder's page is its `index.md`. `/guide/x.html` → `guide/x.md`, `/guide/` →
 * `guide/index.md`. The same with clean URLs: `/guide/x` is answered by `guide/x.html`, `/guide/x.md` by this.
 */
export function routeToMarkdownFile(route: string): string {
  return route.endsWith('/') ? `${route.slice(1)}index.md` : `${route.slice(1).replace(/\.html$/, '')}.md`;
}

/** The routes whose Markdown copy a site path may be (routeToMarkdownFile undone): `/guide/index.md` → `/guide/`, `/guide/index.html`. */
export function markdownFileRoutes(p: string): string[] {
  if (!p.endsWith('.md')) return [];
  const stem = p.slice(0, -'.md'.length);
  return stem.endsWith('/index') ? [stem.slice(0, -'index'.length), `${stem}.html`] : [`${stem}.html`];
}

/** The URL of a route's Markdown copy: base + its file, percent-encoded. */
export function markdownLink(route: string, base: string): string {
  return encodePath(withBase(`/${routeToMarkdownFile(route)}`, base));
}

/**
 * The path readers see for a route: with clean URLs `/guide/demo.html` is linked as `/guide/demo`
 * (the file stays `guide/demo.html`, which static hosts serve for `/guide/demo`). Folder routes are unchanged.
 */
export function routeToPath(route: string, cleanUrls: boolean): string {
  return cleanUrls && route.endsWith('.html') ? route.slice(0, -'.html'.length) : route;
}

/** The URL a page route is linked with: base + (clean) route, percent-encoded (see encodePath). */
export function routeLink(route: string, base: string, cleanUrls = false): string {
  return encodePath(withBase(routeToPath(route, cleanUrls), base));
}

/** Characters encodePath leaves as they are (encodeURI keeps them, and none is `?` or `#`). */
const PLAIN_PATH = /^[\w\-./~]*$/;

/**
 * A site path (decoded, as routes and file names are) as the path of a URL: every character the URL
 * grammar reserves or a path cannot hold is percent-encoded, '/' kept. `/c#.html` → `/c%23.html`,
 * `/why?.html` → `/why%3F.html`, `/100%.html` → `/100%25.html`, `/读书 笔记.html` → `/%E8%AF%BB…%20…`.
 * The one encoder of the site's links: decodePath (and the servers) undo exactly this.
 */
export function encodePath(path: string): string {
  // Most paths need nothing encoded; every sidebar link of every page comes here (thousands per page
  // on a large site), so those are returned as they are without the three passes below.
  if (PLAIN_PATH.test(path)) return path;
  // encodeURI throws on a lone surrogate (no file name holds one; a config string could): U+FFFD instead.
  return encodeURI(path.replace(/\p{Surrogate}/gu, '\uFFFD')).replace(/[?#]/g, (c) => (c === '?' ? '%3F' : '%23'));
}

/** The site path a URL path names (every escape decoded once), or null when an escape is malformed. */
export function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** Normalise a base to `/x/` form. */
export function normalizeBase(base: string): string {
  let b = base.trim() || '/';
  if (!b.startsWith('/')) b = `/${b}`;
  if (!b.endsWith('/')) b = `${b}/`;
  return b;
}

/** Prefix an absolute site path with the base: ('/guide/', '/docs/') → '/docs/guide/'. */
export function withBase(path: string, base: string): string {
  if (!path.startsWith('/') || base === '/') return path;
  if (path.startsWith(base)) return path;
  return base + path.slice(1);
}

/** Strip the base from a pathname: ('/docs/guide/', '/docs/') → '/guide/'. Returns null when outside the base. */
export function stripBase(pathname: string, base: string): string | null {
  if (base === '/') return pathname;
  if (pathname === base.slice(0, -1)) return '/';
  return pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : null;
}

/** A link target as a file under the docs folder: `docs/guide/a.md` written with the base `/docs/` is `guide/a.md`. */
export function siteFileOf(target: string, base: string): string {
  return (stripBase(withBase(`/${target}`, base), base) ?? `/${target}`).slice(1);
}

/**
 * The candidate routes a site path (decoded: see decodePath) may name, most likely first. `/guide/demo`,
 * `/guide/demo.html` and `/guide/demo/` can all reach `/guide/demo.html`; `/guide` and
 * `/guide/index.html` reach `/guide/`.
 */
export function routeCandidates(p: string): string[] {
  if (p === '' || p === '/' || p === '/index.html') return ['/'];
  if (p.endsWith('/index.html')) return [p.slice(0, -'index.html'.length)];
  // `./index` (VitePress sites link a folder's page so): the folder's page, as the server serves it.
  if (p.endsWith('/index')) return [p.slice(0, -'index'.length), `${p}.html`];
  if (p.endsWith('.html')) return [p, `${p.slice(0, -5)}/`];
  if (p.endsWith('/')) return [p, `${p.slice(0, -1)}.html`];
  return [`${p}.html`, `${p}/`];
}

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** True for links that leave the site: `https:`, `mailto:`, protocol-relative `//host`. */
export function isExternal(href: string): boolean {
  return EXTERNAL.test(href);
}

/** Resolve `target` (posix, may hold `..`) against the folder of `fromFile`; null when it escapes the root. */
export function resolveRelative(fromFile: string, target: string): string | null {
  const base = fromFile.split('/').slice(0, -1);
  const out = target.startsWith('/') ? [] : base;
  for (const seg of target.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (!out.length) return null;
      out.pop();
    } else out.push(seg);
  }
  return out.join('/');
}

/** The route of the built-in not-found page. */
export const NOT_FOUND_ROUTE = '/404.html';

/** The view of the not-found page (its message is chosen by the theme). */
export function notFoundView(locale: string): PageView {
  return { route: NOT_FOUND_ROUTE, title: '404', html: '', components: [], headers: [], sidebar: [], locale };
}

/** The locale (path prefix such as '/' or '/zh/') a route belongs to: the longest prefix that matches. */
export function localeOfRoute(route: string, localePaths: readonly string[]): string {
  let best = '/';
  for (const p of localePaths) if (route.startsWith(p) && p.length > best.length) best = p;
  return best;
}
