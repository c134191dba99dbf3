// The site's reading order, for plugins' buildEnd (`page.order`): the pages as the sidebars list them,
// in the order prev/next walk them, and the pages no sidebar lists where their folder's pages are. The
// pages are taken folder by folder (a folder's index, its pages, then its folders, as the generated
// sidebar has them); the first page to show a sidebar brings the sidebar's pages in (after itself when
// the sidebar does not list it), each right after the one before it in that sidebar. So a generated
// sidebar, of which each folder's pages see the folders they are not in closed, still gives one
// order: every folder's pages go in after its first one.
import type { SidebarItem } from '../../shared/types.js';
import { flatten, type SiteModel } from '../model/site.js';
import type { WrittenPage } from '../page/page-types.js';

const INDEX = /^(index|readme)\.md$/i;

/** Folder by folder: a folder's index, its other pages, then its folders, each by name. */
export function folderOrder(a: string, b: string): number {
  const pa = a.split('/');
  const pb = b.split('/');
  for (let i = 0; ; i++) {
    const fileA = i === pa.length - 1;
    const fileB = i === pb.length - 1;
    if (fileA !== fileB) return fileA ? -1 : 1;
    const na = pa[i]!;
    const nb = pb[i]!;
    if (fileA && INDEX.test(na) !== INDEX.test(nb)) return INDEX.test(na) ? -1 : 1;
    if (na !== nb) return na < nb ? -1 : 1;
    if (fileA) return 0;
  }
}

/** Page file → its place in the reading order, from 0. `link`: a page's link as the sidebars have it. */
export function readingOrder(
  pages: readonly WrittenPage[],
  model: Pick<SiteModel, 'sidebarOf'>,
  link: (route: string) => string,
): Map<string, number> {
  const byLink = new Map(pages.map((p) => [link(p.route), p]));
  // A list linked by `next`, so that a page goes in after another in constant time.
  const next = new Map<WrittenPage, WrittenPage | undefined>();
  let head: WrittenPage | undefined;
  let tail: WrittenPage | undefined;
  const append = (p: WrittenPage) => {
    next.set(p, undefined);
    if (tail) next.set(tail, p);
    else head = p;
    tail = p;
  };
  const insertAfter = (before: WrittenPage, p: WrittenPage) => {
    next.set(p, next.get(before));
    next.set(before, p);
    if (tail === before) tail = p;
  };
  const seen = new Set<SidebarItem[]>();
  for (const page of [...pages].sort((a, b) => folderOrder(a.file, b.file))) {
    const sidebar = model.sidebarOf(page);
    if (seen.has(sidebar)) {
      if (!next.has(page)) append(page);
      continue;
    }
    seen.add(sidebar);
    const listed = flatten(sidebar).flatMap((item) => byLink.get(item.link.replace(/#.*$/, '')) ?? []);
    // A page its own sidebar does not list (a folder's index above the folder's pages) comes before them.
    if (!next.has(page) && !listed.includes(page)) append(page);
    let previous: WrittenPage | undefined;
    for (const p of listed) {
      if (!next.has(p)) {
        if (previous) insertAfter(previous, p);
        else append(p);
      }
      previous = p;
    }
  }
  const order = new Map<string, number>();
  for (let p = head; p; p = next.get(p)) order.set(p.file, order.size);
  return order;
}
