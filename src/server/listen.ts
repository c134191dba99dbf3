// Listen on the requested port, or on the next free one when it is taken (dev and preview alike).
import type http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Listening {
  port: number;
  /** Set when the requested port was taken and another one was used. */
  requested?: number;
}

/** Try `port`, then port+1, … (up to `tries` ports). Port 0 lets the system choose. */
export async function listenWithFallback(
  server: http.Server,
  port: number,
  host: string,
  tries = 20,
): Promise<Listening> {
  for (let i = 0; i < tries; i++) {
    const p = port === 0 ? 0 : port + i;
    try {
      await new Promise<void>((resolve, reject) => {
        const onError = (err: Error) => {
          server.off('listening', onListening);
          reject(err);
        };
        const onListening = () => {
          server.off('error', onError);
          resolve();
        };
        server.once('error', onError);
        server.once('listening', onListening);
        server.listen(p, host);
      });
      const actual = (server.address() as AddressInfo).port;
      return { port: actual, requested: i > 0 ? port : undefined };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port === 0) throw err;
    }
  }
  throw Object.assign(new Error(`ports ${port}–${port + tries - 1} are all in use`), { code: 'EADDRINUSE' });
}

/** The URL to print for a host: IPv6 literals in brackets; 0.0.0.0 / :: shown as localhost. */
export function displayUrl(host: string, port: number, base: string): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}${base}`;
}
