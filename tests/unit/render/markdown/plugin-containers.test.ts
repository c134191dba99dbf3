// Containers a plugin adds by name: `::: demo Title` keeps its title, its body is the page's Markdown
// (its links and headings recorded as any), and its default title follows the page's language.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/render/markdown/index.js';
import type { ContainerBlock, ContainerRenderer } from '../../../../src/render/plugins/plugin-api.js';

const ctx = { file: 'guide/page.md', base: '/', components: new Set<string>() };

function render(source: string, containers: Record<string, ContainerRenderer>, lang?: string) {
  return renderMarkdown(source, {
    ...ctx,
    ...(lang !== undefined && { lang }),
    plugins: {
      route: '/guide/page.html',
      frontmatter: {},
      plugins: [{ name: 'demo', markdown: () => ({ containers }) }],
    },
  });
}

const byLang = (lang: string | undefined) => (lang?.startsWith('zh') ? '演示' : 'Demo');

describe("a plugin's containers", () => {
  it("should support one without a renderer, in bookdocs' markup, with its title", () => {
    expect(render('::: demo My *title*\nbody\n:::', { demo: {} }).html).toBe(
      '<div class="custom-block demo"><p class="custom-block-title">My <em>title</em></p>\n<p>body</p>\n</div>',
    );
  });

  it("should support its default title in the page's language, and its name without one", () => {
    expect(render('::: demo\nbody\n:::', { demo: { title: byLang } }, 'zh-CN').html).toBe(
      '<div class="custom-block demo"><p class="custom-block-title">演示</p>\n<p>body</p>\n</div>',
    );
    expect(render('::: demo\nbody\n:::', { demo: { title: byLang } }, 'en-US').html).toContain(
      '<p class="custom-block-title">Demo</p>',
    );
    expect(render('::: demo\nbody\n:::', { demo: { title: 'A & B' } }).html).toContain(
      '<p class="custom-block-title">A &amp; B</p>',
    );
    expect(render('::: demo\nbody\n:::', { demo: {} }).html).toContain('<p class="custom-block-title">demo</p>');
  });

  it('should give its renderer the title, the body, the language, the attributes and the line', () => {
    const seen: ContainerBlock[] = [];
    const r = render(
      'Intro.\n\n::: demo Title {#here .wide}\n## Inside\n\n[a](./b.md)\n:::\n\n::: demo\nx\n:::',
      {
        demo: {
          title: byLang,
          render(block) {
            seen.push(block);
            return `<section>${block.title}|${block.body}</section>`;
          },
        },
      },
      'en-US',
    );
    expect(seen).toEqual([
      {
        name: 'demo',
        title: 'Title',
        body: '<h2 id="inside" tabindex="-1">Inside <a class="header-anchor" href="#inside" aria-label="Permalink to “Inside”">#</a></h2>\n<p><a href="/guide/b.html">a</a></p>\n',
        lang: 'en-US',
        attributes: { id: 'here', class: 'wide' },
        line: 3,
      },
      { name: 'demo', title: 'Demo', body: '<p>x</p>\n', lang: 'en-US', attributes: {}, line: 9 },
    ]);
    expect(r.html).toBe(`<p>Intro.</p>\n<section>Title|${seen[0]!.body}</section>\n<section>Demo|<p>x</p>\n</section>`);
    // What is in its body is the page's: links for check, headings for the outline, ids for anchors.
    expect(r.links.map((l) => l.target)).toEqual(['guide/b.md']);
    expect(r.headers.map((h) => h.slug)).toEqual(['inside']);
    expect(r.ids).toContain('here');
    expect(r.text).toBe('Intro. Title Inside a x');
  });

  it('should nest in and around bookdocs’ containers', () => {
    const html = render(':::: demo Outer\n::: tip Inner\nx\n:::\n::::', {
      demo: { render: ({ title, body }) => `<section title="${title}">${body}</section>` },
    }).html;
    expect(html).toBe(
      '<section title="Outer"><div class="custom-block tip"><p class="custom-block-title">Inner</p>\n<p>x</p>\n</div>\n</section>',
    );
  });

  it('should replace one of bookdocs’ own containers on its pages', () => {
    expect(render('::: tip\nx\n:::', { tip: { render: ({ body }) => `<aside>${body}</aside>` } }).html).toBe(
      '<aside><p>x</p>\n</aside>',
    );
  });

  it('should leave a container of no plugin a plain block, as before', () => {
    expect(render('::: other Title\nx\n:::', { demo: {} }).html).toBe(
      '<div class="custom-block other">\n<p>x</p>\n</div>',
    );
  });

  it("should not take the name of bookdocs' tabs", () => {
    expect(() => render('x', { tabs: {} })).toThrow(
      `plugin "demo" failed: "tabs" is one of bookdocs' tab containers (tabs, code-tabs, code-group): give yours another name`,
    );
  });

  it('should name the plugin and the line when its renderer throws', () => {
    expect(() =>
      render('x\n\n::: demo\ny\n:::', {
        demo: {
          render() {
            throw new Error('no demos today');
          },
        },
      }),
    ).toThrow('plugin "demo" failed at line 3: no demos today');
    expect(() =>
      render('x\n\n\n::: demo\ny\n:::', {
        demo: {
          title() {
            throw new Error('no titles today');
          },
        },
      }),
    ).toThrow('plugin "demo" failed at line 4: no titles today');
  });
});
