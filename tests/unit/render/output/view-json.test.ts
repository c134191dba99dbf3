// viewJson / hydrationJson: the same text as JSON.stringify (and scriptJson), with each sidebar's JSON
// made once and shared by the pages that show it.
import { describe, expect, it } from 'vitest';
import { scriptJson } from '../../../../src/render/output/ssr.js';
import { hydrationJson, viewJson } from '../../../../src/render/output/view-json.js';
import type { PageView, SidebarItem } from '../../../../src/shared/types.js';

// Text a naive splice would get wrong: replacement patterns, a closing script tag, line separators.
const sidebar: SidebarItem[] = [
  {
    text: 'Costs $& and $1 </script> \u2028\u2029 "quoted"',
    collapsible: false,
    children: [{ text: 'One <b>', link: '/one.html' }],
  },
];
const view = (route: string, items: SidebarItem[]): PageView =>
  ({
    route,
    title: `Title of ${route} $&`,
    html: '<p>x</p>',
    components: [],
    headers: [],
    sidebar: items,
    prev: { text: 'P', link: '/p.html' },
    locale: '/',
  }) as unknown as PageView;

describe('viewJson', () => {
  it('is JSON.stringify of the view, for pages sharing a sidebar and for a page without one', () => {
    for (const v of [view('/one.html', sidebar), view('/two.html', sidebar), view('/three.html', [])])
      expect(viewJson(v)).toBe(JSON.stringify(v));
  });

  it('takes a sidebar it serialised before from its cache (the same array), and a new one anew', () => {
    const items: SidebarItem[] = [{ text: 'A', link: '/a.html' }];
    expect(viewJson(view('/a.html', items))).toContain('"text":"A"');
    // The cache goes by the array: a sidebar changed in place keeps its first JSON (sidebars are
    // never changed in place: a new site model makes new ones).
    items[0]!.text = 'B';
    expect(viewJson(view('/b.html', items))).toContain('"text":"A"');
    expect(viewJson(view('/b.html', [{ text: 'B', link: '/a.html' }]))).toContain('"text":"B"');
  });
});

describe('hydrationJson', () => {
  it('is scriptJson({ site, page }): safe inside a <script>, the sidebar included', () => {
    const site = { title: 'Site </script>', lang: 'en-US' };
    for (const v of [view('/one.html', sidebar), view('/three.html', [])]) {
      const { html: _html, ...page } = v;
      const json = hydrationJson(site, page);
      expect(json).toBe(scriptJson({ site, page }));
      expect(json).not.toContain('</script>');
      expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify({ site, page })));
    }
  });
});
