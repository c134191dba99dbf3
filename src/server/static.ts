// Serve a built site the way a static host does: `/x` → `/x.html`, folders → `index.html`,
// unknown paths → `404.html` with status 404. Never serves a file outside the root.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

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

/** The file a request path maps to inside `root`, or null. */
export function resolveStatic(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]!.split('#')[0]!);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const rootReal = fs.realpathSync(root);
  const candidates = decoded.endsWith('/') ? [`${decoded}index.html`] : [decoded, `${decoded}.html`, `${decoded}/index.html`];
  for (const c of candidates) {
    const abs = path.resolve(rootReal, `.${path.posix.normalize(`/${c}`)}`);
    if (abs !== rootReal && !abs.startsWith(rootReal + path.sep)) return null;
    let real: string;
    try {
      real = fs.realpathSync(abs);
    } catch {
      continue;
    }
    if (real !== rootReal && !real.startsWith(rootReal + path.sep)) return null;
    if (fs.statSync(real).isFile()) return real;
  }
  return null;
}

const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;

/** Send a file as static hosts do: gzip for text when the client accepts it. */
export function sendFile(req: http.IncomingMessage, res: http.ServerResponse, file: string, status: number, headers: Record<string, string>): void {
  const type = contentType(file);
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(status, { ...headers, 'content-type': type, vary: 'accept-encoding', ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = fs.createReadStream(file);
  if (gzip) stream.pipe(zlib.createGzip()).pipe(res);
  else stream.pipe(res);
}

export function createStaticServer(root: string): http.Server {
  return http.createServer((req, res) => {
    const file = resolveStatic(root, req.url ?? '/');
    const notFound = path.join(root, '404.html');
    if (!file) {
      if (fs.existsSync(notFound)) sendFile(req, res, notFound, 404, { 'cache-control': 'no-cache' });
      else {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Not Found');
      }
      return;
    }
    const immutable = /\/assets\/(?!pages\/).*\.[A-Za-z0-9_-]{8,}\.\w+$/.test(file.split(path.sep).join('/'));
    sendFile(req, res, file, 200, { 'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' });
  });
}
