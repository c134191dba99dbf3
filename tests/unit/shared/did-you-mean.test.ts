import { describe, expect, it } from 'vitest';
import {
  didYouMean,
  levenshtein,
  levenshteinWithin,
  MAX_COMPARISONS,
  NearestNames,
} from '../../../src/shared/did-you-mean.js';

/** The suggestion as it was always defined: the first of the closest names, if close enough. */
function reference(input: string, options: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const option of options) {
    const score = levenshtein(input.toLowerCase(), option.toLowerCase());
    if (score < bestScore) [best, bestScore] = [option, score];
  }
  return best !== undefined && bestScore <= Math.max(2, Math.floor(input.length / 3)) ? best : undefined;
}

function random(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

describe('did you mean', () => {
  it('should measure edit distances, and stop once past a bound', () => {
    expect(levenshtein('kitten', 'sitting')).toBe(3);
    expect(levenshtein('', 'abc')).toBe(3);
    expect(levenshteinWithin('kitten', 'sitting', 3)).toBe(3);
    expect(levenshteinWithin('kitten', 'sitting', 2)).toBeGreaterThan(2);
    expect(levenshteinWithin('a', 'abcdef', 2)).toBeGreaterThan(2);
  });

  it('should suggest what it always suggested: the first of the closest names, if close enough', () => {
    expect(didYouMean('sidbar', ['navbar', 'sidebar', 'title'])).toBe('sidebar');
    expect(didYouMean('Sidebar', ['sidebar'])).toBe('sidebar');
    expect(didYouMean('zzz', ['sidebar'])).toBeUndefined();
    const next = random(3);
    const word = () =>
      Array.from({ length: 1 + Math.floor(next() * 12) }, () => 'abcdeABCDE-./'[Math.floor(next() * 13)]).join('');
    for (let round = 0; round < 400; round++) {
      const options = Array.from({ length: Math.floor(next() * 40) }, word);
      const input = next() < 0.5 && options.length ? options[Math.floor(next() * options.length)]!.slice(1) : word();
      expect(didYouMean(input, options), `${input} in ${options.join(' ')}`).toBe(reference(input, options));
    }
  });

  it('should compare a bounded number of names per query, and answer a query asked again from memory', () => {
    // Names alike in length and letters: nothing rules them out but comparing.
    const names = Array.from({ length: 5000 }, (_, i) => `page-${String(i).padStart(4, '0')}.html`);
    const index = new NearestNames(names);
    for (let i = 0; i < 100; i++) index.closest(`page-${i}x${i}.html`);
    expect(index.comparisons).toBeLessThanOrEqual(100 * MAX_COMPARISONS);
    const before = index.comparisons;
    for (let i = 0; i < 100; i++) index.closest(`page-${i}x${i}.html`);
    expect(index.comparisons).toBe(before);
    // Still the right answer where one is one edit away.
    expect(index.closest('page-4321.htm')).toBe('page-4321.html');
  });

  it('should never suggest the name it is told to leave out', () => {
    const index = new NearestNames(['intro.html', 'intra.html']);
    expect(index.closest('intro.html', 'intro.html')).toBe('intra.html');
    expect(index.closest('intro.html')).toBe('intro.html');
  });
});
