// What a first load of a built page downloads in JavaScript: its module entry script plus every
// chunk it preloads (`<link rel="modulepreload">`), each gzipped at level 9 (what a host serving
// gzip sends at most). Lazy chunks the page imports later are not counted: they are not first load.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface FirstLoadChunk {
  /** The chunk's URL as the page names it. */
  url: string;
  /** Its gzip -9 size in bytes. */
  gzip: number;
}

export interface FirstLoad {
  chunks: FirstLoadChunk[];
  /** The sum of the chunks' gzip sizes. */
  gzip: number;
}

/** The gzip -9 size of a file. */
export function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/**
 * The JavaScript a first load of `page` (a path relative to `out`, e.g. `guide/demo.html`) downloads:
 * `<script type="module" src>` and `<link rel="modulepreload" href>` of the same origin, each once.
 * `base` is the site's base (`/` by default), stripped from the URLs to find the files in `out`.
 */
export function firstLoad(out: string, page: string, base = '/'): FirstLoad {
  const html = fs.readFileSync(path.join(out, page), 'utf8');
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) urls.add(m[1]!);
  const chunks = [...urls].map((url) => {
    if (!url.startsWith(base)) throw new Error(`${page}: ${url} is not under the base ${base}`);
    return { url, gzip: gzipSize(path.join(out, url.slice(base.length).split('?')[0]!)) };
  });
  return { chunks, gzip: chunks.reduce((sum, c) => sum + c.gzip, 0) };
}
