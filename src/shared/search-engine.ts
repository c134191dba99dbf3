// Answering a query from one locale's index: suggestions from titles and headers (site-spec §9),
// then full-text hits from page sections. Shards are loaded on demand through `load`, so the same
// code runs in the browser (fetch) and in Node (the recall/precision harness reads them from memory).
import FlexSearch, { type Index } from 'flexsearch';
import { titleSuggestions, type SuggestionSource, type TitleSuggestion } from './search-match.js';
import { FLEX_OPTIONS, normalizeText, shardOfTerm, type SearchMeta, type TermShard, type TextShard } from './search-format.js';
import { cjkTerms, isCjkToken, words } from './search-tokenize.js';

export type Loader = (url: string) => Promise<unknown>;

/** A part of a snippet; `hit` parts are the query's occurrences. */
export interface SnippetPart {
  text: string;
  hit: boolean;
}

export interface SearchResult {
  /** Link with base, `#slug` for a section under a heading. */
  link: string;
  title: string;
  header?: string;
  /** Full-text results only: the text around the first occurrence of the query. */
  snippet?: SnippetPart[];
}

export interface TextHit extends SearchResult {
  page: number;
  /** Section id in the locale's index. */
  section: number;
}

/** At most this many CJK pairs of a query are looked up; the text check covers the rest. */
const MAX_CJK_PAIRS = 4;
const SNIPPET_BEFORE = 30;
const SNIPPET_AFTER = 90;

/** Terms to look up for a query: exact terms, and a last latin word that may be a prefix. */
export function queryTerms(query: string): { exact: string[]; prefix?: string } {
  const ws = words(query);
  const endsWithSpace = /\s$/.test(query);
  const exact: string[] = [];
  let prefix: string | undefined;
  ws.forEach((w, i) => {
    if (isCjkToken(w)) {
      const chars = Array.from(w);
      if (chars.length === 1) exact.push(w);
      else {
        const pairs = cjkTerms(w).filter((t) => Array.from(t).length === 2);
        const n = Math.min(MAX_CJK_PAIRS, pairs.length);
        const picked = new Set(Array.from({ length: n }, (_, j) => pairs[Math.round((j * (pairs.length - 1)) / Math.max(1, n - 1))]!));
        exact.push(...picked);
      }
    } else if (i === ws.length - 1 && !endsWithSpace) {
      // A one-letter prefix would need every shard: the text check covers it when other terms exist.
      if (w.length >= 2) prefix = w;
    } else exact.push(w);
  });
  return { exact: [...new Set(exact)], prefix };
}

export class SearchEngine {
  private readonly pages: SuggestionSource[];
  /** First section id of each page. */
  private readonly sectionStart: number[] = [];
  private readonly sectionPage: number[] = [];
  private readonly termShards = new Map<number, Promise<{ index: Index; vocabulary: string[] }>>();
  private readonly textShards = new Map<number, Promise<TextShard>>();

  constructor(
    readonly meta: SearchMeta,
    private readonly load: Loader,
  ) {
    this.pages = meta.pages.map(([path, title, headers]) => ({ path, title, headers: headers.map(([t, slug]) => ({ title: t, slug })) }));
    let id = 0;
    meta.pages.forEach(([, , headers], p) => {
      this.sectionStart.push(id);
      for (let i = 0; i <= headers.length; i++) this.sectionPage[id++] = p;
    });
  }

  get sectionCount(): number {
    return this.sectionPage.length;
  }

  /** Suggestions from titles and headers, per site-spec §9. */
  suggest(query: string, max: number): TitleSuggestion[] {
    return titleSuggestions(query, this.pages, max);
  }

  /** Title and header suggestions first, then full-text hits not already listed, at most `max`. */
  async search(query: string, max: number): Promise<SearchResult[]> {
    const titles: SearchResult[] = this.suggest(query, max).map(({ link, title, header }) => ({ link, title, header }));
    if (titles.length >= max) return titles;
    const seen = new Set(titles.map((t) => t.link));
    const hits = await this.fullText(query, max - titles.length, seen);
    return [...titles, ...hits.map(({ link, title, header, snippet }) => ({ link, title, header, snippet }))];
  }

  /**
   * Sections whose text contains the query (case-insensitive, spaces collapsed), best first: the
   * index gives candidates, the stored section text confirms them. Stops after `limit` hits.
   */
  async fullText(query: string, limit = Infinity, skipLinks: ReadonlySet<string> = new Set()): Promise<TextHit[]> {
    const needle = normalizeText(query).trim();
    if (!needle) return [];
    const candidates = await this.candidates(query);
    const hits: TextHit[] = [];
    const BATCH = 16;
    for (let i = 0; i < candidates.length && hits.length < limit; i += BATCH) {
      const batch = candidates.slice(i, i + BATCH);
      const texts = await Promise.all(batch.map((id) => this.sectionText(id)));
      for (let j = 0; j < batch.length && hits.length < limit; j++) {
        const text = texts[j]!;
        const at = text.toLowerCase().indexOf(needle);
        if (at < 0) continue;
        const hit = this.hit(batch[j]!, text, at, needle);
        if (!skipLinks.has(hit.link)) hits.push(hit);
      }
    }
    return hits;
  }

  private hit(section: number, text: string, at: number, needle: string): TextHit {
    const page = this.sectionPage[section]!;
    const headerIndex = section - this.sectionStart[page]! - 1;
    const source = this.pages[page]!;
    const header = headerIndex >= 0 ? source.headers[headerIndex] : undefined;
    return {
      link: header ? `${source.path}#${header.slug}` : source.path,
      title: source.title,
      header: header?.title,
      snippet: snippet(text, at, needle),
      page,
      section,
    };
  }

  /** Section ids that hold every term of the query (per flexsearch), most relevant first. */
  private async candidates(query: string): Promise<number[]> {
    const { exact, prefix } = queryTerms(query);
    if (!exact.length && !prefix) return [];
    const count = this.meta.terms.length;
    const byShard = new Map<number, string[]>();
    for (const t of exact) {
      const k = shardOfTerm(t, count);
      byShard.set(k, [...(byShard.get(k) ?? []), t]);
    }
    const lists: number[][] = [];
    const shards = await Promise.all([...new Set([...byShard.keys(), ...(prefix ? [shardOfTerm(prefix, count)] : [])])].map(async (k) => [k, await this.termShard(k)] as const));
    const loaded = new Map(shards);
    for (const [k, terms] of byShard) lists.push(loaded.get(k)!.index.search(terms.join(' '), { limit: this.sectionCount }) as number[]);
    if (prefix) {
      const shard = loaded.get(shardOfTerm(prefix, count))!;
      const ids: number[] = [];
      const seen = new Set<number>();
      for (const term of shard.vocabulary) {
        if (!term.startsWith(prefix)) continue;
        for (const id of shard.index.search(term, { limit: this.sectionCount }) as number[]) {
          if (seen.has(id)) continue;
          seen.add(id);
          ids.push(id);
        }
      }
      lists.push(ids);
    }
    lists.sort((a, b) => a.length - b.length);
    const [first, ...rest] = lists;
    const sets = rest.map((l) => new Set(l));
    const ids = first!.filter((id) => sets.every((s) => s.has(id))).sort((a, b) => a - b);
    // Sections whose heading (or page title, for the text before the first heading) holds the
    // query come first; the rest in page order.
    const needle = normalizeText(query).trim();
    const headed = (id: number) => normalizeText(this.sectionHeading(id)).includes(needle);
    return [...ids.filter(headed), ...ids.filter((id) => !headed(id))];
  }

  private sectionHeading(id: number): string {
    const page = this.pages[this.sectionPage[id]!]!;
    const h = id - this.sectionStart[this.sectionPage[id]!]! - 1;
    return h >= 0 ? page.headers[h]!.title : page.title;
  }

  private termShard(k: number) {
    let p = this.termShards.get(k);
    if (!p) {
      p = this.load(this.meta.terms[k]!).then((data) => {
        const index = new FlexSearch.Index(FLEX_OPTIONS);
        const vocabulary: string[] = [];
        for (const [key, entries] of Object.entries(data as TermShard)) {
          for (const e of entries) vocabulary.push(e[0]);
          // flexsearch takes the parsed chunk as well as its JSON text.
          index.import(key, entries as unknown as string);
        }
        return { index, vocabulary };
      });
      p.catch(() => this.termShards.delete(k));
      this.termShards.set(k, p);
    }
    return p;
  }

  private async sectionText(id: number): Promise<string> {
    const { texts } = this.meta;
    let lo = 0;
    let hi = texts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (texts[mid]![0] <= id) lo = mid;
      else hi = mid - 1;
    }
    let p = this.textShards.get(lo);
    if (!p) {
      p = this.load(texts[lo]![1]) as Promise<TextShard>;
      p.catch(() => this.textShards.delete(lo));
      this.textShards.set(lo, p);
    }
    return (await p)[id - texts[lo]![0]] ?? '';
  }
}

/** The text around `at`, cut at spaces where possible, with every occurrence of `needle` marked. */
export function snippet(text: string, at: number, needle: string): SnippetPart[] {
  let start = Math.max(0, at - SNIPPET_BEFORE);
  let end = Math.min(text.length, at + needle.length + SNIPPET_AFTER);
  // Start and end at word edges when the window cuts a word.
  if (start > 0 && text[start - 1] !== ' ') {
    const space = text.indexOf(' ', start);
    if (space >= 0 && space < at) start = space + 1;
  }
  if (end < text.length && text[end] !== ' ') {
    const space = text.lastIndexOf(' ', end);
    if (space > at + needle.length) end = space;
  }
  const window = text.slice(start, end);
  const lower = window.toLowerCase();
  const parts: SnippetPart[] = [];
  if (start > 0) parts.push({ text: '…', hit: false });
  let from = 0;
  for (let i = lower.indexOf(needle); i >= 0 && needle; i = lower.indexOf(needle, i + needle.length)) {
    if (i > from) parts.push({ text: window.slice(from, i), hit: false });
    parts.push({ text: window.slice(i, i + needle.length), hit: true });
    from = i + needle.length;
  }
  if (from < window.length) parts.push({ text: window.slice(from), hit: false });
  if (end < text.length) parts.push({ text: '…', hit: false });
  return mergeText(parts);
}

function mergeText(parts: SnippetPart[]): SnippetPart[] {
  const out: SnippetPart[] = [];
  for (const p of parts) {
    const last = out[out.length - 1];
    if (last && !last.hit && !p.hit) last.text += p.text;
    else out.push({ ...p });
  }
  return out;
}

export type { TitleSuggestion };
