// `bookdocs preview`: the built output served as a static host serves it, under the site's base, to
// requests that name the server (Host) and only for GET and HEAD (request-gate.ts).
import http from 'node:http';
import { refuseRequest } from './request-gate.js';
import { pathUnder, requestPath } from './request-path.js';
import { serveStatic } from './static.js';
import { hostRedirects } from './host-redirects.js';

/**
 * The server for `outDir`, mounted at `base` (requests outside the base get the 404 page), answering
 * requests that name `host` (the --host it listens on) by a loopback name, an address or that host.
 */
export function createPreviewServer(outDir: string, base: string, host = '127.0.0.1'): http.Server {
  // The site's redirects, as its _redirects file says (Netlify's and Cloudflare's rules): before any file.
  const redirectOf = hostRedirects(outDir);
  return http.createServer((req, res) => {
    if (refuseRequest(req, res, host)) return;
    const url = req.url ?? '/';
    const bare = base.slice(0, -1);
    if (base !== '/' && (url === bare || url.startsWith(`${bare}?`))) {
      res.writeHead(301, { location: base + url.slice(bare.length) });
      res.end();
      return;
    }
    const request = requestPath(url);
    const redirect = request && redirectOf(request.path);
    if (redirect) {
      const query = url.indexOf('?');
      const [status, location] = redirect;
      res.writeHead(status, {
        location: query >= 0 && !/[?#]/.test(location) ? location + url.slice(query) : location,
      });
      res.end();
      return;
    }
    serveStatic(req, res, outDir, request && pathUnder(request, base));
  });
}
