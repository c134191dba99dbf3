// The search index format and the engine that answers from it: sections, per-locale indexes,
// titles before full text, snippets, Chinese and identifier queries.
import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  pageSections,
  SearchIndexBuilder,
  searchIndexUrls,
} from '../../../src/render/search/search-index.js';
import { SearchEngine, queryTerms, snippet } from '../../../src/shared/search-engine.js';
import { deltaIds, type SearchMeta, type TermEntry } from '../../../src/shared/search-format.js';
import { tokenize } from '../../../src/shared/search-tokenize.js';

const page = (route: string, title: string, text: string, headers: [string, string][] = []) => ({
  route,
  title,
  text,
  headers: headers.map(([t, slug]) => ({ level: 2, title: t, slug })),
});

const PAGES = [
  page(
    '/guide/install.html',
    'Install',
    'Install Install the plugin with npm. Setup Call defineUserConfig in your app.',
    [['Setup', 'setup']],
  ),
  page('/guide/reader.html', 'Reader', 'Reader 阅读器 支持翻页动画和夜间模式。 Themes 夜间模式 可以在设置中打开。', [
    ['Themes', 'themes'],
  ]),
  page('/guide/escape.html', '<img src=x onerror=alert(1)>', 'Nothing else here about install.'),
  page('/zh/guide/install.html', '安装', '安装 使用 npm 安装插件。 夜间模式说明'),
];

async function engineFor(locale: string) {
  const { files, indexes } = await buildSearchIndex(PAGES, '/', (r) => (r.startsWith('/zh/') ? '/zh/' : '/'));
  const load = async (url: string) => JSON.parse(files.get(url.slice(1))!) as unknown;
  return new SearchEngine((await load(indexes[locale]!)) as SearchMeta, load);
}

describe('search index and engine', () => {
  it('cuts a page into the text before its first heading and one section per heading', () => {
    expect(pageSections(PAGES[0]!)).toEqual([
      'Install Install the plugin with npm.',
      'Setup Call defineUserConfig in your app.',
    ]);
    expect(
      pageSections(
        page('/a.html', 'A', 'A intro B body', [
          ['Missing', 'missing'],
          ['B', 'b'],
        ]),
      ),
    ).toEqual(['A intro', '', 'B body']);
  });

  it('cuts at h2/h3 only: deeper headings (recorded for the outline) stay in their section and out of the meta file', async () => {
    const deep = {
      route: '/deep.html',
      title: 'Deep',
      text: 'Deep intro Two two text Four four text',
      headers: [
        { level: 2, title: 'Two', slug: 'two' },
        { level: 4, title: 'Four', slug: 'four' },
      ],
    };
    expect(pageSections(deep)).toEqual(['Deep intro', 'Two two text Four four text']);
    const { files, indexes } = await buildSearchIndex([deep], '/', () => '/');
    const meta = JSON.parse(files.get(indexes['/']!.slice(1))!) as SearchMeta;
    expect(meta.pages[0]![2]).toEqual([['Two', 'two']]);
  });

  it('tokenises CJK runs into pairs and their last character, and identifiers into their tails', () => {
    expect(tokenize('pageSize每页条数')).toEqual(['pagesize', 'size', '每页', '页条', '条数', '数']);
    expect(tokenize('HTMLElement page_index')).toEqual(['htmlelement', 'element', 'page_index', 'index']);
    // By code point: characters outside the BMP stay whole; other scripts pair the same way.
    expect(tokenize('𠀀字𠀁')).toEqual(['𠀀字', '字𠀁', '𠀁']);
    expect(tokenize('한국어 カタカナ')).toEqual(['한국', '국어', '어', 'カタ', 'タカ', 'カナ', 'ナ']);
    // An upper-case letter without a lower-case form still starts a tail; none where lower-casing changed the length.
    expect(tokenize('aϒc')).toEqual(['aϒc', 'ϒc']);
    expect(tokenize('İConfig')).toEqual(['i̇config']);
    expect(queryTerms('夜间模式')).toEqual({ exact: ['夜间', '模式'], prefixes: [] }); // first and last pair: the text check does the rest
    expect(queryTerms('夜')).toEqual({ exact: [], prefixes: ['夜'] });
    expect(queryTerms('user conf')).toEqual({ exact: ['user'], prefixes: ['conf'] });
    expect(queryTerms('user conf ')).toEqual({ exact: ['user', 'conf'], prefixes: [] });
    expect(queryTerms('a')).toEqual({ exact: [], prefixes: [] });
  });

  it('links results as the site links pages: reserved characters in a page name percent-encoded', async () => {
    const pages = [
      page('/c#.html', 'C Sharp', 'C Sharp Sharp notes. Setup Sharp setup.', [['Setup', 'setup']]),
      page('/why?.html', 'Why Sharp', 'Why Sharp asked.'),
      page('/100%.html', 'Sharp Percent', 'Sharp Percent'),
    ];
    const { files, indexes } = await buildSearchIndex(pages, '/', () => '/');
    const load = async (url: string) => JSON.parse(files.get(url.slice(1))!) as unknown;
    const engine = new SearchEngine((await load(indexes['/']!)) as SearchMeta, load);
    expect((await engine.search('sharp', 10)).map((r) => r.link).sort()).toEqual([
      '/100%25.html',
      '/c%23.html',
      '/c%23.html#setup',
      '/why%3F.html',
    ]);
  });

  it('keeps one index per locale: results come only from the current locale', async () => {
    const root = await engineFor('/');
    const zh = await engineFor('/zh/');
    expect(root.meta.pages.map((p) => p[0])).toEqual([
      '/guide/escape.html',
      '/guide/install.html',
      '/guide/reader.html',
    ]);
    expect(zh.meta.pages.map((p) => p[0])).toEqual(['/zh/guide/install.html']);
    expect((await zh.fullText('npm')).map((h) => h.link)).toEqual(['/zh/guide/install.html']);
    expect((await root.fullText('npm')).map((h) => h.link)).toEqual(['/guide/install.html']);
  });

  it('finds every section holding a Chinese string, and none that only hold its characters apart', async () => {
    const root = await engineFor('/');
    expect((await root.fullText('夜间模式')).map((h) => h.link).sort()).toEqual([
      '/guide/reader.html',
      '/guide/reader.html#themes',
    ]);
    expect(await root.fullText('模式夜间')).toEqual([]);
    // One character: found at the start of a pair, and alone at the end of a run.
    expect((await root.fullText('夜')).map((h) => h.link).sort()).toEqual([
      '/guide/reader.html',
      '/guide/reader.html#themes',
    ]);
    expect((await root.fullText('式')).map((h) => h.link).sort()).toEqual([
      '/guide/reader.html',
      '/guide/reader.html#themes',
    ]);
    expect((await root.fullText('器')).map((h) => h.link)).toEqual(['/guide/reader.html']);
    const hit = (await root.fullText('翻页'))[0]!;
    expect(hit).toMatchObject({ title: 'Reader', header: undefined });
    // The section's heading (here the page title) is not repeated in the snippet.
    expect(hit.snippet).toEqual([
      { text: '阅读器 支持', hit: false },
      { text: '翻页', hit: true },
      { text: '动画和夜间模式。', hit: false },
    ]);
  });

  it('matches the last word by prefix and identifiers by their parts', async () => {
    const root = await engineFor('/');
    expect((await root.fullText('userconf')).map((h) => h.link)).toEqual(['/guide/install.html#setup']);
    expect((await root.fullText('config')).map((h) => h.link)).toEqual(['/guide/install.html#setup']);
    expect((await root.fullText('the plug')).map((h) => h.link)).toEqual(['/guide/install.html']);
    expect(await root.fullText('plugin the')).toEqual([]);
  });

  it('lists title and header suggestions first, then full-text hits not already listed, at most max', async () => {
    const root = await engineFor('/');
    const results = await root.search('install', 5);
    expect(results.map((r) => r.link)).toEqual(['/guide/install.html', '/guide/escape.html']);
    expect(results[0]!.snippet).toBeUndefined();
    expect(results[1]!.snippet?.find((p) => p.hit)?.text).toBe('install');
    expect(await root.search('install', 1)).toHaveLength(1);
    expect((await root.search('setup', 5))[0]).toEqual({
      link: '/guide/install.html#setup',
      title: 'Install',
      header: 'Setup',
    });
  });

  it('checks candidates only in text shards it may download, and loads nothing a query does not need', async () => {
    const { files, indexes } = await buildSearchIndex(PAGES, '/', () => '/');
    const loaded: string[] = [];
    const load = async (url: string) => {
      loaded.push(url);
      return JSON.parse(files.get(url.slice(1))!) as unknown;
    };
    const engine = new SearchEngine((await load(indexes['/']!)) as SearchMeta, load);
    expect(await engine.fullText('npm', { newTextShards: 0 })).toEqual([]);
    expect(loaded.filter((u) => /-x\./.test(u))).toEqual([]);
    expect((await engine.fullText('npm', { newTextShards: 1 })).map((h) => h.link)).toEqual([
      '/guide/install.html',
      '/zh/guide/install.html',
    ]);
    expect(loaded.filter((u) => /-x\./.test(u))).toHaveLength(1);
    // Once loaded, a shard costs nothing.
    expect(await engine.fullText('npm', { newTextShards: 0 })).toHaveLength(2);
  });

  it('writes the same index whatever order the pages come in (the build adds them as they are parsed)', async () => {
    const localeOf = (r: string) => (r.startsWith('/zh/') ? '/zh/' : '/');
    const inOrder = await buildSearchIndex(PAGES, '/', localeOf);
    const builder = new SearchIndexBuilder('/', localeOf);
    for (const p of [...PAGES].reverse()) builder.add(p);
    const shuffled = await builder.finish();
    expect([...shuffled.files].sort()).toEqual([...inOrder.files].sort());
    expect(shuffled.indexes).toEqual(inOrder.indexes);
    // With a plan (routes and source size known up front), pages are indexed as they arrive, early
    // ones waiting for those before them in route order; a page that never comes is skipped.
    const plan = {
      routes: [...PAGES.map((p) => p.route), '/guide/missing.html'],
      sourceChars: { '/': 1000, '/zh/': 100 },
    };
    const streaming = new SearchIndexBuilder('/', localeOf, plan);
    for (const p of [...PAGES].reverse()) streaming.add(p);
    const streamed = await streaming.finish();
    expect([...streamed.files].sort()).toEqual([...inOrder.files].sort());
  });
  it("names each locale's meta file by the locale alone, so a page links it whatever the other pages say", () => {
    const localeOf = (r: string) => (r.startsWith('/zh/') ? '/zh/' : '/');
    const urls = searchIndexUrls(['/a.html', '/zh/b.html', '/c.html'], '/docs/', localeOf);
    expect(urls).toEqual({ '/': '/docs/assets/search/root.json', '/zh/': '/docs/assets/search/zh.json' });
    // A locale without pages has no index.
    expect(searchIndexUrls(['/a.html'], '/', localeOf)).toEqual({ '/': '/assets/search/root.json' });
  });
  it('stores term postings as differences, and reads them back', () => {
    const entries: TermEntry[] = [
      ['a', [[3, 10, 11, 40]]],
      ['b', [null, [7]]],
    ];
    expect(deltaIds(structuredClone(entries), 'encode')).toEqual([
      ['a', [[3, 7, 1, 29]]],
      ['b', [null, [7]]],
    ]);
    expect(deltaIds(deltaIds(structuredClone(entries), 'encode'), 'decode')).toEqual(entries);
  });

  it('builds snippets around the first hit, cut at spaces, every occurrence marked', () => {
    const text = `${'word '.repeat(20)}find me and find me again ${'tail '.repeat(30)}`;
    const parts = snippet(text, text.indexOf('find'), 'find');
    expect(parts[0]).toEqual({ text: '…word word word word word word ', hit: false });
    expect(parts.filter((p) => p.hit).map((p) => p.text)).toEqual(['find', 'find']);
    expect(parts[parts.length - 1]!.text.endsWith('tail…')).toBe(true);
    expect(snippet('Find', 0, 'find')).toEqual([{ text: 'Find', hit: true }]);
    expect(snippet('Heading then the find', 17, 'find', 8)).toEqual([
      { text: 'then the ', hit: false },
      { text: 'find', hit: true },
    ]);
  });
});
