// Content hashes of the files every build checks (bundle inputs, included files, the toolkit's own
// code), remembered in the cache folder with each file's size, mtime, ctime and inode: a file whose
// stat is unchanged is not read again. Any write changes ctime (which no tool can set back), so a
// changed file is always hashed again; a file written within the last two seconds is never
// remembered (its next write could fall in the same timestamp).
// Each site has a file of its own (keyed by its folder), so a run reads only its own site's digests,
// not those of every site built on the machine.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { replaceFile } from './file-writes.js';
import { contentHash, sha } from './hashing.js';

/** [size, mtimeMs, ctimeMs, inode, hash] */
type Stamp = [number, number, number, number, string];
/** [size, mtimeMs, ctimeMs, inode, hash of its text, what was derived from it] (see fileFacts). */
type Facts = [number, number, number, number, string, unknown];

const RACY_MS = 2000;
const VERSION = 1;
/** Derived results kept at most. */
const MAX_DERIVED = 200;

/** A remembered stamp still describes the file. */
/** Where the digests of the site in `site` (its folder, as given to the command) are kept in `cacheDir`. */
export function digestsFile(cacheDir: string, site: string): string {
  return path.join(cacheDir, 'digests', `${sha(path.resolve(site)).slice(0, 24)}.json`);
}

/** The one file all sites shared before each had its own: removed when a site's own is written. */
const legacyFile = (cacheDir: string) => path.join(cacheDir, 'digests.json');

const sameStat = (known: readonly unknown[] | undefined, stat: fs.Stats): boolean =>
  !!known && known[0] === stat.size && known[1] === stat.mtimeMs && known[2] === stat.ctimeMs && known[3] === stat.ino;

/**
 * One run's memo (a build, a check): made by the command and passed to what hashes files. Without a
 * cache folder it remembers nothing, and every digest reads its file.
 */
export class DigestMemo {
  private readonly file: string | undefined;
  private readonly cacheDir: string | undefined;
  private files = new Map<string, Stamp>();
  /** Results derived from content (see memoized), by kind and hash of their input. */
  private derived = new Map<string, string>();
  private facts = new Map<string, Facts>();
  /** Values computed once per run (see once). */
  private readonly runValues = new Map<string, unknown>();
  private changed = false;
  /** Every file this run looked at through the memo (see observed). */
  private readonly seen = new Set<string>();

  /**
   * Loads what earlier runs remembered about the site in folder `site` in `cacheDir`; none: remember
   * nothing.
   */
  constructor(store?: { cacheDir: string | undefined; site: string }) {
    this.cacheDir = store?.cacheDir;
    this.file = store?.cacheDir === undefined ? undefined : digestsFile(store.cacheDir, store.site);
    if (!this.file) return;
    try {
      const stored = JSON.parse(fs.readFileSync(this.file, 'utf8')) as {
        v: number;
        files: Record<string, Stamp>;
        derived?: Record<string, string>;
        facts?: Record<string, Facts>;
      };
      if (stored.v !== VERSION) return;
      this.files = new Map(Object.entries(stored.files));
      this.derived = new Map(Object.entries(stored.derived ?? {}));
      this.facts = new Map(Object.entries(stored.facts ?? {}));
    } catch {
      // none yet
    }
  }

  /** Old enough to remember: a write within the same timestamp could not go unseen. */
  private settled(stat: fs.Stats): boolean {
    return !!this.file && Date.now() - Math.max(stat.mtimeMs, stat.ctimeMs) > RACY_MS;
  }

  /** The content hash of `file` (absolute); undefined when it cannot be read. */
  fileDigest(file: string): string | undefined {
    this.seen.add(file);
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return undefined;
    }
    const known = this.files.get(file);
    if (known && sameStat(known, stat)) return known[4];
    let hash: string;
    try {
      hash = contentHash(fs.readFileSync(file));
    } catch {
      return undefined;
    }
    if (this.settled(stat)) {
      this.files.set(file, [stat.size, stat.mtimeMs, stat.ctimeMs, stat.ino, hash]);
      this.changed = true;
    }
    return hash;
  }

  /** Content hash of a list of files (a bundle's inputs); undefined when one is gone. */
  filesKey(files: readonly string[], salt: string): string | undefined {
    const hash = crypto.createHash('sha256').update(salt);
    for (const f of files) {
      const digest = this.fileDigest(f);
      if (digest === undefined) return undefined;
      hash.update(`\0${f}\0${digest}`);
    }
    return hash.digest('base64url');
  }

  /** Store what this run learnt (write, then rename); a failure only costs the next run its reads. */
  save(): void {
    if (!this.file || !this.changed) return;
    try {
      replaceFile(
        this.file,
        JSON.stringify({
          v: VERSION,
          files: Object.fromEntries(this.files),
          derived: Object.fromEntries(this.derived),
          facts: Object.fromEntries(this.facts),
        }),
      );
      this.changed = false;
      if (this.cacheDir) fs.rmSync(legacyFile(this.cacheDir), { force: true });
    } catch {
      /* the memo is an optimisation only */
    }
  }

  /** A file this run read without the memo, which what it made depends on all the same (see observed). */
  note(file: string): void {
    this.seen.add(file);
  }

  /** Every file this run hashed, read or noted: what its result depends on besides the folders it listed. */
  observed(): ReadonlySet<string> {
    return this.seen;
  }

  /** `compute()` once in this run (a value that cannot change while it runs, such as the toolkit's hash). */
  once<T>(name: string, compute: () => T): T {
    if (!this.runValues.has(name)) this.runValues.set(name, compute());
    return this.runValues.get(name) as T;
  }

  /**
   * A result derived from `input` alone (a validated config…), remembered with the digests: the
   * remembered value when called without one, else `value` is remembered (JSON: it comes back as
   * JSON.parse gives it). Nothing is remembered without a cache folder.
   */
  memoized<T>(kind: string, input: string, value?: T): T | undefined {
    if (!this.file) return value;
    const key = `${kind}:${contentHash(input)}`;
    // Kept as JSON text: the caller may change what it gets (or gave) without changing what is remembered.
    if (value === undefined) {
      const json = this.derived.get(key);
      return typeof json === 'string' ? (JSON.parse(json) as T) : undefined;
    }
    this.derived.delete(key);
    this.derived.set(key, JSON.stringify(value));
    // The oldest go first.
    for (const old of this.derived.keys()) {
      if (this.derived.size <= MAX_DERIVED) break;
      this.derived.delete(old);
    }
    this.changed = true;
    return value;
  }

  /**
   * A text file's hash and what `derive` makes of its text, without reading it when its stat is as
   * remembered (then `text` is undefined; otherwise it is the text just read). Undefined when the file
   * cannot be read. `derive` must be a pure function of the text, its result JSON; `read` reads the text.
   */
  fileFacts<T>(
    file: string,
    derive: (text: string) => T,
    read = (f: string) => fs.readFileSync(f, 'utf8'),
  ): { hash: string; value: T; text?: string } | undefined {
    this.seen.add(file);
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return undefined;
    }
    const known = this.facts.get(file);
    if (known && sameStat(known, stat)) return { hash: known[4], value: known[5] as T };
    let text: string;
    try {
      text = read(file);
    } catch {
      return undefined;
    }
    const hash = contentHash(text);
    const value = derive(text);
    if (this.settled(stat)) {
      this.facts.set(file, [stat.size, stat.mtimeMs, stat.ctimeMs, stat.ino, hash, value]);
      this.changed = true;
    }
    return { hash, value, text };
  }
}
