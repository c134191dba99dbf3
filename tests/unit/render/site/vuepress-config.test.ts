// A VuePress 2 project's own config in zero-config mode: the default theme's navbar, sidebar and
// locales, run with every package a stand-in; paths in the navbar get their pages' titles.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeTree } from '../../../helpers/fixtures.js';
import { loadConfig } from '../../../../src/render/site/config.js';
import { keepValid } from '../../../../src/render/site/foreign-config.js';
import { displayPath } from '../../../../src/render/site/paths.js';
import { fromVuePress } from '../../../../src/render/site/vuepress-config.js';

describe('a VuePress config as bookdocs config', () => {
  it('maps the theme navbar (paths titled), sidebars (paths kept, prefixes, nesting kept) and locales', () => {
    const titles: Record<string, string> = { '/guide/a.md': 'Page A', '/zh/': '首页' };
    const warnings: string[] = [];
    const warn = (m: string) => warnings.push(m);
    const raw = keepValid(
      fromVuePress(
        {
          locales: {
            '/': { lang: 'en-US', title: 'VP', description: 'D' },
            '/zh/': { lang: 'zh-CN', title: 'VP 中文' },
          },
          theme: {
            logo: '/logo.png',
            locales: {
              '/': {
                navbar: [
                  '/guide/a.md',
                  {
                    text: 'More',
                    children: [{ text: 'Core', children: ['/guide/a.md', { text: 'X', link: 'https://x.example' }] }],
                  },
                ],
                sidebar: {
                  '/guide/': [
                    {
                      text: 'Guide',
                      collapsible: true,
                      children: ['/guide/a.md', { text: 'Sub', prefix: 'sub/', children: ['b.md'] }],
                    },
                  ],
                },
              },
              '/zh/': {
                selectLanguageName: '简体中文',
                navbar: ['/zh/'],
                sidebar: [{ text: '指南', children: ['/zh/guide/a.md'] }],
              },
            },
          },
        },
        warn,
        (link) => titles[link],
      ),
      warn,
    );
    expect(raw).toEqual({
      title: 'VP',
      description: 'D',
      lang: 'en-US',
      logo: '/logo.png',
      navbar: [
        { text: 'Page A', link: '/guide/a.md' },
        {
          text: 'More',
          children: [
            { text: 'Page A', link: '/guide/a.md' },
            { text: 'X', link: 'https://x.example' },
          ],
        },
      ],
      sidebar: {
        '/guide/': [
          {
            text: 'Guide',
            collapsible: true,
            children: ['/guide/a.md', { text: 'Sub', collapsible: false, children: ['sub/b.md'] }],
          },
        ],
        '/zh/': [{ text: '指南', collapsible: false, children: ['/zh/guide/a.md'] }],
      },
      locales: {
        '/': {
          lang: 'en-US',
          title: 'VP',
          description: 'D',
          navbar: [
            { text: 'Page A', link: '/guide/a.md' },
            {
              text: 'More',
              children: [
                { text: 'Page A', link: '/guide/a.md' },
                { text: 'X', link: 'https://x.example' },
              ],
            },
          ],
        },
        '/zh/': { lang: 'zh-CN', label: '简体中文', title: 'VP 中文', navbar: [{ text: '首页', link: '/zh/' }] },
      },
    });
    expect(warnings).toEqual([]);
  });

  it('joins prefixes at every depth; a group links by the prefix of the groups it is in', () => {
    const raw = keepValid(
      fromVuePress(
        {
          theme: {
            sidebar: [
              {
                text: 'Guide',
                prefix: '/guide',
                link: '/guide/',
                collapsible: true,
                children: [
                  'a.md',
                  {
                    text: 'Sub',
                    prefix: 'sub/',
                    link: 'sub/',
                    children: ['b.md', { text: 'C', link: 'c.md' }, { prefix: 'deep/', children: ['d.md'] }],
                  },
                ],
              },
            ],
          },
        },
        () => undefined,
        () => undefined,
      ),
      () => undefined,
    );
    expect(raw.sidebar).toEqual({
      '/': [
        {
          text: 'Guide',
          link: '/guide/',
          collapsible: true,
          children: [
            '/guide/a.md',
            {
              text: 'Sub',
              link: '/guide/sub/',
              collapsible: false,
              children: [
                '/guide/sub/b.md',
                { text: 'C', link: '/guide/sub/c.md' },
                { collapsible: false, children: ['/guide/sub/deep/d.md'] },
              ],
            },
          ],
        },
      ],
    });
  });

  it("runs .vuepress/config with defineUserConfig and defaultTheme as stand-ins; navbar paths get their pages' titles", async () => {
    const root = writeTree({
      'docs/README.md': '# Home\n',
      'docs/guide/intro.md': '---\ntitle: Introduction\n---\n\nText.\n',
      'docs/.vuepress/config.ts': [
        "import { defineUserConfig } from 'vuepress'",
        "import { defaultTheme } from '@vuepress/theme-default'",
        "import { viteBundler } from '@vuepress/bundler-vite'",
        'export default defineUserConfig({',
        "  title: 'My VuePress',",
        '  bundler: viteBundler(),',
        "  theme: defaultTheme({ navbar: ['/guide/intro.md'], sidebar: { '/guide/': [{ text: 'Guide', children: ['/guide/intro.md'] }] } }),",
        '})',
      ].join('\n'),
    });
    const loaded = await loadConfig(root);
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config!.config.title).toBe('My VuePress');
    expect(loaded.config!.config.navbar).toEqual([{ text: 'Introduction', link: '/guide/intro.md' }]);
    expect(loaded.config!.config.sidebar).toEqual({
      '/guide/': [{ text: 'Guide', collapsible: false, children: ['/guide/intro.md'] }],
    });
    expect(loaded.config!.configLabel).toBe(displayPath(path.join(root, 'docs/.vuepress/config.ts')));
  });
});
