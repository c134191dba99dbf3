// An incremental build's search index: the previous index updated where pages changed must be the
// same bytes a fresh build makes, after any kind of edit, while writing only what changed.
import { describe, expect, it } from 'vitest';
import {
  indexedPage,
  localeWriter,
  SearchIndexBuilder,
  type SearchIndexOutput,
  type SearchPage,
  type SearchPlan,
} from '../../../../src/render/search/search-index.js';
import { updateLocaleIndex } from '../../../../src/render/search/search-update.js';
import { plannedShardCount } from '../../../../src/render/search/search-index.js';

const WORDS = [
  'alpha',
  'bravo',
  'charlie',
  'delta',
  'echo',
  'foxtrot',
  'golf',
  'hotel',
  'india',
  'juliet',
  'kilo',
  'lima',
  'mike',
  'november',
  'oscar',
  'papa',
  'quebec',
  'romeo',
  'sierra',
  'tango',
  '夜间',
  '模式',
  '阅读',
  '书架',
  'useReader',
  'font-size',
];

/** A deterministic generator, so a failure can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

interface Doc {
  route: string;
  title: string;
  /** Section texts after the first: each starts with its heading. */
  parts: { heading: string; body: string }[];
  intro: string;
}

const toPage = (d: Doc): SearchPage => ({
  route: d.route,
  title: d.title,
  headers: d.parts.map((p) => ({ level: 2, title: p.heading, slug: p.heading.toLowerCase().replace(/\W+/g, '-') })),
  text: [d.title, d.intro, ...d.parts.map((p) => `${p.heading} ${p.body}`)].join(' '),
});

function words(r: () => number, n: number): string {
  return Array.from({ length: n }, () => `${WORDS[Math.floor(r() * WORDS.length)]}${Math.floor(r() * 30)}`).join(' ');
}

function site(r: () => number, count: number): Doc[] {
  return Array.from({ length: count }, (_, i) => ({
    route: `/g${String(i).padStart(3, '0')}.html`,
    title: `Page ${i}`,
    intro: words(r, 30),
    parts: Array.from({ length: 1 + Math.floor(r() * 3) }, (_, j) => ({
      heading: `Part ${j} ${WORDS[j]}`,
      body: words(r, 40),
    })),
  }));
}

// Sized so the locale gets several term shards and several text shards.
const plan = (docs: Doc[]): SearchPlan => ({ routes: docs.map((d) => d.route), sourceChars: { '/': 400_000 } });

async function fresh(docs: Doc[]): Promise<SearchIndexOutput> {
  const builder = new SearchIndexBuilder('/', () => '/', plan(docs));
  for (const d of docs) builder.add(toPage(d));
  return builder.finish();
}

/** Update `before` (a built index: its files and state) to `docs`: the written files, the kept ones, the new file set. */
function update(before: { files: Map<string, string>; state: SearchIndexOutput['state'] }, docs: Doc[]) {
  const made = new Map<string, string>();
  const reused: string[] = [];
  const writer = localeWriter((rel, content) => void made.set(rel, content), reused, {
    files: [...before.files.keys()],
  });
  const pages = new Map(docs.map((d) => [d.route, indexedPage(toPage(d), '/')]));
  const done = updateLocaleIndex(
    before.state['/']!,
    (rel) => before.files.get(rel),
    pages,
    plannedShardCount(400_000),
    '/',
    'root',
    writer,
    'assets/search/root.json',
  );
  expect(done).toBeDefined();
  const files = new Map([...reused.map((rel) => [rel, before.files.get(rel)!] as const), ...made]);
  return { made, reused, files, state: { '/': done!.state } };
}

function expectSame(actual: Map<string, string>, expected: Map<string, string>) {
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [rel, content] of expected) expect(actual.get(rel), rel).toBe(content);
}

describe('search index update', () => {
  it('writes only the term shards a text edit touches, its text shard and the meta file', async () => {
    const docs = site(rng(1), 60);
    const first = await fresh(docs);
    const terms = [...first.files.keys()].filter((f) => /-t\d+\./.test(f));
    expect(terms.length).toBeGreaterThan(4);
    expect([...first.files.keys()].filter((f) => /-x\./.test(f)).length).toBeGreaterThan(2);
    const edited = structuredClone(docs);
    edited[10]!.parts[0]!.body += ' zulu9 夜读';
    const up = update(first, edited);
    expectSame(up.files, (await fresh(edited)).files);
    const madeTerms = [...up.made.keys()].filter((f) => /-t\d+\./.test(f));
    expect(madeTerms.length).toBeGreaterThan(0);
    expect(madeTerms.length).toBeLessThanOrEqual(3);
    expect([...up.made.keys()].filter((f) => /-x\./.test(f))).toHaveLength(1);
    expect(up.made.has('assets/search/root.json')).toBe(true);
  });

  it('matches a fresh build after headings, pages and text come and go, edit after edit', async () => {
    const r = rng(7);
    let docs = site(r, 50);
    let current: { files: Map<string, string>; state: SearchIndexOutput['state'] } = await fresh(docs);
    const kinds = ['text', 'heading+', 'heading-', 'remove', 'add', 'retitle', 'swap-text'] as const;
    for (let step = 0; step < 28; step++) {
      docs = structuredClone(docs);
      const kind = kinds[step % kinds.length]!;
      const at = Math.floor(r() * docs.length);
      const doc = docs[at]!;
      if (kind === 'text') doc.intro = words(r, 20);
      else if (kind === 'heading+')
        doc.parts.splice(Math.floor(r() * (doc.parts.length + 1)), 0, { heading: `New ${step}`, body: words(r, 15) });
      else if (kind === 'heading-') doc.parts.pop();
      else if (kind === 'remove') docs.splice(at, 1);
      else if (kind === 'add')
        docs.push({
          route: `/n${step}/${at}.html`,
          title: `Added ${step}`,
          intro: words(r, 25),
          parts: [{ heading: 'Only', body: words(r, 10) }],
        });
      else if (kind === 'retitle') doc.title = `Renamed ${step}`;
      else docs[(at + 1) % docs.length]!.intro = doc.intro;
      docs.sort((a, b) => (a.route < b.route ? -1 : 1));
      const up = update(current, docs);
      const want = await fresh(docs);
      expectSame(up.files, want.files);
      expect(up.state).toEqual(want.state);
      current = up;
    }
  });

  it('cannot update without the previous files (the caller makes the index again)', async () => {
    const docs = site(rng(3), 30);
    const first = await fresh(docs);
    const edited = structuredClone(docs);
    edited[2]!.intro = 'changed';
    const writer = localeWriter(() => undefined, [], { files: [] });
    const pages = new Map(edited.map((d) => [d.route, indexedPage(toPage(d), '/')]));
    expect(
      updateLocaleIndex(
        first.state['/']!,
        () => undefined,
        pages,
        plannedShardCount(400_000),
        '/',
        'root',
        writer,
        'assets/search/root.json',
      ),
    ).toBeUndefined();
    // Nor when the term shards would be cut differently.
    expect(
      updateLocaleIndex(
        first.state['/']!,
        (rel) => first.files.get(rel),
        pages,
        plannedShardCount(4_000_000),
        '/',
        'root',
        writer,
        'assets/search/root.json',
      ),
    ).toBeUndefined();
  });
});
