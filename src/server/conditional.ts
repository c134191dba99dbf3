// HTTP validators and byte ranges for a file, as static hosts answer them (RFC 9110 §8.8, §13, §14):
// a weak ETag and Last-Modified from the file's size and mtime; 304 when the client's copy is current
// (If-None-Match first, If-Modified-Since otherwise); one byte range served as 206, a range past the
// end refused with 416. Several ranges, another unit or a malformed header get the whole file (a
// server may ignore Range). The ETag is weak because the same file goes out gzip- or
// brotli-compressed or not; If-Range therefore honours only a Last-Modified date, as the RFC's strong
// comparison requires.
import type fs from 'node:fs';
import type http from 'node:http';

/** A file's validators, as response headers. */
export interface Validators {
  etag: string;
  'last-modified': string;
}

export function validatorsOf(stat: fs.Stats): Validators {
  return {
    etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
    'last-modified': stat.mtime.toUTCString(),
  };
}

/** An entity tag without its weak prefix (If-None-Match compares weakly). */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** True when the request's conditions say the client already has this version (answer 304). */
export function isNotModified(req: http.IncomingMessage, validators: Validators): boolean {
  const noneMatch = req.headers['if-none-match'];
  if (noneMatch !== undefined) {
    // When If-None-Match is present, If-Modified-Since is ignored.
    const tags = noneMatch.split(',').map(opaque);
    return tags.includes('*') || tags.includes(opaque(validators.etag));
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  // HTTP dates have whole seconds; the file's date as sent is what the client holds.
  return !Number.isNaN(since) && Date.parse(validators['last-modified']) <= since;
}

/** The bytes a Range request asks for, inclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * What a request's Range asks of a file of `size` bytes: one range to send as 206, 'unsatisfiable'
 * (416), or undefined to send the whole file (no Range, one this server ignores, or an If-Range that
 * no longer matches).
 */
export function requestedRange(
  req: http.IncomingMessage,
  size: number,
  validators: Validators,
): ByteRange | 'unsatisfiable' | undefined {
  const header = req.headers.range;
  if (header === undefined) return undefined;
  const ifRange = req.headers['if-range'];
  if (ifRange !== undefined && String(ifRange).trim() !== validators['last-modified']) return undefined;
  const m = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  if (m[1] === '') {
    // bytes=-n: the last n bytes.
    const n = Number(m[2]);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Number(m[2]);
  if (m[2] !== '' && end < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
