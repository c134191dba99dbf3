// The staged output folder: readable by a web server (umask, not 0700), cleaned up after a killed
// build, and a folder that cannot be written is a diagnostic, not a stack trace.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { REPO, writeTree } from '../helpers/fixtures.js';
import { expectSameTree } from '../helpers/tree.js';
import { withCacheDir } from '../helpers/cache-env.js';

const CLI = path.join(REPO, 'bin/bookdocs.js');
const SITE = {
  'docs/index.md': '# Home\n',
  'docs/guide.md': '# Guide\n',
  'site.config.json': JSON.stringify({ title: 'Staged', srcDir: 'docs' }),
};

/** Entries beside the output that builds stage in or move old output to. */
const leftovers = (root: string) => fs.readdirSync(root).filter((n) => /^\.dist-(new|old)-/.test(n));

async function until(test: () => boolean, what: string, ms = 30_000): Promise<void> {
  for (const end = Date.now() + ms; !test();) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** chattr +i makes a folder read-only even for root (the tests may run as root); not on every file system. */
function immutable(dir: string, on: boolean): boolean {
  return spawnSync('chattr', [on ? '+i' : '-i', dir]).status === 0;
}

describe('staged output', () => {
  it('gives the output folder the mode the umask gives new folders, not 0700', async () => {
    const root = writeTree(SITE);
    await build({ root, cache: false });
    const mask = process.umask();
    expect(fs.statSync(path.join(root, 'dist')).mode & 0o777).toBe(0o777 & ~mask);
    expect(fs.statSync(path.join(root, 'dist', 'assets')).mode & 0o777).toBe(0o777 & ~mask);
  });

  it('deletes the staging folders of a build killed with SIGKILL at the next build', async () => {
    // Enough pages that the build is still writing when it is killed.
    const files: Record<string, string> = { ...SITE };
    for (let i = 0; i < 300; i++)
      files[`docs/p${i}.md`] =
        `# Page ${i}\n\n${'Some words here. '.repeat(200)}\n\n\`\`\`js\nconst x = ${i};\n\`\`\`\n`;
    const root = writeTree(files);
    const child = spawn(process.execPath, [CLI, 'build', '--no-cache', '-q'], { cwd: root, stdio: 'ignore' });
    await until(() => leftovers(root).length > 0 || child.exitCode !== null, 'the staging folder');
    expect(child.exitCode).toBe(null);
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const stale = leftovers(root);
    expect(stale.length).toBeGreaterThan(0);
    await build({ root, cache: false });
    // Deleted in the background: wait for it.
    await until(() => leftovers(root).length === 0, 'the stale folders to go');
    // And the output is what a cold build makes.
    const cold = fs.mkdtempSync(path.join(root, '..', 'bd-cold-'));
    await build({ root, cache: false, outDir: cold });
    expectSameTree(path.join(root, 'dist'), cold);
  });

  it('makes whole again an output a kill left half committed (some files new, some old)', async () => {
    const root = writeTree({ ...SITE, 'docs/a.md': '# A\n\nOld text.\n', 'docs/b.md': '# B\n\nOld text.\n' });
    await withCacheDir(fs.mkdtempSync(path.join(root, '..', 'bd-cache-')), async () => {
      await build({ root });
      for (const page of ['a', 'b'])
        fs.writeFileSync(path.join(root, `docs/${page}.md`), `# ${page.toUpperCase()}\n\nNew text.\n`);
      const cold = fs.mkdtempSync(path.join(root, '..', 'bd-cold-'));
      await build({ root, cache: false, outDir: cold });
      // As a kill during the renames leaves it: a.md's new files in place, b.md's still the old ones.
      for (const rel of ['a.html', 'assets/pages/a.json'])
        fs.copyFileSync(path.join(cold, rel), path.join(root, 'dist', rel));
      await build({ root });
      expectSameTree(path.join(root, 'dist'), cold);
    });
  });

  it('leaves the staging folder of a build that is still running', async () => {
    const root = writeTree(SITE);
    const live = path.join(root, `.dist-new-${process.ppid}-abcd`);
    fs.mkdirSync(live);
    await build({ root, cache: false });
    await new Promise((r) => setTimeout(r, 300));
    expect(fs.existsSync(live)).toBe(true);
  });

  const probe = writeTree({ 'x.txt': 'x' });
  const canLock = immutable(probe, true) && immutable(probe, false);
  it.skipIf(!canLock)(
    'reports an output folder whose parent cannot be written as a diagnostic naming the folder, not a stack trace',
    () => {
      const root = writeTree(SITE);
      const parent = path.join(root, 'locked');
      fs.mkdirSync(parent);
      immutable(parent, true);
      try {
        const run = spawnSync(process.execPath, [CLI, 'build', '--out-dir', 'locked/dist'], {
          cwd: root,
          encoding: 'utf8',
          env: { ...process.env, NO_COLOR: '1' },
        });
        expect(run.status).toBe(1);
        expect(run.stderr).toMatch(/locked\/dist/);
        expect(run.stderr).not.toMatch(/\n\s+at /);
        expect(run.stderr).toMatch(/build failed/);
      } finally {
        immutable(parent, false);
      }
    },
  );
});
