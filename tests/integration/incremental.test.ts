// Incremental builds: a build into the output of an earlier one carries over every file whose inputs
// did not change, and the result is byte-identical to a cold build of the same sources, after edits,
// renames, deletions, a component change and a config change. A failed build leaves the output intact.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build, BuildFailed, type BuildResult } from '../../src/render/build/build.js';
import { copyFixture } from '../helpers/fixtures.js';
import { expectSameTree, tree } from '../helpers/tree.js';
import { cliModules } from '../helpers/modules-loaded.js';
import { digestsFile } from '../../src/render/incremental/digest-memo.js';

describe('incremental builds', () => {
  let root: string;
  let cacheDir: string;
  const saved = { ...process.env };
  const docs = (rel: string) => path.join(root, 'docs', rel);
  const out = () => path.join(root, 'dist');
  /** A cold build (no page cache, no previous output) of the same sources, elsewhere. */
  const cold = async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-cold-'));
    await build({ root, cache: false, outDir: dir });
    return dir;
  };

  beforeAll(async () => {
    root = copyFixture('basic');
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-incr-cache-'));
    process.env.BOOKDOCS_CACHE_DIR = cacheDir;
    delete process.env.BOOKDOCS_CACHE;
    await build({ root });
  });
  afterAll(() => {
    process.env = saved;
  });

  it('leaves the output untouched when nothing changed (same files, same inodes), identical to a cold build', async () => {
    const before = tree(out());
    const inode = fs.statSync(path.join(out(), 'guide', 'first.html')).ino;
    const r = await build({ root });
    expect(r.carriedFiles).toBe(before.size);
    expect(r.phases.map((p) => p.name)).toContain('unchanged: output already up to date');
    expect(fs.statSync(path.join(out(), 'guide', 'first.html')).ino).toBe(inode);
    expectSameTree(out(), await cold());
  });

  it('copies a changed public file and carries every other file over', async () => {
    // Same size: the pages that show it are as they were.
    fs.writeFileSync(
      path.join(root, 'docs', 'public', 'logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"/>',
    );
    const r = await build({ root });
    expect(r.carriedFiles).toBe(tree(out()).size - copiedFiles());
    expectSameTree(out(), await cold());
  });

  it('makes a page again when an image it shows changes size, and only that page', async () => {
    const img = () =>
      /<img src="\/logo\.svg"[^>]*>/.exec(fs.readFileSync(path.join(out(), 'guide', 'first.html'), 'utf8'))?.[0];
    expect(img()).toContain('width="32" height="32"');
    fs.writeFileSync(
      path.join(root, 'docs', 'public', 'logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"/>',
    );
    let r = await build({ root });
    expect(img()).toContain('width="120" height="40"');
    expect(r.cachedPages).toBe(r.pages - 1);
    expectSameTree(out(), await cold());
    // An image with no size to read: shown without one, as before.
    fs.writeFileSync(path.join(root, 'docs', 'public', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    r = await build({ root });
    expect(img()).not.toContain('width=');
    expectSameTree(out(), await cold());
    // Another public folder, with an image of that name of another size: the page follows it.
    const config = path.join(root, 'site.config.json');
    const original = fs.readFileSync(config, 'utf8');
    try {
      fs.mkdirSync(docs('static'));
      fs.writeFileSync(docs('static/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="16"/>');
      fs.writeFileSync(config, JSON.stringify({ ...JSON.parse(original), publicDir: 'docs/static' }));
      await build({ root });
      expect(img()).toContain('width="64" height="16"');
      expectSameTree(out(), await cold());
    } finally {
      fs.writeFileSync(config, original);
      fs.rmSync(docs('static'), { recursive: true, force: true });
    }
  });

  it('makes the output again when a file was added to it by hand', async () => {
    fs.writeFileSync(path.join(out(), 'stray.txt'), 'x');
    await build({ root });
    expect(fs.existsSync(path.join(out(), 'stray.txt'))).toBe(false);
    expectSameTree(out(), await cold());
  });

  it('makes only the edited page again when its text changes (and the search index)', async () => {
    fs.appendFileSync(docs('guide/second.md'), '\nA new sentence about zebras.\n');
    const inode = fs.statSync(path.join(out(), 'guide', 'first.html')).ino;
    const r: BuildResult = await build({ root });
    // The output is updated in place: an unchanged page is the same file, and nothing is left beside it.
    expect(fs.statSync(path.join(out(), 'guide', 'first.html')).ino).toBe(inode);
    expect(fs.readdirSync(root).filter((f) => f.startsWith('.dist-new'))).toEqual([]);
    const made = tree(out()).size - copiedFiles() - r.carriedFiles;
    // Its HTML, data chunk and Markdown copy, llms-full.txt (which holds the copy), and the search
    // files whose content changed (meta file and shards). The previous index is updated: its meta
    // file, the page's text shard, the term shard of "zebras".
    const search = r.phases.find((p) => p.name.startsWith('search index'))?.name;
    expect(search).toMatch(/^search index \(updated: [1-3] files written\)$/);
    expect(made).toBeGreaterThanOrEqual(4);
    expect(made).toBeLessThanOrEqual(4 + Number(/(\d) files/.exec(search!)![1]));
    expectSameTree(out(), await cold());
  });

  it('stays identical to a cold build after a title change, an added, a renamed and a deleted page', async () => {
    fs.writeFileSync(
      docs('guide/first.md'),
      fs.readFileSync(docs('guide/first.md'), 'utf8').replace('title: First page', 'title: The first page'),
    );
    await build({ root });
    expectSameTree(out(), await cold());

    fs.writeFileSync(docs('guide/third.md'), '# Third\n\nNew page.\n');
    await build({ root });
    expectSameTree(out(), await cold());

    fs.renameSync(docs('guide/third.md'), docs('guide/fourth.md'));
    await build({ root });
    expectSameTree(out(), await cold());

    fs.rmSync(docs('guide/fourth.md'));
    await build({ root });
    expectSameTree(out(), await cold());

    // A page alone in its folder, then gone: its folder goes with it.
    fs.mkdirSync(docs('guide/deep/er'), { recursive: true });
    fs.writeFileSync(docs('guide/deep/er/alone.md'), '# Alone\n');
    await build({ root });
    expect(fs.existsSync(path.join(out(), 'guide', 'deep', 'er', 'alone.html'))).toBe(true);
    fs.rmSync(docs('guide/deep'), { recursive: true });
    await build({ root });
    expect(fs.existsSync(path.join(out(), 'guide', 'deep'))).toBe(false);
    expectSameTree(out(), await cold());
  });

  it('stays identical when a title the quick reader does not see changes, and changes back (pages carried without rendering)', async () => {
    // A setext heading: the quick title is the folder's name; the real one is only known once parsed,
    // so the pages whose sidebar shows it are rendered again in finish(). Those must not be carried
    // the next time as if they had been rendered against the quick titles.
    const original = fs.readFileSync(docs('guide/README.md'), 'utf8');
    const titled = (title: string) => original.replace(/^# Guide$/m, `${title}\n${'='.repeat(title.length)}`);
    fs.writeFileSync(docs('guide/README.md'), titled('Guide one'));
    await build({ root });
    expectSameTree(out(), await cold());
    expect(fs.readFileSync(path.join(out(), 'guide', 'second.html'), 'utf8')).toContain('>Guide one</a>');
    // Now the real title is the quick one (the file's name): finish() renders nothing again.
    fs.writeFileSync(docs('guide/README.md'), titled('README'));
    await build({ root });
    expectSameTree(out(), await cold());
    fs.writeFileSync(docs('guide/README.md'), titled('Guide two'));
    const r = await build({ root });
    expectSameTree(out(), await cold());
    expect(r.carriedFiles).toBeGreaterThan(0);
    fs.writeFileSync(docs('guide/README.md'), original);
    await build({ root });
    expectSameTree(out(), await cold());
  });

  it("takes unchanged pages from the previous build's snapshot, without reading their page-cache files", async () => {
    const snapshots = fs.readdirSync(path.join(cacheDir, 'builds')).filter((f) => f.endsWith('.pages.json'));
    expect(snapshots).toHaveLength(1);
    const lines = fs
      .readFileSync(path.join(cacheDir, 'builds', snapshots[0]!), 'utf8')
      .trim()
      .split('\n')
      .slice(1);
    const stored = lines.map((line) => JSON.parse(line) as [string, string, { html: string; text: string }]);
    const first = stored.find(([file]) => file === 'guide/first.md')!;
    // The snapshot holds no HTML or text: those stay in the page cache.
    expect(first[2].html).toBe('');
    expect(first[2].text).toBe('');
    // Spoil that page's cache entry: a build that read it would render or index the spoilt page.
    const entry = path.join(cacheDir, first[1].slice(0, 2), `${first[1].slice(2)}.json`);
    const good = fs.readFileSync(entry, 'utf8');
    fs.writeFileSync(entry, good.replace(/"html":"[^"]*/, '"html":"SPOILT').replace(/"text":"[^"]*/, '"text":"SPOILT'));
    try {
      fs.appendFileSync(docs('guide/second.md'), '\nOne more sentence.\n');
      const r = await build({ root });
      expect(r.cachedPages).toBe(tree(path.join(root, 'docs')).size - copiedFiles() - 1);
      expect(fs.readFileSync(path.join(out(), 'guide', 'first.html'), 'utf8')).not.toContain('SPOILT');
      for (const [rel, content] of tree(out()))
        if (rel.startsWith('assets/search/')) expect(content.toString(), rel).not.toContain('SPOILT');
      expectSameTree(out(), await cold());
    } finally {
      fs.writeFileSync(entry, good);
    }
  });

  it('indexes pages from the snapshot by their text when the index is made again, and into an emptied folder', async () => {
    const config = path.join(root, 'site.config.json');
    const original = fs.readFileSync(config, 'utf8');
    try {
      // No previous index to update: the index is made from every page, unchanged ones included.
      fs.writeFileSync(config, JSON.stringify({ ...JSON.parse(original), search: false }));
      await build({ root });
      fs.writeFileSync(config, original);
      const r = await build({ root });
      expect(r.phases.find((p) => p.name.startsWith('search index'))?.name).toBe('search index (made)');
      expectSameTree(out(), await cold());
      // The output folder is gone: every page is rendered (and indexed) from the page cache.
      fs.rmSync(out(), { recursive: true });
      await build({ root });
      expectSameTree(out(), await cold());
    } finally {
      fs.writeFileSync(config, original);
    }
  });

  it('knows unchanged sources by their stat, and still sees every edit', async () => {
    // Sources count as old enough to remember (they were written less than 2 s ago).
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 60_000);
    try {
      await build({ root });
      const memo = () =>
        JSON.parse(fs.readFileSync(digestsFile(cacheDir, root), 'utf8')) as {
          facts: Record<string, [number, number, number, number, string, { quickTitle: string | null }]>;
        };
      const second = docs('guide/second.md');
      expect(memo().facts[second]?.[5]).toBeDefined();
      // An edit (a new title, so the quick titles of the model change too) is seen; the rest is known by stat.
      fs.writeFileSync(second, fs.readFileSync(second, 'utf8').replace(/^# .*$/m, '# Second, renamed'));
      await build({ root });
      expect(memo().facts[second]?.[5].quickTitle).toBe('Second, renamed');
      expectSameTree(out(), await cold());
    } finally {
      clock.mockRestore();
    }
  });

  it('trusts a stat only while it is the same: a touched page is still unchanged, a same-size edit with its mtime put back is seen', async () => {
    // Sources count as old enough to remember (they were written less than 2 s ago).
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    try {
      const page = docs('guide/first.md');
      await build({ root });
      expect((await build({ root })).upToDate).toBe(true);
      // Touched, not changed: read again (its stat changed), found the same, and still up to date.
      const later = new Date(fs.statSync(page).mtimeMs + 5_000);
      fs.utimesSync(page, later, later);
      expect((await build({ root })).upToDate).toBe(true);
      const remembered = () =>
        (
          JSON.parse(fs.readFileSync(digestsFile(cacheDir, root), 'utf8')) as {
            facts: Record<string, [number, number, number, number, string]>;
          }
        ).facts[page];
      expect(remembered()?.[1]).toBe(fs.statSync(page).mtimeMs);
      // The same size, the same mtime (to the millisecond), the same inode: only its ctime tells.
      const before = fs.statSync(page);
      const hash = remembered()?.[4];
      const text = fs.readFileSync(page, 'utf8');
      const edited = text.replace('First', 'Fir5t');
      expect(edited).not.toBe(text);
      expect(Buffer.byteLength(edited)).toBe(before.size);
      fs.writeFileSync(page, edited);
      fs.utimesSync(page, before.atime, before.mtime);
      const after = fs.statSync(page);
      expect([after.size, after.mtimeMs, after.ino]).toEqual([before.size, before.mtimeMs, before.ino]);
      const r = await build({ root });
      expect(r.upToDate).toBeUndefined();
      expect(fs.readFileSync(path.join(out(), 'guide', 'first.html'), 'utf8')).toContain('Fir5t');
      expect(remembered()?.[4]).not.toBe(hash);
      fs.writeFileSync(page, text);
      await build({ root });
      expectSameTree(out(), await cold());
    } finally {
      clock.mockRestore();
    }
  });

  it('stays identical after a component and a config change (every page made again)', async () => {
    const comp = path.join(root, 'components', 'Hello.tsx');
    fs.writeFileSync(
      comp,
      fs
        .readFileSync(comp, 'utf8')
        .replace(/Hello/g, 'Hallo')
        .replace('export default function Hallo', 'export default function Hello'),
    );
    await build({ root });
    expectSameTree(out(), await cold());

    const config = path.join(root, 'site.config.json');
    fs.writeFileSync(config, JSON.stringify({ ...JSON.parse(fs.readFileSync(config, 'utf8')), title: 'Renamed' }));
    const r = await build({ root });
    expect(fs.readFileSync(path.join(out(), 'guide', 'first.html'), 'utf8')).toContain('Renamed');
    // Every page's HTML changed; only data chunks, assets and the search index could be carried.
    const html = [...tree(out()).keys()].filter((f) => f.endsWith('.html')).length;
    expect(r.carriedFiles).toBeLessThanOrEqual(tree(out()).size - copiedFiles() - html);
    expectSameTree(out(), await cold());
  });

  it('leaves the previous output as it was when a build fails, and carries over from it afterwards', async () => {
    const before = tree(out());
    const good = fs.readFileSync(docs('guide/second.md'), 'utf8');
    fs.writeFileSync(docs('guide/second.md'), '---\ntitle: [unclosed\n---\n# x\n');
    await expect(build({ root })).rejects.toBeInstanceOf(BuildFailed);
    const after = tree(out());
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [rel, bytes] of before) expect(after.get(rel)?.equals(bytes), rel).toBe(true);
    fs.writeFileSync(docs('guide/second.md'), good);
    const r = await build({ root });
    expect(r.carriedFiles).toBe(before.size);
  });

  it('edits to an output file by hand are not carried over: the file is made again', async () => {
    const file = path.join(out(), 'guide', 'first.html');
    const original = fs.readFileSync(file);
    fs.writeFileSync(file, 'tampered');
    await build({ root });
    expect(fs.readFileSync(file).equals(original)).toBe(true);
    // A page's data chunk edited, another page's HTML deleted: both pages are made again, whole.
    const chunk = fs.readdirSync(path.join(out(), 'assets', 'pages')).find((f) => f.includes('second'))!;
    fs.writeFileSync(path.join(out(), 'assets', 'pages', chunk), '{}');
    fs.rmSync(path.join(out(), 'guide', 'index.html'));
    await build({ root });
    expectSameTree(out(), await cold());
  });

  it('stays identical when a public file takes the place of a folder of pages, and the other way round', async () => {
    // The new file does not fit the output's tree: the kept files are linked into the staged output instead.
    fs.mkdirSync(docs('zone'));
    fs.writeFileSync(docs('zone/page.md'), '# Zone page\n\nText.\n');
    await build({ root });
    expect(fs.statSync(path.join(out(), 'zone')).isDirectory()).toBe(true);
    fs.rmSync(docs('zone'), { recursive: true });
    fs.writeFileSync(path.join(root, 'docs', 'public', 'zone'), 'a public file named like the folder');
    await build({ root });
    expect(fs.statSync(path.join(out(), 'zone')).isFile()).toBe(true);
    expectSameTree(out(), await cold());
    fs.rmSync(path.join(root, 'docs', 'public', 'zone'));
    fs.mkdirSync(docs('zone'));
    fs.writeFileSync(docs('zone/page.md'), '# Zone page\n\nText.\n');
    await build({ root });
    expectSameTree(out(), await cold());
  });

  /** Files copied on every build (public folder, page assets), never carried over. */
  function copiedFiles(): number {
    return tree(path.join(root, 'docs', 'public')).size + 0;
  }
});

describe('an output folder that is a link', () => {
  it('stays a link: full and incremental builds replace what it links to', async () => {
    const root = copyFixture('basic');
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-linked-out-'));
    const link = path.join(root, 'dist');
    fs.symlinkSync(target, link);
    const saved = { ...process.env };
    process.env.BOOKDOCS_CACHE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-link-cache-'));
    delete process.env.BOOKDOCS_CACHE;
    try {
      await build({ root });
      expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
      expect(fs.existsSync(path.join(target, 'guide', 'second.html'))).toBe(true);
      fs.appendFileSync(path.join(root, 'docs', 'guide', 'second.md'), '\nA sentence about otters.\n');
      await build({ root });
      expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
      expect(fs.readFileSync(path.join(target, 'guide', 'second.html'), 'utf8')).toContain('otters');
      const cold = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-cold-'));
      await build({ root, cache: false, outDir: cold });
      expectSameTree(target, cold);
    } finally {
      process.env = saved;
    }
  });
});

describe('an output folder that is a mount point (a container volume)', () => {
  // Needs permission to mount a tmpfs (root on Linux); skipped elsewhere. Mounted and unmounted in the
  // test itself, so that a run that filters it out leaves no mount behind.
  const mount = (dir: string) => {
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', dir], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };

  it('is built into where it is (it cannot be renamed), and matches a cold build after edits', async (ctx) => {
    const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-mounted-'));
    if (!mount(mountPoint)) ctx.skip();
    const root = copyFixture('basic');
    const saved = { ...process.env };
    process.env.BOOKDOCS_CACHE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-mount-cache-'));
    delete process.env.BOOKDOCS_CACHE;
    const cold = async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-cold-'));
      await build({ root, cache: false, outDir: dir });
      return dir;
    };
    try {
      fs.writeFileSync(path.join(mountPoint, 'stale.html'), 'from before');
      // A volume holding someone else's files is replaced only when asked to (see out-dir.test.ts).
      await build({ root, outDir: mountPoint, force: true });
      expectSameTree(mountPoint, await cold());
      fs.appendFileSync(path.join(root, 'docs', 'guide', 'second.md'), '\nA sentence about otters.\n');
      fs.mkdirSync(path.join(root, 'docs', 'zone'));
      fs.writeFileSync(path.join(root, 'docs', 'zone', 'page.md'), '# Zone\n\nText.\n');
      await build({ root, outDir: mountPoint });
      expectSameTree(mountPoint, await cold());
      // A public file where a folder of pages was: the folder goes, the file comes.
      fs.rmSync(path.join(root, 'docs', 'zone'), { recursive: true });
      fs.writeFileSync(path.join(root, 'docs', 'public', 'zone'), 'a file');
      await build({ root, outDir: mountPoint });
      expectSameTree(mountPoint, await cold());
      expect(fs.statSync(mountPoint).dev).not.toBe(fs.statSync(os.tmpdir()).dev);
    } finally {
      process.env = saved;
      execFileSync('umount', [mountPoint]);
    }
  });
});

describe('the start-up of an incremental build', () => {
  it('runs the CLI from its bundle, workers included, and no module of lib/ outside it', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-bundle-'));
    // Enough pages for the page workers (MIN_JOBS_FOR_WORKERS).
    for (let i = 0; i < 60; i++) {
      const frontmatter = `---\ntitle: Title ${i} from the frontmatter\ntags: [a, b]\n---\n`;
      fs.writeFileSync(
        path.join(root, `page-${i}.md`),
        `${frontmatter}# Page ${i}\n\nText of page ${i}, [next](./page-${(i + 1) % 60}.md).\n\n\`\`\`js\nconst n = ${i};\n\`\`\`\n`,
      );
    }
    const run = cliModules(['build', root, '--no-cache', '--quiet'], {
      ...process.env,
      BOOKDOCS_WORKERS: '2',
      NO_COLOR: '1',
    });
    expect(run.status, run.stderr).toBe(0);
    const lib = pathToFileURL(path.resolve('lib')).href;
    const ours = run.modules.filter((url) => url.startsWith(`${lib}/`));
    expect(ours.some((url) => url.endsWith('/lib/bundle/cli.js'))).toBe(true);
    expect(ours.some((url) => url.endsWith('/lib/bundle/page-worker.js'))).toBe(true);
    expect(ours.filter((url) => !url.includes('/lib/bundle/'))).toEqual([]);
    expect(fs.readFileSync(path.join(root, 'dist', 'page-7.html'), 'utf8')).toContain('Text of page 7');
    // YAML frontmatter is read as data: no JavaScript parser (esprima, which js-yaml 3 loads for `!!js/function`) is loaded.
    expect(fs.readFileSync(path.join(root, 'dist', 'page-7.html'), 'utf8')).toContain(
      '<title>Title 7 from the frontmatter',
    );
    expect(run.required).toContain('worker_threads');
    expect(run.required.filter((id) => id.includes('esprima'))).toEqual([]);
  });

  it('caches every page with its search fields when one parse worker leaves code and search terms to the main thread', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-deferred-'));
    for (let i = 0; i < 50; i++)
      fs.writeFileSync(
        path.join(root, `page-${i}.md`),
        `# Page ${i}\n\nWords of page ${i}.\n\n## Part\n\n\`\`\`js\nconst n = ${i};\n\`\`\`\n`,
      );
    const { BOOKDOCS_CACHE: _off, ...rest } = process.env;
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-deferred-cache-'));
    const run = cliModules(['build', root, '--quiet'], {
      ...rest,
      BOOKDOCS_CACHE_DIR: cache,
      BOOKDOCS_WORKERS: '1',
      NO_COLOR: '1',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.modules.some((url) => url.endsWith('/lib/bundle/page-worker.js'))).toBe(true);
    // The build's snapshot lists only pages with their search fields (page-snapshot.ts): all 50 of them.
    const [snapshot] = fs.readdirSync(path.join(cache, 'builds')).filter((f) => f.endsWith('.pages.json'));
    const lines = fs
      .readFileSync(path.join(cache, 'builds', snapshot!), 'utf8')
      .trim()
      .split('\n')
      .slice(1);
    expect(lines).toHaveLength(50);
    for (const line of lines)
      expect((JSON.parse(line) as [string, string, { search?: { sections: number } }])[2].search?.sections).toBe(2);
    expect(fs.readFileSync(path.join(root, 'dist', 'page-7.html'), 'utf8')).toContain('<pre class="shiki');
  });

  it('loads no validator when the config and the edited page have nothing for it to check', () => {
    const root = copyFixture('basic');
    // With its caches, as authors and CI run it (the test run turns them off: BOOKDOCS_CACHE=0).
    const { BOOKDOCS_CACHE: _off, ...rest } = process.env;
    const env = {
      ...rest,
      BOOKDOCS_CACHE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bd-startup-cache-')),
      NO_COLOR: '1',
    };
    const first = cliModules(['build', root, '--quiet'], env);
    expect(first.status, first.stderr).toBe(0);
    // The first build checks the config with zod.
    expect(first.loadedZod).toBe(true);
    fs.appendFileSync(path.join(root, 'docs', 'guide', 'first.md'), '\nOne more paragraph.\n');
    const edit = cliModules(['build', root, '--quiet'], env);
    expect(edit.status, edit.stderr).toBe(0);
    expect(edit.loadedZod).toBe(false);
    expect(fs.readFileSync(path.join(root, 'dist', 'guide', 'first.html'), 'utf8')).toContain('One more paragraph.');
    // The edited page's code blocks come from its previous version's cache entry: no Shiki.
    expect(fs.readFileSync(path.join(root, 'docs', 'guide', 'first.md'), 'utf8')).toContain('```');
    expect(first.modules.some((url) => url.includes('/node_modules/shiki/'))).toBe(true);
    expect(edit.modules.filter((url) => url.includes('/node_modules/shiki/'))).toEqual([]);
    expect(fs.readFileSync(path.join(root, 'dist', 'guide', 'first.html'), 'utf8')).toContain('<pre class="shiki');
    // A page with a value to check gets it checked (and zod loaded) in the same kind of build.
    fs.writeFileSync(
      path.join(root, 'docs', 'guide', 'first.md'),
      fs.readFileSync(path.join(root, 'docs', 'guide', 'first.md'), 'utf8').replace(/^/, '---\noutline: deeep\n---\n'),
    );
    const invalid = cliModules(['build', root], env);
    expect(invalid.status, invalid.stderr).toBe(0);
    expect(invalid.loadedZod).toBe(true);
  });

  it('answers a build whose inputs and output are as the same command left them by their stat, loading that check alone, and still sees every change', async () => {
    const root = copyFixture('basic');
    const { BOOKDOCS_CACHE: _off, ...rest } = process.env;
    const env = {
      ...rest,
      BOOKDOCS_CACHE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bd-quick-cache-')),
      NO_COLOR: '1',
    };
    const lib = pathToFileURL(path.resolve('lib')).href;
    const built = () => {
      const run = cliModules(['build', root], env);
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toContain('✓ built');
    };
    /** An unchanged build leaves its stamp, and the next one is answered from it. */
    const stamped = async () => {
      // A stamp vouches only for files written more than two seconds ago.
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const full = cliModules(['build', root], env);
      expect(full.stdout).toContain('✓ unchanged');
      expect(full.modules).toContain(`${lib}/bundle/cli.js`);
      const quick = cliModules(['build', root], env);
      expect(quick.status, quick.stderr).toBe(0);
      expect(quick.stdout).toMatch(/✓ unchanged, \d+ pages: \S+ is up to date/);
      expect(quick.modules).toContain(`${lib}/bundle/quick-build.js`);
      expect(quick.modules).not.toContain(`${lib}/bundle/cli.js`);
      // bin/bookdocs.js, the check and the few small chunks it shares with the CLI.
      expect(quick.modules.filter((url) => url.startsWith('file:')).length).toBeLessThan(12);
    };
    const html = (rel: string) => fs.readFileSync(path.join(root, 'dist', rel), 'utf8');
    expect(cliModules(['build', root, '--quiet'], env).status).toBe(0);

    await stamped();
    fs.appendFileSync(path.join(root, 'docs', 'guide', 'first.md'), '\nOne more paragraph.\n');
    built();
    expect(html('guide/first.html')).toContain('One more paragraph.');

    await stamped();
    // A new file in a folder: built again (a new page would do too, but an orphan page is a warning,
    // and a build with problems to report leaves no stamp).
    fs.writeFileSync(path.join(root, 'docs', 'guide', 'notes.txt'), 'A new file.');
    built();

    await stamped();
    const page = html('index.html');
    fs.writeFileSync(path.join(root, 'dist', 'index.html'), 'by hand');
    built();
    expect(html('index.html')).toBe(page);
  });

  it('loads no package but the command line parser and colours when nothing changed', () => {
    const root = copyFixture('basic');
    const { BOOKDOCS_CACHE: _off, ...rest } = process.env;
    const env = {
      ...rest,
      BOOKDOCS_CACHE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bd-unchanged-cache-')),
      NO_COLOR: '1',
    };
    expect(cliModules(['build', root, '--quiet'], env).status).toBe(0);
    const run = cliModules(['build', root], env);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('✓ unchanged');
    const lib = pathToFileURL(path.resolve('lib')).href;
    expect(run.modules.filter((url) => url.startsWith('file:') && !url.startsWith(`${lib}/bundle/`))).toEqual([
      pathToFileURL(path.resolve('bin/bookdocs.js')).href,
    ]);
    // The packages bundled into the chunks it loaded (esbuild names each bundled file in a comment).
    const packages = new Set<string>();
    for (const url of run.modules.filter((u) => u.startsWith(`${lib}/bundle/`)))
      for (const m of fs.readFileSync(new URL(url), 'utf8').matchAll(/^\/\/ \S*node_modules\/((?:@[^/]+\/)?[^/]+)\//gm))
        packages.add(m[1]!);
    expect([...packages].sort()).toEqual(['commander', 'picocolors']);
    expect(run.required.filter((id) => !isBuiltin(id))).toEqual([]);
  });
});
