// Builds spread over machines: `build --shard k/n` on each, then `merge`, gives the output a single
// build gives, byte for byte (search index included); shards of different sources are refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { parseShard, SHARD_MANIFEST, shardInputs } from '../../src/render/output/shards.js';
import { routeToDataFile } from '../../src/shared/routes.js';
import type { PageInput } from '../../src/render/page/page-types.js';
import { copyFixture } from '../helpers/fixtures.js';
import { buildFailure } from '../helpers/build-failure.js';
import { expectSameTree } from '../helpers/tree.js';

const saved = { ...process.env };
beforeAll(() => {
  // Every shard and the merge on a "fresh machine": no page cache.
  process.env.BOOKDOCS_CACHE = '0';
});
afterAll(() => {
  process.env = saved;
});

describe('shardInputs', () => {
  const inputs = (sizes: number[]): PageInput[] =>
    sizes.map((n, i) => ({ abs: `/d/${i}.md`, file: `${i}.md`, label: `${i}.md`, source: 'x'.repeat(n) }));
  it('should cut the pages into runs of about the same amount of Markdown, each page in exactly one', () => {
    const all = inputs([1000, 1000, 1000, 1000, 4000, 100, 100, 100]);
    const parts = [1, 2, 3, 4].map((index) => shardInputs(all, { index, count: 4 }).map((i) => i.file));
    expect(parts.flat().sort()).toEqual(all.map((i) => i.file).sort());
    expect(parts).toEqual([['0.md', '1.md'], ['2.md', '3.md'], ['4.md'], ['5.md', '6.md', '7.md']]);
  });
  it('should parse k/n', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    for (const bad of ['0/4', '5/4', '2', 'a/b', '2/0']) expect(parseShard(bad)).toBeUndefined();
  });
});

describe('build --shard k/n, then merge', () => {
  let root: string;
  const shardDirs: string[] = [];
  beforeAll(async () => {
    root = copyFixture('basic');
    // A title the quick-title reader does not see (a setext heading): the merge must render the pages
    // whose sidebar shows it again, as a single build does.
    const guide = path.join(root, 'docs', 'guide', 'README.md');
    fs.writeFileSync(guide, fs.readFileSync(guide, 'utf8').replace(/^# Guide$/m, 'Guide home\n=========='));
    for (let k = 1; k <= 4; k++) {
      const out = fs.mkdtempSync(path.join(os.tmpdir(), `bd-shard-${k}-`));
      const r = await build({ root, outDir: out, shard: { index: k, count: 4 } });
      expect(r.pages).toBeGreaterThan(0);
      shardDirs.push(out);
    }
  });

  it('gives the output of a single build, byte for byte', async () => {
    const single = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-single-'));
    await build({ root, outDir: single });
    const merged = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-merged-'));
    const r = await build({ root, outDir: merged, merge: shardDirs });
    expect(r.carriedFiles).toBeGreaterThan(0);
    expectSameTree(merged, single);
    expect(fs.readFileSync(path.join(merged, 'guide', 'second.html'), 'utf8')).toContain(
      '<a class="bd-sidebar-link" href="/guide/">Guide home</a>',
    );
  });

  it('leaves the HTML out of the manifests, and renders a page it cannot carry from the HTML in its shard', async () => {
    const manifest = (dir: string) => path.join(dir, SHARD_MANIFEST);
    const pages = shardDirs.flatMap(
      (dir) => (JSON.parse(fs.readFileSync(manifest(dir), 'utf8')) as { pages: Record<string, unknown>[] }).pages,
    );
    expect(pages.length).toBeGreaterThanOrEqual(shardDirs.length);
    for (const page of pages) expect(page).not.toHaveProperty('html');
    // Shards that rendered against something else than the merge (here: a render key it does not
    // share): their pages are rendered again, from the HTML in their data files.
    const copies = shardDirs.map((dir) => {
      const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-shard-copy-'));
      fs.cpSync(dir, copy, { recursive: true });
      return copy;
    });
    const m = JSON.parse(fs.readFileSync(manifest(copies[1]!), 'utf8')) as { renderKey?: string };
    fs.writeFileSync(manifest(copies[1]!), JSON.stringify({ ...m, renderKey: 'another model or target' }));
    const single = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-single-'));
    await build({ root, outDir: single });
    const merged = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-merged-'));
    await build({ root, outDir: merged, merge: copies });
    expectSameTree(merged, single);
    // ... and when that HTML is gone, the merge says which page and what to do.
    const { pages: second } = JSON.parse(fs.readFileSync(manifest(copies[1]!), 'utf8')) as {
      pages: { file: string; route: string }[];
    };
    const gone = second[0]!;
    fs.rmSync(path.join(copies[1]!, routeToDataFile(gone.route)));
    const failed = await buildFailure(
      build({ root, outDir: fs.mkdtempSync(path.join(os.tmpdir(), 'bd-merged-')), merge: copies }),
    );
    const problem = failed.diagnostics.find((d) => d.rule === 'render-error');
    expect(problem?.file).toContain(gone.file);
    expect(problem?.message).toMatch(/went away during the build/);
  });

  it('refuses a missing shard, a shard given twice, and shards of other sources', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-merged-'));
    const missing = await buildFailure(build({ root, outDir: out, merge: shardDirs.slice(0, 3) }));
    expect(missing.diagnostics.map((d) => d.message)).toEqual(['shard 4 of 4 missing']);
    const twice = await buildFailure(build({ root, outDir: out, merge: [...shardDirs, shardDirs[0]!] }));
    expect(twice.diagnostics[0]!.message).toMatch(/^shard 1 is given twice/);
    const page = path.join(root, 'docs', 'index.md');
    fs.appendFileSync(page, '\nEdited after the shards were built.\n');
    const edited = await buildFailure(build({ root, outDir: out, merge: shardDirs }));
    expect(edited.diagnostics.map((d) => d.rule)).toEqual(['shard-mismatch']);
    expect(edited.diagnostics[0]!.message).toMatch(/^shard \d was built from another version of .*index\.md$/);
    const notShard = await buildFailure(build({ root, outDir: out, merge: [root] }));
    expect(notShard.diagnostics[0]!.message).toContain('is not the output of a shard build');
  });
});
