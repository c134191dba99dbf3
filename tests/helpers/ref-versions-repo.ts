// A git repository whose tag v1 holds an older site than the working tree, for ref versions' tests.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { writeTree } from './fixtures.js';

export const REF_VERSIONS_CONFIG = {
  title: 'Docs',
  versions: {
    list: [
      { name: '2.x', folder: '/guide/' },
      { name: '1.x', ref: 'v1' },
    ],
  },
};

function git(root: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
}

/** Point `tag` at a new commit: its commit with `file` changed to `text`, the working tree and index untouched. */
export function moveTag(root: string, tag: string, file: string, text: string): void {
  const blob = execFileSync('git', ['hash-object', '-w', '--stdin'], {
    cwd: root,
    input: text,
    encoding: 'utf8',
  }).trim();
  const env = { ...process.env, GIT_INDEX_FILE: path.join(root, '.git', 'test-index') };
  const run = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
      cwd: root,
      env,
      encoding: 'utf8',
    }).trim();
  run('read-tree', tag);
  run('update-index', '--add', '--cacheinfo', `100644,${blob},${file}`);
  const commit = run('commit-tree', run('write-tree'), '-p', tag, '-m', `${tag} fix`);
  run('tag', '-f', tag, commit);
}

/** A repository whose tag v1 holds the old docs (guide/old.md only there); the working tree, the new ones (guide/new.md only there). */
export function refVersionsRepo(): string {
  const root = writeTree(
    {
      'site.config.json': JSON.stringify({ title: 'Docs' }),
      'docs/index.md': '# Home\n',
      'docs/guide/start.md': '# Start\n\nThe old way to start.\n',
      'docs/guide/old.md': '# Old\n\nOnly in the old version.\n',
    },
    'bd-ref-versions-',
  );
  git(root, 'init', '-q');
  git(root, 'add', '.');
  git(root, 'commit', '-qm', 'v1');
  git(root, 'tag', 'v1');
  fs.writeFileSync(path.join(root, 'site.config.json'), JSON.stringify(REF_VERSIONS_CONFIG));
  fs.writeFileSync(path.join(root, 'docs/guide/start.md'), '# Start\n\nThe new way to start.\n');
  fs.writeFileSync(path.join(root, 'docs/guide/new.md'), '# New\n\nOnly in the new version.\n');
  fs.rmSync(path.join(root, 'docs/guide/old.md'));
  return root;
}
