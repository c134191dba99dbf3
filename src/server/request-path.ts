// What a request asks for, decided once for both servers: the request target's path decoded exactly
// once, then refused when any segment is hidden or a dot-segment (`.env`, `.git`, `..`), whatever
// escapes spelled it (`%2e`, `%2E`, `%2f`, `%5c`, NUL). Everything after this (base, routes, data
// chunks, files) works on the decoded path, so no check ever runs on a still-encoded path and nothing
// is decoded twice.

/** A request path that may be looked up: decoded, no hidden or dot-segment, no NUL or backslash. */
export interface RequestPath {
  /** '/'-separated and decoded, starting with '/', ending with '/' when the request did: `/c#/why?.html`. */
  readonly path: string;
  /** Its segments (empty ones dropped): `['c#', 'why?.html']`. */
  readonly segments: readonly string[];
}

/** An escape of '.', '/', '\' or NUL still there after decoding: the path was encoded twice to get past a filter. */
const ESCAPE_LEFT = /%(?:2e|2f|5c|00)/i;

/** The path a request target (`/a%20b/c?x=1`) names, or null when it must not be served. */
export function requestPath(target: string): RequestPath | null {
  const raw = target.split(/[?#]/)[0]!;
  // Only origin-form (`/path`): an absolute-form target (`http://host/path`) is a proxy request.
  if (!raw.startsWith('/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || ESCAPE_LEFT.test(decoded)) return null;
  const segments = decoded.split('/').filter((s) => s !== '');
  // `.` and `..` start with a dot too: one rule refuses hidden files and every way out of a folder.
  if (segments.some((s) => s.startsWith('.'))) return null;
  return pathOf(segments, decoded.endsWith('/'));
}

/**
 * The part of `p` under `prefix` (a decoded site path such as the base `/docs/` or a plugin's `/x/`),
 * or null when `p` is not under it. `/docs` itself is under `/docs/` (as the folder).
 */
export function pathUnder(p: RequestPath, prefix: string): RequestPath | null {
  const head = prefix.split('/').filter((s) => s !== '');
  if (p.segments.length < head.length || head.some((s, i) => p.segments[i] !== s)) return null;
  const rest = p.segments.slice(head.length);
  return pathOf(rest, rest.length === 0 || p.path.endsWith('/'));
}

function pathOf(segments: readonly string[], folder: boolean): RequestPath {
  const joined = `/${segments.join('/')}`;
  return { path: folder && segments.length ? `${joined}/` : joined, segments };
}
