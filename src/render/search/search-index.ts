// The full-text search index, per locale: a meta file (titles, headers, shard URLs) and term and
// text shards, so a first search downloads the meta file plus the few shards its terms need.
// Written as content-hashed assets that the browser fetches only when search is used.
import crypto from 'node:crypto';
import path from 'node:path';
import { withBase } from '../../shared/routes.js';
import { SEARCH_FORMAT_VERSION, type MetaPage, type SearchMeta } from '../../shared/search-format.js';
import { pageSections, searchKey, sectionHeaders, sectionTerms as termsOfSections } from './page-sections.js';
import { PostingsCollector, termShardCount, termShardJson } from './term-shards.js';
import { textChars, textShardRanges } from './text-shards.js';
import type { PageData } from '../page/page-types.js';
import { sectionTextsInFile, sectionTextsInMemory, type SectionTexts } from './section-texts.js';

export interface SearchIndexOutput {
  /** Path relative to the output folder → content. */
  files: Map<string, string>;
  /** Locale path → URL of its meta file. */
  indexes: Record<string, string>;
  /** What a next build needs to update the index instead of making it again (see search-update.ts). */
  state: SearchState;
  /** Files of the previous index that are part of this one as they are (not emitted: the caller carries them over). */
  reused: string[];
}

/** Per locale: its term shard count and, in route order, each page's route, search key and text size. */
export interface LocaleSearchState {
  shards: number;
  routes: string[];
  keys: string[];
  chars: number[];
}
export type SearchState = Record<string, LocaleSearchState>;

/** The previous build's index files still as it wrote them: one made again with the same content is not written again. */
export interface SearchReuse {
  files: string[];
}

export type SearchPage = Pick<PageData, 'route' | 'title' | 'headers' | 'text' | 'searchTerms' | 'search' | 'lazy'> & {
  /** searchKey(page), when the caller has it already. */
  key?: string;
};

export { pageSections, searchKey, sectionHeaders };

export function localeKey(locale: string): string {
  return locale === '/' ? 'root' : locale.replace(/^\/|\/$/g, '').replace(/[^\w-]+/g, '-') || 'root';
}

/** `assets/search/<name>.<hash of content>.json` */
export const hashedSearchFile = (name: string, content: string): string =>
  `assets/search/${name}.${crypto.createHash('sha256').update(content).digest('hex').slice(0, 10)}.json`;

/** One page, ready for the index: its meta entry and its sections with their terms. */
export interface IndexedPage {
  route: string;
  key: string;
  meta: MetaPage;
  sections: string[];
  /** Per section: its distinct terms, space-separated (one string, not an array: millions fewer at 10,000 pages). */
  terms: string[];
  /** Its sections' count (`sections` is empty for a lazy page) and characters. */
  count: number;
  chars: number;
  /** A page from the previous build's snapshot: sections and terms not read (its page-cache key, to read them). */
  lazy?: string;
}

/** A page as the index takes it (tokenised now unless the page step did it already). */
export function indexedPage(page: SearchPage, base: string): IndexedPage {
  const meta: MetaPage = [
    withBase(page.route, base),
    page.title,
    sectionHeaders(page.headers).map((h) => [h.title, h.slug]),
  ];
  if (page.lazy && page.search) {
    return {
      route: page.route,
      key: page.search.key,
      meta,
      sections: [],
      terms: [],
      count: page.search.sections,
      chars: page.search.chars,
      lazy: page.lazy,
    };
  }
  const sections = pageSections(page);
  return {
    route: page.route,
    key: page.key ?? searchKey(page),
    meta,
    sections,
    // Tokenised when the page was parsed (and cached with it), else now.
    terms: page.searchTerms?.length === sections.length ? page.searchTerms : termsOfSections(sections),
    count: sections.length,
    chars: textChars(sections),
  };
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
export function searchIndexUrls(
  routes: readonly string[],
  base: string,
  localeOf: (route: string) => string,
): Record<string, string> {
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

/** Term shards of a locale with this much Markdown source. */
export const plannedShardCount = (sourceChars: number): number =>
  termShardCount(sourceChars * POSTINGS_PER_SOURCE_CHAR);

/** Where a locale's files go: `put` writes (or keeps) a content-hashed file and returns its path. */
export interface LocaleWriter {
  put(name: string, content: string): string;
  /** Keep the previous build's `rel` as it is: false when it is not there intact. */
  keep(rel: string): boolean;
  emit(rel: string, content: string): void;
}

/** The meta file, written last: it names every shard. */
export function writeMeta(
  w: LocaleWriter,
  base: string,
  metaRel: string,
  pages: MetaPage[],
  terms: string[],
  texts: SearchMeta['texts'],
): string {
  const meta: SearchMeta = {
    v: SEARCH_FORMAT_VERSION,
    pages,
    terms: terms.map((rel) => `${base}${rel}`),
    texts: texts.map(([first, rel]) => [first, `${base}${rel}`]),
  };
  w.emit(metaRel, JSON.stringify(meta));
  return `${base}${metaRel}`;
}

/**
 * The index of one locale. Section ids follow route order, so pages are added to the postings as
 * soon as every page before them (in route order) is in; pages that come early wait.
 */
class LocaleIndex {
  private readonly waiting = new Map<string, IndexedPage>();
  private next = 0;
  private readonly pages: IndexedPage[] = [];
  private readonly postings = new PostingsCollector();
  private sections = 0;

  constructor(
    /** This locale's routes, sorted. */
    private readonly routes: string[],
    private readonly shardCount: number | undefined,
    /** The indexed pages' sections, until the text shards are written. */
    private readonly texts: SectionTexts,
  ) {}

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
    if (page.lazy) throw new Error(`search index: ${page.route} came without its text`);
    this.pages.push(page);
    for (const joined of page.terms) this.postings.addSection(this.sections++, joined);
    this.texts.add(page.sections);
    // Its terms are in the postings now, its sections with the texts.
    page.terms = [];
    page.sections = [];
  }

  /** Write the locale's files: term shards, text shards, then the meta file. */
  write(base: string, key: string, w: LocaleWriter, metaRel: string): { url: string; state: LocaleSearchState } {
    // Pages whose predecessors never came (they failed to parse): in route order, after the rest.
    for (const route of this.routes.slice(this.next)) {
      const page = this.waiting.get(route);
      if (page) this.index(page);
    }
    this.waiting.clear();
    const count = this.shardCount ?? termShardCount(this.postings.size);
    const terms: string[] = [];
    this.postings.forEachShard(count, (k, postings) => terms.push(w.put(`${key}-t${k}`, termShardJson(postings))));
    const { pages } = this;
    const texts: SearchMeta['texts'] = [];
    let first = 0;
    let at = 0;
    for (const [start, end] of textShardRanges(pages)) {
      for (; at < start; at++) first += pages[at]!.count;
      texts.push([first, w.put(`${key}-x`, this.texts.shardJson(start, end))]);
    }
    this.texts.close();
    const url = writeMeta(
      w,
      base,
      metaRel,
      pages.map((p) => p.meta),
      terms,
      texts,
    );
    return {
      url,
      state: {
        shards: count,
        routes: pages.map((p) => p.route),
        keys: pages.map((p) => p.key),
        chars: pages.map((p) => p.chars),
      },
    };
  }
}

const byRoute = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A writer into `emit` that keeps (does not emit again) files of the previous index offered in `reuse`. */
export function localeWriter(
  emit: (rel: string, content: string) => void,
  reused: string[],
  reuse?: SearchReuse,
): LocaleWriter {
  const previous = new Set(reuse?.files);
  const made = new Set<string>();
  return {
    emit,
    put: (name, content) => {
      const rel = hashedSearchFile(name, content);
      // Two text shards with the same content are one file.
      if (made.has(rel)) return rel;
      made.add(rel);
      if (previous.has(rel)) reused.push(rel);
      else emit(rel, content);
      return rel;
    },
    keep: (rel) => {
      if (!previous.has(rel)) return false;
      if (!made.has(rel)) reused.push(rel);
      made.add(rel);
      return true;
    },
  };
}

/**
 * The index, fed one page at a time in any order, written per locale by finish(). With a plan
 * (every route and the size of the sources, known before parsing) pages go into the postings as
 * they arrive, so little is left for finish(); without one, everything waits for finish().
 */
export class SearchIndexBuilder {
  private readonly locales = new Map<string, LocaleIndex>();
  /** Without a plan: pages per locale, until finish(). */
  private readonly pending = new Map<string, IndexedPage[]>();
  /** Spill files made so far. */
  private spilled = 0;

  constructor(
    private readonly base: string,
    private readonly localeOf: (route: string) => string,
    plan?: SearchPlan,
    private readonly reuse?: SearchReuse,
    /** A folder for the sections' text until it is written (see section-texts.ts); in memory without one. */
    private readonly spillDir?: string,
  ) {
    if (!plan) return;
    const routes = new Map<string, string[]>();
    for (const route of plan.routes) {
      const locale = localeOf(route);
      let list = routes.get(locale);
      if (!list) routes.set(locale, (list = []));
      list.push(route);
    }
    for (const [locale, list] of routes)
      this.locales.set(
        locale,
        new LocaleIndex(list.sort(byRoute), plannedShardCount(plan.sourceChars[locale] ?? 0), this.sectionTexts()),
      );
  }

  /** Where a new locale's sections wait: a file of their own in the spill folder, else memory. */
  private sectionTexts(): SectionTexts {
    if (!this.spillDir) return sectionTextsInMemory();
    return sectionTextsInFile(path.join(this.spillDir, `texts-${this.spilled++}.json`));
  }

  add(page: SearchPage | IndexedPage): void {
    const entry = 'meta' in page ? page : indexedPage(page, this.base);
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
  async finish(
    urls?: Record<string, string>,
    onFile?: (rel: string, content: string) => void,
  ): Promise<SearchIndexOutput> {
    for (const [locale, list] of this.pending) {
      const index = new LocaleIndex(list.map((p) => p.route).sort(byRoute), undefined, this.sectionTexts());
      for (const p of list) index.add(p);
      this.locales.set(locale, index);
    }
    this.pending.clear();
    const files = new Map<string, string>();
    const emit = onFile ?? ((rel: string, content: string) => void files.set(rel, content));
    const indexes: Record<string, string> = {};
    const state: SearchState = {};
    const reused: string[] = [];
    const writer = localeWriter(emit, reused, this.reuse);
    for (const [locale, index] of [...this.locales].sort((a, b) => a[0].localeCompare(b[0]))) {
      const metaRel = urls?.[locale]?.slice(this.base.length) ?? metaFilePath(locale);
      const written = index.write(this.base, localeKey(locale), writer, metaRel);
      indexes[locale] = written.url;
      state[locale] = written.state;
      this.locales.delete(locale);
    }
    return { files, indexes, state, reused };
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
