// The full-text search index: flexsearch over each page's title, headers and text, exported as one
// JSON asset that the browser fetches only when search is used.
import FlexSearch from 'flexsearch';
import { withBase } from '../shared/routes.js';
import { tokenize } from '../shared/search-tokenize.js';
import type { PageData } from './page.js';

export interface SearchIndexFile {
  version: 1;
  docs: { path: string; title: string; locale: string; headers: { title: string; slug: string }[] }[];
  index: Record<string, string>;
}

export async function buildSearchIndex(pages: PageData[], base: string, localeOf: (route: string) => string): Promise<SearchIndexFile> {
  const index = new FlexSearch.Index({ tokenize: 'strict', encode: tokenize, resolution: 9 });
  const docs: SearchIndexFile['docs'] = [];
  for (const page of pages) {
    const id = docs.length;
    docs.push({
      path: withBase(page.route, base),
      title: page.title,
      locale: localeOf(page.route),
      headers: page.headers.map((h) => ({ title: h.title, slug: h.slug })),
    });
    index.add(id, `${page.title} ${page.headers.map((h) => h.title).join(' ')} ${page.text}`);
  }
  const exported: Record<string, string> = {};
  await index.export((key: string, data: string) => {
    exported[key] = data;
  });
  return { version: 1, docs, index: exported };
}
