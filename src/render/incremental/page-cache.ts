// Content-hash cache of PageData: a page whose source, options and toolkit code are unchanged is not
// parsed and highlighted again. Keys cover everything the page step depends on, so a hit is always
// what a fresh parse would give; the cache only ever saves time.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PageData, PageSettings } from '../page/page-types.js';
import { replaceFile } from './file-writes.js';
import { sha } from './hashing.js';

/**
 * The hash of a site's page settings, whole: every setting is in every page's key without being named
 * here. But the plugins: a page's key has those that apply to it (CacheKeyInput.plugins), so a
 * plugin's change reparses only its pages.
 */
export function pageSettingsKey(settings: PageSettings): string {
  const { plugins: _perPage, ...site } = settings;
  return sha(JSON.stringify(site));
}

export interface CacheKeyInput {
  /** toolkitFingerprint(): pages are reused only by the code that made them. */
  toolkit: string;
  /** pageSettingsKey() of the site's settings. */
  settings: string;
  file: string;
  /** The page's language (default container titles). */
  lang?: string;
  /** Pages parsed without highlighting (check) never stand in for highlighted ones (build). */
  highlight: boolean;
  /** Keys of the plugins that apply to the page (see plugin-instances.ts), in config order. */
  plugins?: readonly string[];
  /** The hash of the page's Markdown. */
  sourceHash: string;
}

export function pageCacheKey(input: CacheKeyInput): string {
  return crypto
    .createHash('sha256')
    .update(input.toolkit)
    .update('\0')
    .update(input.settings)
    .update('\0')
    .update(input.file)
    .update('\0')
    .update(input.highlight ? '\0' : '\0plain\0')
    .update(`${input.lang ?? ''}\0`)
    .update(input.plugins?.length ? `${input.plugins.join(',')}\0` : '')
    .update(input.sourceHash)
    .digest('hex');
}

function fileFor(dir: string, key: string): string {
  return path.join(dir, key.slice(0, 2), `${key.slice(2)}.json`);
}

export function cachedPageExists(dir: string, key: string): boolean {
  return fs.existsSync(fileFor(dir, key));
}

export function readCachedPage(dir: string, key: string): PageData | undefined {
  try {
    const page = JSON.parse(fs.readFileSync(fileFor(dir, key), 'utf8')) as unknown;
    // A damaged entry (a disk error, an edit by hand) is a miss: the page is parsed again.
    return isPageShaped(page) ? page : undefined;
  } catch {
    return undefined;
  }
}

/** The fields every PageData has, with their types: a damaged cache entry or snapshot line has not. */
export function isPageShaped(v: unknown): v is PageData {
  const p = v as Partial<Record<keyof PageData, unknown>> | null;
  return (
    typeof p === 'object' &&
    p !== null &&
    typeof p.file === 'string' &&
    typeof p.route === 'string' &&
    typeof p.html === 'string' &&
    Array.isArray(p.links) &&
    Array.isArray(p.images) &&
    Array.isArray(p.headers) &&
    typeof p.frontmatter === 'object' &&
    p.frontmatter !== null
  );
}

/**
 * Store a page: written to a temporary file and renamed, never half a file. Synchronous: the
 * calls cost less on this thread than handed one by one to libuv's thread pool (see FileWriter).
 * Failures (read-only home, full disk) only cost the next build its speed-up.
 */
export function writeCachedPage(dir: string, key: string, page: PageData): void {
  const file = fileFor(dir, key);
  try {
    // Its folder is made when the first entry goes into it (or again, if it was deleted since).
    replaceFile(file, JSON.stringify(page));
  } catch {
    /* the cache is an optimisation only */
  }
}
