// Last-updated time and contributors of each page, from one `git log` over the docs folder.
import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Contributor } from '../../shared/types.js';

export interface GitInfo {
  lastUpdated: number;
  contributors: Contributor[];
}

/** `git log` of the docs folder: each commit's time and author, then the files it touched. */
const LOG_ARGS = ['log', '--format=%x00%at%x00%an%x00%ae', '--name-only', '--no-renames', '--', '.'];
const LOG_MAX_BUFFER = 256 * 1024 * 1024;

/** file (relative to srcDir, posix) → info. Empty when git is missing or the folder is not tracked. */
export function readGitInfo(srcDir: string): Map<string, GitInfo> {
  let log: string;
  let top: string;
  try {
    top = execFileSync('git', ['rev-parse', '--show-toplevel'], {
      cwd: srcDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    log = execFileSync('git', LOG_ARGS, {
      cwd: srcDir,
      encoding: 'utf8',
      maxBuffer: LOG_MAX_BUFFER,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return new Map();
  }
  return gitInfoOf(log, top, srcDir);
}

/** readGitInfo without holding the thread while git runs (the dev server reads it beside its requests). */
export async function readGitInfoAsync(srcDir: string): Promise<Map<string, GitInfo>> {
  const git = async (args: string[]) =>
    (await promisify(execFile)('git', args, { cwd: srcDir, encoding: 'utf8', maxBuffer: LOG_MAX_BUFFER })).stdout;
  try {
    const top = (await git(['rev-parse', '--show-toplevel'])).trim();
    return gitInfoOf(await git(LOG_ARGS), top, srcDir);
  } catch {
    return new Map();
  }
}

function gitInfoOf(log: string, top: string, srcDir: string): Map<string, GitInfo> {
  const out = new Map<string, GitInfo>();
  const prefix = path.relative(top, srcDir).split(path.sep).join('/');
  // Output: \0time\0name\0email\n\nfile\nfile\n\0time… (newest commit first)
  const parts = log.split('\x00');
  for (let i = 1; i + 2 < parts.length; i += 3) {
    const time = Number(parts[i]) * 1000;
    const name = parts[i + 1] ?? '';
    const [email = '', ...files] = (parts[i + 2] ?? '').split('\n');
    for (const f of files) {
      const file = f.trim();
      if (!file.endsWith('.md')) continue;
      const rel = prefix ? (file.startsWith(`${prefix}/`) ? file.slice(prefix.length + 1) : null) : file;
      if (rel === null) continue;
      let info = out.get(rel);
      if (!info) out.set(rel, (info = { lastUpdated: time, contributors: [] }));
      if (!info.contributors.some((c) => c.email === email)) info.contributors.push({ name, email });
    }
  }
  return out;
}
