// A site with a third-party-style plugin (tests/fixtures/plugin-site/plugins/callout.mjs, written only
// against the documented API: a micromark syntax + HTML pair, extendPage, head, buildEnd): what it
// builds, how its failures are reported, and that a change to it invalidates exactly the pages it
// applies to.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { check } from '../../src/render/check/check.js';
import { buildFailure } from '../helpers/build-failure.js';
import { buildFixture } from '../helpers/built-site.js';
import { usePageCache } from '../helpers/cache-env.js';
import { copyFixture, read, REPO } from '../helpers/fixtures.js';

usePageCache('bd-plugin-cache-');

const failure = (root: string) => buildFailure(build({ root }));

describe('a site with a plugin', () => {
  let root: string;
  let out: string;
  beforeAll(async () => {
    ({ root, out } = await buildFixture('plugin-site'));
  });

  it("renders the plugin's syntax with its HTML extension, its options and escaping", () => {
    const html = read(out, 'guide/callouts.html');
    expect(html).toContain(
      '<aside class="callout callout-warning"><strong>Note:</strong> Back up &lt;your&gt; data first</aside>',
    );
    // A line that is not the syntax stays a paragraph.
    expect(html).toContain('<p>!!!</p>');
  });

  it('adds its head elements to the pages it applies to, and leaves the other pages alone', () => {
    expect(read(out, 'guide/callouts.html')).toContain('<meta name="has-callouts" content="yes">');
    const plain = read(out, 'guide/plain.html');
    expect(plain).not.toContain('has-callouts');
    expect(plain).not.toContain('<aside class="callout');
  });

  it("shows the site's Footer override (wrapping the default) and its doc-after slot", () => {
    const html = read(out, 'guide/callouts.html');
    expect(html).toMatch(
      /<div class="plugin-site-footer"><p class="plugin-site-footer-note">Callouts are listed in callouts.json<\/p><footer class="bd-footer[^"]*">.*MIT licensed/s,
    );
    // (React separates the text and the title with a comment.)
    expect(html).toContain('<p class="plugin-site-doc-after">End of “<!-- -->Callouts<!-- -->”</p>');
    // The slot comes after the page's content.
    expect(html.indexOf('plugin-site-doc-after')).toBeGreaterThan(html.indexOf('Text after.'));
  });

  it('puts the text of its syntax in the search index', () => {
    const search = fs
      .readdirSync(path.join(out, 'assets', 'search'))
      .map((f) => read(out, `assets/search/${f}`))
      .join('\n');
    expect(search).toMatch(/back/i);
  });

  it('runs buildEnd on the output, with what extendPage added to each page', () => {
    const list = JSON.parse(read(out, 'callouts.json')) as { url: string; title: string; callouts: number }[];
    expect(list.sort((a, b) => (a.url < b.url ? -1 : 1))).toEqual([
      { url: '/', title: 'Plugin site', callouts: 1 },
      { url: '/guide/callouts.html', title: 'Callouts', callouts: 1 },
    ]);
  });

  it("re-parses only the pages it applies to when the plugin's code changes, and the output follows", () => {
    // Through the CLI: a new Node process imports the changed module (the test runner keeps modules by path).
    const cli = () =>
      execFileSync(process.execPath, [path.join(REPO, 'bin', 'bookdocs.js'), 'build', root], {
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1' },
      });
    // (The compiled toolkit has its own page-cache keys: the first build through it parses every page.)
    cli();
    expect(cli()).toContain('✓ unchanged, 3 pages:');
    const file = path.join(root, 'plugins', 'callout.mjs');
    fs.writeFileSync(file, read(root, 'plugins/callout.mjs').replace('<strong>', '<strong class="label">'));
    // plain.md has no "!!! ": the plugin does not apply to it, so its cached parse stands.
    expect(cli()).toContain('1 unchanged page reused from the cache');
    expect(read(out, 'guide/callouts.html')).toContain('<strong class="label">Note:</strong>');
    expect(JSON.parse(read(out, 'callouts.json'))).toHaveLength(2);
  });

  it("re-parses them too when the plugin's options change", async () => {
    const config = path.join(root, 'site.config.json');
    fs.writeFileSync(config, read(root, 'site.config.json').replace('"Note"', '"Heads up"'));
    const r = await build({ root });
    expect(r.cachedPages).toBe(1);
    expect(read(out, 'guide/callouts.html')).toContain('Heads up:</strong>');
  });

  it('keeps the files buildEnd wrote when nothing changed', async () => {
    const r = await build({ root });
    expect(r.phases.map((p) => p.name)).toContain('unchanged: output already up to date');
    expect(fs.existsSync(path.join(out, 'callouts.json'))).toBe(true);
  });
});

describe('buildEnd in an incremental build', () => {
  it('sees the whole output, files carried over from the previous build included', async () => {
    const root = copyFixture('plugin-site');
    fs.writeFileSync(
      path.join(root, 'plugins', 'list.mjs'),
      `import fs from 'node:fs';\nexport default () => ({ name: 'list', buildEnd(site, outDir) {\n` +
        `  const files = fs.readdirSync(outDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;\n` +
        `  fs.writeFileSync(outDir + '/count.txt', String(files));\n} });\n`,
    );
    const config = JSON.parse(read(root, 'site.config.json')) as { plugins: unknown[] };
    fs.writeFileSync(
      path.join(root, 'site.config.json'),
      JSON.stringify({ ...config, plugins: [...config.plugins, './plugins/list.mjs'] }),
    );
    const out = path.join(root, 'dist');
    const total = () => fs.readdirSync(out, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
    await build({ root });
    expect(Number(read(out, 'count.txt'))).toBe(total() - 1);
    fs.appendFileSync(path.join(root, 'docs', 'guide', 'plain.md'), '\nOne more sentence.\n');
    const r = await build({ root });
    expect(r.carriedFiles).toBeGreaterThan(0);
    expect(Number(read(out, 'count.txt'))).toBe(total() - 1);
  });
});

describe("a plugin's failures", () => {
  it('an exception in its HTML handler is a plugin-error at the page and line, and the output stays', async () => {
    const root = copyFixture('plugin-site');
    await build({ root });
    const before = read(root, 'dist/index.html');
    fs.appendFileSync(path.join(root, 'docs', 'guide', 'plain.md'), '\nMore text.\n\n!!! error Boom\n');
    const err = await failure(root);
    const d = err.diagnostics.find((x) => x.rule === 'plugin-error');
    expect(d).toMatchObject({ severity: 'error', line: 7, column: 1 });
    expect(d!.file).toMatch(/guide\/plain\.md$/);
    expect(d!.message).toBe('plugin "callout" failed at line 7: the "error" kind is reserved');
    expect(d!.hint).toContain('plugin "callout"');
    expect(read(root, 'dist/index.html')).toBe(before);
  });

  it('a plugin that cannot be found is reported with the config file and a hint, and check says the same', async () => {
    const root = copyFixture('plugin-site');
    fs.writeFileSync(
      path.join(root, 'site.config.json'),
      JSON.stringify({ title: 'x', plugins: ['./plugins/nope.mjs', 'bookdocs/nope', 'no-such-package-xyz'] }),
    );
    const err = await failure(root);
    const found = err.diagnostics.filter((x) => x.rule === 'plugin-error');
    expect(found.map((x) => x.message)).toEqual([
      expect.stringMatching(/^plugin "\.\/plugins\/nope\.mjs" not found: no file .*nope\.mjs$/),
      'bookdocs has no plugin "bookdocs/nope"',
      expect.stringMatching(/^plugin "no-such-package-xyz" not found/),
    ]);
    for (const x of found) expect(x.file).toMatch(/site\.config\.json$/);
    const checked = await check({ root });
    expect(checked.diagnostics.filter((x) => x.rule === 'plugin-error').map((x) => x.message)).toEqual(
      found.map((x) => x.message),
    );
  });

  it('a module without a factory, and a throwing buildEnd, are reported by name', async () => {
    const root = copyFixture('plugin-site');
    fs.writeFileSync(path.join(root, 'plugins', 'bad.mjs'), 'export const x = 1;\n');
    fs.writeFileSync(
      path.join(root, 'plugins', 'late.mjs'),
      'export default () => ({ name: "late", buildEnd() { throw new Error("disk full"); } });\n',
    );
    fs.writeFileSync(
      path.join(root, 'site.config.json'),
      JSON.stringify({ title: 'x', plugins: ['./plugins/bad.mjs'] }),
    );
    const bad = await failure(root);
    expect(bad.diagnostics.find((x) => x.rule === 'plugin-error')?.message).toBe(
      'plugin "./plugins/bad.mjs" has no default export that makes the plugin',
    );
    fs.writeFileSync(
      path.join(root, 'site.config.json'),
      JSON.stringify({ title: 'x', plugins: ['./plugins/late.mjs'] }),
    );
    const late = await failure(root);
    expect(late.diagnostics.find((x) => x.rule === 'plugin-error')?.message).toBe(
      'plugin "late" failed in buildEnd: disk full',
    );
    expect(fs.existsSync(path.join(root, 'dist'))).toBe(false);
  });
});
