// Plugins' Markdown hooks on a whole site: HTML handlers that wrap bookdocs' own (links keep being
// rewritten and checked whatever a plugin does to them), and containers a plugin declares by name.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { check } from '../../src/render/check/check.js';
import { read, writeTree } from '../helpers/fixtures.js';

const saved = { ...process.env };
beforeAll(() => {
  process.env.BOOKDOCS_CACHE = '0';
});
afterAll(() => {
  process.env = saved;
});

/** A site with one plugin (its module's code) and these pages. */
function siteWith(plugin: string, pages: Record<string, string>): string {
  return writeTree({
    'plugins/plugin.mjs': plugin,
    'site.config.json': JSON.stringify({ title: 'Hooks', lastUpdated: false, plugins: ['./plugins/plugin.mjs'] }),
    ...Object.fromEntries(Object.entries(pages).map(([file, text]) => [`docs/${file}`, text])),
  });
}

const LINKS = {
  'index.md': '# Home\n\nSee [the guide](./guide.md#start) and [a missing page](./nope.md).\n',
  'guide.md': '# Guide\n\n## Start\n\nText.\n',
};

const brokenLinks = async (root: string) =>
  (await check({ root })).diagnostics
    .filter((d) => d.rule === 'broken-link')
    .map((d) => `${path.basename(d.file ?? '')}:${d.line} ${d.message}`);

describe("a plugin's handler for links", () => {
  it("wraps bookdocs' own: the link is rewritten and on the page, and check still reports ./nope.md", async () => {
    const root = siteWith(
      `export default () => ({ name: 'marked-links', markdown: () => ({ html: [{ exit: {
        link(token, next) { this.raw(next().replace('<a ', '<a class="marked" ')); },
      } }] }) });\n`,
      LINKS,
    );
    const broken = await brokenLinks(root);
    expect(broken).toEqual([expect.stringMatching(/^index\.md:3 .*nope\.md/)]);
    // (A build stops at the broken link: without it, the page as built.)
    fs.writeFileSync(path.join(root, 'docs', 'index.md'), '# Home\n\nSee [the guide](./guide.md#start).\n');
    await build({ root });
    expect(read(path.join(root, 'dist'), 'index.html')).toContain(
      '<a class="marked" href="/guide.html#start">the guide</a>',
    );
  });

  it('replaces it without asking for it: its HTML is on the page, and check still reports ./nope.md', async () => {
    const root = siteWith(
      `export default () => ({ name: 'plain-links', markdown: () => ({ html: [{ exit: {
        link() { this.raw('<span class="was-a-link"></span>'); },
      } }] }) });\n`,
      LINKS,
    );
    expect(await brokenLinks(root)).toEqual([expect.stringMatching(/^index\.md:3 .*nope\.md/)]);
  });
});

describe('containers a plugin declares by name', () => {
  it('keeps the title of `::: demo Title`, renders its body as Markdown, and gives it the page language', async () => {
    const root = writeTree({
      'plugins/demo.mjs':
        `export default () => ({ name: 'demo', markdown: () => ({ containers: {\n` +
        `  demo: {\n` +
        `    title: (lang) => (lang?.startsWith('zh') ? '演示' : 'Demo'),\n` +
        `    render: ({ title, body, lang }) => \`<section class="demo" lang="\${lang}"><h4>\${title}</h4>\${body}</section>\`,\n` +
        `  },\n` +
        `} }) });\n`,
      'site.config.json': JSON.stringify({
        title: 'Demo',
        lastUpdated: false,
        plugins: ['./plugins/demo.mjs'],
        locales: { '/': { lang: 'en-US' }, '/zh/': { lang: 'zh-CN' } },
      }),
      'docs/index.md':
        '# Home\n\n::: demo My *first* demo\nSee [the guide](./guide.md).\n:::\n\n::: demo\nUntitled.\n:::\n',
      'docs/guide.md': '# Guide\n',
      'docs/zh/index.md': '# 首页\n\n::: demo\n正文\n:::\n',
    });
    await build({ root });
    const out = path.join(root, 'dist');
    const home = read(out, 'index.html');
    expect(home).toContain(
      '<section class="demo" lang="en-US"><h4>My <em>first</em> demo</h4><p>See <a href="/guide.html">the guide</a>.</p>\n</section>',
    );
    expect(home).toContain('<section class="demo" lang="en-US"><h4>Demo</h4><p>Untitled.</p>\n</section>');
    expect(read(out, 'zh/index.html')).toContain(
      '<section class="demo" lang="zh-CN"><h4>演示</h4><p>正文</p>\n</section>',
    );
  });
});
