// A VitePress project's own config in zero-config mode: its data mapped onto bookdocs' config, run
// with every package a stand-in, and never in the way (a config that cannot run is a warning).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeTree } from '../../../helpers/fixtures.js';
import { loadConfig } from '../../../../src/render/site/config.js';
import { keepValid } from '../../../../src/render/site/foreign-config.js';
import { ignoredLinks } from '../../../../src/render/site/link-patterns.js';
import { fromVitePress } from '../../../../src/render/site/vitepress-config.js';
import { loadSite } from '../../../../src/render/load.js';
import { displayPath } from '../../../../src/render/site/paths.js';

/** A config's values as the loader keeps them, and the warnings about the rest. */
function mapped(vp: Record<string, unknown>): { raw: Record<string, unknown>; warnings: string[] } {
  const warnings: string[] = [];
  const warn = (message: string) => warnings.push(message);
  return { raw: keepValid(fromVitePress(vp, warn), warn), warnings };
}

describe('a VitePress config as bookdocs config', () => {
  it('maps nav (dropdown sections flattened) and sidebars (array, by path, base, nesting kept)', () => {
    const { raw, warnings } = mapped({
      title: 'Proj',
      description: 'D',
      cleanUrls: true,
      themeConfig: {
        logo: { light: '/l.svg', dark: '/d.svg' },
        nav: [
          { text: 'Guide', link: '/guide/', activeMatch: '^/guide/' },
          {
            text: 'More',
            items: [
              { text: 'Section', items: [{ text: 'A', link: '/a' }] },
              { text: 'B', link: 'https://b.example' },
            ],
          },
          { component: 'X' },
        ],
        sidebar: {
          '/guide/': [
            {
              text: 'Start',
              collapsed: false,
              items: [
                { text: 'Intro', link: '/guide/' },
                { text: 'Deep', items: [{ text: 'Deeper', link: '/guide/deeper' }] },
              ],
            },
            { text: 'Lone', link: '/guide/lone' },
          ],
          '/api/': { base: '/api/', items: [{ text: 'API', items: [{ text: 'Core', link: 'core' }] }] },
        },
        footer: { message: 'MIT', nav: [] },
        socialLinks: [
          { icon: 'github', link: 'https://github.com/o/r' },
          { icon: 'bluesky', link: 'https://bsky.app' },
        ],
      },
    });
    expect(raw).toEqual({
      title: 'Proj',
      description: 'D',
      cleanUrls: true,
      logo: { light: '/l.svg', dark: '/d.svg' },
      navbar: [
        { text: 'Guide', link: '/guide/', activeMatch: '^/guide/' },
        {
          text: 'More',
          children: [
            { text: 'A', link: '/a' },
            { text: 'B', link: 'https://b.example' },
          ],
        },
      ],
      sidebar: {
        '/guide/': [
          {
            text: 'Start',
            collapsed: false,
            children: [
              { text: 'Intro', link: '/guide/' },
              { text: 'Deep', children: [{ text: 'Deeper', link: '/guide/deeper' }] },
            ],
          },
          { text: 'Lone', link: '/guide/lone', children: [] },
        ],
        '/api/': [{ text: 'API', children: [{ text: 'Core', link: '/api/core' }] }],
      },
      footer: { message: 'MIT' },
      socialLinks: [
        { icon: 'github', link: 'https://github.com/o/r' },
        { icon: 'bluesky', link: 'https://bsky.app' },
      ],
    });
    expect(warnings).toEqual([]);
  });

  it('keeps nested groups, each with the base of the items it is in, their collapsed state and untitled groups', () => {
    const { raw } = mapped({
      themeConfig: {
        sidebar: {
          '/reference/': {
            base: '/reference/',
            items: [
              { items: [{ text: 'Overview', link: 'index' }] },
              {
                text: 'API',
                collapsed: true,
                items: [
                  { text: 'Config', link: 'config' },
                  {
                    text: 'Runtime',
                    base: '/reference/runtime/',
                    link: 'index',
                    collapsed: false,
                    items: [
                      { text: 'Hooks', link: 'hooks' },
                      { text: 'Deep', items: [{ text: 'Deepest', link: 'deep/deepest' }] },
                      { text: 'Elsewhere', link: 'https://example.com/x' },
                    ],
                  },
                ],
              },
            ],
          },
        },
      },
    });
    expect(raw.sidebar).toEqual({
      '/reference/': [
        { children: [{ text: 'Overview', link: '/reference/' }] },
        {
          text: 'API',
          collapsed: true,
          children: [
            { text: 'Config', link: '/reference/config' },
            {
              text: 'Runtime',
              link: '/reference/runtime/',
              collapsed: false,
              children: [
                { text: 'Hooks', link: '/reference/runtime/hooks' },
                { text: 'Deep', children: [{ text: 'Deepest', link: '/reference/runtime/deep/deepest' }] },
                { text: 'Elsewhere', link: 'https://example.com/x' },
              ],
            },
          ],
        },
      ],
    });
  });

  it("maps a locale's own logo and site title", () => {
    const { raw } = mapped({
      themeConfig: { logo: '/logo.svg' },
      locales: {
        root: { label: 'English', lang: 'en-US' },
        zh: {
          label: '简体中文',
          lang: 'zh-CN',
          themeConfig: { logo: { src: '/zh.svg', alt: '标志' }, siteTitle: '文档' },
        },
        ja: { label: '日本語', lang: 'ja', themeConfig: { siteTitle: false } },
      },
    });
    expect(raw.logo).toBe('/logo.svg');
    const locales = raw.locales as Record<string, Record<string, unknown>>;
    expect(locales['/zh/']).toMatchObject({ logo: { src: '/zh.svg', alt: '标志' }, siteTitle: '文档' });
    expect(locales['/ja/']).toMatchObject({ siteTitle: false });
    expect(locales['/ja/']).not.toHaveProperty('logo');
  });

  it('keeps every social icon simple-icons has and own SVG icons that only draw; the rest with a warning', () => {
    const { raw, warnings } = mapped({
      themeConfig: {
        socialLinks: [
          { icon: 'mastodon', link: 'https://mastodon.social/@me' },
          { icon: 'twitter', link: 'https://twitter.com/me' },
          { icon: 'linkedin', link: 'https://linkedin.com/in/me' },
          {
            icon: { svg: '<svg viewBox="0 0 24 24"><path d="M0 0h24v24H0z"/></svg>' },
            link: 'https://www.blog.example/',
          },
          { icon: { svg: '<svg onload="alert(1)"><path d="M0 0"/></svg>' }, link: 'https://bad.example/' },
          { icon: { svg: '<svg><script>alert(1)</script></svg>' }, link: 'https://worse.example/', ariaLabel: 'W' },
        ],
      },
    });
    expect(raw.socialLinks).toEqual([
      { icon: 'mastodon', link: 'https://mastodon.social/@me' },
      { icon: 'twitter', link: 'https://twitter.com/me' },
      {
        icon: { svg: '<svg viewBox="0 0 24 24"><path d="M0 0h24v24H0z"/></svg>' },
        link: 'https://www.blog.example/',
        ariaLabel: 'blog.example',
      },
    ]);
    expect(warnings).toEqual([
      expect.stringContaining('the own icon of https://bad.example/ left out'),
      expect.stringContaining('the own icon of https://worse.example/ left out'),
      expect.stringContaining('socialLinks: linkedin left out'),
    ]);
  });

  it('carries the theme settings over: sitemap hostname, appearance, logos, siteTitle, locales elsewhere, search words', () => {
    const { raw, warnings } = mapped({
      sitemap: { hostname: 'https://docs.example.com/' },
      appearance: 'force-dark',
      themeConfig: {
        logo: { src: '/logo.svg', alt: 'Example' },
        siteTitle: false,
        search: {
          provider: 'local',
          options: {
            translations: { button: { buttonText: 'Find' } },
            locales: { zh: { translations: { button: { buttonText: '搜索文档' } } } },
          },
        },
      },
      locales: {
        root: { label: 'English', lang: 'en' },
        zh: { label: '简体中文', lang: 'zh-CN' },
        ja: { label: '日本語', link: 'https://ja.example.com/' },
      },
    });
    expect(warnings).toEqual([]);
    expect(raw).toMatchObject({
      hostname: 'https://docs.example.com',
      appearance: 'force-dark',
      logo: { src: '/logo.svg', alt: 'Example' },
      siteTitle: false,
      locales: {
        '/': { label: 'English', lang: 'en', searchPlaceholder: 'Find' },
        '/zh/': { label: '简体中文', lang: 'zh-CN', searchPlaceholder: '搜索文档' },
        '/ja/': { label: '日本語', link: 'https://ja.example.com/' },
      },
    });
    for (const appearance of [true, false, 'dark', 'force-auto'])
      expect(mapped({ appearance }).raw.appearance).toBe(appearance);
    expect(mapped({ appearance: { storageKey: 'k' } }).raw.appearance).toBe(true);
    // Algolia's placeholder, and one logo for both modes.
    expect(
      mapped({
        themeConfig: {
          logo: { light: '/a.svg', dark: '/a.svg' },
          search: { provider: 'algolia', options: { placeholder: 'Ask' } },
        },
      }).raw,
    ).toEqual({ logo: { src: '/a.svg' }, locales: { '/': { searchPlaceholder: 'Ask' } } });
  });

  it('maps locales (root is the site), their nav and sidebars; a value that does not fit is left out with a warning', () => {
    const { raw, warnings } = mapped({
      base: 'docs',
      locales: {
        root: { label: 'English', lang: 'en-US', title: 'Site' },
        zh: {
          label: '简体中文',
          lang: 'zh-CN',
          link: '/zh/',
          themeConfig: {
            nav: [{ text: '指南', link: '/zh/guide/' }],
            sidebar: [{ text: '开始', items: [{ text: '介绍', link: '/zh/guide/' }] }],
          },
        },
      },
    });
    expect(raw.title).toBe('Site');
    expect(raw.lang).toBe('en-US');
    expect(raw.locales).toEqual({
      '/': { label: 'English', lang: 'en-US', title: 'Site' },
      '/zh/': { label: '简体中文', lang: 'zh-CN', navbar: [{ text: '指南', link: '/zh/guide/' }] },
    });
    expect(raw.sidebar).toEqual({
      '/zh/': [{ text: '开始', children: [{ text: '介绍', link: '/zh/guide/' }] }],
    });
    expect(raw.base).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/^base: .*left out$/)]);
  });

  it("maps ignoreDeadLinks to check.ignoreLinks: strings, regular expressions, 'localhostLinks' and true; a function with a warning", () => {
    const ignoreLinksOf = (raw: Record<string, unknown>) => (raw.check as { ignoreLinks: unknown[] }).ignoreLinks;
    const list = mapped({ ignoreDeadLinks: ['/play', /^\/interactive/gi, (url: string) => url.startsWith('/x')] });
    expect(ignoreLinksOf(list.raw)).toEqual(['/play', { pattern: '^\\/interactive', flags: 'i' }]);
    expect(list.warnings).toEqual([expect.stringMatching(/^ignoreDeadLinks: 1 function left out/)]);
    const local = ignoredLinks(ignoreLinksOf(mapped({ ignoreDeadLinks: 'localhostLinks' }).raw) as never);
    expect(['http://localhost:5173/a', '//127.0.0.1/', 'https://localhost'].every(local)).toBe(true);
    expect(['https://localhost.dev/', '/localhost', 'https://example.com/?localhost'].some(local)).toBe(false);
    const all = ignoredLinks(ignoreLinksOf(mapped({ ignoreDeadLinks: true }).raw) as never);
    expect(['/a', '#b', 'https://c.dev'].every(all)).toBe(true);
    expect(mapped({ ignoreDeadLinks: false }).raw.check).toBeUndefined();
  });

  it('runs the config with every package a stand-in (nothing installed), its local modules and Node built in', async () => {
    const root = writeTree({
      'docs/index.md': '---\nlayout: home\nhero:\n  name: From the home page\n---\n',
      'docs/guide/a.md': '# A\n',
      'docs/.vitepress/config.mts': [
        "import { defineConfig } from 'vitepress'",
        "import { withMermaid } from 'vitepress-plugin-mermaid'",
        "import footnote from 'markdown-it-footnote'",
        "import llmstxt from 'vitepress-plugin-llms'",
        "import path from 'node:path'",
        "import { nav } from './nav'",
        "import './theme/style.css'",
        'export default withMermaid(defineConfig({',
        "  title: path.basename('/x/From the config'),",
        '  markdown: { config: (md) => md.use(footnote) },',
        // A Vite plugin factory whose plugins are spread into the list (unocss's docs).
        "  vite: { plugins: [...llmstxt({ domain: 'https://x.dev' })] },",
        '  themeConfig: { nav, sidebar: [{ text: "Guide", items: [{ text: "A", link: "/guide/a" }] }] },',
        '}))',
      ].join('\n'),
      'docs/.vitepress/nav.ts': "export const nav = [{ text: 'Guide', link: '/guide/a' }]\n",
    });
    const loaded = await loadConfig(root);
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config!.config.navbar).toEqual([{ text: 'Guide', link: '/guide/a' }]);
    expect(loaded.config!.config.sidebar).toEqual({
      '/': [{ text: 'Guide', collapsible: false, children: [{ text: 'A', link: '/guide/a' }] }],
    });
    // The config and its local module are the config's files (dev reloads when one changes).
    expect(loaded.configFiles.map((f) => path.relative(root, f)).sort()).toEqual([
      'docs/.vitepress/config.mts',
      'docs/.vitepress/nav.ts',
    ]);
    // Its title is the site's: the home page does not rename it.
    const { site } = await loadSite(root);
    expect(site!.rc.config.title).toBe('From the config');
    // No file left behind next to the config.
    expect(fs.readdirSync(path.join(root, 'docs/.vitepress')).sort()).toEqual(['config.mts', 'nav.ts']);
  });

  it("runs each imported module in its own place: import.meta.url, __dirname and __filename are the module's own", async () => {
    // Each module reads the JSON beside it, in .vitepress/data/; the one beside the config is a decoy.
    const reads = (name: string, how: string) => `const ${name} = JSON.parse(fs.readFileSync(${how}, 'utf8')).text`;
    const root = writeTree({
      'docs/index.md': '# Home\n',
      'docs/.vitepress/nav.json': '{ "text": "wrong folder" }\n',
      'docs/.vitepress/data/nav.json': '{ "text": "right" }\n',
      'docs/.vitepress/data/by-url.ts': `import fs from 'node:fs'\nexport ${reads('byUrl', "new URL('./nav.json', import.meta.url)")}\n`,
      'docs/.vitepress/data/by-dirname.mts': `import fs from 'node:fs'\nimport path from 'node:path'\nexport ${reads('byDirname', "path.resolve(__dirname, 'nav.json')")}\n`,
      'docs/.vitepress/data/by-filename.js': `import fs from 'node:fs'\nimport path from 'node:path'\nexport ${reads('byFilename', "path.join(path.dirname(__filename), 'nav.json')")}\n`,
      // A module that makes its own __dirname (the common ES module idiom) keeps it.
      'docs/.vitepress/data/own.mjs': [
        "import fs from 'node:fs'",
        "import path from 'node:path'",
        "import { fileURLToPath } from 'node:url'",
        'const __dirname = path.dirname(fileURLToPath(import.meta.url))',
        `export ${reads('own', "path.join(__dirname, 'nav.json')")}`,
      ].join('\n'),
      'docs/.vitepress/data/common.cjs': `const fs = require('node:fs')\nconst path = require('node:path')\nmodule.exports = { ${reads('common', "path.join(__dirname, 'nav.json')").replace(/^const (\w+) = /, '$1: ')} }\n`,
      'docs/.vitepress/config.mts': [
        "import { byUrl } from './data/by-url'",
        "import { byDirname } from './data/by-dirname.mjs'",
        "import { byFilename } from './data/by-filename.js'",
        "import { own } from './data/own.mjs'",
        "import { common } from './data/common.cjs'",
        'export default { title: [byUrl, byDirname, byFilename, own, common].join(" ") }',
      ].join('\n'),
    });
    const loaded = await loadConfig(root);
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config!.config.title).toBe('right right right right right');
  });

  it('runs a CommonJS config whose required module reads the file beside it by __dirname', async () => {
    const root = writeTree({
      'docs/index.md': '# Home\n',
      'docs/.vitepress/nav.json': '[{ "text": "Wrong", "link": "/" }]\n',
      'docs/.vitepress/data/nav.json': '[{ "text": "Home", "link": "/" }]\n',
      'docs/.vitepress/data/nav.cjs':
        "const fs = require('fs')\nmodule.exports = JSON.parse(fs.readFileSync(require('path').join(__dirname, 'nav.json'), 'utf8'))\n",
      'docs/.vitepress/config.cjs': "module.exports = { themeConfig: { nav: require('./data/nav.cjs') } }\n",
    });
    const loaded = await loadConfig(root);
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config!.config.navbar).toEqual([{ text: 'Home', link: '/' }]);
  });

  it('names the module and line where an imported module fails to read its file, and builds the folder without the config', async () => {
    const root = writeTree({
      'docs/index.md': '# Home\n',
      'docs/.vitepress/data/nav.ts': [
        "import fs from 'node:fs'",
        "import path from 'node:path'",
        "export const nav = JSON.parse(fs.readFileSync(path.join(__dirname, 'missing.json'), 'utf8'))",
      ].join('\n'),
      'docs/.vitepress/config.ts': "import { nav } from './data/nav'\nexport default { themeConfig: { nav } }\n",
    });
    const loaded = await loadConfig(root);
    expect(loaded.config!.srcDir).toBe(path.join(root, 'docs'));
    expect(loaded.config!.config.navbar).toEqual([]);
    expect(loaded.diagnostics).toHaveLength(1);
    expect(loaded.diagnostics[0]).toMatchObject({ severity: 'warning', rule: 'vitepress-config' });
    const dataDir = path.join(root, 'docs', '.vitepress', 'data');
    expect(loaded.diagnostics[0]!.message).toContain(`${displayPath(path.join(dataDir, 'nav.ts'))}:3: `);
    expect(loaded.diagnostics[0]!.message).toContain(
      `ENOENT: no such file or directory, open '${path.join(dataDir, 'missing.json')}'`,
    );
  });

  it("maps the theme's words to labels and keeps the head elements bookdocs can add", () => {
    const { raw, warnings } = mapped({
      head: [
        ['link', { rel: 'icon', href: '/logo.svg' }],
        ['base', { href: '/' }],
      ],
      themeConfig: {
        docFooter: { prev: 'Back', next: 'On' },
        outline: { label: 'Contents' },
        lastUpdated: { text: 'Changed' },
        returnToTopLabel: 'Up',
      },
    });
    expect(raw.head).toEqual([['link', { rel: 'icon', href: '/logo.svg' }]]);
    expect(raw.labels).toEqual({
      prev: 'Back',
      next: 'On',
      lastUpdated: 'Changed',
      backToTop: 'Up',
      onThisPage: 'Contents',
    });
    expect(warnings).toEqual([
      'head: 1 of 2 elements left out (bookdocs adds meta, link, script, style and noscript elements)',
    ]);
  });

  it("keeps a language folder's own labels under a locale's words from the config", async () => {
    const root = writeTree({
      'docs/index.md': '# Home\n',
      'docs/zh/index.md': '# 首页\n',
      'docs/.vitepress/config.mts':
        "export default { locales: { root: { label: 'English' }, zh: { label: '简体中文', themeConfig: { docFooter: { prev: '上一篇' } } } } }\n",
    });
    const loaded = await loadConfig(root);
    expect(loaded.diagnostics).toEqual([]);
    const zh = loaded.config!.config.locales['/zh/']!;
    expect(zh.label).toBe('简体中文');
    expect(zh.labels).toMatchObject({ prev: '上一篇', next: '下一页', onThisPage: '本页目录' });
  });

  it('takes its srcDir as relative to the folder holding .vitepress', async () => {
    const root = writeTree({
      'docs/src/index.md': '# Home\n',
      'docs/.vitepress/config.mts': "export default { srcDir: './src' }\n",
    });
    const loaded = await loadConfig(root);
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config!.srcDir).toBe(path.join(root, 'docs', 'src'));
  });

  it('takes .vitepress at the root, with its srcDir, over a docs/ folder', async () => {
    const root = writeTree({
      'docs/notes.md': '# Notes for the developers\n',
      'src/index.md': '# Home\n',
      'src/zh/index.md': '# 首页\n',
      '.vitepress/config.mts': "export default { title: 'Proj', srcDir: 'src' }\n",
    });
    const loaded = await loadConfig(root);
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config!.srcDir).toBe(path.join(root, 'src'));
    expect(loaded.config!.config.title).toBe('Proj');
    // The language folders are those of srcDir.
    expect(Object.keys(loaded.config!.config.locales)).toEqual(['/', '/zh/']);
  });

  it("builds docs/ as without a config when the root's .vitepress config cannot run, and says why", async () => {
    const root = writeTree({
      'docs/index.md': '# Home\n',
      '.vitepress/config.mts': "export default { srcDir: 'src', title: (() => { throw new Error('no env') })() }\n",
    });
    const loaded = await loadConfig(root);
    expect(loaded.config!.srcDir).toBe(path.join(root, 'docs'));
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        rule: 'vitepress-config',
        file: displayPath(path.join(root, '.vitepress', 'config.mts')),
        message: expect.stringContaining(
          `${displayPath(path.join(root, '.vitepress', 'config.mts'))}:1: the config threw Error: no env`,
        ),
      }),
    ]);
  });

  it('makes no locale of a language folder its rewrites move: one moved to the root gives the site its language', async () => {
    const root = writeTree({
      'docs/zh/index.md': '# 首页\n',
      'docs/en/index.md': '# Home\n',
      'docs/.vitepress/config.mts': "export default { rewrites: { 'zh/:rest*': ':rest*' } }\n",
    });
    const loaded = await loadConfig(root);
    expect(loaded.diagnostics).toEqual([]);
    const { locales } = loaded.config!.config;
    expect(Object.keys(locales)).toEqual(['/', '/en/']);
    expect(locales['/']!.lang).toBe('zh-CN');
    expect(locales['/en/']!.lang).toBe('en-US');
  });

  it("lays VitePress 2's per-folder configs over the locale whose pages the folder holds, after rewrites", async () => {
    const root = writeTree({
      'docs/en/index.md': '# Home\n',
      'docs/en/guide/a.md': '# A\n',
      'docs/zh/index.md': '# 首页\n',
      'docs/zh/guide/a.md': '# 甲\n',
      'docs/notes/x.md': '# X\n',
      'docs/.vitepress/config.mts':
        "export default { title: 'P', rewrites: { 'en/:rest*': ':rest*' }, locales: { root: { label: 'English', lang: 'en-US' }, zh: { label: '简体中文', lang: 'zh-Hans' } } }\n",
      // Each reads a file beside itself, as VitePress's own docs do with their package.json.
      'docs/en/words.json': '{ "guide": "Guide" }\n',
      'docs/en/config.ts':
        "import { defineAdditionalConfig } from 'vitepress'\nimport fs from 'node:fs'\nconst words = JSON.parse(fs.readFileSync(new URL('./words.json', import.meta.url), 'utf8'))\nexport default defineAdditionalConfig({ description: 'Fast', themeConfig: { nav: [{ text: words.guide, link: '/guide/a' }], sidebar: { '/guide/': [{ text: words.guide, items: [{ text: 'A', link: '/guide/a' }] }] } } })\n",
      'docs/zh/config.ts':
        "export default { description: '很快', themeConfig: { nav: [{ text: '指南', link: '/zh/guide/a' }], sidebar: { '/zh/guide/': [{ text: '指南', items: [{ text: '甲', link: '/zh/guide/a' }] }] }, docFooter: { prev: '上一页' } } }\n",
      'docs/notes/config.mjs':
        "export default { title: 'ignored', themeConfig: { sidebar: [{ text: 'Notes', items: [{ text: 'X', link: '/notes/x' }] }] } }\n",
    });
    const loaded = await loadConfig(root);
    const { config } = loaded.config!;
    expect(config.locales['/']).toMatchObject({ description: 'Fast', navbar: [{ text: 'Guide', link: '/guide/a' }] });
    expect(config.description).toBe('Fast');
    expect(config.locales['/zh/']).toMatchObject({
      description: '很快',
      navbar: [{ text: '指南', link: '/zh/guide/a' }],
      labels: expect.objectContaining({ prev: '上一页' }),
    });
    const sidebar = config.sidebar as Record<string, { text?: string }[]>;
    expect(sidebar['/guide/']![0]!.text).toBe('Guide');
    expect(sidebar['/zh/guide/']![0]!.text).toBe('指南');
    expect(sidebar['/notes/']![0]!.text).toBe('Notes');
    // The folder that is no locale gives its sidebar only, and says so.
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({ rule: 'vitepress-config', message: expect.stringContaining('notes/config.mjs') }),
    ]);
    // dev reloads the config when one of them changes.
    expect(loaded.config!.configFiles).toEqual(
      expect.arrayContaining([path.join(root, 'docs', 'zh', 'config.ts'), path.join(root, 'docs', 'en', 'config.ts')]),
    );
  });

  it('reads no per-folder config when the main config sets additionalConfig, and warns of one that cannot run', async () => {
    const root = writeTree({
      'docs/zh/index.md': '# 首页\n',
      'docs/zh/config.ts': "export default { description: '很快' }\n",
      'docs/.vitepress/config.mts':
        "export default { additionalConfig: {}, locales: { root: {}, zh: { lang: 'zh-Hans' } } }\n",
    });
    expect((await loadConfig(root)).config!.config.locales['/zh/']!.description).toBeUndefined();
    fs.writeFileSync(
      path.join(root, 'docs', '.vitepress', 'config.mts'),
      "export default { locales: { root: {}, zh: { lang: 'zh-Hans' } } }\n",
    );
    fs.writeFileSync(path.join(root, 'docs', 'zh', 'config.ts'), "throw new Error('broken')\n");
    const broken = await loadConfig(root);
    expect(broken.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        message: expect.stringMatching(/zh\/config\.ts: could not be run .*broken/),
      }),
    ]);
  });

  it("turns on bookdocs' math for markdown.math, and titles code blocks with their [label] for a config using group icons", async () => {
    const root = writeTree({
      'docs/index.md': '# Home\n',
      'docs/.vitepress/config.mts':
        "import { groupIconMdPlugin } from 'vitepress-plugin-group-icons'\nexport default { markdown: { math: true, config(md) { md.use(groupIconMdPlugin) } } }\n",
    });
    const loaded = await loadConfig(root);
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config!.config.plugins).toEqual(['bookdocs/math']);
    expect(loaded.config!.markdown?.codeLabelTitles).toBe(true);
    fs.writeFileSync(path.join(root, 'docs', '.vitepress', 'config.mts'), 'export default { markdown: {} }\n');
    const plain = await loadConfig(root);
    expect(plain.config!.config.plugins).toEqual([]);
    expect(plain.config!.markdown?.codeLabelTitles).toBeUndefined();
  });

  it('calls a config exported as a function as Vite does, with the command and mode of a build', async () => {
    const root = writeTree({
      'docs/index.md': '# Home\n',
      'docs/.vitepress/config.ts':
        'export default ({ command, mode }: { command: string; mode: string }) => ({ title: `${command} ${mode}` })\n',
    });
    const loaded = await loadConfig(root);
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config!.config.title).toBe('build production');
  });

  it('builds without a config that cannot run, and says why', async () => {
    const root = writeTree({
      'docs/index.md': '# Home\n',
      'docs/.vitepress/config.ts': "export default { title: (() => { throw new Error('no env') })() }\n",
    });
    const loaded = await loadConfig(root);
    expect(loaded.config!.srcDir).toBe(path.join(root, 'docs'));
    expect(loaded.config!.config.navbar).toEqual([]);
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        rule: 'vitepress-config',
        message: expect.stringContaining('no env'),
      }),
    ]);
  });
});
