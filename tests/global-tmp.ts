// One temporary folder per test run: every test's temp files (fixture copies, caches, nginx prefixes)
// go under it through TMPDIR, and it is removed when the run ends, however the workers exited.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function setup(): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bookdocs-tests-'));
  process.env.TMPDIR = dir;
  // Retries: a build's detached process may still be deleting an old output folder in there.
  return () => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
}
