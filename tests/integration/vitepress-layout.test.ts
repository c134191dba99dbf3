// A VitePress project laid out as VitePress reads it, built with zero config at the repository's root:
// .vitepress at the root with its pages in srcDir, and routes rewritten by the config's `rewrites`.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeTree } from '../helpers/fixtures.js';
import { tree } from '../helpers/tree.js';
import { build } from '../../src/render/build/build.js';
import { check } from '../../src/render/check/check.js';

/** The pages a build wrote (the not-found page aside), by their paths in the output. */
const htmlFiles = (out: string) => [...tree(out).keys()].filter((f) => f.endsWith('.html') && f !== '404.html');

describe('.vitepress at the root of a repository', () => {
  it('builds the pages of its srcDir, routed from there, and nothing outside it', async () => {
    const root = writeTree({
      'package.json': '{ "name": "proj" }\n',
      'scripts/release.js': 'console.log(1)\n',
      // Notes for the project's developers: no page of the site.
      'docs/notes.md': '# Notes\n',
      '.vitepress/config.mts': "export default { title: 'Proj', srcDir: 'src', srcExclude: ['drafts/**'] }\n",
      'src/index.md': '# Home\n\n[A](./guide/a.md)\n',
      'src/guide/a.md': '# A\n\n[Home](../index.md)\n',
      'src/drafts/idea.md': '# Idea\n\n[broken](./nowhere.md)\n',
      'src/zh/index.md': '# 首页\n',
    });
    const r = await build({ root, cache: false });
    expect(r.diagnostics).toEqual([]);
    const out = path.join(root, 'dist');
    expect(htmlFiles(out).sort()).toEqual(['guide/a.html', 'index.html', 'zh/index.html']);
    for (const gone of ['package.json', 'scripts/release.js', 'docs/notes.md', 'src'])
      expect(fs.existsSync(path.join(out, gone)), gone).toBe(false);
    const home = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(home).toContain('<title>Home | Proj</title>');
    expect(home).toContain('href="/guide/a.html"');
    // Its language folder (of srcDir) is a locale.
    expect(fs.readFileSync(path.join(out, 'zh', 'index.html'), 'utf8')).toContain('lang="zh');
    const checked = await check({ root, cache: false });
    expect(checked.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(checked.pages).toBe(3);
  });
});

/** A VitePress project serving its English pages at the root and a package's pages under its name. */
const REWRITTEN = {
  'docs/.vitepress/config.mts': `export default {
  rewrites: { 'en/:rest*': ':rest*', 'packages/:pkg/src/:slug*': ':pkg/:slug*' },
  locales: { root: { label: 'English', lang: 'en-US' }, zh: { label: '简体中文', lang: 'zh-CN' } },
  themeConfig: {
    editLink: { pattern: 'https://example.com/edit/main/docs/:path' },
    nav: [{ text: 'Guide', link: '/guide/a' }],
    sidebar: {
      '/guide/': [{ text: 'Guide', items: [{ text: 'A', link: '/guide/a' }, { text: 'B', link: '/guide/b.md' }] }],
      '/pkg-a/': [{ text: 'Package', items: [{ text: 'Foo', link: '/pkg-a/foo' }] }],
    },
  },
}
`,
  // Relative links are written against the rewritten paths, as VitePress asks.
  'docs/en/index.md': '# Home\n\n[A](./guide/a.md) [Foo](./pkg-a/foo.md)\n',
  'docs/en/guide/a.md': '# A\n\n[B](./b.md#sec) [Home](../index.md) [中文](../zh/guide/a.md)\n',
  'docs/en/guide/b.md': '# B\n\n## Sec\n\n[A](./a)\n',
  'docs/zh/index.md': '# 首页\n',
  'docs/zh/guide/a.md': '# 中文 A\n\n[首页](../index.md) [English](../../guide/a.md)\n',
  'docs/packages/pkg-a/src/foo.md': '# Foo\n\n[A](../guide/a.md)\n',
};

describe('rewrites of a VitePress config', () => {
  it('routes each page by its rewritten path, and its links, sidebar and nav resolve there; check agrees', async () => {
    const root = writeTree(REWRITTEN);
    const r = await build({ root, cache: false });
    expect(r.diagnostics).toEqual([]);
    const out = path.join(root, 'dist');
    expect(htmlFiles(out).sort()).toEqual([
      'guide/a.html',
      'guide/b.html',
      'index.html',
      'pkg-a/foo.html',
      'zh/guide/a.html',
      'zh/index.html',
    ]);
    const page = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8');
    expect(page('index.html')).toContain('href="/pkg-a/foo.html"');
    const a = page('guide/a.html');
    for (const href of ['/guide/b.html#sec', '/', '/zh/guide/a.html', '/guide/b.html'])
      expect(a, href).toContain(`href="${href}"`);
    // Edited at its own file.
    expect(a).toContain('https://example.com/edit/main/docs/en/guide/a.md');
    expect(page('pkg-a/foo.html')).toContain('href="/guide/a.html"');
    expect(page('zh/guide/a.html')).toContain('href="/guide/a.html"');
    const checked = await check({ root, cache: false });
    expect(checked.diagnostics).toEqual([]);
    expect(checked.pages).toBe(6);
  });

  it('resolves the images of a moved page from its own file, as VitePress does, also from a cached build', async () => {
    const root = writeTree({
      ...REWRITTEN,
      'docs/en/guide/a.md':
        '# A\n\n![Shot](./shot.png)\n\n[B](./b.md#sec) [Home](../index.md) [中文](../zh/guide/a.md)\n',
    });
    // A 1×1 PNG next to the page's own file.
    fs.writeFileSync(
      path.join(root, 'docs/en/guide/shot.png'),
      Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
    );
    for (const cache of [false, true, true]) {
      const r = await build({ root, cache });
      expect(r.diagnostics).toEqual([]);
      const a = fs.readFileSync(path.join(root, 'dist/guide/a.html'), 'utf8');
      expect(a).toContain('<img src="/en/guide/shot.png" alt="Shot"');
      // Links still start at the rewritten path.
      expect(a).toContain('href="/guide/b.html#sec"');
      expect(fs.existsSync(path.join(root, 'dist/en/guide/shot.png'))).toBe(true);
    }
    const checked = await check({ root, cache: false });
    expect(checked.diagnostics).toEqual([]);
  });

  it('names the files of a broken link and of two pages rewritten to one path by their own paths', async () => {
    const root = writeTree({
      ...REWRITTEN,
      'docs/en/guide/b.md': '# B\n\n[gone](./nowhere.md)\n',
      // en/guide/a.md is rewritten to this path already.
      'docs/guide/a.md': '# Another A\n',
    });
    const checked = await check({ root, cache: false });
    const errors = checked.diagnostics.filter((d) => d.severity === 'error');
    expect(errors).toEqual([
      expect.objectContaining({ rule: 'duplicate-route', file: expect.stringMatching(/docs\/en\/guide\/a\.md$/) }),
      expect.objectContaining({ rule: 'broken-link', file: expect.stringMatching(/docs\/en\/guide\/b\.md$/) }),
    ]);
    expect(errors[0]!.message).toMatch(/rewritten to guide\/a\.md, the path of .*docs\/guide\/a\.md/);
  });

  it('moves the pages of a cached build when the rules change', async () => {
    const root = writeTree(REWRITTEN);
    await build({ root, cache: true });
    const out = path.join(root, 'dist');
    expect(htmlFiles(out)).toContain('guide/a.html');
    const config = path.join(root, 'docs/.vitepress/config.mts');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("'en/:rest*': ':rest*', ", ''));
    const r = await build({ root, cache: true });
    expect(htmlFiles(out)).toContain('en/guide/a.html');
    expect(htmlFiles(out)).not.toContain('guide/a.html');
    expect(fs.readFileSync(path.join(out, 'en/index.html'), 'utf8')).toContain('href="/en/guide/a.html"');
    // The config's links are now to pages that are not there, and the build says so.
    expect(r.diagnostics.map((d) => d.rule)).toContain('sidebar-link');
  });

  it('names the moved file in edit links after a cached build, when only the files the rules take pages from changed', async () => {
    const root = writeTree(REWRITTEN);
    await build({ root, cache: true });
    fs.renameSync(path.join(root, 'docs/en'), path.join(root, 'docs/english'));
    const config = path.join(root, 'docs/.vitepress/config.mts');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("'en/:rest*'", "'english/:rest*'"));
    await build({ root, cache: true });
    const a = fs.readFileSync(path.join(root, 'dist/guide/a.html'), 'utf8');
    expect(a).toContain('https://example.com/edit/main/docs/english/guide/a.md');
  });

  it('builds the pages at their own paths when the rewrites cannot be used, with one warning that names the cause', async () => {
    const pages = { 'docs/en/index.md': '# Home\n', 'docs/en/guide/a.md': '# A\n' };
    const unreadable = writeTree({
      ...pages,
      'docs/.vitepress/config.mts': "export default { title: 'Kept', rewrites: { 'en/:': ':rest*' } }\n",
    });
    const throwing = writeTree({
      ...pages,
      'docs/.vitepress/config.mts':
        "export default { title: 'Kept', rewrites(id) { if (id.includes('guide')) throw new Error('no guide'); return id } }\n",
    });
    for (const [root, cause] of [
      [unreadable, /rewrites: missing parameter name at 3 — left out/i],
      [throwing, /rewrites threw Error: no guide; the pages keep their own paths/],
    ] as const) {
      const r = await build({ root, cache: false });
      expect(r.diagnostics).toEqual([
        expect.objectContaining({
          severity: 'warning',
          rule: 'vitepress-config',
          file: expect.stringMatching(/docs\/\.vitepress\/config\.mts$/),
          message: expect.stringMatching(cause),
        }),
      ]);
      expect(htmlFiles(path.join(root, 'dist')).sort()).toEqual(['en/guide/a.html', 'en/index.html']);
      expect(fs.readFileSync(path.join(root, 'dist', 'en', 'index.html'), 'utf8')).toContain('Kept');
    }
  });
});
