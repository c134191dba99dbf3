// An output folder a build may not replace is refused before anything is written: the sources, their
// parents, a repository, a file, someone else's folder (unless --force), a merge's own shards.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, type BuildOptions } from '../../src/render/build/build.js';
import { buildFailure } from '../helpers/build-failure.js';
import { REPO, writeTree } from '../helpers/fixtures.js';

const SITE = {
  'site.config.json': JSON.stringify({ title: 'Guarded', srcDir: 'docs' }),
  'docs/index.md': '# Home\n\n[Guide](./guide.md)\n',
  'docs/guide.md': '# Guide\n\nText.\n',
  'docs/public/logo.txt': 'logo',
  '.git/HEAD': 'ref: refs/heads/main\n',
  'notes.txt': 'my notes',
};

/** Every file under `dir` with its bytes, to prove a refused build changed nothing. */
function snapshot(dir: string, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, e.name);
    if (e.isSymbolicLink()) out.set(prefix + e.name, `-> ${fs.readlinkSync(abs)}`);
    else if (e.isDirectory()) snapshot(abs, `${prefix}${e.name}/`, out);
    else out.set(prefix + e.name, fs.readFileSync(abs, 'base64'));
  }
  return out;
}

async function refused(root: string, outDir: string | undefined, extra: Partial<BuildOptions> = {}) {
  const before = snapshot(root);
  const failure = await buildFailure(build({ root, ...(outDir !== undefined && { outDir }), cache: false, ...extra }));
  expect(failure.diagnostics.map((d) => d.rule)).toEqual(['unsafe-out-dir']);
  expect(snapshot(root)).toEqual(before);
  return failure.diagnostics[0]!;
}

describe('output folder guard', () => {
  it('refuses the site folder, the docs folder, the public folder and any parent of them, naming what would be lost', async () => {
    const root = writeTree(SITE);
    expect((await refused(root, root)).message).toMatch(/is the site's folder/);
    expect((await refused(root, path.join(root, 'docs'))).message).toMatch(/is the docs folder/);
    expect((await refused(root, path.join(root, 'docs/public'))).message).toMatch(/is the public folder/);
    // A parent: one made for this test (were the guard broken, the build would replace only it).
    const wrapper = writeTree(Object.fromEntries(Object.entries(SITE).map(([rel, text]) => [`site/${rel}`, text])));
    expect((await refused(path.join(wrapper, 'site'), wrapper)).message).toMatch(/holds the site's folder/);
    const d = await refused(root, path.join(root, 'docs/public/out'));
    expect(d.message).toMatch(/inside the public folder/);
    expect(d.hint).toMatch(/--out-dir/);
  });

  it('refuses .git, a folder inside it, a repository and a file', async () => {
    const root = writeTree(SITE);
    expect((await refused(root, path.join(root, '.git'))).message).toMatch(/\.git/);
    expect((await refused(root, path.join(root, '.git', 'site'))).message).toMatch(/inside a \.git folder/);
    const repo = writeTree({ '.git/HEAD': 'x', 'src/main.c': 'int main;' });
    expect((await refused(root, repo)).message).toMatch(/is a git repository/);
    expect(fs.readFileSync(path.join(repo, 'src/main.c'), 'utf8')).toBe('int main;');
    expect((await refused(root, path.join(root, 'notes.txt'))).message).toMatch(/is a file/);
  });

  it('follows an output folder that is a link to one of those', async () => {
    const root = writeTree(SITE);
    fs.symlinkSync(path.join(root, 'docs'), path.join(root, 'dist'));
    expect((await refused(root, undefined)).message).toMatch(/is the docs folder/);
    fs.unlinkSync(path.join(root, 'dist'));
    fs.symlinkSync('.', path.join(root, 'dist'));
    expect((await refused(root, undefined)).message).toMatch(/is the site's folder/);
  });

  it('names the config line when "outDir" in the config is the culprit', async () => {
    const root = writeTree({
      ...SITE,
      'site.config.json': JSON.stringify({ title: 'Guarded', srcDir: 'docs', outDir: 'docs' }, null, 2),
    });
    const d = await refused(root, undefined);
    expect(d).toMatchObject({ file: expect.stringMatching(/site\.config\.json$/), line: 4 });
    expect(d.hint).toMatch(/"outDir" in the config/);
  });

  it('refuses a non-empty folder bookdocs did not write, unless forced; accepts a new, an empty and its own folder', async () => {
    const root = writeTree(SITE);
    const theirs = writeTree({ 'index.php': '<?php', 'a/b.txt': 'b', 'c.txt': 'c', 'd.txt': 'd' });
    const d = await refused(root, theirs);
    expect(d.message).toContain('(a, c.txt, d.txt, and 1 more)');
    expect(d.hint).toMatch(/--force/);
    expect(fs.existsSync(path.join(theirs, 'index.php'))).toBe(true);

    await build({ root, outDir: theirs, cache: false, force: true });
    expect(fs.existsSync(path.join(theirs, 'index.php'))).toBe(false);
    expect(fs.existsSync(path.join(theirs, 'guide.html'))).toBe(true);
    // Written by bookdocs now: the next build replaces it without --force.
    await build({ root, outDir: theirs, cache: false });
    const empty = path.join(root, 'empty');
    fs.mkdirSync(empty);
    await build({ root, outDir: empty, cache: false });
    await build({ root, outDir: path.join(root, 'new', 'deeper'), cache: false });
    expect(fs.existsSync(path.join(root, 'new/deeper/index.html'))).toBe(true);
  });

  it('merge refuses an output folder that is one of its shards', async () => {
    const root = writeTree(SITE);
    const shards = [1, 2].map((k) => path.join(root, `shard-${k}`));
    for (const [i, outDir] of shards.entries())
      await build({ root, outDir, cache: false, shard: { index: i + 1, count: 2 } });
    const before = snapshot(shards[0]!);
    const failure = await buildFailure(build({ root, outDir: shards[0]!, cache: false, merge: shards }));
    expect(failure.diagnostics.map((d) => d.rule)).toEqual(['unsafe-out-dir']);
    expect(failure.diagnostics[0]!.message).toMatch(/is a shard to merge/);
    expect(snapshot(shards[0]!)).toEqual(before);
    // force does not make a shard or a source folder fair game.
    await buildFailure(build({ root, outDir: root, cache: false, force: true }));
    expect(fs.readFileSync(path.join(root, 'notes.txt'), 'utf8')).toBe('my notes');
  });

  it('the CLI exits 1 and keeps the sources and .git of `build --out-dir .`', () => {
    const root = writeTree(SITE);
    const before = snapshot(root);
    const run = spawnSync(process.execPath, [path.join(REPO, 'bin/bookdocs.js'), 'build', '--out-dir', '.'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/output folder \. is the site's folder/);
    expect(run.stdout).not.toMatch(/built/);
    expect(snapshot(root)).toEqual(before);
  });
});
