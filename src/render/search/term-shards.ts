// Term shards: a locale's inverted index (term → ascending section ids), split by term (see
// shardOfTerm), each shard written in the layout flexsearch imports ("1.map": [term, [ids]] entries)
// with its ids as differences. Made here rather than by flexsearch's own export: terms come out in
// code-unit order, so a shard's bytes depend only on its postings, and a next build can change a few
// postings of a shard without building the rest again (see search-update.ts).
import { deltaIds, shardOfTerm, type TermEntry, type TermShard } from '../../shared/search-format.js';

/** Term → section ids, ascending. */
export type Postings = Map<string, number[]>;

/** Index terms (one per section and term) per term shard. */
const POSTINGS_PER_SHARD = 24_000;

/** How many term shards a locale with this many postings gets: a power of two, so it changes rarely. */
export function termShardCount(postings: number): number {
  return 2 ** Math.max(0, Math.ceil(Math.log2(postings / POSTINGS_PER_SHARD)));
}

/** Add one section's distinct terms (space-separated) under its id; ids must come in ascending order. */
export function addSection(postings: Postings, id: number, joined: string): void {
  if (!joined) return;
  for (const term of joined.split(' ')) {
    const ids = postings.get(term);
    if (ids) ids.push(id);
    else postings.set(term, [id]);
  }
}

/** Split a locale's postings into its `count` shards (each a Postings of its own). */
export function splitPostings(postings: Postings, count: number): Postings[] {
  const shards = Array.from({ length: count }, (): Postings => new Map());
  for (const [term, ids] of postings) shards[shardOfTerm(term, count)]!.set(term, ids);
  return shards;
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A shard's file content: its terms in code-unit order, each with its ids as differences. */
export function termShardJson(postings: Postings): string {
  const terms = [...postings.keys()].sort(byCodeUnit);
  const entries: TermEntry[] = terms.map((term) => [term, [[...postings.get(term)!]]]);
  const shard: TermShard = { '1.map': deltaIds(entries, 'encode') };
  return JSON.stringify(shard);
}

/** A shard's file content, read back into postings (every chunk of the file). */
export function parseTermShard(json: string): Postings {
  const postings: Postings = new Map();
  for (const entries of Object.values(JSON.parse(json) as TermShard)) {
    for (const [term, slots] of deltaIds(entries, 'decode')) {
      const ids = slots.flatMap((s) => s ?? []);
      postings.set(term, ids);
    }
  }
  return postings;
}
