// The full-text search index, per locale: a meta file (titles, headers, shard URLs) and term and
// text shards, so a first search downloads the meta file plus the few shards its terms need.
// Written as content-hashed assets that the browser fetches only when search is used.
import crypto from 'node:crypto';
import FlexSearch, { type Index } from 'flexsearch';
import { withBase } from '../../shared/routes.js';
import { deltaIds, FLEX_OPTIONS, SEARCH_FORMAT_VERSION, shardOfTerm, type MetaPage, type SearchMeta, type TermShard, type TextShard } from '../../shared/search-format.js';
import { pageSections, sectionHeaders, sectionTerms as termsOfSections } from './page-sections.js';
import type { PageData } from '../page/page.js';

/** Index terms (one per section and term) per term shard. */
const POSTINGS_PER_SHARD = 24_000;
/** Characters of section text per text shard. */
const TEXT_PER_SHARD = 24_000;

export interface SearchIndexOutput {
  /** Path relative to the output folder → content. */
  files: Map<string, string>;
  /** Locale path → URL of its meta file. */
  indexes: Record<string, string>;
  /** Term shard name → hash of its input and its file: what a next build may reuse (see SearchReuse). */
  shards: Record<string, ShardRecord>;
  /** Files of the previous index that are part of this one as they are (not emitted: the caller carries them over). */
  reused: string[];
}

export interface ShardRecord {
  hash: string;
  rel: string;
}

/**
 * The previous build's index, for an incremental build: a term shard whose input (its section ids
 * and terms) hashes the same is not built again, and a text shard whose file name (a hash of its
 * content) is among `files` is not written again.
 */
export interface SearchReuse {
  shards: Record<string, ShardRecord>;
  files: string[];
}

export type SearchPage = Pick<PageData, 'route' | 'title' | 'headers' | 'text' | 'searchTerms'>;

export { pageSections, sectionHeaders };

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
 * The meta file of a locale's index. Its name does not change with the content (the shards' names do):
 * a page links it without depending on any other page's text, so an edit elsewhere leaves the page's
 * HTML as it was. The browser revalidates it before use (see search-loader.ts).
 */
export function metaFilePath(locale: string): string {
  return `assets/search/${localeKey(locale)}.json`;
}

/** Locale path → URL of its meta file, for the locales that have pages. */
export function searchIndexUrls(routes: readonly string[], base: string, localeOf: (route: string) => string): Record<string, string> {
  const locales = [...new Set(routes.map(localeOf))].sort();
  return Object.fromEntries(locales.map((locale) => [locale, `${base}${metaFilePath(locale)}`]));
}

/** Index terms per character of Markdown source, measured: 0.26 on generated docs, 0.23 on this repository's, 0.10 on vuepress-docs (much code). */
const POSTINGS_PER_SOURCE_CHAR = 0.25;

/** What the build knows before any page is parsed, so that pages can be indexed as they arrive. */
export interface SearchPlan {
  /** Every page's route. */
  routes: string[];
  /** Locale path → characters of Markdown source of its pages (sizes the term shards). */
  sourceChars: Record<string, number>;
}

function shardCountFor(postings: number): number {
  return 2 ** Math.max(0, Math.ceil(Math.log2(postings / POSTINGS_PER_SHARD)));
}

/**
 * The index of one locale. Section ids follow route order, so pages are added to the term indexes
 * as soon as every page before them (in route order) is in; pages that come early wait.
 */
class LocaleIndex {
  private readonly waiting = new Map<string, IndexedPage>();
  private next = 0;
  private readonly metaPages: MetaPage[] = [];
  private readonly sectionTexts: string[] = [];
  private readonly indexes: Index[];
  private readonly buckets: string[][];
  /** Per term shard, a hash of what goes into it (its section ids and terms, in order). */
  private readonly hashes: crypto.Hash[];
  /**
   * With a previous index to reuse: every section's terms (by section id), put into the term shards
   * that must be built only once it is known which (see write()).
   */
  private readonly sectionTerms: string[] | undefined;

  constructor(
    /** This locale's routes, sorted. */
    private readonly routes: string[],
    readonly shardCount: number,
    private readonly reuse?: SearchReuse,
  ) {
    this.indexes = Array.from({ length: shardCount }, () => new FlexSearch.Index(FLEX_OPTIONS));
    this.buckets = Array.from({ length: shardCount }, () => []);
    this.hashes = Array.from({ length: shardCount }, () => crypto.createHash('sha256'));
    this.sectionTerms = reuse ? [] : undefined;
  }

  add(page: IndexedPage): void {
    this.waiting.set(page.route, page);
    while (this.next < this.routes.length && this.waiting.has(this.routes[this.next]!)) {
      const ready = this.waiting.get(this.routes[this.next]!)!;
      this.waiting.delete(ready.route);
      this.next++;
      this.index(ready);
    }
  }

  private index(page: IndexedPage): void {
    this.metaPages.push(page.meta);
    for (const [i, text] of page.sections.entries()) {
      const id = this.sectionTexts.length;
      this.sectionTexts.push(text);
      const joined = page.terms[i]!;
      this.sectionTerms?.push(joined);
      if (!joined) continue;
      this.bucket(id, joined, (k, terms) => {
        this.hashes[k]!.update(`${id} ${terms}\n`);
        if (!this.sectionTerms) this.indexes[k]!.add(id, terms);
      });
    }
    // Its terms are in the indexes now.
    page.terms = [];
  }

  /** A section's terms, split by term shard: `use(k, terms)` per shard that has any, in shard order. */
  private bucket(id: number, joined: string, use: (k: number, terms: string) => void, only?: ReadonlySet<number>): void {
    const touched: number[] = [];
    for (const term of joined.split(' ')) {
      const k = shardOfTerm(term, this.shardCount);
      if (only && !only.has(k)) continue;
      const b = this.buckets[k]!;
      if (!b.length) touched.push(k);
      b.push(term);
    }
    touched.sort((a, b) => a - b);
    for (const k of touched) {
      use(k, this.buckets[k]!.join(' '));
      this.buckets[k]!.length = 0;
    }
  }

  /** Write the locale's files: term shards, text shards, then the meta file (`metaRel`, default assets/search/<key>.json). */
  async write(base: string, key: string, emit: (rel: string, content: string) => void, metaRel: string | undefined, out: Pick<SearchIndexOutput, 'shards' | 'reused'>): Promise<string> {
    // Pages whose predecessors never came (they failed to parse): in route order, after the rest.
    for (const route of this.routes.slice(this.next)) {
      const page = this.waiting.get(route);
      if (page) this.index(page);
    }
    this.waiting.clear();
    const metaRelPath = metaRel ?? `assets/search/${key}.json`;
    const previous = new Set(this.reuse?.files);
    const put = (name: string, content: string) => {
      const rel = `assets/search/${hashed(name, content)}`;
      if (previous.has(rel)) out.reused.push(rel);
      else emit(rel, content);
      return { rel, url: `${base}${rel}` };
    };
    const hashes = this.hashes.map((h) => h.digest('base64url'));
    const reusable = (k: number) => {
      const before = this.reuse?.shards[`${key}-t${k}`];
      return before && before.hash === hashes[k] && previous.has(before.rel) ? before : undefined;
    };
    // Terms deferred for reuse: into the shards that must be built, in section order, in one pass.
    if (this.sectionTerms) {
      const build = new Set(hashes.flatMap((_, k) => (reusable(k) ? [] : [k])));
      if (build.size) this.sectionTerms.forEach((joined, id) => joined && this.bucket(id, joined, (k, t) => this.indexes[k]!.add(id, t), build));
      this.sectionTerms.length = 0;
    }
    const terms: string[] = [];
    for (let k = 0; k < this.shardCount; k++) {
      const name = `${key}-t${k}`;
      const hash = hashes[k]!;
      const before = reusable(k);
      if (before) {
        out.reused.push(before.rel);
        out.shards[name] = before;
        terms.push(`${base}${before.rel}`);
        continue;
      }
      const { rel, url } = put(name, JSON.stringify(await exportShard(this.indexes[k]!)));
      out.shards[name] = { hash, rel };
      terms.push(url);
      // Exported and written: let it go before the next one is serialised.
      this.indexes[k] = new FlexSearch.Index(FLEX_OPTIONS);
    }
    const texts: SearchMeta['texts'] = [];
    const { sectionTexts } = this;
    for (let first = 0; first < sectionTexts.length; ) {
      const shard: TextShard = [];
      let size = 0;
      while (first + shard.length < sectionTexts.length && (size < TEXT_PER_SHARD || !shard.length)) {
        const t = sectionTexts[first + shard.length]!;
        shard.push(t);
        size += t.length;
      }
      texts.push([first, put(`${key}-x${texts.length}`, JSON.stringify(shard)).url]);
      first += shard.length;
    }
    const meta: SearchMeta = { v: SEARCH_FORMAT_VERSION, pages: this.metaPages, terms, texts };
    emit(metaRelPath, JSON.stringify(meta));
    return `${base}${metaRelPath}`;
  }
}

const byRoute = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The index, fed one page at a time in any order, written per locale by finish(). With a plan
 * (every route and the size of the sources, known before parsing) pages go into the term indexes
 * as they arrive, so little is left for finish(); without one, everything waits for finish().
 */
export class SearchIndexBuilder {
  private readonly locales = new Map<string, LocaleIndex>();
  /** Without a plan: pages per locale, until finish(). */
  private readonly pending = new Map<string, IndexedPage[]>();

  constructor(
    private readonly base: string,
    private readonly localeOf: (route: string) => string,
    plan?: SearchPlan,
    private readonly reuse?: SearchReuse,
  ) {
    if (!plan) return;
    const routes = new Map<string, string[]>();
    for (const route of plan.routes) {
      const locale = localeOf(route);
      let list = routes.get(locale);
      if (!list) routes.set(locale, (list = []));
      list.push(route);
    }
    for (const [locale, list] of routes) {
      const postings = (plan.sourceChars[locale] ?? 0) * POSTINGS_PER_SOURCE_CHAR;
      this.locales.set(locale, new LocaleIndex(list.sort(byRoute), shardCountFor(postings), reuse));
    }
  }

  add(page: SearchPage): void {
    const sections = pageSections(page);
    const entry: IndexedPage = {
      route: page.route,
      meta: [withBase(page.route, this.base), page.title, sectionHeaders(page.headers).map((h) => [h.title, h.slug])],
      sections,
      // Tokenised when the page was parsed (and cached with it), else now.
      terms: page.searchTerms?.length === sections.length ? page.searchTerms : termsOfSections(sections),
    };
    const locale = this.localeOf(page.route);
    const index = this.locales.get(locale);
    if (index) return index.add(entry);
    let list = this.pending.get(locale);
    if (!list) this.pending.set(locale, (list = []));
    list.push(entry);
  }

  /**
   * Write every locale's index through `emit` (default: into the returned `files`).
   * `urls`: locale path → meta file URL already announced to the pages.
   */
  async finish(urls?: Record<string, string>, onFile?: (rel: string, content: string) => void): Promise<SearchIndexOutput> {
    for (const [locale, list] of this.pending) {
      let postings = 0;
      for (const p of list) for (const t of p.terms) postings += t ? t.split(' ').length : 0;
      const index = new LocaleIndex(list.map((p) => p.route).sort(byRoute), shardCountFor(postings), this.reuse);
      for (const p of list) index.add(p);
      this.locales.set(locale, index);
    }
    this.pending.clear();
    const files = new Map<string, string>();
    const emit = onFile ?? ((rel: string, content: string) => void files.set(rel, content));
    const indexes: Record<string, string> = {};
    const out: Pick<SearchIndexOutput, 'shards' | 'reused'> = { shards: {}, reused: [] };
    for (const [locale, index] of [...this.locales].sort((a, b) => a[0].localeCompare(b[0]))) {
      indexes[locale] = await index.write(this.base, localeKey(locale), emit, urls?.[locale]?.slice(this.base.length), out);
      this.locales.delete(locale);
    }
    return { files, indexes, ...out };
  }
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
