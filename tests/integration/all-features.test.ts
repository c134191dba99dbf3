// One site with every part of the component and plugin work together (the all-features fixture):
// every built-in, a component wrapping Markdown with another inside, components inline in a heading,
// a list and a table, and a third-party-style plugin adding a layout widget, pages from a JSON file and
// a data loader. The build's HTML has each of them; dev serves the same documents; dev's DocCardList
// cards are a build's from the first request, and follow an edit of a page they show.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { DevSite } from '../../src/server/dev/site.js';
import { DEV_CLIENT_PATH, type DevMessage } from '../../src/shared/dev-protocol.js';
import { copyFixture, read } from '../helpers/fixtures.js';
import { devSocket, startTestDevServer, type TestDevServer } from '../helpers/dev.js';

/** The cards of the page's DocCardList(s), from its built HTML: title and description of each. */
function cards(html: string): { title: string; description?: string }[] {
  return [
    ...html.matchAll(
      /<span class="bd-c-link-card-title">([^<]*)<\/span>(?:<span class="bd-c-link-card-description">([^<]*)<\/span>)?/g,
    ),
  ].map(([, title, description]) => ({ title: title!, ...(description && { description }) }));
}

/** The `items` prop of each DocCardList in a page's view (data file or dev update). */
function viewCards(view: { components: { name: string; props: Record<string, unknown> }[] }): unknown[] {
  return view.components.filter((c) => c.name === 'DocCardList').map((c) => c.props.items);
}

describe('the all-features site', () => {
  let root: string;
  let out: string;
  beforeAll(async () => {
    root = copyFixture('all-features-site');
    out = path.join(root, 'dist');
    const result = await build({ root, cache: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('renders every built-in on one page', () => {
    const html = read(out, 'index.html');
    for (const cls of [
      'bd-c-tabs',
      'bd-c-steps',
      'bd-c-card-grid',
      'bd-c-card',
      'bd-c-link-card',
      'bd-c-file-tree',
      'bd-c-icon',
      'bd-c-doc-card-list',
    ])
      expect(html, cls).toMatch(new RegExp(`class="(?:[^"]* )?${cls}[" ]`));
    expect(html).toContain('<aside class="custom-block caution"><p class="custom-block-title">Mind the gap</p>');
    // ClientOnly's Markdown is not in the server's HTML (only in the island's data, for the browser).
    expect(html).not.toMatch(/<p>Shown after hydration: clientonlytext\.<\/p>/);
  });

  it('renders a wrapping component with Markdown and another wrapping component inside', () => {
    const html = read(out, 'index.html');
    expect(html).toContain(
      '<aside class="callout callout-warning"><p class="callout-title">Careful</p><div data-bd-children="" style="display:contents"><p>Some <strong>bold</strong> text and a <a href="/guide/setup.html">link to the guide</a>.</p>',
    );
    expect(html).toMatch(
      /<aside class="callout callout-tip"><div data-bd-children="" style="display:contents"><p>Nested <em>Markdown<\/em> in a nested callout\.<\/p><\/div><\/aside><\/div><\/div><\/aside>/,
    );
  });

  it('renders components inline in a heading, a list item and a table cell, typed props included', () => {
    const html = read(out, 'index.html');
    expect(html).toMatch(
      /<h2 id="install" tabindex="-1">Install <span class="bd-island" data-bd-island="\d+"><button type="button" class="pill" data-max="3">new/,
    );
    expect(html).toMatch(
      /<li>a list item with <span class="bd-island" data-bd-island="\d+"><button type="button" class="pill">inline/,
    );
    expect(html).toMatch(/<td><span class="bd-island" data-bd-island="\d+"><button type="button" class="pill">1\.0/);
    // The heading's text in the outline is its own, without the component's.
    expect(html).toContain('<a class="bd-outline-link" href="#install">Install</a>');
  });

  it("shows the plugin's widget on the guide's pages only", () => {
    for (const rel of ['guide/index.html', 'guide/setup.html', 'guide/deploy.html'])
      expect(read(out, rel), rel).toMatch(/<p class="guide-banner">banner-v1 on <!-- -->[A-Z]/);
    for (const rel of ['index.html', 'recipes/bread.html']) expect(read(out, rel), rel).not.toContain('guide-banner');
  });

  it("links the widget's stylesheet and preloads its chunk on the guide's pages only, not in the theme's CSS", () => {
    const links = (rel: string) =>
      [...read(out, rel).matchAll(/<link rel="(?:stylesheet|modulepreload)" href="\/assets\/([^"]+)"/g)].map(
        (m) => m[1]!,
      );
    for (const rel of ['guide/index.html', 'guide/setup.html'])
      expect(
        links(rel)
          .filter((u) => u.includes('GuideBanner'))
          .map((u) => u.replace(/\.[\w-]+\./, '.')),
      ).toEqual(['chunks/GuideBanner.css', 'chunks/GuideBanner.js']);
    expect(links('index.html').filter((u) => u.includes('GuideBanner'))).toEqual([]);
    const mainCss = links('index.html').find((u) => /^main\..*\.css$/.test(u))!;
    expect(read(out, `assets/${mainCss}`)).not.toContain('guide-banner');
  });

  it("builds the plugin's pages from its JSON file, listed by a DocCardList with their descriptions", () => {
    expect(read(out, 'recipes/bread.html')).toContain('<h1 id="bread" tabindex="-1">Bread');
    expect(read(out, 'recipes/soup.html')).toContain('Whatever the garden gives.');
    expect(cards(read(out, 'recipes/index.html'))).toEqual([
      { title: 'Bread', description: 'Flour, water, salt and time.' },
      { title: 'Soup', description: 'Whatever the garden gives.' },
    ]);
  });

  it("renders the plugin's component from its data loader", () => {
    expect(read(out, 'index.html')).toContain(
      '<ul class="guide-list"><li><a href="/guide/">Guide</a></li><li><a href="/guide/deploy.html">Deploy</a></li><li><a href="/guide/setup.html">Setup</a></li></ul>',
    );
  });

  it('lists a folder’s pages in DocCardList: a description from the frontmatter, else the first words', () => {
    expect(cards(read(out, 'guide/index.html'))).toEqual([
      {
        title: 'Deploy',
        description: 'Copy the output folder to any static host. Gzip the files: every page loads faster.',
      },
      { title: 'Setup', description: 'Install the tool and write a first page' },
    ]);
  });

  describe('in dev', () => {
    let dev: TestDevServer;
    beforeAll(async () => {
      dev = await startTestDevServer(root);
      // Once its background checks ran, every page's real title is known, as in a build.
      await dev.diagnostics();
    });
    afterAll(() => dev?.close());

    it('serves the document a build wrote for every page, generated pages included', async () => {
      const script = new RegExp(
        `\\n {4}<script type="module" src="${DEV_CLIENT_PATH}" data-bd-generation="\\d+"></script>`,
      );
      const documents = [
        'index.html',
        'guide/index.html',
        'guide/setup.html',
        'recipes/index.html',
        'recipes/bread.html',
      ];
      for (const rel of documents) {
        const res = await fetch(`${dev.url}/${rel}`);
        expect(res.status, rel).toBe(200);
        const html = await res.text();
        expect(html, rel).toMatch(script);
        expect(html.replace(script, ''), rel).toBe(read(out, rel));
      }
    });

    it("updates a page's cards when a page they show changes its description", async () => {
      const socket = await devSocket(dev.url);
      try {
        // The reference's index is shown; the page its cards list is not.
        await (await fetch(`${dev.url}/reference/`)).text();
        fs.writeFileSync(
          path.join(root, 'docs/reference/cli.md'),
          read(root, 'docs/reference/cli.md').replace('Every command', 'Each command'),
        );
        await expect
          .poll(() => socket.messages.some((m: DevMessage) => m.type === 'site'), { timeout: 20_000 })
          .toBe(true);
        const res = await fetch(`${dev.url}/assets/pages/reference~1index.json`);
        const data = (await res.json()) as Parameters<typeof viewCards>[0];
        expect(viewCards(data)).toEqual([
          [
            { title: 'Command line', href: '/reference/cli.html', description: 'Each command and its options' },
            {
              title: 'Configuration',
              href: '/reference/config.html',
              description: 'The settings of site.config.json, one by one.',
            },
          ],
        ]);
        expect(socket.messages.filter((m) => m.type === 'reload')).toEqual([]);
      } finally {
        socket.close();
      }
    });
  });

  it('gives a DocCardList page its build’s cards in dev from the first request, before any check ran', async () => {
    const built = JSON.parse(read(out, 'assets/pages/guide~1index.json')) as Parameters<typeof viewCards>[0];
    const opened = await DevSite.open(copyFixture('all-features-site'), {}, () => undefined);
    const site = opened.site!;
    site.start();
    const result = await site.page('/guide/');
    if (!result.ok) throw new Error(result.error.message);
    expect(viewCards(site.siteModel().view(result.page))).toEqual(viewCards(built));
    expect(viewCards(built)[0]).toHaveLength(2);
  });
});
