// `bookdocs preview` and the handbook's nginx config serve a build alike: clean URLs, folders,
// 404.html with status 404, hashed assets cached for good, content types, byte ranges, ETag and
// Last-Modified with 304s, compression, and pages' Markdown copies for `Accept: text/markdown`.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { createPreviewServer } from '../../src/server/preview.js';
import { copyFixture } from '../helpers/fixtures.js';
import { handbookPage } from '../helpers/handbook-example.js';
import { rawRequest } from '../helpers/raw-request.js';

const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));

/** The server block of the handbook's nginx config (Deploying), with the site's folder filled in. */
function handbookNginxServer(dist: string, port: number): string {
  const m = /```nginx\n([\s\S]*?)```/.exec(handbookPage('guide/deploying.md'));
  if (!m) throw new Error('handbook/docs/guide/deploying.md has no ```nginx block');
  return m[1]!
    .replace(/listen\s+80;/, `listen 127.0.0.1:${port};`)
    .replace(/root\s+\/var\/www\/site;/, `root ${dist};`)
    .replace(/include\s+\/var\/www\/site\//, `include ${dist}/`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, proc: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (proc.exitCode !== null) throw new Error(`nginx exited with ${proc.exitCode}: ${log()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`nginx did not start: ${log()}`);
}

/** Files of every kind a site publishes (its public folder), and the Content-Type each goes out with. */
const MEDIA: Record<string, RegExp> = {
  'sitemap.xml': /^(application|text)\/xml\b/,
  'media/font.woff2': /^font\/woff2$/,
  'media/font.woff': /^font\/woff$/,
  'media/photo.avif': /^image\/avif$/,
  'media/clip.mp4': /^video\/mp4$/,
  'media/clip.webm': /^video\/webm$/,
  'media/module.wasm': /^application\/wasm$/,
  'media/paper.pdf': /^application\/pdf$/,
};
/** A file's bytes: 5,000 of them, each its offset mod 251, so any range has its own content. */
const BYTES = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));

let dist: string;
beforeAll(async () => {
  const root = copyFixture('basic');
  for (const rel of Object.keys(MEDIA)) {
    const file = path.join(root, 'docs', 'public', rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, rel.endsWith('.xml') ? '<?xml version="1.0"?><urlset></urlset>\n' : BYTES);
  }
  // An old path, redirected: the build writes its page and host files, which preview and nginx follow.
  const configFile = path.join(root, 'site.config.json');
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(configFile, JSON.stringify({ ...config, redirects: { '/guide/old': '/guide/first.md' } }));
  await build({ root });
  dist = path.join(root, 'dist');
  // Hidden files an output folder may come to hold (a deploy tool's, a copied repository's).
  fs.writeFileSync(path.join(dist, '.env'), 'TOP SECRET');
  fs.mkdirSync(path.join(dist, '.git'));
  fs.writeFileSync(path.join(dist, '.git', 'config'), 'TOP SECRET');
});

/** The behaviours a static host must have, checked against one server. */
function staticHostBehaviours(url: () => string) {
  const get = async (p: string) => {
    const res = await fetch(`${url()}${p}`, { redirect: 'manual' });
    return {
      status: res.status,
      body: await res.text(),
      type: res.headers.get('content-type') ?? '',
      cache: res.headers.get('cache-control') ?? '',
    };
  };
  const file = (rel: string) => fs.readFileSync(path.join(dist, rel), 'utf8');

  it('serves /x as x.html and /x.html itself', async () => {
    for (const p of ['/guide/first', '/guide/first.html']) {
      const r = await get(p);
      expect(r.status, p).toBe(200);
      expect(r.body, p).toBe(file('guide/first.html'));
      expect(r.type, p).toMatch(/^text\/html/);
    }
  });

  it("answers an old path of the site's redirects with 301 and its page's address", async () => {
    for (const p of ['/guide/old', '/guide/old.html']) {
      const res = await fetch(`${url()}${p}`, { redirect: 'manual' });
      expect(res.status, p).toBe(301);
      // nginx makes the address absolute.
      expect(res.headers.get('location')?.replace(url(), ''), p).toBe('/guide/first.html');
    }
    // The redirect page stays for hosts without rules.
    expect(file('guide/old.html')).toContain('<meta http-equiv="refresh" content="0; url=/guide/first.html">');
  });

  it('serves a folder as its index.html, with and without the slash', async () => {
    for (const p of ['/', '/guide/', '/guide']) {
      const r = await get(p);
      expect(r.status, p).toBe(200);
      expect(r.body, p).toBe(file(p === '/' ? 'index.html' : 'guide/index.html'));
    }
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    for (const p of ['/nope', '/guide/nope.html', '/assets/pages/nope.json']) {
      const r = await get(p);
      expect(r.status, p).toBe(404);
      expect(r.body, p).toBe(file('404.html'));
    }
  });

  it('never serves a hidden file', async () => {
    for (const p of ['/.env', '/%2eenv', '/.git/config', '/%2Egit/config']) {
      const r = await get(p);
      expect(r.status, p).toBe(404);
      expect(r.body, p).not.toContain('TOP SECRET');
    }
  });

  it('serves page data as JSON and hashed assets as immutable', async () => {
    const data = await get('/assets/pages/guide~1first.json');
    expect(data.status).toBe(200);
    expect(data.type).toMatch(/^application\/json/);
    expect(JSON.parse(data.body).route).toBe('/guide/first.html');
    const js = fs.readdirSync(path.join(dist, 'assets')).find((f) => /^main\.[\w-]+\.js$/.test(f))!;
    const asset = await get(`/assets/${js}`);
    expect(asset.status).toBe(200);
    expect(asset.type).toMatch(/javascript/);
    expect(asset.cache).toMatch(/immutable/);
  });

  it('gives every kind of file its content type', async () => {
    for (const [rel, type] of Object.entries(MEDIA)) {
      const res = await fetch(`${url()}/${rel}`);
      expect(res.status, rel).toBe(200);
      expect(res.headers.get('content-type'), rel).toMatch(type);
    }
  });

  it('answers a byte range with 206', async () => {
    const range = async (r: string) => {
      const res = await fetch(`${url()}/media/clip.mp4`, { headers: { range: r } });
      return {
        status: res.status,
        range: res.headers.get('content-range'),
        body: Buffer.from(await res.arrayBuffer()),
      };
    };
    expect(await range('bytes=0-0')).toEqual({ status: 206, range: 'bytes 0-0/5000', body: BYTES.subarray(0, 1) });
    expect(await range('bytes=300-599')).toEqual({
      status: 206,
      range: 'bytes 300-599/5000',
      body: BYTES.subarray(300, 600),
    });
    expect(await range('bytes=4990-')).toEqual({
      status: 206,
      range: 'bytes 4990-4999/5000',
      body: BYTES.subarray(4990),
    });
    expect(await range('bytes=-20')).toEqual({
      status: 206,
      range: 'bytes 4980-4999/5000',
      body: BYTES.subarray(4980),
    });
    expect(await range('bytes=4995-9999')).toMatchObject({ status: 206, range: 'bytes 4995-4999/5000' });
    const whole = await fetch(`${url()}/media/clip.mp4`);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(BYTES);
  });

  it('answers 304 when the client has the current file (If-None-Match, If-Modified-Since)', async () => {
    for (const rel of ['media/clip.mp4', 'guide/first.html']) {
      const first = await fetch(`${url()}/${rel}`);
      const etag = first.headers.get('etag')!;
      const modified = first.headers.get('last-modified')!;
      expect(etag, rel).toMatch(/^(W\/)?"[^"]+"$/);
      expect(new Date(modified).getTime(), rel).toBe(
        Math.floor(fs.statSync(path.join(dist, rel)).mtimeMs / 1000) * 1000,
      );
      const again = (headers: Record<string, string>) => fetch(`${url()}/${rel}`, { headers });
      expect((await again({ 'if-none-match': etag })).status, rel).toBe(304);
      expect((await again({ 'if-none-match': '"something-else"' })).status, rel).toBe(200);
      expect((await again({ 'if-modified-since': modified })).status, rel).toBe(304);
      expect((await again({ 'if-modified-since': 'Thu, 01 Jan 2015 00:00:00 GMT' })).status, rel).toBe(200);
    }
  });

  it("answers Accept: text/markdown with the page's Markdown copy, and says the answer varies by Accept", async () => {
    for (const [p, rel] of [
      ['/guide/first', 'guide/first.md'],
      ['/guide/first.html', 'guide/first.md'],
      ['/guide/', 'guide/index.md'],
      ['/', 'index.md'],
    ] as const) {
      const res = await fetch(`${url()}${p}`, { headers: { accept: 'text/markdown' } });
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type'), p).toMatch(/^text\/markdown; ?charset=utf-8$/i);
      expect(res.headers.get('vary'), p).toMatch(/\baccept\b(?!-)/i);
      expect(await res.text(), p).toBe(file(rel));
    }
    // A browser gets the page, told that it varies by Accept too (a cache keeps both apart).
    const page = await fetch(`${url()}/guide/first`, {
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('vary')).toMatch(/\baccept\b(?!-)/i);
    expect(await page.text()).toBe(file('guide/first.html'));
    // The copy by its own URL, and llms.txt, in UTF-8.
    const copy = await get('/guide/first.md');
    expect([copy.status, copy.body]).toEqual([200, file('guide/first.md')]);
    expect(copy.type).toMatch(/^text\/markdown; ?charset=utf-8$/i);
    const llms = await get('/llms.txt');
    expect([llms.status, llms.type]).toEqual([200, expect.stringMatching(/^text\/plain; ?charset=utf-8$/i)]);
  });

  it('compresses text with gzip when the client accepts it, and not images or video', async () => {
    const page = await fetch(`${url()}/guide/first`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(await page.text()).toBe(file('guide/first.html'));
    const plain = await fetch(`${url()}/guide/first`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const video = await fetch(`${url()}/media/clip.mp4`, { headers: { 'accept-encoding': 'gzip' } });
    expect(video.headers.get('content-encoding')).toBeNull();
  });
}

describe('bookdocs preview', () => {
  let server: ReturnType<typeof createPreviewServer>;
  let url = '';
  beforeAll(async () => {
    server = createPreviewServer(dist, '/');
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  staticHostBehaviours(() => url);

  it('answers a range past the end with 416 (nginx sends the whole file)', async () => {
    const res = await fetch(`${url}/media/clip.mp4`, { headers: { range: 'bytes=5000-' } });
    expect([res.status, res.headers.get('content-range')]).toEqual([416, 'bytes */5000']);
  });

  it('compresses with brotli when the client prefers it, and says the answer varies by encoding', async () => {
    const res = await fetch(`${url}/guide/first`, { headers: { 'accept-encoding': 'gzip;q=0.5, br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await res.text()).toBe(fs.readFileSync(path.join(dist, 'guide/first.html'), 'utf8'));
  });

  it('sends a range of the file itself, never of its compressed form', async () => {
    const res = await fetch(`${url}/guide/first.html`, { headers: { range: 'bytes=0-9', 'accept-encoding': 'gzip' } });
    expect([res.status, res.headers.get('content-encoding')]).toEqual([206, null]);
    expect(await res.text()).toBe(fs.readFileSync(path.join(dist, 'guide/first.html'), 'utf8').slice(0, 10));
  });

  it('never serves a file outside the folder, however the path is written or linked', async () => {
    const outside = path.join(path.dirname(dist), 'outside-secret.txt');
    fs.writeFileSync(outside, 'TOP SECRET');
    fs.symlinkSync(outside, path.join(dist, 'linked.txt'));
    for (const p of [
      '/../outside-secret.txt',
      '/%2e%2e/outside-secret.txt',
      '/..%2foutside-secret.txt',
      '/guide/..%5c..%5coutside-secret.txt',
      '/linked.txt',
    ]) {
      const r = await rawRequest(url, p, { headers: { range: 'bytes=0-3' } });
      expect(r.status, p).toBe(404);
      expect(r.body, p).not.toContain('TOP SECRET');
    }
  });
});

describe('bookdocs preview under a base', () => {
  it('serves the site under its base, and 404 outside it', async () => {
    const server = createPreviewServer(dist, '/docs/');
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
    try {
      expect((await fetch(`${url}/docs/guide/first`)).status).toBe(200);
      expect((await fetch(`${url}/guide/first`)).status).toBe(404);
      const redirect = await fetch(`${url}/docs`, { redirect: 'manual' });
      expect([redirect.status, redirect.headers.get('location')]).toEqual([301, '/docs/']);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

describe.skipIf(!NGINX)(
  `the handbook's nginx config under Debian nginx${NGINX ? '' : ' (skipped: nginx is not installed; apt-get install nginx)'}`,
  () => {
    let proc: ChildProcess;
    let url = '';
    beforeAll(async () => {
      // Unprivileged: own prefix, pid file, logs and temp folders; one foreground process.
      const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-nginx-'));
      const port = await freePort();
      const conf = `
daemon off;
master_process off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${handbookNginxServer(dist, port)}
}
`;
      fs.writeFileSync(path.join(prefix, 'nginx.conf'), conf);
      let log = '';
      proc = spawn(NGINX!, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      proc.stdout!.on('data', (d: Buffer) => (log += d));
      proc.stderr!.on('data', (d: Buffer) => (log += d));
      url = `http://127.0.0.1:${port}`;
      await waitForServer(
        url,
        proc,
        () => log + (fs.existsSync(`${prefix}/error.log`) ? fs.readFileSync(`${prefix}/error.log`, 'utf8') : ''),
      );
    });
    afterAll(async () => {
      if (proc && proc.exitCode === null) {
        const exited = new Promise((r) => proc.once('exit', r));
        proc.kill('SIGTERM');
        await exited;
      }
    });
    staticHostBehaviours(() => url);
  },
);
