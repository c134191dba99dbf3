// "Did you mean …?": the closest known name to a misspelt one, for config keys, links and files.
//
// A site can have thousands of names and a check thousands of misspelt ones: comparing each with
// each cost links × pages (20,000 broken links in 400 pages: 42 s). NearestNames compares a name
// only with the names that can be close enough (by length and by the characters they use, both
// lower bounds of the edit distance), the most promising first, stops each comparison once it is
// too far, compares at most MAX_COMPARISONS names per query and remembers each answer.

/** Edit distance, for "did you mean" hints. */
export function levenshtein(a: string, b: string): number {
  return levenshteinWithin(a, b, Infinity);
}

/** The edit distance of `a` and `b` when it is at most `bound`; some larger number otherwise (found sooner). */
export function levenshteinWithin(a: string, b: string, bound: number): number {
  if (Math.abs(a.length - b.length) > bound) return bound + 1;
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
      least = Math.min(least, row[j]!);
    }
    // Every way on goes through this row: past the bound, so is the distance.
    if (least > bound) return bound + 1;
  }
  return row[b.length]!;
}

/** Edit distances computed for one query, at most: the cost of a suggestion does not grow with the number of names. */
export const MAX_COMPARISONS = 200;

/** The default for how far a suggestion may be: 2 edits, or a third of the name. */
const defaultDistance = (input: string) => Math.max(2, Math.floor(input.length / 3));

export interface NearestNamesOptions {
  /** Compare names as written (default: case-insensitively). */
  caseSensitive?: boolean;
  /** The largest edit distance worth suggesting for an input (default: 2, or a third of its length). */
  maxDistance?: (input: string) => number;
}

interface Candidate {
  name: string;
  key: string;
  /** The characters the name uses, one bit per character code modulo 32. */
  chars: number;
  /** Its character codes, sorted. */
  codes: Uint16Array;
  /** Its place in the list: of equally close names, the first is suggested. */
  index: number;
}

function charsOf(key: string): number {
  let bits = 0;
  for (let i = 0; i < key.length; i++) bits |= 1 << (key.charCodeAt(i) & 31);
  return bits;
}

function codesOf(key: string): Uint16Array {
  return Uint16Array.from(key, (ch) => ch.charCodeAt(0)).sort();
}

/** How many characters one name has that the other has not, counted with repeats (both ways). */
function multisetDifference(a: Uint16Array, b: Uint16Array): number {
  let i = 0;
  let j = 0;
  let d = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
    } else {
      if (a[i]! < b[j]!) i++;
      else j++;
      d++;
    }
  }
  return d + (a.length - i) + (b.length - j);
}

function bitCount(n: number): number {
  let x = n - ((n >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** A list of names to suggest from, asked again and again (one per check run, per folder, per page). */
export class NearestNames {
  /** The names by their length (of the form compared). */
  private readonly byLength = new Map<number, Candidate[]>();
  private readonly answers = new Map<string, string | undefined>();
  /** Edit distances computed so far: at most MAX_COMPARISONS for each distinct query. */
  comparisons = 0;

  constructor(
    names: Iterable<string>,
    private readonly opts: NearestNamesOptions = {},
  ) {
    let index = 0;
    for (const name of names) {
      const key = this.fold(name);
      const same = this.byLength.get(key.length);
      const candidate = { name, key, chars: charsOf(key), codes: codesOf(key), index: index++ };
      if (same) same.push(candidate);
      else this.byLength.set(key.length, [candidate]);
    }
  }

  private fold(s: string): string {
    return this.opts.caseSensitive ? s : s.toLowerCase();
  }

  /** The closest name to `input` (never `exclude`), if one is close enough; the first of equally close ones. */
  closest(input: string, exclude?: string): string | undefined {
    const memo = exclude === undefined ? input : `${input}\0${exclude}`;
    if (this.answers.has(memo)) return this.answers.get(memo);
    const answer = this.search(input, exclude);
    this.answers.set(memo, answer);
    return answer;
  }

  private search(input: string, exclude: string | undefined): string | undefined {
    const key = this.fold(input);
    const max = (this.opts.maxDistance ?? defaultDistance)(input);
    const chars = charsOf(key);
    const codes = codesOf(key);
    // Lower bounds of the distance: an insertion or a deletion changes the length by one and the
    // characters used by one, a substitution the characters by two. So n edits leave the lengths at
    // most n apart, the sets of characters at most 2n (quick: one bit each) and the characters counted
    // with repeats d apart where (d + length difference) / 2 ≤ n. By these, the names that can be close
    // enough, the closest-looking first.
    const byBound: Candidate[][] = Array.from({ length: max + 1 }, () => []);
    for (let length = Math.max(0, key.length - max); length <= key.length + max; length++) {
      const lengths = Math.abs(length - key.length);
      for (const c of this.byLength.get(length) ?? []) {
        if ((bitCount(c.chars ^ chars) + 1) >> 1 > max || c.name === exclude) continue;
        const bound = (multisetDifference(c.codes, codes) + lengths + 1) >> 1;
        if (bound <= max) byBound[bound]!.push(c);
      }
    }
    let best: Candidate | undefined;
    let bestScore = max;
    let budget = MAX_COMPARISONS;
    for (let bound = 0; bound <= bestScore && budget > 0; bound++) {
      for (const c of byBound[bound]!) {
        // Only a name listed earlier can still tie with the best one found.
        if (best && bound === bestScore && c.index > best.index) continue;
        if (budget-- === 0) break;
        this.comparisons++;
        const score = levenshteinWithin(key, c.key, bestScore);
        if (score > bestScore) continue;
        if (!best || score < bestScore || c.index < best.index) [best, bestScore] = [c, score];
      }
    }
    return best?.name;
  }
}

export function didYouMean(input: string, options: readonly string[]): string | undefined {
  return new NearestNames(options).closest(input);
}
