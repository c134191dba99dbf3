// A site with `"plugins": ["bookdocs/graphviz"]`, built through the CLI (bin/bookdocs.js runs the
// compiled lib/): graphs are inline SVG in the HTML with the plugin's stylesheet on their pages only,
// no Graphviz JavaScript ships, labels are escaped and searchable, and a graph with a syntax error is
// a warning at its line while the block shows as code.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, read, REPO } from '../helpers/fixtures.js';

const STYLESHEET = '<link rel="stylesheet" href="/assets/bookdocs-graphviz/graphviz.css">';

const filesUnder = (dir: string): string[] =>
  (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    .map((f) => f.split(path.sep).join('/'));

describe('a site with bookdocs/graphviz', () => {
  let root: string;
  let out: string;
  let result: ReturnType<typeof spawnSync>;

  beforeAll(() => {
    root = copyFixture('graphviz-site');
    out = path.join(root, 'dist');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NO_COLOR: '1',
      BOOKDOCS_CACHE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bd-graphviz-cache-')),
    };
    delete env.BOOKDOCS_CACHE;
    result = spawnSync(process.execPath, [path.join(REPO, 'bin', 'bookdocs.js'), 'build', root], {
      encoding: 'utf8',
      env,
    });
    expect(result.status, String(result.stderr)).toBe(0);
  });

  it('draws each graph as inline SVG, its stylesheet linked on that page only and copied', () => {
    const home = read(out, 'index.html');
    expect(home.match(/<div class="bd-graphviz"><svg /g)).toHaveLength(2);
    expect(home).toContain(STYLESHEET);
    expect(home).toContain('>PageData</text>');
    expect(read(out, 'guide/plain.html')).not.toContain('bookdocs-graphviz');
    expect(read(out, 'assets/bookdocs-graphviz/graphviz.css')).toContain('.bd-graphviz');
  });

  it('escapes a label holding markup', () => {
    const home = read(out, 'index.html');
    expect(home).toContain('Markdown &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(home).not.toContain('<script>alert(1)');
  });

  it('ships no Graphviz code to the browser', () => {
    const scripts = filesUnder(out).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const f of scripts) expect(read(out, f), f).not.toMatch(/graphviz|viz-js/i);
  });

  it('puts the labels in the search index', () => {
    const search = filesUnder(path.join(out, 'assets', 'search'))
      .map((f) => read(out, `assets/search/${f}`))
      .join('\n');
    expect(search).toContain('pagedata');
  });

  it('reports a graph it cannot draw at its line with Graphviz’s message, and shows it as code', () => {
    const stderr = String(result.stderr) + String(result.stdout);
    expect(stderr).toContain('docs/guide/broken.md:6:1');
    expect(stderr).toContain("Graphviz could not draw this graph: syntax error in line 3 near '}'");
    const broken = read(out, 'guide/broken.html');
    expect(broken).toContain('<div class="language-dot bd-code">');
    expect(broken).not.toContain('bd-graphviz');
  });
});
