// A page's headings as a tree, for the `[[toc]]` list and the "On this page" outline: a heading goes
// under the closest preceding heading of a lower level, or at the top when there is none (an h3
// before any h2), as @mdit-vue/plugin-toc and VitePress's outline build it.
import type { Header } from './types.js';

export interface HeadingNode {
  header: Header;
  children: HeadingNode[];
}

/** The tree of the headers whose level is in [low, high], in page order. */
export function headingTree(headers: readonly Header[], [low, high]: readonly [number, number]): HeadingNode[] {
  const top: HeadingNode[] = [];
  const open: HeadingNode[] = [];
  for (const header of headers) {
    if (header.level < low || header.level > high) continue;
    while (open.length && header.level <= open.at(-1)!.header.level) open.pop();
    const node: HeadingNode = { header, children: [] };
    (open.at(-1)?.children ?? top).push(node);
    open.push(node);
  }
  return top;
}
