// The build's sitemap.xml and robots.txt, written when the config names the site's `hostname`.
// A file of the same name in the public folder is the author's own: it is copied instead.
import fs from 'node:fs';
import path from 'node:path';
import type { SiteModel } from '../model/site.js';
import type { PageData } from '../page/page-types.js';
import { listedInSitemap } from '../page/frontmatter-values.js';
import type { GitInfo } from '../site/git.js';
import { writeFile } from '../incremental/file-writes.js';
import { localeLangs, siteUrls } from './page-head.js';
import { robotsTxt, sitemapXml } from './sitemap.js';

/** The files written (relative to `outDir`). */
export function writeSeoFiles(
  outDir: string,
  model: Pick<SiteModel, 'config' | 'site'>,
  pages: readonly Pick<PageData, 'route' | 'file' | 'frontmatter'>[],
  git: ReadonlyMap<string, GitInfo> | undefined,
  publicDir: string | undefined,
): string[] {
  const urls = siteUrls(model);
  if (!urls) return [];
  const own = (name: string) => !!publicDir && fs.existsSync(path.join(publicDir, name));
  const written: string[] = [];
  if (!own('sitemap.xml')) {
    const entries = pages.map((p) => ({
      route: p.route,
      lastUpdated: git?.get(p.file)?.lastUpdated,
      listed: listedInSitemap(p),
    }));
    writeFile(outDir, 'sitemap.xml', sitemapXml({ urls, pages: entries, locales: localeLangs(model) }));
    written.push('sitemap.xml');
  }
  if (!own('robots.txt')) {
    writeFile(outDir, 'robots.txt', robotsTxt(urls));
    written.push('robots.txt');
  }
  return written;
}
