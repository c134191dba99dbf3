// `[[toc]]`: a paragraph of just `[[toc]]` becomes the page's h2/h3 headings as a nested list.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/render/markdown/index.js';

const ctx = { file: 'guide/page.md', base: '/', components: new Set<string>() };

/** A heading as headings.ts writes it (plain ASCII id and title). */
function h(rank: number, id: string, title: string, inner = title): string {
  return `<h${rank} id="${id}" tabindex="-1">${inner} <a class="header-anchor" href="#${id}" aria-label="Permalink to “${title}”">#</a></h${rank}>`;
}

describe('toc', () => {
  it('should support [[toc]] with h3 nested under the preceding h2', () => {
    expect(renderMarkdown('[[toc]]\n\n## Intro\n\n### Sub\n\n### Sub 2\n\n## Next', ctx).html).toBe(
      '<nav class="table-of-contents"><ul>' +
        '<li><a href="#intro">Intro</a><ul><li><a href="#sub">Sub</a></li><li><a href="#sub-2">Sub 2</a></li></ul></li>' +
        '<li><a href="#next">Next</a></li>' +
        '</ul></nav>\n' +
        `${h(2, 'intro', 'Intro')}\n${h(3, 'sub', 'Sub')}\n${h(3, 'sub-2', 'Sub 2')}\n${h(2, 'next', 'Next')}`,
    );
  });

  it('should support [[toc]] after the headings, and a heading right after it', () => {
    expect(renderMarkdown('## A\n[[toc]]\n## B', ctx).html).toBe(
      `${h(2, 'a', 'A')}\n<nav class="table-of-contents"><ul><li><a href="#a">A</a></li><li><a href="#b">B</a></li></ul></nav>\n${h(2, 'b', 'B')}`,
    );
  });

  it('should support an h3 before any h2 at the top level', () => {
    expect(renderMarkdown('[[toc]]\n\n### Early\n\n## Intro\n\n### Sub', ctx).html).toBe(
      '<nav class="table-of-contents"><ul>' +
        '<li><a href="#early">Early</a></li>' +
        '<li><a href="#intro">Intro</a><ul><li><a href="#sub">Sub</a></li></ul></li>' +
        '</ul></nav>\n' +
        `${h(3, 'early', 'Early')}\n${h(2, 'intro', 'Intro')}\n${h(3, 'sub', 'Sub')}`,
    );
  });

  it('should not support h1 and h4 in the list', () => {
    expect(renderMarkdown('# Title\n\n[[toc]]\n\n## A\n\n#### Deep\n\n### B', ctx).html).toBe(
      `${h(1, 'title', 'Title')}\n` +
        '<nav class="table-of-contents"><ul><li><a href="#a">A</a><ul><li><a href="#b">B</a></li></ul></li></ul></nav>\n' +
        `${h(2, 'a', 'A')}\n${h(4, 'deep', 'Deep')}\n${h(3, 'b', 'B')}`,
    );
  });

  it('should not list h4 to h6, though the page records them as headers (for its outline)', () => {
    const r = renderMarkdown('[[toc]]\n\n## A\n\n#### Four\n\n##### Five\n\n###### Six', ctx);
    expect(r.headers.map((x) => x.level)).toEqual([2, 4, 5, 6]);
    expect(r.html.split('\n')[0]).toBe('<nav class="table-of-contents"><ul><li><a href="#a">A</a></li></ul></nav>');
  });

  it('should support custom ids, and encode ids like the permalinks', () => {
    expect(renderMarkdown('[[toc]]\n\n## Install it {#setup}\n\n## 安装', ctx).html).toBe(
      '<nav class="table-of-contents"><ul><li><a href="#setup">Install it</a></li><li><a href="#%E5%AE%89%E8%A3%85">安装</a></li></ul></nav>\n' +
        `${h(2, 'setup', 'Install it')}\n` +
        '<h2 id="安装" tabindex="-1">安装 <a class="header-anchor" href="#%E5%AE%89%E8%A3%85" aria-label="Permalink to “安装”">#</a></h2>',
    );
  });

  it('should support titles with characters to escape (text and code spans)', () => {
    expect(renderMarkdown('[[toc]]\n\n## a `<b>` & c\n\n### x &lt; "y"', ctx).html).toBe(
      '<nav class="table-of-contents"><ul><li><a href="#a-b-c">a &lt;b&gt; &amp; c</a>' +
        '<ul><li><a href="#x-y">x &lt; &quot;y&quot;</a></li></ul></li></ul></nav>\n' +
        `${h(2, 'a-b-c', 'a &lt;b&gt; &amp; c', 'a <code>&lt;b&gt;</code> &amp; c')}\n` +
        `${h(3, 'x-y', 'x &lt; &quot;y&quot;')}`,
    );
  });

  it('should support a page without headings (an empty list, as VitePress)', () => {
    expect(renderMarkdown('[[toc]]', ctx).html).toBe('<nav class="table-of-contents"><ul></ul></nav>');
    expect(renderMarkdown('# Only a title\n\n[[toc]]\n\ntext', ctx).html).toBe(
      `${h(1, 'only-a-title', 'Only a title')}\n<nav class="table-of-contents"><ul></ul></nav>\n<p>text</p>`,
    );
  });

  it('should support [[toc]] indented and with trailing whitespace, in any case (as VitePress)', () => {
    expect(renderMarkdown('   [[toc]]  \n\n## A', ctx).html).toBe(
      `<nav class="table-of-contents"><ul><li><a href="#a">A</a></li></ul></nav>\n${h(2, 'a', 'A')}`,
    );
    expect(renderMarkdown('[[TOC]]\n\n## A', ctx).html).toBe(
      `<nav class="table-of-contents"><ul><li><a href="#a">A</a></li></ul></nav>\n${h(2, 'a', 'A')}`,
    );
  });

  it('should support [[toc]] twice on a page', () => {
    const nav = '<nav class="table-of-contents"><ul><li><a href="#a">A</a></li></ul></nav>';
    expect(renderMarkdown('[[toc]]\n\n## A\n\n[[toc]]', ctx).html).toBe(`${nav}\n${h(2, 'a', 'A')}\n${nav}`);
  });

  it('should support [[toc]] in a container, a block quote and list items', () => {
    const nav = '<nav class="table-of-contents"><ul><li><a href="#a">A</a></li></ul></nav>';
    expect(renderMarkdown('::: tip\n[[toc]]\n:::\n\n## A', ctx).html).toBe(
      `<div class="custom-block tip"><p class="custom-block-title">TIP</p>\n${nav}\n</div>\n${h(2, 'a', 'A')}`,
    );
    expect(renderMarkdown('> [[toc]]\n\n## A', ctx).html).toBe(
      `<blockquote>\n${nav}\n</blockquote>\n${h(2, 'a', 'A')}`,
    );
    expect(renderMarkdown('- [[toc]]\n- b\n\n## A', ctx).html).toBe(
      `<ul>\n<li>${nav}</li>\n<li>b</li>\n</ul>\n${h(2, 'a', 'A')}`,
    );
    expect(renderMarkdown('- [[toc]]\n\n- b\n\n## A', ctx).html).toBe(
      `<ul>\n<li>\n${nav}\n</li>\n<li>\n<p>b</p>\n</li>\n</ul>\n${h(2, 'a', 'A')}`,
    );
  });

  it('should not support [[toc]] with other text in its paragraph', () => {
    expect(renderMarkdown('See [[toc]] here', ctx).html).toBe('<p>See [[toc]] here</p>');
    expect(renderMarkdown('[[toc]] here', ctx).html).toBe('<p>[[toc]] here</p>');
    expect(renderMarkdown('[[toc]]\nmore', ctx).html).toBe('<p>[[toc]]\nmore</p>');
    expect(renderMarkdown('before\n[[toc]]', ctx).html).toBe('<p>before\n[[toc]]</p>');
    expect(renderMarkdown('**[[toc]]**', ctx).html).toBe('<p><strong>[[toc]]</strong></p>');
    expect(renderMarkdown('\\[[toc]]', ctx).html).toBe('<p>[[toc]]</p>');
  });

  it('should not support [[toc]] in code', () => {
    expect(renderMarkdown('`[[toc]]`', ctx).html).toBe('<p><code>[[toc]]</code></p>');
    expect(renderMarkdown('```\n[[toc]]\n```', ctx).html).toBe(
      '<div class="language-text bd-code"><pre class="shiki" tabindex="0"><code><span class="line">[[toc]]</span></code></pre></div>',
    );
    expect(renderMarkdown('    [[toc]]', ctx).html).toBe('<pre><code>[[toc]]\n</code></pre>');
  });

  it('should not support [[toc]] as a heading', () => {
    expect(renderMarkdown('## [[toc]]', ctx).html).toBe(h(2, 'toc', '[[toc]]'));
  });

  it('should not add [[toc]] to the search text', () => {
    const r = renderMarkdown('Intro text.\n\n[[toc]]\n\n## A\n\nBody.', ctx);
    expect(r.text).toBe('Intro text. A Body.');
    expect(renderMarkdown('- [[toc]]\n- b', ctx).text).toBe('b');
    expect(renderMarkdown('[[toc]] here', ctx).text).toBe('[[toc]] here');
  });

  it('should not change paragraphs of pages without [[toc]]', () => {
    expect(renderMarkdown('a\n\nb', ctx).html).toBe('<p>a</p>\n<p>b</p>');
    expect(renderMarkdown('- a\n- b', ctx).html).toBe('<ul>\n<li>a</li>\n<li>b</li>\n</ul>');
    expect(renderMarkdown('- a\n\n- b', ctx).html).toBe('<ul>\n<li>\n<p>a</p>\n</li>\n<li>\n<p>b</p>\n</li>\n</ul>');
  });
});
