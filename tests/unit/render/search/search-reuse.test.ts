// An incremental build's search index: term shards whose input did not change are taken from the
// previous index instead of being built again, and the index is the same as one built from scratch.
import { describe, expect, it } from 'vitest';
import { SearchIndexBuilder, type SearchPage, type SearchReuse } from '../../../../src/render/search/search-index.js';

const WORDS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet', 'kilo', 'lima', 'mike', 'november', 'oscar', 'papa', 'quebec', 'romeo', 'sierra', 'tango', '夜间', '模式', '阅读', '书架'];
const pages = (edit = ''): SearchPage[] =>
  Array.from({ length: 40 }, (_, i) => ({
    route: `/p${String(i).padStart(2, '0')}.html`,
    title: `Page ${i}`,
    headers: [{ level: 2, title: 'Part', slug: 'part' }],
    text: `Page ${i} ${WORDS.slice(i % 7, (i % 7) + 9).map((w) => `${w}${i % 5}`).join(' ')} Part ${i === 3 ? edit : ''} ${WORDS[i % WORDS.length]}word${i}`,
  }));
// Sized so the locale gets several term shards.
const plan = (list: SearchPage[]) => ({ routes: list.map((p) => p.route), sourceChars: { '/': 400_000 } });

async function build(list: SearchPage[], reuse?: SearchReuse) {
  const builder = new SearchIndexBuilder('/', () => '/', plan(list), reuse);
  for (const p of list) builder.add(p);
  return builder.finish();
}

describe('search index reuse', () => {
  it('reuses the unchanged term and text shards of the previous index, and matches a fresh build', async () => {
    const first = await build(pages());
    expect(Object.keys(first.shards).length).toBeGreaterThan(2);
    expect(first.reused).toEqual([]);
    const reuse: SearchReuse = { shards: first.shards, files: [...first.files.keys()] };

    const edited = pages('zulu');
    const fresh = await build(edited);
    const incremental = await build(edited, reuse);
    // Every file of the fresh index is there: written again, or the previous build's (same name, same content).
    const all = new Map([...incremental.files, ...incremental.reused.map((rel) => [rel, first.files.get(rel)!] as const)]);
    expect([...all.keys()].sort()).toEqual([...fresh.files.keys()].sort());
    for (const [rel, content] of fresh.files) expect(all.get(rel), rel).toBe(content);
    // Only the shard holding "zulu", the edited page's text shard and the meta file are new.
    expect(incremental.reused.length).toBeGreaterThan(0);
    expect([...incremental.files.keys()].filter((f) => /-t\d+\./.test(f))).toHaveLength(1);
    expect(incremental.shards).toEqual(fresh.shards);
  });

  it('builds a shard again when its previous file is not offered (not intact)', async () => {
    const first = await build(pages());
    const again = await build(pages(), { shards: first.shards, files: [] });
    expect(again.reused).toEqual([]);
    expect([...again.files.keys()].sort()).toEqual([...first.files.keys()].sort());
  });
});
