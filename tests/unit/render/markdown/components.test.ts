// The site's components in a page: wrapping Markdown (blocks and inline), nested, inline anywhere
// phrasing content goes, typed props; problems reported at their place.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/render/markdown/index.js';

const ctx = { file: 'guide/page.md', base: '/', components: new Set(['Callout', 'Pill']) };
const island = (i: number, tag = 'div') => `<${tag} class="bd-island" data-bd-island="${i}"></${tag}>`;

describe('components wrapping Markdown', () => {
  it('should support an opening tag, Markdown blocks and a closing tag, each on its own line', () => {
    const r = renderMarkdown('<Callout type="warning">\n\n**bold** text\n\n- item\n\n</Callout>\n\nafter', ctx);
    expect(r.html).toBe(`${island(0)}\n<p>after</p>`);
    expect(r.components).toEqual([
      {
        name: 'Callout',
        props: { type: 'warning' },
        children: '<p><strong>bold</strong> text</p>\n<ul>\n<li>item</li>\n</ul>',
      },
    ]);
  });

  it('should support the blocks without blank lines around them', () => {
    const r = renderMarkdown('<Callout>\n**bold**\n</Callout>', ctx);
    expect(r.components[0]!.children).toBe('<p><strong>bold</strong></p>');
  });

  it('should support inline Markdown between tags on one line, as a block', () => {
    const r = renderMarkdown('<Callout type="warning">**bold** text</Callout>', ctx);
    expect(r.html).toBe(island(0));
    expect(r.components[0]!.children).toBe('<strong>bold</strong> text');
  });

  it('should support nesting, the same component included', () => {
    const r = renderMarkdown('<Callout>\n\nout\n\n<Callout>\n\nin <Pill />\n\n</Callout>\n\n</Callout>', ctx);
    expect(r.html).toBe(island(0));
    expect(r.components).toEqual([
      { name: 'Callout', props: {}, children: `<p>out</p>\n${island(1)}` },
      { name: 'Callout', props: {}, children: `<p>in ${island(2, 'span')}</p>` },
      { name: 'Pill', props: {} },
    ]);
  });

  it('should not read tags in a code fence inside the children as the component’s', () => {
    const r = renderMarkdown(
      '<Callout>\n\n```md\n</Callout>\n````\n\n~~~\n<Callout>\n~~~\n\nend\n\n</Callout>\n\nafter',
      ctx,
    );
    expect(r.html).toBe(`${island(0)}\n<p>after</p>`);
    expect(r.components).toHaveLength(1);
    expect(r.components[0]!.children).toContain('<p>end</p>');
    expect(r.warnings).toEqual([]);
  });

  it('should support a component in a list item, its blocks indented like the item', () => {
    const r = renderMarkdown('- <Callout>\n\n  inside\n\n  </Callout>\n- next', ctx);
    expect(r.components[0]!.children).toBe('<p>inside</p>');
    expect(r.html).toContain('<p>next</p>');
  });

  it('should give the page the headings, links, ids and text of the Markdown inside', () => {
    const r = renderMarkdown('<Callout>\n\n## Inside\n\nSee [the rest](./other.md#part).\n\n</Callout>', ctx);
    expect(r.headers).toEqual([{ level: 2, title: 'Inside', slug: 'inside' }]);
    expect(r.ids).toContain('inside');
    expect(r.links.map((l) => [l.target, l.hash, l.line])).toEqual([['guide/other.md', 'part', 5]]);
    expect(r.text).toBe('Inside See the rest.');
  });

  it('should fill a [[toc]] in the children with the page’s table of contents', () => {
    const r = renderMarkdown('<Callout>\n\n[[toc]]\n\n</Callout>\n\n## One\n\n## Two', ctx);
    expect(r.components[0]!.children).toBe(
      '<nav class="table-of-contents"><ul><li><a href="#one">One</a></li><li><a href="#two">Two</a></li></ul></nav>',
    );
  });

  it('should report an unclosed tag and a closing tag that closes nothing, at their line, with a hint', () => {
    const unclosed = renderMarkdown('text\n\n<Callout>\n\nrest', ctx);
    expect(unclosed.warnings).toEqual([
      {
        severity: 'error',
        rule: 'component-tag',
        message: '<Callout> is not closed',
        hint: 'add </Callout> alone on a line after its Markdown (in the same list item or quote as <Callout>)',
        line: 3,
        column: 1,
      },
    ]);
    expect(renderMarkdown('a <Pill>b', ctx).warnings.map((w) => [w.message, w.line, w.column])).toEqual([
      ['<Pill> is not closed', 1, 3],
    ]);
    expect(renderMarkdown('a\n\n</Callout>', ctx).warnings.map((w) => [w.message, w.line, w.column])).toEqual([
      ['</Callout> closes no <Callout>', 3, 1],
    ]);
    // Mismatched: the inner one is not closed inside the outer one, and its closing tag closes nothing.
    const mismatched = renderMarkdown('<Callout>\n\n<Pill>\n\n</Callout>\n\n</Pill>', ctx);
    expect(mismatched.warnings.map((w) => [w.message, w.line])).toEqual([
      ['<Pill> is not closed', 3],
      ['</Pill> closes no <Pill>', 7],
    ]);
    expect(mismatched.html).not.toContain('Pill');
  });
});

describe('components nested too deep', () => {
  it('should stop nesting past 20 levels with one warning, leaving the deeper tags as written', () => {
    const n = 30;
    const r = renderMarkdown(`${'<Callout>\n\n'.repeat(n)}x\n\n${'</Callout>\n\n'.repeat(n)}`, ctx);
    expect(r.components).toHaveLength(20);
    expect(r.warnings.filter((w) => w.rule === 'nesting-too-deep')).toEqual([
      {
        severity: 'warning',
        rule: 'nesting-too-deep',
        message: 'components nested deeper than 20 levels: the deeper tags are left as written',
        hint: 'nest fewer components (a reader cannot follow that many)',
        line: 41,
        column: 1,
      },
    ]);
    const inline = renderMarkdown(`${'<Pill>'.repeat(n)}x${'</Pill>'.repeat(n)}`, ctx);
    expect(inline.components).toHaveLength(20);
    expect(inline.warnings.map((w) => w.rule)).toContain('nesting-too-deep');
  });
});

describe('inline components', () => {
  it('should support a component in a heading, keeping the heading’s id, title and text', () => {
    const r = renderMarkdown('## Options <Pill text="new" />', ctx);
    expect(r.html).toBe(
      `<h2 id="options" tabindex="-1">Options ${island(0, 'span')} <a class="header-anchor" href="#options" aria-label="Permalink to “Options”">#</a></h2>`,
    );
    expect(r.headers).toEqual([{ level: 2, title: 'Options', slug: 'options' }]);
    expect(r.text).toBe('Options');
  });

  it('should support components in paragraphs, list items and table cells, with inline children', () => {
    const r = renderMarkdown('a <Pill>*b*</Pill> c\n\n- x <Pill />\n\n| x |\n| - |\n| <Pill /> |', ctx);
    expect(r.html).toContain(`<p>a ${island(0, 'span')} c</p>`);
    expect(r.html).toContain(`<li>x ${island(1, 'span')}</li>`);
    expect(r.html).toContain(`<td>${island(2, 'span')}</td>`);
    expect(r.components[0]).toEqual({ name: 'Pill', props: {}, children: '<em>b</em>' });
  });

  it('should not support components in code', () => {
    expect(renderMarkdown('`<Pill />`', ctx).components).toEqual([]);
  });
});

describe('component props', () => {
  it('should pass strings, numbers, booleans and literals typed', () => {
    const r = renderMarkdown('<Pill s="x" n={3} flag off={false} list={[1, "a", { b: null }]} />', ctx);
    expect(r.components[0]!.props).toEqual({ s: 'x', n: 3, flag: true, off: false, list: [1, 'a', { b: null }] });
  });

  it('should report a prop it cannot read at file:line:col, never show it as text', () => {
    const r = renderMarkdown('# T\n\ntext <Pill data={foo()} /> and <Callout x={[1,}>y</Callout>', ctx);
    expect(r.html).not.toContain('foo');
    expect(r.warnings.map((w) => [w.rule, w.severity, w.line, w.column])).toEqual([
      ['component-prop', 'error', 3, 18],
      ['component-prop', 'error', 3, 47],
    ]);
    expect(r.warnings[0]!.hint).toMatch(/no code is run/);
  });
});

describe('opening tags over several lines', () => {
  it('should support an opening tag whose props are on lines of their own, in a list or a quote too', () => {
    const r = renderMarkdown(
      '<Callout\n  type="tip"\n  title="T"\n>\n\ninside\n\n</Callout>\n\n- <Pill\n    text="a" />\n\n> <Pill\n> text="q" />',
      ctx,
    );
    expect(r.components).toEqual([
      { name: 'Callout', props: { type: 'tip', title: 'T' }, children: '<p>inside</p>' },
      { name: 'Pill', props: { text: 'a' } },
      { name: 'Pill', props: { text: 'q' } },
    ]);
    expect(r.warnings).toEqual([]);
  });

  it('should report a prop it cannot read at its own line and column', () => {
    const r = renderMarkdown('# T\n\n<Pill\n  ok="1"\n  bad={oops}\n/>', ctx);
    expect(r.warnings.map((w) => [w.rule, w.line, w.column])).toEqual([['component-prop', 5, 8]]);
  });

  it('should support an inline tag over several lines, in a paragraph and a list item, children too', () => {
    const r = renderMarkdown(
      'Install <Pill\n  text="multi" /> here.\n\n- item <Pill\n  text="in list"\n  max={3} /> end\n\nA <Callout\n  type="info">with **bold**</Callout> inline.',
      ctx,
    );
    expect(r.html).toBe(
      `<p>Install ${island(0, 'span')} here.</p>\n<ul>\n<li>item ${island(1, 'span')} end</li>\n</ul>\n<p>A ${island(2, 'span')} inline.</p>`,
    );
    expect(r.components).toEqual([
      { name: 'Pill', props: { text: 'multi' } },
      { name: 'Pill', props: { text: 'in list', max: 3 } },
      { name: 'Callout', props: { type: 'info' }, children: 'with <strong>bold</strong>' },
    ]);
    expect(r.warnings).toEqual([]);
  });

  it('should not support a blank line inside a tag', () => {
    expect(renderMarkdown('<Pill\n\n  text="a" />', ctx).components).toEqual([]);
  });
});

describe('pages without components', () => {
  it('should leave HTML that looks like a component alone when the site has no such component', () => {
    const plain = { ...ctx, components: new Set<string>() };
    expect(renderMarkdown('<Callout>\n\n**x**\n\n</Callout>', plain).html).toBe(
      renderMarkdown('<Callout>\n\n**x**\n\n</Callout>', { ...ctx, components: new Set(['Other']) }).html,
    );
  });
});
