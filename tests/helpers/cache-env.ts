// Builds in tests start cold (vitest.config.ts sets BOOKDOCS_CACHE=0); a test that needs the page
// cache and build records turns them on with a folder of its own, and puts the environment back.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

export async function withCacheDir<T>(dir: string, run: () => Promise<T>): Promise<T> {
  const saved = { cache: process.env.BOOKDOCS_CACHE, dir: process.env.BOOKDOCS_CACHE_DIR };
  process.env.BOOKDOCS_CACHE_DIR = dir;
  delete process.env.BOOKDOCS_CACHE;
  try {
    return await run();
  } finally {
    if (saved.cache === undefined) delete process.env.BOOKDOCS_CACHE;
    else process.env.BOOKDOCS_CACHE = saved.cache;
    if (saved.dir === undefined) delete process.env.BOOKDOCS_CACHE_DIR;
    else process.env.BOOKDOCS_CACHE_DIR = saved.dir;
  }
}

/**
 * The page cache and build records on for every test of the calling file (or `describe`), in a new
 * temp folder named from `prefix` (registered as beforeAll/afterAll; afterwards the environment is put back).
 */
export function usePageCache(prefix: string): void {
  const saved = { ...process.env };
  beforeAll(() => {
    process.env.BOOKDOCS_CACHE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    delete process.env.BOOKDOCS_CACHE;
  });
  afterAll(() => {
    process.env = saved;
  });
}
