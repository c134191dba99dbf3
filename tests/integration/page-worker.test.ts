// The compiled parse worker reads a page's file itself when it is sent none (a page past the parse
// window, see page-pool.ts): it says when that file is no longer what the caller hashed, so the
// page is not cached under the old text's key.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type { PageJob, PageJobResult } from '../../src/render/page/page-worker.js';
import { contentHash } from '../../src/render/incremental/hashing.js';
import { REPO, writeTree } from '../helpers/fixtures.js';

const WORKER = pathToFileURL(path.join(REPO, 'lib', 'render', 'page', 'page-worker.js'));

/** The worker's answers to `jobs`, by job id. */
async function parse(jobs: PageJob[]): Promise<Map<number, PageJobResult>> {
  const worker = new Worker(WORKER);
  const results = new Map<number, PageJobResult>();
  try {
    await new Promise<void>((resolve, reject) => {
      worker.on('error', reject);
      worker.on('message', (msg: PageJobResult | { started: true }) => {
        if ('started' in msg) return;
        results.set(msg.id, msg);
        if (results.size === jobs.length) resolve();
      });
      for (const job of jobs) worker.postMessage(job);
    });
  } finally {
    await worker.terminate();
  }
  return results;
}

describe('page worker', () => {
  it('should mark a page whose file changed since the caller hashed it, and only that one', async () => {
    const root = writeTree({ 'same.md': '# Same\n', 'edited.md': '# Edited now\n' });
    const job = (id: number, file: string, hashOf: string): PageJob => ({
      id,
      abs: path.join(root, file),
      file,
      hash: contentHash(hashOf),
      settings: { base: '/', cleanUrls: false, components: [], builtins: [], root, plugins: [] },
      label: file,
      highlight: false,
    });
    const results = await parse([job(0, 'same.md', '# Same\n'), job(1, 'edited.md', '# Edited before\n')]);
    const [same, edited] = [results.get(0)!, results.get(1)!];
    expect(same).toMatchObject({ ok: true, page: { title: 'Same' } });
    expect(same).not.toHaveProperty('changed');
    // Parsed as the file is now.
    expect(edited).toMatchObject({ ok: true, changed: true, page: { title: 'Edited now' } });
  });
});
