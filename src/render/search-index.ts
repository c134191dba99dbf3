// The full-text search index, per locale: a meta file (titles, headers, shard URLs) and term and
// text shards, so a first search downloads the meta file plus the few shards its terms need.
// Written as content-hashed assets that the browser fetches only when search is used.
import crypto from 'node:crypto';
import FlexSearch, { type Index } from 'flexsearch';
import { withBase } from '../shared/routes.js';
import { deltaIds, FLEX_OPTIONS, SEARCH_FORMAT_VERSION, shardOfTerm, type MetaPage, type SearchMeta, type TermShard, type TextShard } from '../shared/search-format.js';
import { tokenize } from '../shared/search-tokenize.js';
import type { PageData } from './page.js';
import { toolkitFingerprint } from './page-cache.js';

/** Index terms (one per section and term) per term shard. */
const POSTINGS_PER_SHARD = 24_000;
/** Characters of section text per text shard. */
const TEXT_PER_SHARD = 24_000;

export interface SearchIndexOutput {
  /** Path relative to the output folder → content. */
  files: Map<string, string>;
  /** Locale path → URL of its meta file. */
  indexes: Record<string, string>;
}

export type SearchPage = Pick<PageData, 'route' | 'title' | 'headers' | 'text'>;

/**
 * A page's text cut at its h2/h3 headings: the text before the first one, then one section per
 * heading (starting with the heading's own text). The headings are found in order in the page text.
 */
export function pageSections(page: Pick<PageData, 'headers' | 'text'>): string[] {
  const { text } = page;
  const cuts: number[] = [];
  let cursor = 0;
  for (const h of page.headers) {
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

function localeKey(locale: string): string {
  return locale === '/' ? 'root' : locale.replace(/^\/|\/$/g, '').replace(/[^\w-]+/g, '-') || 'root';
}

const hashed = (name: string, content: string) => `${name}.${crypto.createHash('sha256').update(content).digest('hex').slice(0, 10)}.json`;

async function exportShard(index: Index): Promise<TermShard> {
  const out: TermShard = {};
  await index.export((key: string, data: string) => {
    // The registry of ids serves updates only; searching needs the term map alone.
    if (/map$/.test(key)) out[key] = deltaIds(JSON.parse(data) as TermShard[string], 'encode');
  });
  return out;
}

/**
 * The meta file's path, from the index's inputs and the toolkit's code rather than from the output:
 * pages can link it before the index is built (in parallel with them), and it still changes
 * whenever its content can.
 */
export function metaFileName(pages: readonly SearchPage[], base: string, key: string): string {
  const hash = crypto.createHash('sha256').update(`${toolkitFingerprint()}\0${base}\0`);
  for (const p of pages) hash.update(`${p.route}\0${p.title}\0${JSON.stringify(p.headers)}\0${p.text}\0`);
  return `assets/search/${key}.${hash.digest('hex').slice(0, 10)}.json`;
}

async function buildLocale(pages: SearchPage[], base: string, key: string, emit: (rel: string, content: string) => void, metaRel?: string): Promise<string> {
  const metaPages: MetaPage[] = [];
  const sectionTexts: string[] = [];
  // One string per section, not an array of terms: at 10,000 pages that is millions of small strings fewer.
  const sectionTerms: string[] = [];
  let postings = 0;
  for (const page of pages) {
    metaPages.push([withBase(page.route, base), page.title, page.headers.map((h) => [h.title, h.slug])]);
    for (const text of pageSections(page)) {
      const terms = [...new Set(tokenize(text))];
      postings += terms.length;
      sectionTexts.push(text);
      sectionTerms.push(terms.join(' '));
    }
  }
  const shardCount = 2 ** Math.max(0, Math.ceil(Math.log2(postings / POSTINGS_PER_SHARD)));
  const buckets: string[][] = Array.from({ length: shardCount }, () => []);
  const indexes = Array.from({ length: shardCount }, () => new FlexSearch.Index(FLEX_OPTIONS));
  for (let id = 0; id < sectionTerms.length; id++) {
    for (const b of buckets) b.length = 0;
    const joined = sectionTerms[id]!;
    if (!joined) continue;
    for (const term of joined.split(' ')) buckets[shardOfTerm(term, shardCount)]!.push(term);
    for (let k = 0; k < shardCount; k++) if (buckets[k]!.length) indexes[k]!.add(id, buckets[k]!.join(' '));
  }
  const put = (name: string, content: string) => {
    const rel = `assets/search/${hashed(name, content)}`;
    emit(rel, content);
    return `${base}${rel}`;
  };
  sectionTerms.length = 0;
  const terms: string[] = [];
  for (let k = 0; k < shardCount; k++) {
    terms.push(put(`${key}-t${k}`, JSON.stringify(await exportShard(indexes[k]!))));
    // Exported and written: let it go before the next one is serialised.
    indexes[k] = new FlexSearch.Index(FLEX_OPTIONS);
  }
  const texts: SearchMeta['texts'] = [];
  for (let first = 0; first < sectionTexts.length; ) {
    const shard: TextShard = [];
    let size = 0;
    while (first + shard.length < sectionTexts.length && (size < TEXT_PER_SHARD || !shard.length)) {
      const t = sectionTexts[first + shard.length]!;
      shard.push(t);
      size += t.length;
    }
    texts.push([first, put(`${key}-x${texts.length}`, JSON.stringify(shard))]);
    first += shard.length;
  }
  const meta: SearchMeta = { v: SEARCH_FORMAT_VERSION, pages: metaPages, terms, texts };
  const rel = metaRel ?? metaFileName(pages, base, key);
  emit(rel, JSON.stringify(meta));
  return `${base}${rel}`;
}

/** Pages grouped by locale (in locale order), each group sorted by route. */
function byLocale(pages: readonly SearchPage[], localeOf: (route: string) => string): [string, SearchPage[]][] {
  const groups = new Map<string, SearchPage[]>();
  for (const page of pages) {
    const locale = localeOf(page.route);
    let list = groups.get(locale);
    if (!list) groups.set(locale, (list = []));
    list.push(page);
  }
  for (const list of groups.values()) list.sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  return [...groups].sort((a, b) => a[0].localeCompare(b[0]));
}

/** Locale path → URL of its meta file, known before the index is built (see metaFileName). */
export function searchIndexUrls(pages: readonly SearchPage[], base: string, localeOf: (route: string) => string): Record<string, string> {
  return Object.fromEntries(byLocale(pages, localeOf).map(([locale, list]) => [locale, `${base}${metaFileName(list, base, localeKey(locale))}`]));
}

/** Build every locale's index. `localeOf` maps a route to its locale path. */
export async function buildSearchIndex(
  pages: readonly SearchPage[],
  base: string,
  localeOf: (route: string) => string,
  /** Locale path → meta file URL already announced to the pages (see searchIndexUrls). */
  urls?: Record<string, string>,
  /** Receives each file as soon as it is made (then `files` stays empty): the index is never all in memory at once. */
  onFile?: (rel: string, content: string) => void,
): Promise<SearchIndexOutput> {
  const files = new Map<string, string>();
  const emit = onFile ?? ((rel: string, content: string) => void files.set(rel, content));
  const indexes: Record<string, string> = {};
  for (const [locale, list] of byLocale(pages, localeOf)) indexes[locale] = await buildLocale(list, base, localeKey(locale), emit, urls?.[locale]?.slice(base.length));
  return { files, indexes };
}
