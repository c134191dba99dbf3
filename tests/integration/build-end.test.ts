// What a plugin's buildEnd gets of each page: its title (a home page's too), description, headings,
// its place in the site's reading order, and its text, read when asked for.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { read, writeTree } from '../helpers/fixtures.js';

const saved = { ...process.env };
afterAll(() => {
  process.env = saved;
});

/** A plugin that writes what buildEnd got of each page to pages.json, in file order. */
const LISTING = `import fs from 'node:fs';
import path from 'node:path';
export default () => ({
  name: 'listing',
  async buildEnd(site, outDir) {
    const pages = [];
    for (const p of site.pages) {
      pages.push({ file: p.file, title: p.title, description: p.description, headings: p.headings, order: p.order, text: await p.text() });
    }
    fs.writeFileSync(path.join(outDir, 'pages.json'), JSON.stringify(pages));
  },
});
`;

interface Listed {
  file: string;
  title: string;
  description?: string;
  headings: { depth: number; text: string; id: string }[];
  order: number;
  text: string;
}

const SITE = {
  'plugins/listing.mjs': LISTING,
  'docs/index.md': '---\nlayout: home\nhero:\n  name: Widgets\n  tagline: Small parts\n---\n',
  'docs/guide/index.md': '# Guide\n\nWhere to start.\n\n## First steps\n\nInstall it.\n\n### On Linux\n\napt.\n',
  'docs/guide/later.md': '---\ndescription: What comes after\n---\n\n# Later\n\nMore text.\n',
  'docs/guide/first.md': '# First\n\nThe first page of the guide, read before later.md.\n',
  'docs/api/calls.md': '# Calls\n\n## `open()` {#open}\n\nOpens it.\n',
  'docs/zh/index.md': '---\nlayout: home\n---\n',
};

async function listed(config: Record<string, unknown>, cache: boolean): Promise<Listed[]> {
  process.env.BOOKDOCS_CACHE = cache ? '1' : '0';
  const root = writeTree({
    ...SITE,
    'site.config.json': JSON.stringify({
      title: 'Widget docs',
      lastUpdated: false,
      plugins: ['./plugins/listing.mjs'],
      ...config,
    }),
  });
  if (cache) process.env.BOOKDOCS_CACHE_DIR = path.join(root, '.cache');
  await build({ root });
  // A second build of a changed site: unchanged pages come from the previous build, their text from the cache.
  if (cache) {
    fs.appendFileSync(path.join(root, 'docs', 'api', 'calls.md'), '\nOne more line.\n');
    await build({ root });
  }
  return JSON.parse(read(path.join(root, 'dist'), 'pages.json')) as Listed[];
}

const byFile = (pages: Listed[]) => Object.fromEntries(pages.map((p) => [p.file, p]));
/** The pages' files by their `order`. */
const inOrder = (pages: Listed[]) => [...pages].sort((a, b) => a.order - b.order).map((p) => p.file);
/** The site's reading order, with the config's sidebars and with the generated one alike. */
const READING_ORDER = ['index.md', 'api/calls.md', 'guide/index.md', 'guide/first.md', 'guide/later.md', 'zh/index.md'];

describe("buildEnd's page titles", () => {
  it("are a home page's real title, not an empty string", async () => {
    process.env.BOOKDOCS_CACHE = '0';
    const root = writeTree({
      'plugins/titles.mjs':
        `import fs from 'node:fs';\nexport default () => ({ name: 'titles', buildEnd(site, outDir) {\n` +
        `  fs.writeFileSync(outDir + '/titles.json', JSON.stringify(site.pages.map((p) => [p.file, p.title])));\n} });\n`,
      'docs/index.md': SITE['docs/index.md'],
      'docs/guide.md': '# Guide\n',
      'site.config.json': JSON.stringify({
        title: 'Widget docs',
        lastUpdated: false,
        plugins: ['./plugins/titles.mjs'],
      }),
    });
    await build({ root });
    expect(JSON.parse(read(path.join(root, 'dist'), 'titles.json'))).toEqual([
      ['guide.md', 'Guide'],
      ['index.md', 'Widgets'],
    ]);
  });
});

describe('buildEnd', () => {
  let pages: Listed[];
  beforeAll(async () => {
    pages = await listed(
      {
        locales: { '/': { lang: 'en-US' }, '/zh/': { lang: 'zh-CN', title: '小部件' } },
        sidebar: {
          '/guide/': [{ text: 'Guide', children: ['/guide/', '/guide/first.md', '/guide/later.md'] }],
          '/api/': [{ text: 'API', children: ['/api/calls.md'] }],
        },
      },
      false,
    );
  });

  it("gives a home page its real title: its hero's name, else its locale's site title", () => {
    expect(byFile(pages)['index.md']!.title).toBe('Widgets');
    expect(byFile(pages)['zh/index.md']!.title).toBe('小部件');
  });

  it("gives each page's headings (depth, text, id) and description (its own, else the start of its text)", () => {
    const guide = byFile(pages)['guide/index.md']!;
    expect(guide.headings).toEqual([
      { depth: 2, text: 'First steps', id: 'first-steps' },
      { depth: 3, text: 'On Linux', id: 'on-linux' },
    ]);
    expect(byFile(pages)['api/calls.md']!.headings).toEqual([{ depth: 2, text: 'open()', id: 'open' }]);
    expect(guide.description).toBe('Where to start. First steps Install it. On Linux apt.');
    expect(byFile(pages)['guide/later.md']!.description).toBe('What comes after');
  });

  it("gives each page's text, as searched", () => {
    expect(byFile(pages)['guide/first.md']!.text).toBe('First The first page of the guide, read before later.md.');
    expect(byFile(pages)['index.md']!.text).toBe('');
  });

  it("numbers the pages in the site's reading order: the sidebars' order, home pages where their folder starts", () => {
    expect(inOrder(pages)).toEqual(READING_ORDER);
    expect(pages.map((p) => p.order).sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('follows the generated sidebar: a folder’s pages after its index, before the next folder', async () => {
    expect(inOrder(await listed({}, false))).toEqual(READING_ORDER);
  });

  it('reads the text of pages carried over from the previous build from the page cache', async () => {
    const again = byFile(await listed({}, true));
    expect(again['guide/first.md']!.text).toBe('First The first page of the guide, read before later.md.');
    expect(again['api/calls.md']!.text).toBe('Calls open() Opens it. One more line.');
  });
});
