// A plugin's `ctx.component(name, props)`: props are JSON values, kept typed for the browser, copied
// (a plugin that changes its object afterwards changes nothing); a value JSON cannot carry as it is
// is the plugin's error at the block's line (the page fails, as for any plugin error), naming the prop.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/render/markdown/index.js';
import type { FenceBlock, MarkdownContext } from '../../../../src/render/plugins/plugin-api.js';

function render(source: string, fence: (block: FenceBlock, ctx: MarkdownContext) => string) {
  return renderMarkdown(source, {
    file: 'guide/page.md',
    base: '/',
    components: new Set(['Chart']),
    plugins: {
      route: '/guide/page.html',
      frontmatter: {},
      plugins: [{ name: 'charts', markdown: (ctx) => ({ fences: { chart: (block) => fence(block, ctx) } }) }],
    },
  });
}

describe("a plugin's ctx.component", () => {
  it('should keep typed props: numbers, booleans, null, arrays and objects', () => {
    const data = { series: [1, 2.5, -3], label: 'Sales', stacked: true, note: null, colors: { a: 'red' } };
    const r = render('```chart\nx\n```', (_block, ctx) => {
      const html = ctx.component('Chart', data);
      data.series.push(99);
      return html;
    });
    expect(r.html).toBe('<div class="bd-island" data-bd-island="0"></div>');
    expect(r.components).toEqual([
      {
        name: 'Chart',
        props: { series: [1, 2.5, -3], label: 'Sales', stacked: true, note: null, colors: { a: 'red' } },
      },
    ]);
  });

  it('should fail the page with the plugin’s error at the block, naming a prop JSON cannot carry', () => {
    for (const bad of [() => 1, new Date(0), Number.NaN, undefined, new Map(), { nested: [() => 2] }]) {
      expect(() =>
        render('# T\n\n```chart\nx\n```', (_block, ctx) =>
          ctx.component('Chart', { ok: 1, when: bad as unknown as string }),
        ),
      ).toThrow(/^plugin "charts" failed at line 3: component "Chart": prop "when" is not a JSON value/);
    }
  });
});
