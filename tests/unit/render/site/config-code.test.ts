// A config in code (bookdocs.config.ts / .mjs …): loaded without a compile step, validated by the
// same schema with the same messages as site.config.json, every problem a diagnostic with its place.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../../../src/render/diagnostics.js';
import { loadConfig } from '../../../../src/render/site/config.js';

/** A site folder (outside this repository: no node_modules above it) from `{ path: content }`. */
function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-config-code-'));
  fs.mkdirSync(path.join(dir, 'docs'));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

/** Diagnostics as printed, with the folder's path taken out. */
function printed(dir: string, list: Parameters<typeof formatDiagnostic>[0][]): string[] {
  return list.map((d) => formatDiagnostic({ ...d, file: d.file && path.relative(dir, d.file) }, { color: false }));
}

/** Names of the files in a folder, the temporary bundle included if it was left behind. */
const entries = (dir: string) => fs.readdirSync(dir).sort();

describe('config in code', () => {
  it('loads a TypeScript config that imports defineConfig from bookdocs, without node_modules', async () => {
    const dir = site({
      'bookdocs.config.ts': [
        "import { defineConfig } from 'bookdocs';",
        "import type { UserConfig } from 'bookdocs';",
        "const lang: UserConfig['lang'] = 'zh-CN';",
        "export default defineConfig({ title: 'Typed', lang, search: { maxSuggestions: 3 } });",
        '',
      ].join('\n'),
    });
    expect(fs.existsSync(path.join(dir, 'node_modules'))).toBe(false);
    const { config, diagnostics, configFiles } = await loadConfig(dir);
    expect(diagnostics).toEqual([]);
    expect(config!.zeroConfig).toBe(false);
    // Validated and filled in as site.config.json is.
    expect(config!.config).toMatchObject({
      title: 'Typed',
      lang: 'zh-CN',
      search: { maxSuggestions: 3 },
      base: '/',
      sidebar: 'auto',
    });
    expect(config!.srcDir).toBe(path.join(dir, 'docs'));
    expect(configFiles).toEqual([path.join(dir, 'bookdocs.config.ts')]);
    expect(entries(dir)).toEqual(['bookdocs.config.ts', 'docs']);
  });

  it('loads an .mjs config exporting a plain object', async () => {
    const dir = site({ 'bookdocs.config.mjs': "export default { title: 'Plain', base: '/docs/' };\n" });
    const { config, diagnostics } = await loadConfig(dir);
    expect(diagnostics).toEqual([]);
    expect(config!.config.title).toBe('Plain');
    expect(config!.config.base).toBe('/docs/');
  });

  it("bundles the local modules a TS config imports, and lists them as the config's files", async () => {
    const dir = site({
      'bookdocs.config.ts':
        "import { navbar } from './config/nav';\nimport { title } from './config/meta.mjs';\nexport default { title, navbar };\n",
      'config/nav.ts':
        "import type { UserConfig } from 'bookdocs';\nexport const navbar: UserConfig['navbar'] = [{ text: 'Guide', link: '/guide/' }];\n",
      'config/meta.mjs': "export const title = 'From ' + 'helper';\n",
    });
    const { config, diagnostics, configFiles } = await loadConfig(dir);
    expect(diagnostics).toEqual([]);
    expect(config!.config.title).toBe('From helper');
    expect(config!.config.navbar).toEqual([{ text: 'Guide', link: '/guide/' }]);
    expect(configFiles.map((f) => path.relative(dir, f)).sort()).toEqual([
      'bookdocs.config.ts',
      'config/meta.mjs',
      'config/nav.ts',
    ]);
  });

  it('loads a CommonJS config that requires a package', async () => {
    const dir = site({
      'bookdocs.config.js':
        "const path = require('node:path');\nmodule.exports = { title: path.posix.join('a', 'b') };\n",
    });
    const { config, diagnostics } = await loadConfig(dir);
    expect(diagnostics).toEqual([]);
    expect(config!.config.title).toBe('a/b');
  });

  it('calls an exported function, and awaits what it returns', async () => {
    const dir = site({
      'bookdocs.config.mts': "export default async () => ({ title: await Promise.resolve('Async ' + 1) });\n",
    });
    const { config, diagnostics } = await loadConfig(dir);
    expect(diagnostics).toEqual([]);
    expect(config!.config.title).toBe('Async 1');
  });

  it("imports packages from the site's own node_modules", async () => {
    const dir = site({
      'node_modules/site-helper/package.json': '{ "name": "site-helper", "type": "module", "exports": "./index.js" }',
      'node_modules/site-helper/index.js': "export const description = 'from a package';\n",
      'bookdocs.config.js': "import { description } from 'site-helper';\nexport default { description };\n",
    });
    const { config, diagnostics, configFiles } = await loadConfig(dir);
    expect(diagnostics).toEqual([]);
    expect(config!.config.description).toBe('from a package');
    // A package is imported, not bundled: it is not one of the config's own files.
    expect(configFiles).toEqual([path.join(dir, 'bookdocs.config.js')]);
  });

  it('reports a wrong value with the same message as site.config.json, at the line of its key', async () => {
    const ts = site({
      'bookdocs.config.ts':
        "import { defineConfig } from 'bookdocs';\n\nexport default defineConfig({\n  lang: 'en-US',\n  // @ts-expect-error a number\n  title: 42,\n});\n",
    });
    const json = site({ 'site.config.json': '{\n  "lang": "en-US",\n  "title": 42\n}\n' });
    const fromTs = await loadConfig(ts);
    const fromJson = await loadConfig(json);
    expect(fromTs.config).toBeUndefined();
    expect(fromTs.diagnostics.map((d) => [d.message, d.hint])).toEqual(
      fromJson.diagnostics.map((d) => [d.message, d.hint]),
    );
    expect(printed(ts, fromTs.diagnostics)).toEqual([
      'bookdocs.config.ts:6:3  error    invalid-config  title: Invalid input: expected string, received number\n    hint: expected a value of type string',
    ]);
  });

  it('suggests the key an unknown one was meant to be, as site.config.json does', async () => {
    const dir = site({
      'bookdocs.config.mjs':
        "export default {\n  title: 'x',\n  editLink: { text: 'Edit', pattern: 'https://e.com/:path' },\n  sidbar: 'auto',\n};\n",
    });
    const { diagnostics } = await loadConfig(dir);
    expect(printed(dir, diagnostics)).toEqual([
      'bookdocs.config.mjs:4:3  error    invalid-config  sidbar: unknown key — did you mean "sidebar"?\n    hint: rename it to "sidebar"',
    ]);
    const nested = site({ 'bookdocs.config.mjs': 'export default {\n  search: {\n    maxSugestions: 3,\n  },\n};\n' });
    expect(printed(nested, (await loadConfig(nested)).diagnostics)).toEqual([
      'bookdocs.config.mjs:3:5  error    invalid-config  search.maxSugestions: unknown key — did you mean "maxSuggestions"?\n    hint: rename it to "maxSuggestions"',
    ]);
  });

  it("gives the file only when the value's key is not written in it", async () => {
    const dir = site({
      'bookdocs.config.mjs': 'const bad = { title: 1 };\nexport default { ...bad };\n'.replace(
        'title: 1',
        "['ti' + 'tle']: 1",
      ),
    });
    const { diagnostics } = await loadConfig(dir);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        file: expect.stringMatching(/bookdocs\.config\.mjs$/),
        message: expect.stringMatching(/^title: /),
      }),
    ]);
    expect(diagnostics[0]!.line).toBeUndefined();
  });

  it('reports a syntax error at its file, line and column, and leaves no file behind', async () => {
    const dir = site({ 'bookdocs.config.ts': "export default {\n  title: 'x',\n  lang: 'en' 'US',\n};\n" });
    const { config, diagnostics } = await loadConfig(dir);
    expect(config).toBeUndefined();
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        rule: 'invalid-config',
        line: 3,
        column: 14,
        message: 'Expected "}" but found "\'US\'"',
      }),
    ]);
    expect(path.relative(dir, diagnostics[0]!.file!)).toBe('bookdocs.config.ts');
    expect(entries(dir)).toEqual(['bookdocs.config.ts', 'docs']);
  });

  it('reports a missing local module where it is imported, and counts it as a file to watch', async () => {
    const dir = site({ 'bookdocs.config.ts': "import { nav } from './nav';\nexport default { navbar: nav };\n" });
    const { diagnostics, configFiles } = await loadConfig(dir);
    expect(printed(dir, diagnostics)[0]).toMatch(
      /^bookdocs\.config\.ts:1:21 {2}error {4}invalid-config {2}Could not resolve "\.\/nav"/,
    );
    expect(configFiles).toEqual([path.join(dir, 'bookdocs.config.ts')]);
  });

  it('reports an error the config throws at its line in the source, without a stack trace', async () => {
    const dir = site({
      'bookdocs.config.ts': "import { base } from './helper';\n\nexport default { title: 'x', base: base() };\n",
      'helper.ts':
        'export function base(): string {\n  const env: Record<string, string> | undefined = undefined;\n  return env!.BASE;\n}\n',
    });
    const { config, diagnostics } = await loadConfig(dir);
    expect(config).toBeUndefined();
    expect(diagnostics).toHaveLength(1);
    const [d] = diagnostics;
    expect(d).toMatchObject({ severity: 'error', rule: 'invalid-config', line: 3, column: 15 });
    expect(path.relative(dir, d!.file!)).toBe('helper.ts');
    expect(d!.message).toMatch(/^the config threw TypeError: Cannot read properties of undefined \(reading 'BASE'\)$/);
    expect(formatDiagnostic(d!, { color: false })).not.toMatch(/\n\s+at /);
    expect(entries(dir)).toEqual(['bookdocs.config.ts', 'docs', 'helper.ts']);
  });

  it('says so when the config exports nothing', async () => {
    const dir = site({ 'bookdocs.config.mjs': "export const title = 'x';\n" });
    const { diagnostics } = await loadConfig(dir);
    expect(printed(dir, diagnostics)).toEqual([
      'bookdocs.config.mjs  error    invalid-config  the config has no default export\n    hint: export the config: export default defineConfig({ … })',
    ]);
  });

  it('refuses two config files, and says which one to remove', async () => {
    const dir = site({
      'site.config.json': '{ "title": "json" }',
      'bookdocs.config.ts': "export default { title: 'ts' };\n",
    });
    const { config, diagnostics } = await loadConfig(dir);
    expect(config).toBeUndefined();
    expect(printed(dir, diagnostics)).toEqual([
      'site.config.json  error    invalid-config  two config files: site.config.json and bookdocs.config.ts (bookdocs reads only one)\n    hint: remove site.config.json to use bookdocs.config.ts, or remove bookdocs.config.ts to use site.config.json',
    ]);
    const two = site({ 'bookdocs.config.ts': 'export default {};\n', 'bookdocs.config.mjs': 'export default {};\n' });
    expect((await loadConfig(two)).diagnostics[0]!.hint).toBe(
      'remove bookdocs.config.mjs to use bookdocs.config.ts, or remove bookdocs.config.ts to use bookdocs.config.mjs',
    );
  });

  it('places a missing srcDir at its key, as site.config.json does', async () => {
    const dir = site({ 'bookdocs.config.ts': "export default {\n  title: 'x',\n  srcDir: 'pages',\n};\n" });
    const { diagnostics } = await loadConfig(dir);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        line: 3,
        column: 3,
        message: expect.stringMatching(/^srcDir: folder .*pages does not exist$/),
      }),
    ]);
  });

  it('keeps site.config.json the config when there is no config in code', async () => {
    const dir = site({ 'site.config.json': '{ "title": "json" }' });
    const { config, configFiles } = await loadConfig(dir);
    expect(config!.config.title).toBe('json');
    expect(configFiles).toEqual([path.join(dir, 'site.config.json')]);
  });
});
