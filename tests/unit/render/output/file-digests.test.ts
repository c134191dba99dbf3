// File hashes remembered by stat: never stale, whatever a tool does to the file's times.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileDigest, saveDigestMemo, useDigestMemo } from '../../../../src/render/output/file-digests.js';

const hashOf = (s: string) => crypto.createHash('sha256').update(s).digest('base64url');
const past = new Date(Date.now() - 60_000);

describe('file digests', () => {
  afterEach(() => useDigestMemo(undefined));

  it('remembers a file across runs, and sees a same-size rewrite that put its mtime back', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-digest-'));
    const cache = path.join(dir, 'cache');
    const file = path.join(dir, 'a.txt');
    fs.writeFileSync(file, 'alpha');
    fs.utimesSync(file, past, past);
    useDigestMemo(cache);
    expect(fileDigest(file)).toBe(hashOf('alpha'));
    saveDigestMemo();
    // Its ctime is too recent to trust (the next write could fall in the same tick): nothing remembered.
    expect(fs.existsSync(path.join(cache, 'digests.json'))).toBe(false);

    // A file whose ctime is old enough is remembered: simulate by a stored stamp matching its stat.
    fs.mkdirSync(cache, { recursive: true });
    const stat = fs.statSync(file);
    fs.writeFileSync(path.join(cache, 'digests.json'), JSON.stringify({ v: 1, files: { [file]: [stat.size, stat.mtimeMs, stat.ctimeMs, stat.ino, 'remembered'] } }));
    useDigestMemo(undefined);
    useDigestMemo(cache);
    expect(fileDigest(file)).toBe('remembered');

    // Same size, mtime set back: the ctime moved, so it is read again.
    fs.writeFileSync(file, 'bravo');
    fs.utimesSync(file, past, past);
    expect(fs.statSync(file).mtimeMs).toBe(stat.mtimeMs);
    expect(fileDigest(file)).toBe(hashOf('bravo'));
  });

  it('is undefined for a file that is gone, and reads every time without a memo', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-digest-'));
    const file = path.join(dir, 'b.txt');
    expect(fileDigest(file)).toBeUndefined();
    fs.writeFileSync(file, 'one');
    expect(fileDigest(file)).toBe(hashOf('one'));
    fs.writeFileSync(file, 'two');
    expect(fileDigest(file)).toBe(hashOf('two'));
  });
});
