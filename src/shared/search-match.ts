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

/** Whether a title (or header) matches a search query, per site-spec §9. An empty query matches nothing. */
export function matchesQuery(query: string, text: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return false;
  const domain = text.toLowerCase();
  if (NON_ASCII.test(query)) return words.some((w) => domain.includes(w));
  const lastIsPrefix = !/\s$/.test(query);
  return words.every((w, i) => hasWord(domain, w, lastIsPrefix && i === words.length - 1));
}

export interface SuggestionSource {
  path: string;
  title: string;
  headers: { title: string; slug: string }[];
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
  for (let p = 0; p < pages.length && out.length < max; p++) {
    const page = pages[p]!;
    if (matchesQuery(query, page.title)) {
      out.push({ link: page.path, title: page.title, page: p, headerIndex: -1 });
      continue;
    }
    for (let h = 0; h < page.headers.length && out.length < max; h++) {
      const header = page.headers[h]!;
      if (matchesQuery(query, header.title)) out.push({ link: `${page.path}#${header.slug}`, title: page.title, header: header.title, page: p, headerIndex: h });
    }
  }
  return out;
}
