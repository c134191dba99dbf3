// The build's llms.txt and llms-full.txt, per locale (the root locale's at the site's root, another's
// under its path: /zh/llms.txt), written once every page's Markdown copy is in the output. A file of
// the same name in the public folder is the author's own: it is copied instead.
import fs from 'node:fs';
import path from 'node:path';
import { markdownLink, NOT_FOUND_ROUTE, routeLink, routeToMarkdownFile } from '../../shared/routes.js';
import type { SidebarItem } from '../../shared/types.js';
import type { AgentsSettings } from '../agents/agents-settings.js';
import { llmsFullTxt, llmsSections, llmsTxt, type LlmsPage } from '../agents/llms-txt.js';
import type { OutputFiles } from '../incremental/build-record.js';
import { writeFile } from '../incremental/file-writes.js';
import { sha } from '../incremental/hashing.js';
import { localeOf, type SiteModel } from '../model/site.js';
import { listedInSitemap } from '../page/frontmatter-values.js';
import type { WrittenPage } from '../page/page-types.js';

/** Section names of llms.txt's own, in the locale's language. */
function sectionLabels(lang: string): { pages: string; other: string } {
  return /^zh\b/i.test(lang) ? { pages: '页面', other: '其他页面' } : { pages: 'Pages', other: 'Other pages' };
}

/**
 * The llms files' texts by their output path (relative): each locale's llms.txt and, with copies, its
 * llms-full.txt. `copyOf`: a page's Markdown copy (none for a page that failed to render). Used by the
 * build (writeLlmsFiles) and by the dev server, so both answer the same.
 */
export function llmsTexts(
  model: Pick<SiteModel, 'config' | 'site' | 'sidebarOf'>,
  pages: readonly WrittenPage[],
  agents: AgentsSettings,
  copyOf: (route: string) => string[],
): Map<string, string> {
  const texts = new Map<string, string>();
  if (!agents.llmsTxt) return texts;
  const { base, cleanUrls } = model.config;
  const listed = pages
    .filter((p) => p.route !== NOT_FOUND_ROUTE && listedInSitemap(p))
    .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  for (const locale of model.site.locales) {
    const mine = listed.filter((p) => localeOf(p.route, model.site.locales) === locale.path);
    if (!mine.length) continue;
    // The locale's sidebars, its home page's first, then as its pages (in route order) show them.
    const home = mine.find((p) => p.route === locale.path);
    const sidebars: SidebarItem[][] = [];
    for (const page of home ? [home, ...mine] : mine) {
      const sidebar = model.sidebarOf(page);
      if (!sidebars.includes(sidebar)) sidebars.push(sidebar);
    }
    const entries: LlmsPage[] = mine.map((p) => ({
      route: p.route,
      title: p.title,
      ...(p.description && { description: p.description }),
    }));
    const sections = llmsSections(entries, sidebars, base, sectionLabels(locale.lang));
    const dir = locale.path.slice(1);
    const url = agents.markdown
      ? (route: string) => markdownLink(route, base)
      : (route: string) => routeLink(route, base, cleanUrls);
    texts.set(`${dir}llms.txt`, llmsTxt(locale, sections, url));
    if (agents.markdown) {
      const copies = sections.flatMap((s) => s.pages).flatMap((p) => copyOf(p.route));
      texts.set(`${dir}llms-full.txt`, llmsFullTxt(copies));
    }
  }
  return texts;
}

/** Write them into the staged output (`files.dir`), recording each; the files written (relative). */
export function writeLlmsFiles(
  files: OutputFiles,
  model: Pick<SiteModel, 'config' | 'site' | 'sidebarOf'>,
  pages: readonly WrittenPage[],
  agents: AgentsSettings,
  publicDir: string | undefined,
): string[] {
  const own = (rel: string) => !!publicDir && fs.existsSync(path.join(publicDir, rel));
  const written: string[] = [];
  // Every copy, as the output has it now (written by this build or carried over from the last).
  for (const [rel, text] of llmsTexts(model, pages, agents, (route) => readCopy(files, route))) {
    if (own(rel)) continue;
    // Carried over when its text is the previous build's (an unchanged site changes no file).
    const key = sha(text);
    if (files.carry(rel, key)) continue;
    files.unlinkCarried(rel);
    writeFile(files.dir, rel, text);
    files.wrote(rel, key);
    written.push(rel);
  }
  return written;
}

function readCopy(files: OutputFiles, route: string): string[] {
  try {
    return [fs.readFileSync(files.currentPath(routeToMarkdownFile(route)), 'utf8')];
  } catch {
    // A page that failed to render has no copy.
    return [];
  }
}
