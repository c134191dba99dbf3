import { describe, expect, it } from 'vitest';
import { pageMarkdown } from '../../../../src/render/agents/page-markdown.js';
import { pageRenderer, renderMarkdown, type PageTokens } from '../../../../src/render/markdown/index.js';

function copy(
  source: string,
  {
    file = 'guide/page.md',
    title = 'Page',
    lang = undefined as string | undefined,
    base = '/',
    components = [] as string[],
  } = {},
): string {
  const page = pageRenderer({ file, base, components: new Set(components), ...(lang && { lang }) });
  return pageMarkdown(page.prepare(source), { page, title, ...(lang && { lang }) });
}

describe('pageMarkdown', () => {
  it('should give the page its title as h1 when the body has none', () => {
    expect(copy('Some text.\n', { title: 'Hello' })).toBe('# Hello\n\nSome text.\n');
  });

  it('should keep an h1 of its own and drop heading attributes', () => {
    expect(copy('# Own {#own}\n\n## Part {#part .x}\n\nText.\n')).toBe('# Own\n\n## Part\n\nText.\n');
  });

  it('should keep Chinese text as written, without spaces added', () => {
    const md = copy('# 安装\n\n运行`npm install`即可，然后打开**书架**页面。\n\n- 第一项\n- 第二项\n', {
      lang: 'zh-CN',
    });
    expect(md).toBe('# 安装\n\n运行`npm install`即可，然后打开**书架**页面。\n\n- 第一项\n- 第二项\n');
  });

  it('should keep code blocks fenced with their language', () => {
    const md = copy('# A\n\n```ts {2}\nconst a = 1;\nconst b = 2;\n```\n');
    expect(md).toContain('```ts\n');
    expect(md).toContain('const a = 1;\nconst b = 2;\n```');
    expect(copy('# A\n\n```js{1,3-4}\nx\n```\n')).toBe('# A\n\n```js\nx\n```\n');
  });

  it('should write containers as blockquotes under their title', () => {
    expect(copy('# A\n\n::: tip\nBe **careful**.\n:::\n')).toBe('# A\n\n> **TIP**\n>\n> Be **careful**.\n');
    expect(copy('# A\n\n::: warning 小心\n内容\n:::\n', { lang: 'zh-CN' })).toBe('# A\n\n> **小心**\n>\n> 内容\n');
    expect(copy('# A\n\n::: danger\n危险\n:::\n', { lang: 'zh-CN' })).toBe('# A\n\n> **警告**\n>\n> 危险\n');
    expect(copy('# A\n\n::: details Click me\nHidden.\n:::\n')).toBe('# A\n\n> **Click me**\n>\n> Hidden.\n');
  });

  it('should write a code group as its code blocks', () => {
    const md = copy('# A\n\n::: code-group\n```sh [npm]\nnpm i\n```\n```sh [pnpm]\npnpm i\n```\n:::\n');
    // The code blocks as the author wrote them in the group (no blank line added between them).
    expect(md).toBe('# A\n\n```sh [npm]\nnpm i\n```\n```sh [pnpm]\npnpm i\n```\n');
  });

  it('should write a GitHub alert under its title', () => {
    expect(copy('# A\n\n> [!NOTE]\n> Read this.\n')).toBe('# A\n\n> **NOTE**\n>\n> Read this.\n');
  });

  it('should render components as their children or their text', () => {
    const components = ['Badge', 'Card'];
    expect(copy('# A <Badge text="beta" />\n\nText.\n', { components })).toBe('# A beta\n\nText.\n');
    expect(copy('# A\n\n<Card title="x">\n\nInside **bold**.\n\n</Card>\n', { components })).toBe(
      '# A\n\nInside **bold**.\n',
    );
    expect(copy('# A\n\n<Card title="Only a title" />\n', { components })).toBe('# A\n\nOnly a title\n');
  });

  it('should mark a component with neither children nor text, by name and occurrence, for its render to fill', () => {
    const components = ['Badge', 'Card', 'Chart'];
    expect(copy('# A\n\n<Chart data="[1,2]" />\n\nText.\n', { components })).toBe(
      '# A\n\n<!--bd:component Chart 0-->\n\nText.\n',
    );
    // Each name counts its own occurrences, those with children or text included.
    expect(
      copy('# A\n\n<Chart title="t" />\n\n<Card>\n\nIn.\n\n</Card>\n\n<Chart />\n\n<Card />\n', { components }),
    ).toBe('# A\n\nt\n\nIn.\n\n<!--bd:component Chart 1-->\n\n<!--bd:component Card 1-->\n');
    // Inline: in the text where it stands.
    expect(copy('# A\n\nSee <Badge /> and <Badge text="b" /> then <Badge />.\n', { components })).toBe(
      '# A\n\nSee <!--bd:component Badge 0--> and b then <!--bd:component Badge 2-->.\n',
    );
  });

  it('should leave scripts and styles out', () => {
    expect(copy('<script setup>\nconst a = 1\n</script>\n\n# A\n\n<style>\n.a{}\n</style>\n')).toBe('# A\n');
  });

  it('should point links to pages at their copies, and images at absolute paths', () => {
    const md = copy(
      '# A\n\n[b](./b.md#part) [c](../other/) [d](/guide/d) [e](/guide/e.html) [ext](https://x.dev/a) [f](./file.zip)\n\n![pic](./img/p.png)\n',
      { base: '/docs/' },
    );
    expect(md).toContain('[b](/docs/guide/b.md#part)');
    expect(md).toContain('[c](/docs/other/index.md)');
    expect(md).toContain('[d](/docs/guide/d.md)');
    expect(md).toContain('[e](/docs/guide/e.md)');
    expect(md).toContain('[ext](https://x.dev/a)');
    expect(md).toContain('[f](/docs/guide/file.zip)');
    expect(md).toContain('![pic](/docs/guide/img/p.png)');
  });

  it('should drop [[toc]]', () => {
    expect(copy('# A\n\n[[toc]]\n\n## B\n')).toBe('# A\n\n## B\n');
  });

  it("should keep the author's own Markdown: list markers, emphasis, escapes and tables as written", () => {
    const source = '# A\n\n* one\n* two\n\n_em_ and __strong__, 5\\*3 \\~20 KB\n\n| a | b |\n|---|:-:|\n| 1 | 2 |\n';
    expect(copy(source)).toBe(source);
  });

  it('should quote a container inside a list item under the item, and alerts with more in them', () => {
    expect(copy('# A\n\n- item\n\n  ::: tip\n  In [b](./b.md).\n\n  More.\n  :::\n')).toBe(
      '# A\n\n- item\n\n  > **TIP**\n  >\n  > In [b](/guide/b.md).\n  >\n  > More.\n',
    );
    expect(copy('# A\n\n> [!WARNING]\n> One.\n>\n> - two\n')).toBe('# A\n\n> **WARNING**\n>\n> One.\n>\n> - two\n');
    expect(copy('# A\n\n::: tip\n::: warning\nDeep.\n:::\n::::\n'.replace('::: tip', ':::: tip'))).toBe(
      '# A\n\n> **TIP**\n>\n> > **WARNING**\n> >\n> > Deep.\n',
    );
  });

  it('should write tabs as their labels and content, emoji as emoji, and drop {#id} lines', () => {
    expect(copy('# A :tada: {#a}\n\n::: tabs\n::tab[npm]\nnpm i\n::tab[pnpm]\npnpm i\n:::\n\n{#para}\n\nText.\n')).toBe(
      '# A 🎉\n\n**npm**\nnpm i\n**pnpm**\npnpm i\n\nText.\n',
    );
  });

  it('should mark a component with neither children nor a text prop, block and inline, for its rendered text', () => {
    expect(copy('# A\n\n<Card />\n\nText <Card /> here.\n', { components: ['Card'] })).toBe(
      '# A\n\n<!--bd:component Card 0-->\n\nText <!--bd:component Card 1--> here.\n',
    );
  });

  it("should make the same copy from the events the page's render heard as by reading the page again", () => {
    const source =
      '# A {#a}\n\n::: tip\nBe [b](./b.md) :tada:.\n:::\n\n> [!NOTE]\n> Read.\n\n<Card title="x">\n\nIn.\n\n</Card>\n\n```js{1} [a]\nx\n```\n';
    const ctx = { file: 'guide/page.md', base: '/', components: new Set(['Card']) };
    let heard: PageTokens | undefined;
    renderMarkdown(source, { ...ctx, tokens: (t) => (heard = t) });
    expect(heard?.source).toBe(source);
    const page = pageRenderer(ctx);
    expect(heard?.markdown).toBe(page.prepare(source));
    const fromEvents = pageMarkdown(heard!.markdown, { page, title: 'Page', events: heard!.events });
    expect(fromEvents).toBe(pageMarkdown(page.prepare(source), { page, title: 'Page' }));
    expect(fromEvents).toBe(
      '# A\n\n> **TIP**\n>\n> Be [b](/guide/b.md) 🎉.\n\n> **NOTE**\n>\n> Read.\n\nIn.\n\n```js [a]\nx\n```\n',
    );
  });
});
