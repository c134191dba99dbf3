// Where the pages plugins generate and the data their loaders return are written: one folder per docs
// folder, outside it (the author's folder is never written to). Pages are read from there by path, as
// files are (the page workers, the quick titles, dev), so a generated page costs no memory once
// written; data files are imported by the bundles (`bookdocs:data/<name>`), so a changed value is a
// changed input of the bundles. A file is rewritten only when its text changed: an unchanged one keeps
// its time, and with it its remembered hash (digest-memo.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sha } from '../incremental/hashing.js';

/** The generated files of the site whose docs folder is `srcDir`. */
export function generatedDir(srcDir: string): string {
  return path.join(os.tmpdir(), 'bookdocs-generated', sha(path.resolve(srcDir)).slice(0, 16));
}

/** A name as one folder or file name: what is not a letter, digit, dot, dash or underscore becomes a dash. */
export function safeName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]/g, '-').replace(/^\.+/, '-') || '-';
}

/** Write `text` to `abs` unless it holds that text already. */
export function writeIfChanged(abs: string, text: string): void {
  let old: string | undefined;
  try {
    old = fs.readFileSync(abs, 'utf8');
  } catch {
    old = undefined;
  }
  if (old === text) return;
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  fs.writeFileSync(abs, text);
}

/** Remove every file under `dir` that is not in `keep` (absolute paths), and the folders left empty. */
export function pruneFolder(dir: string, keep: ReadonlySet<string>): void {
  const walk = (at: string): boolean => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(at, { withFileTypes: true });
    } catch {
      return false;
    }
    let left = 0;
    for (const e of entries) {
      const abs = path.join(at, e.name);
      if (e.isDirectory() ? walk(abs) : keep.has(abs)) left++;
      else if (!e.isDirectory()) fs.rmSync(abs, { force: true });
    }
    if (!left && at !== dir) fs.rmSync(at, { recursive: true, force: true });
    return left > 0;
  };
  walk(dir);
}
