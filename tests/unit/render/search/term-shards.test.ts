// A locale's postings as its index collects them (term-shards.ts): what goes in comes out, per shard.
import { describe, expect, it } from 'vitest';
import {
  PostingsCollector,
  parseTermShard,
  termShardJson,
  type Postings,
} from '../../../../src/render/search/term-shards.js';
import { shardOfTerm } from '../../../../src/shared/search-format.js';

/** Sections 0…n-1, each with the terms `termsOf(id)` says. */
function collect(n: number, termsOf: (id: number) => string[]): { collector: PostingsCollector; expected: Postings } {
  const collector = new PostingsCollector();
  const expected: Postings = new Map();
  for (let id = 0; id < n; id++) {
    const terms = termsOf(id);
    collector.addSection(id, terms.join(' '));
    for (const term of terms) {
      const ids = expected.get(term);
      if (ids) ids.push(id);
      else expected.set(term, [id]);
    }
  }
  return { collector, expected };
}

describe('PostingsCollector', () => {
  it("should give back every term's ids, in order, whatever their number and gaps", () => {
    // "every" is in each section (thousands of ids, gaps of 1); "rare" in a few; "far" with gaps of
    // thousands (several bytes each once packed); "late" starts late (a first id far from 0).
    const { collector, expected } = collect(300_000, (id) => [
      'every',
      ...(id % 50_000 === 7 ? ['rare'] : []),
      ...(id % 4_099 === 0 ? ['far'] : []),
      ...(id >= 299_950 ? ['late'] : []),
    ]);
    expect(collector.size).toBe([...expected.values()].reduce((n, ids) => n + ids.length, 0));
    const got: Postings = new Map();
    collector.forEachShard(1, (_, postings) => postings.forEach((ids, term) => got.set(term, ids)));
    expect(got).toEqual(expected);
  });

  it('should hand each shard its own terms, once, in shard order', () => {
    const words = Array.from({ length: 200 }, (_, i) => `w${i}`);
    const { collector, expected } = collect(100, (id) => words.filter((_, i) => (i + id) % 3 === 0));
    const order: number[] = [];
    const got: Postings = new Map();
    collector.forEachShard(8, (k, postings) => {
      order.push(k);
      for (const [term, ids] of postings) {
        expect(shardOfTerm(term, 8)).toBe(k);
        got.set(term, ids);
      }
    });
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(got).toEqual(expected);
  });

  it('should make the same shard files as the postings it was given', () => {
    const { collector, expected } = collect(2_000, (id) => ['a', 'b', ...(id % 7 ? [] : ['c']), `t${id % 13}`]);
    collector.forEachShard(1, (_, postings) => {
      expect(termShardJson(postings)).toBe(termShardJson(expected));
      expect(parseTermShard(termShardJson(postings))).toEqual(expected);
    });
  });

  it('should skip a section without terms', () => {
    const collector = new PostingsCollector();
    collector.addSection(0, '');
    collector.addSection(1, 'x');
    expect(collector.size).toBe(1);
    collector.forEachShard(1, (_, postings) => expect([...postings]).toEqual([['x', [1]]]));
  });
});
