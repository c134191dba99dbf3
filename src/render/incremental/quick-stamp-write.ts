// Making the stamp of an unchanged build (see quick-stamp.ts, which checks it): the stat of what the
// build names, taken only when every path is old enough to vouch for.
import fs from 'node:fs';
import path from 'node:path';
import { replaceFile } from './file-writes.js';
import {
  QUICK_STAMP_VERSION,
  quickStampFile,
  statOf,
  type OutputStat,
  type PathStat,
  type QuickInputs,
  type QuickStamp,
} from './quick-stamp.js';

/** A path changed within this many milliseconds is too new to vouch for: its next write could keep its stat. */
const RACY_MS = 2000;

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
    v: QUICK_STAMP_VERSION,
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
