// The built-in components (Tabs, Steps, cards, Aside, FileTree, ClientOnly, Icon), every one used by
// the builtins-site fixture: their server-rendered HTML, their Markdown in the page's search text and
// outline, their code only on the pages that use them, and a site's own component replacing one.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { buildFixture, pageContent, searchText } from '../helpers/built-site.js';
import { copyFixture, read, writeTree } from '../helpers/fixtures.js';
import { handbookPage } from '../helpers/handbook-example.js';

describe('build of the built-ins fixture', () => {
  let out: string;
  let page: string;
  beforeAll(async () => {
    ({ out } = await buildFixture('builtins-site'));
    page = read(out, 'index.html');
  });

  it('renders Tabs as ARIA tabs, the first chosen, each TabItem a panel holding its Markdown', () => {
    const html = pageContent(page);
    expect(html).toContain(
      '<div class="bd-tabs bd-c-tabs" data-sync-key="pkg"><div role="tablist" class="bd-tabs-nav bd-c-tabs-list"><button type="button" role="tab" id="bd-tab-1" aria-selected="true" aria-controls="bd-tabpanel-1" tabindex="0">npm</button><button type="button" role="tab" id="bd-tab-2" aria-selected="false" aria-controls="bd-tabpanel-2" tabindex="-1">pnpm</button></div>',
    );
    // The code block in the first panel is highlighted (not its placeholder), the second panel hidden.
    expect(html).toMatch(
      /<div role="tabpanel" class="bd-c-tab-panel" id="bd-tabpanel-1" aria-labelledby="bd-tab-1" tabindex="0"><div data-bd-children="" style="display:contents"><div class="language-sh bd-code"><span class="bd-code-lang">sh<\/span><pre class="shiki"/,
    );
    expect(html).toContain(
      '<div role="tabpanel" class="bd-c-tab-panel" id="bd-tabpanel-2" aria-labelledby="bd-tab-2" hidden="" tabindex="0"><div data-bd-children="" style="display:contents"><p>Run <code>pnpm add bookdocs</code> in <strong>your</strong> project.</p>',
    );
    expect(html).toContain('id="bd-tabpanel-5" aria-labelledby="bd-tab-5" hidden=""');
    expect(html).not.toContain('\uE000');
  });

  it('keeps every panel in the outline and the search text', () => {
    expect(page).toContain('<a class="bd-outline-link" href="#inside-pnpm">Inside pnpm</a>');
    const texts = searchText(out);
    for (const words of ['Second pnpm tab', 'your', 'clientonlytext', 'milliseconds', 'setup.md'])
      expect(texts).toContain(words);
  });

  it('renders Steps, Card, CardGrid, LinkCard and Aside around their Markdown', () => {
    const html = pageContent(page);
    expect(html).toContain(
      '<div class="bd-c-steps"><div data-bd-children="" style="display:contents"><ol>\n<li>Install the package.</li>',
    );
    expect(html).toMatch(
      /<div class="bd-c-card-grid"><div data-bd-children="" style="display:contents"><div class="bd-island" data-bd-island="8"><div class="bd-c-card"><p class="bd-c-card-title"><svg class="bd-c-icon" [^>]*aria-hidden="true"><path d="M12 2.5[^"]*"><\/path><\/svg><span>Fast<\/span><\/p><div class="bd-c-card-body"><div data-bd-children="" style="display:contents"><p>Pages build in <strong>milliseconds<\/strong>.<\/p>/,
    );
    expect(html).toContain(
      '<a class="bd-c-link-card" href="/guide/"><span class="bd-c-link-card-title">Read the guide</span><span class="bd-c-link-card-description">Where to start</span>',
    );
    expect(html).toContain(
      '<aside class="custom-block caution"><p class="custom-block-title">Mind the gap</p><div class="bd-c-aside-body"><div data-bd-children="" style="display:contents"><p>Careful with <strong>this</strong>.</p></div></div></aside>',
    );
    expect(html).toContain('<aside class="custom-block note"><p class="custom-block-title">NOTE</p>');
  });

  it('renders FileTree folders (a trailing slash or a nested list) and files, ClientOnly empty, Icon inline', () => {
    const html = pageContent(page);
    expect(html).toContain(
      '<ul>\n<li class="bd-c-folder"><span class="bd-c-file-name">docs/</span>\n<ul>\n<li class="bd-c-file"><span class="bd-c-file-name">index.md</span></li>\n<li class="bd-c-folder"><span class="bd-c-file-name">guide</span>',
    );
    expect(html).toContain('<li class="bd-c-file"><span class="bd-c-file-name">site.config.json</span></li>');
    expect(html).toContain('<h2 id="client-only" tabindex="-1">Client only <a class="header-anchor"');
    expect(html).toMatch(/<h2 id="client-only"[^]*?<\/h2>\n<div class="bd-island" data-bd-island="14"><\/div>/);
    expect(html).not.toContain('clientonlytext');
    expect(html).toMatch(
      /<h2 id="icons" tabindex="-1">Icons <span class="bd-island" data-bd-island="15"><svg class="bd-c-icon"/,
    );
    expect(html).toMatch(
      /<svg class="bd-c-icon" [^>]*role="img" aria-label="done"><path d="M5 12.5l4.5 4.5L19 7.5"><\/path><\/svg>/,
    );
  });

  it('loads each built-in’s code and stylesheet only on the pages that use it', () => {
    expect(page).toMatch(/<link rel="stylesheet" href="\/assets\/chunks\/Tabs\.[A-Z0-9]+\.css">/);
    expect(page).toMatch(/<link rel="modulepreload" href="\/assets\/chunks\/Tabs\.[A-Z0-9]+\.js"/);
    const plain = read(out, 'plain.html');
    expect(plain).not.toMatch(/chunks\/(Tabs|TabItem|Steps|Card|CardGrid|LinkCard|Aside|FileTree|ClientOnly|Icon)\./);
    const guide = read(out, 'guide/index.html');
    expect(guide).toMatch(/chunks\/Tabs\./);
    expect(guide).not.toMatch(/chunks\/(Card|FileTree)\./);
  });
});

describe('DocCardList and LinkCard: links from the site model', () => {
  let out: string;
  beforeAll(async () => {
    ({ out } = await buildFixture('builtins-site', { base: '/docs/' }));
  });

  it('lists the pages of the page’s own folder and of a folder prop, with titles, links and descriptions', () => {
    const cards = (html: string) =>
      [
        ...pageContent(html).matchAll(
          /<a class="bd-c-link-card" href="([^"]*)"><span class="bd-c-link-card-title">([^<]*)<\/span>(?:<span class="bd-c-link-card-description">([^<]*)<\/span>)?/g,
        ),
      ].map(([, href, title, description]) => [href, title, description ?? null]);
    // The guide's index: its folder's pages and the index of the folder in it, never itself or deeper pages.
    expect(cards(read(out, 'guide/index.html'))).toEqual([
      ['/docs/guide/setup.html', 'Setup', 'Install it and write the first page.'],
      ['/docs/guide/advanced/', 'Advanced', 'The deep end, for those who know the basics.'],
    ]);
    const home = cards(read(out, 'index.html'));
    // The LinkCard's ./guide/index.md is the guide's route, with the base.
    expect(home[0]).toEqual(['/docs/guide/', 'Read the guide', 'Where to start']);
    expect(
      home
        .slice(1)
        .map(([href]) => href)
        .sort(),
    ).toEqual(['/docs/guide/advanced/', '/docs/guide/setup.html']);
  });

  it('follows another page’s edited description in an incremental build, the page itself unchanged', async () => {
    const root = copyFixture('builtins-site');
    await build({ root });
    const setup = path.join(root, 'docs/guide/setup.md');
    fs.writeFileSync(setup, fs.readFileSync(setup, 'utf8').replace('Install it and write', 'Set it up and write'));
    await build({ root });
    expect(read(path.join(root, 'dist'), 'guide/index.html')).toContain('Set it up and write the first page.');
  });

  it('hydrates with the same cards: they are in the page’s data', () => {
    const data = fs.readdirSync(path.join(out, 'assets/pages')).map((f) => read(out, `assets/pages/${f}`));
    expect(data.some((d) => d.includes('"name":"DocCardList"') && d.includes('/docs/guide/setup.html'))).toBe(true);
  });
});

describe('props of the built-ins the build checks', () => {
  it('warns of an unknown icon or aside type at its prop, and check follows a LinkCard’s href', async () => {
    const root = writeTree({
      'site.config.json': '{}',
      'docs/index.md':
        '# Props\n\nAn <Icon name="nope" /> icon.\n\n<Aside type="warning">Text.</Aside>\n\n<LinkCard title="Gone" href="./nope.md" />\n\n<LinkCard title="Bad" href="javascript:alert(1)" />\n',
    });
    const result = await build({ root });
    const problems = result.diagnostics.map((d) => `${d.severity} ${d.rule} ${d.line}:${d.column} ${d.message}`);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^warning component-prop 3:10 <Icon> name="nope" is not an icon of the built-in set/),
        expect.stringMatching(/^warning component-prop 5:8 <Aside> type="warning" is not one of its types/),
        expect.stringMatching(/^warning unsafe-url 9:23 <LinkCard> href: a javascript: link is left out/),
      ]),
    );
    const { check } = await import('../../src/render/check/check.js');
    const checked = await check({ root });
    expect(checked.diagnostics.map((d) => `${d.rule} ${d.line} ${d.message}`)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^broken-link 7 .*nope\.md/)]),
    );
    expect(read(path.join(root, 'dist'), 'index.html')).not.toContain('javascript:');
  });
});

describe('a site’s own component named as a built-in', () => {
  it('replaces the built-in', async () => {
    const root = writeTree({
      'site.config.json': '{}',
      'docs/index.md': '# Own\n\n<Steps>\n\n1. Mine.\n\n</Steps>\n',
      'components/Steps.tsx':
        'import type { ReactNode } from \'react\';\nexport default function Steps({ children }: { children?: ReactNode }) {\n  return <section className="own-steps">{children}</section>;\n}\n',
    });
    await build({ root });
    const html = pageContent(read(path.join(root, 'dist'), 'index.html'));
    expect(html).toContain(
      '<section class="own-steps"><div data-bd-children="" style="display:contents"><ol>\n<li>Mine.</li>',
    );
    expect(html).not.toContain('bd-c-steps');
  });
});

describe('the handbook’s examples of the built-ins', () => {
  it('build into the components they show', async () => {
    const page = handbookPage('guide/components.md');
    const section = page.slice(page.indexOf('**Built-in components**'), page.indexOf('## See them live'));
    // Each ```md (or ````md) example, without the list's indentation; and the inline ones.
    const blocks = [...section.matchAll(/^( *)(`{3,})md\n([^]*?)^\1\2$/gm)].map(([, indent, , body]) =>
      body!.replace(new RegExp(`^${indent}`, 'gm'), ''),
    );
    const inline = [...section.matchAll(/`(<(?:Aside|ClientOnly)[^`]*|## Fast <Icon[^`]*)`/g)].map((m) => m[1]!);
    expect(blocks).toHaveLength(5);
    expect(inline).toHaveLength(3);
    const root = writeTree({
      'site.config.json': '{}',
      'docs/index.md': `# Examples\n\n${[...blocks, ...inline].join('\n\n')}\n`,
      'docs/guide/index.md': '# Guide\n',
      'docs/guide/setup.md': '# Setup\n',
    });
    const result = await build({ root });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const html = pageContent(read(path.join(root, 'dist'), 'index.html'));
    for (const part of [
      'bd-c-tabs',
      'bd-c-steps',
      'bd-c-card-grid',
      'bd-c-link-card',
      'custom-block tip',
      'bd-c-folder',
      'bd-c-icon',
      'bd-c-doc-card-list',
    ])
      expect(html).toContain(part);
  });
});
