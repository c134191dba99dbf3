// The commit a folder's repository is at, read from .git (HEAD, its ref, packed-refs) instead of
// starting `git`: an unchanged build checks it every time. Anything unusual (a worktree or submodule,
// whose .git is a file; a detached or odd HEAD) asks git itself.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SHA = /^[0-9a-f]{40,64}$/;

function askGit(dir: string): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
}

function readRef(gitDir: string, ref: string): string | undefined {
  try {
    const loose = fs.readFileSync(path.join(gitDir, ref), 'utf8').trim();
    if (SHA.test(loose)) return loose;
  } catch {
    // not loose: packed
  }
  try {
    for (const line of fs.readFileSync(path.join(gitDir, 'packed-refs'), 'utf8').split('\n')) {
      const [sha, name] = line.split(' ');
      if (name === ref && sha && SHA.test(sha)) return sha;
    }
  } catch {
    // no packed refs
  }
  return undefined;
}

/**
 * What the walk up from `dir` finds: the commit (`''` outside git) and the paths it read or looked for,
 * present or not; `files` is undefined when git itself had to be asked.
 */
function walkToHead(dir: string): { head: string; files?: string[] } {
  if (process.env.GIT_DIR) return { head: askGit(dir) };
  const files: string[] = [];
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const dotGit = path.join(at, '.git');
    files.push(dotGit);
    let stat: fs.Stats | undefined;
    try {
      stat = fs.statSync(dotGit);
    } catch {
      stat = undefined;
    }
    if (stat?.isDirectory()) {
      let head: string;
      try {
        head = fs.readFileSync(path.join(dotGit, 'HEAD'), 'utf8').trim();
      } catch {
        return { head: askGit(dir) };
      }
      files.push(path.join(dotGit, 'HEAD'));
      if (SHA.test(head)) return { head, files };
      const ref = /^ref: (refs\/\S+)$/.exec(head)?.[1];
      const sha = ref && readRef(dotGit, ref);
      if (!sha) return { head: askGit(dir) };
      return { head: sha, files: [...files, path.join(dotGit, ref), path.join(dotGit, 'packed-refs')] };
    }
    if (stat) return { head: askGit(dir) };
    if (path.dirname(at) === at) return { head: '', files };
  }
}

/** The commit `dir` is at, or '' outside git. */
export const gitHead = (dir: string): string => walkToHead(dir).head;

/**
 * The paths gitHead(dir) reads or looks for, present or not: what its answer changes with when no
 * `git` is asked (an unchanged build's stamp, incremental/quick-stamp.ts); undefined when it asks git.
 */
export const gitHeadFiles = (dir: string): string[] | undefined => walkToHead(dir).files;
