// GitHub alerts (`> [!TIP]` …), rendered as custom blocks.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/render/markdown/index.js';

const ctx = { file: 'guide/page.md', base: '/', components: new Set<string>(), lang: 'en-US' };
const zh = { ...ctx, lang: 'zh-CN' };

/** The block an alert of `kind` with title `title` becomes, around `body`. */
function alert(kind: string, title: string, body: string): string {
  return `<div class="custom-block ${kind} github-alert"><p class="custom-block-title">${title}</p>\n${body}</div>`;
}

describe('alerts', () => {
  it('should support an alert', () => {
    expect(renderMarkdown('> [!TIP]\n> Body', ctx).html).toBe(alert('tip', 'TIP', '<p>Body</p>\n'));
  });

  it('should support every kind', () => {
    expect(renderMarkdown('> [!NOTE]\n> n', ctx).html).toBe(alert('note', 'NOTE', '<p>n</p>\n'));
    expect(renderMarkdown('> [!IMPORTANT]\n> i', ctx).html).toBe(alert('important', 'IMPORTANT', '<p>i</p>\n'));
    expect(renderMarkdown('> [!WARNING]\n> w', ctx).html).toBe(alert('warning', 'WARNING', '<p>w</p>\n'));
    expect(renderMarkdown('> [!CAUTION]\n> c', ctx).html).toBe(alert('caution', 'CAUTION', '<p>c</p>\n'));
  });

  it('should support a marker in any case', () => {
    expect(renderMarkdown('> [!tip]\n> Body', ctx).html).toBe(alert('tip', 'TIP', '<p>Body</p>\n'));
    expect(renderMarkdown('> [!Warning]\n> Body', ctx).html).toBe(alert('warning', 'WARNING', '<p>Body</p>\n'));
  });

  it('should support Chinese default titles on a Chinese page', () => {
    expect(renderMarkdown('> [!NOTE]\n> n', zh).html).toBe(alert('note', '注', '<p>n</p>\n'));
    expect(renderMarkdown('> [!TIP]\n> t', zh).html).toBe(alert('tip', '提示', '<p>t</p>\n'));
    expect(renderMarkdown('> [!IMPORTANT]\n> i', zh).html).toBe(alert('important', '重要', '<p>i</p>\n'));
    expect(renderMarkdown('> [!WARNING]\n> w', zh).html).toBe(alert('warning', '注意', '<p>w</p>\n'));
    expect(renderMarkdown('> [!CAUTION]\n> c', zh).html).toBe(alert('caution', '警告', '<p>c</p>\n'));
  });

  it('should support a marker without a space after `>` and with spaces around it', () => {
    expect(renderMarkdown('>[!TIP]\n>Body', ctx).html).toBe(alert('tip', 'TIP', '<p>Body</p>\n'));
    expect(renderMarkdown('>   [!TIP] \n> Body', ctx).html).toBe(alert('tip', 'TIP', '<p>Body</p>\n'));
  });

  it('should support a marker followed by two spaces (a hard break)', () => {
    expect(renderMarkdown('> [!TIP]  \n> Body', ctx).html).toBe(alert('tip', 'TIP', '<p>Body</p>\n'));
  });

  it('should support several paragraphs and other blocks', () => {
    expect(renderMarkdown('> [!NOTE]\n>\n> Body\n>\n> more', ctx).html).toBe(
      alert('note', 'NOTE', '<p>Body</p>\n<p>more</p>\n'),
    );
    expect(renderMarkdown('> [!TIP]\n> - a\n> - b', ctx).html).toBe(
      alert('tip', 'TIP', '<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n'),
    );
  });

  it('should support Markdown in the body', () => {
    expect(renderMarkdown('> [!TIP]\n> **Body** and `code` & [a link](./other.md)', ctx).html).toBe(
      alert(
        'tip',
        'TIP',
        '<p><strong>Body</strong> and <code>code</code> &amp; <a href="/guide/other.html">a link</a></p>\n',
      ),
    );
  });

  it('should support a lazy continuation line', () => {
    expect(renderMarkdown('> [!TIP]\nlazy', ctx).html).toBe(alert('tip', 'TIP', '<p>lazy</p>\n'));
  });

  it('should support an empty alert', () => {
    expect(renderMarkdown('> [!WARNING]', ctx).html).toBe(alert('warning', 'WARNING', ''));
    expect(renderMarkdown('> [!NOTE]\n>', ctx).html).toBe(alert('note', 'NOTE', ''));
  });

  it('should support an alert between paragraphs', () => {
    expect(renderMarkdown('a\n\n> [!TIP]\n> Body\n\nb', ctx).html).toBe(
      `<p>a</p>\n${alert('tip', 'TIP', '<p>Body</p>\n')}\n<p>b</p>`,
    );
  });

  it('should support two alerts in a row', () => {
    expect(renderMarkdown('> [!TIP]\n> a\n\n> [!NOTE]\n> b', ctx).html).toBe(
      `${alert('tip', 'TIP', '<p>a</p>\n')}\n${alert('note', 'NOTE', '<p>b</p>\n')}`,
    );
  });

  it('should support an alert in a list item', () => {
    expect(renderMarkdown('- > [!IMPORTANT]\n  > Body', ctx).html).toBe(
      `<ul>\n<li>\n${alert('important', 'IMPORTANT', '<p>Body</p>\n')}\n</li>\n</ul>`,
    );
    // A tight list (no `<p>` around items) keeps `<p>` inside its quotes.
    expect(renderMarkdown('- a\n- > [!IMPORTANT]\n  > Body', ctx).html).toBe(
      `<ul>\n<li>a</li>\n<li>\n${alert('important', 'IMPORTANT', '<p>Body</p>\n')}\n</li>\n</ul>`,
    );
  });

  it('should support an alert in a container', () => {
    expect(renderMarkdown('::: tip\n> [!WARNING]\n> Body\n:::', ctx).html).toBe(
      `<div class="custom-block tip"><p class="custom-block-title">TIP</p>\n${alert('warning', 'WARNING', '<p>Body</p>\n')}\n</div>`,
    );
  });

  it('should support an alert in a plain quote and a quote in an alert', () => {
    expect(renderMarkdown('> > [!TIP]\n> > inner\n>\n> outer', ctx).html).toBe(
      `<blockquote>\n${alert('tip', 'TIP', '<p>inner</p>\n')}\n<p>outer</p>\n</blockquote>`,
    );
    expect(renderMarkdown('> [!TIP]\n> > inner', ctx).html).toBe(
      alert('tip', 'TIP', '<blockquote>\n<p>inner</p>\n</blockquote>\n'),
    );
  });

  it('should support an alert in an alert', () => {
    expect(renderMarkdown('> [!TIP]\n> > [!NOTE]\n> > inner', ctx).html).toBe(
      alert('tip', 'TIP', `${alert('note', 'NOTE', '<p>inner</p>\n')}\n`),
    );
  });

  it('should support a heading in an alert, without the marker in its title', () => {
    const result = renderMarkdown('> [!TIP]\n> ## Setup\n> Body', ctx);
    expect(result.html).toBe(
      alert(
        'tip',
        'TIP',
        '<h2 id="setup" tabindex="-1">Setup <a class="header-anchor" href="#setup" aria-label="Permalink to “Setup”">#</a></h2>\n<p>Body</p>\n',
      ),
    );
    expect(result.headers).toEqual([{ level: 2, title: 'Setup', slug: 'setup' }]);
  });

  it('should not support the marker in the page text', () => {
    expect(renderMarkdown('# Title\n\n> [!TIP]\n> **Body** text\n\nafter', ctx).text).toBe('Title Body text after');
    expect(renderMarkdown('> [!NOTE]\n> [!TIP]\n> y', ctx).text).toBe('[!TIP] y');
    expect(renderMarkdown('> [!CAUTION]', ctx).text).toBe('');
  });

  it('should not support text after the marker on its line', () => {
    expect(renderMarkdown('> [!TIP] text\n> Body', ctx).html).toBe(
      '<blockquote>\n<p>[!TIP] text\nBody</p>\n</blockquote>',
    );
    expect(renderMarkdown('> [!TIP] text\n> Body', ctx).text).toBe('[!TIP] text Body');
  });

  it('should not support an unknown kind', () => {
    expect(renderMarkdown('> [!FOO]\n> Body', ctx).html).toBe('<blockquote>\n<p>[!FOO]\nBody</p>\n</blockquote>');
    expect(renderMarkdown('> [!INFO]\n> Body', ctx).html).toBe('<blockquote>\n<p>[!INFO]\nBody</p>\n</blockquote>');
    expect(renderMarkdown('> [!FOO]\n> Body', ctx).text).toBe('[!FOO] Body');
  });

  it('should not support a marker that is not the first line', () => {
    expect(renderMarkdown('> a\n> [!TIP]', ctx).html).toBe('<blockquote>\n<p>a\n[!TIP]</p>\n</blockquote>');
    expect(renderMarkdown('> a\n>\n> [!TIP]\n> b', ctx).html).toBe(
      '<blockquote>\n<p>a</p>\n<p>[!TIP]\nb</p>\n</blockquote>',
    );
  });

  it('should not support a marker outside a quote', () => {
    expect(renderMarkdown('[!TIP]\nBody', ctx).html).toBe('<p>[!TIP]\nBody</p>');
  });

  it('should not support a marker in other constructs', () => {
    expect(renderMarkdown('> # [!TIP]\n> b', ctx).html).toBe(
      '<blockquote>\n<h1 id="tip" tabindex="-1">[!TIP] <a class="header-anchor" href="#tip" aria-label="Permalink to “[!TIP]”">#</a></h1>\n<p>b</p>\n</blockquote>',
    );
    expect(renderMarkdown('>     [!TIP]\n> b', ctx).html).toBe(
      '<blockquote>\n<pre><code>[!TIP]\n</code></pre>\n<p>b</p>\n</blockquote>',
    );
    expect(renderMarkdown('> - [!TIP]\n>   b', ctx).html).toBe(
      '<blockquote>\n<ul>\n<li>[!TIP]\nb</li>\n</ul>\n</blockquote>',
    );
    expect(renderMarkdown('> `[!TIP]`\n> b', ctx).html).toBe(
      '<blockquote>\n<p><code>[!TIP]</code>\nb</p>\n</blockquote>',
    );
  });

  it('should not support a marker written with escapes, character references or a backslash break', () => {
    expect(renderMarkdown('> \\[!TIP]\n> b', ctx).html).toBe('<blockquote>\n<p>[!TIP]\nb</p>\n</blockquote>');
    expect(renderMarkdown('> [!TIP\\]\n> b', ctx).html).toBe('<blockquote>\n<p>[!TIP]\nb</p>\n</blockquote>');
    expect(renderMarkdown('> &#91;!TIP]\n> b', ctx).html).toBe('<blockquote>\n<p>[!TIP]\nb</p>\n</blockquote>');
    expect(renderMarkdown('> [!TIP]\\\n> b', ctx).html).toBe('<blockquote>\n<p>[!TIP]<br />\nb</p>\n</blockquote>');
  });

  it('should support escapes and character references after the marker line', () => {
    expect(renderMarkdown('> [!TIP]\n> a \\* b &amp; c', ctx).html).toBe(alert('tip', 'TIP', '<p>a * b &amp; c</p>\n'));
  });

  it('should not support a marker that is a link reference', () => {
    expect(renderMarkdown('[!tip]: /x\n\n> [!TIP]\n> b', ctx).html).toBe(
      '<blockquote>\n<p><a href="/x">!TIP</a>\nb</p>\n</blockquote>',
    );
  });

  it('should not change plain quotes', () => {
    // The extension is only used on pages with `[!`: the same quotes with and without one after them.
    const quotes = [
      '> a\n> b',
      '>',
      '> a\n\n> b',
      '- > a\n- b',
      '- > a\n  > > b\n- c',
      '> ```\n> x',
      '> ```\n> x\n\n```\ny\n```',
      '> # h\n> a',
      '> ::: tip\n> a\n> :::',
    ];
    for (const quote of quotes) {
      expect(renderMarkdown(`${quote}\n\n[!x]`, ctx).html).toBe(`${renderMarkdown(quote, ctx).html}\n<p>[!x]</p>`);
    }
  });
});
