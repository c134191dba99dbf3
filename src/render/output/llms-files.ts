// The build's llms.txt and llms-full.txt, per locale (the root locale's at the site's root, another's
// under its path: /zh/llms.txt), written once every page's Markdown copy is in the output. A file of
// the same name in the public folder is the author's own: it is copied instead.
import fs from 'node:fs';
import path from 'node:path';
import { markdownLink, NOT_FOUND_ROUTE, routeLink, routeToMarkdownFile } from '../../shared/routes.js';
import type { SidebarItem } from '../../shared/types.js';
import type { AgentsSettings } from '../agents/agents-settings.js';
import { llmsFullPieces, llmsFullTxt, llmsSections, llmsTxt, type LlmsPage } from '../agents/llms-txt.js';
import type { OutputFiles } from '../incremental/build-record.js';
import { writeFile } from '../incremental/file-writes.js';
import { pieceSha, sha } from '../incremental/hashing.js';
import { localeOf, type SiteModel } from '../model/site.js';
import { listedInSitemap } from '../page/frontmatter-values.js';
import type { WrittenPage } from '../page/page-types.js';

/** Section names of llms.txt's own, in the locale's language. */
function sectionLabels(lang: string): { pages: string; other: string } {
  return /^zh\b/i.test(lang) ? { pages: '页面', other: '其他页面' } : { pages: 'Pages', other: 'Other pages' };
}

/**
 * A locale's llms.txt (its whole text) or llms-full.txt (the routes whose Markdown copies it joins, in
 * order: the build streams them into the file, never holding the whole text).
 */
export type LlmsFile = { text: string } | { copiesOf: string[] };

/**
 * The llms files by their output path (relative): each locale's llms.txt and, with copies, its
 * llms-full.txt. Used by the build (writeLlmsFiles) and by the dev server (llmsTexts), so both answer
 * the same.
 */
export function llmsFiles(
  model: Pick<SiteModel, 'config' | 'site' | 'sidebarOf'>,
  pages: readonly WrittenPage[],
  agents: AgentsSettings,
): Map<string, LlmsFile> {
  const files = new Map<string, LlmsFile>();
  if (!agents.llmsTxt) return files;
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
    files.set(`${dir}llms.txt`, { text: llmsTxt(locale, sections, url) });
    if (agents.markdown)
      files.set(`${dir}llms-full.txt`, { copiesOf: sections.flatMap((s) => s.pages).map((p) => p.route) });
  }
  return files;
}

/** The llms files' texts by their output path; `copyOf`: a page's Markdown copy (none for a page that failed to render). */
export function llmsTexts(
  model: Pick<SiteModel, 'config' | 'site' | 'sidebarOf'>,
  pages: readonly WrittenPage[],
  agents: AgentsSettings,
  copyOf: (route: string) => string[],
): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [rel, file] of llmsFiles(model, pages, agents))
    texts.set(rel, 'text' in file ? file.text : llmsFullTxt(file.copiesOf.flatMap(copyOf)));
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
  for (const [rel, file] of llmsFiles(model, pages, agents)) {
    if (own(rel)) continue;
    // Carried over when its text is the previous build's (an unchanged site changes no file).
    if ('text' in file) {
      const key = sha(file.text);
      if (files.carry(rel, key)) continue;
      files.unlinkCarried(rel);
      writeFile(files.dir, rel, file.text);
      files.wrote(rel, key);
    } else if (!writeFullTxt(files, rel, file.copiesOf)) continue;
    written.push(rel);
  }
  return written;
}

/**
 * llms-full.txt from every copy as the output has it now (written by this build or carried over from
 * the last), one copy in memory at a time: written beside its place while hashed, then moved into it,
 * or dropped when the previous build's file has that hash. True when written.
 */
function writeFullTxt(files: OutputFiles, rel: string, routes: readonly string[]): boolean {
  const file = path.join(files.dir, rel);
  const partial = `${file}.partial`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const hash = pieceSha();
  const fd = fs.openSync(partial, 'w');
  try {
    // Written in runs of about a megabyte: one write per copy is 50,000 system calls on a big site.
    let run: string[] = [];
    let length = 0;
    for (const piece of llmsFullPieces(copies(files, routes))) {
      hash.update(piece);
      run.push(piece);
      length += piece.length;
      if (length < 1 << 20) continue;
      fs.writeFileSync(fd, run.join(''));
      run = [];
      length = 0;
    }
    fs.writeFileSync(fd, run.join(''));
  } finally {
    fs.closeSync(fd);
  }
  const key = hash.digest();
  if (files.carry(rel, key)) {
    fs.rmSync(partial);
    return false;
  }
  files.unlinkCarried(rel);
  fs.renameSync(partial, file);
  files.wrote(rel, key);
  return true;
}

function* copies(files: OutputFiles, routes: readonly string[]): Generator<string> {
  for (const route of routes) yield* readCopy(files, route);
}

function readCopy(files: OutputFiles, route: string): string[] {
  try {
    return [fs.readFileSync(files.currentPath(routeToMarkdownFile(route)), 'utf8')];
  } catch {
    // A page that failed to render has no copy.
    return [];
  }
}
