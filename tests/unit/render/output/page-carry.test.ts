// PageCarry: a page's two files are carried over without rendering when nothing they are made of
// changed; in a merge, every page a shard rendered against the merge's own model and target.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { OutputFiles, type BuildRecord } from '../../../../src/render/incremental/build-record.js';
import { PageCarry } from '../../../../src/render/incremental/page-carry.js';
import { routeToDataFile, routeToHtmlFile } from '../../../../src/shared/routes.js';

const route = '/guide/one.html';
let shard: string;
let staged: string;
let record: BuildRecord;
beforeEach(() => {
  // A shard's output: the page's HTML and data files, with their keys as the shard recorded them.
  shard = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-carry-shard-'));
  staged = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-carry-staged-'));
  record = { version: 0, files: {}, parts: {} };
  for (const [rel, text] of [
    [routeToHtmlFile(route), '<p>one</p>'],
    [routeToDataFile(route), '{"html":"<p>one</p>"}'],
  ] as const) {
    fs.mkdirSync(path.dirname(path.join(shard, rel)), { recursive: true });
    fs.writeFileSync(path.join(shard, rel), text);
    const stat = fs.statSync(path.join(shard, rel));
    record.files[rel] = { key: `key of ${rel}`, size: stat.size, mtimeMs: stat.mtimeMs };
  }
});

/** The render key a shard records: its model and its render target. */
const renderKeyOf = (model: string, target: string) => {
  const carrier = new PageCarry(mergeFiles(), model);
  carrier.setTarget(target);
  return carrier.renderKey!;
};

function mergeFiles() {
  return new OutputFiles(
    record,
    path.join(staged, 'out'),
    staged,
    new Map(Object.keys(record.files).map((rel) => [rel, shard])),
  );
}

describe('PageCarry in a merge', () => {
  it("carries a page the shards rendered against the merge's model and target, without a page key", () => {
    const merging = new PageCarry(mergeFiles(), 'model', renderKeyOf('model', 'target'));
    expect(merging.carry(route, undefined)).toBe(false);
    merging.setTarget('target');
    expect(merging.carry(route, undefined)).toBe(true);
    expect(fs.readFileSync(path.join(staged, routeToHtmlFile(route)), 'utf8')).toBe('<p>one</p>');
    expect(fs.readFileSync(path.join(staged, routeToDataFile(route)), 'utf8')).toBe('{"html":"<p>one</p>"}');
  });

  it('renders again what shards rendered against another model or target, or a file that changed since', () => {
    for (const [model, target] of [
      ['another model', 'target'],
      ['model', 'another target'],
    ]) {
      const other = new PageCarry(mergeFiles(), model!, renderKeyOf('model', 'target'));
      other.setTarget(target!);
      expect(other.carry(route, undefined)).toBe(false);
    }
    const key = renderKeyOf('model', 'target');
    fs.appendFileSync(path.join(shard, routeToDataFile(route)), ' ');
    const merging = new PageCarry(mergeFiles(), 'model', key);
    merging.setTarget('target');
    expect(merging.carry(route, undefined)).toBe(false);
    // Not half carried: the HTML it linked first is gone again.
    expect(fs.existsSync(path.join(staged, routeToHtmlFile(route)))).toBe(false);
  });
});
