// Full-text search finds what a substring scan finds (recall ≥ 0.95, precision ≥ 0.90) for queries
// drawn from the text, over the repository's docs, a generated corpus and a real VuePress corpus.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSitePages, measureSearchQuality, type QualityReport } from '../../bench/search-quality.js';
import { REPO } from '../helpers/fixtures.js';

const SHARED = path.resolve(REPO, '..', 'shared');
const GEN = path.join(SHARED, 'bench', 'gen-corpus.mjs');
const VUEPRESS = path.join(SHARED, 'corpora', 'vuepress-docs', 'docs');

function expectGood(report: QualityReport) {
  const detail = JSON.stringify(report.misses.slice(0, 5));
  expect(report.queries, 'queries drawn').toBeGreaterThanOrEqual(100);
  expect(report.recall, detail).toBeGreaterThanOrEqual(0.95);
  expect(report.precision, detail).toBeGreaterThanOrEqual(0.9);
}

describe('full-text search recall and precision against a substring scan', () => {
  it("the repository's docs", async () => {
    const { pages, locales } = await loadSitePages(REPO);
    const report = await measureSearchQuality(pages, { locales, queries: 200 });
    expectGood(report);
    expect(report.byKind.cjk.queries).toBeGreaterThan(50);
  });

  it.skipIf(!fs.existsSync(GEN))('a generated corpus of 300 pages', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-search-corpus-'));
    try {
      execFileSync('node', [GEN, dir, '300'], { stdio: 'ignore' });
      const { pages, locales } = await loadSitePages(dir);
      const report = await measureSearchQuality(pages, { locales, queries: 200 });
      expectGood(report);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(!fs.existsSync(VUEPRESS))('the Chinese half of the VuePress docs', async () => {
    const { pages } = await loadSitePages(VUEPRESS);
    const report = await measureSearchQuality(pages, { locales: ['/', '/zh/'], locale: '/zh/', queries: 200 });
    expect(report.pages).toBeGreaterThan(20);
    expectGood(report);
    // Chinese queries: every page holding the string is found.
    expect(report.byKind.cjk.queries).toBeGreaterThan(50);
    expect(report.byKind.cjk.recall).toBe(1);
  });
});
