// The stamp of an unchanged build: it holds while every file, folder and output file is as stat saw
// it, and stops holding at any edit, addition or removal a build would see.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commandOf, quickStampHolds, type QuickInputs } from '../../../../src/render/incremental/quick-stamp.js';
import { listedFolders, makeQuickStamp, saveQuickStamp } from '../../../../src/render/incremental/quick-stamp-write.js';

/** A time in whole seconds, which utimes sets exactly. */
const PAST = Math.floor(Date.now() / 1000) - 3600;

/** A site (two pages, a folder), its output (two files, a folder) and the inputs a build names for them. */
function site(): { root: string; cache: string; inputs: QuickInputs } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-quick-'));
  const src = path.join(root, 'docs');
  const out = path.join(root, 'out');
  fs.mkdirSync(path.join(src, 'guide'), { recursive: true });
  fs.mkdirSync(path.join(out, 'guide'), { recursive: true });
  fs.writeFileSync(path.join(src, 'index.md'), '# Home\n');
  fs.writeFileSync(path.join(src, 'guide', 'a.md'), '# A\n');
  fs.utimesSync(path.join(src, 'guide', 'a.md'), PAST, PAST);
  fs.writeFileSync(path.join(out, 'index.html'), '<h1>Home</h1>');
  fs.writeFileSync(path.join(out, 'guide', 'a.html'), '<h1>A</h1>');
  const written = (rel: string) => {
    const stat = fs.statSync(path.join(out, rel));
    return { size: stat.size, mtimeMs: stat.mtimeMs };
  };
  return {
    root,
    cache: fs.mkdtempSync(path.join(os.tmpdir(), 'bd-quick-cache-')),
    inputs: {
      files: [path.join(src, 'index.md'), path.join(src, 'guide', 'a.md'), path.join(root, 'absent.json')],
      folders: [root, ...listedFolders(src, new Set())!],
      outDir: out,
      output: { 'index.html': written('index.html'), 'guide/a.html': written('guide/a.html') },
      pages: 2,
    },
  };
}

const command = commandOf(['build', 'docs']);

/** Stamp the site as if its files were a minute old (a stamp never vouches for files just written). */
function stamped(s: ReturnType<typeof site>): boolean {
  const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
  try {
    const stamp = makeQuickStamp(command, s.inputs);
    if (!stamp) return false;
    saveQuickStamp(s.cache, stamp);
    return true;
  } finally {
    clock.mockRestore();
  }
}

describe('the stamp of an unchanged build', () => {
  afterEach(() => vi.restoreAllMocks());

  it('holds while nothing changed, for the same command only', () => {
    const s = site();
    expect(stamped(s)).toBe(true);
    expect(quickStampHolds(s.cache, command)?.pages).toBe(2);
    expect(quickStampHolds(s.cache, commandOf(['build', 'docs', '--base', '/x/']))).toBeUndefined();
  });

  it('is not made while a file is too new to vouch for', () => {
    const s = site();
    expect(makeQuickStamp(command, s.inputs)).toBeUndefined();
  });

  it('stops holding when a page is edited, even at the same size with its mtime put back', () => {
    const s = site();
    expect(stamped(s)).toBe(true);
    const page = path.join(s.root, 'docs', 'guide', 'a.md');
    const before = fs.statSync(page);
    fs.writeFileSync(page, '# B\n');
    fs.utimesSync(page, PAST, PAST);
    const after = fs.statSync(page);
    expect([after.size, after.mtimeMs, after.ino]).toEqual([before.size, before.mtimeMs, before.ino]);
    expect(quickStampHolds(s.cache, command)).toBeUndefined();
  });

  it('stops holding when a file is added to a folder the build listed, or appears where none was', () => {
    const s = site();
    expect(stamped(s)).toBe(true);
    fs.writeFileSync(path.join(s.root, 'docs', 'guide', 'b.md'), '# B\n');
    expect(quickStampHolds(s.cache, command)).toBeUndefined();

    const t = site();
    expect(stamped(t)).toBe(true);
    fs.mkdirSync(path.join(t.root, 'docs', 'guide', 'deeper'));
    expect(quickStampHolds(t.cache, command)).toBeUndefined();

    const u = site();
    expect(stamped(u)).toBe(true);
    fs.writeFileSync(path.join(u.root, 'absent.json'), '{}');
    expect(quickStampHolds(u.cache, command)).toBeUndefined();
  });

  it('stops holding when the output is edited, added to or emptied', () => {
    const edited = site();
    expect(stamped(edited)).toBe(true);
    fs.appendFileSync(path.join(edited.inputs.outDir, 'guide', 'a.html'), '<p>by hand</p>');
    expect(quickStampHolds(edited.cache, command)).toBeUndefined();

    const added = site();
    expect(stamped(added)).toBe(true);
    fs.writeFileSync(path.join(added.inputs.outDir, 'guide', 'extra.html'), '');
    expect(quickStampHolds(added.cache, command)).toBeUndefined();

    const removed = site();
    expect(stamped(removed)).toBe(true);
    fs.rmSync(path.join(removed.inputs.outDir, 'index.html'));
    expect(quickStampHolds(removed.cache, command)).toBeUndefined();
  });

  it('is not made when the output holds a file the build did not write', () => {
    const s = site();
    fs.writeFileSync(path.join(s.inputs.outDir, 'stray.txt'), '');
    expect(stamped(s)).toBe(false);
  });

  it('lists no folder through a link: a site with one gets no stamp', () => {
    const s = site();
    fs.symlinkSync(path.join(s.root, 'docs', 'guide'), path.join(s.root, 'docs', 'linked'));
    expect(listedFolders(path.join(s.root, 'docs'), new Set())).toBeUndefined();
  });
});
