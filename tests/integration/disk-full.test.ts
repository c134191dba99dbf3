// A full disk under the output folder is reported as a full disk, not as an unreadable file or a
// broken component, and leaves the previous output as it was. The disk is a small tmpfs mounted in a
// mount namespace of the build's own (unshare), so nothing outside the test is touched.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO, writeTree } from '../helpers/fixtures.js';

const CLI = path.join(REPO, 'bin/bookdocs.js');

/** Run `bookdocs build` with its output on a tmpfs of `size` mounted at `mnt`; null when this machine cannot. */
function buildOnSmallDisk(root: string, mnt: string, size: string): { status: number | null; stderr: string } | null {
  const script = `mount -t tmpfs -o size=${size} tmpfs "$1" && exec "$2" "$3" build --no-cache --out-dir "$1/dist"`;
  const run = spawnSync('unshare', ['-m', 'sh', '-c', script, 'sh', mnt, process.execPath, CLI], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  if (run.error || /unshare|mount:/.test(run.stderr)) return null;
  return { status: run.status, stderr: run.stderr };
}

const probe = (() => {
  const mnt = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'bd-probe-mnt-'));
  return spawnSync('unshare', ['-m', 'sh', '-c', `mount -t tmpfs -o size=64k tmpfs "${mnt}"`]).status === 0;
})();

describe('disk errors', () => {
  it.skipIf(!probe)('names a full disk for what it is, whichever step ran out of space', () => {
    const files: Record<string, string> = { 'index.md': '# Home\n' };
    for (let i = 0; i < 40; i++) files[`p${i}.md`] = `# Page ${i}\n\n${'Words, words and more words. '.repeat(120)}\n`;
    const root = writeTree(files);
    const mnt = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'bd-mnt-'));
    // Too small for the bundles (esbuild's write fails), then for the pages (a write of ours fails).
    for (const size of ['300k', '1500k']) {
      const run = buildOnSmallDisk(root, mnt, size)!;
      expect(run.status, size).toBe(1);
      expect(run.stderr, size).toMatch(/disk-full/);
      expect(run.stderr, size).toMatch(/no space left|full/i);
      expect(run.stderr, size).not.toMatch(/unreadable-file|bundle-error|internal-error|\n\s+at /);
    }
  });
});
