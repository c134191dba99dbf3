// remark and rehype plugins from the registry (remark-definition-list adds syntax, remark-toc changes
// the tree, rehype-external-links changes the HTML) and a local one (tests/fixtures/remark-site), in
// a config in code and in site.config.json: what pages come out with, what `check` and dev see, how
// a failing plugin is reported, that the cache follows the plugins, and the handbook's example.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { check } from '../../src/render/check/check.js';
import { buildFailure } from '../helpers/build-failure.js';
import { usePageCache } from '../helpers/cache-env.js';
import { startTestDevServer } from '../helpers/dev.js';
import { copyFixture, read, REPO, writeTree } from '../helpers/fixtures.js';
import { handbookExample } from '../helpers/handbook-example.js';

usePageCache('bd-remark-cache-');

/** The fixture in a temp folder, its packages (remark-toc…) and `bookdocs` resolvable from it. */
function site(): string {
  const root = copyFixture('remark-site');
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return root;
}

/** The same plugins as site.config.json names them (no functions: no <dl> handlers). */
const JSON_CONFIG = {
  title: 'Remark site',
  lastUpdated: false,
  markdown: {
    remarkPlugins: [
      'remark-definition-list',
      ['remark-toc', { heading: 'Contents' }],
      ['./plugins/remark-stamp.mjs', { text: 'Stamped by remark' }],
    ],
    rehypePlugins: [['rehype-external-links', { rel: ['nofollow'] }]],
  },
};

function useJson(root: string, config: unknown = JSON_CONFIG): void {
  fs.rmSync(path.join(root, 'bookdocs.config.mjs'), { force: true });
  fs.writeFileSync(path.join(root, 'site.config.json'), `${JSON.stringify(config, null, 2)}\n`);
}

/** The page data a built page carries for hydration. */
function pageData(html: string): { headers: { level: number; title: string; slug: string }[]; title?: string } {
  const json = /<script id="bd-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!;
  return (JSON.parse(json) as { page: { headers: { level: number; title: string; slug: string }[] } }).page;
}

/** All the search text the build wrote. */
function searchText(out: string): string {
  const dir = path.join(out, 'assets', 'search');
  return fs
    .readdirSync(dir)
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
}

describe('a site with remark and rehype plugins in a config in code', () => {
  let root: string;
  let html: string;
  beforeAll(async () => {
    root = site();
    await build({ root });
    html = read(path.join(root, 'dist'), 'index.html');
  });

  it('reads the syntax a remark plugin adds (a definition list, made <dl> by its handlers)', () => {
    expect(html).toMatch(/<dl>\s*<dt>Apple<\/dt>\s*<dd>A fruit that grows on trees\.\s*<\/dd>/);
    expect(html).not.toContain(': A fruit');
  });

  it("lets a remark plugin change the tree, linking to the page's own heading ids", () => {
    // remark-toc fills the "Contents" section with the headings after it.
    expect(html).toMatch(
      /<h2 id="contents" tabindex="-1">Contents <a class="header-anchor" href="#contents"[^>]*>#<\/a><\/h2>\s*<ul>\s*<li><a href="#install">Install<\/a><\/li>\s*<li><a href="#usage">Usage 🎉<\/a><\/li>/,
    );
    expect(pageData(html).headers).toEqual([
      { level: 2, title: 'Contents', slug: 'contents' },
      { level: 2, title: 'Install', slug: 'install' },
      { level: 2, title: 'Usage 🎉', slug: 'usage' },
    ]);
  });

  it('lets a rehype plugin change the HTML, and links are rewritten as on every page', () => {
    expect(html).toContain('<a href="https://example.com/pkg" rel="nofollow" target="_blank">the registry</a>');
    expect(html).toContain('<a href="/guide.html#usage">the guide</a>');
  });

  it("keeps bookdocs' own syntax: containers, alerts, highlighted code, emoji, footnotes", () => {
    expect(html).toContain('<div class="custom-block tip"><p class="custom-block-title">Before you start</p>');
    expect(html).toContain('<div class="custom-block warning github-alert">');
    expect(html).toMatch(
      /<div class="language-ts bd-code">.*<pre class="shiki"[^>]*><code><span class="line">.*<span class="line highlighted">/s,
    );
    expect(html).toContain('<section data-footnotes class="footnotes">');
  });

  it("puts a plugin's text into the search text", () => {
    expect(html).toContain('<p class="stamp">Stamped by remark</p>');
    const text = searchText(path.join(root, 'dist'));
    expect(text).toContain('Stamped by remark');
    expect(text).toContain('A fruit that grows on trees.');
  });

  it('is checked: a broken link on such a page is reported at its line', async () => {
    const result = await check({ root });
    const broken = result.diagnostics.filter((d) => d.rule === 'broken-link');
    expect(broken).toEqual([
      expect.objectContaining({ line: 11, column: 55, message: expect.stringContaining('./nope.md') }),
    ]);
    expect(broken[0]!.file).toMatch(/docs\/index\.md$/);
  });

  it('is served by bookdocs dev the same way', async () => {
    const dev = await startTestDevServer(root);
    try {
      const page = await (await fetch(dev.url)).text();
      expect(page).toMatch(/<dl>\s*<dt>Apple<\/dt>/);
      expect(page).toContain('<li><a href="#install">Install</a></li>');
      expect(page).toContain('rel="nofollow" target="_blank"');
    } finally {
      await dev.close();
    }
  });
});

describe('the same plugins named in site.config.json', () => {
  let root: string;
  let html: string;
  beforeAll(async () => {
    root = site();
    useJson(root);
    await build({ root });
    html = read(path.join(root, 'dist'), 'index.html');
  });

  it('imports them by package name and path, with their JSON options', () => {
    // Without its handlers (functions: a config in code), remark-definition-list's nodes are <div>s.
    expect(html).toMatch(/<div>\s*<div>Apple<\/div>\s*<div>\s*<p>A fruit that grows on trees\.<\/p>/);
    expect(html).toContain('<li><a href="#install">Install</a></li>');
    expect(html).toContain('rel="nofollow" target="_blank"');
    expect(html).toContain('<p class="stamp">Stamped by remark</p>');
  });

  it('re-parses the pages when an option changes (the cache keys on the plugins)', async () => {
    useJson(root, {
      ...JSON_CONFIG,
      markdown: { ...JSON_CONFIG.markdown, rehypePlugins: [['rehype-external-links', { rel: ['external'] }]] },
    });
    await build({ root });
    const again = read(path.join(root, 'dist'), 'index.html');
    expect(again).toContain('<a href="https://example.com/pkg" rel="external" target="_blank">');
  });

  it('re-parses the pages when a local plugin module changes', () => {
    // Through the CLI, as a build runs (this thread's module loader is vitest's, which keeps a first import).
    const cli = () =>
      execFileSync(process.execPath, [path.join(REPO, 'bin', 'bookdocs.js'), 'build'], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1' },
      });
    cli();
    expect(cli()).toContain('✓ unchanged, 2 pages:');
    const file = path.join(root, 'plugins', 'remark-stamp.mjs');
    fs.writeFileSync(
      file,
      read(root, 'plugins/remark-stamp.mjs').replace('value: options.text', "value: 'Edited: ' + options.text"),
    );
    expect(cli()).not.toMatch(/reused from the cache|✓ unchanged/);
    expect(read(path.join(root, 'dist'), 'index.html')).toContain('<p class="stamp">Edited: Stamped by remark</p>');
  });
});

describe('remark and rehype plugins that fail', () => {
  it('one that cannot be found, or is no function, is an error at its line of the config, with a hint', async () => {
    const root = site();
    fs.writeFileSync(path.join(root, 'plugins', 'not-a-plugin.mjs'), 'export const x = 1;\n');
    useJson(root, {
      title: 'x',
      markdown: { remarkPlugins: ['remark-no-such-plugin-xyz'], rehypePlugins: ['./plugins/not-a-plugin.mjs'] },
    });
    const err = await buildFailure(build({ root }));
    const found = err.diagnostics.filter((d) => d.rule === 'plugin-error');
    expect(found.map((d) => [d.message, d.line])).toEqual([
      [expect.stringMatching(/^remark plugin "remark-no-such-plugin-xyz" not found/), 5],
      ['rehype plugin "./plugins/not-a-plugin.mjs" has no default export that is a plugin function', 8],
    ]);
    for (const d of found) {
      expect(d.file).toMatch(/site\.config\.json$/);
      expect(d.hint).toBeTruthy();
      expect(d.message).not.toMatch(/\n\s+at /);
    }
  });

  it('a value that is no plugin in a config in code is an error at its key', async () => {
    const root = site();
    fs.writeFileSync(
      path.join(root, 'bookdocs.config.mjs'),
      "export default {\n  title: 'x',\n  markdown: {\n    remarkPlugins: [42],\n  },\n};\n",
    );
    const err = await buildFailure(build({ root }));
    const d = err.diagnostics.find((x) => /remarkPlugins/.test(x.message));
    expect(d).toMatchObject({ severity: 'error', file: expect.stringMatching(/bookdocs\.config\.mjs$/), line: 4 });
  });

  it('one that throws on a page is a plugin-error at that page naming it; the build goes on to the end, and fails', async () => {
    const root = site();
    fs.writeFileSync(
      path.join(root, 'plugins', 'remark-boom.mjs'),
      "export default function remarkBoom() {\n  return (tree, file) => {\n    if (String(file.value).includes('boom')) throw new Error('cannot stand the word');\n  };\n}\n",
    );
    fs.writeFileSync(path.join(root, 'docs', 'boom.md'), '# Boom\n\nboom\n');
    useJson(root, { title: 'x', markdown: { remarkPlugins: ['./plugins/remark-boom.mjs'] } });
    const err = await buildFailure(build({ root }));
    // (index.md's broken link is the other error.)
    expect(err.diagnostics.filter((d) => d.rule !== 'broken-link')).toEqual([
      expect.objectContaining({
        severity: 'error',
        rule: 'plugin-error',
        file: expect.stringMatching(/docs\/boom\.md$/),
        message: 'plugin "./plugins/remark-boom.mjs" failed: cannot stand the word',
      }),
    ]);
    const checked = await check({ root });
    expect(checked.diagnostics.filter((d) => d.rule === 'plugin-error')).toHaveLength(1);
  });
});

describe("the handbook's remark and rehype example", () => {
  it('builds a site', async () => {
    const { file, code } = handbookExample('example-remark-config');
    const root = writeTree(
      {
        [file]: code,
        'docs/index.md':
          '# Home\n\n## Contents\n\n## Terms\n\nbookdocs\n: A docs tool.\n\nSee [the site](https://example.com).\n',
      },
      'bd-readme-remark-',
    );
    fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    await build({ root });
    const html = read(path.join(root, 'dist'), 'index.html');
    expect(html).toMatch(/<dl>\s*<dt>bookdocs<\/dt>/);
    expect(html).toContain('<li><a href="#terms">Terms</a></li>');
    expect(html).toContain('<a href="https://example.com" rel="nofollow" target="_blank">the site</a>');
  });
});
