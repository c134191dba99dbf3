// A build replaces its output folder whole, so the folder must be one it may replace: new, empty, or
// written by bookdocs before. Everything else is refused before a byte is written: the site's own
// folders and their parents, a repository, a file, and (unless --force) a folder of someone else's.
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import { displayPath } from '../site/paths.js';
import { isInside } from '../site/site-files.js';
import { isBookdocsOutput } from '../site/output-signature.js';

export interface OutDirGuard {
  /** The output folder as asked for (a link is followed). */
  outDir: string;
  /** Folders the build reads, which the output may neither be nor hold. */
  protect: { dir: string; name: string }[];
  /** The public folder: an output inside it would publish itself. */
  publicDir?: string;
  /** Replace a non-empty folder bookdocs did not write. */
  force?: boolean;
  /** Where the output folder was named (the config's `outDir`), for the diagnostic. */
  at?: Pick<Diagnostic, 'file' | 'line' | 'column'>;
  /** How the folder is set, for the hint: `--out-dir` or `"outDir" in the config`. */
  setting: string;
}

/** Why a build may not replace `outDir`; empty when it may. */
export function outDirProblems(guard: OutDirGuard): Diagnostic[] {
  const out = realPath(guard.outDir);
  const shown = path.resolve(guard.outDir) === process.cwd() ? '.' : displayPath(guard.outDir);
  const refuse = (message: string, hint: string): Diagnostic[] => [
    { severity: 'error', rule: 'unsafe-out-dir', message: `output folder ${shown} ${message}`, ...guard.at, hint },
  ];
  const elsewhere = `choose another output folder (${guard.setting}), e.g. a new "dist" folder beside your sources`;
  const stat = fs.statSync(out, { throwIfNoEntry: false });
  if (stat && !stat.isDirectory()) return refuse('is a file, not a folder: a build would replace it', elsewhere);
  for (const { dir, name } of guard.protect) {
    const kept = realPath(dir);
    if (kept === out)
      return refuse(
        `is ${name}: a build replaces its output folder entirely, so it would delete what is there`,
        elsewhere,
      );
    if (isInside(kept, out))
      return refuse(
        `holds ${name} (${displayPath(dir)}): a build replaces its output folder entirely, so it would delete it`,
        elsewhere,
      );
  }
  if (out.split(path.sep).includes('.git'))
    return refuse('is inside a .git folder: a build would overwrite the repository', elsewhere);
  if (guard.publicDir && isInside(out, realPath(guard.publicDir))) {
    return refuse(
      `is inside the public folder (${displayPath(guard.publicDir)}), whose files are all published: each build would publish the last`,
      elsewhere,
    );
  }
  if (!stat) return [];
  const entries = fs.readdirSync(out).filter((name) => !STAGING.test(name));
  if (entries.includes('.git')) {
    return refuse(
      'is a git repository (it holds .git): a build replaces its output folder entirely, .git included',
      `${elsewhere}, then copy the files into the repository`,
    );
  }
  if (!entries.length || isBookdocsOutput(out) || guard.force) return [];
  const listed = entries.sort().slice(0, 3).join(', ') + (entries.length > 3 ? `, and ${entries.length - 3} more` : '');
  return refuse(
    `holds files bookdocs did not write (${listed}): a build replaces the folder, so they would be deleted`,
    `${elsewhere}; or pass --force to replace the folder and everything in it`,
  );
}

/** A build's staging folder (see swap.ts), which may sit in an output folder that is a mount point. */
const STAGING = /^\.bookdocs-new-/;

/** `p` with every link followed, also when `p` (or part of it) does not exist yet. */
function realPath(p: string): string {
  const abs = path.resolve(p);
  const rest: string[] = [];
  for (let dir = abs; ; dir = path.dirname(dir)) {
    try {
      return path.join(fs.realpathSync(dir), ...rest.reverse());
    } catch {
      if (path.dirname(dir) === dir) return abs;
      rest.push(path.basename(dir));
    }
  }
}
