#!/usr/bin/env node
// Is the build output of two revisions the same? Builds the repository's own site (docs/) and a
// generated corpus with each revision, both checked out at the same path (esbuild's content hashes
// depend on where the sources are), and compares the outputs file by file.
// Differences that every build has are normalised first: the build id, and the search index's file
// names (named from the toolkit's own code, so any change of the code renames them).
// --assets: also treat content-hashed asset names (main.ABCD1234.js) as the same, to see whether
// anything but a changed client bundle differs.
// Usage: node bench/equivalence.mjs [--base REV] [--head REV] [--pages 1000] [--assets]   (exit 1 on a difference)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : def;
};
const repo = path.resolve(import.meta.dirname, '..');
const baseRev = opt('base', 'HEAD~1');
const headRev = opt('head', 'HEAD');
const pages = Number(opt('pages', '1000'));
const assetNames = args.includes('--assets');
const work = path.join(os.tmpdir(), `bookdocs-equivalence-${process.pid}`);
const tree = path.join(work, 'tree');
const corpus = path.join(work, 'corpus');
const git = (...a) => execFileSync('git', ['-C', repo, ...a], { encoding: 'utf8' }).trim();

function checkout(rev) {
  fs.rmSync(tree, { recursive: true, force: true });
  fs.mkdirSync(tree, { recursive: true });
  execFileSync('sh', ['-c', `git -C "${repo}" archive "${rev}" | tar -x -C "${tree}"`]);
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(tree, 'node_modules'));
  execFileSync(path.join(repo, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.build.json'], {
    cwd: tree,
    stdio: 'inherit',
  });
}

function build(root, out) {
  execFileSync(
    'node',
    [path.join(tree, 'bin', 'bookdocs.js'), 'build', root, '--out-dir', out, '--quiet', '--no-cache'],
    {
      stdio: 'inherit',
      env: { ...process.env, BOOKDOCS_CACHE: '0' },
    },
  );
}

/** Every file of an output folder (posix, relative) → its text with per-build names and ids replaced. */
function normalised(dir) {
  const files = new Map();
  for (const rel of fs.readdirSync(dir, { recursive: true })) {
    const abs = path.join(dir, rel);
    if (!fs.statSync(abs).isFile()) continue;
    let name = rel
      .split(path.sep)
      .join('/')
      .replace(/(assets\/search\/[\w-]+)\.[0-9a-f]{10}\.json$/, '$1.#.json');
    if (assetNames) name = name.replace(/\.[A-Z0-9]{8}\.(js|css)$/, '.#.$1');
    let text = fs.readFileSync(abs, 'latin1');
    text = text.replace(/(\/assets\/search\/[\w-]+)\.[0-9a-f]{10}\.json/g, '$1.#.json');
    if (assetNames) text = text.replace(/([\w-]+)\.[A-Z0-9]{8}\.(js|css)/g, '$1.#.$2');
    files.set(name, text);
  }
  return files;
}

function compare(label, a, b) {
  const left = normalised(a);
  const right = normalised(b);
  const problems = [];
  for (const name of new Set([...left.keys(), ...right.keys()])) {
    if (!left.has(name)) problems.push(`only in ${headRev}: ${name}`);
    else if (!right.has(name)) problems.push(`only in ${baseRev}: ${name}`);
    else if (left.get(name) !== right.get(name)) problems.push(`differs: ${name}`);
  }
  console.log(`${label}: ${left.size} files, ${problems.length ? `${problems.length} differences` : 'identical'}`);
  for (const p of problems.slice(0, 20)) console.log(`  ${p}`);
  return problems.length === 0;
}

fs.mkdirSync(work, { recursive: true });
try {
  execFileSync('node', [path.resolve(repo, '..', 'shared', 'bench', 'gen-corpus.mjs'), corpus, String(pages)], {
    stdio: 'ignore',
  });
  for (const [side, rev] of [
    ['base', baseRev],
    ['head', headRev],
  ]) {
    console.log(`building with ${rev} (${git('rev-parse', '--short', rev)})`);
    checkout(rev);
    build(tree, path.join(work, `${side}-docs`));
    build(corpus, path.join(work, `${side}-corpus`));
  }
  const same = [
    compare('docs/', path.join(work, 'base-docs'), path.join(work, 'head-docs')),
    compare(`${pages}-page corpus`, path.join(work, 'base-corpus'), path.join(work, 'head-corpus')),
  ].every(Boolean);
  process.exitCode = same ? 0 : 1;
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
