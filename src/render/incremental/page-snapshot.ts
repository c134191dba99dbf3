// The pages of the last build into an output folder, in one file beside its build record: each
// page's page-cache key and its PageData without the big fields (HTML, text, search terms). The next
// build takes an unchanged page from here (one read for the whole site instead of one page-cache
// file per page) and reads the rest of the page from the page cache only if it has to render it or
// index it again (hydratePage). A snapshot page is a function of its key, like the cache entry it
// summarises, so the file never needs to agree with anything else.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cachedPageExists, isPageShaped, readCachedPage } from './page-cache.js';
import type { PageData, RenderPage, WrittenPage } from '../page/page-types.js';
import { replaceFile } from './file-writes.js';

const VERSION = 2;

/** Page file → its page-cache key, its page, and its line of the file (written again as it is when the page did not change). */
export type PageSnapshot = Map<string, { key: string; page: PageData; line: string }>;

function snapshotFile(cacheDir: string, outDir: string): string {
  const id = crypto.createHash('sha256').update(path.resolve(outDir)).update('\0').digest('base64url').slice(0, 24);
  return path.join(cacheDir, 'builds', `${id}.pages.json`);
}

/**
 * The snapshot of the last build into `outDir`; empty when there is none. The file is a version line,
 * then one JSON line per page: [file, page-cache key, page].
 */
export function readPageSnapshot(cacheDir: string, outDir: string): PageSnapshot {
  const snapshot: PageSnapshot = new Map();
  try {
    const lines = fs.readFileSync(snapshotFile(cacheDir, outDir), 'utf8').split('\n');
    if (lines[0] !== JSON.stringify({ v: VERSION })) return snapshot;
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i]!;
      if (!line) continue;
      const row = JSON.parse(line) as unknown;
      // A damaged line is a page to read from the page cache (or parse again), not to trust.
      if (!Array.isArray(row) || typeof row[0] !== 'string' || typeof row[1] !== 'string' || !isPageShaped(row[2]))
        continue;
      snapshot.set(row[0], { key: row[1], page: row[2], line });
    }
    return snapshot;
  } catch {
    return new Map();
  }
}

/**
 * Save the pages of a build: `keys` holds each page's page-cache key (pages without one are left out).
 * A page still as the `previous` snapshot gave it (lazy: never read whole) keeps its line as it was.
 */
export function writePageSnapshot(
  cacheDir: string,
  outDir: string,
  pages: readonly WrittenPage[],
  keys: ReadonlyMap<string, string>,
  previous?: PageSnapshot,
): void {
  const lines = [JSON.stringify({ v: VERSION })];
  for (const page of pages) {
    const before = page.lazy ? previous?.get(page.file) : undefined;
    if (before && before.key === page.lazy) {
      lines.push(before.line);
      continue;
    }
    const key = page.lazy ?? keys.get(page.file);
    if (!key || !page.search) continue;
    // (Written pages come without their HTML, text and terms; a page of another stage is stripped the same.)
    const {
      html: _html,
      text: _text,
      searchTerms: _terms,
      code: _code,
      codeSpans: _spans,
      lazy: _lazy,
      markdown: _markdown,
      ...rest
    } = page as WrittenPage & Partial<PageData>;
    lines.push(JSON.stringify([page.file, key, { ...rest, html: '', text: '' }]));
  }
  const file = snapshotFile(cacheDir, outDir);
  try {
    replaceFile(file, `${lines.join('\n')}\n`);
  } catch {
    // Without a snapshot the next build reads its pages from the page cache.
  }
}

/** The snapshot's page for `key`, marked lazy, when its cache entry is still there to hydrate it from. */
export function snapshotPage(
  snapshot: PageSnapshot | undefined,
  file: string,
  key: string,
  cacheDir: string,
): PageData | undefined {
  const entry = snapshot?.get(file);
  if (!entry || entry.key !== key || !cachedPageExists(cacheDir, key)) return undefined;
  return { ...entry.page, lazy: key };
}

/** A lazy page with its HTML (and Markdown copy), read from the page cache (a page that is not lazy as it is); undefined when its entry is gone. */
export function hydratePage<P extends RenderPage>(cacheDir: string, page: P): P | undefined {
  if (!page.lazy) return page;
  const full = readCachedPage(cacheDir, page.lazy);
  if (!full) return undefined;
  const { lazy: _lazy, ...rest } = page;
  return { ...rest, html: full.html, ...(full.markdown !== undefined && { markdown: full.markdown }) } as P;
}
