// The files of a folder, as the build copies them: the public folder's files are served from the site root.
import fs from 'node:fs';
import path from 'node:path';

/** Files under `dir` (posix, relative), skipping hidden ones as the build's copy does. */
export function listFiles(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name.startsWith('.')) continue;
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...listFiles(path.join(dir, e.name), r));
    else out.push(r);
  }
  return out;
}
