// bench/fidelity.mjs on two tiny output folders: the numbers it reports for known differences.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO, writeTree } from '../../helpers/fixtures.js';

const script = path.join(REPO, 'bench', 'fidelity.mjs');

const vitepressPage = (body: string) =>
  `<!DOCTYPE html><html><head><title>x</title><script>window.__VP_SITE_DATA__=JSON.parse("{\\"base\\":\\"/\\"}")</script></head>` +
  `<body><div id="app"><aside class="VPSidebar"><a href="/nav-only">Sidebar words</a></aside>` +
  `<main class="main"><div style="position:relative;" class="vp-doc _guide"><div>${body}</div></div></main>` +
  `<footer class="VPDocFooter">Edit this page</footer></div></body></html>`;

const bookdocsPage = (body: string) =>
  `<!doctype html><html><head><title>x</title></head><body><div id="app"><aside class="bd-sidebar">Sidebar words</aside>` +
  `<main><article class="bd-doc"><div id="bd-content" class="bd-content">${body}</div></article></main></div>` +
  `<script id="bd-data" type="application/json">{"site":{"base":"/"},"page":{}}</script></body></html>`;

const vpAnchor = (id: string, title: string) =>
  ` <a class="header-anchor" href="#${id}" aria-label="Permalink to &quot;${title}&quot;">&#8203;</a>`;
const bdAnchor = (id: string) => ` <a class="header-anchor" href="#${id}" aria-label="Permalink">#</a>`;

interface Result {
  totals: {
    pagesCompared: number;
    words: { vitepress: number; found: number; recall: number };
    syntax: Record<string, number>;
    syntaxTotal: number;
    headings: { vitepress: number; idsFound: number; pagesIdsEqual: number; pagesIdsEqualPct: number };
    code: { vitepress: number; bookdocs: number; matched: number };
    links: { bookdocs: number; resolving: number; anchorsResolving: number };
  };
  pages: {
    route: string;
    words: { vitepress: number; found: number };
    missing: string[];
    syntax: Record<string, number>;
  }[];
  onlyVitepress: string[];
  onlyBookdocs: string[];
}

function run(vp: string, bd: string): Result {
  return JSON.parse(execFileSync(process.execPath, [script, vp, bd, '--json'], { encoding: 'utf8' })) as Result;
}

describe('bench/fidelity.mjs', () => {
  const vp = writeTree({
    // cleanUrls: guide/intro.html on this side, guide/intro/index.html on the other.
    'guide/intro.html': vitepressPage(
      `<h1 id="intro" tabindex="-1">Intro${vpAnchor('intro', 'Intro')}</h1>` +
        `<p>Hello world, hello 中文.</p>` +
        `<h2 id="setup" tabindex="-1">Setup${vpAnchor('setup', 'Setup')}</h2>` +
        `<div class="language-js vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">js</span>` +
        `<pre class="shiki"><code><span class="line"><span>const a = 1</span></span></code></pre></div>` +
        `<div class="plugin-tabs"><button role="tab" class="plugin-tabs--tab">npm</button></div>` +
        `<div class="tip custom-block"><p class="custom-block-title">TIP</p><p>Note this.</p></div>` +
        `<p><a href="/other">Other</a> <a href="./other#part">Part</a> <a href="https://example.com">out</a></p>`,
    ),
    'other.html': vitepressPage(
      `<h1 id="other" tabindex="-1">Other${vpAnchor('other', 'Other')}</h1><h2 id="part">Part</h2>`,
    ),
    'only-vp.html': vitepressPage('<p>x</p>'),
    '404.html': vitepressPage('<p>not found</p>'),
  });
  const bd = writeTree({
    'guide/intro/index.html': bookdocsPage(
      `<h1 id="intro" tabindex="-1">Intro${bdAnchor('intro')}</h1>` +
        `<p>Hello world, 中.</p>` +
        `<h2 id="setup-1" tabindex="-1">Setup${bdAnchor('setup-1')}</h2>` +
        `<div class="language-ts bd-code"><span class="bd-code-lang">ts</span><pre class="shiki"><code><span class="line"><span>const a = 1</span></span></code></pre></div>` +
        `<p>== npm</p>` +
        `<p>::: tip</p><p>Note this. {{ $frontmatter.title }}</p><p>:::</p>` +
        `<p>&lt;span class="memo"&gt;&lt;/span&gt; $\\frac{1}{2}$</p>` +
        `<p>\u001b[90m┌\u001b[0m</p>` +
        `<p><a href="/other.html">Other</a> <a href="../../other.html#nope">Part</a> <a href="/missing.html">gone</a> <a href="https://example.com">out</a></p>`,
    ),
    'other.html': bookdocsPage(`<h1 id="other" tabindex="-1">Other${bdAnchor('other')}</h1><h2 id="part">Part</h2>`),
    'only-bd.html': bookdocsPage('<p>x</p>'),
  });
  const result = run(vp, bd);

  it('pairs pages by route whatever the URL style, lists the unpaired ones and leaves out 404.html', () => {
    expect(result.totals.pagesCompared).toBe(2);
    expect(result.pages.map((p) => p.route)).toEqual(['/guide/intro', '/other']);
    expect(result.onlyVitepress).toEqual(['/only-vp']);
    expect(result.onlyBookdocs).toEqual(['/only-bd']);
  });

  it("counts VitePress's content words, CJK per character, found in bookdocs' content only", () => {
    const intro = result.pages[0]!;
    // intro hello world hello 中 文 setup const a 1 npm tip note this other part out: 17 words (a
    // tab's button is its title); the sidebar, the footer, the permalink symbols and the language
    // label are not content.
    expect(intro.words.vitepress).toBe(17);
    // bookdocs lacks the second "hello" and "文"; "tip" is there, if only as the text of `::: tip`.
    expect(intro.missing.sort()).toEqual(['hello', '文']);
    expect(intro.words.found).toBe(15);
    expect(result.totals.words.vitepress).toBe(17 + 2);
    expect(result.totals.words.found).toBe(15 + 2);
  });

  it('counts source syntax that bookdocs shows as text and VitePress does not', () => {
    expect(result.pages[0]!.syntax).toEqual({
      'container :::': 2,
      'mustache {{ }}': 2,
      'HTML tag as text': 2,
      'TeX \\cmd as text': 1,
      'ANSI escape': 2,
      'tab marker == / ===': 1,
    });
    expect(result.totals.syntaxTotal).toBe(10);
  });

  it('compares h1–h3 ids, code block languages and internal links', () => {
    expect(result.totals.headings).toMatchObject({ vitepress: 4, idsFound: 3, pagesIdsEqual: 1, pagesIdsEqualPct: 50 });
    expect(result.totals.code).toEqual({ vitepress: 1, bookdocs: 1, matched: 0 });
    // /other.html and ../../other.html#nope reach a page (the second not its #id); /missing.html does not.
    expect(result.totals.links).toMatchObject({ bookdocs: 3, resolving: 2, anchorsResolving: 1 });
  });

  it("reads an SVG diagram's labels as separate words and leaves out its tooltips", () => {
    const svg = run(
      writeTree({
        'index.html': vitepressPage('<svg><g><title>node1</title><text>alpha</text><text>beta</text></g></svg>'),
      }),
      writeTree({ 'index.html': bookdocsPage('<p>alpha beta</p>') }),
    );
    expect(svg.totals.words).toEqual({ vitepress: 2, found: 2, recall: 100 });
  });

  it("leaves out KaTeX's MathML for screen readers: its TeX annotation is no source shown as text", () => {
    const math = run(
      writeTree({ 'index.html': vitepressPage('<p>Area <mjx-container>x squared</mjx-container></p>') }),
      writeTree({
        'index.html': bookdocsPage(
          '<p>Area <span class="katex"><span class="katex-mathml"><math><semantics><annotation encoding="application/x-tex">\\sqrt{x}</annotation></semantics></math></span>' +
            '<span class="katex-html" aria-hidden="true">x squared</span></span></p>',
        ),
      }),
    );
    expect(math.totals.syntaxTotal).toBe(0);
    expect(math.totals.words).toMatchObject({ vitepress: 3, found: 3 });
  });

  it('leaves out the type cards of twoslash tokens (VitePress renders them only in the browser), reads its tokens inline, and counts every cut', () => {
    const code = (body: string) =>
      `<div class="language-ts"><pre class="shiki twoslash"><code>${body}</code></pre></div>`;
    const cards = run(
      writeTree({
        'index.html': vitepressPage(
          code(
            'const <div class="v-popper twoslash-hover"><span>server</span></div>: Promise&lt;<div class="v-popper twoslash-hover"><span>ViteDevServer</span></div>&gt; = createServer()',
          ),
        ),
      }),
      writeTree({
        'index.html': bookdocsPage(
          code(
            'const <span class="twoslash-hover">server<span role="tooltip" class="twoslash-popup-container">const server: Promise&lt;ViteDevServer&gt;</span></span>: Promise&lt;ViteDevServer&gt; = createServer()\n// ---cut-start---',
          ),
        ),
      }),
    );
    expect(cards.totals.syntax).toEqual({ '---cut---': 1 });
    expect(cards.totals.words).toMatchObject({ vitepress: 5, found: 5 });
  });

  it('prints a text report with the totals', () => {
    const text = execFileSync(process.execPath, [script, vp, bd, '--pages', '1'], { encoding: 'utf8' });
    expect(text).toContain('Pages (the 1 with the lowest word recall):');
    expect(text).toContain('/guide/intro  words 88.2% of 17');
    expect(text).not.toContain('/other  words');
    expect(text).toContain('Total: 2 pages compared');
    expect(text).toContain('source syntax shown as text: 10 (container ::: ×2, mustache {{ }} ×2, HTML tag as text ×2');
  });
});
