// Pages made from data and data loaders (tests/fixtures/generated-site: a plugin written against the
// documented API that makes one page per record of data/libraries.json, a page per tag, and a data
// loader listing the blog's posts, which a component imports): built, searched, listed in the sidebar
// and checked as files are; made again exactly when their data changes; followed by dev.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { check } from '../../src/render/check/check.js';
import { buildFailure } from '../helpers/build-failure.js';
import { buildFixture, pageContent } from '../helpers/built-site.js';
import { usePageCache } from '../helpers/cache-env.js';
import { devSocket, startTestDevServer, type TestDevServer } from '../helpers/dev.js';
import { copyFixture, read } from '../helpers/fixtures.js';

usePageCache('bd-generated-cache-');

/** The links of the page's sidebar, as text. */
const sidebarLinks = (html: string) => {
  const start = html.indexOf('bd-sidebar-items');
  const end = html.indexOf('</aside>', start);
  return [...html.slice(start, end).matchAll(/<a [^>]*href="([^"]*)"[^>]*>(?:<[^>]+>)*([^<]*)/g)].map(
    (m) => `${m[2]} ${m[1]}`,
  );
};

function editJson(root: string, edit: (libs: { id: string; name: string; summary: string; tags: string[] }[]) => void) {
  const file = path.join(root, 'data', 'libraries.json');
  const libs = JSON.parse(fs.readFileSync(file, 'utf8')) as Parameters<typeof edit>[0];
  edit(libs);
  fs.writeFileSync(file, JSON.stringify(libs, null, 2));
}

describe('a site whose plugin generates pages and loads data', () => {
  let root: string;
  let out: string;
  beforeAll(async () => {
    ({ root, out } = await buildFixture('generated-site'));
  });

  it('builds one page per record and per tag, at the routes their paths give', () => {
    const vue = pageContent(read(out, 'libraries/vue.html'));
    expect(vue).toContain('<h1 id="vue"');
    expect(vue).toContain('<p>The progressive framework.</p>');
    // Relative links from a generated page resolve as from a file at its path.
    expect(vue).toContain('<a href="/tags/ui.html">ui</a>, <a href="/tags/reactive.html">reactive</a>');
    expect(vue).toContain('<a href="/libraries/">the catalogue</a>');
    const ui = pageContent(read(out, 'tags/ui.html'));
    expect(ui).toContain('<a href="/libraries/vue.html">Vue</a>');
    expect(ui).toContain('<a href="/libraries/react.html">React</a>');
    expect(ui).not.toContain('Zod');
    // Its frontmatter is the page's: the title.
    expect(read(out, 'libraries/vue.html')).toContain('<title>Vue | Generated site</title>');
  });

  it('lists generated pages in the sidebar as if their files were in the folder', () => {
    const links = sidebarLinks(read(out, 'libraries/vue.html'));
    // The folder's own page, then its pages by title.
    const i = links.indexOf('React /libraries/react.html');
    expect(links[i - 1]).toBe('Libraries /libraries/');
    expect(links.slice(i, i + 3)).toEqual([
      'React /libraries/react.html',
      'Vue /libraries/vue.html',
      'Zod /libraries/zod.html',
    ]);
    // A folder of generated pages only: a group of them, open on its pages.
    expect(sidebarLinks(read(out, 'tags/ui.html')).slice(-3)).toEqual([
      'Tag: reactive /tags/reactive.html',
      'Tag: ui /tags/ui.html',
      'Tag: validation /tags/validation.html',
    ]);
    // And the file pages' sidebars have their groups.
    expect(sidebarLinks(read(out, 'index.html'))).toEqual(
      expect.arrayContaining(['Libraries /libraries/', 'tags /tags/reactive.html']),
    );
  });

  it('puts generated pages in the search index', () => {
    // The pages' list, and the files of their text beside it.
    const dir = path.join(out, 'assets/search');
    const index = fs.readdirSync(dir).map((f) => read(dir, f));
    expect(index.find((t) => t.startsWith('{"v":'))).toContain('["/libraries/zod.html","Zod",[]]');
    expect(index.some((t) => t.includes('Schemas with static types.'))).toBe(true);
  });

  it('gives a generated page no edit link (it has no file), and file pages theirs', () => {
    expect(read(out, 'libraries/vue.html')).not.toContain('example.com/edit');
    expect(read(out, 'blog/first.html')).toContain('https://example.com/edit/blog/first.md');
  });

  it("renders the loader's data where a component imports it, newest post first", () => {
    const list = /<ul class="post-list">(.*?)<\/ul>/.exec(read(out, 'blog/index.html'))?.[1];
    expect(list).toBe(
      '<li><a href="/blog/second.html">Second post</a> <time>2024-03-10</time></li>' +
        '<li><a href="/blog/first.html">First post</a> <time>2024-01-05</time></li>',
    );
    // The pages hook reads the loaders' data too.
    expect(pageContent(read(out, 'blog/latest.html'))).toContain(
      'The latest post is <a href="/blog/second.html">Second post</a>.',
    );
  });

  it('checks links to and from generated pages: no problem, then a broken one at the generated page', async () => {
    expect((await check({ root })).diagnostics).toEqual([]);
    const site = copyFixture('generated-site');
    editJson(site, (libs) => (libs[0]!.summary = 'See [the missing page](./nope.md).'));
    const found = (await check({ root: site })).diagnostics;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ rule: 'broken-link', line: 7 });
    expect(found[0]!.message).toContain('./nope.md');
    expect(found[0]!.file).toMatch(/catalogue\/libraries\/vue\.md$/);
  });
});

describe('incremental builds of generated pages', () => {
  let root: string;
  let out: string;
  beforeAll(async () => {
    ({ root, out } = await buildFixture('generated-site'));
  });

  it('does nothing when the data did not change', async () => {
    const r = await build({ root });
    expect(r.phases.map((p) => p.name)).toContain('unchanged: output already up to date');
  });

  it("parses again only the page whose record changed, and writes the others' files as they were", async () => {
    const zod = fs.statSync(path.join(out, 'libraries/zod.html')).ino;
    editJson(root, (libs) => (libs[0]!.summary = 'The progressive JavaScript framework.'));
    const r = await build({ root });
    expect(r.pages).toBe(12);
    expect(r.cachedPages).toBe(11);
    expect(pageContent(read(out, 'libraries/vue.html'))).toContain('<p>The progressive JavaScript framework.</p>');
    expect(fs.statSync(path.join(out, 'libraries/zod.html')).ino).toBe(zod);
  });

  it('adds and removes pages with their records', async () => {
    editJson(root, (libs) => libs.push({ id: 'vite', name: 'Vite', summary: 'A build tool.', tags: ['tooling'] }));
    let r = await build({ root });
    expect(r.pages).toBe(14);
    expect(pageContent(read(out, 'tags/tooling.html'))).toContain('<a href="/libraries/vite.html">Vite</a>');
    editJson(root, (libs) => libs.splice(libs.length - 1, 1));
    r = await build({ root });
    expect(r.pages).toBe(12);
    expect(fs.existsSync(path.join(out, 'libraries/vite.html'))).toBe(false);
    expect(fs.existsSync(path.join(out, 'tags/tooling.html'))).toBe(false);
  });

  it("makes the component's data again when a post the loader reads changes", async () => {
    const first = path.join(root, 'docs/blog/first.md');
    fs.writeFileSync(first, fs.readFileSync(first, 'utf8').replace('2024-01-05', '2024-06-01'));
    await build({ root });
    expect(read(out, 'blog/index.html')).toContain(
      '<ul class="post-list"><li><a href="/blog/first.html">First post</a> <time>2024-06-01</time></li>',
    );
    expect(pageContent(read(out, 'blog/latest.html'))).toContain('<a href="/blog/first.html">First post</a>');
  });
});

describe('problems with generated pages and data', () => {
  const withPlugin = (code: string, files: Record<string, string> = {}) => {
    const root = copyFixture('generated-site');
    fs.writeFileSync(path.join(root, 'plugins/catalogue.mjs'), code);
    for (const [rel, text] of Object.entries(files)) fs.writeFileSync(path.join(root, rel), text);
    return root;
  };

  it('keeps a file whose route a generated page takes, and says which plugin generates it', async () => {
    const root = copyFixture('generated-site');
    fs.mkdirSync(path.join(root, 'docs/tags'));
    fs.writeFileSync(path.join(root, 'docs/tags/ui.md'), '# UI, by hand\n');
    const err = await buildFailure(build({ root }));
    const d = err.diagnostics.find((x) => x.rule === 'duplicate-route');
    expect(d?.message).toMatch(
      /^plugin "catalogue" generates tags\/ui\.md, but route \/tags\/ui\.html is \S*\/docs\/tags\/ui\.md: that page is kept, the generated one left out$/,
    );
    expect(read(root, 'docs/tags/ui.md')).toBe('# UI, by hand\n');
    expect(d?.file).toMatch(/catalogue\/tags\/ui\.md$/);
    expect(d?.hint).toBeTruthy();
  });

  it('reports a hook that throws as an error naming the plugin', async () => {
    const root = withPlugin(
      "export default () => ({ name: 'catalogue', pages() { throw new Error('no such record'); } });\n",
    );
    const err = await buildFailure(build({ root }));
    expect(err.diagnostics.find((d) => d.rule === 'plugin-error')?.message).toBe(
      'plugin "catalogue": failed in pages: no such record',
    );
  });

  it('refuses a generated page outside the docs folder, and data that is not JSON', async () => {
    const root = withPlugin(
      "export default () => ({ name: 'catalogue', data: () => ({ posts: [], bad: 1n }), pages: () => [{ path: '../up.md', source: '# Up' }] });\n",
    );
    const messages = (await buildFailure(build({ root }))).diagnostics.map((d) => d.message);
    expect(messages).toContain('plugin "catalogue": generated page path "../up.md" is not a plain path to a .md file');
    expect(messages.find((m) => m.startsWith('plugin "catalogue": data "bad" cannot be written as JSON'))).toBeTruthy();
  });

  it('names the missing data when a component imports a name no plugin gives', async () => {
    const root = withPlugin("export default () => ({ name: 'catalogue', data: () => ({ other: 1 }) });\n", {
      'data/libraries.json': '[]',
    });
    const err = await buildFailure(build({ root }));
    expect(err.diagnostics.map((d) => d.message).join('\n')).toContain(
      `no plugin gives data "posts" (the site's data: other)`,
    );
  });
});

describe('bookdocs dev on generated pages', () => {
  let root: string;
  let dev: TestDevServer;
  beforeAll(async () => {
    root = copyFixture('generated-site');
    dev = await startTestDevServer(root);
  });
  afterAll(() => dev.close());

  const page = async (p: string) => (await fetch(`${dev.url}${p}`)).text();

  it("serves generated pages and the loader's data", async () => {
    expect(pageContent(await page('libraries/vue.html'))).toContain('<p>The progressive framework.</p>');
    expect(await page('blog/')).toContain('<a href="/blog/second.html">Second post</a> <time>2024-03-10</time>');
  });

  it('shows a change of the data file: the page changes, a new record is a new page', async () => {
    const ws = await devSocket(dev.url);
    try {
      editJson(root, (libs) => {
        libs[0]!.summary = 'Edited in dev.';
        libs.push({ id: 'vite', name: 'Vite', summary: 'A build tool.', tags: ['tooling'] });
      });
      // A hang guard, not a deadline: the reload comes once the watcher sees the file.
      for (let i = 0; i < 400 && !ws.messages.some((m) => m.type === 'reload'); i++)
        await new Promise((r) => setTimeout(r, 25));
      expect(ws.messages.map((m) => m.type)).toContain('reload');
      expect(pageContent(await page('libraries/vue.html'))).toContain('<p>Edited in dev.</p>');
      expect(pageContent(await page('libraries/vite.html'))).toContain('<p>A build tool.</p>');
    } finally {
      ws.close();
    }
  });

  it("shows a change of a post the loader reads in the component's list", async () => {
    const ws = await devSocket(dev.url);
    try {
      const second = path.join(root, 'docs/blog/second.md');
      fs.writeFileSync(second, fs.readFileSync(second, 'utf8').replace('2024-03-10', '2023-12-31'));
      for (let i = 0; i < 400 && !ws.messages.some((m) => m.type === 'reload'); i++)
        await new Promise((r) => setTimeout(r, 25));
      expect(await page('blog/')).toContain(
        '<ul class="post-list"><li><a href="/blog/first.html">First post</a> <time>2024-01-05</time></li>',
      );
    } finally {
      ws.close();
    }
  });
});
