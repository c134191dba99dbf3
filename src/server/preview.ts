// `bookdocs preview`: the built output served as a static host serves it, under the site's base.
import type http from 'node:http';
import { createStaticServer } from './static.js';

/** The static server for `outDir`, mounted at `base` (requests outside the base get the 404 page). */
export function createPreviewServer(outDir: string, base: string): http.Server {
  const server = createStaticServer(outDir);
  if (base === '/') return server;
  const [handler] = server.listeners('request') as http.RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = req.url ?? '/';
    if (url === base.slice(0, -1) || url.startsWith(`${base.slice(0, -1)}?`)) {
      res.writeHead(301, { location: base + url.slice(base.length - 1) });
      res.end();
      return;
    }
    // Outside the base nothing exists; a path that cannot be a file makes the static server answer 404.
    req.url = url.startsWith(base) ? url.slice(base.length - 1) : '/%00';
    handler!(req, res);
  });
  return server;
}
