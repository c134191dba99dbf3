// bookdocs/math through the real plugin path: the plugin instantiated from its module, a page parsed
// by loadPage with it. Expected HTML is the exact page HTML, with each formula's markup made by
// KaTeX itself for the TeX the plugin must have passed (in the display mode it must have chosen).
import path from 'node:path';
import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { loadPage } from '../../../src/render/page/page.js';
import { type PageData } from '../../../src/render/page/page-types.js';
import { instantiate, PluginLoadError, type LoadedPlugin } from '../../../src/render/plugins/plugin-instances.js';
import { KATEX_URL } from '../../../src/plugins/math/index.js';
import { REPO } from '../../helpers/fixtures.js';

const MODULE = path.join(REPO, 'src', 'plugins', 'math', 'index.ts');

function mathPlugin(options?: Record<string, unknown>): Promise<LoadedPlugin> {
  return instantiate({
    spec: 'bookdocs/math',
    module: MODULE,
    key: `test-${JSON.stringify(options ?? null)}`,
    ...(options !== undefined && { options }),
  });
}

async function page(source: string, options?: Record<string, unknown>, file = 'guide/m.md'): Promise<PageData> {
  return loadPage(file, source, {
    base: '/',
    components: new Set(),
    label: `docs/${file}`,
    highlight: false,
    plugins: [await mathPlugin(options)],
  });
}

const inline = (tex: string, opts: katex.KatexOptions = {}) =>
  `<span class="math math-inline">${katex.renderToString(tex, opts)}</span>`;
const display = (tex: string, opts: katex.KatexOptions = {}) =>
  katex.renderToString(tex, { ...opts, displayMode: true });
const STYLES = [`/${KATEX_URL}/katex.min.css`, '/assets/bookdocs-math/math.css'];

describe('bookdocs/math: formulas', () => {
  it('renders $…$ as inline math, links the stylesheets and puts the TeX in the search text', async () => {
    const p = await page('Euler: $e^{i\\pi} + 1 = 0$, done.\n');
    expect(p.html).toBe(`<p>Euler: ${inline('e^{i\\pi} + 1 = 0')}, done.</p>\n`);
    expect(p.styles).toEqual(STYLES);
    expect(p.text).toBe('Euler: e^{i\\pi} + 1 = 0 , done.');
    expect(p.warnings).toEqual([]);
  });

  it('renders a $$ block as display math', async () => {
    const p = await page('Before.\n\n$$\n\\int_0^1 x\\,dx\n= \\frac{1}{2}\n$$\n\nAfter.\n');
    expect(p.html).toBe(
      `<p>Before.</p>\n<div class="math math-display">${display('\\int_0^1 x\\,dx\n= \\frac{1}{2}')}</div>\n<p>After.</p>\n`,
    );
    expect(p.text).toBe('Before. \\int_0^1 x\\,dx = \\frac{1}{2} After.');
  });

  it('reads $$…$$ on one line, and text after an opening $$, as display math (as VitePress)', async () => {
    expect((await page('$$ E = mc^2 $$\n')).html).toBe(
      `<p><span class="math math-display">${display('E = mc^2')}</span></p>\n`,
    );
    const p = await page('$$ \\begin{aligned}\na &= b\n\\end{aligned}\n$$\n');
    expect(p.html).toBe(
      `<div class="math math-display">${display('\\begin{aligned}\na &= b\n\\end{aligned}')}</div>\n`,
    );
    // Each word once in the search text.
    expect(p.text).toBe('\\begin{aligned} a &= b \\end{aligned}');
  });

  it('renders formulas in list items and table cells, where \\| is a |', async () => {
    const p = await page('- one $a_1$\n- two $\\sqrt{2}$\n\n| x | norm |\n| - | - |\n| 1 | $\\|x\\|$ |\n');
    expect(p.html).toBe(
      `<ul>\n<li>one ${inline('a_1')}</li>\n<li>two ${inline('\\sqrt{2}')}</li>\n</ul>\n` +
        `<table>\n<thead>\n<tr>\n<th>x</th>\n<th>norm</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n<td>${inline('|x|')}</td>\n</tr>\n</tbody>\n</table>\n`,
    );
  });

  it('renders math in a heading, whose title and outline entry keep the TeX as text', async () => {
    const p = await page('# T\n\n## Cost $O(n)$\n');
    expect(p.html).toContain(`<h2 id="cost-o-n" tabindex="-1">Cost ${inline('O(n)')} <a class="header-anchor"`);
    expect(p.headers).toEqual([{ level: 2, title: 'Cost O(n)', slug: 'cost-o-n' }]);
  });

  it('writes the TeX, as plain text, in an image’s alt text (and math again after the image)', async () => {
    const p = await page('[![Area $\\pi r^2 < 4$](c.png)](w.md) is $x$.\n');
    expect(p.html).toBe(
      `<p><a href="/guide/w.html"><img src="/guide/c.png" alt="Area \\pi r^2 &lt; 4" loading="lazy" decoding="async" /></a> is ${inline('x')}.</p>\n`,
    );
  });
});

describe('bookdocs/math: what is not math', () => {
  it('keeps dollar amounts in prose as text, and links no stylesheet', async () => {
    const p = await page('It costs $5 and $10, or $20,000 for $ x $ and $x$5.\n');
    expect(p.html).toBe('<p>It costs $5 and $10, or $20,000 for $ x $ and $x$5.</p>\n');
    expect(p.styles).toBeUndefined();
  });

  it('keeps escaped \\$ as dollar signs', async () => {
    expect((await page('Price: \\$x\\$ and \\$5.\n')).html).toBe('<p>Price: $x$ and $5.</p>\n');
  });

  it('leaves $ in code spans and code blocks alone', async () => {
    const p = await page('Run `echo $HOME $PATH` then:\n\n```sh\necho "$a" "$b"\n```\n');
    expect(p.html).toBe(
      '<p>Run <code>echo $HOME $PATH</code> then:</p>\n<div class="language-sh bd-code"><span class="bd-code-lang">sh</span><pre class="shiki" tabindex="0"><code><span class="line">echo &quot;$a&quot; &quot;$b&quot;</span></code></pre></div>\n',
    );
    expect(p.styles).toBeUndefined();
  });

  it('with singleDollarTextMath: false, only $$ is math', async () => {
    const p = await page('Plan $x$ or $$y$$.\n', { singleDollarTextMath: false });
    expect(p.html).toBe(`<p>Plan $x$ or <span class="math math-display">${display('y')}</span>.</p>\n`);
  });

  it('does not apply to a page without $, which parses exactly as without the plugin', async () => {
    const source = '# Plain\n\nNo formulas, *just* text.\n';
    const plugin = await mathPlugin();
    expect(plugin.plugin.appliesTo!(source)).toBe(false);
    expect(plugin.plugin.appliesTo!('a $b$')).toBe(true);
    const without = await loadPage('guide/m.md', source, {
      base: '/',
      components: new Set(),
      label: 'docs/guide/m.md',
      highlight: false,
    });
    expect(await page(source)).toEqual(without);
  });
});

describe('bookdocs/math: problems', () => {
  it('shows a formula KaTeX cannot parse as its source in red, with a warning at its line', async () => {
    const p = await page('# T\n\nFine $x$.\n\nBroken $\\frac{$ here.\n');
    expect(p.html).toBe(
      `<h1 id="t" tabindex="-1">T <a class="header-anchor" href="#t" aria-label="Permalink to “T”">#</a></h1>\n<p>Fine ${inline('x')}.</p>\n<p>Broken ${inline('\\frac{', { throwOnError: false })} here.</p>\n`,
    );
    expect(p.html).toContain('style="color:#cc0000">\\frac{</span>');
    expect(p.warnings).toEqual([
      {
        severity: 'warning',
        rule: 'plugin:math',
        message: `the formula "\\frac{" cannot be rendered: Unexpected end of input in a macro argument, expected '}'`,
        // At the end of the formula, where KaTeX found the problem.
        line: 5,
        column: 15,
        hint: expect.stringContaining('write \\$ for a dollar sign'),
      },
    ]);
  });

  it('reports the line inside a block where the error is', async () => {
    const p = await page('$$\na + b\n\\badcommand{c}\n$$\n');
    expect(p.warnings).toMatchObject([
      {
        severity: 'warning',
        line: 3,
        column: 1,
        message: expect.stringContaining('Undefined control sequence: \\badcommand'),
      },
    ]);
  });

  it('with throwOnError: true, the parse error is an error (it stops a build)', async () => {
    const p = await page('Broken $\\frac{$.\n', { throwOnError: true });
    expect(p.warnings).toMatchObject([{ severity: 'error', rule: 'plugin:math', line: 1 }]);
  });

  it('warns about a $$ block that is never closed', async () => {
    const p = await page('$$\nx = 1 $$\n\nmore text\n');
    expect(p.warnings).toContainEqual(
      expect.objectContaining({
        severity: 'warning',
        message: 'this display formula has no closing $$: it runs to the end of its block',
        line: 1,
      }),
    );
  });

  it("reports KaTeX's strict-mode notes as warnings (unless strict says otherwise)", async () => {
    const p = await page('Text $café$.\n');
    expect(p.warnings).toMatchObject([
      { severity: 'warning', line: 1, message: 'KaTeX: Accented Unicode text character "é" used in math mode' },
    ]);
    expect((await page('Text $café$.\n', { strict: 'ignore' })).warnings).toEqual([]);
  });

  it('refuses unknown and ill-typed options with a message naming them', async () => {
    await expect(mathPlugin({ macro: {} })).rejects.toThrow(PluginLoadError);
    await expect(mathPlugin({ macro: {} })).rejects.toThrow(
      /failed to start: unknown option "macro" \(known: singleDollarTextMath, macros,/,
    );
    await expect(mathPlugin({ macros: { '\\R': 1 } })).rejects.toThrow('option "macros" must be an object of strings');
    await expect(mathPlugin({ displayMode: true })).rejects.toThrow('option "displayMode" is set by the syntax');
  });
});

describe('bookdocs/math: options', () => {
  it('passes KaTeX options such as macros', async () => {
    const p = await page('Reals $\\R$.\n', { macros: { '\\R': '\\mathbb{R}' } });
    expect(p.html).toBe(`<p>Reals ${inline('\\R', { macros: { '\\R': '\\mathbb{R}' } })}.</p>\n`);
    expect(p.warnings).toEqual([]);
  });

  it('keeps a \\gdef to the page that makes it', async () => {
    const first = await page('$\\gdef\\half{\\frac12}$ and $\\half$\n', undefined, 'a.md');
    expect(first.warnings).toEqual([]);
    const second = await page('Then $\\half$\n', undefined, 'b.md');
    expect(second.warnings).toMatchObject([{ message: expect.stringContaining('Undefined control sequence: \\half') }]);
  });
});
