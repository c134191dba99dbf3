import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const FIXTURES = path.resolve(import.meta.dirname, '..', 'fixtures');
export const REPO = path.resolve(import.meta.dirname, '..', '..');

const made: string[] = [];
// Temp copies are removed when the test process ends, so runs do not fill /tmp.
process.on('exit', () => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

/** A writable copy of a fixture site in a temp folder, removed when the test process exits. */
export function copyFixture(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bd-${name}-`));
  made.push(dir);
  fs.cpSync(path.join(FIXTURES, name), dir, { recursive: true });
  return dir;
}

export function read(dir: string, rel: string): string {
  return fs.readFileSync(path.join(dir, rel), 'utf8');
}
