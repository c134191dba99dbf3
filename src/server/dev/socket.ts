// The dev server's WebSocket: accepts pages of this server only, and sends them DevMessages.
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { DEV_SOCKET_PATH, type DevMessage } from '../../shared/dev-protocol.js';
import { allowedOrigin } from '../origin.js';

export interface DevSocket {
  broadcast(message: DevMessage): void;
  /** Sent to each client as soon as it connects (the errors it must show). */
  onConnect(send: (socket: WebSocket) => void): void;
  readonly clients: number;
  close(): Promise<void>;
}

export function attachDevSocket(server: http.Server, host: string): DevSocket {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  let greet: ((socket: WebSocket) => void) | undefined;
  const onUpgrade = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== DEV_SOCKET_PATH || !allowedOrigin(req.headers.origin, req.headers.host, host)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      ws.on('error', () => ws.terminate());
      greet?.(ws);
    });
  };
  server.on('upgrade', onUpgrade);
  return {
    broadcast(message) {
      const text = JSON.stringify(message);
      for (const ws of wss.clients) if (ws.readyState === ws.OPEN) ws.send(text);
    },
    onConnect(send) {
      greet = send;
    },
    get clients() {
      return wss.clients.size;
    },
    close() {
      server.off('upgrade', onUpgrade);
      for (const ws of wss.clients) ws.terminate();
      return new Promise((resolve) => wss.close(() => resolve()));
    },
  };
}
