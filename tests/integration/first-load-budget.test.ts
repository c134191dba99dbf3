// Issue 31's budget: a first load of any page type of the shipped site downloads at most 90,000 bytes
// of gzipped JavaScript, React included (the entry script and every chunk the page preloads, gzip -9;
// tests/helpers/first-load.ts). Chunks loaded on demand later (search, the progress bar, copy buttons,
// image zoom, table marks) do not count.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { REPO } from '../helpers/fixtures.js';
import { firstLoad } from '../helpers/first-load.js';

const BUDGET = 90_000;

const PAGES = {
  home: 'index.html',
  guide: 'guide/demo.html',
  reference: 'components/v3/interface-info.html',
  tables: 'cooperation/version_diff.html',
  tabs: 'components/v3/quickstart.html',
  about: 'cooperation/about.html',
  notFound: '404.html',
  v2: 'components/v2/intro.html',
  v3: 'components/v3/intro.html',
};

describe('first-load JavaScript of the shipped site', () => {
  let out: string;
  beforeAll(async () => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-first-load-'));
    await build({ root: REPO, outDir: out });
    // The whole shipped site is built: more than a fixture on a loaded two-core machine.
  }, 300_000);
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it(`is at most ${BUDGET} bytes gzipped on every page type`, () => {
    const over: string[] = [];
    for (const [name, page] of Object.entries(PAGES)) {
      const load = firstLoad(out, page);
      // The page has an entry script: a page without one would pass for the wrong reason.
      expect(
        load.chunks.some((c) => /\/assets\/main\.[A-Z0-9]+\.js$/.test(c.url)),
        page,
      ).toBe(true);
      if (load.gzip > BUDGET)
        over.push(
          `${name} (${page}): ${load.gzip} bytes\n${load.chunks.map((c) => `  ${c.gzip} ${c.url}`).join('\n')}`,
        );
    }
    expect(over).toEqual([]);
  });
});
