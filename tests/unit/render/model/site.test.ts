import { describe, expect, it } from 'vitest';
import { buildSiteModel, localesOf } from '../../../../src/render/model/site.js';
import { DEFAULT_LABELS } from '../../../../src/render/site/config-schema.js';
import type { PageData } from '../../../../src/render/page/page-types.js';
import { page, siteConfig } from './model-helpers.js';

const pagesOf = (list: PageData[]) => new Map(list.map((p) => [p.route, p]));
const opts = {};

describe('localesOf', () => {
  it('adds a root locale from the site settings when the config lists none', () => {
    const locales = localesOf(siteConfig({ title: 'Docs', description: 'About', lang: 'fr-FR' }), new Map());
    expect(locales).toHaveLength(1);
    expect(locales[0]).toMatchObject({
      path: '/',
      lang: 'fr-FR',
      label: 'fr-FR',
      title: 'Docs',
      description: 'About',
      searchPlaceholder: 'Search',
      home: '/',
    });
    expect(locales[0]!.labels).toEqual(DEFAULT_LABELS);
  });

  it("derives a locale's lang and label from its path, and lists the longest path first", () => {
    const config = siteConfig({ title: 'Docs', locales: { '/zh/': { title: '文档' }, '/': { label: 'English' } } });
    const locales = localesOf(config, new Map());
    expect(locales.map((l) => l.path)).toEqual(['/zh/', '/']);
    expect(locales[0]).toMatchObject({ lang: 'zh', label: 'zh', title: '文档', description: '' });
    expect(locales[1]).toMatchObject({ lang: 'en-US', label: 'English', title: 'Docs' });
  });

  it('labels a locale by its lang when it has no label', () => {
    const [zh] = localesOf(siteConfig({ locales: { '/zh/': { lang: 'zh-CN' } } }), new Map());
    expect(zh).toMatchObject({ path: '/zh/', lang: 'zh-CN', label: 'zh-CN' });
  });

  it("merges theme labels: defaults, then the site's, then the locale's", () => {
    const config = siteConfig({
      labels: { prev: 'Back', next: 'Onward' },
      locales: { '/zh/': { labels: { next: '下一页' } } },
    });
    const [zh, root] = localesOf(config, new Map());
    expect(zh!.labels).toMatchObject({ prev: 'Back', next: '下一页', copyCode: DEFAULT_LABELS.copyCode });
    expect(root!.labels).toMatchObject({ prev: 'Back', next: 'Onward' });
  });

  it('resolves navbar links to routes under the base, leaving external links alone', () => {
    const config = siteConfig({
      base: '/docs/',
      navbar: [
        { text: 'Guide', link: '/guide/first' },
        { text: 'Source', link: 'guide/second.md#part' },
        {
          text: 'More',
          children: [
            { text: 'GitHub', link: 'https://github.com/x/y' },
            { text: 'Intro', link: '/guide' },
          ],
        },
      ],
    });
    const pages = pagesOf([page('guide/first.md'), page('guide/second.md'), page('guide/README.md')]);
    const [root] = localesOf(config, pages);
    expect(root!.home).toBe('/docs/');
    expect(root!.navbar).toEqual([
      { text: 'Guide', link: '/docs/guide/first.html' },
      { text: 'Source', link: '/docs/guide/second.html#part' },
      {
        text: 'More',
        activeMatch: undefined,
        children: [
          { text: 'GitHub', link: 'https://github.com/x/y' },
          { text: 'Intro', link: '/docs/guide/' },
        ],
      },
    ]);
  });

  it("gives a locale its own navbar when it has one, else the site's", () => {
    const config = siteConfig({
      navbar: [{ text: 'Home', link: '/' }],
      locales: { '/zh/': { navbar: [{ text: '首页', link: '/zh/' }] }, '/ja/': {} },
    });
    const byPath = new Map(localesOf(config, new Map()).map((l) => [l.path, l]));
    expect(byPath.get('/zh/')!.navbar).toEqual([{ text: '首页', link: '/zh/' }]);
    expect(byPath.get('/ja/')!.navbar).toEqual([{ text: 'Home', link: '/' }]);
    expect(byPath.get('/ja/')!.home).toBe('/ja/');
  });
});

describe('buildSiteModel: site data', () => {
  it('carries the settings every page needs', () => {
    const config = siteConfig({
      title: 'T',
      base: '/b/',
      logo: '/logo.svg',
      repo: 'https://github.com/o/n',
      analytics: { id: 'G-1', provider: 'google' },
    });
    const { site } = buildSiteModel(config, [], { searchIndexes: { '/': '/b/assets/search/root.json' } });
    expect(site).toMatchObject({
      title: 'T',
      base: '/b/',
      logo: '/b/logo.svg',
      hasRepo: true,
      analytics: { provider: 'google', id: 'G-1' },
    });
    expect(site.search).toEqual({ enabled: true, maxSuggestions: 5, indexes: { '/': '/b/assets/search/root.json' } });
  });

  it('turns search off, or sets its number of suggestions', () => {
    expect(buildSiteModel(siteConfig({ search: false }), [], opts).site.search.enabled).toBe(false);
    expect(buildSiteModel(siteConfig({ search: { maxSuggestions: 9 } }), [], opts).site.search).toMatchObject({
      enabled: true,
      maxSuggestions: 9,
    });
    expect(buildSiteModel(siteConfig(), [], opts).site).toMatchObject({
      hasRepo: false,
      logo: undefined,
      analytics: undefined,
    });
  });

  it('maps routes to pages', () => {
    const list = [page('index.md'), page('guide/a.md')];
    expect([...buildSiteModel(siteConfig(), list, opts).pages.keys()]).toEqual(['/', '/guide/a.html']);
  });
});

describe('buildSiteModel: view(page)', () => {
  const guide = {
    '/guide/': [
      { text: 'Guide', link: '/guide/', children: ['/guide/a', '/guide/b.md'] },
      { text: 'More', children: [{ text: 'Ext', link: 'https://x.dev' }] },
    ],
  };
  const list = [
    page('index.md', 'Home', {
      home: {
        heroHeight: 280,
        actions: [{ text: 'Go', link: '/guide/a', type: 'primary' }],
        features: [],
        heroImage: '/hero.png',
      },
    }),
    page('guide/README.md', 'Guide'),
    page('guide/a.md', 'A'),
    page('guide/b.md', 'B'),
    page('other.md', 'Other'),
  ];
  const model = buildSiteModel(siteConfig({ base: '/d/', sidebar: guide }), list, opts);
  const viewOf = (route: string) => model.view(model.pages.get(route)!);

  it("copies the page's own content into its view", () => {
    const v = model.view(
      page('guide/a.md', 'A', {
        html: '<p>x</p>',
        description: 'About A',
        headers: [{ level: 2, title: 'H', slug: 'h' }],
      }),
    );
    expect(v).toMatchObject({
      route: '/guide/a.html',
      title: 'A',
      description: 'About A',
      html: '<p>x</p>',
      headers: [{ level: 2, title: 'H', slug: 'h' }],
      locale: '/',
    });
  });

  it('gives a home page no sidebar and resolves its hero links under the base', () => {
    const v = viewOf('/');
    expect(v.sidebar).toEqual([]);
    expect(v.prev).toBeUndefined();
    expect(v.home).toMatchObject({
      heroImage: '/d/hero.png',
      actions: [{ text: 'Go', link: '/d/guide/a.html', type: 'primary' }],
    });
  });

  it("resolves a home page's relative hero and feature links as VitePress's theme does: ./ and ../ from the page, bare from the root", () => {
    const zhHome = page('zh/index.md', '首页', {
      home: {
        heroHeight: 280,
        actions: [
          { text: 'Start', link: './guide/a', type: 'primary' },
          { text: 'Bare', link: 'guide/b.md#part', type: 'secondary' },
          { text: 'Up', link: '../other', type: 'secondary' },
          { text: 'Folder', link: './guide/', type: 'secondary' },
        ],
        features: [{ title: 'F', details: '', link: './guide/a' }],
      },
    });
    const zh = [zhHome, page('zh/guide/a.md', 'A'), page('zh/guide/b.md', 'B'), page('zh/guide/index.md', 'G')];
    const m = buildSiteModel(
      siteConfig({ base: '/d/', cleanUrls: true }),
      [...list, ...zh.map((p) => ({ ...p }))],
      opts,
    );
    const v = m.view(m.pages.get('/zh/')!);
    expect(v.home!.actions.map((a) => a.link)).toEqual([
      '/d/zh/guide/a',
      '/d/guide/b#part',
      '/d/other',
      '/d/zh/guide/',
    ]);
    expect(v.home!.features[0]!.link).toBe('/d/zh/guide/a');
  });

  it('leaves out every config and frontmatter link that would run code, and keeps data: images', () => {
    const bad = [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'java\tscript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
    ];
    const pngData = 'data:image/png;base64,iVBORw0KGgo=';
    const config = siteConfig({
      logo: 'vbscript:x',
      navbar: [
        ...bad.map((link) => ({ text: 'Bad', link })),
        { text: 'Guide', link: '/guide/' },
        { text: 'Menu', children: [...bad.map((link) => ({ text: 'Bad', link })), { text: 'A', link: '/guide/a' }] },
      ],
      sidebar: {
        '/guide/': [
          {
            text: 'G',
            link: 'data:text/html,x',
            children: [...bad, '/guide/a', ...bad.map((link) => ({ text: 'Bad', link }))],
          },
        ],
      },
      socialLinks: [
        ...bad.map((link) => ({ icon: 'github' as const, link })),
        { icon: 'github' as const, link: 'https://github.com/x' },
      ],
    });
    const home = page('index.md', 'Home', {
      home: {
        heroHeight: 280,
        heroImage: 'data:text/html,x',
        heroImageDark: pngData,
        actions: [
          ...bad.map((link) => ({ text: 'Bad', link, type: 'primary' as const })),
          { text: 'Go', link: '/guide/a', type: 'primary' as const },
        ],
        features: [
          { title: 'F', details: 'd', link: 'vbscript:x', icon: 'javascript:x', iconIsImage: true },
          { title: 'G', details: 'd', icon: pngData, iconIsImage: true },
        ],
      },
    });
    const a = page('guide/a.md', 'A', {
      frontmatter: {
        prev: { text: 'Bad', link: 'javascript:alert(1)' },
        next: { text: 'Bad', link: 'data:text/html,x' },
      },
    });
    const m = buildSiteModel(config, [home, page('guide/README.md', 'Guide'), a], opts);
    const everything = JSON.stringify([m.site, m.view(m.pages.get('/')!), m.view(m.pages.get('/guide/a.html')!)]);
    expect(everything).not.toMatch(/javascript|vbscript|data:text/i);
    expect(m.site.logo).toBeUndefined();
    expect(m.site.locales[0]!.navbar.map((n) => n.text)).toEqual(['Guide', 'Menu']);
    expect(m.site.socialLinks!.map((l) => l.link)).toEqual(['https://github.com/x']);
    const view = m.view(m.pages.get('/')!);
    expect(view.home).toMatchObject({
      heroImageDark: pngData,
      actions: [{ text: 'Go', link: '/guide/a.html' }],
      features: [{ title: 'F' }, { title: 'G', icon: pngData, iconIsImage: true }],
    });
    expect(view.home!.heroImage).toBeUndefined();
    expect(m.view(m.pages.get('/guide/a.html')!).sidebar).toMatchObject([
      { text: 'G', link: undefined, children: [{ text: 'A', link: '/guide/a.html' }] },
    ]);
  });

  it("uses the sidebar of the page's path prefix, titles filled from the pages", () => {
    expect(viewOf('/guide/a.html').sidebar).toEqual([
      {
        text: 'Guide',
        link: '/d/guide/',
        collapsible: false,
        children: [
          { text: 'A', link: '/d/guide/a.html' },
          { text: 'B', link: '/d/guide/b.html' },
        ],
      },
      { text: 'More', link: undefined, collapsible: false, children: [{ text: 'Ext', link: 'https://x.dev' }] },
    ]);
  });

  it('gives a page outside every sidebar prefix no sidebar and no prev/next', () => {
    const v = viewOf('/other.html');
    expect(v.sidebar).toEqual([]);
    expect([v.prev, v.next]).toEqual([undefined, undefined]);
  });

  it('takes prev/next from the sidebar order, group links included', () => {
    expect([viewOf('/guide/').prev, viewOf('/guide/').next]).toEqual([
      undefined,
      { text: 'A', link: '/d/guide/a.html' },
    ]);
    expect([viewOf('/guide/a.html').prev, viewOf('/guide/a.html').next]).toEqual([
      { text: 'Guide', link: '/d/guide/' },
      { text: 'B', link: '/d/guide/b.html' },
    ]);
    expect(viewOf('/guide/b.html').next).toEqual({ text: 'Ext', link: 'https://x.dev' });
  });

  it("adds the edit link and git dates of the page's file", () => {
    const git = new Map([
      ['guide/a.md', { lastUpdated: 1700000000000, contributors: [{ name: 'Ann', email: 'a@x' }] }],
    ]);
    const m = buildSiteModel(siteConfig(), list, { git, editLink: (p) => `https://edit/${p.file}` });
    expect(m.view(m.pages.get('/guide/a.html')!)).toMatchObject({
      editLink: 'https://edit/guide/a.md',
      lastUpdated: 1700000000000,
      contributors: [{ name: 'Ann', email: 'a@x' }],
    });
    expect(m.view(m.pages.get('/guide/b.html')!)).toMatchObject({
      editLink: 'https://edit/guide/b.md',
      lastUpdated: undefined,
      contributors: undefined,
    });
  });
});

describe('buildSiteModel: locales in views', () => {
  const config = siteConfig({
    locales: { '/': { label: 'English' }, '/zh/': { label: '中文' }, '/ja/': { label: '日本語' } },
  });

  it('lists translations only when more than one locale has pages', () => {
    const m = buildSiteModel(config, [page('index.md'), page('guide/a.md')], opts);
    expect(m.view(m.pages.get('/guide/a.html')!).translations).toBeUndefined();
  });

  it("links each locale's version of a page, or that locale's home when it has none", () => {
    const m = buildSiteModel(
      config,
      [page('index.md'), page('guide/a.md'), page('zh/index.md'), page('zh/guide/a.md'), page('zh/only.md')],
      opts,
    );
    const zh = m.view(m.pages.get('/zh/guide/a.html')!);
    expect(zh.locale).toBe('/zh/');
    // /ja/ has no pages: it is not in the menu.
    expect(zh.translations).toEqual([
      { text: 'English', link: '/guide/a.html' },
      { text: '中文', link: '/zh/guide/a.html' },
    ]);
    expect(m.view(m.pages.get('/zh/only.html')!).translations).toEqual([
      { text: 'English', link: '/' },
      { text: '中文', link: '/zh/only.html' },
    ]);
  });
});

describe('buildSiteModel: generated sidebar', () => {
  const list = [
    page('index.md', 'Home', { home: { heroHeight: 280, actions: [], features: [] } }),
    page('guide/README.md', 'Guide'),
    page('guide/first.md', 'First'),
    page('guide/second.md', 'Second'),
  ];
  const model = buildSiteModel(siteConfig(), list, opts);
  const viewOf = (route: string) => model.view(model.pages.get(route)!);

  it("chains prev/next through a folder's pages", () => {
    expect(viewOf('/guide/first.html')).toMatchObject({
      prev: { text: 'Guide', link: '/guide/' },
      next: { text: 'Second', link: '/guide/second.html' },
    });
    expect(viewOf('/guide/second.html').next).toBeUndefined();
  });

  // A folder group links to its index page and lists that index again as its first child: one stop.
  it("gives a folder's index page the folder's first other page as next, not itself", () => {
    expect(viewOf('/guide/').next).toEqual({ text: 'First', link: '/guide/first.html' });
  });
});

describe('buildSiteModel: clean URLs', () => {
  const list = [
    page('index.md', 'Home'),
    page('guide/README.md', 'Guide'),
    page('guide/a.md', 'A'),
    page('guide/b.md', 'B'),
    page('zh/guide/a.md', 'A 中文'),
  ];
  const config = siteConfig({
    base: '/d/',
    cleanUrls: true,
    locales: { '/': { label: 'English' }, '/zh/': { label: '中文' } },
    navbar: [
      { text: 'A', link: '/guide/a.md' },
      { text: 'B', link: '/guide/b.html' },
      { text: 'Guide', link: '/guide/' },
    ],
    sidebar: {
      '/guide/': [{ text: 'Guide', link: '/guide/', children: ['/guide/a', { text: 'B', link: '/guide/b.md#x' }] }],
    },
  });
  const m = buildSiteModel(config, list, opts);
  const a = m.view(m.pages.get('/guide/a.html')!);

  it('links every page without .html: navbar, sidebar, prev/next, translations; folders keep their slash', () => {
    expect(m.site.cleanUrls).toBe(true);
    expect(m.site.locales.find((l) => l.path === '/')!.navbar.map((n) => ('link' in n ? n.link : ''))).toEqual([
      '/d/guide/a',
      '/d/guide/b',
      '/d/guide/',
    ]);
    expect(a.sidebar).toEqual([
      {
        text: 'Guide',
        link: '/d/guide/',
        collapsible: false,
        children: [
          { text: 'A', link: '/d/guide/a' },
          { text: 'B', link: '/d/guide/b#x' },
        ],
      },
    ]);
    expect([a.prev, a.next]).toEqual([
      { text: 'Guide', link: '/d/guide/' },
      { text: 'B', link: '/d/guide/b#x' },
    ]);
    expect(a.translations).toEqual([
      { text: 'English', link: '/d/guide/a' },
      { text: '中文', link: '/d/zh/guide/a' },
    ]);
  });

  it('links the generated sidebar without .html too', () => {
    const auto = buildSiteModel(siteConfig({ cleanUrls: true }), list.slice(0, 4), opts);
    const v = auto.view(auto.pages.get('/guide/a.html')!);
    expect(JSON.stringify(v.sidebar)).not.toContain('.html');
    expect(v.next).toEqual({ text: 'B', link: '/guide/b' });
  });
});
