// The commit read from .git files is the one git itself reports, in every layout git uses.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitHead, gitHeadFiles } from '../../../../src/render/site/git-head.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

function repo(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-git-'));
  git(dir, 'init', '-q', '-b', 'main');
  fs.mkdirSync(path.join(dir, 'docs'));
  for (const n of [1, 2]) {
    fs.writeFileSync(path.join(dir, 'docs', 'a.md'), `# A ${n}\n`);
    git(dir, 'add', '.');
    git(dir, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', `c${n}`);
  }
  return dir;
}

describe('gitHead', () => {
  it('reads a branch from its loose ref, then from packed-refs, from a subfolder', () => {
    const dir = repo();
    const docs = path.join(dir, 'docs');
    expect(gitHead(docs)).toBe(git(dir, 'rev-parse', 'HEAD'));
    git(dir, 'pack-refs', '--all');
    expect(fs.existsSync(path.join(dir, '.git', 'refs', 'heads', 'main'))).toBe(false);
    expect(gitHead(docs)).toBe(git(dir, 'rev-parse', 'HEAD'));
  });

  it('follows a detached HEAD and a worktree (whose .git is a file)', () => {
    const dir = repo();
    git(dir, 'checkout', '-q', 'HEAD~1');
    expect(gitHead(dir)).toBe(git(dir, 'rev-parse', 'HEAD'));
    git(dir, 'checkout', '-q', 'main');
    const tree = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bd-wt-')), 'wt');
    git(dir, 'worktree', 'add', '-q', '--detach', tree, 'HEAD~1');
    expect(gitHead(tree)).toBe(git(tree, 'rev-parse', 'HEAD'));
    expect(gitHead(tree)).not.toBe(gitHead(dir));
  });

  it('is empty outside a repository', () => {
    expect(gitHead(fs.mkdtempSync(path.join(os.tmpdir(), 'bd-nogit-')))).toBe('');
  });
});

describe('gitHeadFiles', () => {
  it("names the files gitHead read, the branch's loose ref and packed-refs included", () => {
    const dir = repo();
    const docs = path.join(dir, 'docs');
    const dotGit = path.join(dir, '.git');
    expect(gitHeadFiles(docs)).toEqual([
      path.join(docs, '.git'),
      dotGit,
      path.join(dotGit, 'HEAD'),
      path.join(dotGit, 'refs/heads/main'),
      path.join(dotGit, 'packed-refs'),
    ]);
  });

  it('is undefined where git itself is asked (a worktree), and lists the .git looked for outside git', () => {
    const dir = repo();
    const tree = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bd-wt-')), 'wt');
    git(dir, 'worktree', 'add', '-q', '--detach', tree, 'HEAD~1');
    expect(gitHeadFiles(tree)).toBeUndefined();
    const none = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-nogit-'));
    expect(gitHeadFiles(none)?.[0]).toBe(path.join(none, '.git'));
  });
});
