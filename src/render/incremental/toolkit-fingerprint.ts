// The toolkit's own hash: a cached page or a remembered config is used only by the code that made it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CODE_DIR, CODE_EXT } from '../toolkit.js';
import type { DigestMemo } from './digest-memo.js';

/** Libraries whose version changes what a page renders to. */
const RENDER_DEPS = ['micromark', 'micromark-extension-gfm', 'micromark-extension-directive', 'shiki', 'yaml'];

/** A hash of the page-step code (render/ and shared/, compiled or not) and the versions of its libraries. */
export function toolkitFingerprint(memo: DigestMemo): string {
  return memo.once('toolkit', () => fingerprintOf(memo));
}

function fingerprintOf(memo: DigestMemo): string {
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      // The code only: compiled lib/ also holds a declaration file (.d.ts) beside each module, which no run reads.
      else if (e.name.endsWith(CODE_EXT) && !e.name.endsWith('.d.ts'))
        hash.update(`${e.name}\0${memo.fileDigest(p) ?? '?'}\0`);
    }
  };
  // The whole pipeline (render/) and the shared helpers, as the running toolkit has them. (The CLI
  // bundle in lib/bundle/ is made from these same files.)
  walk(path.join(CODE_DIR, 'render'));
  walk(path.join(CODE_DIR, 'shared'));
  const require = createRequire(import.meta.url);
  for (const dep of RENDER_DEPS) {
    try {
      const file = require.resolve(`${dep}/package.json`);
      memo.note(file);
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string };
      hash.update(`${dep}@${pkg.version}`);
    } catch {
      hash.update(`${dep}@?`);
    }
  }
  return hash.digest('hex');
}
