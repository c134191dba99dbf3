// The project a docs folder belongs to: the nearest folder at or above it holding a package.json
// (where its packages are installed). What twoslash may read, and where a VitePress project's
// auto-imported components may live, are bounded by it.
import fs from 'node:fs';
import path from 'node:path';

/** The nearest folder at or above `docsDir` holding a package.json; `docsDir` itself when none does. */
export function projectFolder(docsDir: string): string {
  for (let dir = path.resolve(docsDir); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(docsDir);
  }
}
