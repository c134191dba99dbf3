// The Markdown settings of a VitePress project come over with its config: a custom heading slugify
// (markdown.anchor), attribute delimiters (markdown.attrs), container attributes such as {no-title},
// and a home page's relative hero links. Each case is a tiny project as VitePress reads it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeTree } from '../helpers/fixtures.js';
import { build } from '../../src/render/build/build.js';
import { check } from '../../src/render/check/check.js';

const html = (root: string, rel: string) => fs.readFileSync(path.join(root, 'dist', rel), 'utf8');

describe('a VitePress project’s Markdown', () => {
  it("resolves a home page's relative hero and feature links against the page, and check sees them", async () => {
    const root = writeTree({
      'docs/.vitepress/config.mjs':
        "export default { title: 'Hero', locales: { root: { label: 'English' }, zh: { label: '中文', lang: 'zh-CN' } } }\n",
      'docs/index.md': '# Home\n',
      'docs/zh/index.md': [
        '---',
        'layout: home',
        'hero:',
        '  name: 首页',
        '  actions:',
        '    - text: Start',
        '      link: ./guide/start',
        '    - text: Missing',
        '      link: ./guide/missing',
        'features:',
        '  - title: F',
        '    details: d',
        '    link: guide/start',
        '---',
        '',
      ].join('\n'),
      'docs/zh/guide/start.md': '# Start\n',
    });
    await build({ root, cache: false });
    const page = html(root, 'zh/index.html');
    expect(page).toContain('href="/zh/guide/start.html"');
    expect(page).not.toContain('/./guide');
    const checked = await check({ root, cache: false });
    const broken = checked.diagnostics.filter((d) => d.rule === 'broken-link');
    expect(broken.map((d) => d.message)).toEqual([expect.stringContaining('./guide/missing')]);
    expect(broken[0]!.line).toBe(9);
  });
});
