// Serve a built site the way a static host does: `/x` → `/x.html`, folders → `index.html`,
// unknown paths → `404.html` with status 404; content types, compression, ETag / Last-Modified with
// 304s and byte ranges (conditional.ts). Takes request paths decoded and checked by request-path.ts;
// never serves a file outside the root. Our own code rather than sirv: sirv decodes the path a second
// time, follows symlinks out of the folder, lists the folder once at start (a rebuild's new pages
// 404), reads `bytes=0-0` and `bytes=-500` wrongly and ignores If-Modified-Since.
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import { isNotModified, requestedRange, validatorsOf } from './conditional.js';
import { contentType } from './content-type.js';
import type { RequestPath } from './request-path.js';
import { prefersMarkdown } from './accept-markdown.js';

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

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

/**
 * gzip or brotli, as the client's Accept-Encoding prefers, for compressible types (mime-db's list) of
 * 1 KB or more, as hosts compress; never a byte range, whose offsets count the file's own bytes.
 * expressjs/compression negotiates q-values and streams; it works on Node's own request and response.
 */
const compress = compression({
  filter: (req, res) => res.statusCode !== 206 && compression.filter(req, res),
}) as unknown as Handler;

/**
 * Send a file as static hosts do: its Content-Type, compressed when the client accepts it, and for a
 * file answered with 200, ETag and Last-Modified (304 when the client's copy is current) and byte
 * ranges (206, or 416 past its end). An error page (`status` 404) is sent whole and not revalidated.
 */
export function sendFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  file: string,
  status: number,
  headers: Record<string, string>,
): void {
  const stat = fs.statSync(file);
  const validators = status === 200 ? validatorsOf(stat) : undefined;
  const common = {
    ...headers,
    vary: headers.vary ? `${headers.vary}, accept-encoding` : 'accept-encoding',
    ...validators,
  };
  if (validators && isNotModified(req, validators)) {
    res.writeHead(304, common);
    res.end();
    return;
  }
  const range = validators && requestedRange(req, stat.size, validators);
  if (range === 'unsatisfiable') {
    res.writeHead(416, { ...common, 'accept-ranges': 'bytes', 'content-range': `bytes */${stat.size}` });
    res.end();
    return;
  }
  compress(req, res, () => {
    res.writeHead(range ? 206 : status, {
      ...common,
      'content-type': contentType(file),
      'content-length': String(range ? range.end - range.start + 1 : stat.size),
      ...(validators ? { 'accept-ranges': 'bytes' } : {}),
      ...(range ? { 'content-range': `bytes ${range.start}-${range.end}/${stat.size}` } : {}),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    fs.createReadStream(file, range ?? {})
      // The file went away after it was found: end the response rather than the server.
      .on('error', () => res.destroy())
      .pipe(res);
  });
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
  // A page with a Markdown copy beside it (see routeToMarkdownFile) answers `Accept: text/markdown` with it.
  const copy = file.endsWith('.html') ? `${file.slice(0, -'.html'.length)}.md` : undefined;
  if (copy && fs.existsSync(copy)) {
    // (Its Content-Type, text/markdown; charset=utf-8, is the `.md` file's: content-type.ts.)
    return sendFile(req, res, prefersMarkdown(req) ? copy : file, 200, { 'cache-control': 'no-cache', vary: 'accept' });
  }
  sendFile(req, res, file, 200, { 'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' });
}
