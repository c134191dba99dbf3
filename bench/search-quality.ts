// Recall and precision of full-text search against a plain substring scan, for queries drawn from
// the pages' own text. Used by the unit test and by `npm run bench` alike.
import { formatDiagnostics, isErrorDiagnostic } from '../src/render/diagnostics.js';
import { loadSite } from '../src/render/load.js';
import type { PageData } from '../src/render/page/page-types.js';
import { loadPagesCached } from '../src/render/page/page-loader.js';
import { pageSettings } from '../src/render/page/page-settings.js';
import { DigestMemo } from '../src/render/incremental/digest-memo.js';
import { buildSearchIndex } from '../src/render/search/search-index.js';
import { localesOf } from '../src/render/model/site.js';
import { SearchEngine } from '../src/shared/search-engine.js';
import { normalizeText, type SearchMeta } from '../src/shared/search-format.js';
import { isCjkToken } from '../src/shared/search-tokenize.js';

export type QualityPage = Pick<PageData, 'route' | 'title' | 'headers' | 'text'>;

export interface QualityOptions {
  /** Locale whose pages are searched (default '/'). */
  locale?: string;
  /** Locale paths; default: the site's. */
  locales?: string[];
  queries?: number;
  seed?: number;
}

export interface QualityFigures {
  queries: number;
  /** Micro-averaged: hits found by both / hits of the substring scan (recall) or of search (precision). */
  recall: number;
  precision: number;
  /** Queries whose results differ from the substring scan, for diagnosis. */
  misses: { query: string; missing: string[]; extra: string[] }[];
}

export interface QualityReport extends QualityFigures {
  pages: number;
  byKind: Record<'cjk' | 'latin', QualityFigures>;
}

/** Parse (without highlighting) every page of a site folder, as `build` would. */
export async function loadSitePages(root: string): Promise<{ pages: PageData[]; locales: string[] }> {
  const { site, diagnostics } = await loadSite(root);
  const errors = diagnostics.filter(isErrorDiagnostic);
  if (!site || errors.length) throw new Error(formatDiagnostics(errors, { color: false }));
  const loaded = await loadPagesCached(site.inputs, {
    settings: pageSettings(site),
    memo: new DigestMemo(),
    highlight: false,
  });
  if (loaded.diagnostics.length) throw new Error(formatDiagnostics(loaded.diagnostics, { color: false }));
  return { pages: loaded.pages, locales: localesOf(site.rc.config, new Map()).map((l) => l.path) };
}

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
const LATIN_WORD = /[\p{L}\p{N}_]*[\p{L}_][\p{L}\p{N}_]*/gu;

/**
 * Queries as a reader would type them, cut from the texts: 1–4 consecutive CJK characters, or one
 * or two whole latin words (with what separates them). Deterministic for a seed.
 */
export function drawQueries(texts: string[], count: number, seed: number): { query: string; kind: 'cjk' | 'latin' }[] {
  const rnd = mulberry32(seed);
  const out = new Map<string, 'cjk' | 'latin'>();
  const withText = texts.filter((t) => t.length > 0);
  for (let attempt = 0; out.size < count && attempt < count * 50 && withText.length; attempt++) {
    const text = withText[Math.floor(rnd() * withText.length)]!;
    const wantCjk = rnd() < 0.5;
    if (wantCjk) {
      const runs = [...text.matchAll(CJK_RUN)].map((m) => Array.from(m[0])).filter((r) => r.length >= 2);
      if (!runs.length) continue;
      const run = runs[Math.floor(rnd() * runs.length)]!;
      const len = Math.min(run.length, 1 + Math.floor(rnd() * 4));
      const at = Math.floor(rnd() * (run.length - len + 1));
      out.set(run.slice(at, at + len).join(''), 'cjk');
    } else {
      const ws = [...text.matchAll(LATIN_WORD)].filter((m) => m[0].length >= 3 && !isCjkToken(m[0]));
      if (!ws.length) continue;
      const i = Math.floor(rnd() * ws.length);
      const first = ws[i]!;
      const second = rnd() < 0.4 ? ws[i + 1] : undefined;
      // Two words only when just spaces or punctuation separate them.
      const end =
        second && second.index! - (first.index! + first[0].length) <= 3
          ? second.index! + second[0].length
          : first.index! + first[0].length;
      out.set(text.slice(first.index!, end), 'latin');
    }
  }
  return [...out].map(([query, kind]) => ({ query, kind }));
}

/** Search every drawn query and compare the pages found with the pages a substring scan finds. */
export async function measureSearchQuality(pages: QualityPage[], opts: QualityOptions = {}): Promise<QualityReport> {
  const locale = opts.locale ?? '/';
  const localePaths = [...(opts.locales ?? ['/'])].sort((a, b) => b.length - a.length);
  const localeOfRoute = (route: string) => localePaths.find((l) => route.startsWith(l)) ?? '/';
  const { files, indexes } = await buildSearchIndex(pages, '/', localeOfRoute);
  const load = async (url: string): Promise<unknown> => JSON.parse(files.get(url.slice(1)) ?? 'null');
  const meta = (await load(indexes[locale]!)) as SearchMeta;
  const engine = new SearchEngine(meta, load);
  const mine = pages.filter((p) => localeOfRoute(p.route) === locale);
  const texts = new Map(mine.map((p) => [p.route, normalizeText(p.text)]));
  const queries = drawQueries([...texts.values()], opts.queries ?? 200, opts.seed ?? 1);

  const tally = () => ({ both: 0, scan: 0, found: 0, queries: 0, misses: [] as QualityFigures['misses'] });
  const all = tally();
  const kinds = { cjk: tally(), latin: tally() };
  for (const { query, kind } of queries) {
    const expected = new Set([...texts].filter(([, t]) => t.includes(query)).map(([route]) => route));
    const found = new Set((await engine.fullText(query)).map((h) => meta.pages[h.page]![0]));
    const both = [...found].filter((r) => expected.has(r)).length;
    for (const t of [all, kinds[kind]]) {
      t.queries++;
      t.both += both;
      t.scan += expected.size;
      t.found += found.size;
      if (both !== expected.size || both !== found.size) {
        t.misses.push({
          query,
          missing: [...expected].filter((r) => !found.has(r)),
          extra: [...found].filter((r) => !expected.has(r)),
        });
      }
    }
  }
  const figures = (t: ReturnType<typeof tally>): QualityFigures => ({
    queries: t.queries,
    recall: t.scan ? t.both / t.scan : 1,
    precision: t.found ? t.both / t.found : 1,
    misses: t.misses,
  });
  return { pages: mine.length, ...figures(all), byKind: { cjk: figures(kinds.cjk), latin: figures(kinds.latin) } };
}
