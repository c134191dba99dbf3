// commitInPlace: the staged files replace the output's, what the build neither made nor kept goes,
// kept files stay as they are (same inode); nothing changes when the new files do not fit.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { commitInPlace, filesUnder } from '../../../../src/render/incremental/commit-in-place.js';

let root: string;
const out = () => path.join(root, 'dist');
const staged = () => path.join(root, '.dist-new');
function put(dir: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
}
const read = (rel: string) => fs.readFileSync(path.join(out(), rel), 'utf8');

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-in-place-'));
  put(out(), {
    'index.html': 'old index',
    'a/one.html': 'one',
    'a/two.html': 'two',
    'b/gone.html': 'gone',
    'b/c/deep.html': 'deep',
    'stray.txt': 'x',
  });
});

describe('commitInPlace', () => {
  it('moves the made files in, deletes what was neither made nor kept, and the folders left empty', () => {
    put(staged(), { 'index.html': 'new index', 'd/new.html': 'new' });
    const inode = fs.statSync(path.join(out(), 'a', 'one.html')).ino;
    expect(commitInPlace(staged(), out(), new Set(['a/one.html', 'a/two.html']))).toBe(true);
    expect(filesUnder(out()).sort()).toEqual(['a/one.html', 'a/two.html', 'd/new.html', 'index.html']);
    expect(read('index.html')).toBe('new index');
    expect(fs.statSync(path.join(out(), 'a', 'one.html')).ino).toBe(inode);
    expect(fs.existsSync(path.join(out(), 'b'))).toBe(false);
    expect(fs.existsSync(staged())).toBe(false);
  });

  it('changes nothing when a made file goes where the output has a folder, or into a folder that is a file', () => {
    const before = filesUnder(out()).sort();
    put(staged(), { b: 'a file where a folder is' });
    expect(commitInPlace(staged(), out(), new Set(['a/one.html', 'a/two.html', 'index.html']))).toBe(false);
    fs.rmSync(staged(), { recursive: true });
    put(staged(), { 'stray.txt/inside.html': 'a folder where a file is' });
    expect(commitInPlace(staged(), out(), new Set(['a/one.html', 'a/two.html', 'index.html']))).toBe(false);
    expect(filesUnder(out()).sort()).toEqual(before);
    expect(read('stray.txt')).toBe('x');
  });

  const shm = '/dev/shm';
  it.runIf(fs.existsSync(shm) && fs.statSync(shm).dev !== fs.statSync(os.tmpdir()).dev)(
    'changes nothing when the output is on another file system (no renames there)',
    () => {
      const other = fs.mkdtempSync(path.join(shm, 'bd-in-place-'));
      try {
        put(other, { 'index.html': 'old index', 'a/one.html': 'one' });
        put(staged(), { 'index.html': 'new index' });
        expect(commitInPlace(staged(), other, new Set(['a/one.html']))).toBe(false);
        expect(fs.readFileSync(path.join(other, 'index.html'), 'utf8')).toBe('old index');
      } finally {
        fs.rmSync(other, { recursive: true, force: true });
      }
    },
  );

  it("with always, deletes whatever stands in a new file's way, and commits from a staged folder inside the output", () => {
    const inside = path.join(out(), '.bookdocs-new-x');
    put(inside, {
      b: 'a file where a folder was',
      'stray.txt/inside.html': 'a folder where a file was',
      'index.html': 'new index',
    });
    expect(commitInPlace(inside, out(), new Set(['a/one.html']), true)).toBe(true);
    expect(filesUnder(out()).sort()).toEqual(['a/one.html', 'b', 'index.html', 'stray.txt/inside.html']);
    expect(read('b')).toBe('a file where a folder was');
  });

  it('changes nothing when the build made more files than it kept (a whole staged output is cheaper)', () => {
    put(staged(), { 'index.html': 'new', 'a/one.html': 'new', 'a/two.html': 'new' });
    expect(commitInPlace(staged(), out(), new Set(['b/gone.html']))).toBe(false);
    expect(read('index.html')).toBe('old index');
  });
});
