// Plugins' HTML handlers wrap bookdocs' own: whatever a plugin writes for a link, a heading or a code
// block, bookdocs still records the link (check), the heading (outline, ids) and the page's text.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/render/markdown/index.js';
import type { PluginHtmlExtension } from '../../../../src/render/plugins/plugin-api.js';

const ctx = { file: 'guide/page.md', base: '/', components: new Set<string>() };

/** Render with plugins, each given by its HTML extensions (named p0, p1…). */
function render(source: string, ...plugins: PluginHtmlExtension[]) {
  return renderMarkdown(source, {
    ...ctx,
    plugins: {
      route: '/guide/page.html',
      frontmatter: {},
      plugins: plugins.map((html, i) => ({ name: `p${i}`, markdown: () => ({ html: [html] }) })),
    },
  });
}

const LINK = 'See [the guide](./guide.md#start) and [missing](./nope.md).';
const targets = (r: ReturnType<typeof render>) => r.links.map((l) => `${l.target}#${l.hash ?? ''}@${l.line}`);
const headers = (r: ReturnType<typeof render>) => r.headers.map((h) => `${h.level} ${h.slug} ${h.title}`);

describe("a plugin's handler for links", () => {
  it('should wrap ours: next() is our HTML, rewritten, for it to change', () => {
    const r = render(LINK, {
      exit: {
        link(_token, next) {
          this.raw(next().replace('<a ', '<a class="x" '));
        },
      },
    });
    expect(r.html).toBe(
      '<p>See <a class="x" href="/guide/guide.html#start">the guide</a> and <a class="x" href="/guide/nope.html">missing</a>.</p>',
    );
    expect(targets(r)).toEqual(['guide/guide.md#start@1', 'guide/nope.md#@1']);
    expect(r.text).toBe('See the guide and missing.');
  });

  it('should record the links of a handler that replaces ours without calling next()', () => {
    const r = render(LINK, {
      exit: {
        link(token) {
          this.raw(`<span>${this.encode(this.sliceSerialize(token))}</span>`);
        },
      },
    });
    expect(r.html).toBe('<p>See <span>[the guide](./guide.md#start)</span> and <span>[missing](./nope.md)</span>.</p>');
    expect(targets(r)).toEqual(['guide/guide.md#start@1', 'guide/nope.md#@1']);
  });

  it('should record the links when the enter handler is replaced too', () => {
    const r = render(LINK, {
      enter: {
        link() {
          this.raw('<b>');
        },
      },
      exit: {
        link() {
          this.raw('</b>');
        },
      },
    });
    expect(r.html).toBe('<p>See <b></b> and <b></b>.</p>');
    expect(targets(r)).toEqual(['guide/guide.md#start@1', 'guide/nope.md#@1']);
  });

  it('should record images whatever a plugin writes for them', () => {
    const r = render('![a cat](./cat.png)', {
      exit: {
        image() {
          this.raw('<figure></figure>');
        },
      },
    });
    expect(r.html).toBe('<p><figure></figure></p>');
    expect(r.images.map((i) => i.target)).toEqual(['guide/cat.png']);
  });

  it('should chain: a later plugin wraps the earlier one', () => {
    const r = render(
      '[a](./b.md)',
      {
        exit: {
          link(_token, next) {
            this.raw(`<i>${next()}</i>`);
          },
        },
      },
      {
        exit: {
          link(_token, next) {
            this.raw(`<b>${next()}</b>`);
          },
        },
      },
    );
    expect(r.html).toBe('<p><b><i><a href="/guide/b.html">a</a></i></b></p>');
    expect(r.links).toHaveLength(1);
  });

  it('should run ours once when next() is called twice, and leave it out when the plugin writes nothing', () => {
    const twice = render('[a](./b.md)', {
      exit: {
        link(_token, next) {
          this.raw(next() + next());
        },
      },
    });
    expect(twice.html).toBe('<p><a href="/guide/b.html">a</a></p>');
    const none = render('[a](./b.md) b', {
      exit: {
        link(_token, next) {
          next();
        },
      },
    });
    expect(none.html).toBe('<p> b</p>');
    expect(none.links).toHaveLength(1);
  });
});

describe("a plugin's handler for headings", () => {
  const SOURCE = '## Start here\n\nText after.\n\n### Next';

  it('should wrap ours: the id, the anchor and the outline stay', () => {
    const r = render(SOURCE, {
      exit: {
        atxHeading(_token, next) {
          this.raw(next().replace(/<\/h(\d)>$/, ' <span class="badge">new</span></h$1>'));
        },
      },
    });
    expect(r.html).toBe(
      '<h2 id="start-here" tabindex="-1">Start here <a class="header-anchor" href="#start-here" aria-label="Permalink to “Start here”">#</a> <span class="badge">new</span></h2>\n' +
        '<p>Text after.</p>\n' +
        '<h3 id="next" tabindex="-1">Next <a class="header-anchor" href="#next" aria-label="Permalink to “Next”">#</a> <span class="badge">new</span></h3>',
    );
    expect(headers(r)).toEqual(['2 start-here Start here', '3 next Next']);
  });

  it('should record the heading when the exit handler writes its own HTML and leaves the buffers alone', () => {
    const r = render(SOURCE, {
      exit: {
        atxHeading() {
          this.raw('<hr class="was-heading">');
        },
      },
    });
    expect(r.html).toBe('<hr class="was-heading">\n<p>Text after.</p>\n<hr class="was-heading">');
    expect(headers(r)).toEqual(['2 start-here Start here', '3 next Next']);
    expect(r.ids).toEqual(['start-here', 'next']);
    expect(r.text).toBe('Start here Text after. Next');
  });

  it("should record the heading when the exit handler takes the content from ours' buffer", () => {
    const r = render(SOURCE, {
      exit: {
        atxHeading() {
          this.raw(`<div class="h">${this.resume()}</div>`);
        },
      },
    });
    expect(r.html).toBe('<div class="h">Start here</div>\n<p>Text after.</p>\n<div class="h">Next</div>');
    expect(headers(r)).toEqual(['2 start-here Start here', '3 next Next']);
  });

  it('should record the heading when the plugin opens its own buffer on enter and closes one on exit', () => {
    const r = render(SOURCE, {
      enter: {
        atxHeading() {
          this.buffer();
        },
      },
      exit: {
        atxHeading() {
          this.raw(`<div class="h">${this.resume()}</div>`);
        },
      },
    });
    expect(r.html).toBe('<div class="h">Start here</div>\n<p>Text after.</p>\n<div class="h">Next</div>');
    expect(headers(r)).toEqual(['2 start-here Start here', '3 next Next']);
  });
});

describe("a plugin's handler for code blocks and text", () => {
  it('should keep the text after a code block a plugin writes itself in the page text', () => {
    const r = render('```js\nlet a\n```\n\nafter [x](./y.md)', {
      exit: {
        codeFenced() {
          this.raw('<pre class="mine"></pre>');
        },
      },
    });
    expect(r.html).toBe('<pre class="mine"></pre>\n<p>after <a href="/guide/y.html">x</a></p>');
    expect(r.text).toBe('after x');
    expect(r.links).toHaveLength(1);
  });

  it('should keep the text in the page text when a plugin changes how it is written', () => {
    const r = render('Some *words*', {
      exit: {
        data(_token, next) {
          this.raw(next().toUpperCase());
        },
      },
    });
    expect(r.html).toBe('<p>SOME <em>WORDS</em></p>');
    expect(r.text).toBe('Some words');
  });

  it('should give an empty next() for a token type only micromark compiles', () => {
    const r = render('*a*', {
      exit: {
        emphasis(_token, next) {
          this.raw(`${next()}</i>`);
        },
      },
    });
    expect(r.html).toBe('<p><em>a</i></p>');
  });

  it('should name the plugin and the line when its handler throws', () => {
    expect(() =>
      render('text\n\n[a](./b.md)', {
        exit: {
          link() {
            throw new Error('no links here');
          },
        },
      }),
    ).toThrow('plugin "p0" failed at line 3: no links here');
  });
});
