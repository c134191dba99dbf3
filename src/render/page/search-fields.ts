// What the search index needs of a page, computed once when it is parsed and cached with it: its
// sections' distinct terms, and the key, section count and characters that let an incremental build
// index it without reading its text again. Apart from page.ts, so that the thread that finishes
// deferred pages (page-pool.ts) need not load the Markdown parser to compute them.
import { pageSections, searchKey, sectionTerms } from '../search/page-sections.js';
import { textChars } from '../search/text-shards.js';
import type { PageData } from './page-types.js';

export function addSearchFields(page: PageData): void {
  const sections = pageSections({ headers: page.headers, text: page.text });
  page.searchTerms = sectionTerms(sections);
  page.search = { key: searchKey(page), sections: sections.length, chars: textChars(sections) };
}
