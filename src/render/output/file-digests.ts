// Content hashes of the files every build checks (bundle inputs, included files, the toolkit's own
// code), remembered in the cache folder with each file's size, mtime, ctime and inode: a file whose
// stat is unchanged is not read again. Any write changes ctime (which no tool can set back), so a
// changed file is always hashed again; a file written within the last two seconds is never
// remembered (its next write could fall in the same timestamp).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** [size, mtimeMs, ctimeMs, inode, hash] */
type Stamp = [number, number, number, number, string];

const RACY_MS = 2000;
const VERSION = 1;

let memo: Map<string, Stamp> | undefined;
let memoFile: string | undefined;
let changed = false;

/** Remember digests in `cacheDir` (none: every digest reads its file). Loads what earlier runs remembered. */
export function useDigestMemo(cacheDir: string | undefined): void {
  const file = cacheDir && path.join(cacheDir, 'digests.json');
  if (file === memoFile) return;
  memoFile = file;
  memo = new Map();
  changed = false;
  if (!file) return;
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { v: number; files: Record<string, Stamp> };
    if (stored.v === VERSION) memo = new Map(Object.entries(stored.files));
  } catch {
    // none yet
  }
}

/** The content hash of `file` (absolute); undefined when it cannot be read. */
export function fileDigest(file: string): string | undefined {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return undefined;
  }
  const known = memo?.get(file);
  if (known && known[0] === stat.size && known[1] === stat.mtimeMs && known[2] === stat.ctimeMs && known[3] === stat.ino) return known[4];
  let hash: string;
  try {
    hash = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('base64url');
  } catch {
    return undefined;
  }
  if (memo && memoFile && Date.now() - Math.max(stat.mtimeMs, stat.ctimeMs) > RACY_MS) {
    memo.set(file, [stat.size, stat.mtimeMs, stat.ctimeMs, stat.ino, hash]);
    changed = true;
  }
  return hash;
}

/** Store what this run learnt (write, then rename); a failure only costs the next run its reads. */
export function saveDigestMemo(): void {
  if (!memo || !memoFile || !changed) return;
  try {
    fs.mkdirSync(path.dirname(memoFile), { recursive: true });
    const tmp = `${memoFile}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify({ v: VERSION, files: Object.fromEntries(memo) }));
    fs.renameSync(tmp, memoFile);
    changed = false;
  } catch {
    /* the memo is an optimisation only */
  }
}
