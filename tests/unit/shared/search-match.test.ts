// site-spec §9 search matching, case by case.
import { describe, expect, it } from 'vitest';
import { matchesQuery, TitleIndex, titleSuggestions } from '../../../src/shared/search-match.js';

describe('matchesQuery (site-spec §9)', () => {
  it.each([
    // case-insensitive word match
    ['install', 'Install', true],
    ['INSTALL', 'install guide', true],
    ['guide install', 'Install Guide', true], // every word, any order
    ['guide setup', 'Install Guide', false], // every word must match
    // the last word is a prefix unless the query ends with a space
    ['inst', 'Install', true],
    ['inst ', 'Install', false],
    ['install ', 'Install', true],
    ['quick sta', 'Quick start', true],
    ['qui start', 'Quick start', false], // words before the last are whole words
    ['stall', 'Install', false], // a prefix starts at a word boundary
    ['v2', 'Changelog v2.0.2', true],
    ['0 ', 'Changelog v2.0.2', true],
    ['mock-', 'mock-field', true],
    ['field', 'mock-field', true],
    ['/home/li', 'GET /home/list', true],
    ['home/list', 'GET /home/list', true],
    ['ome', 'GET /home/list', false],
    ['', 'Anything', false],
    ['   ', 'Anything', false],
    ['a.b', 'axb', false], // no pattern characters
    ['(', 'f(x)', true],
    // non-ASCII query: substring match on any word
    ['安装', '插件安装说明', true],
    ['装说', '插件安装说明', true],
    ['安装 配置', '插件安装说明', true], // any word is enough
    ['配置 说明', '插件安装说明', true],
    ['配置', '插件安装说明', false],
    ['Café', 'café au lait', true],
    ['AFÉ', 'café', true], // still case-insensitive, and a substring
    ['v3 使用', 'v3 使用指南', true],
    ['xyz 指南', 'v3 使用指南', true],
    ['xyz 指', 'quick start', false],
  ])('%j matches %j: %s', (query, text, expected) => {
    expect(matchesQuery(query, text)).toBe(expected);
  });
});

describe('titleSuggestions', () => {
  const pages = [
    {
      path: '/guide/install.html',
      title: 'Install',
      headers: [{ title: 'Install with npm', slug: 'install-with-npm' }],
    },
    {
      path: '/guide/config.html',
      title: 'Configuration',
      headers: [
        { title: 'Install options', slug: 'install-options' },
        { title: 'Theme', slug: 'theme' },
      ],
    },
    { path: '/zh/', title: '首页', headers: [] },
  ];

  it('suggests a matching page once, and headers only of pages whose title does not match', () => {
    expect(titleSuggestions('inst', pages, 5).map((s) => s.link)).toEqual([
      '/guide/install.html',
      '/guide/config.html#install-options',
    ]);
    expect(titleSuggestions('inst', pages, 5)[1]).toEqual({
      link: '/guide/config.html#install-options',
      title: 'Configuration',
      header: 'Install options',
      page: 1,
      headerIndex: 0,
    });
  });

  it('stops at max', () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ path: `/p${i}.html`, title: `Page ${i}`, headers: [] }));
    expect(titleSuggestions('page', many, 5)).toHaveLength(5);
    expect(titleSuggestions('page', many, 5).map((s) => s.page)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('TitleIndex', () => {
  it('suggests exactly what titleSuggestions suggests', () => {
    const words = ['install', 'guide', 'config', 'theme', '安装', '配置', '说明', 'v2', 'mock-field', 'api'];
    const pages = Array.from({ length: 60 }, (_, p) => ({
      path: `/p${p}.html`,
      title: `${words[p % words.length]} ${words[(p * 7) % words.length]}`,
      headers: Array.from({ length: p % 4 }, (_, h) => ({
        title: `${words[(p + h * 3) % words.length]}${h % 2 ? '说明' : ' Options'}`,
        slug: `h${h}`,
      })),
    }));
    const index = new TitleIndex(pages);
    const queries = [
      'in',
      'install',
      'install ',
      'guide conf',
      'conf guide',
      '安',
      '装 配',
      'v2',
      'mock',
      'opt',
      'options ',
      'zz',
      '说明',
      'API',
      'theme v2',
      '',
      '-',
    ];
    for (const q of queries) {
      for (const max of [1, 5, 100])
        expect(index.suggest(q, max), `${q} / ${max}`).toEqual(titleSuggestions(q, pages, max));
    }
  });
});
