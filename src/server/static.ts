// Serve a built site the way a static host does: `/x` → `/x.html`, folders → `index.html`,
// unknown paths → `404.html` with status 404. Takes request paths decoded and checked by
// request-path.ts; never serves a file outside the root.
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { RequestPath } from './request-path.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** The file a request path maps to inside `root` (`/x` → x, x.html or x/index.html; `/x/` → x/index.html), or null. */
export function resolveStatic(root: string, request: RequestPath): string | null {
  const { path: p } = request;
  const rootReal = fs.realpathSync(root);
  const candidates = p.endsWith('/') ? [`${p}index.html`] : [p, `${p}.html`, `${p}/index.html`];
  for (const c of candidates) {
    const abs = path.join(rootReal, ...c.split('/'));
    let real: string;
    try {
      real = fs.realpathSync(abs);
    } catch {
      continue;
    }
    // A symlink that leads out of the folder is not the folder's file.
    if (real !== rootReal && !real.startsWith(rootReal + path.sep)) return null;
    if (fs.statSync(real).isFile()) return real;
  }
  return null;
}

const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;

/** Send a file as static hosts do: gzip for text when the client accepts it. */
export function sendFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  file: string,
  status: number,
  headers: Record<string, string>,
): void {
  const type = contentType(file);
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(status, {
    ...headers,
    'content-type': type,
    vary: 'accept-encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = fs.createReadStream(file);
  if (gzip) stream.pipe(zlib.createGzip()).pipe(res);
  else stream.pipe(res);
}

/** The folder's 404.html with status 404 (a plain 404 when it has none). */
export function sendNotFound(req: http.IncomingMessage, res: http.ServerResponse, root: string): void {
  const notFound = path.join(root, '404.html');
  if (fs.existsSync(notFound)) return sendFile(req, res, notFound, 404, { 'cache-control': 'no-cache' });
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('Not Found');
}

/** Answer a request for `request` (null: refused) from `root` as a static host does: the file, or the 404 page. */
export function serveStatic(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  root: string,
  request: RequestPath | null,
): void {
  const file = request && resolveStatic(root, request);
  if (!file) return sendNotFound(req, res, root);
  const immutable = /\/assets\/(?!pages\/).*\.[A-Za-z0-9_-]{8,}\.\w+$/.test(file.split(path.sep).join('/'));
  sendFile(req, res, file, 200, { 'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' });
}
