// Who may talk to dev and preview. A web page elsewhere must not read the author's drafts (or an
// unpublished build) through them: requests must name the server by a loopback name, an IP address or
// the --host given (which stops DNS rebinding), and dev's WebSocket connections must come from a page
// of that server (same Origin).
import net from 'node:net';

/** The host name of a Host header or an origin's host (`[::1]:5173` → `::1`). */
function hostname(hostHeader: string): string {
  const h = hostHeader.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(1, h.indexOf(']'));
  const colon = h.lastIndexOf(':');
  return colon >= 0 && h.indexOf(':') === colon ? h.slice(0, colon) : h;
}

/** True when a request's Host header names this server. */
export function allowedHost(hostHeader: string | undefined, configuredHost: string): boolean {
  if (!hostHeader) return false;
  const name = hostname(hostHeader);
  return (
    name === 'localhost' || name.endsWith('.localhost') || net.isIP(name) !== 0 || name === configuredHost.toLowerCase()
  );
}

/** True when a WebSocket's Origin is a page served by this server (scheme http(s), same host and port). */
export function allowedOrigin(
  origin: string | undefined,
  hostHeader: string | undefined,
  configuredHost: string,
): boolean {
  if (!origin || !hostHeader || !allowedHost(hostHeader, configuredHost)) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === hostHeader.toLowerCase();
}
