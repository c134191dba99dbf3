// A page as the search index sees it: its text cut into sections at its h2/h3 headings, and each
// section's distinct terms. Apart from the index (no flexsearch here): the page step computes the
// terms when it parses a page, so they are cached with it and an unchanged page is not tokenised again.
import crypto from 'node:crypto';
import { tokenize } from '../../shared/search-tokenize.js';
import type { PageData } from '../page/page-types.js';

/** The headings that cut a page into search sections: its h2/h3 (a page records h2–h6, for its outline). */
export function sectionHeaders(headers: PageData['headers']): PageData['headers'] {
  return headers.filter((h) => h.level <= 3);
}

/**
 * A page's text cut at its h2/h3 headings: the text before the first one, then one section per
 * heading (starting with the heading's own text). The headings are found in order in the page text.
 */
export function pageSections(page: Pick<PageData, 'headers' | 'text'>): string[] {
  const { text } = page;
  const cuts: number[] = [];
  let cursor = 0;
  for (const h of sectionHeaders(page.headers)) {
    const at = h.title ? text.indexOf(h.title, cursor) : -1;
    cuts.push(at);
    if (at >= 0) cursor = at + h.title.length;
  }
  const out: string[] = [];
  const firstCut = cuts.find((c) => c >= 0);
  out.push(text.slice(0, firstCut ?? text.length).trim());
  for (let i = 0; i < cuts.length; i++) {
    const start = cuts[i]!;
    if (start < 0) {
      out.push('');
      continue;
    }
    const next = cuts.slice(i + 1).find((c) => c >= 0);
    out.push(text.slice(start, next ?? text.length).trim());
  }
  return out;
}

/** Per section: its distinct terms, space-separated (one string, not an array: millions fewer at 10,000 pages). */
export function sectionTerms(sections: readonly string[]): string[] {
  return sections.map((text) => [...new Set(tokenize(text))].join(' '));
}

/** A hash of what the index takes from a page: equal keys, equal entries. */
export function searchKey(page: Pick<PageData, 'route' | 'title' | 'headers' | 'text'>): string {
  return crypto
    .createHash('sha256')
    .update(`${page.route}\0${page.title}\0${JSON.stringify(page.headers)}\0`)
    .update(page.text)
    .digest('base64url')
    .slice(0, 16);
}
