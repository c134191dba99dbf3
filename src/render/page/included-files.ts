// Files a page includes (VitePress includes, snippet imports): hashed when the page is parsed, so a
// cached page is reused only while they are unchanged. Its own module: the build's main thread checks
// the cache without loading the Markdown parser.
import crypto from 'node:crypto';
import fs from 'node:fs';

/** The hash of a file's content now ('missing' when it cannot be read). */
export function hashOf(abs: string): string {
  try {
    return crypto.createHash('sha1').update(fs.readFileSync(abs)).digest('hex');
  } catch {
    return 'missing';
  }
}

/** True while every file a page included is as it was when the page was parsed. */
export function includesUnchanged(page: { includes?: { path: string; hash: string }[] }): boolean {
  return (page.includes ?? []).every((dep) => hashOf(dep.path) === dep.hash);
}
