// Emoji shortcodes (`:tada:` → 🎉, GitHub's names from gemoji), as VitePress and VuePress have them.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/render/markdown/index.js';

const ctx = { file: 'guide/page.md', base: '/', components: new Set<string>() };

describe('emoji', () => {
  it('should support a shortcode as the plain character', () => {
    expect(renderMarkdown(':tada:', ctx).html).toBe('<p>🎉</p>');
    expect(renderMarkdown('a :smile: b', ctx).html).toBe('<p>a 😄 b</p>');
  });

  it('should support names with digits, `+`, `-` and `_`', () => {
    expect(renderMarkdown(':100: :1234: :heavy_check_mark:', ctx).html).toBe('<p>💯 🔢 ✔️</p>');
  });

  it('should support two shortcodes in a row', () => {
    expect(renderMarkdown(':+1::-1:', ctx).html).toBe('<p>👍👎</p>');
  });

  it('should support a shortcode between colons and before a word', () => {
    expect(renderMarkdown('::tada::', ctx).html).toBe('<p>:🎉:</p>');
    expect(renderMarkdown('x :tada:y', ctx).html).toBe('<p>x 🎉y</p>');
  });

  it('should not support unknown names', () => {
    expect(renderMarkdown(':notanemoji:', ctx).html).toBe('<p>:notanemoji:</p>');
    expect(renderMarkdown(':TADA:', ctx).html).toBe('<p>:TADA:</p>');
    expect(renderMarkdown(':a_very_long_name_that_goes_on_and_on_and_on:', ctx).html).toBe(
      '<p>:a_very_long_name_that_goes_on_and_on_and_on:</p>',
    );
  });

  it('should not support unclosed shortcodes or one across a line ending', () => {
    expect(renderMarkdown(':tada', ctx).html).toBe('<p>:tada</p>');
    expect(renderMarkdown(':tada\n:', ctx).html).toBe('<p>:tada\n:</p>');
  });

  it('should not support shortcodes in code spans', () => {
    expect(renderMarkdown('`:tada:`', ctx).html).toBe('<p><code>:tada:</code></p>');
  });

  it('should not support shortcodes in fenced or indented code', () => {
    expect(renderMarkdown('```\n:tada:\n```', ctx).html).toBe(
      '<div class="language-text bd-code"><pre class="shiki" tabindex="0"><code><span class="line">:tada:</span></code></pre></div>',
    );
    expect(renderMarkdown('    :tada:', ctx).html).toBe('<pre><code>:tada:\n</code></pre>');
  });

  it('should support shortcodes in link text and image alt text', () => {
    expect(renderMarkdown('[:tada:](x.md)', ctx).html).toBe('<p><a href="/guide/x.html">🎉</a></p>');
    expect(renderMarkdown('![:tada:](i.png)', ctx).html).toBe(
      '<p><img src="/guide/i.png" alt="🎉" loading="lazy" decoding="async" /></p>',
    );
  });

  it('should not support shortcodes in link destinations and autolinks', () => {
    expect(renderMarkdown('[a](./:tada:.md)', ctx).html).toBe('<p><a href="/guide/:tada:.html">a</a></p>');
    expect(renderMarkdown('<http://x/:tada:>', ctx).html).toBe(
      '<p><a href="http://x/:tada:" target="_blank" rel="noopener noreferrer">http://x/:tada:</a></p>',
    );
  });

  it('should not support URLs with ports', () => {
    expect(renderMarkdown('http://example.com:8080/', ctx).html).toBe(
      '<p><a href="http://example.com:8080/" target="_blank" rel="noopener noreferrer">http://example.com:8080/</a></p>',
    );
  });

  // VitePress and VuePress slugify a heading's text tokens, and a shortcode is an emoji token: VuePress's
  // own docs link `### Emoji :tada:` as `#emoji`. An emoji written out is text, and stays in the id.
  it('should support shortcodes in headings: in the title and the page text, not in the id (as VitePress)', () => {
    const r = renderMarkdown('## Hello :tada: world', ctx);
    expect(r.html).toBe(
      '<h2 id="hello-world" tabindex="-1">Hello 🎉 world <a class="header-anchor" href="#hello-world" aria-label="Permalink to “Hello 🎉 world”">#</a></h2>',
    );
    expect(r.headers).toEqual([{ level: 2, title: 'Hello 🎉 world', slug: 'hello-world' }]);
    expect(r.text).toBe('Hello 🎉 world');
    expect(renderMarkdown('### Emoji :tada:', ctx).headers).toEqual([{ level: 3, title: 'Emoji 🎉', slug: 'emoji' }]);
    expect(renderMarkdown('## Hello 🎉', ctx).headers).toEqual([{ level: 2, title: 'Hello 🎉', slug: 'hello-🎉' }]);
  });

  it('should keep a shortcode out of the id next to a custom id and repeated ids', () => {
    expect(
      renderMarkdown('## A :tada: {#x}\n\n## A :rocket:\n\n## A', ctx).headers.map((h) => [h.title, h.slug]),
    ).toEqual([
      ['A 🎉', 'x'],
      ['A 🚀', 'a'],
      ['A', 'a-1'],
    ]);
  });

  it('should not support times, `key:value` or a shortcode right after a letter or digit', () => {
    expect(renderMarkdown('10:30:00', ctx).html).toBe('<p>10:30:00</p>');
    expect(renderMarkdown('key:value', ctx).html).toBe('<p>key:value</p>');
    expect(renderMarkdown('a:tada: 1:100:', ctx).html).toBe('<p>a:tada: 1:100:</p>');
  });

  it('should not support escaped shortcodes', () => {
    expect(renderMarkdown('\\:tada:', ctx).html).toBe('<p>:tada:</p>');
  });

  it('should support shortcodes inside containers and in their titles', () => {
    expect(renderMarkdown('::: tip\n:tada:\n:::', ctx).html).toBe(
      '<div class="custom-block tip"><p class="custom-block-title">TIP</p>\n<p>🎉</p>\n</div>',
    );
    expect(renderMarkdown('::: tip :tada: Title\nx\n:::', ctx).html).toBe(
      '<div class="custom-block tip"><p class="custom-block-title">🎉 Title</p>\n<p>x</p>\n</div>',
    );
  });

  it('should not support text directives', () => {
    expect(renderMarkdown('a :x[y]{#z} :smile:', ctx).html).toBe('<p>a :x[y]{#z} 😄</p>');
  });

  it('should support shortcodes in emphasis, strikethrough and tables', () => {
    expect(renderMarkdown('*:tada:* ~~:tada:~~', ctx).html).toBe('<p><em>🎉</em> <del>🎉</del></p>');
    expect(renderMarkdown('| a |\n| - |\n|:tada:|', ctx).html).toBe(
      '<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>🎉</td>\n</tr>\n</tbody>\n</table>',
    );
  });

  it('should support the emoji as page text for search', () => {
    expect(renderMarkdown('# Done :tada:\n\nShip it :rocket: at 10:30:00, not `:x:` or :nope:', ctx).text).toBe(
      'Done 🎉 Ship it 🚀 at 10:30:00, not :x: or :nope:',
    );
  });
});
