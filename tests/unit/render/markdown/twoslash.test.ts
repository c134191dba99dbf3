// twoslash blocks through loadPage: type information rendered at build time as focusable tokens
// holding their cards, errors and queries inline, notes to twoslash taken out; TypeScript sees only
// the site's project folder; a block twoslash rejects, or no TypeScript at all, is a warning and
// plain highlighted code.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPage } from '../../../../src/render/page/page.js';
import { confinedSystem } from '../../../../src/render/markdown/twoslash-project.js';
import { projectFolder } from '../../../../src/render/site/project-folder.js';
import { parseFenceInfo } from '../../../../src/render/markdown/code.js';
import { withoutTwoslashNotations } from '../../../../src/render/markdown/twoslash-notations.js';
import { writeTree } from '../../../helpers/fixtures.js';

const BLOCK = [
  '# T',
  '',
  '```ts twoslash',
  'interface User { name: string }',
  '// ---cut---',
  "const user: User = { name: 'Ada' }",
  'const n = user.name',
  '//    ^?',
  'const wrong: number = user.name',
  '// @errors: 2322',
  '```',
  '',
].join('\n');

async function page(source: string, root: string) {
  return loadPage('index.md', source, {
    base: '/',
    components: new Set(),
    label: 'docs/index.md',
    root,
    highlight: true,
  });
}

describe('twoslash blocks', () => {
  it('reads `twoslash` in the info string, and not `no-twoslash`', () => {
    expect(parseFenceInfo('ts twoslash').twoslash).toBe(true);
    expect(parseFenceInfo('ts {1} twoslash').twoslash).toBe(true);
    expect(parseFenceInfo('ts no-twoslash').twoslash).toBeUndefined();
    expect(parseFenceInfo('ts').twoslash).toBeUndefined();
  });

  it('renders type cards, the query and the expected error, without the notes', async () => {
    const root = writeTree({ 'package.json': '{}', 'docs/index.md': BLOCK });
    const p = await page(BLOCK, path.join(root, 'docs'));
    expect(p.warnings).toEqual([]);
    expect(p.html).toContain('<pre class="shiki twoslash" tabindex="0">');
    // A focusable token, named by its card.
    const token =
      /<span tabindex="0" aria-describedby="(ts-[\w-]+)" class="twoslash-hover"><span role="tooltip" id="([\w-]+)" class="twoslash-popup-container">/.exec(
        p.html,
      );
    expect(token?.[1]).toBe(token?.[2]);
    expect(p.html).toContain('<span class="t-keyword">const</span>');
    expect(p.html).toContain('twoslash-query-line');
    expect(p.html).toContain("Type 'string' is not assignable to type 'number'.");
    for (const note of ['---cut---', '@errors', '^?', 'interface User']) expect(p.html).not.toContain(note);
  });

  it('checks `js twoslash` blocks too, not only TypeScript ones (Vite’s docs write most of theirs in js)', async () => {
    const source =
      '# T\n\n```js twoslash\nconst hidden = 1\n// ---cut---\nconst shown = [1, 2].map((n) => n * 2)\n```\n';
    const root = writeTree({ 'package.json': '{}' });
    const p = await page(source, root);
    expect(p.warnings).toEqual([]);
    expect(p.html).toContain('twoslash-hover');
    expect(p.html).toContain(
      '<span class="t-constant"> shown</span><span class="t-keyword">:</span><span class="t-constant"> number</span><span>[]</span>',
    );
    expect(p.html).not.toContain('---cut---');
    expect(p.html).not.toContain('hidden');
  });

  it("reads VitePress's [!code] notation in a checked block: the marker goes, its line and the <pre> get the classes", async () => {
    const source = [
      '# T',
      '',
      '```ts twoslash',
      '// @errors: 2322',
      'const kept = 1',
      'const added = 2 // [!code ++]',
      'const gone = 3 // [!code --]',
      "const wrong: number = 'x' // [!code error]",
      '```',
      '',
    ].join('\n');
    const root = writeTree({ 'package.json': '{}' });
    const p = await page(source, root);
    expect(p.warnings).toEqual([]);
    expect(p.html).not.toContain('[!code');
    expect(p.html).toContain('<pre class="shiki has-diff has-highlighted twoslash" tabindex="0">');
    const lineOf = (word: string) =>
      new RegExp(`<span class="([^"]*)">(?:(?!<span class="line).)*?${word}`).exec(p.html)?.[1];
    expect(lineOf('kept')).toBe('line');
    expect(lineOf('added')).toBe('line diff add');
    expect(lineOf('gone')).toBe('line diff remove');
    expect(lineOf('wrong')).toBe('line highlighted error');
    // The comment the marker was in goes with it: the line ends with its code.
    expect(p.html).not.toMatch(/\/\/\s*<\/span><\/span>/);
  });

  it('reads the notation on a line whose token has a card of several lines (an object type)', async () => {
    const source = [
      '```ts twoslash',
      'const config = {',
      '  options: { // [!code ++]',
      '    reset: true,',
      '  },',
      '}',
      '```',
      '',
    ].join('\n');
    const p = await page(source, writeTree({ 'package.json': '{}' }));
    expect(p.warnings).toEqual([]);
    // The card of `options` is `options: {⏎ reset: boolean;⏎ }`; the line still loses its marker.
    expect(p.html).toContain('<code class="twoslash-popup-code"><pre');
    expect(p.html).not.toContain('[!code');
    expect(p.html).toContain('<pre class="shiki has-diff twoslash"');
    // The marked line is the one `options` starts (its token, then its card).
    expect(p.html.match(/class="line diff add"/g)).toHaveLength(1);
    expect(p.html).toMatch(
      /<span class="line diff add"><span> {2}<\/span><span><span tabindex="0" aria-describedby="([\w-]+)" class="twoslash-hover"><span role="tooltip" id="\1"/,
    );
  });

  it('renders the Markdown of a card’s documentation, as VitePress’s cards do (an @example’s fence is code, not text)', async () => {
    const source = [
      '```ts twoslash',
      '/**',
      ' * Loads the **user**.',
      ' * @example',
      ' * ```vue',
      ' * <script setup>',
      ' * const user = useUser()',
      ' * </script>',
      ' * ```',
      ' */',
      'declare function useUser(): string',
      '// ---cut---',
      'useUser()',
      '```',
    ].join('\n');
    const p = await page(source, writeTree({ 'package.json': '{}' }));
    expect(p.warnings).toEqual([]);
    expect(p.html).toContain('Loads the <strong>user</strong>.');
    expect(p.html).toContain('<pre><code class="language-vue">&#x3C;script setup>');
    expect(p.html).not.toContain('```');
    expect(p.html).not.toContain('**');
    // The card's <pre> is its own: the block's lines and classes are unchanged by it.
    expect(p.html.match(/<pre class="shiki twoslash"/g)).toHaveLength(1);
  });

  it('gives each card an id of its own', async () => {
    const root = writeTree({ 'package.json': '{}' });
    const p = await page(BLOCK, root);
    const ids = [...p.html.matchAll(/ id="(ts-[\w-]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(2);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('reports an error the block does not expect, at its fence, and shows the code plain without the notes', async () => {
    const source = '# T\n\n```ts twoslash\nconst a: number = "x"\n// ---cut---\nconst b = 1\n```\n';
    const root = writeTree({ 'package.json': '{}' });
    const p = await page(source, root);
    expect(p.warnings).toHaveLength(1);
    expect(p.warnings[0]).toMatchObject({ severity: 'warning', rule: 'twoslash', line: 3 });
    expect(p.warnings[0]!.message).toMatch(/^twoslash could not check this block: .*2322/);
    expect(p.html).not.toContain('twoslash-hover');
    expect(p.html).not.toContain('---cut---');
    expect(p.html).toContain('<pre class="shiki" tabindex="0">');
  });

  it('cannot read files above the project folder, but packages installed above it', async () => {
    const outer = writeTree({
      'secret.ts': 'export const secret: "hidden" = "hidden"\n',
      // A workspace's hoisted package: seen, as Node would find it.
      'node_modules/hoisted/package.json': '{ "name": "hoisted", "types": "index.d.ts" }',
      'node_modules/hoisted/index.d.ts': 'export declare const hoisted: "found"\n',
      'site/package.json': '{}',
      'site/docs/index.md': '',
      'site/inside.ts': 'export const inside: "seen" = "seen"\n',
    });
    const source = [
      '```ts twoslash',
      "import { inside } from './inside'",
      "import { secret } from '../secret'",
      "import { hoisted } from 'hoisted'",
      '// @errors: 2307',
      'const a = inside',
      '```',
    ].join('\n');
    const p = await page(source, path.join(outer, 'site', 'docs'));
    expect(p.warnings).toEqual([]);
    // The file inside the project is read (its type shows), the one above it does not exist.
    expect(p.html).toContain('<span class="t-string-expression"> "seen"</span>');
    expect(p.html).toContain("Cannot find module '../secret'");
    expect(p.html).not.toContain('hidden');
    expect(p.html).toContain('<span class="t-string-expression"> "found"</span>');
  });
});

describe('twoslash notations in a block shown without type information', () => {
  it('takes out every kind of cut and flag', () => {
    const code = [
      "import 'setup'",
      '// ---cut-before---',
      'const a = 1',
      '// ---cut-start---',
      'const helper = 2',
      '// ---cut-end---',
      '// @errors: 2322',
      '// @noErrors',
      'const b = a',
      '//    ^?',
      '// ---cut-after---',
      'export {}',
    ].join('\n');
    expect(withoutTwoslashNotations(code, 'ts')).toBe('const a = 1\nconst b = a\n');
  });

  it('takes out cut lines that do not pair up, keeping the code between them', () => {
    const code = 'const a = 1\n// ---cut-end---\nconst b = 2\n// ---cut-start---\nconst c = 3\n';
    expect(withoutTwoslashNotations(code, 'ts')).toBe('const a = 1\nconst b = 2\nconst c = 3\n');
  });

  it('cuts a Vue block inside each <script>, as twoslash-vue does, and keeps the tags', () => {
    const code = [
      '<script lang="ts">',
      "import 'vue-router/auto-routes'",
      '// ---cut---',
      "export const x = 'a'",
      '</script>',
      '',
      '<script setup lang="ts">',
      'const y = x',
      '</script>',
      '<template><p>{{ y }}</p></template>',
    ].join('\n');
    expect(withoutTwoslashNotations(code, 'vue')).toBe(
      [
        '<script lang="ts">',
        "export const x = 'a'",
        '</script>',
        '',
        '<script setup lang="ts">',
        'const y = x',
        '</script>',
        '<template><p>{{ y }}</p></template>',
      ].join('\n'),
    );
  });

  it('shows a `vue twoslash` block of a page as Vue code without its cut', async () => {
    const source =
      '# T\n\n```vue twoslash\n<script setup lang="ts">\nimport \'setup\'\n// ---cut---\nconst a = 1\n</script>\n```\n';
    const p = await page(source, writeTree({ 'package.json': '{}' }));
    expect(p.html).not.toContain('---cut---');
    expect(p.html).not.toContain("setup'");
    const text = p.html
      .replace(/<[^>]*>/g, '')
      .replace(/&#x3C;|&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"');
    expect(text).toContain('<script setup lang="ts">\nconst a = 1\n</script>');
  });
});

describe('twoslash-project', () => {
  it('takes the nearest folder with a package.json as the project', () => {
    const root = writeTree({ 'package.json': '{}', 'docs/guide/a.md': '' });
    expect(projectFolder(path.join(root, 'docs'))).toBe(root);
  });

  it('answers no file outside its folders, and does not follow links out of them', () => {
    const root = writeTree({ 'in/a.ts': 'a', 'out/b.ts': 'b' });
    const sys = confinedSystem(
      {
        fileExists: (f) => fs.existsSync(f),
        directoryExists: (d) => fs.existsSync(d),
        readFile: (f) => fs.readFileSync(f, 'utf8'),
        readDirectory: (d) => fs.readdirSync(d),
        getDirectories: (d) => fs.readdirSync(d),
        realpath: (f) => fs.realpathSync(f),
      },
      [path.join(root, 'in')],
    );
    expect(sys.readFile(path.join(root, 'in', 'a.ts'))).toBe('a');
    expect(sys.readFile(path.join(root, 'out', 'b.ts'))).toBeUndefined();
    expect(sys.readFile(path.join(root, 'in', '..', 'out', 'b.ts'))).toBeUndefined();
    expect(sys.fileExists(path.join(root, 'out', 'b.ts'))).toBe(false);
    expect(sys.directoryExists(root)).toBe(false);
    expect(sys.readDirectory(root)).toEqual([]);
    expect(sys.realpath!(path.join(root, 'in', 'a.ts'))).toBe(path.join(root, 'in', 'a.ts'));
  });
});

describe('twoslash without TypeScript to check against', () => {
  it('shows each block as plain highlighted code without the notes, with one warning per page', async () => {
    const source = `${BLOCK}\n${BLOCK.replace('# T', '## Again')}`;
    const p = await loadPage('index.md', source, {
      base: '/',
      components: new Set(),
      label: 'docs/index.md',
      highlight: true,
    });
    expect(p.warnings).toEqual([
      {
        severity: 'warning',
        rule: 'twoslash',
        message: 'twoslash blocks are shown without type information: TypeScript is not installed',
        line: 3,
        column: 1,
        hint: 'install TypeScript in the site’s project (npm install -D typescript)',
      },
    ]);
    expect(p.html).not.toContain('twoslash-hover');
    expect(p.html).not.toContain('---cut---');
    expect(p.html).not.toContain('@errors');
    expect(p.html).toContain('<span class="t-keyword">const</span>');
  });
});
