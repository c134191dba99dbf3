import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../../../../src/render/model/site.js';
import type { PageData } from '../../../../src/render/page/page-types.js';
import { page, siteConfig } from './model-helpers.js';

/** A site of three guide pages, the middle one with `frontmatter`; its view. */
function middle(frontmatter: Record<string, unknown>) {
  const list: PageData[] = [
    page('index.md', 'Home'),
    page('guide/a.md', 'A'),
    page('guide/b.md', 'B', { frontmatter }),
    page('guide/c.md', 'C'),
  ];
  const model = buildSiteModel(siteConfig({ repo: 'https://github.com/o/r', lastUpdated: true }), list, {
    editLink: (p) => `https://edit/${p.file}`,
    git: new Map([['guide/b.md', { lastUpdated: 1, contributors: [] }]]),
  });
  return model.view(model.pages.get('/guide/b.html')!);
}

describe("a page's own frontmatter (VitePress and VuePress keys)", () => {
  it('should keep the sidebar, prev/next, edit link and last updated by default', () => {
    const v = middle({});
    expect(v.sidebar.length).toBeGreaterThan(0);
    expect([v.prev?.text, v.next?.text]).toEqual(['A', 'C']);
    expect(v.editLink).toBe('https://edit/guide/b.md');
    expect(v.lastUpdated).toBe(1);
    expect(v.pageClass).toBeUndefined();
  });

  it('should support prev/next: false, a text, or a link of their own', () => {
    expect([middle({ prev: false }).prev, middle({ next: false }).next]).toEqual([undefined, undefined]);
    expect(middle({ prev: 'Back to A' }).prev).toEqual({ text: 'Back to A', link: '/guide/a.html' });
    expect(middle({ next: { text: 'Elsewhere', link: '/guide/a.md' } }).next).toEqual({
      text: 'Elsewhere',
      link: '/guide/a.html',
    });
    expect(middle({ next: { text: 'Renamed' } }).next).toEqual({ text: 'Renamed', link: '/guide/c.html' });
  });

  it('should support sidebar: false, editLink: false, lastUpdated: false and pageClass', () => {
    const v = middle({ sidebar: false, editLink: false, lastUpdated: false, pageClass: 'wide' });
    expect(v.sidebar).toEqual([]);
    expect([v.prev?.text, v.next?.text]).toEqual(['A', 'C']);
    expect([v.editLink, v.lastUpdated, v.pageClass]).toEqual([undefined, undefined, 'wide']);
  });

  it('should show a layout: page as its content alone', () => {
    const v = middle({ layout: 'page' });
    expect([v.sidebar, v.prev, v.next, v.editLink, v.lastUpdated]).toEqual([
      [],
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
