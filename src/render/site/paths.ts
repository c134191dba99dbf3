// Paths as the author reads them in messages.
import path from 'node:path';

/** Relative to the working directory when inside it (posix separators), absolute otherwise. */
export function displayPath(p: string): string {
  const rel = path.relative(process.cwd(), p);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep).join('/') : p;
}
