// The unchanged build at a glance: after a build found nothing changed, the stat of everything it
// read (files, and the folders it listed: a folder's mtime changes when an entry comes, goes or is
// renamed) and of everything in the output folder, saved in one small file keyed by the command line.
// The next `bookdocs build` with the same command line, folder and environment stats those paths
// (no reading, no hashing, no config, no scan) and, when every stat is the same, says "unchanged"
// without loading the pipeline (cli/quick-build.ts). Anything different, and the build runs as usual.
// Only what can be seen by stat is trusted: a path whose mtime or ctime is within the last two
// seconds is too new to vouch for (a write in the same timestamp could go unseen), and then no stamp
// is saved (quick-stamp-write.ts makes them). This module is that first check: node's own modules
// only, and fs through process.getBuiltinModule: an ES import of node:fs makes Node build its module
// namespace, which loads what its lazy getters hold (fs/promises, streams), a few milliseconds of a
// check that takes a few dozen.
import type { Stats } from 'node:fs';
import path from 'node:path';

const fs = process.getBuiltinModule('node:fs');

export const QUICK_STAMP_VERSION = 1;

/** A file or folder as stat saw it: [path, size, mtimeMs, ctimeMs, inode], or [path] when it was absent. */
export type PathStat = [string, number, number, number, number] | [string];
/** An output file: [path relative to the output folder, size, mtimeMs], as the build record has it. */
export type OutputStat = [string, number, number];

/** What a build vouches for, gathered by the build from the site it loaded. */
export interface QuickInputs {
  /** Every file whose content the build read or hashed (absolute). */
  files: readonly string[];
  /** Every folder whose listing it depends on (absolute), each listed recursively (see listedFolders). */
  folders: readonly string[];
  /** The output folder (absolute) and its files with the size and mtime each was written with. */
  outDir: string;
  output: Readonly<Record<string, { size: number; mtimeMs: number }>>;
  /** What the command prints: the number of pages. */
  pages: number;
}

export interface QuickStamp {
  v: number;
  /** The command it stands for: node, working folder, arguments and the environment it reads. */
  command: string[];
  pages: number;
  /** The command prints nothing when nothing changed (`--quiet`, however it was spelt). */
  quiet?: boolean;
  outDir: string;
  inputs: PathStat[];
  output: OutputStat[];
  /** The output folder's folders (relative, '' the folder itself): [rel, size, mtimeMs, ctimeMs, inode]. */
  outputFolders: PathStat[];
}

/** The environment a build reads (the cache folder, git) besides its files. */
const ENV_KEYS = ['BOOKDOCS_CACHE_DIR', 'BOOKDOCS_CACHE', 'XDG_CACHE_HOME', 'HOME', 'GIT_DIR'];

/** What a stamp is keyed and checked by: this toolkit, node, working folder, arguments and environment. */
export function commandOf(args: readonly string[]): string[] {
  return [
    // This module where it runs: a toolkit installed elsewhere (another version) has stamps of its own.
    import.meta.url,
    process.execPath,
    process.version,
    process.cwd(),
    ...ENV_KEYS.map((k) => `${k}=${process.env[k] ?? ''}`),
    '--',
    ...args,
  ];
}

/**
 * Where the stamp of `command` is kept in `cacheDir`: named by a 53-bit hash of it (cyrb53; loading
 * node:crypto would cost more than the whole check). Two commands of the same name only take turns:
 * a stamp holds the command it stands for, and is used for that command alone.
 */
export function quickStampFile(cacheDir: string, command: readonly string[]): string {
  const text = command.join('\0');
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hash = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return path.join(cacheDir, 'quick', `${hash.toString(36)}.json`);
}

export const statOf = (p: string): Stats | undefined => {
  try {
    return fs.statSync(p, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
};

const same = (entry: PathStat, stat: Stats | undefined): boolean =>
  entry.length === 1
    ? stat === undefined
    : stat !== undefined &&
      stat.size === entry[1] &&
      stat.mtimeMs === entry[2] &&
      stat.ctimeMs === entry[3] &&
      stat.ino === entry[4];

/** The stamp of `command` when it is there and still holds: every path as it was, nothing added to the output. */
export function quickStampHolds(cacheDir: string, command: readonly string[]): QuickStamp | undefined {
  let stamp: QuickStamp;
  try {
    stamp = JSON.parse(fs.readFileSync(quickStampFile(cacheDir, command), 'utf8')) as QuickStamp;
  } catch {
    return undefined;
  }
  if (stamp.v !== QUICK_STAMP_VERSION || stamp.command.length !== command.length) return undefined;
  if (stamp.command.some((part, i) => part !== command[i])) return undefined;
  for (const entry of stamp.inputs) if (!same(entry, statOf(entry[0]))) return undefined;
  // Every folder of the output as it was (so no file came or went), every file as written.
  // (Paths made by hand: rel is '/'-separated and normal, and path.join costs more than the stat here.)
  const out = `${stamp.outDir}${path.sep}`;
  for (const entry of stamp.outputFolders) {
    if (!same(entry, statOf(entry[0] ? out + entry[0] : stamp.outDir))) return undefined;
  }
  for (const [rel, size, mtimeMs] of stamp.output) {
    const stat = statOf(out + rel);
    if (!stat || stat.size !== size || stat.mtimeMs !== mtimeMs) return undefined;
  }
  return stamp;
}
