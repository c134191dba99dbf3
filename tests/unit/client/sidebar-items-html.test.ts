// The sidebar's items as the server makes them without React (sidebar-items-html.ts) must be the
// markup React renders from SidebarItems.tsx, which the browser hydrates: on every page of a sidebar
// with nested, folding, linked and untitled groups, and on pages outside it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverBuildOptions, writeServerBundle, type ServerBundle } from '../../../src/render/output/bundle.js';
import { TOOLKIT_ROOT } from '../../../src/render/toolkit.js';
import { NO_THEME } from '../../../src/render/site/theme.js';
import type { SidebarItem } from '../../../src/shared/types.js';

const THEME_SRC = path.join(TOOLKIT_ROOT, 'src', 'client', 'theme');

interface Probe {
  /** React's render of the items, in the site context of the page at `route`. */
  react(items: SidebarItem[], route: string, base: string): string;
  /** The same made as strings. */
  strings(items: SidebarItem[], route: string, base: string): string;
  /** The whole <Sidebar>, its items given as strings (`prerendered`) or rendered by React. */
  sidebar(items: SidebarItem[], route: string, base: string, prerendered: boolean): string;
}

let bundle: ServerBundle;
let probe: Probe;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-sidebar-html-'));
  const { entryPoints: _, ...options } = serverBuildOptions(new Map(), NO_THEME);
  const result = await esbuild.build({
    ...options,
    stdin: {
      contents: `
import { renderToString } from 'react-dom/server';
import { SiteContext } from '../context.js';
import { SidebarEntry } from './SidebarItems.js';
import { Sidebar } from './Sidebar.js';
import { SidebarItemsHtml } from './sidebar-prerender.js';
import { sidebarItemsHtml } from './sidebar-items-html.js';
const context = (route, base) => ({
  site: { base, socialLinks: [] },
  locale: { path: '/', lang: 'en', navbar: [], labels: {} },
  page: { route },
  loading: false,
});
export const react = (items, route, base) =>
  renderToString(<SiteContext.Provider value={context(route, base)}>{items.map((item, i) => <SidebarEntry key={i} item={item} depth={0} />)}</SiteContext.Provider>);
export const strings = sidebarItemsHtml;
export const sidebar = (items, route, base, prerendered) =>
  renderToString(
    <SidebarItemsHtml.Provider value={prerendered ? sidebarItemsHtml : undefined}>
      <SiteContext.Provider value={context(route, base)}><Sidebar items={items} /></SiteContext.Provider>
    </SidebarItemsHtml.Provider>,
  );
`,
      resolveDir: THEME_SRC,
      sourcefile: 'probe.tsx',
      loader: 'tsx',
    },
  });
  bundle = await writeServerBundle(result.outputFiles, NO_THEME);
  probe = bundle.renderer as unknown as Probe;
});
afterAll(() => {
  bundle?.dispose();
  fs.rmSync(dir, { recursive: true, force: true });
});

const link = (text: string, link: string): SidebarItem => ({ text, link });

/** Nested groups of every kind: folding closed, folding open, not folding, linked, untitled, empty. */
function tree(base: string): SidebarItem[] {
  const at = (p: string) => `${base.replace(/\/$/, '')}${p}`;
  return [
    link('Home', at('/')),
    {
      text: 'Guide & "more"',
      link: at('/guide/'),
      collapsible: true,
      children: [
        link('Start <here>', at('/guide/start.html')),
        link("It's deep", at('/guide/deep.html#part')),
        {
          text: 'Advanced',
          collapsible: true,
          collapsed: true,
          children: [
            link('Tuning', at('/guide/advanced/tuning.html?x=1')),
            {
              text: 'Deeper',
              link: at('/guide/advanced/deeper'),
              collapsible: true,
              children: [link('Leaf', at('/guide/advanced/deeper/leaf.html'))],
            },
            { text: 'Empty', collapsible: true, children: [] },
          ],
        },
      ],
    },
    {
      text: 'Reference',
      collapsible: true,
      collapsed: false,
      children: [link('API', at('/reference/api.html')), link('Same page twice', at('/guide/start.html'))],
    },
    {
      text: 'Plain',
      collapsible: false,
      children: [link('Config', at('/config.html')), link('', at('/empty-text.html'))],
    },
    {
      collapsible: true,
      children: [
        link('Untitled child', at('/untitled/child.html')),
        { text: '', collapsible: true, children: [link('x', at('/x.html'))] },
      ],
    },
    link('Script', 'javascript:alert(1)'),
    link('No link', ''),
    link('Outside', 'https://example.com/guide/start.html'),
  ];
}

/** Every page the sidebar links to, and pages it does not hold. */
function routes(items: SidebarItem[], base: string): string[] {
  const out = new Set(['/elsewhere.html', '/guide/missing.html']);
  const visit = (item: SidebarItem) => {
    if (item.link?.startsWith(base)) {
      const p = '/' + item.link.slice(base.length).split(/[?#]/)[0]!;
      out.add(p.endsWith('/') || p.endsWith('.html') ? p : `${p}.html`);
      out.add(p.endsWith('.html') ? p.slice(0, -'.html'.length) + '/' : p);
    }
    if ('children' in item) item.children.forEach(visit);
  };
  items.forEach(visit);
  return [...out];
}

describe('sidebarItemsHtml', () => {
  for (const base of ['/', '/docs/']) {
    it(`should make React's markup of the items on every page (base ${base})`, () => {
      const items = tree(base);
      const pages = routes(items, base);
      expect(pages.length).toBeGreaterThan(10);
      for (const route of pages) expect(probe.strings(items, route, base), route).toBe(probe.react(items, route, base));
      // Made again from what the first pages cached: the same.
      for (const route of pages) expect(probe.strings(items, route, base), route).toBe(probe.react(items, route, base));
    });
  }

  it('should give <Sidebar> the same HTML as React renders it', () => {
    const items = tree('/');
    for (const route of routes(items, '/')) {
      const react = probe.sidebar(items, route, '/', false);
      expect(react).toContain('bd-sidebar-link');
      expect(probe.sidebar(items, route, '/', true), route).toBe(react);
    }
  });

  it('should mark the current page only, whichever page of a shared sidebar came first', () => {
    const items = tree('/');
    const html = probe.strings(items, '/guide/advanced/tuning.html', '/');
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(probe.strings(items, '/config.html', '/').match(/aria-current="page"/g)).toHaveLength(1);
    expect(probe.strings(items, '/elsewhere.html', '/')).not.toContain('aria-current');
  });
});
