// Where the caches live: the pages, the digests and the build records of every site built on this machine.
import os from 'node:os';
import path from 'node:path';

/** The cache folder: BOOKDOCS_CACHE_DIR, else the user's cache folder; none with BOOKDOCS_CACHE=0 or an empty BOOKDOCS_CACHE_DIR. */
export function defaultCacheDir(): string | undefined {
  const env = process.env.BOOKDOCS_CACHE_DIR;
  if (env === '' || process.env.BOOKDOCS_CACHE === '0') return undefined;
  if (env) return env;
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'bookdocs', 'pages');
}
