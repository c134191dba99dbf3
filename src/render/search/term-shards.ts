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

/** Ids a term keeps as a plain array; past that many they are packed (see PackedIds). */
const PLAIN_IDS = 32;

/**
 * A term's section ids, packed: each as its difference from the one before, 7 bits a byte (LEB128).
 * A locale's postings are most of what its index holds until it is written (on generated docs, 32
 * million ids at 50,000 pages, nearly all in a few hundred terms); packed, they take about a byte an
 * id instead of the four to six an array element costs.
 */
class PackedIds {
  private bytes = new Uint8Array(256);
  private used = 0;
  private last = 0;
  private count = 0;

  constructor(ids: readonly number[]) {
    for (const id of ids) this.push(id);
  }

  push(id: number): void {
    let delta = id - this.last;
    this.last = id;
    this.count++;
    if (this.used + 5 > this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    while (delta >= 0x80) {
      this.bytes[this.used++] = (delta & 0x7f) | 0x80;
      delta = Math.floor(delta / 0x80);
    }
    this.bytes[this.used++] = delta;
  }

  toArray(): number[] {
    const ids = new Array<number>(this.count);
    let at = 0;
    let id = 0;
    for (let i = 0; i < this.count; i++) {
      let delta = 0;
      let scale = 1;
      let byte: number;
      do {
        byte = this.bytes[at++]!;
        delta += (byte & 0x7f) * scale;
        scale *= 0x80;
      } while (byte & 0x80);
      id += delta;
      ids[i] = id;
    }
    return ids;
  }
}

/** A locale's postings while its pages come in (term → section ids), split into shards when written. */
export class PostingsCollector {
  private readonly terms = new Map<string, number[] | PackedIds>();
  /** Ids added, in all. */
  size = 0;

  /** Add one section's distinct terms (space-separated) under its id; ids must come in ascending order. */
  addSection(id: number, joined: string): void {
    if (!joined) return;
    for (const term of joined.split(' ')) {
      this.size++;
      const ids = this.terms.get(term);
      if (!ids) this.terms.set(term, [id]);
      else if (!Array.isArray(ids)) ids.push(id);
      else if (ids.push(id) > PLAIN_IDS) this.terms.set(term, new PackedIds(ids));
    }
  }

  /**
   * Hand each of `count` shards' postings to `each`, in shard order, one shard at a time: a shard's
   * ids are unpacked for it alone, and let go (with the collector's) once it is handed on.
   */
  forEachShard(count: number, each: (k: number, postings: Postings) => void): void {
    const termsOf = Array.from({ length: count }, (): string[] => []);
    for (const term of this.terms.keys()) termsOf[shardOfTerm(term, count)]!.push(term);
    termsOf.forEach((terms, k) => {
      const postings: Postings = new Map();
      for (const term of terms) {
        const ids = this.terms.get(term)!;
        postings.set(term, Array.isArray(ids) ? ids : ids.toArray());
        this.terms.delete(term);
      }
      termsOf[k] = [];
      each(k, postings);
    });
  }
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
