// Content hashes of the files every build checks (bundle inputs, included files, the toolkit's own
// code), remembered in the cache folder with each file's size, mtime, ctime and inode: a file whose
// stat is unchanged is not read again. Any write changes ctime (which no tool can set back), so a
// changed file is always hashed again; a file written within the last two seconds is never
// remembered (its next write could fall in the same timestamp).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { replaceFile } from './files.js';

/** [size, mtimeMs, ctimeMs, inode, hash] */
type Stamp = [number, number, number, number, string];

const RACY_MS = 2000;
const VERSION = 1;

let memo: Map<string, Stamp> | undefined;
/** Results derived from content (see memoized), by kind and hash of their input. */
let derived: Map<string, string> = new Map();
/** Per file: [size, mtimeMs, ctimeMs, inode, hash of its text, what was derived from it] (see fileFacts). */
let facts: Map<string, [number, number, number, number, string, unknown]> = new Map();
/** Derived results kept at most. */
const MAX_DERIVED = 200;
let memoFile: string | undefined;
let changed = false;

/** Remember digests in `cacheDir` (none: every digest reads its file). Loads what earlier runs remembered. */
export function useDigestMemo(cacheDir: string | undefined): void {
  const file = cacheDir && path.join(cacheDir, 'digests.json');
  if (file === memoFile) return;
  memoFile = file;
  memo = new Map();
  derived = new Map();
  facts = new Map();
  changed = false;
  if (!file) return;
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      v: number;
      files: Record<string, Stamp>;
      derived?: Record<string, string>;
      facts?: Record<string, [number, number, number, number, string, unknown]>;
    };
    if (stored.v !== VERSION) return;
    memo = new Map(Object.entries(stored.files));
    derived = new Map(Object.entries(stored.derived ?? {}));
    facts = new Map(Object.entries(stored.facts ?? {}));
  } catch {
    // none yet
  }
}

/** A remembered stamp still describes the file. */
const sameStat = (known: readonly unknown[] | undefined, stat: fs.Stats): boolean =>
  !!known && known[0] === stat.size && known[1] === stat.mtimeMs && known[2] === stat.ctimeMs && known[3] === stat.ino;

/** Old enough to remember: a write within the same timestamp could not go unseen. */
const settled = (stat: fs.Stats): boolean => !!memoFile && Date.now() - Math.max(stat.mtimeMs, stat.ctimeMs) > RACY_MS;

/** The content hash of `file` (absolute); undefined when it cannot be read. */
export function fileDigest(file: string): string | undefined {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return undefined;
  }
  const known = memo?.get(file);
  if (known && sameStat(known, stat)) return known[4];
  let hash: string;
  try {
    hash = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('base64url');
  } catch {
    return undefined;
  }
  if (memo && settled(stat)) {
    memo.set(file, [stat.size, stat.mtimeMs, stat.ctimeMs, stat.ino, hash]);
    changed = true;
  }
  return hash;
}

/** Store what this run learnt (write, then rename); a failure only costs the next run its reads. */
export function saveDigestMemo(): void {
  if (!memo || !memoFile || !changed) return;
  try {
    replaceFile(
      memoFile,
      JSON.stringify({
        v: VERSION,
        files: Object.fromEntries(memo),
        derived: Object.fromEntries(derived),
        facts: Object.fromEntries(facts),
      }),
    );
    changed = false;
  } catch {
    /* the memo is an optimisation only */
  }
}

/**
 * A result derived from `input` alone (a validated config…), remembered with the digests: the
 * remembered value when called without one, else `value` is remembered (JSON: it comes back as
 * JSON.parse gives it). Nothing is remembered without a memo (useDigestMemo).
 */
export function memoized<T>(kind: string, input: string, value?: T): T | undefined {
  if (!memoFile) return value;
  const key = `${kind}:${crypto.createHash('sha256').update(input).digest('base64url')}`;
  // Kept as JSON text: the caller may change what it gets (or gave) without changing what is remembered.
  if (value === undefined) {
    const json = derived.get(key);
    return typeof json === 'string' ? (JSON.parse(json) as T) : undefined;
  }
  derived.delete(key);
  derived.set(key, JSON.stringify(value));
  // The oldest go first.
  for (const old of derived.keys()) {
    if (derived.size <= MAX_DERIVED) break;
    derived.delete(old);
  }
  changed = true;
  return value;
}

/**
 * A text file's hash and what `derive` makes of its text, without reading it when its stat is as
 * remembered (then `text` is undefined; otherwise it is the text just read). Undefined when the file
 * cannot be read. `derive` must be a pure function of the text, its result JSON; `read` reads the text.
 */
export function fileFacts<T>(
  file: string,
  derive: (text: string) => T,
  read = (f: string) => fs.readFileSync(f, 'utf8'),
): { hash: string; value: T; text?: string } | undefined {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return undefined;
  }
  const known = facts.get(file);
  if (known && sameStat(known, stat)) return { hash: known[4], value: known[5] as T };
  let text: string;
  try {
    text = read(file);
  } catch {
    return undefined;
  }
  const hash = crypto.createHash('sha256').update(text).digest('base64url');
  const value = derive(text);
  if (settled(stat)) {
    facts.set(file, [stat.size, stat.mtimeMs, stat.ctimeMs, stat.ino, hash, value]);
    changed = true;
  }
  return { hash, value, text };
}
