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
