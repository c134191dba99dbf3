// The site's redirects: the config's `redirects` (old path → page or URL) and each page's frontmatter
// `redirectFrom` (old paths of that page), as one list of old route → URL. Pure: the build writes
// their pages and host files from it (output/redirect-files.ts), check validates it
// (check/redirects.ts), and preview and dev answer 301 for it.
import { decodePath, fileToRoute, isExternal, routeLink, stripBase, withBase } from '../../shared/routes.js';
import type { SiteConfig } from '../site/config-schema.js';
import { resolveSiteLink } from './site-links.js';

/** Where a redirect was written: a key of the config's `redirects`, or an entry of a page's `redirectFrom`. */
export type RedirectOrigin = { kind: 'config'; key: string } | { kind: 'page'; file: string; written: string };

export interface Redirect {
  /** The old route (`/guide/old.html`, `/guide/old/`), or the old path of a file that is not a page (`/old.pdf`). */
  from: string;
  /** The target as written: the config's value, or the page's own route for `redirectFrom`. */
  target: string;
  /** The URL it leads to: base and clean URLs applied, percent-encoded; an external URL as written. */
  url: string;
  origin: RedirectOrigin;
}

/** What redirects are made of: the config, and each page's route and frontmatter. */
export interface RedirectInputs {
  config: Pick<SiteConfig, 'base' | 'cleanUrls' | 'redirects'>;
  pages: readonly { file: string; route: string; frontmatter: Record<string, unknown> }[];
  /** Every page's route (to resolve a target written without `.html`). */
  routes: ReadonlyMap<string, unknown>;
}

/**
 * The old route an old path names, or undefined when it is not a site path: `/guide/old` and
 * `/guide/old.md` are `/guide/old.html`; `/guide/` and `/guide/index.html` are `/guide/`; a path
 * with another extension (`/files/a.pdf`) is itself. The base may be written or not.
 */
export function oldRoute(written: string, base: string): string | undefined {
  const bare = written.split(/[?#]/)[0]!;
  if (!bare.startsWith('/') || bare.startsWith('//')) return undefined;
  const decoded = decodePath(bare) ?? bare;
  const p = stripBase(withBase(decoded, base), base) ?? decoded;
  if (p.endsWith('/')) return p;
  if (p.endsWith('/index.html') || p.endsWith('/index')) return p.slice(0, p.lastIndexOf('/') + 1);
  if (/\.md$/i.test(p)) return fileToRoute(p.slice(1));
  if (/\.html$/i.test(p)) return p;
  const last = p.slice(p.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]{1,8}$/.test(last) ? p : `${p}.html`;
}

/** A page's `redirectFrom` as a list of strings; `invalid` when it is there but not a string or a list of strings. */
export function redirectFromOf(frontmatter: Record<string, unknown>): { list: string[]; invalid: boolean } {
  const value = frontmatter.redirectFrom;
  if (value === undefined || value === null) return { list: [], invalid: false };
  if (typeof value === 'string') return { list: [value], invalid: false };
  if (Array.isArray(value)) {
    const list = value.filter((v): v is string => typeof v === 'string');
    return { list, invalid: list.length !== value.length };
  }
  return { list: [], invalid: true };
}

/**
 * Every redirect of the site, config first (in its order), then the pages' in route order. An entry
 * whose old path is not a site path is left out (check names it); so is every later entry for an old
 * route an earlier one took.
 */
export function siteRedirects({ config, pages, routes }: RedirectInputs): Redirect[] {
  const out: Redirect[] = [];
  const taken = new Set<string>();
  const add = (written: string, target: string, url: string, origin: RedirectOrigin) => {
    const from = oldRoute(written, config.base);
    if (from === undefined || taken.has(from)) return;
    taken.add(from);
    out.push({ from, target, url, origin });
  };
  for (const [key, target] of Object.entries(config.redirects)) {
    const url = isExternal(target) ? target : resolveSiteLink(target, routes, config.base, config.cleanUrls);
    add(key, target, url, { kind: 'config', key });
  }
  const sorted = [...pages].sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  for (const page of sorted) {
    const url = routeLink(page.route, config.base, config.cleanUrls);
    for (const written of redirectFromOf(page.frontmatter).list)
      add(written, page.route, url, { kind: 'page', file: page.file, written });
  }
  return out;
}

/**
 * The request paths (decoded, base included) an old route is reached by on a static host: a page's
 * with and without `.html`, a folder's with and without its `/` and as `index.html`.
 */
export function oldPaths(from: string, base: string): string[] {
  const at = withBase(from, base);
  if (at.endsWith('/')) return at === '/' ? ['/', '/index.html'] : [at, at.slice(0, -1), `${at}index.html`];
  if (at.endsWith('.html')) return [at, at.slice(0, -'.html'.length)];
  return [at];
}

/** The old route's redirect page file (relative to the output), or undefined for an old file that is not a page. */
export function redirectPageFile(from: string): string | undefined {
  if (from.endsWith('/')) return `${from.slice(1)}index.html`;
  return from.endsWith('.html') ? from.slice(1) : undefined;
}
