// Output folders compared file by file: relative path → bytes.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

/** Every file of a folder, relative path ('/'-separated) → bytes. */
export function tree(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const rel of fs.readdirSync(dir, { recursive: true }).map(String).sort()) {
    const abs = path.join(dir, rel);
    if (fs.statSync(abs).isFile()) out.set(rel.split(path.sep).join('/'), fs.readFileSync(abs));
  }
  return out;
}

/** Every folder under a folder, relative path ('/'-separated). */
export function folders(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((rel) => fs.statSync(path.join(dir, rel)).isDirectory())
    .map((rel) => rel.split(path.sep).join('/'))
    .sort();
}

/** The same files with the same bytes, in the same folders (an empty folder counts). */
export function expectSameTree(actual: string, expected: string): void {
  expect(folders(actual)).toEqual(folders(expected));
  const a = tree(actual);
  const e = tree(expected);
  expect([...a.keys()]).toEqual([...e.keys()]);
  for (const [rel, bytes] of e) expect(a.get(rel)?.equals(bytes), rel).toBe(true);
}
