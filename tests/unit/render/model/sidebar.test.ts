import { describe, expect, it } from 'vitest';
import { autoSidebar, configuredSidebar, sidebarKeyFor } from '../../../../src/render/model/sidebar.js';
import { buildSiteModel } from '../../../../src/render/model/site.js';
import type { SiteConfigInput } from '../../../../src/render/site/config-schema.js';
import type { PageData } from '../../../../src/render/page/page-types.js';
import type { SidebarGroup, SidebarItem } from '../../../../src/shared/types.js';
import { page, siteConfig } from './model-helpers.js';

const pagesOf = (list: PageData[]) => new Map(list.map((p) => [p.route, p]));
type GroupsInput = Exclude<SiteConfigInput['sidebar'], 'auto' | undefined>[string];
/** Sidebar groups as the config parser fills them in (defaults included). */
function groupsOf(groups: GroupsInput) {
  const sidebar = siteConfig({ sidebar: { '/': groups } }).sidebar;
  if (sidebar === 'auto') throw new Error('expected configured groups');
  return sidebar['/']!;
}
/** The sidebar as text: groups as "Name[children]" ("+" collapsed), links as their text. */
const outline = (items: SidebarItem[]): string =>
  items.map((i) => ('children' in i ? `${i.text}${i.collapsed ? '+' : ''}[${outline(i.children)}]` : i.text)).join(' ');

describe('sidebarKeyFor', () => {
  const sidebar = { '/': [], '/guide/': [], '/guide/advanced/': [], '/api': [] };

  it('picks the longest prefix that holds the route', () => {
    expect(sidebarKeyFor('/guide/advanced/x.html', sidebar)).toBe('/guide/advanced/');
    expect(sidebarKeyFor('/guide/x.html', sidebar)).toBe('/guide/');
    expect(sidebarKeyFor('/guide/', sidebar)).toBe('/guide/');
    expect(sidebarKeyFor('/other.html', sidebar)).toBe('/');
  });

  it('reads a key without a trailing slash as a folder, not as a name prefix', () => {
    expect(sidebarKeyFor('/api/', sidebar)).toBe('/api');
    expect(sidebarKeyFor('/api/x.html', sidebar)).toBe('/api');
    expect(sidebarKeyFor('/apis/x.html', sidebar)).toBe('/');
    expect(sidebarKeyFor('/guidebook/x.html', sidebar)).toBe('/');
  });

  it('finds no key when no prefix holds the route', () => {
    expect(sidebarKeyFor('/other.html', { '/guide/': [] })).toBeUndefined();
  });
});

describe('configuredSidebar', () => {
  const pages = pagesOf([
    page('guide/README.md', 'Intro'),
    page('guide/a.md', 'Page A'),
    page('guide/untitled.md', ''),
  ]);

  it("fills a bare link with its page's title and resolves it to a route", () => {
    const [g] = configuredSidebar(
      groupsOf([{ text: 'G', children: ['/guide/a', 'guide/README.md', '/guide/a.html#top'] }]),
      pages,
      '/',
    );
    expect((g as SidebarGroup).children).toEqual([
      { text: 'Page A', link: '/guide/a.html' },
      { text: 'Intro', link: '/guide/' },
      { text: '/guide/a.html#top', link: '/guide/a.html#top' },
    ]);
  });

  it('shows the written link as text when no page has it, or the page has no title', () => {
    const [g] = configuredSidebar(groupsOf([{ text: 'G', children: ['/missing', '/guide/untitled'] }]), pages, '/');
    expect((g as SidebarGroup).children).toEqual([
      { text: '/missing', link: '/missing' },
      { text: '/guide/untitled', link: '/guide/untitled.html' },
    ]);
  });

  it('keeps the text of {text, link} children and resolves group links, all under the base', () => {
    const groups = groupsOf([
      {
        text: 'G',
        link: '/guide/',
        collapsible: true,
        children: [
          { text: 'Mine', link: '/guide/a' },
          { text: 'Out', link: 'https://x.dev/a' },
        ],
      },
      { text: 'Empty' },
    ]);
    expect(configuredSidebar(groups, pages, '/docs/')).toEqual([
      {
        text: 'G',
        link: '/docs/guide/',
        collapsible: true,
        children: [
          { text: 'Mine', link: '/docs/guide/a.html' },
          { text: 'Out', link: 'https://x.dev/a' },
        ],
      },
      { text: 'Empty', link: undefined, collapsible: false, children: [] },
    ]);
  });
});

describe('configuredSidebar with nested groups', () => {
  const pages = pagesOf([page('guide/a.md', 'Page A'), page('guide/deep/b.md', 'Page B')]);

  it('keeps groups inside groups at any depth, untitled ones, and makes a group with `collapsed` foldable', () => {
    const groups = groupsOf([
      { children: ['/guide/a'] },
      {
        text: 'Outer',
        collapsed: true,
        children: [
          {
            text: 'Inner',
            link: '/guide/deep/b',
            collapsed: false,
            children: [{ text: 'Deepest', children: ['/guide/deep/b'] }],
          },
        ],
      },
    ]);
    expect(configuredSidebar(groups, pages, '/')).toEqual([
      { text: undefined, link: undefined, collapsible: false, children: [{ text: 'Page A', link: '/guide/a.html' }] },
      {
        text: 'Outer',
        link: undefined,
        collapsible: true,
        collapsed: true,
        children: [
          {
            text: 'Inner',
            link: '/guide/deep/b.html',
            collapsible: true,
            collapsed: false,
            children: [
              {
                text: 'Deepest',
                link: undefined,
                collapsible: false,
                children: [{ text: 'Page B', link: '/guide/deep/b.html' }],
              },
            ],
          },
        ],
      },
    ]);
  });

  it('walks nested groups for prev/next, in reading order', () => {
    const model = buildSiteModel(
      siteConfig({
        sidebar: { '/': [{ children: ['/guide/a', { text: 'Deep', children: ['/guide/deep/b'] }] }] },
      }),
      [...pages.values()],
      {},
    );
    const a = model.view(model.pages.get('/guide/a.html')!);
    expect(outline(a.sidebar)).toBe('undefined[Page A Deep[Page B]]');
    expect(a.next).toEqual({ text: 'Page B', link: '/guide/deep/b.html' });
  });
});

describe('sidebar links to pages whose names hold reserved characters', () => {
  const list = [
    page('c#.md', 'C Sharp'),
    page('why?.md', 'Why'),
    page('100%.md', 'Percent'),
    page('读书 笔记.md', 'Notes'),
    page('c#/basics.md', 'Basics'),
  ];

  it('percent-encodes them in a generated sidebar', () => {
    const items = autoSidebar(list, '/docs/')(list[4]!);
    expect(items.slice(0, 4)).toEqual([
      { text: 'C Sharp', link: '/docs/c%23.html' },
      { text: 'Why', link: '/docs/why%3F.html' },
      { text: 'Percent', link: '/docs/100%25.html' },
      { text: 'Notes', link: '/docs/%E8%AF%BB%E4%B9%A6%20%E7%AC%94%E8%AE%B0.html' },
    ]);
    expect(items[4]).toMatchObject({
      text: 'c#',
      link: '/docs/c%23/basics.html',
      children: [{ text: 'Basics', link: '/docs/c%23/basics.html' }],
    });
  });

  it('finds the page of a configured link written as a URL, and links it encoded', () => {
    const [g] = configuredSidebar(
      groupsOf([
        {
          text: 'G',
          children: [
            '/c%23.md',
            '/why%3F',
            '/100%25.html',
            '/%E8%AF%BB%E4%B9%A6%20%E7%AC%94%E8%AE%B0',
            '/c%23/basics.md#x',
          ],
        },
      ]),
      pagesOf(list),
      '/',
      true,
    );
    expect((g as SidebarGroup).children).toEqual([
      { text: 'C Sharp', link: '/c%23' },
      { text: 'Why', link: '/why%3F' },
      { text: 'Percent', link: '/100%25' },
      { text: 'Notes', link: '/%E8%AF%BB%E4%B9%A6%20%E7%AC%94%E8%AE%B0' },
      { text: '/c%23/basics.md#x', link: '/c%23/basics#x' },
    ]);
  });
});

describe('autoSidebar', () => {
  const list = [
    page('index.md', 'Home'),
    page('about.md', 'About'),
    page('guide/README.md', 'The Guide'),
    page('guide/b.md', 'B'),
    page('guide/a.md', 'A'),
    page('guide/deep/x.md', 'X'),
    page('guide/deep/y.md', ''),
    page('api/nested/z.md', 'Z'),
  ];
  const sidebar = autoSidebar(list, '/');
  const find = (file: string) => list.find((p) => p.file === file)!;

  it('lists root pages, then folders collapsed; the home page itself is not listed', () => {
    expect(outline(sidebar(find('index.md')))).toBe('About The Guide+[] api+[]');
  });

  it('expands the folders that hold the page: index first, then pages in list order, then sub-folders', () => {
    expect(outline(sidebar(find('guide/a.md')))).toBe('About The Guide[The Guide B A deep+[]] api+[]');
    expect(outline(sidebar(find('guide/deep/x.md')))).toBe(
      'About The Guide[The Guide B A deep[X guide/deep/y.md]] api+[]',
    );
  });

  it('titles a folder by its index page, else its name; links it to its first page', () => {
    const items = sidebar(find('api/nested/z.md'));
    const [, guide, api] = items as [SidebarItem, SidebarGroup, SidebarGroup];
    expect(guide).toMatchObject({
      text: 'The Guide',
      link: '/guide/',
      collapsible: true,
      collapsed: true,
      children: [],
    });
    expect(api).toMatchObject({ text: 'api', link: '/api/nested/z.html', collapsed: false });
    expect(api.children).toEqual([
      {
        text: 'nested',
        link: '/api/nested/z.html',
        collapsible: true,
        collapsed: false,
        children: [{ text: 'Z', link: '/api/nested/z.html' }],
      },
    ]);
  });

  it('puts the base in front of every link', () => {
    const items = autoSidebar(list, '/docs/')(find('guide/a.md'));
    expect(items[0]).toEqual({ text: 'About', link: '/docs/about.html' });
    expect((items[1] as SidebarGroup).children[1]).toEqual({ text: 'B', link: '/docs/guide/b.html' });
  });

  it('shares one sidebar between the pages of a folder', () => {
    expect(sidebar(find('guide/a.md'))).toBe(sidebar(find('guide/b.md')));
    expect(sidebar(find('guide/a.md'))).not.toBe(sidebar(find('guide/deep/x.md')));
  });

  it("keeps the sidebars of the last folders only: a folder's asked for again after many others is made again, equal", () => {
    // Each sidebar lists every folder: kept for all of them, they would grow with the square of the site.
    const many = Array.from({ length: 100 }, (_, i) => page(`f${String(i).padStart(3, '0')}/p.md`, `P${i}`));
    const bySite = autoSidebar(many, '/');
    const first = bySite(many[0]!);
    expect(bySite(many[0]!)).toBe(first);
    for (const p of many.slice(1)) bySite(p);
    const again = bySite(many[0]!);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
    // Asked for in between, a folder stays (the most recently used are kept).
    const last = bySite(many[99]!);
    for (const p of many.slice(90, 99)) bySite(p);
    expect(bySite(many[99]!)).toBe(last);
  });
});

describe('prev/next follow the sidebar order', () => {
  const list = [
    page('index.md', 'Home'),
    page('intro.md', 'Intro'),
    page('guide/README.md', 'Guide'),
    page('guide/a.md', 'A'),
    page('guide/b.md', 'B'),
    page('guide/more/c.md', 'C'),
    page('guide/more/d.md', 'D'),
  ];
  const model = buildSiteModel(siteConfig(), list, {});
  const around = (route: string) => {
    const v = model.view(model.pages.get(route)!);
    return [v.prev?.link, v.next?.link];
  };

  it("steps from a folder's last page into its collapsed sub-folder", () => {
    expect(around('/guide/a.html')).toEqual(['/guide/', '/guide/b.html']);
    expect(around('/guide/b.html')).toEqual(['/guide/a.html', '/guide/more/c.html']);
    expect(around('/guide/more/d.html')).toEqual(['/guide/more/c.html', undefined]);
  });

  it('steps from a root page into the first folder', () => {
    expect(around('/intro.html')).toEqual([undefined, '/guide/']);
  });

  // A folder's group links to its first page and lists that page again: one stop, named as the page.
  it('gives the first page of a folder without an index the next page as next, not itself', () => {
    expect(around('/guide/more/c.html')).toEqual(['/guide/b.html', '/guide/more/d.html']);
  });

  it('follows configured groups in order, across groups', () => {
    const config = siteConfig({
      sidebar: {
        '/': [
          { text: 'One', children: ['/intro', '/guide/b'] },
          { text: 'Two', children: ['/guide/a'] },
        ],
      },
    });
    const m = buildSiteModel(config, list, {});
    const v = m.view(m.pages.get('/guide/b.html')!);
    expect([v.prev, v.next]).toEqual([
      { text: 'Intro', link: '/intro.html' },
      { text: 'A', link: '/guide/a.html' },
    ]);
  });
});
