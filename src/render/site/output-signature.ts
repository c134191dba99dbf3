// How a folder a bookdocs build wrote is recognised: the build's own output (page data chunks and the
// 404 page) or a shard's (page data chunks and its manifest).
import fs from 'node:fs';
import path from 'node:path';

export const SHARD_MANIFEST = 'bookdocs-shard.json';

/** A folder a bookdocs build or shard wrote. */
export function isBookdocsOutput(dir: string): boolean {
  const has = (rel: string) => fs.existsSync(path.join(dir, rel));
  return has('assets/pages') && (has('404.html') || has(SHARD_MANIFEST));
}
