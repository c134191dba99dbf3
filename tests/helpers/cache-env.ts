// Builds in tests start cold (vitest.config.ts sets BOOKDOCS_CACHE=0); a test that needs the page
// cache and build records turns them on with a folder of its own, and puts the environment back.
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
