// The output folder is built beside the real one and swapped in only when everything succeeded,
// so a failed build never leaves a half-written or emptied site behind. An incremental build that
// kept most files where they are stages only what it made, and commits it in place
// (commit-in-place.ts), or links the kept files in and swaps when that does not fit.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { commitInPlace, linkFile } from '../incremental/commit-in-place.js';

export interface StagedOutput {
  /** Where to write. */
  dir: string;
  /**
   * Replace the real output with the staged one. `kept`: the output's files this build kept where
   * they are (not in the staged folder), for a staged folder of only the files the build made.
   */
  commit(kept?: ReadonlySet<string>): void;
  /** Throw the staged output away. */
  discard(): void;
}

export function stageOutput(requested: string): StagedOutput {
  // An output folder that is a link (to a web server's folder, say): the folder it links to is
  // replaced, and the link stays.
  const outDir = linkTarget(requested);
  const parent = path.dirname(outDir);
  fs.mkdirSync(parent, { recursive: true });
  // An output folder that is a mount point (a container's volume) cannot be renamed: the staged
  // folder goes inside it (a dot-name), and every build is committed in place.
  const mounted = isMountPoint(outDir);
  const stagingParent = mounted ? outDir : parent;
  const prefix = mounted ? '.bookdocs' : `.${path.basename(outDir)}`;
  removeStaleStaging(stagingParent, prefix);
  // Named by this process, so the next build knows it from a killed build's; made with mkdir, not
  // mkdtemp (0700), so the output's mode follows the umask like every folder in it.
  const dir = path.join(stagingParent, `${prefix}-new-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
  fs.mkdirSync(dir);
  return {
    dir,
    commit(kept) {
      if (mounted) {
        commitInPlace(dir, outDir, kept ?? new Set(), true);
        return;
      }
      if (kept?.size) {
        if (!fs.existsSync(outDir)) throw new Error(`${outDir} was deleted during the build: build again`);
        if (commitInPlace(dir, outDir, kept)) return;
        for (const rel of kept) linkFile(path.join(outDir, rel), path.join(dir, rel));
      }
      // A dot-name beside the output, so a scan of a docs folder holding it skips it meanwhile.
      const old = fs.existsSync(outDir) ? path.join(parent, `${prefix}-old-${process.pid}-${Date.now()}`) : undefined;
      if (old) fs.renameSync(outDir, old);
      try {
        fs.renameSync(dir, outDir);
      } catch (err) {
        if (old) fs.renameSync(old, outDir);
        throw err;
      }
      if (old) removeInBackground(old);
    },
    discard() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Staging and old folders that builds killed before they finished left beside the output (named by
 * a process that is gone): deleted, so they do not pile up. A running build's are left alone.
 */
function removeStaleStaging(dir: string, prefix: string): void {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  const ours = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-(?:new|old)-(\\d+)-`);
  for (const name of names) {
    const pid = ours.exec(name)?.[1];
    if (pid !== undefined && !isRunning(Number(pid))) removeInBackground(path.join(dir, name));
  }
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Delete a folder from a detached process: the previous output has two files per page, and the build
 * need not wait for them to go, since the new output is already in place.
 */
function removeInBackground(dir: string): void {
  try {
    const child = spawn(
      process.execPath,
      ['-e', 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true, maxRetries: 3 })', dir],
      {
        detached: true,
        stdio: 'ignore',
      },
    );
    child.on('error', () => fs.rmSync(dir, { recursive: true, force: true }));
    child.unref();
  } catch {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function linkTarget(dir: string): string {
  try {
    return fs.lstatSync(dir).isSymbolicLink() ? fs.realpathSync(dir) : dir;
  } catch {
    return dir;
  }
}

function isMountPoint(dir: string): boolean {
  try {
    return fs.statSync(dir).dev !== fs.statSync(path.dirname(dir)).dev;
  } catch {
    return false;
  }
}
