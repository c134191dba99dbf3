import { describe, expect, it } from 'vitest';
import { checkSite } from '../../../../src/render/check/check-site.js';
import { locateRedirectFrom } from '../../../../src/render/check/redirects.js';
import { publishedRoutes, routesOfRecord } from '../../../../src/render/check/previous-routes.js';
import type { CheckInput } from '../../../../src/render/check/context.js';
import { siteRedirects } from '../../../../src/render/model/redirects.js';
import { loadPage } from '../../../../src/render/page/page.js';
import { parseSiteConfig } from '../../../../src/render/site/config-validate.js';
import type { BuildRecord } from '../../../../src/render/incremental/build-record.js';

function siteConfig(raw: unknown) {
  const { config, diagnostics } = parseSiteConfig(raw);
  expect(diagnostics).toEqual([]);
  return config!;
}

const page = (file: string, source: string) =>
  loadPage(file, source, { base: '/', components: new Set(), label: file, highlight: false });

async function site(config: unknown, files: Record<string, string>, extra: Partial<CheckInput> = {}) {
  const pages = await Promise.all(Object.entries(files).map(([f, s]) => page(f, s)));
  const routes = new Map(pages.map((p) => [p.route, p.file]));
  const input: CheckInput = {
    config: siteConfig(config),
    pages,
    routes,
    assets: new Set(),
    publicFiles: new Set(),
    readSource: (f) => files[f],
    ...extra,
  };
  return { input, findings: checkSite(input).filter((f) => f.rule !== 'orphan-page') };
}

describe('redirect checks', () => {
  it('accepts redirects to pages, .md paths, anchors and external URLs', async () => {
    const { findings } = await site(
      { redirects: { '/old': '/guide/a.md', '/old2.html': '/guide/a#two', '/x/': 'https://example.com/' } },
      { 'index.md': '# Home\n', 'guide/a.md': '---\nredirectFrom: [/first, /guide/begin.md]\n---\n# A\n\n## Two\n' },
    );
    expect(findings).toEqual([]);
  });

  it('reports a source that is a page, a missing target, a loop and a chain, at their lines', async () => {
    const config = {
      redirects: {
        '/guide/a': '/guide/b.md',
        '/gone': '/nowhere',
        '/l1': '/l2',
        '/l2': '/l1.html',
        '/c1': '/c2',
        '/c2': '/guide/a.md',
      },
    };
    const { findings } = await site(config, {
      'index.md': '# Home\n',
      'guide/a.md': '# A\n',
      'guide/b.md': '---\ntitle: B\nredirectFrom:\n  - /b-old\n  - /guide/b.html\n---\n# B\n',
    });
    // (Without the config's positions every config finding is at line 1: sorted by message here.)
    const byMessage = (a: unknown[], b: unknown[]) => (String(a[4]) < String(b[4]) ? -1 : 1);
    expect(findings.map((f) => [f.rule, f.severity, f.file, String(f.line), f.message]).sort(byMessage)).toEqual([
      [
        'redirect-chain',
        'warning',
        'site.config.json',
        '1',
        'redirect from /c1 leads to /c2.html, which is redirected too (/c1.html → /c2.html → /guide/a.md)',
      ],
      ['redirect-target', 'error', 'site.config.json', '1', 'redirect from /gone to /nowhere: no page at /nowhere'],
      [
        'redirect-source',
        'error',
        'site.config.json',
        '1',
        'redirect from /guide/a: guide/a.md is the page at that path, so the page is served and not the redirect',
      ],
      [
        'redirect-source',
        'error',
        'guide/b.md',
        '5',
        'redirect from /guide/b.html: guide/b.md is the page at that path, so the page is served and not the redirect',
      ],
      ['redirect-loop', 'error', 'site.config.json', '1', 'redirect from /l1 loops: /l1.html → /l2.html → /l1.html'],
      ['redirect-loop', 'error', 'site.config.json', '1', 'redirect from /l2 loops: /l2.html → /l1.html → /l2.html'],
    ]);
    expect(findings.find((f) => f.rule === 'redirect-chain')!.hint).toBe(
      'redirect straight to the end: "/c1": "/guide/a.md"',
    );
    expect(findings.find((f) => f.file === 'guide/b.md')!.hint).toBe(
      'remove "/guide/b.html" from redirectFrom: it is the page\'s own path',
    );
  });

  it('reports an old path redirected twice and a redirectFrom that is not a path or a list of paths', async () => {
    const { findings } = await site(
      { redirects: { '/old': '/guide/a.md' } },
      {
        'guide/a.md': '# A\n',
        'guide/b.md': '---\nredirectFrom: /old.html\n---\n# B\n',
        'guide/c.md': '---\nredirectFrom: { a: 1 }\n---\n# C\n',
      },
    );
    expect(findings.map((f) => [f.rule, f.file, f.line, f.message])).toEqual([
      [
        'redirect-source',
        'guide/b.md',
        2,
        'redirect from /old.html: already redirected to /guide/a.md by site.config.json',
      ],
      ['redirect-source', 'guide/c.md', 2, 'redirectFrom: must be an old path of this page or a list of them'],
    ]);
  });

  it('finds a redirectFrom entry in the frontmatter', () => {
    const src = '---\ntitle: X\nredirectFrom:\n  - /a\n  - /b\nother: 1\n---\n# X\n';
    expect(locateRedirectFrom(src, '/b')).toEqual({ line: 5, column: 5 });
    expect(locateRedirectFrom(src)).toEqual({ line: 3, column: 1 });
    expect(locateRedirectFrom('---\nredirectFrom: /a\n---\n', '/a')).toEqual({ line: 2, column: 15 });
  });
});

describe('moved-page', () => {
  const files = { 'index.md': '# Home\n', 'guide/new.md': '# Setup\n', 'guide/kept.md': '# Kept\n' };
  const previous = {
    from: 'build' as const,
    routes: [
      { route: '/', title: 'Home' },
      { route: '/guide/kept.html', title: 'Kept' },
      { route: '/guide/setup.html', title: 'Setup' },
      { route: '/guide/dropped.html', title: 'Dropped' },
      { route: '/guide/redirected.html', title: 'R' },
    ],
  };

  it('names each earlier route without a page or redirect, and the redirect to add when its title moved', async () => {
    const { findings } = await site({ redirects: { '/guide/redirected': '/' } }, files, { previous });
    expect(findings.map((f) => [f.rule, f.file, f.message, f.hint])).toEqual([
      [
        'moved-page',
        'guide/new.md',
        '/guide/setup.html has no page any more (the last build): it moved to /guide/new.html, and links to its old address break',
        'add "redirectFrom: /guide/setup.html" to the frontmatter of guide/new.md, or "redirects": { "/guide/setup.html": "/guide/new.md" } to site.config.json',
      ],
      [
        'moved-page',
        'site.config.json',
        '/guide/dropped.html has no page any more (the last build) and no redirect: links to it break',
        'redirect it to the page that replaces it: "redirects": { "/guide/dropped.html": "/…" } in site.config.json (or "moved-page": "off" in check.rules when nothing does)',
      ],
    ]);
  });

  it('is quiet without an earlier build, and once the old routes have redirects', async () => {
    expect((await site({}, files)).findings).toEqual([]);
    const { findings } = await site(
      { redirects: { '/guide/dropped': '/', '/guide/redirected': '/' } },
      { ...files, 'guide/new.md': '---\nredirectFrom: /guide/setup\n---\n# Setup\n' },
      { previous },
    );
    expect(findings).toEqual([]);
  });

  it('follows git renames to the page now there', async () => {
    const { findings } = await site({}, files, {
      previous: { from: 'git', routes: [{ route: '/guide/intro.html', movedTo: '/guide/kept.html' }] },
    });
    expect(findings.map((f) => [f.file, f.message])).toEqual([
      [
        'guide/kept.md',
        '/guide/intro.html has no page any more (git history): it moved to /guide/kept.html, and links to its old address break',
      ],
    ]);
  });

  it('records the pages and keeps earlier routes still without page or redirect', async () => {
    const { input } = await site({ redirects: { '/guide/redirected': '/' } }, files);
    const redirects = siteRedirects(input);
    const data = publishedRoutes(input.pages, redirects, previous);
    expect(data).toEqual({
      pages: [
        ['/', 'Home'],
        ['/guide/kept.html', 'Kept'],
        ['/guide/new.html', 'Setup'],
      ],
      gone: [
        ['/guide/dropped.html', 'Dropped'],
        ['/guide/setup.html', 'Setup', '/guide/new.html'],
      ],
    });
    const record = { version: 2, files: {}, parts: { 'published-routes': { key: 'k', data } } } as BuildRecord;
    expect(routesOfRecord(record)!.routes.map((r) => r.route)).toEqual([
      '/',
      '/guide/kept.html',
      '/guide/new.html',
      '/guide/dropped.html',
      '/guide/setup.html',
    ]);
  });
});
