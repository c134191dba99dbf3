// Pages git saw renamed or deleted in the docs folder: one bounded `git log` (the last 200 commits
// that renamed or deleted a file there), run only when the folder is in a git work tree. Used by
// check's moved-page rule when no earlier build left its record.
import { execFileSync } from 'node:child_process';

/** How many commits back git history is read. */
const MAX_COMMITS = 200;

export interface GitMove {
  /** The old Markdown file, relative to the docs folder (posix). */
  file: string;
  /** Where it went at last (renamed, perhaps several times), or undefined when it was deleted. */
  now?: string;
}

const run = (cwd: string, args: string[]) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    timeout: 10_000,
    maxBuffer: 32 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });

/** Markdown files renamed or deleted under `srcDir`, newest history first; undefined when it is not a git work tree. */
export function readGitMoves(srcDir: string): GitMove[] | undefined {
  let log: string;
  try {
    if (run(srcDir, ['rev-parse', '--is-inside-work-tree']).trim() !== 'true') return undefined;
    log = run(srcDir, [
      'log',
      `--max-count=${MAX_COMMITS}`,
      '--diff-filter=DR',
      '--name-status',
      '--format=',
      '--relative',
      '-M',
      '-z',
      '--',
      '.',
    ]);
  } catch {
    return undefined;
  }
  return gitMovesOf(log);
}

/** `git log --name-status -z` output (newest first) → each old file and where it went at last. */
export function gitMovesOf(log: string): GitMove[] {
  const fields = log.split('\0').filter((f) => f !== '');
  // Newest first: a file renamed again later is already known under its newer name.
  const renamed = new Map<string, string | null>();
  const order: string[] = [];
  for (let i = 0; i < fields.length;) {
    const status = fields[i]!.trim();
    if (status.startsWith('R')) {
      const from = fields[i + 1]!;
      const to = fields[i + 2]!;
      i += 3;
      if (!renamed.has(from)) {
        renamed.set(from, renamed.has(to) ? renamed.get(to)! : to);
        order.push(from);
      }
    } else if (status === 'D') {
      const file = fields[i + 1]!;
      i += 2;
      if (!renamed.has(file)) {
        renamed.set(file, null);
        order.push(file);
      }
    } else i += 1;
  }
  return order
    .filter((f) => /\.md$/i.test(f))
    .map((file) => {
      const now = renamed.get(file);
      return now ? { file, now } : { file };
    });
}
