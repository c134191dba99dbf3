// Redirects end to end: a build's redirect pages and host files, 301 from preview and dev, an
// incremental build as exact as a fresh one, and check naming a page that moved since the last build
// (its record) or in git history, with the redirect to add.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { check } from '../../src/render/check/check.js';
import { createPreviewServer } from '../../src/server/preview.js';
import { withCacheDir } from '../helpers/cache-env.js';
import { startTestDevServer } from '../helpers/dev.js';
import { read, writeTree } from '../helpers/fixtures.js';
import { expectSameTree } from '../helpers/tree.js';

const config = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({ title: 'R', base: '/docs/', redirects: { '/old-intro': '/guide/intro.md#start' }, ...extra });

const site = (extra: Record<string, unknown> = {}) => ({
  'site.config.json': config(extra),
  'docs/index.md': '# Home\n\n[Intro](./guide/intro.md)\n',
  'docs/guide/intro.md':
    '---\ntitle: Intro\nredirectFrom:\n  - /start/\n  - /guide/begin.md\n---\n# Intro\n\n## Start\n',
});

/** An in-process server's address, and a request that does not follow redirects. */
async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}
const head = async (url: string) => {
  const res = await fetch(url, { redirect: 'manual' });
  return [res.status, res.headers.get('location')];
};

describe('a build with redirects', () => {
  it('writes a redirect page at each old path and the host files, with the base', async () => {
    const root = writeTree({ ...site(), 'docs/public/_redirects': '/own /elsewhere 302\n' });
    const result = await build({ root });
    expect(result.diagnostics).toEqual([]);
    const dist = path.join(root, 'dist');
    const page = read(dist, 'old-intro.html');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/docs/guide/intro.html#start">');
    expect(page).toContain('<link rel="canonical" href="/docs/guide/intro.html#start">');
    expect(read(dist, 'start/index.html')).toContain('url=/docs/guide/intro.html"');
    expect(read(dist, 'guide/begin.html')).toContain('<meta name="robots" content="noindex">');
    const rules = read(dist, '_redirects');
    expect(rules.startsWith('/own /elsewhere 302\n')).toBe(true);
    expect(rules).toContain('/docs/old-intro /docs/guide/intro.html#start 301\n');
    expect(rules).toContain('/docs/start /docs/guide/intro.html 301\n');
    expect(read(dist, 'bookdocs-redirects.conf')).toContain(
      'location = "/docs/guide/begin" { return 301 "/docs/guide/intro.html"; }',
    );
    expect(JSON.parse(read(dist, 'vercel.json'))).toMatchObject({
      redirects: expect.arrayContaining([
        { source: '/docs/old-intro.html', destination: '/docs/guide/intro.html#start', permanent: true },
      ]) as unknown,
    });
  });

  it('writes only the host files the config keeps on, and none for a site without redirects', async () => {
    const root = writeTree(site({ redirectFiles: { vercel: false, nginx: false } }));
    await build({ root });
    const names = fs.readdirSync(path.join(root, 'dist'));
    expect(names).toContain('_redirects');
    expect(names).not.toContain('vercel.json');
    expect(names).not.toContain('bookdocs-redirects.conf');
    const plain = writeTree({ 'site.config.json': '{}', 'docs/index.md': '# Home\n' });
    await build({ root: plain });
    expect(fs.readdirSync(path.join(plain, 'dist')).filter((n) => /redirect|vercel/.test(n))).toEqual([]);
  });

  it('is answered with 301 by preview and by dev', async () => {
    const root = writeTree(site());
    await build({ root });
    const preview = createPreviewServer(path.join(root, 'dist'), '/docs/');
    const url = await listen(preview);
    try {
      expect(await head(`${url}/docs/old-intro`)).toEqual([301, '/docs/guide/intro.html#start']);
      expect(await head(`${url}/docs/guide/begin.html?x=1`)).toEqual([301, '/docs/guide/intro.html?x=1']);
      expect(await head(`${url}/docs/start/`)).toEqual([301, '/docs/guide/intro.html']);
      expect((await head(`${url}/docs/guide/intro`))[0]).toBe(200);
    } finally {
      await new Promise<void>((r) => preview.close(() => r()));
    }
    const dev = await startTestDevServer(root);
    try {
      const base = dev.url.replace(/\/$/, '');
      expect(await head(`${base}/old-intro.html`)).toEqual([301, '/docs/guide/intro.html#start']);
      expect(await head(`${base}/start`)).toEqual([301, '/docs/guide/intro.html']);
      expect(await head(`${base}/guide/begin`)).toEqual([301, '/docs/guide/intro.html']);
      expect((await head(`${base}/nope`))[0]).toBe(404);
    } finally {
      await dev.close();
    }
  });
});

describe('redirects in incremental builds', () => {
  it('match a fresh build after a redirect is removed, one added and a page moved', async () => {
    const cache = writeTree({}, 'bd-redir-cache-');
    const root = writeTree(site());
    await withCacheDir(cache, async () => {
      await build({ root });
      // The config's redirect goes, another comes; the page moves and keeps its old path as a redirect.
      fs.writeFileSync(path.join(root, 'site.config.json'), config({ redirects: { '/faq': '/' } }));
      fs.renameSync(path.join(root, 'docs/guide/intro.md'), path.join(root, 'docs/guide/introduction.md'));
      fs.writeFileSync(
        path.join(root, 'docs/guide/introduction.md'),
        '---\ntitle: Intro\nredirectFrom: [/start/, /guide/intro]\n---\n# Intro\n',
      );
      fs.writeFileSync(path.join(root, 'docs/index.md'), '# Home\n\n[Intro](./guide/introduction.md)\n');
      const again = await build({ root });
      expect(again.diagnostics).toEqual([]);
    });
    const dist = path.join(root, 'dist');
    expect(fs.existsSync(path.join(dist, 'old-intro.html'))).toBe(false);
    expect(fs.existsSync(path.join(dist, 'guide/begin.html'))).toBe(false);
    expect(read(dist, 'guide/intro.html')).toContain('url=/docs/guide/introduction.html"');
    const fresh = writeTree({});
    fs.cpSync(root, fresh, { recursive: true });
    fs.rmSync(path.join(fresh, 'dist'), { recursive: true });
    await build({ root: fresh });
    expectSameTree(dist, path.join(fresh, 'dist'));
  });
});

describe('check names a page that moved', () => {
  const files = {
    'site.config.json': '{ "title": "M" }',
    'docs/index.md': '# Home\n',
    'docs/guide/setup.md': '# Setting up\n',
    'docs/guide/faq.md': '# FAQ\n',
  };
  /** The moved-page findings as [file, message, hint], paths relative to the site's folder. */
  const moved = (root: string, list: { rule?: string; file?: string; message: string; hint?: string }[]) =>
    list
      .filter((d) => d.rule === 'moved-page')
      .map((d) => [d.file, d.message, d.hint].map((t) => t?.replaceAll(`${root}/`, '')));

  it('since the last build (its record), with the redirect to add, until the redirect is there', async () => {
    const cache = writeTree({}, 'bd-redir-cache-');
    const root = writeTree(files);
    await withCacheDir(cache, async () => {
      const first = await build({ root });
      expect(moved(root, first.diagnostics)).toEqual([]);
      expect(moved(root, (await check({ root })).diagnostics)).toEqual([]);
      fs.renameSync(path.join(root, 'docs/guide/setup.md'), path.join(root, 'docs/guide/install.md'));
      fs.rmSync(path.join(root, 'docs/guide/faq.md'));
      const expected = [
        [
          'docs/guide/install.md',
          '/guide/setup.html has no page any more (the last build): it moved to /guide/install.html, and links to its old address break',
          'add "redirectFrom: /guide/setup.html" to the frontmatter of docs/guide/install.md, or "redirects": { "/guide/setup.html": "/guide/install.md" } to site.config.json',
        ],
        [
          'site.config.json',
          '/guide/faq.html has no page any more (the last build) and no redirect: links to it break',
          'redirect it to the page that replaces it: "redirects": { "/guide/faq.html": "/…" } in site.config.json (or "moved-page": "off" in check.rules when nothing does)',
        ],
      ];
      expect(moved(root, (await check({ root })).diagnostics)).toEqual(expected);
      // The build says so too, and the next check still does: the move has no redirect yet.
      expect(moved(root, (await build({ root })).diagnostics)).toEqual(expected);
      expect(moved(root, (await check({ root })).diagnostics)).toEqual(expected);
      // Redirects for both: quiet.
      fs.writeFileSync(
        path.join(root, 'docs/guide/install.md'),
        '---\nredirectFrom: /guide/setup.html\n---\n# Setting up\n',
      );
      fs.writeFileSync(path.join(root, 'site.config.json'), '{ "title": "M", "redirects": { "/guide/faq": "/" } }');
      expect(moved(root, (await check({ root })).diagnostics)).toEqual([]);
      expect(moved(root, (await build({ root })).diagnostics)).toEqual([]);
    });
  });

  it('from git history when there is no build record', async () => {
    const root = writeTree(files);
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], {
        cwd: root,
        stdio: 'ignore',
      });
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'first');
    expect(moved(root, (await check({ root, cache: false })).diagnostics)).toEqual([]);
    git('mv', 'docs/guide/setup.md', 'docs/guide/install.md');
    git('commit', '-qm', 'rename');
    expect(moved(root, (await check({ root, cache: false })).diagnostics)).toEqual([
      [
        'docs/guide/install.md',
        '/guide/setup.html has no page any more (git history): it moved to /guide/install.html, and links to its old address break',
        'add "redirectFrom: /guide/setup.html" to the frontmatter of docs/guide/install.md, or "redirects": { "/guide/setup.html": "/guide/install.md" } to site.config.json',
      ],
    ]);
  });
});
