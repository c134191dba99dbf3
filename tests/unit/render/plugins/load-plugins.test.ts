import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPlugins, resolvePlugin } from '../../../../src/render/plugins/load-plugins.js';
import { pluginsFor } from '../../../../src/render/plugins/plugin-instances.js';
import { sitePluginParts } from '../../../../src/render/plugins/site-plugins.js';
import { writeTree } from '../../../helpers/fixtures.js';

const at = (i: number) => ({ file: 'site.config.json', line: i + 1 });

describe('resolvePlugin', () => {
  it('should resolve a package through its "exports" (the import condition), from the site folder', async () => {
    const root = writeTree({
      'node_modules/bd-plugin-x/package.json': JSON.stringify({
        name: 'bd-plugin-x',
        version: '1.2.3',
        type: 'module',
        exports: { '.': { import: './esm.js', require: './cjs.cjs' } },
      }),
      'node_modules/bd-plugin-x/esm.js': 'export default () => ({ name: "x" });',
    });
    expect(await resolvePlugin('bd-plugin-x', root)).toBe(
      path.join(fs.realpathSync(root), 'node_modules/bd-plugin-x/esm.js'),
    );
  });

  it("should resolve bookdocs' own plugins to the toolkit, and a TypeScript module by its path", async () => {
    expect(await resolvePlugin('bookdocs/math', '/')).toMatch(/lib\/plugins\/math\/index\.js$/);
    const root = writeTree({ 'p.ts': 'export default () => ({ name: "t" });' });
    expect(await resolvePlugin('./p.ts', root)).toBe(path.join(root, 'p.ts'));
  });
});

describe('loadPlugins', () => {
  it('should make each plugin from its options, in order, and key it by code and options', async () => {
    const root = writeTree({
      'a.mjs':
        'import { label } from "./shared.mjs"; export default (o) => ({ name: "a", head: [["meta", { name: "a", content: label + (o?.n ?? "") }]] });',
      'shared.mjs': 'export const label = "A";',
      'b.mjs': 'export default () => ({ name: "b" });',
    });
    const one = await loadPlugins([['./a.mjs', { n: 1 }], './b.mjs'], root, at);
    expect(one.diagnostics).toEqual([]);
    expect(one.plugins.map((p) => p.plugin.name)).toEqual(['a', 'b']);
    expect(one.plugins[0]!.plugin.head).toEqual([['meta', { name: 'a', content: 'A1' }]]);
    expect(one.files.map((f) => path.basename(f)).sort()).toEqual(['a.mjs', 'b.mjs', 'shared.mjs']);
    const other = await loadPlugins([['./a.mjs', { n: 2 }]], root, at);
    expect(other.plugins[0]!.ref.key).not.toBe(one.plugins[0]!.ref.key);
    // A change in a file the plugin imports changes its key.
    fs.writeFileSync(path.join(root, 'shared.mjs'), 'export const label = "B";');
    const edited = await loadPlugins([['./a.mjs', { n: 1 }]], root, at);
    expect(edited.plugins[0]!.ref.key).not.toBe(one.plugins[0]!.ref.key);
  });

  it('should load a TypeScript plugin and the TypeScript it imports, its own import.meta.url kept, keyed by both', async () => {
    const root = writeTree({
      'plugins/p.ts': [
        'import { fileURLToPath } from "node:url";',
        'import { label, type Label } from "./lib/label.ts";',
        'const here: string = fileURLToPath(new URL(".", import.meta.url));',
        'export default (o: { n: number }) => ({ name: "p", head: [["meta", { name: label satisfies Label, content: here + o.n }]] });',
      ].join('\n'),
      'plugins/lib/label.ts': 'export type Label = string;\nexport const label: Label = "A";\n',
    });
    const one = await loadPlugins([['./plugins/p.ts', { n: 1 }]], root, at);
    expect(one.diagnostics).toEqual([]);
    expect(one.plugins[0]!.plugin.head).toEqual([['meta', { name: 'A', content: `${path.join(root, 'plugins')}/1` }]]);
    expect(one.files).toEqual([path.join(root, 'plugins/lib/label.ts'), path.join(root, 'plugins/p.ts')]);
    fs.writeFileSync(
      path.join(root, 'plugins/lib/label.ts'),
      'export type Label = string;\nexport const label: Label = "B";\n',
    );
    const two = await loadPlugins([['./plugins/p.ts', { n: 1 }]], root, at);
    expect(two.plugins[0]!.ref.key).not.toBe(one.plugins[0]!.ref.key);
    expect(two.plugins[0]!.plugin.head).toEqual([['meta', { name: 'B', content: `${path.join(root, 'plugins')}/1` }]]);
  });

  it('should see the new code of a file a JavaScript plugin imports, in the same process (a dev server)', async () => {
    const root = writeTree({
      'a.mjs': 'import { label } from "./shared.mjs"; export default () => ({ name: label });',
      'shared.mjs': 'export const label = "before";',
    });
    expect((await loadPlugins(['./a.mjs'], root, at)).plugins[0]!.plugin.name).toBe('before');
    fs.writeFileSync(path.join(root, 'shared.mjs'), 'export const label = "after";');
    expect((await loadPlugins(['./a.mjs'], root, at)).plugins[0]!.plugin.name).toBe('after');
  });

  it("should report a syntax error in a plugin's code at its file and line", async () => {
    const root = writeTree({ 'p.ts': 'export default () => ({ name: "p" );\n' });
    const r = await loadPlugins(['./p.ts'], root, at);
    expect(r.diagnostics).toMatchObject([{ rule: 'plugin-error', line: 1, column: 35 }]);
    expect(r.diagnostics[0]!.message).toMatch(/^plugin "\.\/p\.ts": Expected "}" but found "\)"$/);
    expect(r.diagnostics[0]!.file).toMatch(/p\.ts$/);
  });

  it('should check options against the schema a plugin declares, before its factory runs, with the option meant', async () => {
    const root = writeTree({
      'rt.ts': [
        'import { definePlugin } from "bookdocs";',
        'export default definePlugin(',
        '  { name: "rt", options: (z) => z.object({ wordsPerMinute: z.number().positive().default(200), summary: z.boolean().default(false) }) },',
        '  (o) => { globalThis.__rtMade = (globalThis.__rtMade ?? 0) + 1; return { name: "rt", head: [["meta", { name: "wpm", content: `${o.wordsPerMinute} ${o.summary}` }]] }; },',
        ');',
      ].join('\n'),
    });
    const made = () => (globalThis as { __rtMade?: number }).__rtMade ?? 0;
    const where = (i: number, inside: readonly PropertyKey[] = []) => ({
      file: 'c',
      line: i + 1,
      column: inside.length,
    });
    const bad = await loadPlugins([['./rt.ts', { sumary: true, wordsPerMinute: 'fast' }]], root, where);
    expect(bad.plugins).toEqual([]);
    expect(made()).toBe(0);
    expect(bad.diagnostics.map((d) => [d.message, d.hint, d.column])).toEqual([
      [
        'plugin "rt": options.wordsPerMinute: Invalid input: expected number, received string',
        'expected a value of type number',
        2,
      ],
      ['plugin "rt": options.sumary: unknown option — did you mean "summary"?', 'rename it to "summary"', 2],
    ]);
    const good = await loadPlugins([['./rt.ts', { wordsPerMinute: 100 }], './rt.ts'], root, where);
    expect(good.plugins.map((p) => p.plugin.head)).toEqual([
      [['meta', { name: 'wpm', content: '100 false' }]],
      [['meta', { name: 'wpm', content: '200 false' }]],
    ]);
    // The workers get the options parsed, and need no zod.
    expect(good.plugins[0]!.ref).toMatchObject({ options: { wordsPerMinute: 100, summary: false }, validated: true });
  });

  it('should refuse a plugin object where no config in code can hand it to the page workers', async () => {
    const r = await loadPlugins([{ name: 'x' }], writeTree({}), at);
    expect(r.plugins).toEqual([]);
    expect(r.diagnostics).toMatchObject([
      {
        line: 1,
        message: 'plugins[0]: a plugin object can only be given in a config in code (bookdocs.config.ts)',
        hint: expect.stringContaining("name the plugin's module") as string,
      },
    ]);
  });

  it('should report each broken plugin at its place in the config and keep the others', async () => {
    const root = writeTree({
      'throws.mjs': 'export default () => { throw new Error("no API key"); };',
      'nameless.mjs': 'export default () => ({});',
      'badhook.mjs': 'export default () => ({ name: "h", markdown: 3 });',
      'ok.mjs': 'export default () => ({ name: "ok" });',
    });
    const r = await loadPlugins(['./throws.mjs', './nameless.mjs', './badhook.mjs', './ok.mjs'], root, at);
    expect(r.plugins.map((p) => p.plugin.name)).toEqual(['ok']);
    expect(r.diagnostics.map((d) => [d.line, d.message])).toEqual([
      [1, 'plugin "./throws.mjs" failed to start: no API key'],
      [2, 'plugin "./nameless.mjs" did not return a plugin object with a "name"'],
      [3, 'plugin "h": "markdown" must be a function'],
    ]);
  });
});

describe('pluginsFor', () => {
  it('should keep the plugins whose appliesTo accepts the page, in order', async () => {
    const root = writeTree({
      'dollar.mjs': 'export default () => ({ name: "d", appliesTo: (s) => s.includes("$") });',
      'all.mjs': 'export default () => ({ name: "all" });',
    });
    const { plugins } = await loadPlugins(['./dollar.mjs', './all.mjs'], root, at);
    expect(pluginsFor(plugins, 'costs $5').map((p) => p.plugin.name)).toEqual(['d', 'all']);
    expect(pluginsFor(plugins, 'free').map((p) => p.plugin.name)).toEqual(['all']);
  });
});

describe('sitePluginParts', () => {
  it("should let the site's own component win, and check names, files and asset URLs", async () => {
    const root = writeTree({ 'W.tsx': 'export default () => null;', 'static/a.css': '' });
    const w = path.join(root, 'W.tsx');
    const plugin = (extra: object) => ({ ref: { spec: 'p', module: '', key: '' }, plugin: { name: 'p', ...extra } });
    const parts = await sitePluginParts(
      [
        plugin({
          components: { Widget: w, Own: w, bad: w, Gone: path.join(root, 'nope.tsx') },
          assets: { '/assets/p/': path.join(root, 'static'), 'x.css': path.join(root, 'static/a.css'), '../up': root },
        }),
      ],
      new Map([['Own', '/site/components/Own.tsx']]),
    );
    expect([...parts.components]).toEqual([['Widget', w]]);
    expect(parts.assets).toEqual([
      { url: 'assets/p', dir: path.join(root, 'static'), plugin: 'p' },
      { url: 'x.css', dir: path.join(root, 'static/a.css'), plugin: 'p', file: true },
    ]);
    expect(parts.diagnostics.map((d) => d.message)).toEqual([
      'plugin "p": component name "bad" must be PascalCase',
      `plugin "p": component "Gone": no file ${path.join(root, 'nope.tsx')}`,
      'plugin "p": asset URL "../up" is not a plain path',
    ]);
  });
});
