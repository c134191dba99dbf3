// An incremental build's output, updated where it is. When most files are carried over, the staged
// folder holds only what this build made: those files are renamed over the output's, then every
// output file the build neither made nor kept is deleted, with the folders left empty. That replaces
// hard-linking every carried file into a new tree (2,000 links at 1,000 pages, 20,000 at 10,000)
// and deleting the old tree in the background. Unchanged files keep their inodes.
//
// Each file is replaced atomically (rename), assets and data before the HTML that refers to them;
// nothing is touched before the build has succeeded, so a failed build still leaves the previous
// output as it was. When the new files do not fit the old tree (a file where a folder now goes, or
// the other way round), or most files were made again, the caller swaps a whole staged tree in.
import fs from 'node:fs';
import path from 'node:path';

/** Files under `dir` (relative, '/'-separated). */
export function filesUnder(dir: string, prefix = '', out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = `${prefix}${e.name}`;
    if (e.isDirectory()) filesUnder(path.join(dir, e.name), `${rel}/`, out);
    else out.push(rel);
  }
  return out;
}

/**
 * Move `staged`'s files into `outDir` and delete the output's files that are neither one of them nor
 * in `kept`. False, with nothing changed, when that is not the cheaper or not a possible way; with
 * `always` (an output folder that cannot be swapped), whatever stands in a new file's way is deleted.
 */
export function commitInPlace(staged: string, outDir: string, kept: ReadonlySet<string>, always = false): boolean {
  // Renames need one file system (an output folder that is a link to another disk: no).
  if (!always && fs.statSync(staged).dev !== fs.statSync(outDir).dev) return false;
  const made = filesUnder(staged);
  const folders = new Set<string>();
  if (always) {
    for (const rel of made) {
      const inTheWay = obstacle(outDir, rel, folders);
      if (inTheWay) fs.rmSync(inTheWay, { recursive: true, force: true });
    }
  } else if (made.length > kept.size || made.some((rel) => obstacle(outDir, rel, folders))) return false;
  // Assets, data chunks and search files first, the pages that load them last.
  made.sort((a, b) => Number(a.endsWith('.html')) - Number(b.endsWith('.html')));
  const dirs = new Set<string>();
  for (const rel of made) {
    const to = path.join(outDir, rel);
    const dir = path.dirname(to);
    if (!dirs.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      dirs.add(dir);
    }
    fs.renameSync(path.join(staged, rel), to);
  }
  // (Before pruning: the staged folder may be inside the output.)
  fs.rmSync(staged, { recursive: true, force: true });
  const wanted = new Set(made);
  prune(outDir, '', (rel) => wanted.has(rel) || kept.has(rel));
  return true;
}

/**
 * What stands in the way of `rel` as a file of `outDir`: a file where one of its folders goes, or a
 * folder where it goes. Not part of the new output either (a path is a file or a folder in it, not
 * both). `folders`: folders already seen to be folders.
 */
function obstacle(outDir: string, rel: string, folders: Set<string>): string | undefined {
  let dir = outDir;
  for (const part of rel.split('/').slice(0, -1)) {
    dir = path.join(dir, part);
    if (folders.has(dir)) continue;
    const stat = fs.lstatSync(dir, { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (!stat.isDirectory()) return dir;
    folders.add(dir);
  }
  const target = path.join(outDir, rel);
  return fs.lstatSync(target, { throwIfNoEntry: false })?.isDirectory() ? target : undefined;
}

/** Delete the files under `dir` that are not `wanted`, then the folders left empty; true when `dir` is empty. */
function prune(dir: string, prefix: string, wanted: (rel: string) => boolean): boolean {
  let empty = true;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = `${prefix}${e.name}`;
    const abs = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (prune(abs, `${rel}/`, wanted)) fs.rmdirSync(abs);
      else empty = false;
    } else if (wanted(rel)) empty = false;
    else fs.rmSync(abs, { force: true });
  }
  return empty;
}

/** Hard-link `from` to `to`, or copy it where the file system has no hard links. */
export function linkOrCopy(from: string, to: string): 'linked' | 'copied' {
  try {
    fs.linkSync(from, to);
    return 'linked';
  } catch {
    fs.copyFileSync(from, to);
    return 'copied';
  }
}

/** linkOrCopy, making the folder first. */
export function linkFile(from: string, to: string): 'linked' | 'copied' {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  return linkOrCopy(from, to);
}
