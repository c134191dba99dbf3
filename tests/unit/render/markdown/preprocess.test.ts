// VuePress/VitePress container syntax → generic directive syntax, line by line.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/render/markdown/index.js';
import { preprocessContainers } from '../../../../src/render/markdown/preprocess.js';
import { attributeSyntax } from '../../../../src/render/markdown/attribute-syntax.js';

const ctx = { file: 'guide/page.md', base: '/', components: new Set(['FriendLink']) };

describe('preprocess', () => {
  it('should leave containers inside code fences alone', () => {
    expect(preprocessContainers('```\n::: tip x\n```')).toBe('```\n::: tip x\n```');
  });

  it('should support a title after a space', () => {
    expect(preprocessContainers('::: tip Title')).toBe(':::tip[Title]');
  });

  it('should support a title without a space after the colons', () => {
    expect(preprocessContainers(':::tip 说明')).toBe(':::tip[说明]');
  });

  it('should support a group id', () => {
    expect(preprocessContainers('::: code-tabs#shell')).toBe(':::code-tabs{#shell}');
    expect(preprocessContainers('::: tip#id Title')).toBe(':::tip[Title]{#id}');
  });

  it('should support trailing whitespace', () => {
    expect(preprocessContainers('::: tip   \n:::')).toBe(':::tip\n:::');
  });

  it('should escape brackets and backslashes in a title', () => {
    expect(preprocessContainers('::: tip a [b] \\ c')).toBe(':::tip[a \\[b\\] \\\\ c]');
  });

  it('should support up to three spaces of indent', () => {
    expect(preprocessContainers('   ::: tip')).toBe('   :::tip');
  });

  it('should not support four spaces of indent (indented code)', () => {
    expect(preprocessContainers('    ::: tip')).toBe('    ::: tip');
  });

  it('should support `{#id .class open}` after a title or alone, as directive attributes', () => {
    expect(preprocessContainers('::: warning Class Support {#class-support}')).toBe(
      ':::warning[Class Support]{#class-support}',
    );
    expect(preprocessContainers('::: details {open .a}')).toBe(':::details{open .a}');
    expect(preprocessContainers('::: code-tabs#shell {.x}')).toBe(':::code-tabs{#shell .x}');
    expect(preprocessContainers('::: tip a {b} c')).toBe(':::tip[a {b} c]');
    expect(preprocessContainers('::: tip {not = attrs}')).toBe(':::tip[{not = attrs}]');
  });

  it('should support any attribute markdown-it-attrs reads, bare or with a value, as VitePress does', () => {
    expect(preprocessContainers('::: tip Custom {data-a="b c" data-d=e}')).toBe(
      ':::tip[Custom]{data-a="b c" data-d=e}',
    );
    expect(preprocessContainers("::: info T {lang='en' .x}")).toBe(":::info[T]{lang='en' .x}");
  });

  it('should drop the title of a container with `{no-title}`, but not the summary of a details', () => {
    expect(preprocessContainers('::: tip {no-title}')).toBe(':::tip{no-title}');
    expect(preprocessContainers('::: warning Discarded {no-title .extra}')).toBe(':::warning{no-title .extra}');
    expect(preprocessContainers('::: details Kept {no-title}')).toBe(':::details[Kept]{no-title}');
  });

  it("should read attributes with the page's delimiters, and none when attributes are off", () => {
    const percent = attributeSyntax({ left: '%{', right: '}%' });
    expect(preprocessContainers('::: tip Custom %{.extra #x}%', percent)).toBe(':::tip[Custom]{.extra #x}');
    expect(preprocessContainers('::: tip Custom {.extra}', percent)).toBe(':::tip[Custom {.extra}]');
    expect(preprocessContainers('::: details Click me {open}', null)).toBe(':::details[Click me {open}]');
  });

  it('should support @tab and @tab:active inside tabs', () => {
    expect(preprocessContainers('::: tabs\n@tab pnpm\n@tab:active npm\n:::')).toBe(
      ':::tabs\n::tab[pnpm]\n::tab[npm]\n:::',
    );
  });

  it('should support @tab with extra whitespace, keeping its indent, and escape its label', () => {
    expect(preprocessContainers('::: tabs\n  @tab  spaced  \n:::')).toBe(':::tabs\n  ::tab[spaced]\n:::');
    expect(preprocessContainers('::: tabs\n@tab a]b\n:::')).toBe(':::tabs\n::tab[a\\]b]\n:::');
  });

  it('should support @tab after a nested container has closed', () => {
    expect(preprocessContainers('::: tabs\n:::: tip\n::::\n@tab x\n:::')).toBe(':::tabs\n::::tip\n::::\n::tab[x]\n:::');
  });

  it('should not support @tab outside tabs', () => {
    expect(preprocessContainers('@tab x')).toBe('@tab x');
    expect(preprocessContainers(':::: tip\n::: warning\n:::\n@tab x\n::::')).toBe(
      '::::tip\n:::warning\n:::\n@tab x\n::::',
    );
    expect(preprocessContainers(':::\n@tab x')).toBe(':::\n@tab x');
  });

  it('should not support @tab in fenced code, whatever closes it', () => {
    expect(preprocessContainers('::: tabs\n```\n@tab x\n```\n@tab y\n:::')).toBe(
      ':::tabs\n```\n@tab x\n```\n::tab[y]\n:::',
    );
    // A fence is closed by the same character only…
    expect(preprocessContainers('::: tabs\n~~~\n```\n@tab x\n~~~\n@tab y\n:::')).toBe(
      ':::tabs\n~~~\n```\n@tab x\n~~~\n::tab[y]\n:::',
    );
    // …at least as long…
    expect(preprocessContainers('::: tabs\n```\n@tab x\n````\n@tab y\n:::')).toBe(
      ':::tabs\n```\n@tab x\n````\n::tab[y]\n:::',
    );
    // …and with nothing after it.
    expect(preprocessContainers('::: tabs\n```\n@tab x\n``` js\n@tab y\n:::')).toBe(
      ':::tabs\n```\n@tab x\n``` js\n@tab y\n:::',
    );
  });

  it('should leave a page without `:::` as it is', () => {
    expect(preprocessContainers('no colons\n@tab x')).toBe('no colons\n@tab x');
  });

  it('should leave directive syntax alone', () => {
    expect(preprocessContainers(':::tip[T]')).toBe(':::tip[T]');
  });

  it('should not support names that do not start with a letter, or attributes after a space', () => {
    expect(preprocessContainers('::: 1tip')).toBe('::: 1tip');
    expect(preprocessContainers('::: tip{.x}')).toBe('::: tip{.x}');
  });

  it('should keep the number of lines', () => {
    const source = '::: tabs\n@tab a\n\n```\n:::\n```\n@tab b\n:::\n';
    expect(preprocessContainers(source).split('\n')).toHaveLength(source.split('\n').length);
  });

  it('should not turn a fenced `:::` into a container when rendered', () => {
    expect(renderMarkdown('```\n::: tip x\n```', ctx).html).toBe(
      '<div class="language-text bd-code"><pre class="shiki" tabindex="0"><code><span class="line">::: tip x</span></code></pre></div>',
    );
  });
});
