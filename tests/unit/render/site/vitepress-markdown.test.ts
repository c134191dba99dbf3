// A VitePress config's Markdown settings that are page settings: markdown.attrs (VitePress 1 and 2
// spellings) and markdown.anchor.slugify (the config's own function, or a well-known package's).
import { describe, expect, it } from 'vitest';
import { attrsSetting, containerTitles, slugifySetting } from '../../../../src/render/site/vitepress-markdown.js';
import { loadConfig } from '../../../../src/render/site/config.js';
import { writeTree } from '../../../helpers/fixtures.js';

const module = { file: '/tmp/config.mjs.abc.mjs', env: { command: 'build' } };

describe('markdown.attrs', () => {
  it('should read VitePress 1 and 2 delimiters, and turning attributes off', () => {
    expect(attrsSetting({ leftDelimiter: '%{', rightDelimiter: '}%' })).toEqual({ left: '%{', right: '}%' });
    expect(attrsSetting({ left: '%(', right: ')%' })).toEqual({ left: '%(', right: ')%' });
    expect(attrsSetting({ leftDelimiter: '[' })).toEqual({ left: '[', right: '}' });
    expect(attrsSetting({ disable: true })).toBe(false);
    expect(attrsSetting(false)).toBe(false);
  });

  it('should be no setting with the default delimiters or none', () => {
    expect(attrsSetting(undefined)).toBeUndefined();
    expect(attrsSetting({ leftDelimiter: '{', rightDelimiter: '}' })).toBeUndefined();
    expect(attrsSetting({ allowedAttributes: ['id'] })).toBeUndefined();
  });
});

describe('markdown.anchor.slugify', () => {
  const config = (slugify: unknown) => ({ markdown: { anchor: { slugify } } });

  it("should name the config's own function by its module and path, for the parse workers", () => {
    const warnings: string[] = [];
    expect(
      slugifySetting(
        config((s: string) => s.toUpperCase()),
        module,
        (m) => warnings.push(m),
      ),
    ).toEqual({
      module: module.file,
      env: module.env,
      path: ['markdown', 'anchor', 'slugify'],
    });
    expect(warnings).toEqual([]);
  });

  it('should warn about a function that cannot run here (it needs a package), or a value that is no function', () => {
    const warnings: string[] = [];
    const warn = (m: string) => warnings.push(m);
    expect(
      slugifySetting(
        config(() => ({})),
        module,
        warn,
      ),
    ).toBeUndefined();
    expect(
      slugifySetting(
        config(() => {
          throw new Error('boom');
        }),
        module,
        warn,
      ),
    ).toBeUndefined();
    expect(slugifySetting(config('kebab'), module, warn)).toBeUndefined();
    expect(warnings).toEqual([
      expect.stringContaining('could not be run here (it gave no text'),
      expect.stringContaining('could not be run here (boom'),
      'markdown.anchor.slugify is not a function: heading ids are made as VitePress does by default',
    ]);
  });

  it("should recognise the well-known packages' slugify through their stand-ins", async () => {
    const root = writeTree({
      'docs/.vitepress/config.mjs': [
        "import { slugify } from '@mdit-vue/shared'",
        "import anchor from 'markdown-it-anchor'",
        'export default { markdown: { anchor: { slugify: process.env.BD_ANCHOR ? anchor.defaults.slugify : slugify } } }',
        '',
      ].join('\n'),
      'docs/index.md': '# Home\n',
    });
    const mdit = await loadConfig(root);
    expect(mdit.diagnostics).toEqual([]);
    expect(mdit.config!.markdown).toBeUndefined();
    process.env.BD_ANCHOR = '1';
    try {
      const anchor = await loadConfig(root);
      expect(anchor.config!.markdown).toEqual({ slugify: { known: 'markdown-it-anchor' } });
    } finally {
      delete process.env.BD_ANCHOR;
    }
  });
});

describe('markdown.container', () => {
  it("should give the labels as default titles, by page language: the root's for all, a locale's over them", () => {
    const vp = {
      lang: 'en-US',
      markdown: { container: { tipLabel: 'Hint', detailsLabel: 'More', unknownLabel: 'x' } },
      locales: {
        root: { label: 'English' },
        zh: { lang: 'zh-Hans', markdown: { container: { tipLabel: '提示', dangerLabel: '危险' } } },
      },
    };
    expect(containerTitles(vp)).toEqual({
      '': { tip: 'Hint', details: 'More' },
      'zh-Hans': { tip: '提示', details: 'More', danger: '危险' },
    });
    expect(containerTitles({ markdown: {} })).toBeUndefined();
  });
});
