// The search index as written by the build and read by the browser: per locale, one small meta file
// (titles and headers, for suggestions) plus shards fetched only when a query needs them: term shards
// (flexsearch indexes, a term's shard chosen from its first characters) and text shards (the plain
// text of page sections, for checking hits and showing snippets).
import { isCjkToken } from './search-tokenize.js';

export const SEARCH_FORMAT_VERSION = 3;

/** A page: [path with base, title, headers as [title, slug]]. Its sections are numbered in page order. */
export type MetaPage = [path: string, title: string, headers: [title: string, slug: string][]];

export interface SearchMeta {
  v: typeof SEARCH_FORMAT_VERSION;
  pages: MetaPage[];
  /** URL of term shard k. */
  terms: string[];
  /** Text shards in section order: [first section id, URL]. */
  texts: [first: number, url: string][];
}

/**
 * A term shard: flexsearch `Index` export chunks ("1.map", …), parsed: `[term, [ids per slot]]`
 * entries, section ids being the documents. Ids are stored as differences from the previous id of
 * their slot (ascending ids become small numbers: about half the bytes, gzipped).
 */
export type TermShard = Record<string, TermEntry[]>;
export type TermEntry = [term: string, slots: (number[] | null)[]];

/** Ids → differences (`encode`) or back (`decode`), in place, for every entry of a chunk. */
export function deltaIds(entries: TermEntry[], direction: 'encode' | 'decode'): TermEntry[] {
  for (const [, slots] of entries) {
    for (const ids of slots) {
      if (!ids) continue;
      if (direction === 'decode') for (let i = 1; i < ids.length; i++) ids[i]! += ids[i - 1]!;
      else for (let i = ids.length - 1; i > 0; i--) ids[i]! -= ids[i - 1]!;
    }
  }
  return entries;
}

/** A text shard: the text of consecutive sections. */
export type TextShard = string[];

/**
 * Options of every flexsearch index of the search: documents arrive as already-tokenised terms
 * joined by spaces (see `tokenize`), so the index only splits them again. One resolution slot: ids
 * stay in ascending order, which compresses best; the engine ranks hits itself.
 */
export const FLEX_OPTIONS = {
  tokenize: 'strict',
  resolution: 1,
  encode: (s: string): string[] => s.split(' ').filter(Boolean),
} as const;

/**
 * Which shard holds a term. Latin terms are placed by their first two characters, so every term a
 * prefix of two or more characters can complete lives in one shard; CJK terms by their first character.
 */
export function shardOfTerm(term: string, shards: number): number {
  const key = isCjkToken(term) ? String.fromCodePoint(term.codePointAt(0)!) : term.slice(0, 2);
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return (h >>> 0) % shards;
}

/** Lower-cased, whitespace collapsed: what hits are checked against. */
export const normalizeText = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ');
