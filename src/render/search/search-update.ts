// An incremental build's search index, per locale: the previous build's index changed where pages
// changed, instead of made again from every page. The previous meta file gives each page's sections
// (so their ids); a term shard is made again only when a changed page adds or drops one of its
// postings (every shard when section ids moved: a page gained or lost a section, one was added or
// removed), from the previous shard file; a text shard only when it holds a changed page. The result
// is the same bytes a fresh build makes (tested), since shards are written from their content alone.
import { shardOfTerm, type SearchMeta, type TextShard } from '../../shared/search-format.js';
import { sectionTerms } from './page-sections.js';
import { writeMeta, type IndexedPage, type LocaleSearchState, type LocaleWriter } from './search-index.js';
import { parseTermShard, termShardJson } from './term-shards.js';
import { textShardRanges } from './text-shards.js';

/** The previous build's files: content of an intact one (undefined when gone or changed since). */
export type ReadPrevious = (rel: string) => string | undefined;

const byRoute = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** First section id of each page, from section counts. */
function firstIds(counts: readonly number[]): number[] {
  const firsts: number[] = [];
  let id = 0;
  for (const c of counts) {
    firsts.push(id);
    id += c;
  }
  return firsts;
}

/**
 * Update one locale's index to `pages` (every page of the locale, new state). Undefined when it
 * cannot (the term shard count changed, a previous file is gone): the caller builds it from scratch.
 */
export function updateLocaleIndex(
  prev: LocaleSearchState,
  read: ReadPrevious,
  pages: ReadonlyMap<string, IndexedPage>,
  shardCount: number,
  base: string,
  key: string,
  w: LocaleWriter,
  metaRel: string,
): { url: string; state: LocaleSearchState } | undefined {
  if (prev.shards !== shardCount) return undefined;
  const metaJson = read(metaRel);
  if (metaJson === undefined) return undefined;
  const meta = JSON.parse(metaJson) as SearchMeta;
  if (meta.pages.length !== prev.routes.length || meta.terms.length !== shardCount) return undefined;
  const rel = (url: string) => (url.startsWith(base) ? url.slice(base.length) : url);

  // Old layout: each page's section count and first id.
  const oldCounts = meta.pages.map((p) => 1 + p[2].length);
  const oldFirst = firstIds(oldCounts);
  const oldIndex = new Map(prev.routes.map((r, i) => [r, i]));
  // New layout.
  const routes = [...pages.keys()].sort(byRoute);
  const list = routes.map((r) => pages.get(r)!);
  const newIndex = new Map(routes.map((r, n) => [r, n]));
  const newFirst = firstIds(list.map((p) => p.count));
  const unchanged = list.map((p) => {
    const i = oldIndex.get(p.route);
    return i !== undefined && prev.keys[i] === p.key ? i : -1;
  });

  // Old section id → new id (-1: its page changed or went).
  const oldTotal = oldCounts.reduce((a, b) => a + b, 0);
  const idMap = new Int32Array(oldTotal).fill(-1);
  let shifted = false;
  list.forEach((p, n) => {
    const i = unchanged[n]!;
    if (i < 0) return;
    if (oldFirst[i] !== newFirst[n]) shifted = true;
    for (let j = 0; j < oldCounts[i]!; j++) idMap[oldFirst[i]! + j] = newFirst[n]! + j;
  });

  // Old text shards, as page ranges: [first page, end page, file].
  const pageAtId = new Map(oldFirst.map((id, i) => [id, i]));
  const oldRanges: { start: number; end: number; rel: string }[] = [];
  for (const [k, [first, url]] of meta.texts.entries()) {
    const start = pageAtId.get(first);
    if (start === undefined) return undefined;
    const next = meta.texts[k + 1];
    const end = next ? pageAtId.get(next[0]) : meta.pages.length;
    if (end === undefined) return undefined;
    oldRanges.push({ start, end, rel: rel(url) });
  }
  const parsedTexts = new Map<string, TextShard | undefined>();
  const textShard = (file: string) => {
    if (!parsedTexts.has(file)) {
      const json = read(file);
      parsedTexts.set(file, json === undefined ? undefined : (JSON.parse(json) as TextShard));
    }
    return parsedTexts.get(file);
  };
  const rangeOfPage = (i: number) => oldRanges.find((r) => r.start <= i && i < r.end)!;
  /** An old page's section texts, from its text shard. */
  const oldSections = (i: number): string[] | undefined => {
    const range = rangeOfPage(i);
    const shard = textShard(range.rel);
    const from = oldFirst[i]! - oldFirst[range.start]!;
    return shard?.slice(from, from + oldCounts[i]!);
  };

  // Term shards to make again: every one when ids moved; else those of postings a change adds or drops.
  const dirty = new Set<number>();
  const markTerms = (joined: string) => {
    if (joined) for (const term of joined.split(' ')) dirty.add(shardOfTerm(term, shardCount));
  };
  if (shifted) for (let k = 0; k < shardCount; k++) dirty.add(k);
  else {
    const stays = new Set(list.flatMap((p, n) => (unchanged[n]! >= 0 ? [p.route] : [])));
    for (const [i, route] of prev.routes.entries()) {
      if (stays.has(route)) continue;
      // A changed or removed page: its old postings go, its new ones (if any) come; only a
      // section at the same id with the same terms changes nothing.
      const old = oldSections(i);
      if (!old) return undefined;
      const oldTerms = sectionTerms(old);
      const n = newIndex.get(route) ?? -1;
      const now = n >= 0 ? list[n]! : undefined;
      const sameStart = now !== undefined && newFirst[n] === oldFirst[i];
      oldTerms.forEach((joined, j) => {
        const next = sameStart ? now.terms[j] : undefined;
        if (next === joined) return;
        if (next === undefined) return markTerms(joined);
        // The same section, other terms: only the postings that come or go.
        const was = new Set(joined ? joined.split(' ') : []);
        const is = new Set(next ? next.split(' ') : []);
        for (const term of was) if (!is.has(term)) dirty.add(shardOfTerm(term, shardCount));
        for (const term of is) if (!was.has(term)) dirty.add(shardOfTerm(term, shardCount));
      });
      if (now) now.terms.forEach((joined, j) => j >= (sameStart ? oldTerms.length : 0) && markTerms(joined));
    }
    // Pages that are new altogether.
    list.forEach((p, n) => unchanged[n]! < 0 && !oldIndex.has(p.route) && p.terms.forEach(markTerms));
  }

  // The changed pages' postings, per dirty shard.
  const adds = new Map<number, [string, number][]>();
  list.forEach((p, n) => {
    if (unchanged[n]! >= 0) return;
    p.terms.forEach((joined, j) => {
      if (!joined) return;
      for (const term of joined.split(' ')) {
        const k = shardOfTerm(term, shardCount);
        if (!dirty.has(k)) continue;
        let a = adds.get(k);
        if (!a) adds.set(k, (a = []));
        a.push([term, newFirst[n]! + j]);
      }
    });
  });
  const terms: string[] = [];
  for (let k = 0; k < shardCount; k++) {
    const before = rel(meta.terms[k]!);
    if (!dirty.has(k)) {
      terms.push(w.keep(before) ? before : '');
      if (!terms[k]) return undefined;
      continue;
    }
    const json = read(before);
    if (json === undefined) return undefined;
    const postings = parseTermShard(json);
    for (const ids of postings.values()) {
      let kept = 0;
      for (const id of ids) {
        const to = idMap[id] ?? -1;
        if (to >= 0) ids[kept++] = to;
      }
      ids.length = kept;
    }
    const touched = new Set<number[]>();
    for (const [term, id] of adds.get(k) ?? []) {
      let ids = postings.get(term);
      if (!ids) postings.set(term, (ids = []));
      ids.push(id);
      touched.add(ids);
    }
    for (const ids of touched) ids.sort((a, b) => a - b);
    for (const [term, ids] of postings) if (!ids.length) postings.delete(term);
    terms.push(w.put(`${key}-t${k}`, termShardJson(postings)));
  }

  // Text shards: kept when they hold the same unchanged pages as before.
  const oldByFirstRoute = new Map(oldRanges.map((r) => [prev.routes[r.start]!, r]));
  const texts: SearchMeta['texts'] = [];
  for (const [start, end] of textShardRanges(list)) {
    const before = oldByFirstRoute.get(routes[start]!);
    const same =
      before &&
      before.end - before.start === end - start &&
      list.slice(start, end).every((p, m) => unchanged[start + m] === before.start + m);
    if (same && w.keep(before.rel)) {
      texts.push([newFirst[start]!, before.rel]);
      continue;
    }
    const sections: string[] = [];
    for (let n = start; n < end; n++) {
      const i = unchanged[n]!;
      const own = i >= 0 ? oldSections(i) : list[n]!.sections;
      if (!own) return undefined;
      sections.push(...own);
    }
    texts.push([newFirst[start]!, w.put(`${key}-x`, JSON.stringify(sections))]);
  }
  const url = writeMeta(
    w,
    base,
    metaRel,
    list.map((p) => p.meta),
    terms,
    texts,
  );
  return { url, state: { shards: shardCount, routes, keys: list.map((p) => p.key), chars: list.map((p) => p.chars) } };
}
