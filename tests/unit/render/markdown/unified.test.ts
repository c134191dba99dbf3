// The remark path on one page (unified/render-tree.ts): exact input → what the page is made of.
import { describe, expect, it } from 'vitest';
import { pageRenderer } from '../../../../src/render/markdown/index.js';
import { makeProcessors } from '../../../../src/render/markdown/unified/processors.js';
import { renderTree } from '../../../../src/render/markdown/unified/render-tree.js';
import type { UnifiedPlugin } from '../../../../src/render/markdown/unified/unified-plugins.js';
import type { PluginPageExtras } from '../../../../src/render/markdown/plugin-markdown.js';

const noop: UnifiedPlugin = { name: 'noop', list: 'remarkPlugins', plugin: () => undefined, options: [] };

function render(source: string, plugins: UnifiedPlugin[] = [noop], extras?: PluginPageExtras) {
  const page = pageRenderer({ file: 'guide/page.md', base: '/', components: new Set(['Pill']), plugins: extras });
  return renderTree(source, page, makeProcessors(plugins), page.syntaxPlugins);
}

describe('the remark path', () => {
  // Ids are given in page order, the container's heading's among the others', as on the fast path.
  it("should support bookdocs' containers, their headings' ids unique on the page in page order", async () => {
    const md = await render('## A\n\n::: tip\n## A\n:::\n\n## A\n');
    expect(md.headers.map((h) => h.slug)).toEqual(['a', 'a-1', 'a-2']);
    expect(md.html).toContain('<div class="custom-block tip"><p class="custom-block-title">TIP</p>\n<h2 id="a-1"');
  });

  it('should support heading attributes and emoji in headings, as the fast path', async () => {
    const md = await render('## Title {#own .wide}\n\n## Emoji :tada:\n');
    expect(md.headers).toEqual([
      { level: 2, title: 'Title', slug: 'own' },
      { level: 2, title: 'Emoji 🎉', slug: 'emoji' },
    ]);
    expect(md.html).toContain('<h2 id="own" class="wide" tabindex="-1">Title <a class="header-anchor" href="#own"');
  });

  it('should render a paragraph with an inline component with bookdocs, in its place', async () => {
    const md = await render('Before.\n\nNew <Pill text="x" /> here.\n\nAfter.\n');
    expect(md.components).toEqual([{ name: 'Pill', props: { text: 'x' } }]);
    expect(md.text).toBe('Before. New here. After.');
  });

  it('should write a tight list item with an inline component without its <p>, as the fast path', async () => {
    const md = await render('- one\n- two <Pill text="x" />\n');
    expect(md.html).toMatch(/<li>one<\/li>\s*<li>\s*two <span class="bd-island"[^>]*><\/span>\s*<\/li>/);
  });

  it("should place links of a container at the page's lines", async () => {
    const md = await render('Intro.\n\n::: tip\nSee [a](./a.md).\n:::\n');
    expect(md.links).toEqual([expect.objectContaining({ raw: './a.md', url: '/guide/a.html', line: 4, column: 5 })]);
  });

  it("should report a plugin's messages as warnings at their lines", async () => {
    const lint: UnifiedPlugin = {
      name: 'lint',
      list: 'remarkPlugins',
      options: [],
      plugin: () => (_tree: unknown, file: { message: (r: string, o: object) => void }) => {
        file.message('no "foo" here', { place: { line: 3, column: 2 }, source: 'remark-lint-foo' });
      },
    };
    const md = await render('# T\n\n foo\n', [lint]);
    expect(md.warnings).toEqual([
      { severity: 'warning', rule: 'plugin:remark-lint-foo', message: 'no "foo" here', line: 3, column: 2 },
    ]);
  });

  it('should name the plugin that throws', async () => {
    const boom: UnifiedPlugin = {
      name: 'remark-boom',
      list: 'remarkPlugins',
      options: [],
      plugin: () => async () => {
        throw new Error('no');
      },
    };
    await expect(render('# T\n', [boom])).rejects.toThrow('plugin "remark-boom" failed: no');
  });

  it("should warn that a bookdocs plugin's syntax is read only in bookdocs' constructs, naming it", async () => {
    const extras: PluginPageExtras = {
      route: '/guide/page.html',
      frontmatter: {},
      plugins: [
        { name: 'callout', markdown: () => ({ syntax: [{}] }) },
        { name: 'charts', markdown: () => ({ fences: { chart: () => '<svg></svg>' } }) },
      ],
    };
    const md = await render('# T\n\n```chart\n1 2\n```\n', [noop], extras);
    expect(md.html).toContain('<svg></svg>');
    expect(md.warnings).toEqual([
      expect.objectContaining({
        severity: 'warning',
        rule: 'remark-path',
        line: 1,
        message: expect.stringContaining('plugin "callout" is read'),
      }),
    ]);
  });
});
