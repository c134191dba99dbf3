// What dev and preview refuse before they look at a path: a Host that does not name them (DNS
// rebinding, see origin.ts), and every method but GET and HEAD (they only ever read). One gate, so the
// two servers answer alike. dev's WebSocket upgrade is not a request and does not pass here.
import type http from 'node:http';
import { allowedHost } from './origin.js';

/** The methods the servers answer, as the `Allow` header lists them. */
export const ALLOWED_METHODS = 'GET, HEAD';

/**
 * Answers a request the server must not serve (403 for a foreign Host; 405 with `Allow` for a method
 * other than GET and HEAD; 204 with `Allow` for OPTIONS) and returns true; false when it may be served.
 * `host` is the --host the server listens on.
 */
export function refuseRequest(req: http.IncomingMessage, res: http.ServerResponse, host: string): boolean {
  const text = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };
  if (!allowedHost(req.headers.host, host)) {
    res.writeHead(403, text);
    res.end('Forbidden: unknown Host (use --host to serve under another name)');
    return true;
  }
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { allow: ALLOWED_METHODS });
    res.end();
    return true;
  }
  res.writeHead(405, { ...text, allow: ALLOWED_METHODS });
  res.end('Method Not Allowed');
  return true;
}
