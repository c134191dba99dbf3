import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, BuildFailed } from '../../src/render/build/build.js';
import { formatDiagnostic } from '../../src/render/diagnostics.js';
import { copyFixture, read, REPO, writeTree } from '../helpers/fixtures.js';
import { cliModules } from '../helpers/modules-loaded.js';

describe('build of the basic fixture', () => {
  let root: string;
  let out: string;
  beforeAll(async () => {
    root = copyFixture('basic');
    out = path.join(root, 'dist');
    const result = await build({ root });
    expect(result.pages).toBe(4);
  });

  it('writes one pre-rendered page per Markdown file, plus 404.html', () => {
    for (const f of ['index.html', 'guide/index.html', 'guide/first.html', 'guide/second.html', '404.html'])
      expect(fs.existsSync(path.join(out, f)), f).toBe(true);
  });

  it('renders navbar, sidebar, content and prev/next as static HTML', () => {
    const html = read(out, 'guide/first.html');
    expect(html).toContain('<title>First page | Fixture</title>');
    expect(html).toContain('<a class="bd-nav-link" href="/guide/">Guide</a>');
    expect(html).toMatch(
      /<a class="bd-sidebar-link active" href="\/guide\/first.html" aria-current="page">First page<\/a>/,
    );
    expect(html).toContain('<h2 id="install" tabindex="-1">安装');
    expect(html).toContain('<div class="custom-block tip">');
    expect(html).toContain('<a href="/guide/second.html">next</a>');
    expect(html).toMatch(/<a class="bd-prev" href="\/guide\/" rel="prev">.*Guide<\/span><\/a>/);
    expect(html).toMatch(/<a class="bd-next" href="\/guide\/second.html" rel="next">.*The second<\/span><\/a>/);
  });

  it('renders the home layout from frontmatter', () => {
    const html = read(out, 'index.html');
    expect(html).toContain('<h1 class="bd-hero-title">Fixture</h1>');
    expect(html).toContain('<a class="bd-button primary" href="/guide/">Start</a>');
    expect(html).toContain('<h2>Fast</h2>');
    expect(html).toContain('MIT Licensed');
  });

  it('server-renders components into islands and preloads their chunk', () => {
    const html = read(out, 'guide/index.html');
    expect(html).toMatch(
      /<div class="bd-island" data-bd-island="0"><button type="button" class="hello">Hello <!-- -->world<!-- --> <!-- -->0<\/button><\/div>/,
    );
    expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/chunks\/Hello\.[A-Z0-9]+\.js"/);
    expect(read(out, 'guide/first.html')).not.toContain('Hello.');
  });

  it('fetches its scripts after the stylesheets and images: the first paint needs none of them', () => {
    const html = read(out, 'guide/index.html');
    const scripts = [...html.matchAll(/<(?:link rel="modulepreload"|script type="module") [^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag).toContain('fetchpriority="low"');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/main\.[A-Z0-9]+\.css">/);
  });

  it('writes per-page data chunks without other pages in them', () => {
    const data = JSON.parse(read(out, 'assets/pages/guide~1second.json'));
    expect(data.route).toBe('/guide/second.html');
    expect(data.html).toContain('<h2 id="part-two"');
    expect(JSON.stringify(data)).not.toContain('Tip body');
  });

  it('writes hashed client assets and a search index the pages do not load', () => {
    const assets = fs.readdirSync(path.join(out, 'assets'));
    expect(assets.some((f) => /^main\.[A-Z0-9]{8}\.js$/.test(f))).toBe(true);
    expect(assets.some((f) => /^main\.[A-Z0-9_-]{8}\.css$/.test(f))).toBe(true);
    const search = 'root.json';
    const index = JSON.parse(read(out, `assets/search/${search}`));
    expect(index.pages.map((d: [string]) => d[0]).sort()).toEqual([
      '/',
      '/guide/',
      '/guide/first.html',
      '/guide/second.html',
    ]);
    expect(read(out, 'guide/first.html')).toContain(`"indexes":{"/":"/assets/search/${search}"}`);
    expect(read(out, 'guide/first.html')).not.toContain(`<link rel="modulepreload" href="/assets/search/`);
  });

  it("keeps the index's meta file name when a page changes (pages link it, so no other page changes), its shards renamed", async () => {
    const html = read(out, 'guide/first.html');
    const shards = () =>
      (JSON.parse(read(out, 'assets/search/root.json')) as { texts: [number, string][] }).texts.map((t) => t[1]);
    const before = shards();
    fs.appendFileSync(path.join(root, 'docs/guide/second.md'), '\nA new sentence about zebras.\n');
    await build({ root });
    expect(read(out, 'guide/first.html')).toBe(html);
    expect(shards()).not.toEqual(before);
    for (const shard of shards()) expect(fs.existsSync(path.join(out, shard.slice(1))), shard).toBe(true);
  });

  it('copies the public folder', () => {
    expect(fs.existsSync(path.join(out, 'logo.svg'))).toBe(true);
  });

  it('inlines no more site data as the site grows: no route manifest', () => {
    const html = read(out, 'guide/first.html');
    expect(html).not.toContain('second.json');
  });
});

describe('build failures', () => {
  it('reports bad frontmatter with file and line, and keeps the previous output', async () => {
    const root = copyFixture('basic');
    await build({ root });
    const before = read(root, 'dist/guide/first.html');
    fs.writeFileSync(path.join(root, 'docs/guide/second.md'), '---\ntitle: ok\nbad: [unclosed\n---\n# x\n');
    fs.writeFileSync(path.join(root, 'docs/guide/first.md'), '---\ntitle: changed\n---\n# changed\n');
    const err = await build({ root }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BuildFailed);
    const messages = (err as BuildFailed).diagnostics.map((d) => formatDiagnostic(d, { color: false }));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /\/docs\/guide\/second\.md:4(:\d+)? {2}error {4}invalid-frontmatter {2}invalid frontmatter: /,
    );
    expect(read(root, 'dist/guide/first.html')).toBe(before);
    expect(fs.readdirSync(root).filter((f) => f.includes('dist-new'))).toEqual([]);
  });

  it('replaces the previous output at once and deletes it in the background', async () => {
    const root = copyFixture('basic');
    await build({ root });
    fs.writeFileSync(path.join(root, 'dist', 'stale.txt'), 'from the previous build');
    fs.writeFileSync(path.join(root, 'docs/guide/first.md'), '# Changed\n');
    await build({ root });
    expect(read(root, 'dist/guide/first.html')).toContain('Changed');
    expect(fs.existsSync(path.join(root, 'dist', 'stale.txt'))).toBe(false);
    const leftovers = () => fs.readdirSync(root).filter((f) => f.startsWith('.dist-'));
    for (let i = 0; i < 100 && leftovers().length; i++) await new Promise((r) => setTimeout(r, 50));
    expect(leftovers()).toEqual([]);
  });

  it('rejects duplicate routes', async () => {
    const root = copyFixture('basic');
    fs.writeFileSync(path.join(root, 'docs/guide/index.md'), '# dup\n');
    const err = (await build({ root }).catch((e: unknown) => e)) as BuildFailed;
    expect(err.diagnostics.map((d) => formatDiagnostic(d, { color: false })).join('\n')).toMatch(
      /duplicate route \/guide\/: also produced by .*README\.md/,
    );
  });
});

describe('the page cache', () => {
  it('reuses unchanged pages and re-parses changed ones, with the same output as a cold build', async () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-cache-'));
    const saved = { ...process.env };
    process.env.BOOKDOCS_CACHE = '1';
    process.env.BOOKDOCS_CACHE_DIR = cacheDir;
    try {
      const root = copyFixture('basic');
      await build({ root, cache: false });
      const cold = read(root, 'dist/guide/first.html');
      expect((await build({ root })).cachedPages).toBe(0);
      expect((await build({ root })).cachedPages).toBe(4);
      expect(read(root, 'dist/guide/first.html')).toBe(cold);
      fs.writeFileSync(path.join(root, 'docs/guide/first.md'), '# Changed heading\n');
      expect((await build({ root })).cachedPages).toBe(3);
      expect(read(root, 'dist/guide/first.html')).toContain('Changed heading');
      expect(read(root, 'dist/guide/second.html')).toContain('Part two');
    } finally {
      process.env = saved;
    }
  });
});

describe('the bookdocs CLI', () => {
  const bin = path.join(REPO, 'bin', 'bookdocs.js');

  it('prints its version and help with examples', () => {
    const version = JSON.parse(read(REPO, 'package.json')).version as string;
    expect(execFileSync('node', [bin, '--version'], { encoding: 'utf8' }).trim()).toBe(version);
    expect(execFileSync('node', [bin, 'build', '--help'], { encoding: 'utf8' })).toContain('--out-dir <dir>');
    expect(execFileSync('node', [bin, '--help'], { encoding: 'utf8' })).toContain('Examples:');
  });

  it('builds with worker threads, with --base and --out-dir', () => {
    const root = copyFixture('basic');
    const out = path.join(root, 'public-out');
    // Untitled containers take their title from the page's language, in the workers too.
    fs.writeFileSync(
      path.join(root, 'site.config.json'),
      read(root, 'site.config.json').replace(
        /^\{/,
        '{ "locales": { "/": { "lang": "en-US" }, "/zh/": { "lang": "zh-CN" } },',
      ),
    );
    fs.mkdirSync(path.join(root, 'docs/zh'));
    fs.writeFileSync(path.join(root, 'docs/zh/index.md'), '# 首页\n\n::: tip\n中文\n:::\n');
    fs.appendFileSync(path.join(root, 'docs/guide/second.md'), '\n::: tip\nEnglish\n:::\n');
    const r = spawnSync('node', [bin, 'build', root, '--out-dir', out, '--base', '/docs/'], {
      encoding: 'utf8',
      env: { ...process.env, BOOKDOCS_WORKERS: '2', CI: '1', NO_COLOR: '1' },
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/✓ built 5 pages in [\d.]+s/);
    expect(read(out, 'zh/index.html')).toContain('<p class="custom-block-title">提示</p>');
    expect(read(out, 'guide/second.html')).toContain('<p class="custom-block-title">TIP</p>');
    expect(r.stdout).toContain('slowest pages:');
    const html = read(out, 'guide/index.html');
    expect(html).toContain('href="/docs/guide/first.html"');
    expect(html).toMatch(/<script type="module" src="\/docs\/assets\/main\.[A-Z0-9]+\.js"/);
    // The search index, built in its own worker meanwhile, is where the pages say it is.
    const indexUrl = /"indexes":\{[^}]*"\/":"\/docs\/(assets\/search\/root\.json)"/.exec(html)?.[1];
    expect(indexUrl).toBeDefined();
    const meta = JSON.parse(read(out, indexUrl!)) as { pages: [string][]; terms: string[] };
    expect(meta.pages.map((p) => p[0])).toContain('/docs/guide/first.html');
    for (const shard of meta.terms)
      expect(fs.existsSync(path.join(out, shard.slice('/docs/'.length))), shard).toBe(true);
  });

  it('answers --version without loading the CLI (start-up is all it costs)', () => {
    for (const flag of ['--version', '-v']) {
      const run = cliModules([flag]);
      expect(run.status, run.stderr).toBe(0);
      expect(
        run.modules.filter((url) => url.includes('/lib/')),
        flag,
      ).toEqual([]);
      expect(run.required, flag).toEqual([]);
    }
  });

  it("suggests other tools' names for its commands before the nearest spelling", () => {
    for (const [typed, meant] of [
      ['serve', 'preview'],
      ['start', 'dev'],
      ['biuld', 'build'],
    ]) {
      const r = spawnSync('node', [bin, typed!], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
      expect(r.status, typed).toBe(1);
      expect(r.stderr, typed).toContain(`error: unknown command '${typed}'\n(Did you mean ${meant}?)`);
    }
  });

  it('says an unchanged build is up to date, with no size and in the singular for one page', () => {
    const root = writeTree({ 'index.md': '# Only page\n' });
    const env = {
      ...process.env,
      BOOKDOCS_CACHE: '1',
      BOOKDOCS_CACHE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bd-cache-')),
      CI: '1',
      NO_COLOR: '1',
    };
    const first = spawnSync('node', [bin, 'build', root], { encoding: 'utf8', env });
    expect(first.stdout, first.stderr).toMatch(/✓ built 1 page in [\d.]+s → .*dist \(\d/);
    const again = spawnSync('node', [bin, 'build', root], { encoding: 'utf8', env });
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/^✓ unchanged, 1 page: .*dist is up to date \([\d.]+s\)$/m);
    expect(again.stdout).not.toMatch(/\(0 B\)|1 pages|reused from the cache/);
  });

  it('exits 1 with file:line errors and no stack trace', () => {
    const root = copyFixture('basic');
    fs.writeFileSync(path.join(root, 'docs/guide/first.md'), '---\n: : bad\n---\n');
    fs.writeFileSync(path.join(root, 'site.config.json'), '{"title": "x", "sidbar": {}}');
    const r = spawnSync('node', [bin, 'build', root], {
      encoding: 'utf8',
      env: { ...process.env, CI: '1', NO_COLOR: '1' },
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('sidbar: unknown key — did you mean "sidebar"?');
    expect(r.stderr).not.toMatch(/\n\s+at /);
    fs.writeFileSync(path.join(root, 'site.config.json'), '{"title": "x"}');
    const r2 = spawnSync('node', [bin, 'build', root], {
      encoding: 'utf8',
      env: { ...process.env, CI: '1', NO_COLOR: '1' },
    });
    expect(r2.status).toBe(1);
    expect(r2.stderr).toMatch(/docs\/guide\/first\.md:2:\d+ {2}error {4}invalid-frontmatter {2}invalid frontmatter/);
    expect(r2.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('pipelined build (one parse worker, code highlighted and pages rendered in the main thread as they come)', () => {
  it('writes the same pages as a build in one thread, and puts right the pages rendered with a wrong quick title', () => {
    const root = copyFixture('basic');
    // A setext heading: the quick title (read before parsing) is the file name, the real one "Real title".
    // The sidebar of every guide page and the prev/next of its neighbours must show the real one.
    fs.writeFileSync(
      path.join(root, 'docs/guide/first.md'),
      'Real *title*\n===\n\n```js{2}\nconst a = 1;\nlet b = "<x>";\n```\n\nGo [next](./second.md).\n',
    );
    const bin = path.join(REPO, 'bin', 'bookdocs.js');
    const outputs = ['0', '1'].map((workers) => {
      const out = path.join(root, `out-${workers}`);
      const env = { ...process.env, BOOKDOCS_WORKERS: workers, BOOKDOCS_CACHE: '0', CI: '1', NO_COLOR: '1' };
      const r = spawnSync('node', [bin, 'build', root, '--out-dir', out, '--timings'], { encoding: 'utf8', env });
      expect(r.status, r.stderr).toBe(0);
      return { out, stdout: r.stdout };
    });
    expect(outputs[1]!.stdout).toMatch(/pages again \(titles\)/);
    const files = (dir: string) =>
      fs
        .readdirSync(dir, { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.html') || (f.startsWith(path.join('assets', 'pages')) && f.endsWith('.json')))
        .sort();
    const [one, pipelined] = outputs.map((o) => o.out) as [string, string];
    expect(files(pipelined)).toEqual(files(one));
    for (const f of files(one)) expect(read(pipelined, f), f).toBe(read(one, f));
    const second = read(pipelined, 'guide/second.html');
    expect(second).toContain('Real title');
    expect(second).not.toContain('href="/guide/first.html">first<');
    expect(read(pipelined, 'guide/first.html')).toContain(
      '<span class="line highlighted"><span class="t-keyword">let</span>',
    );
  });
});

describe('the parse worker with a plugin', () => {
  it('parses one page at a time, sending each back when done, with the output of a build in one thread', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-worker-queue-'));
    // A plugin that counts the pages being parsed in its thread: its markdown hook runs when a page's
    // parse starts, extendPage when it ends. The worker imports it on its first page: the pages that
    // arrived meanwhile must not all start at once and finish together at the end.
    fs.writeFileSync(
      path.join(root, 'in-flight.mjs'),
      'let open = 0;\nexport default () => ({ name: \'in-flight\', markdown() { open++; return {}; }, extendPage(page) { page.html += `<p data-in-flight="${open}"></p>`; open--; } });\n',
    );
    fs.writeFileSync(
      path.join(root, 'site.config.json'),
      JSON.stringify({ title: 'Worker queue', srcDir: 'docs', lastUpdated: false, plugins: ['./in-flight.mjs'] }),
    );
    fs.mkdirSync(path.join(root, 'docs'));
    for (let i = 0; i < 60; i++)
      fs.writeFileSync(
        path.join(root, 'docs', `p-${String(i).padStart(2, '0')}.md`),
        `# Page ${i}\n\nSome *text* and [a link](./p-00.md).\n\n\`\`\`js\nconst n = ${i};\n\`\`\`\n`,
      );
    const bin = path.join(REPO, 'bin', 'bookdocs.js');
    const [one, worker] = ['0', '1'].map((workers) => {
      const out = path.join(root, `out-${workers}`);
      const env = { ...process.env, BOOKDOCS_WORKERS: workers, BOOKDOCS_CACHE: '0', CI: '1', NO_COLOR: '1' };
      const r = spawnSync('node', [bin, 'build', root, '--out-dir', out, '--quiet'], { encoding: 'utf8', env });
      expect(r.status, r.stderr).toBe(0);
      return out;
    }) as [string, string];
    const pages = fs
      .readdirSync(path.join(root, 'docs'))
      .sort()
      .map((f) => f.replace(/\.md$/, '.html'));
    for (const f of pages) {
      expect(read(worker, f), f).toContain('<p data-in-flight="1"></p>');
      expect(read(worker, f), f).toBe(read(one, f));
    }
    expect(read(worker, 'p-59.html')).toContain('<pre class="shiki');
  });

  it("reports a page a plugin made impossible to pass on (a function in it) as that page's error, and the build stops cleanly", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-worker-clone-'));
    fs.writeFileSync(
      path.join(root, 'fn.mjs'),
      "export default () => ({ name: 'fn', extendPage(page) { if (page.file === 'p-03.md') page.frontmatter.made = () => 1; } });\n",
    );
    fs.writeFileSync(
      path.join(root, 'site.config.json'),
      JSON.stringify({ title: 'Clone', srcDir: 'docs', lastUpdated: false, plugins: ['./fn.mjs'] }),
    );
    fs.mkdirSync(path.join(root, 'docs'));
    for (let i = 0; i < 10; i++)
      fs.writeFileSync(path.join(root, 'docs', `p-${String(i).padStart(2, '0')}.md`), `# Page ${i}\n`);
    const env = { ...process.env, BOOKDOCS_WORKERS: '1', BOOKDOCS_CACHE: '0', CI: '1', NO_COLOR: '1' };
    const r = spawnSync(
      'node',
      [path.join(REPO, 'bin', 'bookdocs.js'), 'build', root, '--out-dir', path.join(root, 'out')],
      { encoding: 'utf8', env, timeout: 60_000 },
    );
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(
      /docs\/p-03\.md {2}error {4}plugin-error {2}the page holds a value that cannot be passed on/,
    );
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(fs.existsSync(path.join(root, 'out'))).toBe(false);
  });
});

describe('pipelined build failures', () => {
  it('stops rendering, keeps the previous output and leaves no staged folder when a page fails in the worker', () => {
    const root = copyFixture('basic');
    const bin = path.join(REPO, 'bin', 'bookdocs.js');
    const out = path.join(root, 'site-out');
    const env = { ...process.env, BOOKDOCS_WORKERS: '1', BOOKDOCS_CACHE: '0', CI: '1', NO_COLOR: '1' };
    expect(spawnSync('node', [bin, 'build', root, '--out-dir', out], { encoding: 'utf8', env }).status).toBe(0);
    const before = read(out, 'guide/first.html');
    // Pages before and after the broken one are parsed and rendered meanwhile.
    for (let i = 0; i < 30; i++)
      fs.writeFileSync(
        path.join(root, `docs/guide/p${String(i).padStart(2, '0')}.md`),
        `# Page ${i}\n\n\`\`\`js\nlet a = ${i};\n\`\`\`\n`,
      );
    fs.writeFileSync(path.join(root, 'docs/guide/p15.md'), '---\ntitle: [unclosed\n---\n# x\n');
    const r = spawnSync('node', [bin, 'build', root, '--out-dir', out], { encoding: 'utf8', env });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/docs\/guide\/p15\.md:\d+(:\d+)? {2}error {4}invalid-frontmatter {2}invalid frontmatter/);
    // The file with the error comes first, before the files with only warnings (orphan pages).
    expect(r.stderr.split('\n')[0]).toMatch(/docs\/guide\/p15\.md$/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(read(out, 'guide/first.html')).toBe(before);
    expect(fs.existsSync(path.join(out, 'guide/p00.html'))).toBe(false);
    expect(fs.readdirSync(root).filter((f) => f.startsWith('.site-out-'))).toEqual([]);
  });
});

describe('worker pools with nothing to do', () => {
  it('finish when every page comes from the cache (BOOKDOCS_WORKERS forces the pools on)', () => {
    const root = copyFixture('basic');
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-cache-'));
    const env = {
      ...process.env,
      BOOKDOCS_WORKERS: '2',
      BOOKDOCS_CACHE: '1',
      BOOKDOCS_CACHE_DIR: cacheDir,
      CI: '1',
      NO_COLOR: '1',
    };
    const bin = path.join(REPO, 'bin', 'bookdocs.js');
    expect(spawnSync('node', [bin, 'build', root], { encoding: 'utf8', env }).status).toBe(0);
    // Into another folder: no previous output to keep, so the pipeline runs, every page from the cache.
    const warm = spawnSync('node', [bin, 'build', root, '--out-dir', path.join(root, 'other')], {
      encoding: 'utf8',
      env,
    });
    expect(warm.status, warm.stderr).toBe(0);
    expect(warm.stdout).toContain('4 unchanged pages reused from the cache');
  });
});
