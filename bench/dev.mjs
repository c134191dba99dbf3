#!/usr/bin/env node
// bookdocs dev, measured: time to ready at N pages (spawn → URL printed, and the first page served),
// save → DOM updated in Chromium (in place, over the WebSocket), and a storm of 200 saves in 10 s
// with 20 tabs open: every tab must end on the last save, the server must live, and its memory
// (heap after GC, RSS) is printed before, at the peak and after.
// Usage: node bench/dev.mjs [--pages 10000] [--runs 3] [--saves 20]; or benchDev() from bench/run.mjs.
/* global document, MutationObserver -- in page.evaluate() callbacks, which run in Chromium */
import { execFileSync, fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const repo = path.resolve(import.meta.dirname, '..');
const bin = path.join(repo, 'bin', 'bookdocs.js');
const gen = path.resolve(repo, '..', 'shared', 'bench', 'gen-corpus.mjs');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length - 1) * p))];
const mb = (n) => `${(n / 1024 / 1024).toFixed(0)} MB`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Child mode: the dev server in its own process, reporting memory (after a full GC) over IPC.
if (process.argv[2] === '--child') {
  const { startDevServer } = await import(path.join(repo, 'lib', 'server', 'dev', 'server.js'));
  const dev = await startDevServer({
    root: process.argv[3],
    port: 0,
    watchTheme: false,
    log: { info: () => {}, error: (m) => process.stderr.write(`${m}\n`) },
  });
  await dev.watching;
  process.on('message', async (m) => {
    if (m === 'mem') {
      globalThis.gc?.();
      const { heapUsed, rss } = process.memoryUsage();
      process.send({ heapUsed, rss });
    } else if (m === 'close') {
      await dev.close();
      process.exit(0);
    }
  });
  process.send({ url: dev.url });
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const opt = (name, def) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : def);
  await benchDev({
    pages: Number(opt('pages', '10000')),
    runs: Number(opt('runs', '3')),
    saves: Number(opt('saves', '20')),
  });
}

/** `bookdocs dev <root>` from spawn to the URL line, then the first page. */
async function readyOnce(root, page) {
  const t0 = performance.now();
  const proc = spawn('node', [bin, 'dev', root, '--port', '0'], {
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const url = await new Promise((resolve, reject) => {
    proc.stdout.on('data', (d) => {
      out += d;
      const m = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
      if (m) resolve(m[1]);
    });
    proc.once('exit', (code) => reject(new Error(`dev exited with ${code}: ${out}`)));
  });
  const ready = performance.now() - t0;
  const inner = Number(/ready in (\d+) ms/.exec(out)?.[1]);
  const t1 = performance.now();
  const res = await fetch(`${url}${page}`);
  if (res.status !== 200) throw new Error(`${page}: HTTP ${res.status}`);
  await res.text();
  const first = performance.now() - t1;
  const t2 = performance.now();
  await (await fetch(`${url}${page}`)).text();
  const again = performance.now() - t2;
  const exited = new Promise((r) => proc.once('exit', (code) => r(code)));
  const t3 = performance.now();
  proc.kill('SIGINT');
  const code = await exited;
  return { ready, inner, first, again, stop: performance.now() - t3, code };
}

/** A dev server in a child process (--expose-gc), with its memory on request. */
async function startChild(root) {
  const child = fork(import.meta.filename, ['--child', root], {
    execArgv: ['--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { url } = await new Promise((resolve) => child.once('message', resolve));
  return {
    url,
    child,
    mem: () =>
      new Promise((resolve) => {
        child.once('message', resolve);
        child.send('mem');
      }),
    close: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.send('close');
      }),
  };
}

/** Resolves with Date.now() in the page when #bd-content first contains `marker`. */
function domSeen(page, marker) {
  return page.evaluate(
    (m) =>
      new Promise((resolve) => {
        const check = () => {
          const el = document.getElementById('bd-content');
          if (el && el.textContent.includes(m)) {
            resolve(Date.now());
            return true;
          }
          return false;
        };
        if (check()) return;
        const obs = new MutationObserver(() => check() && obs.disconnect());
        obs.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
    marker,
  );
}

export async function benchDev({ pages = 10000, runs = 3, saves = 20, work } = {}) {
  const own = !work;
  work ??= fs.mkdtempSync(path.join(os.tmpdir(), 'bookdocs-bench-dev-'));
  const root = path.join(work, `corpus-${pages}`);
  if (!fs.existsSync(root)) execFileSync('node', [gen, root, String(pages)], { stdio: 'ignore' });
  const files = fs
    .readdirSync(root, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.md') && f.includes('/'))
    .sort();
  const target = files[Math.floor(files.length / 2)];
  const route = target.replace(/\.md$/, '.html');
  console.log(`\nbookdocs dev — ${pages} pages, ${os.cpus().length} cores`);

  // 1. Ready time: does not depend on the number of pages.
  const r = [];
  for (let i = 0; i < runs; i++) r.push(await readyOnce(root, route));
  console.log(
    `  ready (spawn → URL printed): ${median(r.map((x) => x.ready)).toFixed(0)} ms median [${r.map((x) => x.ready.toFixed(0)).join(', ')}]` +
      ` (inside the process: ${median(r.map((x) => x.inner)).toFixed(0)} ms)`,
  );
  console.log(
    `  first page (bundles, Shiki, ${pages} titles): ${median(r.map((x) => x.first)).toFixed(0)} ms median; same page again ${median(r.map((x) => x.again)).toFixed(0)} ms;` +
      ` Ctrl-C → exit ${median(r.map((x) => x.stop)).toFixed(0)} ms, exit codes ${[...new Set(r.map((x) => x.code))].join(',')}`,
  );

  // 2. Save → DOM updated, one tab.
  const abs = path.join(root, target);
  const original = fs.readFileSync(abs, 'utf8');
  const server = await startChild(root);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const tab = await browser.newPage();
    await tab.goto(`${server.url}${route}`);
    await tab.waitForFunction(() =>
      Object.keys(document.getElementById('app')).some((k) => k.startsWith('__reactContainer')),
    );
    const lat = [];
    for (let i = 0; i < saves; i++) {
      const marker = `latency-marker-${i}-${Date.now()}`;
      const seen = domSeen(tab, marker);
      await sleep(20);
      const t0 = Date.now();
      fs.writeFileSync(abs, `${original}\n\n${marker}\n`);
      lat.push((await seen) - t0);
      await sleep(100);
    }
    const reloads = await tab.evaluate(() => performance.getEntriesByType('navigation').length);
    console.log(
      `  save → DOM updated (${saves} saves, in place): median ${median(lat).toFixed(0)} ms, p90 ${pct(lat, 0.9).toFixed(0)} ms, min ${Math.min(...lat)} ms, max ${Math.max(...lat)} ms` +
        ` — ${median(lat) < 200 ? 'within' : 'OVER'} the 200 ms budget (document loads: ${reloads})`,
    );
    await tab.close();

    // 3. 200 saves in 10 s with 20 tabs open.
    const before = await server.mem();
    const tabs = await Promise.all(Array.from({ length: 20 }, () => browser.newPage()));
    for (const t of tabs) await t.goto(`${server.url}${route}`);
    for (const t of tabs)
      await t.waitForFunction(() =>
        Object.keys(document.getElementById('app')).some((k) => k.startsWith('__reactContainer')),
      );
    const withTabs = await server.mem();
    const last = `storm-save-199-${Date.now()}`;
    const finals = tabs.map((t) => domSeen(t, last));
    let peak = withTabs;
    const t0 = performance.now();
    for (let i = 0; i < 200; i++) {
      const text = i === 199 ? last : `storm-save-${i}`;
      fs.writeFileSync(abs, `${original}\n\n${text}\n`);
      if (i % 40 === 0) {
        const m = await server.mem();
        if (m.rss > peak.rss) peak = m;
      }
      const next = t0 + (i + 1) * 50;
      await sleep(Math.max(0, next - performance.now()));
    }
    const wrote = performance.now() - t0;
    const settled = await Promise.race([Promise.all(finals).then(() => true), sleep(15000).then(() => false)]);
    const shown = await Promise.all(
      tabs.map((t) => t.evaluate((m) => document.getElementById('bd-content')?.textContent.includes(m) ?? false, last)),
    );
    const overlays = await Promise.all(
      tabs.map((t) => t.evaluate(() => !!document.querySelector('bookdocs-error-overlay'))),
    );
    const alive = (await fetch(`${server.url}${route}`)).status === 200;
    for (const t of tabs) await t.close();
    await sleep(3000);
    const after = await server.mem();
    console.log(
      `  200 saves in ${(wrote / 1000).toFixed(1)} s, 20 tabs: last save shown in ${shown.filter(Boolean).length}/20 tabs${settled ? '' : ' (timed out)'}, overlays ${overlays.filter(Boolean).length}, server ${alive ? 'alive' : 'DEAD'}`,
    );
    console.log(
      `  server memory (heap after GC / RSS): before ${mb(before.heapUsed)} / ${mb(before.rss)}, 20 tabs open ${mb(withTabs.heapUsed)} / ${mb(withTabs.rss)},` +
        ` peak sample ${mb(peak.heapUsed)} / ${mb(peak.rss)}, 3 s after the tabs closed ${mb(after.heapUsed)} / ${mb(after.rss)}` +
        ` (heap ×${(after.heapUsed / before.heapUsed).toFixed(2)} of before)`,
    );
    return { ready: r, latency: lat, shown: shown.filter(Boolean).length, before, after };
  } finally {
    fs.writeFileSync(abs, original);
    await browser.close();
    await server.close();
    if (own) fs.rmSync(work, { recursive: true, force: true });
  }
}
