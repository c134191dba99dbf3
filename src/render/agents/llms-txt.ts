// A locale's llms.txt (https://llmstxt.org: an H1 title, a blockquote summary, H2 sections of links)
// and the order of its llms-full.txt: its pages grouped as its sidebars group them, each linked to its
// Markdown copy, then the pages no sidebar lists. Pure: the build writes them (output/llms-files.ts).
import { decodePath, isExternal, routeCandidates, stripBase } from '../../shared/routes.js';
import type { LocaleData, SidebarItem } from '../../shared/types.js';

export interface LlmsPage {
  route: string;
  title: string;
  description?: string;
}

export interface LlmsSection {
  title: string;
  pages: LlmsPage[];
}

/**
 * The locale's pages in sections: each top-level sidebar group is one (its nested groups' pages in it,
 * in order), the links outside groups one more, then the pages no sidebar lists. A page is listed once.
 * `sidebars`: the locale's sidebars, most important first.
 */
export function llmsSections(
  pages: readonly LlmsPage[],
  sidebars: readonly SidebarItem[][],
  base: string,
  labels: { pages: string; other: string },
): LlmsSection[] {
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  const listed = new Set<string>();
  // Keyed by sidebar and group title: two sidebars' groups of one name stay apart.
  const sections = new Map<string, LlmsSection>();
  const add = (key: string, title: string, link: string | undefined) => {
    const page = link === undefined ? undefined : pageOf(link, byRoute, base);
    if (!page || listed.has(page.route)) return;
    listed.add(page.route);
    let section = sections.get(key);
    if (!section) sections.set(key, (section = { title, pages: [] }));
    section.pages.push(page);
  };
  const walk = (key: string, title: string, items: readonly SidebarItem[]) => {
    for (const item of items) {
      add(key, title, item.link);
      if ('children' in item) walk(key, title, item.children);
    }
  };
  for (const [i, sidebar] of sidebars.entries()) {
    for (const item of sidebar) {
      const title = 'children' in item && item.text ? item.text : labels.pages;
      walk(`${i}\0${title}`, title, [item]);
    }
  }
  for (const page of pages) add('\0other', labels.other, page.route);
  return distinctTitles([...sections.values()]);
}

/** Sections of one title (groups of the same name in two sidebars) told apart by the folder their pages share. */
function distinctTitles(sections: LlmsSection[]): LlmsSection[] {
  const count = new Map<string, number>();
  for (const s of sections) count.set(s.title, (count.get(s.title) ?? 0) + 1);
  return sections.map((s) =>
    count.get(s.title)! > 1 ? { ...s, title: `${s.title} (${commonFolder(s.pages.map((p) => p.route))})` } : s,
  );
}

/** The longest folder (`/components/v2/`) every route is in. */
function commonFolder(routes: readonly string[]): string {
  let prefix = routes[0] ?? '/';
  for (const r of routes) while (!r.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix.slice(0, prefix.lastIndexOf('/') + 1) || '/';
}

/** The page a sidebar link names (a URL with the base, maybe clean or percent-encoded). */
function pageOf(link: string, pages: ReadonlyMap<string, LlmsPage>, base: string): LlmsPage | undefined {
  if (isExternal(link)) return undefined;
  const pathPart = link.split(/[?#]/)[0]!;
  const decoded = decodePath(pathPart);
  const site = decoded === null ? null : (stripBase(decoded, base) ?? decoded);
  if (site === null) return undefined;
  for (const route of routeCandidates(site)) {
    const page = pages.get(route);
    if (page) return page;
  }
  return undefined;
}

/** The text of llms.txt. `url`: a page's link (its Markdown copy, or its HTML when there are no copies). */
export function llmsTxt(
  locale: Pick<LocaleData, 'title' | 'description'>,
  sections: readonly LlmsSection[],
  url: (route: string) => string,
): string {
  const lines = [`# ${oneLine(locale.title)}`, ''];
  if (locale.description.trim()) lines.push(`> ${oneLine(locale.description)}`, '');
  for (const section of sections) {
    lines.push(`## ${oneLine(section.title)}`, '');
    for (const page of section.pages) {
      const description = page.description?.trim() ? `: ${oneLine(page.description)}` : '';
      lines.push(`- [${linkText(page.title || page.route)}](${url(page.route)})${description}`);
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A link's text with the characters that would end or break it escaped. */
function linkText(text: string): string {
  return oneLine(text).replace(/[\\[\]]/g, (c) => `\\${c}`);
}

/** llms-full.txt: every copy, in llms.txt's order, one after the other. */
export function llmsFullTxt(copies: Iterable<string>): string {
  return [...llmsFullPieces(copies)].join('');
}

/**
 * llms-full.txt in pieces, one per copy (and its final newline), for a writer that never holds the
 * whole text: at 50,000 pages it is some 180 MB.
 */
export function* llmsFullPieces(copies: Iterable<string>): Generator<string> {
  let first = true;
  for (const copy of copies) {
    yield first ? copy.trimEnd() : `\n\n---\n\n${copy.trimEnd()}`;
    first = false;
  }
  yield '\n';
}
