// Section texts kept in a file until the text shards are written (section-texts.ts): the same JSON
// as from memory, and the same index files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sectionTextsInFile, sectionTextsInMemory } from '../../../../src/render/search/section-texts.js';
import { SearchIndexBuilder, type SearchPage } from '../../../../src/render/search/search-index.js';

const spillDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'bd-spill-'));

/** Pages of sections with what JSON escapes or UTF-8 spreads over several bytes. */
const pages: string[][] = Array.from({ length: 400 }, (_, i) =>
  i % 7 === 3
    ? []
    : Array.from({ length: 1 + (i % 4) }, (_, k) =>
        [
          `Page ${i} “${k}”`,
          '中文内容',
          'a "quoted" \\ back\nslash',
          '😀 emoji',
          '\u2028',
          '\ud800 lone',
          'x'.repeat(20_000),
        ]
          .slice(0, 1 + ((i + k) % 7))
          .join(' '),
      ),
);

describe('section texts', () => {
  it('should give the JSON of any run of pages, from a file as from memory', () => {
    const file = path.join(spillDir(), 'texts.json');
    const inFile = sectionTextsInFile(file);
    const inMemory = sectionTextsInMemory();
    for (const sections of pages) {
      inFile.add(sections);
      inMemory.add(sections);
    }
    // Past a megabyte: written in several goes.
    expect(fs.statSync(file).size).toBeGreaterThan(1 << 20);
    for (const [start, end] of [
      [0, 1],
      [0, 400],
      [3, 4],
      [2, 5],
      [150, 287],
      [399, 400],
      [400, 400],
    ] as const) {
      const json = inFile.shardJson(start, end);
      expect(json).toBe(JSON.stringify(pages.slice(start, end).flat()));
      expect(json).toBe(inMemory.shardJson(start, end));
    }
    inFile.close();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('should make the same index files with its texts in a folder as in memory', async () => {
    const searchPages: SearchPage[] = pages.map((sections, i) => ({
      route: `/p${String(i).padStart(3, '0')}.html`,
      title: `Page ${i}`,
      headers: [],
      text: sections.join(' '),
    }));
    const routes = searchPages.map((p) => p.route);
    const plan = { routes, sourceChars: { '/': 1_000_000 } };
    const make = async (dir?: string) => {
      const builder = new SearchIndexBuilder('/', () => '/', plan, undefined, dir);
      // In any order: the index takes them in route order.
      for (const p of [...searchPages].reverse()) builder.add(p);
      return (await builder.finish()).files;
    };
    const dir = spillDir();
    const spilled = await make(dir);
    expect(spilled).toEqual(await make());
    expect([...spilled.keys()].some((rel) => rel.includes('-x.'))).toBe(true);
    // Nothing is left in the folder once the files are made.
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
