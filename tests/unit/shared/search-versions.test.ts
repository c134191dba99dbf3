// Search on a site with versions: the reader's version answers first (its suggestions and full-text
// hits, then the other pages'), at most `max` in all, each result's version read from its path.
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../../src/render/search/search-index.js';
import { SearchEngine } from '../../../src/shared/search-engine.js';
import type { SearchMeta } from '../../../src/shared/search-format.js';
import { TitleIndex } from '../../../src/shared/search-match.js';
import { versionOfPath } from '../../../src/shared/version-of-path.js';

const page = (route: string, title: string, text: string, headers: [string, string][] = []) => ({
  route,
  title,
  text,
  headers: headers.map(([t, slug]) => ({ level: 2, title: t, slug })),
});

// v2 comes first in route order, so without a preference it fills the list.
const PAGES = [
  page('/a/intro.html', '接口总览', '接口总览 不在任何版本里的接口页面。'),
  page('/components/v2/feature.html', '注意事项', '注意事项 书架数据说明', [['书架数据', 'shelf']]),
  page(
    '/components/v2/mock-field.html',
    'mock 字段说明',
    'mock 字段说明 书城接口 一 书架接口 二 阅读接口 三 搜索接口 四 用户接口 五',
    [
      ['书城接口', 'a'],
      ['书架接口', 'b'],
      ['阅读接口', 'c'],
      ['搜索接口', 'd'],
      ['用户接口', 'e'],
    ],
  ),
  page('/components/v3/interface-info.html', '接口说明', '接口说明 全部接口的说明 书架接口 加入书架', [
    ['书架接口', 'shelf'],
  ]),
  page('/components/v3/use.html', '使用指南', '使用指南 调用接口之前先配置。 书架 在书架页使用。'),
];

async function engine() {
  const { files, indexes } = await buildSearchIndex(PAGES, '/', () => '/');
  const load = async (url: string) => JSON.parse(files.get(url.slice(1))!) as unknown;
  return new SearchEngine((await load(indexes['/']!)) as SearchMeta, load);
}
const v3 = (path: string) => path.startsWith('/components/v3/');

describe('search within the current version first', () => {
  it('answers 接口 with v3 titles, then v3 full text, then the other titles, at most 5', async () => {
    const e = await engine();
    const plain = (await e.search('接口', 5)).map((r) => r.link);
    expect(plain.filter(v3)).toEqual([]);
    const links = (await e.search('接口', 5, { first: v3 })).map((r) => r.link);
    expect(links).toEqual([
      '/components/v3/interface-info.html',
      '/components/v3/interface-info.html#shelf',
      '/components/v3/use.html',
      '/a/intro.html',
      '/components/v2/mock-field.html#a',
    ]);
  });

  it('answers 书架 with v3 results first, keeping every result of today when the version has none', async () => {
    const e = await engine();
    const links = (await e.search('书架', 5, { first: v3 })).map((r) => r.link);
    expect(links.slice(0, 2)).toEqual(['/components/v3/interface-info.html#shelf', '/components/v3/use.html']);
    expect(links.slice(2).every((l) => !v3(l))).toBe(true);
    const none = (p: string) => p.startsWith('/components/v9/');
    expect(await e.search('书架', 5, { first: none })).toEqual(await e.search('书架', 5));
  });

  it('lists no more than max, and only v3 when v3 alone fills it', async () => {
    const e = await engine();
    expect((await e.search('接口', 1, { first: v3 })).map((r) => r.link)).toEqual([
      '/components/v3/interface-info.html',
    ]);
    expect(await e.search('接口', 3, { first: v3 })).toHaveLength(3);
  });

  it('puts the preferred pages’ title suggestions first, each group in page order', () => {
    const pages = PAGES.map((p) => ({ path: p.route, title: p.title, headers: p.headers }));
    const index = new TitleIndex(pages);
    const preferred = (p: number) => v3(pages[p]!.path);
    expect(index.suggest('接口', 3, preferred).map((s) => s.link)).toEqual([
      '/components/v3/interface-info.html',
      '/a/intro.html',
      '/components/v2/mock-field.html#a',
    ]);
    expect(index.suggest('接口', 3)).toEqual(index.suggest('接口', 3, () => true));
  });
});

describe('versionOfPath', () => {
  const list = [
    { name: 'v3', label: '3.X', path: '/components/v3/' },
    { name: 'v2', label: 'v2', path: '/components/v2/' },
    { name: 'old', label: 'old', path: '/components/' },
  ];
  it('gives the version whose folder holds the path, the longest one', () => {
    expect(versionOfPath('/components/v3/use.html#a', list)?.name).toBe('v3');
    expect(versionOfPath('/components/x.html', list)?.name).toBe('old');
    expect(versionOfPath('/guide/demo.html', list)).toBeUndefined();
    expect(versionOfPath('/components/v30/a.html', list)?.name).toBe('old');
  });
});
