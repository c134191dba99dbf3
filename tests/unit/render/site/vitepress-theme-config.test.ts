// What a VitePress project's Vue components get as `useData().theme`: its config's `themeConfig` as
// JSON carries it (functions, class instances and cycles left out), each locale's own by its path.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeTree } from '../../../helpers/fixtures.js';
import { readVitePressConfig } from '../../../../src/render/site/vitepress-config.js';
import { jsonSafe, vueThemeConfigOf } from '../../../../src/render/site/vitepress-theme-config.js';

describe("a VitePress config's theme config for its Vue components", () => {
  it('keeps what JSON carries, and leaves out functions, class instances, non-finite numbers and cycles', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(
      jsonSafe({
        nav: [{ text: 'Guide', link: '/guide/', onClick: () => 1 }],
        n: 3,
        inf: Infinity,
        when: new Date(0),
        pattern: /x/,
        cyclic,
        list: [1, () => 2, null],
        no: undefined,
      }),
    ).toEqual({ nav: [{ text: 'Guide', link: '/guide/' }], n: 3, cyclic: { name: 'loop' }, list: [1, null, null] });
  });

  it("takes the root's themeConfig (with the root locale's) and each other locale's by its path", () => {
    expect(
      vueThemeConfigOf({
        themeConfig: { nav: [{ text: 'Guide', link: '/guide/' }], socialLinks: [{ icon: 'github', link: 'x' }] },
        locales: {
          root: { label: 'English', themeConfig: { footer: { message: 'MIT' } } },
          zh: { label: '简体中文', themeConfig: { nav: [{ text: '指南', link: '/zh/guide/' }] } },
        },
      }),
    ).toEqual({
      root: {
        nav: [{ text: 'Guide', link: '/guide/' }],
        socialLinks: [{ icon: 'github', link: 'x' }],
        footer: { message: 'MIT' },
      },
      locales: { '/zh/': { nav: [{ text: '指南', link: '/zh/guide/' }] } },
    });
    expect(vueThemeConfigOf({ title: 'No theme config' })).toBeUndefined();
  });

  it('is read with the config, as the config runs (its stand-ins and functions left out)', async () => {
    const root = writeTree({
      'docs/.vitepress/config.mts': [
        "import { defineConfig } from 'vitepress'",
        'export default defineConfig({',
        "  title: 'T',",
        '  themeConfig: {',
        "    nav: [{ text: 'Home', link: '/' }],",
        "    sidebar: { '/guide/': [{ text: 'Intro', link: '/guide/intro' }] },",
        "    editLink: { pattern: 'https://example.com/:path', text: 'Edit' },",
        '    search: { provider: "local", options: { miniSearch: { options: { tokenize: (s) => s.split(" ") } } } },',
        '  },',
        '})',
      ].join('\n'),
    });
    const read = await readVitePressConfig(path.join(root, 'docs/.vitepress/config.mts'));
    expect(read.themeConfig).toEqual({
      root: {
        nav: [{ text: 'Home', link: '/' }],
        sidebar: { '/guide/': [{ text: 'Intro', link: '/guide/intro' }] },
        editLink: { pattern: 'https://example.com/:path', text: 'Edit' },
        search: { provider: 'local', options: { miniSearch: { options: {} } } },
      },
    });
  });
});
