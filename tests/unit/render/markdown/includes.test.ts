// Markdown file inclusion (`<!--@include: …-->`) and code snippet imports (`<<< …`, `@[code](…)`) on the
// page's source, against an in-memory docs folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { attributeSyntax } from '../../../../src/render/markdown/attribute-syntax.js';
import { expandIncludes, type IncludeContext } from '../../../../src/render/markdown/includes.js';

const root = path.resolve('/docs');
const abs = (p: string) => path.join(root, p);

function docs(files: Record<string, string>, file = 'guide/page.md') {
  const map = new Map(Object.entries(files).map(([p, text]) => [abs(p), text]));
  const read = vi.fn((p: string) => {
    const text = map.get(p);
    if (text === undefined) throw new Error(`ENOENT: ${p}`);
    return text;
  });
  // The folders of the in-memory docs: their files and subfolders.
  const folders = new Map<string, Set<string>>([[root, new Set()]]);
  for (const p of map.keys()) {
    for (let child = p, dir = path.dirname(p); child !== root; child = dir, dir = path.dirname(dir)) {
      if (!folders.has(dir)) folders.set(dir, new Set());
      folders.get(dir)!.add(child === p ? path.basename(child) : `${path.basename(child)}/`);
    }
  }
  const list = (dir: string) => {
    const names = folders.get(dir);
    if (!names) throw new Error(`ENOENT: ${dir}`);
    return [...names];
  };
  const realpath = (p: string) => {
    if (!map.has(p) && !folders.has(p)) throw new Error(`ENOENT: ${p}`);
    return p;
  };
  const ctx: IncludeContext = { file, root, read, list, realpath };
  return { ctx, read };
}

const SNIPPET_JS = 'export default function () {\n  // ..\n}\n';
const REGION_JS = [
  'function foo() {',
  '  // ..',
  '}',
  '',
  '// #region snippet',
  'function bar() {',
  '  // ..',
  '}',
  '// #endregion snippet',
  '',
  'export default foo',
  '',
].join('\n');

describe('includes', () => {
  it('should return the source untouched, without reading, when there is no directive', () => {
    const { ctx, read } = docs({});
    const source = '# Title\n\nSome `<<` text and @mentions.\n';
    expect(expandIncludes(source, ctx)).toStrictEqual({ source, deps: [], problems: [] });
    expect(read).not.toHaveBeenCalled();
  });

  describe('file inclusion (VitePress)', () => {
    it('should support including a file relative to the page', () => {
      const { ctx } = docs({ 'guide/part.md': 'Part one.\n\nPart two.\n' });
      const result = expandIncludes('# A\n\n<!--@include: ./part.md-->\n\nEnd.', ctx);
      expect(result).toStrictEqual({
        source: '# A\n\nPart one.\n\nPart two.\n\nEnd.',
        deps: [abs('guide/part.md')],
        problems: [],
        lineMap: [1, 2, 3, 3, 3, 4, 5],
      });
    });

    it('should support spaces inside the comment, and up to three spaces of indent given to every line', () => {
      const { ctx } = docs({ 'guide/part.md': 'a\n\nb' });
      expect(expandIncludes('<!-- @include: ./part.md -->', ctx).source).toBe('a\n\nb');
      expect(expandIncludes('- item\n\n  <!--@include: ./part.md-->', ctx).source).toBe('- item\n\n  a\n\n  b');
    });

    it('should not support a directive indented by four spaces (indented code) or with text around it', () => {
      const { ctx, read } = docs({ 'guide/part.md': 'a' });
      const source = '    <!--@include: ./part.md-->\n\nsee <!--@include: ./part.md-->';
      expect(expandIncludes(source, ctx)).toStrictEqual({ source, deps: [], problems: [] });
      expect(read).not.toHaveBeenCalled();
    });

    it('should support `@/` and `@` for the docs root, and `../` paths inside it', () => {
      const { ctx } = docs({ 'parts/a.md': 'A', 'other/b.md': 'B' });
      expect(
        expandIncludes(
          '<!--@include: @/parts/a.md-->\n<!--@include: @parts/a.md-->\n<!--@include: ../other/b.md-->',
          ctx,
        ).source,
      ).toBe('A\nA\nB');
    });

    it('should drop the included file’s frontmatter', () => {
      const { ctx } = docs({ 'guide/part.md': '---\ntitle: Part\n---\n## Part\n' });
      expect(expandIncludes('<!--@include: ./part.md-->', ctx).source).toBe('## Part');
    });

    it('should support line ranges `{3,10}`, `{3,}` and `{,10}` (inclusive, 1-based)', () => {
      const { ctx } = docs({ 'guide/part.md': 'l1\nl2\nl3\nl4\nl5\n' });
      expect(expandIncludes('<!--@include: ./part.md{2,4}-->', ctx).source).toBe('l2\nl3\nl4');
      expect(expandIncludes('<!--@include: ./part.md{3,}-->', ctx).source).toBe('l3\nl4\nl5');
      expect(expandIncludes('<!--@include: ./part.md{,2}-->', ctx).source).toBe('l1\nl2');
      expect(expandIncludes('<!--@include: ./part.md{4,99}-->', ctx).source).toBe('l4\nl5');
    });

    it('should count the frontmatter in the line numbers of a range (as VitePress)', () => {
      const { ctx } = docs({ 'guide/part.md': '---\ntitle: x\n---\nl4\nl5' });
      expect(expandIncludes('<!--@include: ./part.md{4,}-->', ctx).source).toBe('l4\nl5');
    });

    it('should not support a range that selects no lines', () => {
      const { ctx } = docs({ 'guide/part.md': 'l1\nl2\n' });
      expect(expandIncludes('x\n<!--@include: ./part.md{5,}-->', ctx)).toStrictEqual({
        source: 'x\n',
        deps: [abs('guide/part.md')],
        problems: [
          {
            severity: 'error',
            rule: 'missing-region',
            message: 'line range {5,} selects no lines of guide/part.md (2 lines)',
            line: 2,
            column: 1,
            hint: 'line numbers start at 1; the range is inclusive and its end may be left out',
          },
        ],
      });
    });

    it('should support regions marked `<!-- #region name -->`, without their markers', () => {
      const { ctx } = docs({
        'guide/part.md':
          '# Part\n\n<!-- #region intro -->\nIntro line 1\n\nIntro line 2\n<!-- #endregion intro -->\n\nRest\n',
      });
      expect(expandIncludes('<!--@include: ./part.md#intro-->', ctx).source).toBe('Intro line 1\n\nIntro line 2');
    });

    it('should support regions marked `#region name` and `// #region name`', () => {
      const { ctx } = docs({
        'guide/a.md': 'x\n#region intro\nhash\n#endregion intro\ny',
        'guide/b.md': 'x\n// #region intro\nslashes\n// #endregion intro\ny',
        'guide/c.md': 'x\n<!-- region intro -->\nno hash\n<!-- endregion intro -->\ny',
      });
      expect(
        expandIncludes(
          '<!--@include: ./a.md#intro-->\n<!--@include: ./b.md#intro-->\n<!--@include: ./c.md#intro-->',
          ctx,
        ).source,
      ).toBe('hash\nslashes\nno hash');
    });

    it('should support a range inside a region', () => {
      const { ctx } = docs({
        'guide/part.md':
          '<!-- #region basic-usage -->\n## Usage Line 1\n\n## Usage Line 2\n\n## Usage Line 3\n<!-- #endregion basic-usage -->\n',
      });
      const source = '<!--@include: ./part.md#basic-usage{,2}-->\n<!--@include: ./part.md#basic-usage{5,}-->';
      expect(expandIncludes(source, ctx).source).toBe('## Usage Line 1\n\n## Usage Line 3');
    });

    it('should support all regions of the same name, and nested regions of another name', () => {
      const { ctx } = docs({
        'guide/part.md':
          '<!-- #region a -->\none\n<!-- #region b -->\ntwo\n<!-- #endregion b -->\n<!-- #endregion a -->\nout\n<!-- #region a -->\nthree\n<!-- #endregion -->\n',
      });
      expect(expandIncludes('<!--@include: ./part.md#a-->', ctx).source).toBe(
        'one\n<!-- #region b -->\ntwo\n<!-- #endregion b -->\nthree',
      );
    });

    it('should support the section under a heading id when there is no such region (as VitePress)', () => {
      const { ctx } = docs({
        'guide/part.md':
          '# Part\n\n## My Base Section\n\nSome content.\n\n### Sub\n\nMore.\n\n## Another {#custom-id}\n\nLast.\n',
      });
      expect(expandIncludes('<!--@include: ./part.md#my-base-section-->', ctx).source).toBe(
        '\nSome content.\n\n### Sub\n\nMore.\n',
      );
      expect(expandIncludes('<!--@include: ./part.md#custom-id-->', ctx).source).toBe('\nLast.');
    });

    it('should find a heading with an emoji shortcode by the id the page gives it (without the emoji)', () => {
      const { ctx } = docs({ 'guide/part.md': '## Emoji :tada:\n\nParty.\n\n## Next :nope:\n\nN.\n' });
      expect(expandIncludes('<!--@include: ./part.md#emoji-->', ctx).source).toBe('\nParty.\n');
      expect(expandIncludes('<!--@include: ./part.md#next-nope-->', ctx).source).toBe('\nN.');
    });

    it("should find a heading's section by the id the site's own slugify and attribute delimiters give it", () => {
      const { ctx } = docs({ 'guide/part.md': '## Getting Started\n\nG.\n\n## Named %{#the-id}%\n\nN.\n' });
      const site = {
        ...ctx,
        slugify: (s: string) => s.replace(/\s+/g, '_'),
        attributes: attributeSyntax({ left: '%{', right: '}%' }),
      };
      expect(expandIncludes('<!--@include: ./part.md#Getting_Started-->', site).source).toBe('\nG.\n');
      expect(expandIncludes('<!--@include: ./part.md#the-id-->', site).source).toBe('\nN.');
    });

    it('should not support a region or heading that does not exist', () => {
      const { ctx } = docs({ 'guide/part.md': '# Part\n' });
      expect(expandIncludes('a\n<!--@include: ./part.md#nope-->\nb', ctx)).toStrictEqual({
        source: 'a\n\nb',
        deps: [abs('guide/part.md')],
        problems: [
          {
            severity: 'error',
            rule: 'missing-region',
            message: 'region or heading "nope" not found in guide/part.md',
            line: 2,
            column: 1,
            hint: "mark it with <!-- #region nope --> … <!-- #endregion nope -->, or name a heading's id",
          },
        ],
      });
    });

    it('should support includes in included files, relative to them', () => {
      const { ctx } = docs({
        'guide/parts/a.md': 'A1\n<!--@include: ./b.md-->\nA2\n',
        'guide/parts/b.md': 'B1\n<<< ../../snippets/x.ts\n',
        'snippets/x.ts': 'let x = 1;\n',
      });
      const result = expandIncludes('top\n<!--@include: ./parts/a.md-->\nbottom', ctx);
      expect(result.source).toBe('top\nA1\nB1\n```ts [x.ts]\nlet x = 1;\n```\nA2\nbottom');
      expect(result.lineMap).toEqual([1, 2, 2, 2, 2, 2, 2, 3]);
      expect(result.deps).toEqual([abs('guide/parts/a.md'), abs('guide/parts/b.md'), abs('snippets/x.ts')]);
      expect(result.problems).toEqual([]);
    });

    it('should support including the same file twice (not a cycle), reading it once', () => {
      const { ctx, read } = docs({ 'guide/part.md': 'P' });
      const result = expandIncludes('<!--@include: ./part.md-->\n<!--@include: ./part.md-->', ctx);
      expect(result.source).toBe('P\nP');
      expect(result.deps).toEqual([abs('guide/part.md')]);
      expect(read).toHaveBeenCalledTimes(1);
    });

    it('should not support include cycles', () => {
      const { ctx } = docs({
        'guide/a.md': 'A\n<!--@include: ./b.md-->',
        'guide/b.md': 'B\n\n<!--@include: ./a.md-->',
      });
      expect(expandIncludes('# Page\n<!--@include: ./a.md-->', ctx)).toStrictEqual({
        source: '# Page\nA\nB\n\n',
        deps: [abs('guide/a.md'), abs('guide/b.md')],
        problems: [
          {
            severity: 'error',
            rule: 'include-cycle',
            message: 'include cycle: guide/a.md → guide/b.md → guide/a.md',
            line: 2,
            column: 1,
            hint: 'remove one of these includes: a file cannot include itself, directly or not',
          },
        ],
        lineMap: [1, 2, 2, 2, 2],
      });
    });

    it('should not support a page including itself', () => {
      const { ctx, read } = docs({});
      const result = expandIncludes('x\n<!--@include: ./page.md-->', ctx);
      expect(result.source).toBe('x\n');
      expect(result.problems.map((p) => [p.rule, p.message, p.line])).toEqual([
        ['include-cycle', 'include cycle: guide/page.md → guide/page.md', 2],
      ]);
      expect(read).not.toHaveBeenCalled();
    });

    it('should not support a missing file: an empty line and a `missing-include` error', () => {
      const { ctx } = docs({});
      expect(expandIncludes('a\n  <!--@include: ./nope.md-->\nb', ctx)).toStrictEqual({
        source: 'a\n\nb',
        deps: [abs('guide/nope.md')],
        problems: [
          {
            severity: 'error',
            rule: 'missing-include',
            message: 'file not found: ./nope.md (guide/nope.md)',
            line: 2,
            column: 3,
            hint: 'check the path: it is relative to the folder of guide/page.md, or starts with @/ for the docs folder',
          },
        ],
      });
    });

    it('should report a problem in a nested include at the page’s directive, naming the nested file and line', () => {
      const { ctx } = docs({ 'guide/a.md': 'A\n\n<!--@include: ./gone.md-->' });
      const result = expandIncludes('# Page\n\n<!--@include: ./a.md-->', ctx);
      expect(result.source).toBe('# Page\n\nA\n\n');
      expect(result.problems).toEqual([
        {
          severity: 'error',
          rule: 'missing-include',
          message: 'file not found: ./gone.md (guide/gone.md) (in guide/a.md, line 3)',
          line: 3,
          column: 1,
          hint: 'check the path: it is relative to the folder of guide/a.md, or starts with @/ for the docs folder',
        },
      ]);
      expect(result.lineMap).toEqual([1, 2, 3, 3, 3]);
    });

    it('should not support paths outside the docs folder, and never read them', () => {
      const { ctx, read } = docs({});
      const source = [
        '<!--@include: ../../etc/passwd-->',
        '<!--@include: @/../secret.md-->',
        '<<< /etc/hosts',
        '@[code](../../../x.js)',
      ].join('\n');
      const result = expandIncludes(source, ctx);
      expect(result.source).toBe('\n\n\n');
      expect(result.deps).toEqual([]);
      expect(read).not.toHaveBeenCalled();
      expect(result.problems.map((p) => [p.rule, p.message, p.line, p.hint])).toEqual([
        [
          'include-outside-docs',
          '../../etc/passwd is outside the docs folder',
          1,
          'move the file into the docs folder; only files inside it can be included',
        ],
        [
          'include-outside-docs',
          '@/../secret.md is outside the docs folder',
          2,
          'move the file into the docs folder; only files inside it can be included',
        ],
        [
          'include-outside-docs',
          '/etc/hosts is outside the docs folder',
          3,
          'write @/etc/hosts for a path from the docs folder',
        ],
        [
          'include-outside-docs',
          '../../../x.js is outside the docs folder',
          4,
          'move the file into the docs folder; only files inside it can be included',
        ],
      ]);
    });

    it('should not support an included file reaching outside the docs folder', () => {
      const { ctx, read } = docs({ 'parts/a.md': '<!--@include: ../../outside.md-->' });
      const result = expandIncludes('<!--@include: @/parts/a.md-->', ctx);
      expect(result.problems.map((p) => [p.rule, p.message, p.line])).toEqual([
        ['include-outside-docs', '../../outside.md is outside the docs folder (in parts/a.md, line 1)', 1],
      ]);
      expect(read.mock.calls).toEqual([[abs('parts/a.md')]]);
    });

    it('should suggest the closest file of the same folder for a missing file (did you mean)', () => {
      const { ctx } = docs({ 'guide/part-one.md': 'x', 'guide/other.md': 'y' });
      expect(expandIncludes('<!--@include: ./part-on.md-->', ctx).problems.map((p) => [p.rule, p.message])).toEqual([
        ['missing-include', 'file not found: ./part-on.md (guide/part-on.md) (did you mean ./part-one.md?)'],
      ]);
      expect(expandIncludes('<!--@include: part-on.md-->', ctx).problems[0]!.message).toBe(
        'file not found: part-on.md (guide/part-on.md) (did you mean part-one.md?)',
      );
    });

    it('should suggest a file of a folder beside the one named, written as the directive writes paths', () => {
      const { ctx } = docs({ 'snippets/a.ts': 'x', 'parts/intro.md': 'y' });
      expect(expandIncludes('<<< @/snippet/a.ts', ctx).problems[0]!.message).toBe(
        'file not found: @/snippet/a.ts (snippet/a.ts) (did you mean @/snippets/a.ts?)',
      );
      expect(expandIncludes('<!--@include: ../part/intro.md-->', ctx).problems[0]!.message).toBe(
        'file not found: ../part/intro.md (part/intro.md) (did you mean ../parts/intro.md?)',
      );
      expect(expandIncludes('@[code](../snippets/b.ts)', ctx).problems[0]!.message).toBe(
        'file not found: ../snippets/b.ts (snippets/b.ts) (did you mean ../snippets/a.ts?)',
      );
    });

    it('should not suggest a file that is not close, nor one in another part of the docs, nor the including file', () => {
      const { ctx } = docs({ 'guide/something-else.md': 'x', 'far/away/nope2.md': 'y', 'guide/page.md': 'z' });
      expect(expandIncludes('<!--@include: ./nope.md-->', ctx).problems[0]!.message).toBe(
        'file not found: ./nope.md (guide/nope.md)',
      );
      expect(expandIncludes('<!--@include: ./pag.md-->', ctx).problems[0]!.message).toBe(
        'file not found: ./pag.md (guide/pag.md)',
      );
    });

    it('should support CRLF line endings and a BOM in an included file', () => {
      const { ctx } = docs({ 'guide/part.md': '\uFEFFa\r\nb\r\n' });
      expect(expandIncludes('<!--@include: ./part.md-->', ctx).source).toBe('a\nb');
    });

    it('should give an empty file one empty line', () => {
      const { ctx } = docs({ 'guide/part.md': '' });
      const result = expandIncludes('a\n<!--@include: ./part.md-->\nb', ctx);
      expect(result).toStrictEqual({ source: 'a\n\nb', deps: [abs('guide/part.md')], problems: [] });
    });
  });

  describe('code snippets (VitePress)', () => {
    it('should support `<<< @/filepath` as a fenced code block in the file’s language, labelled with its name', () => {
      const { ctx } = docs({ 'snippets/snippet.js': SNIPPET_JS });
      const result = expandIncludes('Before\n\n<<< @/snippets/snippet.js\n\nAfter', ctx);
      expect(result).toStrictEqual({
        source: 'Before\n\n```js [snippet.js]\nexport default function () {\n  // ..\n}\n```\n\nAfter',
        deps: [abs('snippets/snippet.js')],
        problems: [],
        lineMap: [1, 2, 3, 3, 3, 3, 3, 4, 5],
      });
    });

    it('should support relative paths and no space after `<<<`', () => {
      const { ctx } = docs({ 'guide/x.ts': 'const x = 1;' });
      expect(expandIncludes('<<< ./x.ts', ctx).source).toBe('```ts [x.ts]\nconst x = 1;\n```');
      expect(expandIncludes('<<<./x.ts', ctx).source).toBe('```ts [x.ts]\nconst x = 1;\n```');
    });

    it('should support line highlights `{2,4-6}`', () => {
      const { ctx } = docs({ 'snippets/snippet.js': SNIPPET_JS });
      expect(expandIncludes('<<< @/snippets/snippet.js{2,4-6}', ctx).source).toBe(
        '```js{2,4-6} [snippet.js]\nexport default function () {\n  // ..\n}\n```',
      );
      expect(expandIncludes('<<< @/snippets/snippet.js{1, 2}', ctx).source.split('\n')[0]).toBe(
        '```js{1,2} [snippet.js]',
      );
    });

    it('should support a language override, with highlights, `:line-numbers` and attributes', () => {
      const { ctx } = docs({ 'snippets/snippet.cs': 'class A {}\n' });
      const first = (s: string) => expandIncludes(s, ctx).source.split('\n')[0];
      expect(first('<<< @/snippets/snippet.cs{c#}')).toBe('```c# [snippet.cs]');
      expect(first('<<< @/snippets/snippet.cs{1,2,4-6 c#}')).toBe('```c#{1,2,4-6} [snippet.cs]');
      expect(first('<<< @/snippets/snippet.cs{1,2,4-6 c#:line-numbers}')).toBe(
        '```c#{1,2,4-6}:line-numbers [snippet.cs]',
      );
      expect(first('<<< @/snippets/snippet.cs{2 ts:line-numbers}')).toBe('```ts{2}:line-numbers [snippet.cs]');
      expect(first('<<< @/snippets/snippet.cs{ts twoslash}')).toBe('```ts twoslash [snippet.cs]');
    });

    it('should support a `[label]` for code groups', () => {
      const { ctx } = docs({ 'snippets/snippet-with-region.js': REGION_JS });
      expect(
        expandIncludes('<<< @/snippets/snippet-with-region.js#snippet{1,2 ts:line-numbers} [snippet with region]', ctx)
          .source,
      ).toBe('```ts{1,2}:line-numbers [snippet with region]\nfunction bar() {\n  // ..\n}\n```');
    });

    it('should support a region, without its markers, dedented', () => {
      const { ctx } = docs({
        'snippets/snippet-with-region.js': REGION_JS,
        'snippets/class.ts':
          'class A {\n  // #region body\n  one() {}\n  // #region inner\n  two() {}\n  // #endregion inner\n  // #endregion body\n}\n',
        'snippets/style.css': 'a {}\n/* #region main */\n.main { color: red }\n/* #endregion main */\n',
        'snippets/script.py': 'import os\n# region main\nprint(1)\n# endregion main\n',
        'snippets/page.html': '<p>\n<!-- #region main -->\n<b>x</b>\n<!-- #endregion main -->\n</p>\n',
      });
      expect(expandIncludes('<<< @/snippets/snippet-with-region.js#snippet', ctx).source).toBe(
        '```js [snippet-with-region.js]\nfunction bar() {\n  // ..\n}\n```',
      );
      expect(expandIncludes('<<< @/snippets/class.ts#body{2}', ctx).source).toBe(
        '```ts{2} [class.ts]\none() {}\ntwo() {}\n```',
      );
      expect(expandIncludes('<<< @/snippets/style.css#main', ctx).source).toBe(
        '```css [style.css]\n.main { color: red }\n```',
      );
      expect(expandIncludes('<<< @/snippets/script.py#main', ctx).source).toBe('```py [script.py]\nprint(1)\n```');
      expect(expandIncludes('<<< @/snippets/page.html#main', ctx).source).toBe('```html [page.html]\n<b>x</b>\n```');
    });

    it('should not support a region that does not exist', () => {
      const { ctx } = docs({ 'snippets/snippet.js': SNIPPET_JS });
      expect(expandIncludes('<<< @/snippets/snippet.js#nope', ctx)).toStrictEqual({
        source: '',
        deps: [abs('snippets/snippet.js')],
        problems: [
          {
            severity: 'error',
            rule: 'missing-region',
            message: 'region "nope" not found in snippets/snippet.js',
            line: 1,
            column: 1,
            hint: "mark it with // #region nope … // #endregion nope (or the comment style of the file's language)",
          },
        ],
      });
    });

    it('should not support a missing snippet file', () => {
      const { ctx } = docs({});
      const result = expandIncludes('x\n<<< @/snippets/nope.js', ctx);
      expect(result.source).toBe('x\n');
      expect(result.deps).toEqual([abs('snippets/nope.js')]);
      expect(result.problems.map((p) => [p.rule, p.message, p.line])).toEqual([
        ['missing-include', 'file not found: @/snippets/nope.js (snippets/nope.js)', 2],
      ]);
    });

    it('should use a fence longer than any backtick run in the code', () => {
      const { ctx } = docs({ 'snippets/a.md': '# Doc\n\n````js\nx\n````\n' });
      expect(expandIncludes('<<< @/snippets/a.md', ctx).source).toBe('`````md [a.md]\n# Doc\n\n````js\nx\n````\n`````');
    });

    it('should keep the directive’s indent on every line, so a snippet stays in its list item', () => {
      const { ctx } = docs({ 'snippets/a.js': 'a()\n\n  b()\n' });
      expect(expandIncludes('1. Step\n\n   <<< @/snippets/a.js', ctx).source).toBe(
        '1. Step\n\n   ```js [a.js]\n   a()\n\n     b()\n   ```',
      );
    });

    it('should not give a language to a file without an alphanumeric extension', () => {
      const { ctx } = docs({ 'snippets/Makefile': 'all:\n', 'snippets/main.c++': 'int x;\n' });
      expect(expandIncludes('<<< @/snippets/Makefile', ctx).source).toBe('```[Makefile]\nall:\n```');
      expect(expandIncludes('<<< @/snippets/main.c++{cpp}', ctx).source).toBe('```cpp [main.c++]\nint x;\n```');
    });

    it('should not support `<<<<<<<` (merge conflict markers) or a bare `<<<`', () => {
      const { ctx, read } = docs({});
      const source = '<<<<<<< HEAD\n<<<\n<<<   ';
      expect(expandIncludes(source, ctx)).toStrictEqual({ source, deps: [], problems: [] });
      expect(read).not.toHaveBeenCalled();
    });
  });

  describe('code import (VuePress 2)', () => {
    const files = { 'guide/file.ts': 'l1\nl2\nl3\nl4\n', 'guide/file.js': 'const a = 1;\n' };

    it('should support `@[code](./file)` in the file’s language', () => {
      const { ctx } = docs(files);
      expect(expandIncludes('@[code](./file.js)', ctx)).toStrictEqual({
        source: '```js\nconst a = 1;\n```',
        deps: [abs('guide/file.js')],
        problems: [],
        lineMap: [1, 1, 1],
      });
    });

    it('should support line ranges `{2-3}`, `{2-}` and `{-2}`', () => {
      const { ctx } = docs(files);
      expect(expandIncludes('@[code{2-3}](./file.ts)', ctx).source).toBe('```ts\nl2\nl3\n```');
      expect(expandIncludes('@[code{3-}](./file.ts)', ctx).source).toBe('```ts\nl3\nl4\n```');
      expect(expandIncludes('@[code{-2}](./file.ts)', ctx).source).toBe('```ts\nl1\nl2\n```');
      expect(expandIncludes('@[code{3-10}](./file.ts)', ctx).source).toBe('```ts\nl3\nl4\n```');
    });

    it('should support a language override with highlight lines and `:no-line-numbers`', () => {
      const { ctx } = docs(files);
      expect(expandIncludes('@[code js{2,4-5}](./file.ts)', ctx).source).toBe('```js{2,4-5}\nl1\nl2\nl3\nl4\n```');
      expect(expandIncludes('@[code{3-10} js{3}](./file.ts)', ctx).source).toBe('```js{3}\nl3\nl4\n```');
      expect(expandIncludes('@[code js:no-line-numbers](./file.ts)', ctx).source.split('\n')[0]).toBe(
        '```js:no-line-numbers',
      );
      expect(expandIncludes('@[code {2}](./file.ts)', ctx).source.split('\n')[0]).toBe('```ts{2}');
    });

    it('should support `@/` paths', () => {
      const { ctx } = docs({ 'snippets/x.json': '{}' });
      expect(expandIncludes('@[code](@/snippets/x.json)', ctx).source).toBe('```json\n{}\n```');
    });

    it('should not support a range that selects no lines', () => {
      const { ctx } = docs(files);
      const result = expandIncludes('@[code{9-}](./file.ts)', ctx);
      expect(result.source).toBe('');
      expect(result.problems.map((p) => [p.rule, p.message])).toEqual([
        ['missing-region', 'line range {9-} selects no lines of guide/file.ts (4 lines)'],
      ]);
    });

    it('should not support other forms (`{3}`, an empty path, text after it)', () => {
      const { ctx, read } = docs(files);
      const source = '@[code{3}](./file.ts)\n@[code]()\n@[code](./file.ts) and more';
      expect(expandIncludes(source, ctx)).toStrictEqual({ source, deps: [], problems: [] });
      expect(read).not.toHaveBeenCalled();
    });
  });

  describe('fenced code', () => {
    it('should not support directives inside the page’s fenced code', () => {
      const { ctx, read } = docs({ 'guide/part.md': 'P', 'guide/a.js': 'a' });
      const source = [
        '```md',
        '<!--@include: ./part.md-->',
        '<<< ./a.js',
        '@[code](./a.js)',
        '```',
        '~~~~',
        '```',
        '<<< ./a.js',
        '~~~~',
        '````',
        '```',
        '<<< ./a.js',
        '````',
      ].join('\n');
      expect(expandIncludes(source, ctx)).toStrictEqual({ source, deps: [], problems: [] });
      expect(read).not.toHaveBeenCalled();
    });

    it('should support directives after a fence closes', () => {
      const { ctx } = docs({ 'guide/part.md': 'P' });
      expect(expandIncludes('```\n<!--@include: ./part.md-->\n```\n<!--@include: ./part.md-->', ctx).source).toBe(
        '```\n<!--@include: ./part.md-->\n```\nP',
      );
    });

    it('should not support directives inside an included file’s fenced code', () => {
      const { ctx, read } = docs({ 'guide/part.md': 'Example:\n\n```md\n<<< ./a.js\n```\n' });
      expect(expandIncludes('<!--@include: ./part.md-->', ctx).source).toBe('Example:\n\n```md\n<<< ./a.js\n```');
      expect(read.mock.calls).toEqual([[abs('guide/part.md')]]);
    });
  });

  describe('line map and deps', () => {
    it('should map every line of the expanded source to the page line it comes from', () => {
      const { ctx } = docs({ 'guide/part.md': 'p1\np2\np3', 'guide/a.js': 'a1\na2' });
      const result = expandIncludes('l1\n<!--@include: ./part.md-->\nl3\n<<< ./a.js\nl5', ctx);
      expect(result.source).toBe('l1\np1\np2\np3\nl3\n```js [a.js]\na1\na2\n```\nl5');
      expect(result.lineMap).toEqual([1, 2, 2, 2, 3, 4, 4, 4, 4, 5]);
      expect(result.deps).toEqual([abs('guide/part.md'), abs('guide/a.js')]);
    });

    it('should not give a line map when the lines are the page’s own (one-line includes, problems, fenced directives)', () => {
      const { ctx } = docs({ 'guide/one.md': 'One line\n' });
      expect(expandIncludes('a\n<!--@include: ./one.md-->\n<!--@include: ./gone.md-->\nb', ctx)).toStrictEqual({
        source: 'a\nOne line\n\nb',
        deps: [abs('guide/one.md'), abs('guide/gone.md')],
        problems: [expect.objectContaining({ rule: 'missing-include', line: 3 })],
      });
    });

    it('should keep CRLF line endings of the page’s own lines', () => {
      const { ctx } = docs({ 'guide/part.md': 'P' });
      expect(expandIncludes('a\r\n<!--@include: ./part.md-->\r\nb\r\n', ctx).source).toBe('a\r\nP\nb\r\n');
    });
  });
});

describe('symbolic links (a real docs folder)', () => {
  // tmp/docs/         the docs: real.md, inside.md → real.md, secret.md → ../outside/secret.md,
  //                   ext/ → ../outside/, snippets/a.ts
  // tmp/outside/      secret.md, x.ts, notes.md
  let tmp: string;
  let docsRoot: string;
  const readFile = vi.fn((p: string) => fs.readFileSync(p, 'utf8'));
  const run = (source: string) => expandIncludes(source, { file: 'page.md', root: docsRoot, read: readFile });

  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bookdocs-includes-'));
    docsRoot = path.join(tmp, 'docs');
    const outside = path.join(tmp, 'outside');
    fs.mkdirSync(path.join(docsRoot, 'snippets'), { recursive: true });
    fs.mkdirSync(outside);
    fs.writeFileSync(path.join(outside, 'secret.md'), 'SECRET');
    fs.writeFileSync(path.join(outside, 'x.ts'), 'const secret = 1');
    fs.writeFileSync(path.join(outside, 'notes.md'), 'NOTES');
    fs.writeFileSync(path.join(docsRoot, 'real.md'), 'Real part.');
    fs.writeFileSync(path.join(docsRoot, 'snippets', 'a.ts'), 'const a = 1');
    fs.symlinkSync('real.md', path.join(docsRoot, 'inside.md'));
    fs.symlinkSync(path.join('..', 'outside', 'secret.md'), path.join(docsRoot, 'secret.md'));
    fs.symlinkSync(outside, path.join(docsRoot, 'ext'), 'dir');
  });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('should support a link that stays inside the docs folder', () => {
    expect(run('<!--@include: ./inside.md-->')).toStrictEqual({
      source: 'Real part.',
      deps: [path.join(docsRoot, 'inside.md')],
      problems: [],
    });
  });

  it('should not support a link to a file or folder outside the docs folder, in any directive, and never read it', () => {
    readFile.mockClear();
    const result = run(
      ['<!--@include: ./secret.md-->', '<!--@include: ./ext/notes.md-->', '<<< @/ext/x.ts', '@[code](./ext/x.ts)'].join(
        '\n',
      ),
    );
    expect(result.source).toBe('\n\n\n');
    expect(result.source).not.toMatch(/SECRET|NOTES|secret/);
    expect(result.deps).toEqual([]);
    expect(readFile).not.toHaveBeenCalled();
    const hint =
      'copy the file into the docs folder; only files inside it can be included, links are followed only within it';
    expect(result.problems.map((p) => [p.rule, p.message, p.line, p.hint])).toEqual([
      ['include-outside-docs', './secret.md leads outside the docs folder through a symbolic link', 1, hint],
      ['include-outside-docs', './ext/notes.md leads outside the docs folder through a symbolic link', 2, hint],
      ['include-outside-docs', '@/ext/x.ts leads outside the docs folder through a symbolic link', 3, hint],
      ['include-outside-docs', './ext/x.ts leads outside the docs folder through a symbolic link', 4, hint],
    ]);
  });

  it('should not support a missing file behind a link that leads outside, nor suggest the names found there', () => {
    const result = run('<!--@include: ./ext/note.md-->');
    expect(result.problems.map((p) => [p.rule, p.message])).toEqual([
      ['include-outside-docs', './ext/note.md leads outside the docs folder through a symbolic link'],
    ]);
  });

  it('should suggest files from the real folder on disk for a missing one', () => {
    expect(run('<<< @/snippets/b.ts').problems.map((p) => p.message)).toEqual([
      'file not found: @/snippets/b.ts (snippets/b.ts) (did you mean @/snippets/a.ts?)',
    ]);
    expect(run('<!--@include: ./reel.md-->').problems.map((p) => p.message)).toEqual([
      'file not found: ./reel.md (reel.md) (did you mean ./real.md?)',
    ]);
  });
});

describe('links in included files', () => {
  it('should keep relative links and images pointing where they did from the included file', async () => {
    const { rebaseLinks } = await import('../../../../src/render/markdown/include-links.js');
    const lines = [
      'See [the guide](../guide.md#x) and ![pic](./img/a.png) or [top](/abs.md), [web](https://x.y), [here](#h).',
      '[ref]: ../ref.md',
      '<img src="./img/b.png"> <a href="../c.md">c</a>',
      '```md',
      '[not](../rebased.md)',
      '```',
    ];
    expect(rebaseLinks(lines, '/site/parts', '/site')).toEqual([
      'See [the guide](./guide.md#x) and ![pic](./parts/img/a.png) or [top](/abs.md), [web](https://x.y), [here](#h).',
      '[ref]: ./ref.md',
      '<img src="./parts/img/b.png"> <a href="./c.md">c</a>',
      '```md',
      '[not](../rebased.md)',
      '```',
    ]);
    expect(rebaseLinks(lines, '/site', '/site')).toBe(lines);
  });
});
