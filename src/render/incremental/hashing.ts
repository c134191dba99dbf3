// The hashes every incremental step keys its work by.
import crypto from 'node:crypto';

/** A hash of several parts, each ended by a NUL so that ('ab', 'c') and ('a', 'bc') differ. */
export function sha(...parts: (string | Uint8Array)[]): string {
  const hash = crypto.createHash('sha256');
  for (const p of parts) hash.update(p).update('\0');
  return hash.digest('base64url');
}

/**
 * sha() of one text given in pieces, without the text ever being whole in memory: `update` each piece
 * in order, then `digest` gives what sha(pieces.join('')) gives.
 */
export function pieceSha(): { update(piece: string): void; digest(): string } {
  const hash = crypto.createHash('sha256');
  return {
    update: (piece) => void hash.update(piece),
    digest: () => hash.update('\0').digest('base64url'),
  };
}

/** The hash of one text or file's bytes, as the page cache and the digest memo keep it. */
export const contentHash = (content: string | Uint8Array): string =>
  crypto.createHash('sha256').update(content).digest('base64url');
