import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestPath } from '../../../src/server/request-path.js';
import { resolveStatic } from '../../../src/server/static.js';
import { serve } from '../../helpers/browser.js';

/** A page long enough to compress (hosts leave bodies under 1 KB as they are). */
const DEMO = `<p>${'demo '.repeat(400)}</p>`;

describe('static server (serves a build as a static host would)', () => {
  let root: string;
  let server: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    const top = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-static-'));
    root = path.join(top, 'site');
    fs.mkdirSync(path.join(root, 'guide'), { recursive: true });
    fs.writeFileSync(path.join(root, 'index.html'), '<p>home</p>');
    fs.writeFileSync(path.join(root, 'guide', 'index.html'), '<p>guide</p>');
    fs.writeFileSync(path.join(root, 'guide', 'demo.html'), DEMO);
    fs.writeFileSync(path.join(root, '404.html'), '<p>404</p>');
    fs.writeFileSync(path.join(top, 'secret.txt'), 'secret');
    fs.symlinkSync(path.join(top, 'secret.txt'), path.join(root, 'link.txt'));
    server = await serve(root);
  });
  afterAll(() => server.close());

  it('maps clean URLs, folders and unknown paths', async () => {
    const resolve = (p: string) => resolveStatic(root, requestPath(p)!);
    expect(resolve('/guide/demo')).toBe(fs.realpathSync(path.join(root, 'guide/demo.html')));
    expect(resolve('/guide/')).toBe(fs.realpathSync(path.join(root, 'guide/index.html')));
    expect(resolve('/guide')).toBe(fs.realpathSync(path.join(root, 'guide/index.html')));
    const res = await fetch(`${server.url}/nope`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('<p>404</p>');
  });

  it('never serves a file outside the root', async () => {
    for (const p of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/..%5csecret.txt'])
      expect(requestPath(p), p).toBeNull();
    // A symlink that leads out of the folder.
    expect(resolveStatic(root, requestPath('/link.txt')!)).toBeNull();
    const res = await fetch(`${server.url}/%2e%2e%2fsecret.txt`);
    expect(res.status).toBe(404);
  });

  it('compresses text when the client accepts gzip', async () => {
    const http = await import('node:http');
    const body = await new Promise<Buffer>((resolve) => {
      http.get(`${server.url}/guide/demo`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        expect(res.headers['content-encoding']).toBe('gzip');
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      });
    });
    expect(zlib.gunzipSync(body).toString()).toBe(DEMO);
  });
});
