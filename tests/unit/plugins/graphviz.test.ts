// bookdocs/graphviz through the real plugin path: the plugin instantiated from its module, a page
// parsed by loadPage with it. A ```dot or ```graphviz block becomes inline SVG drawn by Graphviz,
// themed to follow the colour mode; labels are escaped; a graph Graphviz cannot read is a warning
// at its line and the block stays code.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mayHaveGraphviz } from '../../../src/plugins/graphviz/index.js';
import { svgText, themeSvg } from '../../../src/plugins/graphviz/svg-theme.js';
import { loadPage } from '../../../src/render/page/page.js';
import type { PageData } from '../../../src/render/page/page-types.js';
import { instantiate, PluginLoadError, type LoadedPlugin } from '../../../src/render/plugins/plugin-instances.js';
import { REPO } from '../../helpers/fixtures.js';

const MODULE = path.join(REPO, 'src', 'plugins', 'graphviz', 'index.ts');

const graphvizPlugin = (): Promise<LoadedPlugin> =>
  instantiate({ spec: 'bookdocs/graphviz', module: MODULE, key: 'test' });

async function page(source: string, withPlugin = true): Promise<PageData> {
  const plugins = withPlugin ? [await graphvizPlugin()] : [];
  return loadPage('guide/g.md', source, {
    base: '/',
    components: new Set(),
    label: 'docs/guide/g.md',
    highlight: false,
    plugins,
  });
}

describe('bookdocs/graphviz', () => {
  it('draws a ```dot block as inline SVG, with its stylesheet and its labels searchable', async () => {
    const p = await page('Before.\n\n```dot\ndigraph { Parse -> Render }\n```\n\nAfter.\n');
    expect(p.html).toMatch(
      /^<p>Before\.<\/p>\n<div class="bd-graphviz"><svg [^>]*>[\s\S]*<\/svg><\/div>\n<p>After\.<\/p>\n$/,
    );
    expect(p.html).not.toContain('<?xml');
    expect(p.html).not.toContain('<!DOCTYPE');
    expect(p.html).not.toContain('<!--');
    expect(p.html).toContain('>Parse</text>');
    expect(p.styles).toEqual(['/assets/bookdocs-graphviz/graphviz.css']);
    expect(p.text).toContain('Parse Render');
    expect(p.warnings).toEqual([]);
  });

  it('draws ```graphviz blocks too, and leaves other pages without its stylesheet', async () => {
    const p = await page('```graphviz\ngraph { a -- b }\n```\n');
    expect(p.html).toContain('<div class="bd-graphviz"><svg');
    const plain = await page('```js\nlet dot = 1\n```\n');
    expect(plain.html).not.toContain('bd-graphviz');
    expect(plain.styles).toBeUndefined();
  });

  it('makes default black lines and text follow the colour mode, and keeps colours the graph sets', async () => {
    const p = await page('```dot\ndigraph { a [color=red, fontcolor=blue]; a -> b }\n```\n');
    expect(p.html).not.toMatch(/(?:fill|stroke)="black"/);
    expect(p.html).toContain('stroke="currentColor"');
    expect(p.html).toMatch(/<text fill="currentColor"[^>]*>b<\/text>/);
    expect(p.html).toContain('stroke="red"');
    expect(p.html).toMatch(/<text[^>]*fill="blue"[^>]*>a<\/text>/);
    // The white page behind the graph is gone: the page's own background shows.
    expect(p.html).not.toContain('fill="white"');
  });

  it('escapes labels: markup in the DOT source is text in the SVG', async () => {
    const p = await page('```dot\ndigraph { x [label="<script>alert(1)</script>"]; y [label="a & b"] }\n```\n');
    expect(p.html).not.toContain('<script');
    expect(p.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(p.html).toContain('a &amp; b');
    expect(p.text).toContain('<script>alert(1)</script>');
  });

  it('drops links to javascript: addresses and keeps others', async () => {
    const p = await page('```dot\ndigraph { a [URL="javascript:alert(1)"]; b [URL="https://example.com/"] }\n```\n');
    expect(p.html.toLowerCase()).not.toContain('javascript:');
    expect(p.html).toContain('xlink:href="https://example.com/"');
  });

  it('reports a syntax error at its line with Graphviz’s message, and shows the block as code', async () => {
    const source = '# Graph\n\n```dot\ndigraph {\n  a -> \n}\n```\n';
    const p = await page(source);
    expect(p.html).toContain('<div class="language-dot bd-code">');
    expect(p.html).toContain('a -&gt;');
    expect(p.html).not.toContain('<svg');
    expect(p.warnings).toEqual([
      {
        severity: 'warning',
        rule: 'plugin:graphviz',
        message: "Graphviz could not draw this graph: syntax error in line 3 near '}'",
        line: 6,
        column: 1,
        hint: 'fix the DOT source (https://graphviz.org/doc/info/lang.html); until then the block is shown as code',
      },
    ]);
  });

  it('draws a graph with ${light|dark} colours once per colour mode, and reads $${ as a literal', async () => {
    const p = await page('```dot\ndigraph { a [color="${red|blue}", label="$${x}"] }\n```\n');
    const light =
      /<div class="bd-graphviz-light">([\s\S]*?)<\/div><div class="bd-graphviz-dark">([\s\S]*)<\/div><\/div>/.exec(
        p.html,
      );
    expect(light).not.toBeNull();
    expect(light![1]).toContain('stroke="red"');
    expect(light![2]).toContain('stroke="blue"');
    expect(p.html).toContain('>${x}</text>');
    expect(p.warnings).toEqual([]);
  });

  it('leaves dot blocks as code without the plugin', async () => {
    const p = await page('```dot\ndigraph { a -> b }\n```\n', false);
    expect(p.html).toContain('<div class="language-dot bd-code">');
  });

  it('refuses options, naming them', async () => {
    const made = instantiate({ spec: 'bookdocs/graphviz', module: MODULE, key: 'opt', options: { engine: 'neato' } });
    await expect(made).rejects.toThrow(PluginLoadError);
    await expect(made).rejects.toThrow('it takes no options (got "engine")');
  });

  it('applies only to pages with a Graphviz fence', () => {
    expect(mayHaveGraphviz('```dot\na\n```')).toBe(true);
    expect(mayHaveGraphviz('- item\n\n  ~~~graphviz\n')).toBe(true);
    expect(mayHaveGraphviz('```dotenv\nA=1\n```')).toBe(false);
    expect(mayHaveGraphviz('a dot in prose')).toBe(false);
  });
});

describe('svg-theme', () => {
  it('reads the labels back as text, entities decoded', () => {
    expect(svgText('<text x="1">a &amp; b</text><text>&#45;&gt;</text>')).toBe('a & b ->');
  });

  it('keeps a text element that has its own fill', () => {
    expect(themeSvg('<text fill="red">x</text><text x="1">y</text>')).toBe(
      '<text fill="red">x</text><text fill="currentColor" x="1">y</text>',
    );
  });
});
