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

/** One page, ready for the index: its meta entry and its sections with their terms. */
interface IndexedPage {
  route: string;
  meta: MetaPage;
  sections: string[];
  /** Per section: its distinct terms, space-separated (one string, not an array: millions fewer at 10,000 pages). */
  terms: string[];
}

/**
 * The meta file's path when the caller announced none: from the index's content and the toolkit's
 * code, so it changes whenever its content can. (`bookdocs build` names it from the sources instead,
 * see sourceMetaFileName, so that pages can link it before any page is parsed.)
 */
function contentMetaFileName(pages: readonly IndexedPage[], base: string, key: string): string {
  const hash = crypto.createHash('sha256').update(`${toolkitFingerprint()}\0${base}\0`);
  for (const p of pages) hash.update(`${JSON.stringify(p.meta)}\0${p.sections.join('\0')}\0`);
  return `assets/search/${key}.${hash.digest('hex').slice(0, 10)}.json`;
}

/**
 * The meta file's path from what the index is made of: the Markdown sources of the locale's pages
 * (route and text), the options that change their parse, and the toolkit's code. Known before any
 * page is parsed, so every page can link the index while the index is still being built.
 */
export function sourceMetaFileName(sources: readonly { route: string; source: string }[], base: string, salt: string, locale: string): string {
  const hash = crypto.createHash('sha256').update(`${toolkitFingerprint()}\0${base}\0${salt}\0`);
  for (const p of [...sources].sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0))) hash.update(`${p.route}\0${p.source}\0`);
  return `assets/search/${localeKey(locale)}.${hash.digest('hex').slice(0, 10)}.json`;
}

/** Locale path → URL of its meta file, named from the sources (see sourceMetaFileName). */
export function searchIndexUrlsFromSources(
  sources: readonly { route: string; source: string }[],
  base: string,
  salt: string,
  localeOf: (route: string) => string,
): Record<string, string> {
  const groups = new Map<string, { route: string; source: string }[]>();
  for (const s of sources) {
    const locale = localeOf(s.route);
    let list = groups.get(locale);
    if (!list) groups.set(locale, (list = []));
    list.push(s);
  }
  return Object.fromEntries([...groups].map(([locale, list]) => [locale, `${base}${sourceMetaFileName(list, base, salt, locale)}`]));
}

/**
 * The index, fed one page at a time in any order (pages are tokenised as they come, so the work
 * overlaps with parsing), then written per locale in route order by finish().
 */
export class SearchIndexBuilder {
  private readonly locales = new Map<string, IndexedPage[]>();

  constructor(
    private readonly base: string,
    private readonly localeOf: (route: string) => string,
  ) {}

  add(page: SearchPage): void {
    const sections = pageSections(page);
    const entry: IndexedPage = {
      route: page.route,
      meta: [withBase(page.route, this.base), page.title, page.headers.map((h) => [h.title, h.slug])],
      sections,
      terms: sections.map((text) => [...new Set(tokenize(text))].join(' ')),
    };
    const locale = this.localeOf(page.route);
    let list = this.locales.get(locale);
    if (!list) this.locales.set(locale, (list = []));
    list.push(entry);
  }

  /**
   * Write every locale's index through `emit` (default: into the returned `files`).
   * `urls`: locale path → meta file URL already announced to the pages.
   */
  async finish(urls?: Record<string, string>, onFile?: (rel: string, content: string) => void): Promise<SearchIndexOutput> {
    const files = new Map<string, string>();
    const emit = onFile ?? ((rel: string, content: string) => void files.set(rel, content));
    const indexes: Record<string, string> = {};
    for (const [locale, list] of [...this.locales].sort((a, b) => a[0].localeCompare(b[0]))) {
      list.sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
      indexes[locale] = await writeLocale(list, this.base, localeKey(locale), emit, urls?.[locale]?.slice(this.base.length));
      this.locales.delete(locale);
    }
    return { files, indexes };
  }
}

async function writeLocale(pages: IndexedPage[], base: string, key: string, emit: (rel: string, content: string) => void, metaRel?: string): Promise<string> {
  const metaRelPath = metaRel ?? contentMetaFileName(pages, base, key);
  const metaPages: MetaPage[] = [];
  const sectionTexts: string[] = [];
  const sectionTerms: string[] = [];
  let postings = 0;
  for (const page of pages) {
    metaPages.push(page.meta);
    for (const [i, text] of page.sections.entries()) {
      const terms = page.terms[i]!;
      postings += terms ? terms.split(' ').length : 0;
      sectionTexts.push(text);
      sectionTerms.push(terms);
    }
    // Their sections now live in sectionTexts/sectionTerms only.
    page.sections = [];
    page.terms = [];
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
  emit(metaRelPath, JSON.stringify(meta));
  return `${base}${metaRelPath}`;
}

/** Build every locale's index at once. `localeOf` maps a route to its locale path. */
export async function buildSearchIndex(
  pages: readonly SearchPage[],
  base: string,
  localeOf: (route: string) => string,
  /** Locale path → meta file URL already announced to the pages. */
  urls?: Record<string, string>,
  /** Receives each file as soon as it is made (then `files` stays empty): the index is never all in memory at once. */
  onFile?: (rel: string, content: string) => void,
): Promise<SearchIndexOutput> {
  const builder = new SearchIndexBuilder(base, localeOf);
  for (const page of pages) builder.add(page);
  return builder.finish(urls, onFile);
}
