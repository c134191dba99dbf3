// Answering a query from one locale's index: suggestions from titles and headers (site-spec §9),
// then full-text hits from page sections. Shards are loaded on demand through `load`, so the same
// code runs in the browser (fetch) and in Node (the recall/precision harness reads them from memory).
import FlexSearch, { type Index } from 'flexsearch';
import { encodePath } from './routes.js';
import { TitleIndex, type SuggestionSource, type TitleSuggestion } from './search-match.js';
import {
  deltaIds,
  FLEX_OPTIONS,
  normalizeText,
  shardOfTerm,
  type SearchMeta,
  type TermShard,
  type TextShard,
} from './search-format.js';
import { cjkTerms, isCjkToken, words } from './search-tokenize.js';

export type Loader = (url: string) => Promise<unknown>;

/** A part of a snippet; `hit` parts are the query's occurrences. */
export interface SnippetPart {
  text: string;
  hit: boolean;
}

export interface SearchResult {
  /** Link with base (a URL path, percent-encoded), `#slug` for a section under a heading. */
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

/** At most this many CJK pairs of a query (the first and the last) are looked up: fewer shards to fetch; the text check covers the rest. */
const MAX_CJK_PAIRS = 2;
/** Text shards (~24,000 characters each) one search may download to confirm candidates. */
const TEXT_SHARD_BUDGET = 12;
const SNIPPET_BEFORE = 30;
const SNIPPET_AFTER = 90;

/**
 * Terms to look up for a query: exact terms (latin words, CJK pairs), and prefixes (the last latin
 * word unless the query ends with a space; a lone CJK character, which starts every term holding it).
 */
export function queryTerms(query: string): { exact: string[]; prefixes: string[] } {
  const ws = words(query);
  const endsWithSpace = /\s$/.test(query);
  const exact: string[] = [];
  const prefixes: string[] = [];
  ws.forEach((w, i) => {
    if (isCjkToken(w)) {
      const pairs = cjkTerms(w).slice(0, -1);
      if (!pairs.length) prefixes.push(w);
      const n = Math.min(MAX_CJK_PAIRS, pairs.length);
      for (let j = 0; j < n; j++) exact.push(pairs[Math.round((j * (pairs.length - 1)) / Math.max(1, n - 1))]!);
    } else if (i === ws.length - 1 && !endsWithSpace) {
      // A one-letter prefix would need every shard: the text check covers it when other terms exist.
      if (w.length >= 2) prefixes.push(w);
    } else exact.push(w);
  });
  return { exact: [...new Set(exact)], prefixes: [...new Set(prefixes)] };
}

export class SearchEngine {
  private readonly pages: SuggestionSource[];
  /** First section id of each page. */
  private readonly sectionStart: number[] = [];
  private readonly sectionPage: number[] = [];
  /** The section's heading (the page title for the text before the first heading), lower-cased. */
  private readonly sectionHeading: string[] = [];
  private readonly titles: TitleIndex;
  private readonly termShards = new Map<number, Promise<{ index: Index; vocabulary: string[] }>>();
  private readonly textShards = new Map<number, Promise<TextShard>>();

  constructor(
    readonly meta: SearchMeta,
    private readonly load: Loader,
  ) {
    this.pages = meta.pages.map(([path, title, headers]) => ({
      // The index holds site paths; results link them as every link of the site is (`/c#.html` → `/c%23.html`).
      path: encodePath(path),
      title,
      headers: headers.map(([t, slug]) => ({ title: t, slug })),
      lower: [normalizeText(title), ...headers.map(([t]) => normalizeText(t))],
    }));
    let id = 0;
    meta.pages.forEach(([, , headers], p) => {
      this.sectionStart.push(id);
      for (let i = 0; i <= headers.length; i++) {
        this.sectionHeading[id] = this.pages[p]!.lower![i]!;
        this.sectionPage[id++] = p;
      }
    });
    this.titles = new TitleIndex(this.pages);
  }

  get sectionCount(): number {
    return this.sectionPage.length;
  }

  /** Suggestions from titles and headers, per site-spec §9; `preferred` pages first (see search). */
  suggest(query: string, max: number, preferred?: (page: number) => boolean): TitleSuggestion[] {
    return this.titles.suggest(query, max, preferred);
  }

  /**
   * Title and header suggestions first, then full-text hits not already listed, at most `max`.
   * Downloads at most TEXT_SHARD_BUDGET text shards it has not loaded before.
   *
   * `first`: the pages (by their path, as results link them) to answer from first, e.g. those of the
   * reader's version: their suggestions and hits, then the other pages' suggestions and hits.
   */
  async search(query: string, max: number, opts: { first?: (path: string) => boolean } = {}): Promise<SearchResult[]> {
    const { first } = opts;
    const preferred = first && this.pageTest(first);
    const suggestions = this.suggest(query, max, preferred);
    const titles: SearchResult[] = suggestions.map(({ link, title, header }) => ({ link, title, header }));
    const ownTitles = preferred ? suggestions.filter((s) => preferred(s.page)).length : titles.length;
    if (ownTitles >= max) return titles;
    const skipLinks = new Set(titles.map((t) => t.link));
    const hits = await this.fullText(query, {
      limit: max - ownTitles,
      skipLinks,
      newTextShards: TEXT_SHARD_BUDGET,
      preferred,
    });
    const result = ({ link, title, header, snippet }: TextHit): SearchResult => ({ link, title, header, snippet });
    if (!preferred) return [...titles, ...hits.map(result)];
    const ownHits = hits.filter((h) => preferred(h.page));
    const otherHits = hits.filter((h) => !preferred(h.page));
    return [
      ...titles.slice(0, ownTitles),
      ...ownHits.map(result),
      ...titles.slice(ownTitles),
      ...otherHits.map(result),
    ].slice(0, max);
  }

  /** A test of page numbers from one of paths, each page's answer computed once. */
  private pageTest(test: (path: string) => boolean): (page: number) => boolean {
    const answers = this.pages.map((p) => test(p.path));
    return (page) => answers[page]!;
  }

  /**
   * Sections whose text contains the query (case-insensitive, spaces collapsed), best first: the
   * index gives candidates, the stored section text confirms them. Stops after `limit` hits;
   * candidates whose text shard would be a download beyond `newTextShards` are not checked.
   */
  async fullText(
    query: string,
    opts: {
      limit?: number;
      skipLinks?: ReadonlySet<string>;
      newTextShards?: number;
      /** Pages whose sections are checked first (see search). */
      preferred?: (page: number) => boolean;
    } = {},
  ): Promise<TextHit[]> {
    const { limit = Infinity, skipLinks, newTextShards = Infinity, preferred } = opts;
    const needle = normalizeText(query).trim();
    if (!needle) return [];
    let candidates = await this.candidates(query);
    if (preferred) {
      const own = candidates.filter((id) => preferred(this.sectionPage[id]!));
      if (own.length && own.length < candidates.length)
        candidates = own.concat(candidates.filter((id) => !preferred(this.sectionPage[id]!)));
    }
    const hits: TextHit[] = [];
    const downloads = new Set<number>();
    const affordable = (id: number) => {
      const k = this.textShardOf(id);
      if (this.textShards.has(k) || downloads.has(k)) return true;
      if (downloads.size >= newTextShards) return false;
      downloads.add(k);
      return true;
    };
    const BATCH = 16;
    for (let i = 0; i < candidates.length && hits.length < limit;) {
      const batch: number[] = [];
      for (; i < candidates.length && batch.length < BATCH; i++)
        if (affordable(candidates[i]!)) batch.push(candidates[i]!);
      const texts = await Promise.all(batch.map((id) => this.sectionText(id)));
      for (let j = 0; j < batch.length && hits.length < limit; j++) {
        const text = texts[j]!;
        const at = text.toLowerCase().indexOf(needle);
        if (at < 0) continue;
        const hit = this.hit(batch[j]!, text, at, needle);
        if (!skipLinks?.has(hit.link)) hits.push(hit);
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
      // The section text starts with its heading, shown already: the snippet starts after it.
      snippet: snippet(text, at, needle, headingEnd(text, this.sectionHeading[section]!, at)),
      page,
      section,
    };
  }

  /** Section ids that hold every term of the query (per flexsearch), most relevant first. */
  private async candidates(query: string): Promise<number[]> {
    const { exact, prefixes } = queryTerms(query);
    if (!exact.length && !prefixes.length) return [];
    const count = this.meta.terms.length;
    const byShard = new Map<number, string[]>();
    for (const t of exact) {
      const k = shardOfTerm(t, count);
      byShard.set(k, [...(byShard.get(k) ?? []), t]);
    }
    const needed = new Set([...byShard.keys(), ...prefixes.map((p) => shardOfTerm(p, count))]);
    const loaded = new Map(await Promise.all([...needed].map(async (k) => [k, await this.termShard(k)] as const)));
    const lists: number[][] = [];
    for (const [k, terms] of byShard)
      lists.push(loaded.get(k)!.index.search(terms.join(' '), { limit: this.sectionCount }) as number[]);
    for (const prefix of prefixes) {
      const shard = loaded.get(shardOfTerm(prefix, count))!;
      const ids = new Set<number>();
      for (const term of shard.vocabulary) {
        if (!term.startsWith(prefix)) continue;
        for (const id of shard.index.search(term, { limit: this.sectionCount }) as number[]) ids.add(id);
      }
      lists.push([...ids]);
    }
    lists.sort((a, b) => a.length - b.length);
    const [first, ...rest] = lists;
    const sets = rest.map((l) => new Set(l));
    const ids = Uint32Array.from(sets.length ? first!.filter((id) => sets.every((s) => s.has(id))) : first!).sort();
    // Sections whose heading (or page title, for the text before the first heading) holds the
    // query come first; the rest in page order.
    const needle = normalizeText(query).trim();
    const headed = (id: number) => this.sectionHeading[id]!.includes(needle);
    const top: number[] = [];
    const others: number[] = [];
    for (const id of ids) (headed(id) ? top : others).push(id);
    return top.concat(others);
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
          index.import(key, deltaIds(entries, 'decode') as unknown as string);
        }
        return { index, vocabulary };
      });
      p.catch(() => this.termShards.delete(k));
      this.termShards.set(k, p);
    }
    return p;
  }

  /** Which text shard holds a section. */
  private textShardOf(id: number): number {
    const { texts } = this.meta;
    let lo = 0;
    let hi = texts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (texts[mid]![0] <= id) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private async sectionText(id: number): Promise<string> {
    const k = this.textShardOf(id);
    let p = this.textShards.get(k);
    if (!p) {
      p = this.load(this.meta.texts[k]![1]) as Promise<TextShard>;
      p.catch(() => this.textShards.delete(k));
      this.textShards.set(k, p);
    }
    return (await p)[id - this.meta.texts[k]![0]] ?? '';
  }
}

/** Where the text after a leading `heading` starts, if the hit at `at` lies beyond it; else 0. */
function headingEnd(text: string, heading: string, at: number): number {
  if (!heading || !text.toLowerCase().startsWith(heading)) return 0;
  const end = heading.length + (text[heading.length] === ' ' ? 1 : 0);
  return at >= end ? end : 0;
}

/**
 * The text around `at` (from `from` on), cut at spaces where possible, with every occurrence of
 * `needle` marked.
 */
export function snippet(text: string, at: number, needle: string, from = 0): SnippetPart[] {
  let start = Math.max(from, at - SNIPPET_BEFORE);
  let end = Math.min(text.length, at + needle.length + SNIPPET_AFTER);
  // Start and end at word edges when the window cuts a word.
  if (start > from && text[start - 1] !== ' ') {
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
  if (start > from) parts.push({ text: '…', hit: false });
  let done = 0;
  for (let i = lower.indexOf(needle); i >= 0 && needle; i = lower.indexOf(needle, i + needle.length)) {
    if (i > done) parts.push({ text: window.slice(done, i), hit: false });
    parts.push({ text: window.slice(i, i + needle.length), hit: true });
    done = i + needle.length;
  }
  if (done < window.length) parts.push({ text: window.slice(done), hit: false });
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
