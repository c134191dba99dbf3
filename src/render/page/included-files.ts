// Files a page includes (VitePress includes, snippet imports): hashed when the page is parsed, so a
// cached page is reused only while they are unchanged; its images' files likewise, by their size.
// Its own module: the build's main thread checks the cache without loading the Markdown parser.
import crypto from 'node:crypto';
import type { ImageProbes } from './image-sizes.js';
import { readMarkdownSource } from './markdown-source.js';

/** The hash of a file's text as read ('missing' when it could not be read). */
export function hashText(text: string | undefined): string {
  return text === undefined ? 'missing' : crypto.createHash('sha1').update(text).digest('hex');
}

/** The hash of a file's content now. */
export function hashOf(abs: string): string {
  let text: string | undefined;
  try {
    text = readMarkdownSource(abs);
  } catch {
    // missing now
  }
  return hashText(text);
}

/** True while every file a page included is as it was when the page was parsed (an image: as large). */
export function includesUnchanged(
  page: { includes?: { path: string; hash: string; kind?: 'image' }[] },
  images: ImageProbes,
): boolean {
  return (page.includes ?? []).every(
    (dep) => (dep.kind === 'image' ? images.sizeKey(dep.path) : hashOf(dep.path)) === dep.hash,
  );
}
