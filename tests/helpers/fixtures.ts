import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const FIXTURES = path.resolve(import.meta.dirname, '..', 'fixtures');
export const REPO = path.resolve(import.meta.dirname, '..', '..');

/** A writable copy of a fixture site in a temp folder (under the run's TMPDIR: see tests/global-tmp.ts). */
export function copyFixture(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bd-${name}-`));
  fs.cpSync(path.join(FIXTURES, name), dir, { recursive: true });
  return dir;
}

/** A new temp folder holding these files (path relative to it → text). */
export function writeTree(files: Record<string, string>, prefix = 'bd-tree-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

export function read(dir: string, rel: string): string {
  return fs.readFileSync(path.join(dir, rel), 'utf8');
}
