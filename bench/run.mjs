#!/usr/bin/env node
// npm run bench: build generated corpora (../shared/bench/gen-corpus.mjs) and report
// wall time (median of N runs), pages/s, peak RSS, and the bytes a reader downloads for one page.
// Usage: node bench/run.mjs [--sizes 1000,10000] [--runs 3] [--shards 4] [--no-dev] [--no-search] [--no-startup] [--peers]
//        [--large [N]] (one cold build of N pages, default 50,000: peak memory and CPU per page at scale)
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { benchDev } from './dev.mjs';
import { benchLarge } from './large.mjs';
import { benchPeers } from './peers.mjs';
import { benchSearch } from './search.mjs';
import { benchStartup } from './startup.mjs';

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : def;
};
const sizes = opt('sizes', '1000,10000').split(',').map(Number);
const runs = Number(opt('runs', '3'));
const repo = path.resolve(import.meta.dirname, '..');
const gen = path.resolve(repo, '..', 'shared', 'bench', 'gen-corpus.mjs');
const bin = path.join(repo, 'bin', 'bookdocs.js');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bookdocs-bench-'));
const hasTime = fs.existsSync('/usr/bin/time');

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** What a reader downloads for one page: the HTML, the stylesheet and every script it loads up front. */
function pageWeight(out, htmlFile) {
  const html = fs.readFileSync(path.join(out, htmlFile));
  const text = html.toString();
  const urls = [...text.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  let raw = html.length;
  let zipped = gz(html);
  let js = 0;
  let jsGz = 0;
  for (const u of new Set(urls)) {
    const buf = fs.readFileSync(path.join(out, u));
    raw += buf.length;
    zipped += gz(buf);
    if (u.endsWith('.js')) {
      js += buf.length;
      jsGz += gz(buf);
    }
  }
  return { html: html.length, raw, zipped, js, jsGz };
}

console.log(`bookdocs bench — ${os.cpus().length} cores, node ${process.version}, ${runs} runs each\n`);
const rows = [];
for (const n of sizes) {
  const src = path.join(work, `corpus-${n}`);
  execFileSync('node', [gen, src, String(n)], { stdio: 'ignore' });
  const cacheDir = path.join(work, `cache-${n}`);
  let out;
  // Every cold and warm build goes into a folder of its own, and the earlier ones are deleted after the
  // timed runs: a folder deleted just before a build makes that build slower on some file systems
  // (ext4 without a journal, as on the VM this bench was first run on, skips every inode freed in the
  // last minute when it makes a file: 1,500 files took 0.5 ms of kernel time each), and a CI runner's
  // first build has no such folder either.
  const outs = [];
  /**
   * One build; cold = without the page cache, warm = every page unchanged since the previous build but
   * into an empty output folder, incremental = into the previous build's output.
   */
  const once = (mode) => {
    if (mode !== 'incremental') outs.push((out = path.join(work, `out-${n}-${outs.length + 1}`)));
    const buildArgs = [bin, 'build', src, '--out-dir', out, '--quiet', ...(mode === 'cold' ? ['--no-cache'] : [])];
    const cmd = hasTime ? ['/usr/bin/time', ['-f', '%U %S %M', 'node', ...buildArgs]] : ['node', buildArgs];
    const t0 = performance.now();
    const res = spawnSync(cmd[0], cmd[1], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', BOOKDOCS_CACHE_DIR: cacheDir },
    });
    const ms = performance.now() - t0;
    if (res.status !== 0) {
      console.error(res.stdout, res.stderr);
      process.exit(1);
    }
    if (!hasTime) return { ms };
    const [user, sys, rssKb] = res.stderr.trim().split('\n').pop().split(' ').map(Number);
    return { ms, cpu: (user + sys) * 1000, rss: rssKb * 1024 };
  };
  // Sharded (CI matrix): each shard as on a fresh machine (no page cache), one after another here; the
  // figure that matters is the slowest shard against a cold single build, then the merge. (Shards and
  // merge never delete a folder before they write: their folders are fresh, as on a CI runner.)
  const timed = (argv, env = {}) => {
    const t0 = performance.now();
    const res = spawnSync('node', [bin, ...argv], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', BOOKDOCS_CACHE: '0', ...env },
    });
    if (res.status !== 0) {
      console.error(res.stdout, res.stderr);
      process.exit(1);
    }
    return performance.now() - t0;
  };
  const shardCount = Number(opt('shards', '4'));
  const shardOuts = Array.from({ length: shardCount }, (_, k) => path.join(work, `shard-${n}-${k + 1}`));
  // Each shard right after a cold build, so that the slowest shard and the cold median it is compared
  // with come from the same minutes of this VM, whose speed drifts by up to 1.4x over a run.
  const shardTimes = [];
  const cold = [];
  for (let i = 0; i < Math.max(runs, shardCount); i++) {
    if (i < runs) cold.push(once('cold'));
    if (i < shardCount)
      shardTimes.push(timed(['build', src, '--shard', `${i + 1}/${shardCount}`, '--out-dir', shardOuts[i], '--quiet']));
  }
  // (Before the edits below: the merge refuses shards of other sources.)
  const mergeTime = timed([
    'merge',
    ...shardOuts,
    '--root',
    src,
    '--out-dir',
    path.join(work, `merged-${n}`),
    '--quiet',
  ]);
  once('prime');
  const warm = Array.from({ length: runs }, () => once('warm'));
  // Into the previous build's output: nothing changed, then one page's text edited (another page each run).
  const unchanged = Array.from({ length: runs }, () => once('incremental'));
  const editable = fs
    .readdirSync(path.join(src, 'guide'))
    .filter((f) => f.endsWith('.md'))
    .sort();
  const edited = Array.from({ length: runs }, (_, i) => {
    fs.appendFileSync(
      path.join(src, 'guide', editable[i % editable.length]),
      `\nAn edit for the bench, number ${i}.\n`,
    );
    return once('incremental');
  });
  // bookdocs check on the same corpus: after a build (its pages come from the build's cache, as in CI
  // where check runs after build), and cold (every page parsed, without highlighting).
  const checkOnce = (extra) => {
    const t0 = performance.now();
    const res = spawnSync('node', [bin, 'check', src, ...extra], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', BOOKDOCS_CACHE_DIR: cacheDir },
    });
    if (res.status !== 0) {
      console.error(res.stdout, res.stderr);
      process.exit(1);
    }
    return performance.now() - t0;
  };
  const checkCached = Array.from({ length: runs }, () => checkOnce([]));
  const checkCold = checkOnce(['--no-cache']);
  for (const dir of [...outs.slice(0, -1), ...shardOuts, path.join(work, `merged-${n}`)])
    fs.rmSync(dir, { recursive: true, force: true });
  const times = cold.map((r) => r.ms);
  const rss = cold.map((r) => r.rss).filter((x) => x !== undefined);
  const pages = fs
    .readdirSync(path.join(out, 'assets', 'pages'), { recursive: true })
    .filter((f) => String(f).endsWith('.json')).length;
  const sample = `guide/${
    fs
      .readdirSync(path.join(out, 'guide'))
      .filter((f) => f.endsWith('.html'))
      .sort()[0]
  }`;
  const weight = pageWeight(out, sample);
  const t = median(times);
  const cpuMedian = cold[0]?.cpu === undefined ? undefined : median(cold.map((r) => r.cpu));
  rows.push({ n, pages, t, rss: rss.length ? Math.max(...rss) : undefined, cpu: cpuMedian, weight, sample, out, src });
  console.log(
    `${String(n).padStart(6)} pages: ${(t / 1000).toFixed(2)} s median [${times.map((x) => (x / 1000).toFixed(2)).join(', ')}], ` +
      `${Math.round(pages / (t / 1000))} pages/s, peak RSS ${rss.length ? `${(Math.max(...rss) / 1024 / 1024).toFixed(0)} MB` : 'n/a'} (cold: no page cache)`,
  );
  const cpu = (list) =>
    list[0]?.cpu === undefined ? '' : `, CPU ${(median(list.map((r) => r.cpu)) / 1000).toFixed(2)} s`;
  const line = (list) =>
    `${(median(list.map((r) => r.ms)) / 1000).toFixed(2)} s median [${list.map((r) => (r.ms / 1000).toFixed(2)).join(', ')}]${cpu(list)}`;
  console.log(`         cold CPU: ${cpu(cold).slice(2) || 'n/a'}`);
  console.log(`         warm (pages unchanged, from the content-hash cache, empty output folder): ${line(warm)}`);
  console.log(`         incremental, nothing changed: ${line(unchanged)}`);
  console.log(`         incremental, one page edited: ${line(edited)}`);
  const slowestShard = Math.max(...shardTimes);
  console.log(
    `         ${shardCount} shards (each cold, one run): slowest ${(slowestShard / 1000).toFixed(2)} s [${shardTimes.map((x) => (x / 1000).toFixed(2)).join(', ')}] = ` +
      `${((slowestShard / t) * 100).toFixed(0)}% of the cold build; merge ${(mergeTime / 1000).toFixed(2)} s`,
  );
  console.log(
    `         bookdocs check: ${(median(checkCached) / 1000).toFixed(2)} s median after a build [${checkCached.map((x) => (x / 1000).toFixed(2)).join(', ')}], ` +
      `${(checkCold / 1000).toFixed(2)} s cold (--no-cache)`,
  );
  console.log(
    `         one page (${sample}): HTML ${kb(weight.html)}, HTML+CSS+JS ${kb(weight.raw)} (${kb(weight.zipped)} gzip), JS ${kb(weight.js)} (${kb(weight.jsGz)} gzip)`,
  );
}
// Issue budget: a first page load downloads at most 90 KB of gzipped JavaScript, React included.
const JS_BUDGET = 90_000;
const worst = Math.max(...rows.map((r) => r.weight.jsGz));
console.log(
  `\nfirst-load JavaScript: ${kb(worst)} gzip of a ${kb(JS_BUDGET)} budget — ${worst <= JS_BUDGET ? 'within budget' : 'OVER BUDGET'}`,
);
if (worst > JS_BUDGET) process.exitCode = 1;
if (rows.length > 1) {
  const [a, b] = [rows[0], rows[rows.length - 1]];
  console.log(
    `\nscaling ${a.n} → ${b.n} pages: time ×${(b.t / a.t).toFixed(2)} for ×${(b.n / a.n).toFixed(0)} pages (per page ×${(b.t / b.n / (a.t / a.n)).toFixed(2)}); one-page download ×${(b.weight.zipped / a.weight.zipped).toFixed(2)}`,
  );
}
// Start-up: --version, --help and an unchanged build of the smallest corpus, beside `node -e 0` (--no-startup skips it).
if (!args.includes('--no-startup')) {
  const { n, src, out } = rows[0];
  benchStartup({ bin, src, out, cacheDir: path.join(work, `cache-${n}`) });
}
// One cold build of a large corpus (--large [N]): whether memory and CPU per page stay flat.
const large = args.indexOf('--large');
if (large >= 0) {
  const n = Number(/^\d+$/.test(args[large + 1] ?? '') ? args[large + 1] : 50000);
  benchLarge({ n, work, gen, bin, reference: rows[rows.length - 1] });
}
// VuePress 2 and VitePress on the smallest corpus, installed from the registry (--peers).
if (args.includes('--peers')) benchPeers({ src: rows[0].src, work, n: rows[0].n, bookdocs: rows[0].t / 1000 });
// Search over the built corpora: index size, first-search download, latency in Chromium, recall/precision (--no-search skips it).
if (
  !args.includes('--no-search') &&
  (await benchSearch({ sites: rows.map(({ n, out, src }) => ({ n, out, src })) })).failed
)
  process.exitCode = 1;
// bookdocs dev on the largest corpus: ready time, save → DOM, 200 saves with 20 tabs (--no-dev skips it).
if (!args.includes('--no-dev')) await benchDev({ pages: Math.max(...sizes), work });
fs.rmSync(work, { recursive: true, force: true });
