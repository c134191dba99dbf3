// What a build writes for the site's redirects: a static page at each old page's path (canonical,
// noindex, an immediate refresh and a script that keeps the #hash, a link for readers without either)
// and the host rule files, each answering 301: `_redirects` (Netlify, Cloudflare Pages), `vercel.json`
// and an nginx include. Pure text here; redirect-output.ts writes them into the build.
import { escapeHtml } from '../../shared/escape-html.js';
import { encodePath, isExternal } from '../../shared/routes.js';
import { oldPaths, type Redirect } from '../model/redirects.js';
import { scriptJson } from './ssr.js';

/** The host files' names, as the config turns them on and off (`redirectFiles`). */
export const REDIRECT_FILES = {
  netlify: '_redirects',
  vercel: 'vercel.json',
  nginx: 'bookdocs-redirects.conf',
} as const;

/** The absolute URL of a redirect's target when the site has a hostname (a canonical link should be absolute). */
export function absoluteUrl(url: string, hostname: string | undefined): string {
  return hostname && !isExternal(url) ? new URL(url, hostname).href : url;
}

/** The page left at an old path: readers and crawlers go on to `url` at once. */
export function redirectPage(url: string, lang: string, canonical = url): string {
  const href = escapeHtml(url);
  // A target of its own #hash wins; otherwise the reader's #hash goes along (the refresh drops it).
  const script = `var u=${scriptJson(url)};location.replace(u.indexOf('#')<0?u+location.hash:u)`;
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<title>Redirecting to ${href}</title>
<link rel="canonical" href="${escapeHtml(canonical)}">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${href}">
<script>${script}</script>
</head>
<body>
<p>This page has moved to <a href="${href}">${href}</a>.</p>
</body>
</html>
`;
}

/** One rule per path an old page is reached by (see oldPaths), in the redirects' order. */
function rules(redirects: readonly Redirect[], base: string): { from: string; to: string }[] {
  return redirects.flatMap((r) => oldPaths(r.from, base).map((from) => ({ from, to: r.url })));
}

/**
 * `_redirects` (Netlify, Cloudflare Pages): `from to 301`, paths percent-encoded. A file the site has
 * in its public folder (`own`) keeps its lines first: a host applies the first rule that matches.
 */
export function netlifyRedirects(redirects: readonly Redirect[], base: string, own?: string): string {
  const lines = rules(redirects, base).map((r) => `${encodePath(r.from)} ${r.to} 301`);
  const ours = `# Redirects written by bookdocs build (config "redirects" and pages' "redirectFrom")\n${lines.join('\n')}\n`;
  if (own === undefined) return ours;
  return `${own.replace(/\s*$/, '')}\n\n${ours}`;
}

/** A path as a path-to-regexp source (Vercel's): its pattern characters escaped. */
function vercelSource(p: string): string {
  return encodePath(p).replace(/[:*?+()[\]{}\\]/g, (c) => `\\${c}`);
}

/**
 * `vercel.json` with `redirects` (`permanent: true`: 308, which Vercel sends for a permanent
 * redirect). The public folder's own `vercel.json` (`own`, parsed) keeps every key and its own
 * redirects first; ours follow, except for a source it redirects already.
 */
export function vercelJson(redirects: readonly Redirect[], base: string, own?: Record<string, unknown>): string {
  const mine = Array.isArray(own?.redirects) ? (own.redirects as unknown[]) : [];
  const sources = new Set(
    mine.map((r) => (r && typeof r === 'object' ? (r as { source?: unknown }).source : undefined)),
  );
  const added = rules(redirects, base)
    .map((r) => ({ source: vercelSource(r.from), destination: r.to, permanent: true }))
    .filter((r) => !sources.has(r.source));
  return `${JSON.stringify({ ...own, redirects: [...mine, ...added] }, null, 2)}\n`;
}

/** A string in an nginx config: quoted, `"` and `\` escaped; a `$` in a URL written %24 (nginx reads `$x` as a variable). */
function nginxString(s: string, url: boolean): string {
  return `"${(url ? s.replace(/\$/g, '%24') : s).replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

/**
 * `bookdocs-redirects.conf`: an nginx include of `location =` blocks answering 301, for the server
 * block (Deploying). nginx matches the decoded path, so the paths are written decoded.
 */
export function nginxRedirects(redirects: readonly Redirect[], base: string): string {
  const lines = rules(redirects, base).map(
    (r) => `location = ${nginxString(r.from, false)} { return 301 ${nginxString(r.to, true)}; }`,
  );
  return `# Redirects written by bookdocs build: include this file in the site's server block.\n${lines.join('\n')}\n`;
}
