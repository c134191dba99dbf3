#!/usr/bin/env node
// Start-up: what a command costs as a whole process, Node's own start included, beside `node -e 0`
// (the floor no command can go under): `bookdocs --version`, `--help`, and a build of a 1,000-page
// site where nothing changed since the previous build into the same folder. Each is run several times
// after one warm-up; wall time as median [min–max], CPU seconds (user + sys) and peak RSS as
// /usr/bin/time reports them (wall time on a shared machine moves with its load: compare CPU seconds).
// Run by `npm run bench` on its 1,000-page corpus (--no-startup skips it), or alone:
//   node bench/startup.mjs [--runs 9] [--pages 1000]
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** One process, timed from here; CPU and peak RSS from /usr/bin/time when it is there. */
function run(argv, env) {
  const hasTime = fs.existsSync('/usr/bin/time');
  const t0 = performance.now();
  const res = hasTime
    ? spawnSync('/usr/bin/time', ['-f', '%U %S %M', ...argv], { encoding: 'utf8', env })
    : spawnSync(argv[0], argv.slice(1), { encoding: 'utf8', env });
  const ms = performance.now() - t0;
  if (res.status !== 0) {
    console.error(res.stdout, res.stderr);
    process.exit(1);
  }
  if (!hasTime) return { ms, stdout: res.stdout };
  const [user, sys, rssKb] = res.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { ms, cpu: (user + sys) * 1000, rss: rssKb * 1024, stdout: res.stdout };
}

/**
 * @param {{ bin: string, src: string, out: string, cacheDir: string, runs?: number }} opts `out` holds a
 *   build of `src` made with the page cache in `cacheDir`.
 * @returns {{ name: string, ms: number, cpu?: number, rss?: number }[]} the medians
 */
export function benchStartup({ bin, src, out, cacheDir, runs = 9 }) {
  const env = { ...process.env, NO_COLOR: '1', BOOKDOCS_CACHE_DIR: cacheDir };
  const cases = [
    { name: 'node -e 0 (the floor)', argv: ['node', '-e', '0'] },
    { name: 'bookdocs --version', argv: ['node', bin, '--version'] },
    { name: 'bookdocs --help', argv: ['node', bin, '--help'] },
    {
      name: `bookdocs build, nothing changed`,
      argv: ['node', bin, 'build', src, '--out-dir', out],
      expect: '✓ unchanged',
    },
  ];
  const results = cases.map(() => []);
  // One warm-up each (the file cache, and the build's digests of files edited just before), then the
  // cases in turn, so that each sees the same minutes of a machine whose speed drifts.
  for (const c of cases) run(c.argv, env);
  for (let i = 0; i < runs; i++)
    cases.forEach((c, k) => {
      const r = run(c.argv, env);
      if (c.expect && !r.stdout.includes(c.expect)) {
        console.error(`${c.name}: expected "${c.expect}", got:\n${r.stdout}`);
        process.exit(1);
      }
      results[k].push(r);
    });
  const s = (ms) => (ms / 1000).toFixed(3);
  console.log(`\nstart-up (whole process, Node's start included; median of ${runs} [min–max]):`);
  const medians = cases.map((c, k) => {
    const list = results[k];
    const walls = list.map((r) => r.ms);
    const cpu = list[0].cpu === undefined ? undefined : median(list.map((r) => r.cpu));
    const rss = list[0].rss === undefined ? undefined : Math.max(...list.map((r) => r.rss));
    console.log(
      `  ${c.name.padEnd(34)} ${s(median(walls))} s [${s(Math.min(...walls))}–${s(Math.max(...walls))}]` +
        (cpu === undefined ? '' : `, CPU ${s(cpu)} s`) +
        (rss === undefined ? '' : `, peak RSS ${(rss / 1024 / 1024).toFixed(0)} MB`),
    );
    return { name: c.name, ms: median(walls), cpu, rss };
  });
  console.log(
    `  (load average at the end: ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(', ')})`,
  );
  return medians;
}

// Alone: a generated corpus of its own, built once, then the start-up figures.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const opt = (name, def) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : def;
  };
  const repo = path.resolve(import.meta.dirname, '..');
  const gen = path.resolve(repo, '..', 'shared', 'bench', 'gen-corpus.mjs');
  const bin = path.join(repo, 'bin', 'bookdocs.js');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bookdocs-startup-'));
  const src = path.join(work, 'corpus');
  const out = path.join(work, 'out');
  const cacheDir = path.join(work, 'cache');
  execFileSync('node', [gen, src, opt('pages', '1000')], { stdio: 'ignore' });
  execFileSync('node', [bin, 'build', src, '--out-dir', out, '--quiet'], {
    stdio: 'ignore',
    env: { ...process.env, BOOKDOCS_CACHE_DIR: cacheDir },
  });
  benchStartup({ bin, src, out, cacheDir, runs: Number(opt('runs', '9')) });
  fs.rmSync(work, { recursive: true, force: true });
}
