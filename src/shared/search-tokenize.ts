// How text is cut into index terms, identical at build time and in the browser.
// Latin text: lower-cased words. CJK text (no spaces between words): pairs of neighbouring
// characters (see cjkTerms), so any Chinese substring query can be answered.

const CJK_CLASS = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}`;
/** A CJK run, or a latin word (letters, digits, `_`, but no CJK: `pageSize每页` is two words). */
const WORD = new RegExp(String.raw`[${CJK_CLASS}]+|(?:(?![${CJK_CLASS}])[\p{L}\p{N}_])+`, 'gu');
const CJK = new RegExp(`^[${CJK_CLASS}]`, 'u');
/** Where a new part of an identifier starts: `defineUserConfig`, `HTMLElement`, `page_index`. */
const PART = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})|(?<=_)(?=[^_])/gu;

const SURROGATE = /[\uD800-\uDFFF]/;

export const isCjkToken = (token: string): boolean => CJK.test(token);

/**
 * Index terms of a CJK run: every pair of neighbouring characters, and the last character alone.
 * A single character is then always the start of a term (a pair, or itself at the end of a run),
 * so one-character queries are answered by prefix; pairs answer longer ones. By code point, so
 * rare characters stay whole.
 */
export function cjkTerms(run: string, out: string[] = []): string[] {
  // One UTF-16 unit per character unless the run has a surrogate pair (no array of characters then).
  const chars = SURROGATE.test(run) ? Array.from(run) : run;
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  if (chars.length) out.push(chars[chars.length - 1]!);
  return out;
}

/** Words (latin) and runs (CJK) of a text, lower-cased, in order. */
export function words(text: string): string[] {
  return Array.from(text.toLowerCase().matchAll(WORD), (m) => m[0]);
}

/** Characters where PART can match: no tails to look for in a word without them. */
const PART_START = /[\p{Lu}_]/u;

/**
 * Index terms of a text. A latin identifier also yields each tail that starts a part of it
 * (`defineUserConfig` → `defineuserconfig`, `userconfig`, `config`), so a search for `config` or
 * `userConfig` finds it. (Build time, over every page's text: no iterator or array per word.)
 */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m; m = WORD.exec(text)) {
    const w = m[0];
    if (isCjkToken(w)) {
      cjkTerms(w, out);
      continue;
    }
    const lower = w.toLowerCase();
    out.push(lower);
    // Tails are cut from the lower-cased word: only where lower-casing kept the length.
    if (lower.length !== w.length || !PART_START.test(w)) continue;
    for (const p of w.matchAll(PART)) if (p.index > 0 && p.index < w.length) out.push(lower.slice(p.index));
  }
  return out;
}
