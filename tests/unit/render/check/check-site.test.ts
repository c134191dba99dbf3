import { describe, expect, it } from 'vitest';
import { checkSite } from '../../../../src/render/check/check-site.js';
import { createContext } from '../../../../src/render/check/context.js';
import { locateInFrontmatter } from '../../../../src/render/check/page-links.js';
import { closestRoute } from '../../../../src/render/check/resolve.js';
import { MAX_COMPARISONS } from '../../../../src/shared/did-you-mean.js';
import { loadPage } from '../../../../src/render/page/page.js';
import { parseSiteConfig } from '../../../../src/render/site/config-validate.js';

/** A validated config (the test fails on an invalid one). */
function siteConfig(raw: unknown) {
  const { config, diagnostics } = parseSiteConfig(raw);
  expect(diagnostics).toEqual([]);
  return config!;
}

describe('checkSite', () => {
  const page = (file: string, source: string, base = '/') =>
    loadPage(file, source, { base, components: new Set(), label: file, highlight: false });

  it('applies the base to absolute links written with or without it', async () => {
    const base = '/docs/';
    const pages = [
      await page(
        'guide/a.md',
        '# A\n\n[1](/docs/guide/b.md) [2](/guide/b.html#two) [3](/docs/guide/b) [4](./b.md#two) [5](/docs/guide/c.md)\n\n![i](/docs/img.png) ![j](/img.png)\n',
        base,
      ),
      await page('guide/b.md', '# B\n\n## Two\n', base),
      await page('index.md', '# Home\n', base),
    ];
    const config = siteConfig({
      base,
      navbar: [
        { text: 'B', link: '/docs/guide/b' },
        { text: 'C', link: '/guide/c' },
      ],
    });
    const routes = new Map(pages.map((p) => [p.route, p.file]));
    const findings = checkSite({ config, pages, routes, assets: new Set(['img.png']), publicFiles: new Set() });
    expect(findings.map((f) => `${f.rule} ${f.target}`)).toEqual(['broken-link /docs/guide/c.md', 'nav-link /guide/c']);
    expect(findings[0]!.message).toBe('/docs/guide/c.md — no page guide/c.md (did you mean /docs/guide/b.md?)');
  });

  it('reports no broken link, anchor, navbar or sidebar link that check.ignoreLinks names, exactly or by a pattern', async () => {
    const pages = [
      await page(
        'index.md',
        '# Home\n\n[a](/play) [b](/play/x) [c](/interactive/?s=1) [d](/Interactive/) [e](#nowhere) [f](/gone.md) [g](/guide/) [h](/guide/x)\n',
      ),
    ];
    const config = siteConfig({
      navbar: [
        { text: 'Play', link: '/play' },
        { text: 'Other', link: '/other' },
      ],
      check: { ignoreLinks: ['/play', { pattern: '^/interactive/' }, '#nowhere', '/guide/'] },
    });
    const routes = new Map(pages.map((p) => [p.route, p.file]));
    const findings = checkSite({ config, pages, routes, assets: new Set(), publicFiles: new Set() });
    // A string is the link exactly as written (/play, not /play/x; "/guide/" is no expression); a
    // pattern is case-sensitive unless its flags say not.
    expect(findings.map((f) => `${f.rule} ${f.target}`)).toEqual([
      'broken-link /play/x',
      'broken-link /Interactive/',
      'broken-link /gone.md',
      'broken-link /guide/x',
      'nav-link /other',
    ]);
  });

  it('rejects an ignoreLinks pattern that is no regular expression, naming it', () => {
    const { diagnostics } = parseSiteConfig({ check: { ignoreLinks: ['/ok', { pattern: '(' }] } });
    expect(diagnostics.map((d) => d.message)).toEqual([
      expect.stringMatching(/^check\.ignoreLinks\[1\]\.pattern: not a regular expression: .*/),
    ]);
  });

  it('warns of every link and image that would run code, which the site leaves out (unsafe-url)', async () => {
    const home = await page(
      'index.md',
      '---\nlayout: home\nhero:\n  name: X\n  image: "data:text/html,x"\n  actions:\n    - text: Go\n      link: "vbscript:msgbox(1)"\n    - text: Ok\n      link: /a.md\nfeatures:\n  - title: F\n    details: d\n    link: " JAVASCRIPT:x"\n---\n',
    );
    const a = await page(
      'a.md',
      '---\nprev:\n  text: Back\n  link: "data:text/html,<b>x</b>"\n---\n# A\n\n[x](javascript:alert(1)) [y](<java\tscript:alert(1)>) [z](data:text/html,x) <javascript:alert(1)>\n\n![ok](data:image/png;base64,iVBORw0KGgo=)\n',
    );
    const pages = [home, a];
    const routes = new Map(pages.map((p) => [p.route, p.file]));
    const config = siteConfig({
      logo: 'data:image/svg+xml,<svg/>',
      navbar: [
        { text: 'Bad', link: 'java\tscript:alert(1)' },
        { text: 'A', link: '/a' },
      ],
      sidebar: { '/': [{ text: 'G', children: ['vbscript:x', '/a', { text: 'Inner', children: ['javascript:y'] }] }] },
      socialLinks: [{ icon: 'github', link: 'data:text/html,x' }],
      repo: 'javascript:alert(1)//',
    });
    const sources: Record<string, string> = {};
    const findings = checkSite({
      config,
      pages,
      routes,
      assets: new Set(),
      publicFiles: new Set(),
      readSource: (f) => sources[f],
    });
    expect(findings.filter((f) => f.rule !== 'unsafe-url')).toEqual([]);
    expect(findings.map((f) => `${f.file}: ${f.message.split(' — ')[0]}`)).toEqual([
      'a.md: prev: data:text/html,<b>x</b>',
      'index.md: actions: vbscript:msgbox(1)',
      'index.md: features:  JAVASCRIPT:x',
      'index.md: heroImage: data:text/html,x',
      'site.config.json: navbar[0].link: java\tscript:alert(1)',
      'site.config.json: sidebar./[0].children[0]: vbscript:x',
      'site.config.json: sidebar./[0].children[2].children[0]: javascript:y',
      'site.config.json: socialLinks[0].link: data:text/html,x',
      'site.config.json: repo: javascript:alert(1)//',
    ]);
    expect(findings[0]).toMatchObject({
      severity: 'warning',
      message: expect.stringContaining('a data: link is left out of the site: following it would run code'),
      hint: expect.stringContaining('http(s)'),
    });
    // In the Markdown: each left out with a warning of the page, and no link for check.
    expect(a.warnings.map((w) => `${w.rule} ${w.line}:${w.column} ${w.message}`)).toEqual([
      'unsafe-url 8:1 a javascript: link is left out of the page: following it would run code',
      'unsafe-url 8:26 a javascript: link is left out of the page: following it would run code',
      'unsafe-url 8:54 a data: link is left out of the page: following it would run code',
      'unsafe-url 8:77 a javascript: link is left out of the page: following it would run code',
    ]);
    expect(a.html.match(/href="[^"#]*"/g)).toEqual(['href=""', 'href=""', 'href=""', 'href=""']);
  });

  it('counts heading slugs, custom ids and raw HTML id/name as anchors', async () => {
    const pages = [
      await page(
        'a.md',
        '# A\n\n## Héllo wörld\n\n## X {#y}\n\n<div id="box"></div>\n\n<a name=old></a>\n\n[1](#hello-world) [2](#y) [3](#box) [4](#old) [5](#x) [6](#:~:text=wörld)\n',
      ),
    ];
    const findings = checkSite({
      config: siteConfig({}),
      pages,
      routes: new Map([['/a.html', 'a.md']]),
      assets: new Set(),
      publicFiles: new Set(),
    });
    expect(findings.map((f) => f.target)).toEqual(['#x']);
  });

  it('checks links and images written in raw HTML', async () => {
    const pages = [
      await page(
        'a.md',
        '# A\n\n<p>\n  <a href="./b.md">ok</a> <a href="./gone.md">x</a> <img src="./nope.png">\n</p>\n',
      ),
      await page('b.md', '# B\n'),
    ];
    const routes = new Map(pages.map((p) => [p.route, p.file]));
    const findings = checkSite({ config: siteConfig({}), pages, routes, assets: new Set(), publicFiles: new Set() });
    expect(findings.filter((f) => f.rule !== 'orphan-page').map((f) => `${f.rule} ${f.target} ${f.line}`)).toEqual([
      'broken-link ./gone.md 4',
      'missing-image ./nope.png 4',
    ]);
  });

  it('treats every page as reachable with a generated sidebar', async () => {
    const pages = [await page('index.md', '# Home\n'), await page('lonely.md', '# Lonely\n')];
    const routes = new Map(pages.map((p) => [p.route, p.file]));
    expect(
      checkSite({ config: siteConfig({ sidebar: 'auto' }), pages, routes, assets: new Set(), publicFiles: new Set() }),
    ).toEqual([]);
    const configured = siteConfig({ sidebar: { '/': [{ text: 'x', children: ['/'] }] } });
    expect(
      checkSite({ config: configured, pages, routes, assets: new Set(), publicFiles: new Set() }).map((f) => f.rule),
    ).toEqual(['orphan-page']);
  });
});

describe('did you mean, in check', () => {
  it('should cost a bounded number of comparisons per broken link, whatever the number of pages', () => {
    // 1,000 pages alike in name, 2,000 links to pages that are not there: each compared with every page, 4 million times.
    const routes = new Map(
      Array.from({ length: 1000 }, (_, i) => [
        `/page-${String(i).padStart(4, '0')}.html`,
        `page-${String(i).padStart(4, '0')}.md`,
      ]),
    );
    const ctx = createContext({ config: siteConfig({}), pages: [], routes, assets: new Set(), publicFiles: new Set() });
    const missing = Array.from({ length: 2000 }, (_, i) => `/page-${i}x${i % 7}.html`);
    for (const target of missing) closestRoute(ctx, target, false);
    expect(ctx.pagesIn('/').comparisons + ctx.routeNames().comparisons).toBeLessThanOrEqual(
      missing.length * 2 * MAX_COMPARISONS,
    );
    // A typo still finds its page; the same link again is answered from memory.
    expect(closestRoute(ctx, '/page-0123.htm', false)).toBe('/page-0123.html');
    const before = ctx.pagesIn('/').comparisons + ctx.routeNames().comparisons;
    for (const target of missing) closestRoute(ctx, target, false);
    expect(ctx.pagesIn('/').comparisons + ctx.routeNames().comparisons).toBe(before);
  });
});

describe('frontmatter positions', () => {
  it('should find a frontmatter value on its key line', () => {
    expect(locateInFrontmatter('---\nactions:\n  - text: /a\n    link: /a\n---\n/a', 'link', '/a')).toEqual({
      line: 4,
      column: 11,
    });
    expect(locateInFrontmatter(undefined, 'link', '/a')).toEqual({ line: 1, column: 1 });
  });
});

describe('pages parsed for check', () => {
  it('skip highlighting but keep links and ids', async () => {
    const source = '# T\n\n```ts\nconst a = 1;\n```\n\n[b](./b.md#x)\n';
    const opts = { base: '/', components: new Set<string>(), label: 'a.md' };
    const [plain, highlighted] = await Promise.all([
      loadPage('a.md', source, { ...opts, highlight: false }),
      loadPage('a.md', source, opts),
    ]);
    expect(plain.html).toContain('<span class="line">const a = 1;</span>');
    expect(highlighted.html).toContain('<span class="t-keyword">const</span>');
    // The same but for the HTML and what the search index takes (check builds no index).
    expect(plain.searchTerms).toBeUndefined();
    expect(plain.search).toBeUndefined();
    expect(highlighted.searchTerms).toEqual(['t b']);
    expect(highlighted.search).toMatchObject({ sections: 1, chars: 'T b'.length });
    expect({ ...plain, html: '' }).toEqual({ ...highlighted, html: '', searchTerms: undefined, search: undefined });
  });
});
