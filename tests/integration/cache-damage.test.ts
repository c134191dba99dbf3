// A damaged cache entry is made again, never trusted: the server-render module and the page cache.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyFixture, REPO } from '../helpers/fixtures.js';
import { expectSameTree } from '../helpers/tree.js';

/** Every file under `dir` (absolute paths). */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true })
    .map((f) => path.join(dir, String(f)))
    .filter((f) => fs.statSync(f).isFile());
}

describe('damaged cache', () => {
  const saved = { cache: process.env.BOOKDOCS_CACHE, dir: process.env.BOOKDOCS_CACHE_DIR };
  let cacheDir: string;
  beforeEach(() => {
    cacheDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'bd-damaged-cache-'));
    process.env.BOOKDOCS_CACHE_DIR = cacheDir;
    delete process.env.BOOKDOCS_CACHE;
  });
  afterEach(() => {
    for (const [key, value] of [
      ['BOOKDOCS_CACHE', saved.cache],
      ['BOOKDOCS_CACHE_DIR', saved.dir],
    ] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  /** `bookdocs build` in a process of its own, as each build is run (a module imported once stays imported). */
  const cliBuild = (root: string, ...args: string[]) => {
    const run = spawnSync(process.execPath, [path.join(REPO, 'bin/bookdocs.js'), 'build', '-q', ...args], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  };

  const cold = (root: string) => {
    const out = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'bd-cold-'));
    cliBuild(root, '--no-cache', '--out-dir', out);
    return out;
  };

  it('bundles the server-render module again when the cached one is damaged, for this build and the next', async () => {
    const root = copyFixture('basic');
    cliBuild(root);
    const modules = filesUnder(path.join(cacheDir, 'ssr')).filter((f) => f.endsWith('.mjs'));
    expect(modules.length).toBeGreaterThan(0);
    for (const m of modules) fs.writeFileSync(m, 'export default ; // damaged');
    fs.appendFileSync(path.join(root, 'docs/guide/first.md'), '\nA new sentence.\n');
    cliBuild(root);
    expectSameTree(path.join(root, 'dist'), cold(root));
    fs.appendFileSync(path.join(root, 'docs/guide/first.md'), '\nAnother one.\n');
    cliBuild(root);
    expectSameTree(path.join(root, 'dist'), cold(root));
  });

  it("parses a page again when its cache entry or the previous build's page snapshot is damaged", async () => {
    const root = copyFixture('basic');
    cliBuild(root);
    const entries = filesUnder(cacheDir).filter((f) => /\/[0-9a-f]{2}\/[^/]+\.json$|\.pages\.json$/.test(f));
    expect(entries.length).toBeGreaterThan(0);
    const damage = ['null', '{}', '{"file":"guide/first.md"}', '[1,2', ''];
    entries.forEach((e, i) => fs.writeFileSync(e, damage[i % damage.length]!));
    fs.appendFileSync(path.join(root, 'docs/guide/second.md'), '\nA change.\n');
    cliBuild(root);
    expectSameTree(path.join(root, 'dist'), cold(root));
  });
});
