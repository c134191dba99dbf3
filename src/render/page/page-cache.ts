// Content-hash cache of PageData: a page whose source, options and toolkit code are unchanged is not
// parsed and highlighted again. Keys cover everything the page step depends on, so a hit is always
// what a fresh parse would give; the cache only ever saves time.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { PageData } from './page.js';
import { fileDigest } from '../output/file-digests.js';
import { CODE_DIR } from '../site/paths.js';
import { replaceFile } from '../output/files.js';

/** Libraries whose version changes what a page renders to. */
const RENDER_DEPS = ['micromark', 'micromark-extension-gfm', 'micromark-extension-directive', 'shiki', 'yaml'];

export function defaultCacheDir(): string | undefined {
  const env = process.env.BOOKDOCS_CACHE_DIR;
  if (env === '' || process.env.BOOKDOCS_CACHE === '0') return undefined;
  if (env) return env;
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'bookdocs', 'pages');
}

let fingerprint: string | undefined;

/** A hash of the page-step code (render/ and shared/, compiled or not) and the versions of its libraries. */
export function toolkitFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(js|ts)$/.test(e.name)) hash.update(`${e.name}\0${fileDigest(p) ?? '?'}\0`);
    }
  };
  // The whole pipeline (render/) and the shared helpers, as the running toolkit has them. (The CLI
  // bundle in lib/bundle/ is made from these same files.)
  walk(path.join(CODE_DIR, 'render'));
  walk(path.join(CODE_DIR, 'shared'));
  const require = createRequire(import.meta.url);
  for (const dep of RENDER_DEPS) {
    try {
      const pkg = JSON.parse(fs.readFileSync(require.resolve(`${dep}/package.json`), 'utf8')) as { version: string };
      hash.update(`${dep}@${pkg.version}`);
    } catch {
      hash.update(`${dep}@?`);
    }
  }
  fingerprint = hash.digest('hex');
  return fingerprint;
}

export interface CacheKeyInput {
  file: string;
  /** sourceHash() of the page's Markdown. */
  sourceHash: string;
  base: string;
  cleanUrls?: boolean;
  components: readonly string[];
  /** Pages parsed without highlighting (check) never stand in for highlighted ones (build). */
  highlight: boolean;
  /** The page's language (default container titles). */
  lang?: string;
  /** Keys of the plugins that apply to the page (see plugin-instances.ts), in config order. */
  plugins?: readonly string[];
  /** The public folder, relative to the docs folder: where the page's images are looked for first. */
  publicDir?: string;
}

export function pageCacheKey(input: CacheKeyInput): string {
  return crypto
    .createHash('sha256')
    .update(toolkitFingerprint())
    .update('\0')
    .update(input.file)
    .update('\0')
    .update(input.base)
    .update(input.cleanUrls ? '\0clean\0' : '\0')
    .update([...input.components].sort().join(','))
    .update(input.highlight ? '\0' : '\0plain\0')
    .update(`${input.lang ?? ''}\0`)
    .update(input.plugins?.length ? `${input.plugins.join(',')}\0` : '')
    .update(input.publicDir ? `public:${input.publicDir}\0` : '')
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
