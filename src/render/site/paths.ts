// Paths as the author reads them in messages, and where the toolkit itself is installed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root (this file is src/render/site/paths.ts, or lib/render/site/paths.js). */
export const TOOLKIT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Relative to the working directory when inside it (posix separators), absolute otherwise. */
export function displayPath(p: string): string {
  const rel = path.relative(process.cwd(), p);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep).join('/') : p;
}
