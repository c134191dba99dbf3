// A site whose pages use its components the whole way: wrapping Markdown (nested), inline in a
// heading, a list and a table, with typed props; built, checked, and reported when written wrong.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, BuildFailed } from '../../src/render/build/build.js';
import { check } from '../../src/render/check/check.js';
import { formatDiagnostic } from '../../src/render/diagnostics.js';
import { buildFixture, pageContent, searchText } from '../helpers/built-site.js';
import { copyFixture, read, writeTree } from '../helpers/fixtures.js';

describe('build of the components fixture', () => {
  let out: string;
  beforeAll(async () => {
    ({ out } = await buildFixture('components-site'));
  });

  it('renders a wrapping component with its Markdown as children, nested components inside', () => {
    const html = pageContent(read(out, 'index.html'));
    expect(html).toContain(
      '<div class="bd-island" data-bd-island="0"><aside class="callout callout-warning"><p class="callout-title">Careful</p><div data-bd-children="" style="display:contents"><p>Some <strong>bold</strong> text and a <a href="/other.html#details">link to the other page</a>.</p>',
    );
    expect(html).toContain(
      '<li>a list item with <span class="bd-island" data-bd-island="1"><button type="button" class="pill">inline<!-- --> <!-- -->0</button></span></li>',
    );
    expect(html).toContain(
      '<div class="bd-island" data-bd-island="2"><aside class="callout callout-tip"><div data-bd-children="" style="display:contents"><p>Nested <em>Markdown</em> in a nested callout.</p></div></aside></div></div></aside></div>',
    );
    expect(html).toContain(
      '<aside class="callout callout-info"><div data-bd-children="" style="display:contents">One line of <strong>inline</strong> Markdown</div></aside>',
    );
  });

  it('renders inline components in a heading and a table cell, the heading keeping its id, outline entry and search title', () => {
    const page = read(out, 'index.html');
    expect(pageContent(page)).toContain(
      '<h2 id="options" tabindex="-1">Options <span class="bd-island" data-bd-island="4"><button type="button" class="pill" data-max="3">new<!-- --> <!-- -->0</button></span> <a class="header-anchor" href="#options" aria-label="Permalink to “Options”">#</a></h2>',
    );
    expect(pageContent(page)).toContain(
      '<td><span class="bd-island" data-bd-island="5"><button type="button" class="pill">1.0',
    );
    expect(page).toContain('<a class="bd-outline-link" href="#options">Options</a>');
    const search = JSON.parse(read(out, 'assets/search/root.json')) as {
      pages: [string, string, [string, string][]][];
    };
    expect(search.pages[0]).toEqual(['/', 'Components', [['Options', 'options']]]);
    const texts = searchText(out);
    expect(texts).toContain(
      'Some bold text and a link to the other page. a list item with Nested Markdown in a nested callout.',
    );
  });

  it('passes typed props: numbers, booleans, literal arrays and objects', () => {
    expect(pageContent(read(out, 'index.html'))).toContain(
      '<figure class="chart" data-stacked="true" data-height="240"><figcaption>Sales</figcaption><ol><li style="color:red">2</li><li style="color:blue">4</li><li style="color:red">6</li></ol></figure>',
    );
  });
});

describe('components written wrong', () => {
  it('reports a broken link and anchor inside a component’s children, in check and build', async () => {
    const root = copyFixture('components-site');
    fs.appendFileSync(
      path.join(root, 'docs/other.md'),
      '\n<Callout>\n\nSee [nothing](./nope.md) and [no part](./index.md#nope).\n\n</Callout>\n',
    );
    const result = await check({ root, cache: false });
    expect(result.diagnostics.map((d) => [path.basename(d.file ?? ''), d.line, d.rule])).toEqual([
      ['other.md', 9, 'broken-link'],
      ['other.md', 9, 'broken-anchor'],
    ]);
  });

  it('reports props it cannot read and unclosed or stray tags at file:line:col, with a hint, and fails the build', async () => {
    const root = copyFixture('components-site');
    fs.writeFileSync(
      path.join(root, 'docs/bad.md'),
      '# Bad\n\n<Chart data={fetchData()} />\n\n<Callout>\n\nnever closed\n\ntext </Pill> more\n',
    );
    const failed = await build({ root }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(BuildFailed);
    const lines = (failed as BuildFailed).diagnostics.map((d) => formatDiagnostic(d, { color: false }));
    const report = lines.join('\n');
    expect(report).toMatch(
      /docs\/bad\.md:3:14 +error +component-prop +<Chart> prop "data" cannot be read: `fetchData` is not a literal value/,
    );
    expect(report).toMatch(/docs\/bad\.md:5:1 +error +component-tag +<Callout> is not closed/);
    expect(report).toMatch(/docs\/bad\.md:9:6 +error +component-tag +<\/Pill> closes no <Pill>/);
    expect(report).toContain('add </Callout> alone on a line after its Markdown');
    const checked = await check({ root, cache: false });
    expect(checked.diagnostics.map((d) => `${d.line}:${d.column} ${d.rule}`)).toEqual([
      '3:14 component-prop',
      '5:1 component-tag',
      '9:6 component-tag',
    ]);
  });
});

describe("a code block in a component's children", () => {
  it('is highlighted where the component renders it, not left a placeholder', async () => {
    const root = writeTree({
      'site.config.json': '{}',
      'docs/index.md': '# Code\n\n<Box>\n\n```js\nlet inside = 1\n```\n\n</Box>\n',
      'components/Box.tsx':
        'import type { ReactNode } from \'react\';\nexport default function Box({ children }: { children?: ReactNode }) {\n  return <div className="box">{children}</div>;\n}\n',
    });
    await build({ root });
    const html = pageContent(read(path.join(root, 'dist'), 'index.html'));
    expect(html).toMatch(
      /<div class="box"><div data-bd-children="" style="display:contents"><div class="language-js bd-code"><span class="bd-code-lang">js<\/span><pre class="shiki/,
    );
    expect(html).not.toContain('\uE000');
  });
});
