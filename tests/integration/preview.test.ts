// `bookdocs preview` and the handbook's nginx config serve a build alike: clean URLs, folders,
// 404.html with status 404, hashed assets cached for good.
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

const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));

/** The server block of the handbook's nginx config (Deploying), with the site's folder filled in. */
function handbookNginxServer(dist: string, port: number): string {
  const m = /```nginx\n([\s\S]*?)```/.exec(handbookPage('guide/deploying.md'));
  if (!m) throw new Error('handbook/docs/guide/deploying.md has no ```nginx block');
  return m[1]!
    .replace(/listen\s+80;/, `listen 127.0.0.1:${port};`)
    .replace(/root\s+\/var\/www\/site;/, `root ${dist};`);
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

let dist: string;
beforeAll(async () => {
  const root = copyFixture('basic');
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
