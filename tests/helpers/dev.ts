// A dev server on a fixture copy, for tests: in-process, on a free port, silent, and a WebSocket
// client that records what it is told.
import { stripVTControlCharacters } from 'node:util';
import { WebSocket } from 'ws';
import type { DevMessage } from '../../src/shared/dev-protocol.js';
import { DEV_SOCKET_PATH } from '../../src/shared/dev-protocol.js';
import { startDevServer, type DevServer } from '../../src/server/dev/server.js';

export interface TestDevServer extends DevServer {
  logs: string[];
}

/** Start `bookdocs dev` on `root` (theme code is not watched: other work on it must not reload tests); logs without colours. */
export async function startTestDevServer(root: string): Promise<TestDevServer> {
  const logs: string[] = [];
  const server = await startDevServer({
    root,
    port: 0,
    watchTheme: false,
    log: {
      info: (m) => logs.push(stripVTControlCharacters(m)),
      error: (m) => logs.push(`error: ${stripVTControlCharacters(m)}`),
    },
  });
  await server.watching;
  return Object.assign(server, { logs });
}

/** A WebSocket client of the dev server that keeps every message. */
export async function devSocket(
  url: string,
  origin = url.replace(/\/$/, '').replace(/(\/\/[^/]+).*$/, '$1'),
): Promise<{ messages: DevMessage[]; close: () => void }> {
  const wsUrl = `${url.replace(/^http/, 'ws').replace(/(\/\/[^/]+).*$/, '$1')}${DEV_SOCKET_PATH}`;
  const ws = new WebSocket(wsUrl, { origin });
  const messages: DevMessage[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as DevMessage));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
  return { messages, close: () => ws.close() };
}
