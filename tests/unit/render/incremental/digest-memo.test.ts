// File hashes remembered by stat: never stale, whatever a tool does to the file's times.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DigestMemo, digestsFile } from '../../../../src/render/incremental/digest-memo.js';

const hashOf = (s: string) => crypto.createHash('sha256').update(s).digest('base64url');
const past = new Date(Date.now() - 60_000);

describe('file digests', () => {
  let memo = new DigestMemo();
  afterEach(() => {
    memo = new DigestMemo();
  });

  it('remembers a file across runs, and sees a same-size rewrite that put its mtime back', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-digest-'));
    const cache = path.join(dir, 'cache');
    const file = path.join(dir, 'a.txt');
    fs.writeFileSync(file, 'alpha');
    fs.utimesSync(file, past, past);
    memo = new DigestMemo({ cacheDir: cache, site: dir });
    expect(memo.fileDigest(file)).toBe(hashOf('alpha'));
    memo.save();
    // Its ctime is too recent to trust (the next write could fall in the same tick): nothing remembered.
    expect(fs.existsSync(digestsFile(cache, dir))).toBe(false);

    // A file whose ctime is old enough is remembered: simulate by a stored stamp matching its stat.
    fs.mkdirSync(path.dirname(digestsFile(cache, dir)), { recursive: true });
    const stat = fs.statSync(file);
    fs.writeFileSync(
      digestsFile(cache, dir),
      JSON.stringify({ v: 1, files: { [file]: [stat.size, stat.mtimeMs, stat.ctimeMs, stat.ino, 'remembered'] } }),
    );
    memo = new DigestMemo({ cacheDir: cache, site: dir });
    expect(memo.fileDigest(file)).toBe('remembered');

    // Same size, mtime set back: the ctime moved, so it is read again.
    fs.writeFileSync(file, 'bravo');
    fs.utimesSync(file, past, past);
    expect(fs.statSync(file).mtimeMs).toBe(stat.mtimeMs);
    expect(memo.fileDigest(file)).toBe(hashOf('bravo'));
  });

  it('is undefined for a file that is gone, and reads every time without a memo', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-digest-'));
    const file = path.join(dir, 'b.txt');
    expect(memo.fileDigest(file)).toBeUndefined();
    fs.writeFileSync(file, 'one');
    expect(memo.fileDigest(file)).toBe(hashOf('one'));
    fs.writeFileSync(file, 'two');
    expect(memo.fileDigest(file)).toBe(hashOf('two'));
  });

  it('derives facts from a text file, and gives them without reading it while its stat is as remembered', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-facts-'));
    const cache = path.join(dir, 'cache');
    const file = path.join(dir, 'page.md');
    fs.writeFileSync(file, '# Title\n');
    memo = new DigestMemo({ cacheDir: cache, site: dir });
    const length = (text: string) => text.length;
    // Just written: read, derived, not remembered.
    expect(memo.fileFacts(file, length)).toEqual({ hash: hashOf('# Title\n'), value: 8, text: '# Title\n' });
    memo.save();
    expect(fs.existsSync(digestsFile(cache, dir))).toBe(false);
    // Remembered (a stored stamp matching its stat, as an older file gets): no text, the stored value.
    const stat = fs.statSync(file);
    fs.mkdirSync(path.dirname(digestsFile(cache, dir)), { recursive: true });
    fs.writeFileSync(
      digestsFile(cache, dir),
      JSON.stringify({
        v: 1,
        files: {},
        facts: { [file]: [stat.size, stat.mtimeMs, stat.ctimeMs, stat.ino, 'h', 99] },
      }),
    );
    memo = new DigestMemo({ cacheDir: cache, site: dir });
    expect(memo.fileFacts(file, length)).toEqual({ hash: 'h', value: 99 });
    // Rewritten with the same size and its mtime put back: read again.
    fs.writeFileSync(file, '# Other\n');
    fs.utimesSync(file, stat.atime, stat.mtime);
    expect(memo.fileFacts(file, length)).toEqual({ hash: hashOf('# Other\n'), value: 8, text: '# Other\n' });
    expect(memo.fileFacts(path.join(dir, 'gone.md'), length)).toBeUndefined();
  });

  it("keeps each site's digests in a file of its own, and removes the file all sites once shared", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-digest-'));
    const cache = path.join(dir, 'cache');
    const [one, two] = ['one', 'two'].map((site) => path.join(dir, site));
    const file = path.join(dir, 'page.md');
    fs.writeFileSync(file, 'text');
    fs.utimesSync(file, past, past);
    fs.mkdirSync(cache);
    fs.writeFileSync(path.join(cache, 'digests.json'), '{"v":1,"files":{}}');
    // Old enough to remember (its ctime is now: the clock is moved on).
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    try {
      memo = new DigestMemo({ cacheDir: cache, site: one! });
      memo.fileDigest(file);
      memo.save();
    } finally {
      clock.mockRestore();
    }
    const stored = JSON.parse(fs.readFileSync(digestsFile(cache, one!), 'utf8')) as { files: Record<string, unknown> };
    expect(Object.keys(stored.files)).toEqual([file]);
    // The same folder however it is spelt; another site starts with nothing of the first one's.
    expect(digestsFile(cache, `${dir}/x/../one`)).toBe(digestsFile(cache, one!));
    expect(digestsFile(cache, two!)).not.toBe(digestsFile(cache, one!));
    expect(fs.existsSync(digestsFile(cache, two!))).toBe(false);
    expect(fs.existsSync(path.join(cache, 'digests.json'))).toBe(false);
  });
});
