// The search engine, in its own chunk: imported when the search box is first focused, never on page
// load. One engine per locale index, kept for the rest of the visit.
import { SearchEngine } from '../../shared/search-engine.js';
import type { SearchMeta } from '../../shared/search-format.js';

const engines = new Map<string, Promise<SearchEngine>>();

/** `revalidate`: ask the host whether the file changed (the meta file keeps its name across deploys; shards are content-hashed). */
async function loadJson(url: string, revalidate = false): Promise<unknown> {
  const res = await fetch(url, revalidate ? { cache: 'no-cache' } : undefined);
  if (!res.ok) throw new Error(`search index ${url}: HTTP ${res.status}`);
  return res.json();
}

/** The engine of the locale whose meta file is at `url`; a failed load is retried next time. */
export function engineFor(url: string): Promise<SearchEngine> {
  let engine = engines.get(url);
  if (!engine) {
    engine = loadJson(url, true).then((meta) => new SearchEngine(meta as SearchMeta, (shard) => loadJson(shard)));
    engine.catch(() => engines.delete(url));
    engines.set(url, engine);
  }
  return engine;
}

export type { SearchEngine };
