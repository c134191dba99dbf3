// The Markdown settings of a VitePress project come over with its config: a custom heading slugify
// (markdown.anchor), attribute delimiters (markdown.attrs), container attributes such as {no-title},
// and a home page's relative hero links. Each case is a tiny project as VitePress reads it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO, writeTree } from '../helpers/fixtures.js';
import { build, build as buildSite } from '../../src/render/build/build.js';
import { withCacheDir } from '../helpers/cache-env.js';
import { check } from '../../src/render/check/check.js';

const html = (root: string, rel: string) => fs.readFileSync(path.join(root, 'dist', rel), 'utf8');

describe('a VitePress project’s Markdown', () => {
  it("resolves a home page's relative hero and feature links as VitePress does (./ from the page, bare from the root), and check sees them", async () => {
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
        '    link: zh/guide/start',
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

const SLUGIFY_CONFIG = [
  "import { defineConfig } from 'vitepress'",
  "import { slugify as mditSlugify } from '@mdit-vue/shared'",
  "import { keep } from './slug-parts.mjs'",
  '',
  '// Case kept, separators not collapsed (as Pinia and Vue Router write theirs).',
  "export const slugify = (s) => s.normalize('NFKD').replace(keep, '-')",
  '',
  'export default defineConfig({',
  "  title: 'Slugs',",
  '  markdown: {',
  "    attrs: { leftDelimiter: '%{', rightDelimiter: '}%' },",
  '    anchor: { slugify },',
  '  },',
  '})',
  '',
].join('\n');

describe('a VitePress config’s markdown.anchor.slugify and markdown.attrs', () => {
  it('makes heading ids with the config’s own slugify in the parse workers, reads %{…}% attributes, and check agrees', async () => {
    const root = writeTree({
      'docs/.vitepress/config.mjs': SLUGIFY_CONFIG,
      'docs/.vitepress/slug-parts.mjs': 'export const keep = /[\\s~`!@#$%^&*()\\-_+=[\\]{}|\\\\;:"\'<>,.?/]+/g\n',
      'docs/index.md':
        '# Home\n\n[api](./api.md#Getting-Started) [custom](./api.md#the-id) [twice](./api.md#Getting-Started-1)\n',
      'docs/api.md':
        '# API\n\n## Getting Started\n\n## Getting Started\n\n## Named %{#the-id .wide}%\n\n%{#para}%\n\n## Braces {#kept}\n',
    });
    // In a parse worker (the CLI, as a site of many pages is parsed; a few are parsed in this thread).
    const cli = spawnSync('node', [path.join(REPO, 'bin', 'bookdocs.js'), 'build'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, CI: '1', NO_COLOR: '1', BOOKDOCS_CACHE: '0', BOOKDOCS_WORKERS: '1' },
    });
    expect(cli.status, cli.stderr).toBe(0);
    expect(cli.stdout + cli.stderr).not.toContain('vitepress-config');
    const api = html(root, 'api.html');
    expect(api).toContain('<h2 id="Getting-Started" tabindex="-1">');
    expect(api).toContain('<h2 id="Getting-Started-1" tabindex="-1">');
    expect(api).toContain('<h2 id="the-id" class="wide" tabindex="-1">Named');
    expect(api).toContain('<p id="para"></p>');
    expect(api).not.toContain('%{');
    // `{…}` is text with these delimiters, and slugged with the rest.
    expect(api).toContain('<h2 id="Braces-kept-" tabindex="-1">Braces {#kept}');
    const checked = await check({ root, cache: false });
    expect(checked.diagnostics.filter((d) => d.severity === 'error' || d.rule === 'missing-anchor')).toEqual([]);
  });

  it('re-renders cached pages when the slugify or a module it uses changes', async () => {
    const root = writeTree({
      'docs/.vitepress/config.mjs': SLUGIFY_CONFIG,
      'docs/.vitepress/slug-parts.mjs': 'export const keep = /\\s+/g\n',
      'docs/index.md': '# Home\n\n## Getting Started\n',
    });
    const parts = path.join(root, 'docs/.vitepress/slug-parts.mjs');
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-slug-cache-'));
    const build = (o: { root: string }) => withCacheDir(cacheDir, () => buildSite(o));
    await build({ root });
    expect(html(root, 'index.html')).toContain('id="Getting-Started"');
    // What the function uses, in a module the config imports.
    fs.writeFileSync(parts, 'export const keep = /[\\sG]+/g\n');
    await build({ root });
    expect(html(root, 'index.html')).toContain('id="-etting-Started"');
    // The function itself.
    fs.writeFileSync(
      path.join(root, 'docs/.vitepress/config.mjs'),
      SLUGIFY_CONFIG.replace(".replace(keep, '-')", ".replace(keep, '_')"),
    );
    await build({ root });
    expect(html(root, 'index.html')).toContain('id="_etting_Started"');
  });

  it("uses bookdocs' own ids for @mdit-vue/shared's slugify (VitePress's default), and warns about another package's", async () => {
    const root = writeTree({
      'docs/.vitepress/config.mjs':
        "import { slugify } from '@mdit-vue/shared'\nexport default { markdown: { anchor: { slugify } } }\n",
      'docs/index.md': '# Home\n\n## 1. Getting Started!\n',
    });
    await build({ root, cache: false });
    expect(html(root, 'index.html')).toContain('id="_1-getting-started"');
    const other = writeTree({
      'docs/.vitepress/config.mjs':
        "import slugify from '@sindresorhus/slugify'\nexport default { markdown: { anchor: { slugify } } }\n",
      'docs/index.md': '# Home\n\n## Getting Started\n',
    });
    const r = await build({ root: other, cache: false });
    expect(html(other, 'index.html')).toContain('id="getting-started"');
    expect(r.diagnostics.filter((d) => d.rule === 'vitepress-config').map((d) => d.message)).toEqual([
      expect.stringContaining('markdown.anchor.slugify comes from a package (@sindresorhus/slugify)'),
    ]);
  });

  it('leaves `{…}` as text when the config turns attributes off (VitePress 2: attrs: false)', async () => {
    const root = writeTree({
      'docs/.vitepress/config.mjs': 'export default { markdown: { attrs: false } }\n',
      'docs/index.md': '# Home\n\n## Setup {#install}\n\n::: details Click me {open}\nx\n:::\n',
    });
    await build({ root, cache: false });
    const page = html(root, 'index.html');
    expect(page).toContain('id="setup-install"');
    expect(page).toContain('<summary>Click me {open}</summary>');
  });

  it('shows `::: tip {no-title}` without a title, and puts a container’s attributes on it, with the config’s delimiters', async () => {
    const root = writeTree({
      'docs/.vitepress/config.mjs': "export default { markdown: { attrs: { left: '%{', right: '}%' } } }\n",
      'docs/index.md':
        '# Home\n\n::: tip %{no-title}%\nQuiet.\n:::\n\n::: info Custom %{.wide data-x=1}%\nLoud.\n:::\n',
    });
    await build({ root, cache: false });
    const page = html(root, 'index.html');
    expect(page).toContain('<div class="custom-block tip">\n<p>Quiet.</p>');
    expect(page).toContain('<div class="custom-block info wide" data-x="1"><p class="custom-block-title">Custom</p>');
    expect(page).not.toContain('no-title');
  });

  it("titles containers with the config's markdown.container labels, a locale's on its pages", async () => {
    const root = writeTree({
      'docs/.vitepress/config.mjs': [
        'export default {',
        "  markdown: { container: { tipLabel: 'Hint' } },",
        "  locales: { root: { label: 'English', lang: 'en-US' }, zh: { label: '中文', lang: 'zh-Hans', markdown: { container: { tipLabel: '小贴士' } } } },",
        '}',
        '',
      ].join('\n'),
      'docs/index.md': '# Home\n\n::: tip\nx\n:::\n',
      'docs/zh/index.md': '# 首页\n\n::: tip\nx\n:::\n',
    });
    await build({ root, cache: false });
    expect(html(root, 'index.html')).toContain('<p class="custom-block-title">Hint</p>');
    expect(html(root, 'zh/index.html')).toContain('<p class="custom-block-title">小贴士</p>');
  });
});
