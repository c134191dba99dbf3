// The two ways the build writes a file outside the render stream: plainly, into the staged output
// (nobody reads it before the swap), or as a whole, into the cache other builds share.
import fs from 'node:fs';
import path from 'node:path';

/** Write `root/rel`, making its folder; the bytes written. */
export function writeFile(root: string, rel: string, content: string | Uint8Array): number {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
}

/**
 * Replace `file` with `content` as a whole: written to a temporary file beside it and renamed over
 * it, so a reader (another build sharing the cache) sees the old file or the new one, never half of
 * one. Its folder is made when the write finds it missing. Throws what failed.
 */
export function replaceFile(file: string, content: string | Uint8Array): void {
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    fs.writeFileSync(tmp, content);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(tmp, content);
  }
  fs.renameSync(tmp, file);
}
