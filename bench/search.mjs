#!/usr/bin/env node
// Search figures for `npm run bench`: index size per 1,000 pages (gzip), what a first search downloads,
// query latency (p50/p95) in Chromium at 10,000 pages, and recall/precision against a substring scan.
// Standalone: node bench/search.mjs [--sizes 1000,10000]  (after npm run build:lib)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import { chromium } from 'playwright-core';

const repo = path.resolve(import.meta.dirname, '..');
const lib = (p) => import(path.join(repo, 'lib', p));
let harness;
/**
 * The recall/precision harness (bench/search-quality.ts, shared with its test), compiled here with its
 * imports of src/ pointed at the compiled lib/, so the page workers run as in a real build.
 */
const searchQuality = () =>
  (harness ??= (async () => {
    const outfile = path.join(os.tmpdir(), `bookdocs-search-quality-${process.pid}.mjs`);
    const toLib = {
      name: 'src-to-lib',
      setup(b) {
        b.onResolve({ filter: /\/src\// }, (args) => ({
          path: path
            .resolve(args.resolveDir, args.path)
            .replace(`${path.sep}src${path.sep}`, `${path.sep}lib${path.sep}`),
          external: true,
        }));
      },
    };
    await esbuild.build({
      entryPoints: [path.join(repo, 'bench', 'search-quality.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile,
      plugins: [toLib],
      logLevel: 'error',
    });
    try {
      return await import(outfile);
    } finally {
      fs.rmSync(outfile, { force: true });
    }
  })());
const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

/** Gzipped bytes of every search asset of a built site, and the files. */
function indexSize(out) {
  const dir = path.join(out, 'assets', 'search');
  const files = fs.readdirSync(dir);
  let raw = 0;
  let zipped = 0;
  for (const f of files) {
    const buf = fs.readFileSync(path.join(dir, f));
    raw += buf.length;
    zipped += gz(buf);
  }
  return { raw, zipped, files: files.length };
}

/** The root locale's engine over a built site, reading files from disk and recording what it loads. */
async function diskEngine(out, metaUrl, loaded = []) {
  const { SearchEngine } = await lib('shared/search-engine.js');
  const load = async (url) => {
    loaded.push(url);
    return JSON.parse(fs.readFileSync(path.join(out, url), 'utf8'));
  };
  return new SearchEngine(await load(metaUrl), load);
}

function metaUrlOf(out) {
  const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
  return JSON.parse(/"indexes":(\{[^}]*\})/.exec(html)[1])['/'];
}

/** Queries as readers type them: drawn from the section texts, plus title prefixes. */
async function queriesFor(out, metaUrl, count) {
  const { drawQueries } = await searchQuality();
  const meta = JSON.parse(fs.readFileSync(path.join(out, metaUrl), 'utf8'));
  const texts = meta.texts.slice(0, 40).flatMap(([, url]) => JSON.parse(fs.readFileSync(path.join(out, url), 'utf8')));
  const drawn = drawQueries(texts, count, 7).map((q) => q.query);
  const titles = meta.pages.filter((_, i) => i % Math.ceil(meta.pages.length / 20) === 0).map((p) => p[1].slice(0, 4));
  return [...drawn, ...titles.filter(Boolean)];
}

/** Bytes (gzip) a reader downloads for the first search: the meta file plus the shards the query needs. */
async function firstSearchBytes(out, metaUrl, queries) {
  const sizes = new Map();
  const size = (url) => {
    if (!sizes.has(url)) sizes.set(url, gz(fs.readFileSync(path.join(out, url))));
    return sizes.get(url);
  };
  const totals = [];
  for (const q of queries) {
    const loaded = [];
    const engine = await diskEngine(out, metaUrl, loaded);
    await engine.search(q, 5);
    totals.push([...new Set(loaded)].reduce((n, u) => n + size(u), 0));
  }
  return { median: pct(totals, 50), p95: pct(totals, 95), max: Math.max(...totals), meta: size(metaUrl) };
}

function serve(dir) {
  const types = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html', '.css': 'text/css' };
  const server = http.createServer((req, res) => {
    const p = path.join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    const file = p.endsWith('/') ? path.join(p, 'index.html') : p;
    if (!file.startsWith(dir) || !fs.existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() }),
    ),
  );
}

/** Query latency in Chromium: the shipped engine code, over the site's index, served over HTTP. */
async function chromiumLatency(out, metaUrl, queries) {
  const benchDir = path.join(out, '__bench');
  fs.mkdirSync(benchDir, { recursive: true });
  await esbuild.build({
    entryPoints: [path.join(repo, 'src', 'shared', 'search-engine.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    outfile: path.join(benchDir, 'engine.js'),
    logLevel: 'silent',
  });
  const server = await serve(out);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    return await page.evaluate(
      async ({ metaUrl, queries }) => {
        const { SearchEngine } = await import('/__bench/engine.js');
        const load = async (url) => (await fetch(url)).json();
        const t0 = performance.now();
        const engine = new SearchEngine(await load(metaUrl), load);
        const metaMs = performance.now() - t0;
        const cold = [];
        const warm = [];
        const suggest = [];
        for (const q of queries) {
          let t = performance.now();
          await engine.search(q, 5);
          cold.push(performance.now() - t);
          t = performance.now();
          await engine.search(q, 5);
          warm.push(performance.now() - t);
          t = performance.now();
          engine.suggest(q, 5);
          suggest.push(performance.now() - t);
        }
        return { metaMs, cold, warm, suggest };
      },
      { metaUrl, queries },
    );
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(benchDir, { recursive: true, force: true });
  }
}

/** Recall and precision against a substring scan, per corpus. */
async function quality(corpora) {
  const { loadSitePages, measureSearchQuality } = await searchQuality();
  const rows = [];
  for (const c of corpora) {
    if (!fs.existsSync(c.root)) continue;
    const { pages, locales } = await loadSitePages(c.root);
    const r = await measureSearchQuality(pages, { locales: c.locales ?? locales, locale: c.locale, queries: 300 });
    rows.push({
      name: c.name,
      pages: r.pages,
      queries: r.queries,
      recall: r.recall,
      precision: r.precision,
      cjk: r.byKind.cjk,
      latin: r.byKind.latin,
    });
  }
  return rows;
}

/**
 * Every search figure. `sites`: built sites of generated corpora ({ n, out, src }); the largest is
 * used for latency and first-search size.
 */
export async function benchSearch({ sites, log = console.log }) {
  log('\nsearch');
  let failed = false;
  for (const { n, out } of sites) {
    const s = indexSize(out);
    log(
      `  index at ${n} pages: ${s.files} files, ${kb(s.raw)} raw, ${kb(s.zipped)} gzip = ${kb(s.zipped / (n / 1000))} gzip per 1,000 pages`,
    );
  }
  const big = sites[sites.length - 1];
  const metaUrl = metaUrlOf(big.out);
  const queries = await queriesFor(big.out, metaUrl, 200);
  const first = await firstSearchBytes(big.out, metaUrl, queries);
  log(
    `  first search at ${big.n} pages (meta file ${kb(first.meta)} + the shards the query needs, gzip): median ${kb(first.median)}, p95 ${kb(first.p95)}, max ${kb(first.max)}`,
  );
  if (first.p95 > 1024 * 1024) failed = true;
  const lat = await chromiumLatency(big.out, metaUrl, queries);
  const f = (xs) => `p50 ${pct(xs, 50).toFixed(1)} ms, p95 ${pct(xs, 95).toFixed(1)} ms`;
  log(`  query latency in Chromium at ${big.n} pages, ${queries.length} queries (titles + full text, 5 results):`);
  log(
    `    shards loaded: ${f(lat.warm)}${pct(lat.warm, 95) < 20 ? ' (target p95 < 20 ms: met)' : ' (target p95 < 20 ms: MISSED)'}`,
  );
  log(
    `    first use of its shards (fetch from localhost + parse): ${f(lat.cold)}; title suggestions alone: ${f(lat.suggest)}; meta file load: ${lat.metaMs.toFixed(0)} ms`,
  );
  if (pct(lat.warm, 95) >= 20) failed = true;
  const shared = path.resolve(repo, '..', 'shared');
  const rows = await quality([
    { name: "repository's docs", root: repo },
    { name: `generated corpus (${sites[0].n} pages)`, root: sites[0].src },
    {
      name: 'vuepress-docs, zh half',
      root: path.join(shared, 'corpora', 'vuepress-docs', 'docs'),
      locales: ['/', '/zh/'],
      locale: '/zh/',
    },
  ]);
  log('  full text vs a substring scan (queries drawn from the text: 1–4 CJK characters, or 1–2 words):');
  for (const r of rows) {
    const ok = r.recall >= 0.95 && r.precision >= 0.9;
    if (!ok) failed = true;
    log(
      `    ${r.name.padEnd(34)} ${String(r.pages).padStart(5)} pages, ${r.queries} queries: recall ${r.recall.toFixed(3)}, precision ${r.precision.toFixed(3)}` +
        ` (CJK ${r.cjk.queries}: ${r.cjk.recall.toFixed(3)}/${r.cjk.precision.toFixed(3)}; latin ${r.latin.queries}: ${r.latin.recall.toFixed(3)}/${r.latin.precision.toFixed(3)})${ok ? '' : ' BELOW TARGET'}`,
    );
  }
  return { failed };
}

// Standalone run: generate and build the corpora, then report.
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const i = args.indexOf('--sizes');
  const sizes = (i >= 0 ? args[i + 1] : '1000,10000').split(',').map(Number);
  const gen = path.resolve(repo, '..', 'shared', 'bench', 'gen-corpus.mjs');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bookdocs-search-bench-'));
  try {
    const sites = sizes.map((n) => {
      const src = path.join(work, `corpus-${n}`);
      const out = path.join(work, `out-${n}`);
      execFileSync('node', [gen, src, String(n)], { stdio: 'ignore' });
      execFileSync('node', [path.join(repo, 'bin', 'bookdocs.js'), 'build', src, '--out-dir', out, '--quiet'], {
        stdio: 'inherit',
      });
      return { n, out, src };
    });
    const { failed } = await benchSearch({ sites });
    if (failed) process.exitCode = 1;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
