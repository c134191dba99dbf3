// Lighthouse (mobile) scores of the shipped site, one row per page type: the median of N runs.
//
//   node bench/lighthouse.mjs [--runs 3] [--pages home,reference,...] [--against /path/to/other/checkout]
//
// Lighthouse is not a dependency: it is taken from $LIGHTHOUSE, else `lighthouse` on PATH (e.g.
// `mkdir -p /tmp/lh-tools && cd /tmp/lh-tools && npm init -y && npm install lighthouse@12`, then
// LIGHTHOUSE=/tmp/lh-tools/node_modules/.bin/lighthouse). Chromium: $CHROME_PATH, else /usr/bin/chromium.
//
// The site (this repository's site.config.json and its folders) is built with this checkout's
// bookdocs into a temporary folder, and served gzipped by `bookdocs preview`. Its page views go to a
// local stand-in endpoint instead of the configured provider (the config's `analytics.endpoint` is
// overridden in a copy of the site, the shipped config is untouched), so no request leaves the machine
// and no failed request counts against best practices. The not-found page is audited at /404.html,
// which answers 200 (Lighthouse does not score a page answering 404).
//
// `--against DIR`: a second bookdocs checkout (e.g. a worktree of main) whose build of the same site is
// measured in the same sitting, runs alternating with this one's: on a shared machine Lighthouse's
// simulated throttling inflates TBT with the load, so only an A/B of the same sitting compares.
// The load average is printed before and after.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PAGES = {
  home: '/',
  guide: '/guide/demo.html',
  reference: '/components/v3/interface-info.html',
  tables: '/cooperation/version_diff.html',
  tabs: '/components/v3/install.html',
  about: '/cooperation/about.html',
  notFound: '/404.html',
};
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

const here = path.resolve(fileURLToPath(import.meta.url), '../..');
const runs = Number(option('runs', '3'));
const pageNames = option('pages', Object.keys(PAGES).join(',')).split(',');
const against = option('against');
const lighthouse = process.env.LIGHTHOUSE ?? 'lighthouse';
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (spawnSync(lighthouse, ['--version']).status !== 0) {
  console.error(`No Lighthouse at "${lighthouse}": set $LIGHTHOUSE or put lighthouse on PATH (see this file's head).`);
  process.exit(1);
}

const work = mkdtempSync(path.join(tmpdir(), 'bookdocs-lighthouse-'));
const children = [];

/** The local stand-in for the analytics provider: every request answers 204. */
async function startStandIn() {
  const server = createServer((req, res) => {
    req.resume();
    res.writeHead(204, { 'access-control-allow-origin': '*' });
    res.end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** A copy of the site (config, docs folder, components, theme) whose page views go to `endpoint`. */
function siteCopy(endpoint) {
  const root = path.join(work, 'site');
  const config = JSON.parse(readFileSync(path.join(here, 'site.config.json'), 'utf8'));
  delete config.$schema;
  if (config.analytics) config.analytics.endpoint = endpoint;
  for (const folder of [config.srcDir ?? 'docs', 'components', 'theme']) {
    if (existsSync(path.join(here, folder)))
      cpSync(path.join(here, folder), path.join(root, folder), { recursive: true });
  }
  writeFileSync(path.join(root, 'site.config.json'), JSON.stringify(config, null, 2));
  return root;
}

function build(checkout, root, out) {
  const result = spawnSync(process.execPath, [path.join(checkout, 'bin/bookdocs.js'), 'build', '-q', '-o', out, root], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`the build with ${checkout} failed`);
}

/** `bookdocs preview` of `out`; resolves with its URL once it listens. */
function preview(checkout, root, out) {
  const child = spawn(process.execPath, [
    path.join(checkout, 'bin/bookdocs.js'),
    'preview',
    '-p',
    '0',
    '-o',
    out,
    root,
  ]);
  children.push(child);
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
      const url = /http:\/\/127\.0\.0\.1:\d+/.exec(text)?.[0];
      if (url) resolve(url);
    });
    child.on('exit', () => reject(new Error(`preview of ${out} ended: ${text}`)));
  });
}

function audit(url) {
  const result = spawnSync(
    lighthouse,
    [
      url,
      '--form-factor=mobile',
      `--only-categories=${CATEGORIES.join(',')}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`lighthouse ${url} failed: ${result.stderr}`);
  const report = JSON.parse(result.stdout);
  const row = Object.fromEntries(CATEGORIES.map((c) => [c, report.categories[c]?.score ?? null]));
  for (const [name, id] of Object.entries(METRICS)) row[name] = report.audits[id]?.numericValue ?? null;
  return row;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

try {
  const standIn = await startStandIn();
  const endpoint = `http://127.0.0.1:${standIn.address().port}/api/event`;
  const root = siteCopy(endpoint);
  const targets = [{ name: 'this', checkout: here }];
  if (against) targets.push({ name: 'against', checkout: path.resolve(against) });
  for (const t of targets) {
    const out = path.join(work, `out-${t.name}`);
    build(t.checkout, root, out);
    t.url = await preview(t.checkout, root, out);
    t.rows = {};
  }
  console.log(`load average before: ${load()}`);
  for (const name of pageNames) {
    for (let r = 0; r < runs; r++) {
      // Alternate the builds run by run, so the machine's load weighs on both alike.
      for (const t of r % 2 ? [...targets].reverse() : targets) (t.rows[name] ??= []).push(audit(t.url + PAGES[name]));
    }
  }
  console.log(`load average after: ${load()}`);
  const head = ['page', 'build', 'perf', 'a11y', 'bp', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms'];
  console.log(`| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|`);
  for (const name of pageNames) {
    for (const t of targets) {
      const rows = t.rows[name];
      // The median run by performance score gives the other figures, so a row is one real run.
      const run = [...rows].sort((a, b) => a.performance - b.performance)[Math.floor(rows.length / 2)];
      const perfs = rows.map((r) => r.performance).join('/');
      const cells = [
        name,
        t.name,
        `${median(rows.map((r) => r.performance))} (${perfs})`,
        ...CATEGORIES.slice(1).map((c) => run[c]),
        ...Object.keys(METRICS).map((m) => (m === 'CLS' ? run[m].toFixed(3) : Math.round(run[m]))),
      ];
      console.log(`| ${cells.join(' | ')} |`);
    }
  }
  standIn.close();
} finally {
  for (const child of children) child.kill();
  rmSync(work, { recursive: true, force: true });
}
