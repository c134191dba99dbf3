// Which files of the docs folder a build publishes: those the site refers to, as VitePress publishes
// only the assets its pages import. A page's links and images (Markdown and its raw HTML), a page's
// frontmatter (hero images, `image`, `head`, any other value naming a file), and the config (logo,
// image, head, navbar and sidebar links) count. Every other file stays unpublished: a repository's
// source, keys and notes next to its README are not the site. (The public folder is published whole.)
import { decodePath, isExternal, resolveRelative, stripBase } from '../../shared/routes.js';
import { htmlUrls } from '../markdown/raw-html.js';
import type { WrittenPage } from '../page/page-types.js';

export interface AssetSources {
  base: string;
  /** The config, as validated: every string in it that names one of the files counts. */
  config: unknown;
}

/** The files of `assets` (every non-Markdown file of the docs folder) the pages or the config refer to, sorted. */
export function publishedAssets(
  site: AssetSources,
  assets: readonly string[],
  pages: readonly WrittenPage[],
): string[] {
  if (!assets.length) return [];
  const referenced = referencedFiles(site, pages);
  return assets.filter((rel) => referenced.has(rel));
}

/** Every docs-folder path (relative, '/'-separated) the pages or the config refer to, whether a file is there or not. */
export function referencedFiles(site: AssetSources, pages: readonly WrittenPage[]): Set<string> {
  const out = new Set<string>();
  const take = (rel: string | null | undefined) => {
    if (rel) out.add(rel);
  };
  for (const page of pages) {
    for (const ref of [...page.links, ...page.images])
      if (ref.target !== undefined && !ref.isPage && !ref.external && !ref.escapes) take(ref.target);
    forEachString(page.frontmatter, (s) => take(assetOf(s, page.file, site.base)));
    if (page.home) forEachString(page.home, (s) => take(assetOf(s, page.file, site.base)));
  }
  forEachString(site.config, (s) => take(assetOf(s, '', site.base)));
  return out;
}

/** The docs-folder file a URL written in `fromFile` (frontmatter) or the config ('') names, if it names one. */
function assetOf(url: string, fromFile: string, base: string): string | null {
  if (!url || url.length > 2048 || url.startsWith('#') || isExternal(url) || /\s/.test(url.trim())) return null;
  const written = url.trim().split(/[?#]/)[0]!;
  const decoded = decodePath(written) ?? written;
  if (decoded.startsWith('/')) {
    const stripped = stripBase(decoded, base) ?? decoded;
    return resolveRelative('', stripped);
  }
  return resolveRelative(fromFile, decoded);
}

/** Every string in a JSON-like value; an HTML string gives the URLs of its links and images. */
function forEachString(value: unknown, visit: (s: string) => void, depth = 0): void {
  if (depth > 32) return;
  if (typeof value === 'string') {
    if (value.includes('<')) for (const { url } of htmlUrls(value)) visit(url);
    else visit(value);
  } else if (Array.isArray(value)) {
    for (const v of value) forEachString(v, visit, depth + 1);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) forEachString(v, visit, depth + 1);
  }
}
