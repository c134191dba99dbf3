import { describe, expect, it } from 'vitest';
import { llmsFullPieces, llmsFullTxt, llmsSections, llmsTxt } from '../../../../src/render/agents/llms-txt.js';
import type { SidebarItem } from '../../../../src/shared/types.js';

const labels = { pages: 'Pages', other: 'Other pages' };
const pages = [
  { route: '/', title: 'Home' },
  { route: '/guide/a.html', title: 'A', description: 'About a' },
  { route: '/guide/b.html', title: 'B [beta]' },
  { route: '/v2/start.html', title: 'Start 2' },
  { route: '/v3/start.html', title: 'Start 3' },
  { route: '/loose.html', title: 'Loose' },
];
const group = (text: string, links: [string, string][]): SidebarItem => ({
  text,
  collapsible: false,
  children: links.map(([t, link]) => ({ text: t, link })),
});

describe('llmsSections', () => {
  it('should group pages as the sidebars do, list each once, and put the rest last', () => {
    const sidebars = [
      [
        group('Guide', [
          ['A', '/docs/guide/a'],
          ['B', '/docs/guide/b.html'],
        ]),
        { text: 'Top', link: '/docs/' },
      ],
      [group('Guide', [['A again', '/docs/guide/a']])],
    ];
    const sections = llmsSections(pages, sidebars, '/docs/', labels);
    expect(sections.map((s) => [s.title, s.pages.map((p) => p.route)])).toEqual([
      ['Guide', ['/guide/a.html', '/guide/b.html']],
      ['Pages', ['/']],
      ['Other pages', ['/v2/start.html', '/v3/start.html', '/loose.html']],
    ]);
  });

  it('should tell apart groups of one name in two sidebars by their folder', () => {
    const sidebars = [[group('起步', [['s', '/v2/start']])], [group('起步', [['s', '/v3/start.html']])]];
    const titles = llmsSections(pages, sidebars, '/', labels).map((s) => s.title);
    expect(titles.slice(0, 2)).toEqual(['起步 (/v2/)', '起步 (/v3/)']);
  });
});

describe('llmsTxt', () => {
  it('should write an H1, a blockquote summary and H2 sections of links', () => {
    const text = llmsTxt(
      { title: '书架', description: '一个\n站点' },
      [{ title: 'Guide', pages: [pages[1]!, pages[2]!] }],
      (route) => `/x${route.replace('.html', '.md')}`,
    );
    expect(text).toBe(
      '# 书架\n\n> 一个 站点\n\n## Guide\n\n- [A](/x/guide/a.md): About a\n- [B \\[beta\\]](/x/guide/b.md)\n',
    );
  });

  it('should leave the summary out when there is no description', () => {
    expect(llmsTxt({ title: 'T', description: '' }, [], (r) => r)).toBe('# T\n');
  });
});

describe('llmsFullTxt', () => {
  it('should put the copies one after the other, apart', () => {
    expect(llmsFullTxt(['# A\n\nx\n', '# B\n'])).toBe('# A\n\nx\n\n---\n\n# B\n');
  });
});

describe('llmsFullPieces', () => {
  it('gives llms-full.txt in pieces that join to the whole text', () => {
    const copies = ['# A\n\nx\n  \n', '# B\n', '', '# C 中文\n\n\n'];
    const pieces = [...llmsFullPieces(copies)];
    expect(pieces).toHaveLength(copies.length + 1);
    expect(pieces.join('')).toBe('# A\n\nx\n\n---\n\n# B\n\n---\n\n\n\n---\n\n# C 中文\n');
    expect([...llmsFullPieces([])].join('')).toBe('\n');
  });

  it('reads its copies one at a time, as the writer asks for them', () => {
    const read: string[] = [];
    function* copies() {
      for (const c of ['# A\n', '# B\n']) {
        read.push(c);
        yield c;
      }
    }
    const pieces = llmsFullPieces(copies());
    expect(pieces.next().value).toBe('# A');
    expect(read).toEqual(['# A\n']);
  });
});
