// Title and header matching for search suggestions, exactly as site-spec §9 words it:
// case-insensitive word match; the last word matched by prefix unless the query ends with a space;
// for a query with any non-ASCII character, a substring match on any of its words.

// eslint-disable-next-line no-control-regex -- "non-ASCII" is everything outside U+0000–U+007F
const NON_ASCII = /[^\x00-\x7F]/;
/** Word characters as in `\b` of a non-unicode RegExp. */
const isWordChar = (c: string | undefined): boolean => c !== undefined && /[A-Za-z0-9_]/.test(c);

/**
 * True when `word` occurs in `text` starting at a word boundary and, unless `prefix`, ending at one.
 * A boundary is checked only next to a word character, like `\b`: `/list` matches `a/list`.
 */
function hasWord(text: string, word: string, prefix: boolean): boolean {
  const startsWithWordChar = isWordChar(word[0]);
  const endsWithWordChar = isWordChar(word[word.length - 1]);
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    if (startsWithWordChar && isWordChar(text[at - 1])) continue;
    if (!prefix && endsWithWordChar && isWordChar(text[at + word.length])) continue;
    return true;
  }
  return false;
}

/**
 * The test of site-spec §9 for one query, to run over many lower-cased titles. An empty query
 * matches nothing.
 */
export function createMatcher(query: string): (lowerText: string) => boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return () => false;
  if (NON_ASCII.test(query)) return (domain) => words.some((w) => domain.includes(w));
  const lastIsPrefix = !/\s$/.test(query);
  return (domain) => words.every((w, i) => hasWord(domain, w, lastIsPrefix && i === words.length - 1));
}

/** Whether a title (or header) matches a search query, per site-spec §9. An empty query matches nothing. */
export function matchesQuery(query: string, text: string): boolean {
  return createMatcher(query)(text.toLowerCase());
}

export interface SuggestionSource {
  /** The page's URL path with base (percent-encoded). */
  path: string;
  title: string;
  headers: { title: string; slug: string }[];
  /** Lower-cased title, then header titles, when the caller keeps them (saves lower-casing per query). */
  lower?: string[];
}

export interface TitleSuggestion {
  /** Link with base, `#slug` for a header. */
  link: string;
  title: string;
  header?: string;
  /** Index of the page in the list given, and of the header within the page (-1: the page itself). */
  page: number;
  headerIndex: number;
}

/**
 * Suggestions from page titles and headers, in page order: a page whose title matches is suggested
 * itself; otherwise each of its headers that matches is. At most `max`.
 */
export function titleSuggestions(query: string, pages: readonly SuggestionSource[], max: number): TitleSuggestion[] {
  const out: TitleSuggestion[] = [];
  const matches = createMatcher(query);
  for (let p = 0; p < pages.length && out.length < max; p++) {
    const page = pages[p]!;
    if (matches(page.lower?.[0] ?? page.title.toLowerCase())) {
      out.push({ link: page.path, title: page.title, page: p, headerIndex: -1 });
      continue;
    }
    for (let h = 0; h < page.headers.length && out.length < max; h++) {
      const header = page.headers[h]!;
      if (matches(page.lower?.[h + 1] ?? header.title.toLowerCase())) {
        out.push({
          link: `${page.path}#${header.slug}`,
          title: page.title,
          header: header.title,
          page: p,
          headerIndex: h,
        });
      }
    }
  }
  return out;
}

/**
 * `titleSuggestions` over many pages, fast: every lower-cased title and header sits in one string,
 * and only the entries holding a query word (found by `indexOf`) go through the matcher. Gives the
 * same suggestions as `titleSuggestions`.
 */
export class TitleIndex {
  private readonly haystack: string;
  /** Start of each entry in the haystack; entries are each page's title, then its headers. */
  private readonly starts: number[] = [];
  private readonly entryPage: number[] = [];
  private readonly entrySlot: number[] = [];

  constructor(private readonly pages: readonly SuggestionSource[]) {
    const parts: string[] = [];
    let at = 0;
    pages.forEach((page, p) => {
      const lower = page.lower ?? [page.title, ...page.headers.map((h) => h.title)].map((t) => t.toLowerCase());
      lower.forEach((text, slot) => {
        this.starts.push(at);
        this.entryPage.push(p);
        this.entrySlot.push(slot);
        parts.push(text);
        at += text.length + 1;
      });
    });
    this.haystack = parts.join('\0');
  }

  private entryAt(offset: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** Entries whose text contains `word`, in order. */
  private *entriesWith(word: string): Generator<number> {
    for (let at = this.haystack.indexOf(word); at !== -1;) {
      const e = this.entryAt(at);
      yield e;
      const next = this.starts[e + 1];
      if (next === undefined) return;
      at = this.haystack.indexOf(word, next);
    }
  }

  /**
   * `preferred`: the pages to list first (a version's, see SearchEngine.search): their suggestions
   * come before the others', each in page order, at most `max` in all.
   */
  suggest(query: string, max: number, preferred?: (page: number) => boolean): TitleSuggestion[] {
    const words = query
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w && !w.includes('\0'));
    if (!words.length || max <= 0) return [];
    const matches = createMatcher(query);
    // ASCII: every word must be there, so the longest one picks the entries; otherwise any word.
    const entries = NON_ASCII.test(query)
      ? [...new Set(words.flatMap((w) => [...this.entriesWith(w)]))].sort((a, b) => a - b)
      : this.entriesWith(words.reduce((a, b) => (b.length > a.length ? b : a)));
    const out: TitleSuggestion[] = [];
    /** With `preferred`: the other pages' suggestions, listed after. */
    const rest: TitleSuggestion[] = [];
    let titleMatched = -1;
    for (const e of entries) {
      const p = this.entryPage[e]!;
      const slot = this.entrySlot[e]!;
      if (slot > 0 && titleMatched === p) continue;
      const into = !preferred || preferred(p) ? out : rest;
      // Enough of the other pages' suggestions: only the preferred ones can still be listed.
      if (into === rest && rest.length >= max) continue;
      const text = this.haystack.slice(this.starts[e], (this.starts[e + 1] ?? this.haystack.length + 1) - 1);
      if (!matches(text)) continue;
      const page = this.pages[p]!;
      if (slot === 0) {
        titleMatched = p;
        into.push({ link: page.path, title: page.title, page: p, headerIndex: -1 });
      } else {
        const header = page.headers[slot - 1]!;
        into.push({
          link: `${page.path}#${header.slug}`,
          title: page.title,
          header: header.title,
          page: p,
          headerIndex: slot - 1,
        });
      }
      if (out.length >= max) break;
    }
    return rest.length ? out.concat(rest.slice(0, max - out.length)) : out;
  }
}
