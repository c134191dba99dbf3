import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  pageCacheKey,
  pageSettingsKey,
  readCachedPage,
  writeCachedPage,
  type CacheKeyInput,
} from '../../../../src/render/incremental/page-cache.js';
import { defaultCacheDir } from '../../../../src/render/incremental/cache-dir.js';
import type { PageData, PageSettings } from '../../../../src/render/page/page-types.js';
import { contentHash as sourceHash } from '../../../../src/render/incremental/hashing.js';
import type { LoadedPlugin } from '../../../../src/render/plugins/plugin-instances.js';

const plugin = (key: string) => ({ ref: { key } }) as unknown as LoadedPlugin;

const settings: PageSettings = {
  base: '/',
  cleanUrls: false,
  components: ['Chart', 'Hello'],
  builtins: [],
  vue: [],
  vuePages: {},
  vueUnrendered: [],
  root: '/site/docs',
  publicDir: '/site/docs/public',
  plugins: [plugin('math')],
  unified: { plugins: [{ spec: 'remark-toc', list: 'remarkPlugins', index: 0, module: '/m/remark-toc.js', key: 'a' }] },
  attrs: { left: '%{', right: '}%' },
  slugify: { module: '/tmp/config.mjs.0123.mjs', env: { command: 'build' }, path: ['markdown', 'anchor', 'slugify'] },
  containerTitles: { '': { tip: 'Hint' } },
  codeLabelTitles: false,
  markdownCopy: false,
};

const input: CacheKeyInput = {
  toolkit: 'toolkit-hash',
  settings: pageSettingsKey(settings),
  file: 'guide/a.md',
  sourceHash: sourceHash('# A\n\nText.\n'),
  highlight: true,
};

const samplePage = (): PageData => ({
  file: 'guide/a.md',
  route: '/guide/a.html',
  title: 'A',
  description: 'About A',
  frontmatter: { title: 'A', tags: ['x', 'y'], draft: false },
  html: '<h1 id="a">A</h1><p>Text — “quoted” 中文</p>',
  headers: [{ level: 2, title: 'Part', slug: 'part' }],
  ids: ['a', 'part'],
  links: [
    {
      raw: 'b.md#x',
      url: '/guide/b.html#x',
      target: 'guide/b.md',
      isPage: true,
      hash: 'x',
      external: false,
      line: 3,
      column: 1,
    },
  ],
  images: [],
  text: 'A Text',
  components: [{ name: 'Hello', props: { who: 'world' } }],
  warnings: [],
  home: {
    heroHeight: 280,
    actions: [{ text: 'Go', link: '/guide/', type: 'primary' }],
    features: [{ title: 'Fast', details: 'Very' }],
  },
  hasTitle: true,
});

/** Every file under a folder, relative to it. */
const filesUnder = (dir: string): string[] =>
  (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile());

describe('pageSettingsKey', () => {
  it('is the same for equal settings', () => {
    expect(pageSettingsKey({ ...settings, components: [...settings.components] })).toBe(pageSettingsKey(settings));
  });

  // Every setting, including one added later, changes the key: nobody has to remember to add it.
  const changed: Record<Exclude<keyof PageSettings, 'plugins'>, Partial<PageSettings>> = {
    base: { base: '/docs/' },
    cleanUrls: { cleanUrls: true },
    components: { components: ['Chart', 'Hello', 'Table'] },
    builtins: { builtins: ['Tabs'] },
    vue: { vue: ['Counter'] },
    vuePages: { vuePages: { 'guide/list.md': 'BdVuePage0123456789' } },
    vueUnrendered: { vueUnrendered: ['Broken'] },
    root: { root: '/other/docs' },
    publicDir: { publicDir: '/site/public' },
    // A remark or rehype plugin's code or options (its key), or one more: every page is parsed with them.
    unified: {
      unified: {
        plugins: [{ spec: 'remark-toc', list: 'remarkPlugins', index: 0, module: '/m/remark-toc.js', key: 'b' }],
      },
    },
    // VitePress `markdown.attrs` delimiters, and its slugify: the config's compiled module is named by
    // its code, so a changed function (or what it uses) is another module.
    attrs: { attrs: false },
    containerTitles: { containerTitles: { '': { tip: 'Hint' }, 'zh-CN': { tip: '提示' } } },
    codeLabelTitles: { codeLabelTitles: true },
    // Pages parsed with their Markdown copy for agents (config `agents`).
    markdownCopy: { markdownCopy: true },
    slugify: {
      slugify: {
        module: '/tmp/config.mjs.4567.mjs',
        env: { command: 'build' },
        path: ['markdown', 'anchor', 'slugify'],
      },
    },
  };
  it.each(Object.entries(changed))('changes with %s', (_name, change) => {
    expect(pageSettingsKey({ ...settings, ...change })).not.toBe(pageSettingsKey(settings));
  });

  it('leaves the plugins to each page: a page is keyed by those that apply to it', () => {
    expect(pageSettingsKey({ ...settings, plugins: [plugin('math'), plugin('mermaid')] })).toBe(
      pageSettingsKey(settings),
    );
  });

  it('changes with every field a settings value has', () => {
    // A field of PageSettings missing from the table above fails here, and makes the table incomplete.
    expect([...Object.keys(changed), 'plugins'].sort()).toEqual(Object.keys(settings).sort());
    expect(pageSettingsKey({ ...settings, publicDir: undefined })).not.toBe(pageSettingsKey(settings));
  });
});

describe('pageCacheKey', () => {
  it('is the same for the same input', () => {
    expect(pageCacheKey({ ...input })).toBe(pageCacheKey(input));
    expect(pageCacheKey(input)).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['toolkit', { toolkit: 'other' }],
    ['settings', { settings: pageSettingsKey({ ...settings, base: '/docs/' }) }],
    ['file', { file: 'guide/b.md' }],
    ['language', { lang: 'zh-CN' }],
    ['plugins that apply', { plugins: ['math'] }],
    ['source', { sourceHash: sourceHash('# A\n\nText!\n') }],
    ['highlight', { highlight: false }],
  ] as [string, Partial<CacheKeyInput>][])('changes with the %s', (_name, change) => {
    expect(pageCacheKey({ ...input, ...change })).not.toBe(pageCacheKey(input));
  });

  it('keeps the file name and the source apart', () => {
    expect(pageCacheKey({ ...input, file: 'ab', sourceHash: 'c' })).not.toBe(
      pageCacheKey({ ...input, file: 'a', sourceHash: 'bc' }),
    );
  });
});

describe('readCachedPage / writeCachedPage', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-page-cache-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('round-trips a page', async () => {
    const key = pageCacheKey(input);
    writeCachedPage(dir, key, samplePage());
    expect(readCachedPage(dir, key)).toEqual(samplePage());
  });

  it('stores the page as it was when called: the caller may empty it right after', () => {
    const key = pageCacheKey(input);
    const page = samplePage();
    writeCachedPage(dir, key, page);
    page.html = '';
    page.text = '';
    expect(readCachedPage(dir, key)).toMatchObject({ html: samplePage().html, text: 'A Text' });
  });

  it('keeps pages of different keys apart, and the last write of a key wins', async () => {
    const a = pageCacheKey(input);
    const b = pageCacheKey({ ...input, file: 'guide/b.md' });
    writeCachedPage(dir, a, samplePage());
    writeCachedPage(dir, b, { ...samplePage(), title: 'B' });
    writeCachedPage(dir, a, { ...samplePage(), title: 'A2' });
    expect(readCachedPage(dir, a)?.title).toBe('A2');
    expect(readCachedPage(dir, b)?.title).toBe('B');
  });

  it('leaves no temporary files behind, and makes its folder again when it was deleted', () => {
    writeCachedPage(dir, pageCacheKey(input), samplePage());
    expect(filesUnder(dir)).toHaveLength(1);
    expect(filesUnder(dir)[0]).toMatch(/\.json$/);
    fs.rmSync(path.join(dir, path.dirname(filesUnder(dir)[0]!)), { recursive: true });
    writeCachedPage(dir, pageCacheKey(input), samplePage());
    expect(readCachedPage(dir, pageCacheKey(input))).toEqual(samplePage());
  });

  it('reads a missing entry as a miss', () => {
    expect(readCachedPage(dir, pageCacheKey(input))).toBeUndefined();
    expect(readCachedPage(path.join(dir, 'no-such-folder'), pageCacheKey(input))).toBeUndefined();
  });

  it.each([
    ['truncated', (json: string) => json.slice(0, json.length / 2)],
    ['empty', () => ''],
    ['not JSON', () => '\u0000\u0001garbage'],
  ])('reads a %s entry as a miss', async (_name, corrupt) => {
    const key = pageCacheKey(input);
    writeCachedPage(dir, key, samplePage());
    const [entry] = filesUnder(dir);
    const file = path.join(dir, entry!);
    fs.writeFileSync(file, corrupt(fs.readFileSync(file, 'utf8')));
    expect(readCachedPage(dir, key)).toBeUndefined();
  });

  it('reads an entry that is a folder as a miss', async () => {
    const key = pageCacheKey(input);
    writeCachedPage(dir, key, samplePage());
    const file = path.join(dir, filesUnder(dir)[0]!);
    fs.rmSync(file);
    fs.mkdirSync(file);
    expect(readCachedPage(dir, key)).toBeUndefined();
  });

  it('does not fail when the cache cannot be written', async () => {
    const blocked = path.join(dir, 'a-file');
    fs.writeFileSync(blocked, 'x');
    expect(() => writeCachedPage(blocked, pageCacheKey(input), samplePage())).not.toThrow();
    expect(readCachedPage(blocked, pageCacheKey(input))).toBeUndefined();
  });
});

describe('defaultCacheDir', () => {
  const names = ['BOOKDOCS_CACHE', 'BOOKDOCS_CACHE_DIR', 'XDG_CACHE_HOME'] as const;
  let saved: Record<string, string | undefined>;
  beforeEach(() => {
    saved = Object.fromEntries(names.map((n) => [n, process.env[n]]));
    // The test run sets BOOKDOCS_CACHE=0 (vitest.config.ts): each test sets what it needs.
    for (const n of names) delete process.env[n];
  });
  afterEach(() => {
    for (const n of names) {
      if (saved[n] === undefined) delete process.env[n];
      else process.env[n] = saved[n];
    }
  });

  it('is under XDG_CACHE_HOME when it is set, else under ~/.cache', () => {
    process.env.XDG_CACHE_HOME = '/var/cache/me';
    expect(defaultCacheDir()).toBe(path.join('/var/cache/me', 'bookdocs', 'pages'));
    delete process.env.XDG_CACHE_HOME;
    expect(defaultCacheDir()).toBe(path.join(os.homedir(), '.cache', 'bookdocs', 'pages'));
  });

  it('is BOOKDOCS_CACHE_DIR when that is set', () => {
    process.env.XDG_CACHE_HOME = '/var/cache/me';
    process.env.BOOKDOCS_CACHE_DIR = '/tmp/my-cache';
    expect(defaultCacheDir()).toBe('/tmp/my-cache');
  });

  it('is off with BOOKDOCS_CACHE=0, even with BOOKDOCS_CACHE_DIR set', () => {
    process.env.BOOKDOCS_CACHE = '0';
    expect(defaultCacheDir()).toBeUndefined();
    process.env.BOOKDOCS_CACHE_DIR = '/tmp/my-cache';
    expect(defaultCacheDir()).toBeUndefined();
  });

  it('is off with an empty BOOKDOCS_CACHE_DIR, and on with BOOKDOCS_CACHE=1', () => {
    process.env.BOOKDOCS_CACHE_DIR = '';
    expect(defaultCacheDir()).toBeUndefined();
    delete process.env.BOOKDOCS_CACHE_DIR;
    process.env.BOOKDOCS_CACHE = '1';
    expect(defaultCacheDir()).toBe(path.join(os.homedir(), '.cache', 'bookdocs', 'pages'));
  });
});
