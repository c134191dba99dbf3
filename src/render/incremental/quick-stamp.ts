// The unchanged build at a glance: after a build found nothing changed, the stat of everything it
// read (files, and the folders it listed: a folder's mtime changes when an entry comes, goes or is
// renamed) and of everything in the output folder, saved in one small file keyed by the command line.
// The next `bookdocs build` with the same command line, folder and environment stats those paths
// (no reading, no hashing, no config, no scan) and, when every stat is the same, says "unchanged"
// without loading the pipeline (cli/quick-build.ts). Anything different, and the build runs as usual.
// Only what can be seen by stat is trusted: a path whose mtime or ctime is within the last two
// seconds is too new to vouch for (a write in the same timestamp could go unseen), and then no stamp
// is saved. This module is loaded by that first check: node's own modules only.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { replaceFile } from './file-writes.js';

const VERSION = 1;
const RACY_MS = 2000;

/** A file or folder as stat saw it: [path, size, mtimeMs, ctimeMs, inode], or [path] when it was absent. */
type PathStat = [string, number, number, number, number] | [string];
/** An output file: [path relative to the output folder, size, mtimeMs], as the build record has it. */
type OutputStat = [string, number, number];

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

/** Where the stamp of `command` is kept in `cacheDir`. */
export function quickStampFile(cacheDir: string, command: readonly string[]): string {
  const hash = crypto.createHash('sha256');
  for (const part of command) hash.update(part).update('\0');
  return path.join(cacheDir, 'quick', `${hash.digest('base64url').slice(0, 24)}.json`);
}

const statOf = (p: string): fs.Stats | undefined => {
  try {
    return fs.statSync(p, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
};

const same = (entry: PathStat, stat: fs.Stats | undefined): boolean =>
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
  if (stamp.v !== VERSION || stamp.command.length !== command.length) return undefined;
  if (stamp.command.some((part, i) => part !== command[i])) return undefined;
  for (const entry of stamp.inputs) if (!same(entry, statOf(entry[0]))) return undefined;
  // Every folder of the output as it was (so no file came or went), every file as written.
  const out = stamp.outDir;
  for (const entry of stamp.outputFolders) {
    const abs = entry[0] ? path.join(out, entry[0]) : out;
    if (!same(entry, statOf(abs))) return undefined;
  }
  for (const [rel, size, mtimeMs] of stamp.output) {
    const stat = statOf(path.join(out, rel));
    if (!stat || stat.size !== size || stat.mtimeMs !== mtimeMs) return undefined;
  }
  return stamp;
}

/**
 * Every folder under `dir` (itself included, absolute) but those `skip` names (by absolute path) and
 * `.git` and `node_modules`, which no build lists; hidden folders are in (the load step looks for
 * `.vitepress` and `.vuepress` folders). Undefined when it meets a link (where it leads is not
 * stamped) or cannot list a folder; [] when `dir` does not exist.
 */
export function listedFolders(dir: string, skip: ReadonlySet<string>): string[] | undefined {
  const out: string[] = [];
  const walk = (abs: string): boolean => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(abs, { withFileTypes: true });
    } catch {
      return false;
    }
    out.push(abs);
    for (const e of entries) {
      if (e.isSymbolicLink()) return false;
      if (!e.isDirectory() || e.name === '.git' || e.name === 'node_modules') continue;
      const sub = path.join(abs, e.name);
      if (!skip.has(sub) && !walk(sub)) return false;
    }
    return true;
  };
  if (!fs.existsSync(dir)) return [];
  return walk(dir) ? out : undefined;
}

/**
 * The stamp of what `inputs` names, stat now; undefined when a path is too new to vouch for, or when
 * the output folder is not exactly the files it lists.
 */
export function makeQuickStamp(command: readonly string[], inputs: QuickInputs): QuickStamp | undefined {
  const oldest = Date.now() - RACY_MS;
  const settled = (p: string): PathStat | undefined => {
    const stat = statOf(p);
    if (!stat) return [p];
    if (Math.max(stat.mtimeMs, stat.ctimeMs) > oldest) return undefined;
    return [p, stat.size, stat.mtimeMs, stat.ctimeMs, stat.ino];
  };
  const stamped: PathStat[] = [];
  for (const p of new Set([...inputs.files, ...inputs.folders])) {
    const entry = settled(p);
    if (!entry) return undefined;
    stamped.push(entry);
  }
  const outputFolders: PathStat[] = [];
  const output: OutputStat[] = [];
  let files = 0;
  const walk = (rel: string): boolean => {
    const abs = rel ? path.join(inputs.outDir, rel) : inputs.outDir;
    const entry = settled(abs);
    if (!entry || entry.length === 1) return false;
    outputFolders.push([rel, ...(entry.slice(1) as [number, number, number, number])]);
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(abs, { withFileTypes: true });
    } catch {
      return false;
    }
    for (const e of entries) {
      const sub = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (!walk(sub)) return false;
        continue;
      }
      const written = inputs.output[sub];
      if (!e.isFile() || !written) return false;
      output.push([sub, written.size, written.mtimeMs]);
      files++;
    }
    return true;
  };
  if (!walk('') || files !== Object.keys(inputs.output).length) return undefined;
  return {
    v: VERSION,
    command: [...command],
    pages: inputs.pages,
    outDir: inputs.outDir,
    inputs: stamped,
    output,
    outputFolders,
  };
}

/** Save `stamp` for the next run of its command (write, then rename); a failure only costs that run the shortcut. */
export function saveQuickStamp(cacheDir: string, stamp: QuickStamp): void {
  try {
    replaceFile(quickStampFile(cacheDir, stamp.command), JSON.stringify(stamp));
  } catch {
    // the next run builds as usual
  }
}

/** Forget the stamp of `command`: what it stood for has just been replaced. */
export function dropQuickStamp(cacheDir: string, command: readonly string[]): void {
  fs.rmSync(quickStampFile(cacheDir, command), { force: true });
}
