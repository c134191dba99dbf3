// Where the running toolkit is installed, and its version: what its code and its caches are keyed by.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const self = fileURLToPath(import.meta.url);

/**
 * The package root: the nearest folder above this module with bookdocs's package.json. (This module is
 * src/render/toolkit.ts under the tests, lib/render/toolkit.js, or a chunk of the CLI bundle in
 * lib/bundle/.)
 */
const [root, pkg] = (() => {
  for (let dir = path.dirname(self); ;) {
    try {
      const found = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version: string;
      };
      if (found.name === 'bookdocs') return [dir, found] as const;
    } catch {
      // none here
    }
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`bookdocs: no package.json of bookdocs above ${self}`);
    dir = up;
  }
})();
export const TOOLKIT_ROOT = root;
/** The running toolkit's version (its package.json). */
export const TOOLKIT_VERSION = pkg.version;

/** The running toolkit's code: src/ (TypeScript, under the tests) or lib/ (compiled); module files end in CODE_EXT. */
export const CODE_DIR = path.join(TOOLKIT_ROOT, self.endsWith('.ts') ? 'src' : 'lib');
export const CODE_EXT = path.extname(self);
