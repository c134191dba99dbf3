// replaceFile: a cache file is replaced whole (temporary file + rename), its folder made when missing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replaceFile } from '../../../../src/render/incremental/file-writes.js';

describe('replaceFile', () => {
  it('writes into a folder it makes, replaces what was there, and leaves no temporary file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-replace-'));
    const file = path.join(dir, 'a', 'b', 'x.json');
    replaceFile(file, 'one');
    const inode = fs.statSync(file).ino;
    replaceFile(file, 'two');
    expect(fs.readFileSync(file, 'utf8')).toBe('two');
    // A new file renamed over the old one: a reader holding the old one keeps reading it whole.
    expect(fs.statSync(file).ino).not.toBe(inode);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['x.json']);
  });

  it('throws what failed (here: a file where its folder should be)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-replace-'));
    fs.writeFileSync(path.join(dir, 'a'), 'a file');
    expect(() => replaceFile(path.join(dir, 'a', 'x.json'), 'data')).toThrow(/ENOTDIR|EEXIST/);
  });
});
