// The reading order buildEnd gives pages: the sidebars' order, the rest folder by folder.
import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../../../../src/shared/types.js';
import type { WrittenPage } from '../../../../src/render/page/page-types.js';
import { folderOrder, readingOrder } from '../../../../src/render/plugins/reading-order.js';

const page = (file: string) => ({ file, route: `/${file}` }) as WrittenPage;
const link = (route: string) => `/base${route}`;
const item = (file: string): SidebarItem => ({ text: file, link: link(`/${file}`) });

/** Pages and the sidebar each sees (by file); pages not named see none. */
function order(files: string[], sidebars: Record<string, SidebarItem[]>): string[] {
  const pages = files.map(page);
  const none: SidebarItem[] = [];
  const ranks = readingOrder(pages, { sidebarOf: (p) => sidebars[p.file] ?? none }, link);
  return [...ranks].sort((a, b) => a[1] - b[1]).map(([file]) => file);
}

describe('folderOrder', () => {
  it("should put a folder's index first, then its pages, then its folders", () => {
    const files = ['b/x.md', 'a.md', 'index.md', 'b/index.md', 'b/c/y.md', 'B.md', 'b/README.md'];
    expect(files.sort(folderOrder)).toEqual([
      'index.md',
      'B.md',
      'a.md',
      'b/README.md',
      'b/index.md',
      'b/x.md',
      'b/c/y.md',
    ]);
  });
});

describe('readingOrder', () => {
  it("should follow a sidebar's order, not the files'", () => {
    const guide = [item('guide/index.md'), item('guide/z.md'), item('guide/a.md')];
    expect(
      order(['index.md', 'guide/a.md', 'guide/index.md', 'guide/z.md'], {
        'guide/a.md': guide,
        'guide/index.md': guide,
        'guide/z.md': guide,
      }),
    ).toEqual(['index.md', 'guide/index.md', 'guide/z.md', 'guide/a.md']);
  });

  it("should put a folder's pages after its first one when each folder sees the others closed", () => {
    // A generated sidebar: the root's pages see [intro, a (closed), b (closed)]; a's see a open.
    const closed = { text: 'a', link: link('/a/one.md'), collapsed: true, children: [] };
    const root = [item('intro.md'), closed, { ...closed, text: 'b', link: link('/b/x.md') }];
    const inA = [
      item('intro.md'),
      { ...closed, collapsed: false, children: [item('a/one.md'), item('a/two.md')] },
      root[2]!,
    ];
    expect(
      order(['index.md', 'intro.md', 'a/one.md', 'a/two.md', 'b/x.md'], {
        'intro.md': root,
        'a/one.md': inA,
        'a/two.md': inA,
        'b/x.md': root,
      }),
    ).toEqual(['index.md', 'intro.md', 'a/one.md', 'a/two.md', 'b/x.md']);
  });

  it('should put a page before the sidebar it shows when that sidebar does not list it', () => {
    // The generated sidebar of the root lists its pages, not its index.
    const root = [item('b.md'), item('c.md')];
    expect(order(['b.md', 'c.md', 'index.md'], { 'index.md': root, 'b.md': root, 'c.md': root })).toEqual([
      'index.md',
      'b.md',
      'c.md',
    ]);
  });

  it('should put pages in no sidebar where their folder is, and number every page once', () => {
    expect(order(['z.md', 'a/orphan.md', 'a/in.md', 'index.md'], { 'a/in.md': [item('a/in.md')] })).toEqual([
      'index.md',
      'z.md',
      'a/in.md',
      'a/orphan.md',
    ]);
  });
});
