// The cards of a built-in `<DocCardList>`: the pages of a folder (the page's own, or its `folder`
// prop, resolved by the parse: markdown/builtin-props.ts), each with its title, link and description,
// in the order of the page's sidebar, those it does not list after them by file name. A page of the
// folder, and the index page of each folder directly in it; never the page itself. The cards are made
// when the page is rendered, from the site model, so they follow other pages' titles.
import { routeLink } from '../../shared/routes.js';
import type { ComponentRef, PropValue, SidebarItem } from '../../shared/types.js';
import type { WrittenPage } from '../page/page-types.js';

export interface DocCard {
  title: string;
  href: string;
  description?: string;
}

const INDEX = /(^|\/)(index|readme)\.md$/i;

/** The folder (`guide/`, '' for the top) a page's file is in. */
function folderOf(file: string): string {
  const at = file.lastIndexOf('/');
  return at < 0 ? '' : file.slice(0, at + 1);
}

/** Whether `file` is a page of `folder`, or the index page of a folder directly in it. */
function inFolder(file: string, folder: string): boolean {
  if (!file.startsWith(folder)) return false;
  const rest = file.slice(folder.length);
  const parts = rest.split('/');
  if (parts.length === 1) return !INDEX.test(rest);
  return parts.length === 2 && INDEX.test(parts[1]!);
}

function sidebarLinks(items: readonly SidebarItem[], out: Map<string, number>): Map<string, number> {
  for (const item of items) {
    if (item.link !== undefined && !out.has(item.link)) out.set(item.link, out.size);
    if ('children' in item) sidebarLinks(item.children, out);
  }
  return out;
}

/** The folder a `<DocCardList>` lists: its `folder` prop (resolved by the parse), else the page's own. */
function listedFolder(page: Pick<WrittenPage, 'file'>, folderProp: unknown): string {
  return typeof folderProp === 'string' ? folderProp.slice(1) : folderOf(page.file);
}

/**
 * The files (of `files`, relative to the source folder) whose titles and descriptions a page's
 * `<DocCardList>`s show. The dev server parses them before it shows the page, so that its cards are
 * those a build shows.
 */
export function docCardFiles(
  page: Pick<WrittenPage, 'file' | 'components' | 'docCards'>,
  files: Iterable<string>,
): string[] {
  if (!page.docCards?.length) return [];
  const folders = new Set(page.docCards.map((i) => listedFolder(page, page.components[i]?.props.folder)));
  const out: string[] = [];
  for (const file of files)
    if (file !== page.file && [...folders].some((folder) => inFolder(file, folder))) out.push(file);
  return out;
}

export function docCards(
  page: Pick<WrittenPage, 'file' | 'route'>,
  folderProp: unknown,
  pages: ReadonlyMap<string, WrittenPage>,
  sidebar: readonly SidebarItem[],
  site: { base: string; cleanUrls: boolean },
): DocCard[] {
  const folder = listedFolder(page, folderProp);
  const order = sidebarLinks(sidebar, new Map());
  const cards: (DocCard & { at: number; file: string })[] = [];
  for (const p of pages.values()) {
    if (p.route === page.route || !inFolder(p.file, folder)) continue;
    const href = routeLink(p.route, site.base, site.cleanUrls);
    const description = p.description ?? p.excerpt;
    cards.push({
      title: p.title,
      href,
      ...(description && { description }),
      at: order.get(href) ?? Infinity,
      file: p.file,
    });
  }
  cards.sort((a, b) => a.at - b.at || a.file.localeCompare(b.file));
  return cards.map(({ title, href, description }) => ({ title, href, ...(description && { description }) }));
}

/** The page's components with its `<DocCardList>`s' cards filled in (`items`). */
export function withDocCards(
  page: Pick<WrittenPage, 'file' | 'route' | 'components' | 'docCards'>,
  cardsOf: (folder: unknown) => DocCard[],
): ComponentRef[] {
  if (!page.docCards?.length) return page.components;
  const components = [...page.components];
  for (const i of page.docCards) {
    const c = components[i];
    if (c) components[i] = { ...c, props: { ...c.props, items: cardsOf(c.props.folder) as unknown as PropValue } };
  }
  return components;
}
