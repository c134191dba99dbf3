// Pages from their inputs (page-loader.ts): the sources the caller read go with the pages to parse.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPagesCached } from '../../../../src/render/page/page-loader.js';
import type { PageInput } from '../../../../src/render/page/page-types.js';
import { DigestMemo } from '../../../../src/render/incremental/digest-memo.js';
import { writeTree } from '../../../helpers/fixtures.js';

describe('loadPagesCached', () => {
  it("should leave the caller's inputs without their sources once the pages are parsed", async () => {
    const files = { 'a.md': '# A\n\nText.\n', 'b.md': '# B\n\nMore text.\n' };
    const root = writeTree(files);
    // As the load step hands them over: every source read already (a build keeps its inputs to the end).
    const inputs: PageInput[] = Object.entries(files).map(([file, source]) => ({
      abs: path.join(root, file),
      file,
      label: file,
      source,
    }));
    const { pages } = await loadPagesCached(inputs, {
      settings: { base: '/', cleanUrls: false, components: [], builtins: [], root, plugins: [] },
      memo: new DigestMemo(),
      highlight: false,
      cache: false,
    });
    expect(pages.map((p) => p.title)).toEqual(['A', 'B']);
    expect(inputs.map((i) => i.source)).toEqual([undefined, undefined]);
  });

  it('should hand every page to onPage and keep none when told not to (a build takes them back from the render)', async () => {
    const files = { 'a.md': '# A\n', 'b.md': '# B\n', 'c.md': '# C\n' };
    const root = writeTree(files);
    const inputs: PageInput[] = Object.keys(files).map((file) => ({ abs: path.join(root, file), file, label: file }));
    const handed: string[] = [];
    const { pages } = await loadPagesCached(inputs, {
      settings: { base: '/', cleanUrls: false, components: [], builtins: [], root, plugins: [] },
      memo: new DigestMemo(),
      highlight: false,
      cache: false,
      keep: false,
      onPage: (page) => handed.push(page.title),
    });
    expect(handed.sort()).toEqual(['A', 'B', 'C']);
    expect(pages).toEqual([]);
  });
});
