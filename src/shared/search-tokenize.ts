// How text is cut into index terms, identical at build time and in the browser.
// Latin text: lower-cased words. CJK text (no spaces between words): every character and every
// pair of neighbouring characters, so any Chinese substring query can be answered.

const WORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+|[\p{L}\p{N}_]+/gu;
const CJK = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().matchAll(WORD)) {
    const w = m[0];
    if (CJK.test(w)) {
      for (let i = 0; i < w.length; i++) {
        out.push(w[i]!);
        if (i + 1 < w.length) out.push(w.slice(i, i + 2));
      }
    } else out.push(w);
  }
  return out;
}
