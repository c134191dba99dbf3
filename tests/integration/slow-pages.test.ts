// A page that takes long is named while it runs: in the build's progress output (parsed in a worker
// thread) and in the dev server's log. The page is made slow by a plugin that waits, in the page step,
// until the test has seen its name: no timing is asserted.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestDevServer } from '../helpers/dev.js';
import { REPO, writeTree } from '../helpers/fixtures.js';

const bin = path.join(REPO, 'bin', 'bookdocs.js');
const NAMED = /still working on \S*slow\.md \((\d+) s\)/;

/** A site whose page slow.md is not done until a file `go` appears beside the plugin (or 20 s have passed). */
function slowSite(): { root: string; release: () => void } {
  const root = writeTree({
    'site.config.json': JSON.stringify({ title: 'Slow', plugins: ['./wait.mjs'] }),
    'wait.mjs': `import fs from 'node:fs';
export default () => ({
  name: 'wait',
  async extendPage(page) {
    if (!page.file.endsWith('slow.md')) return;
    const go = new URL('./go', import.meta.url);
    for (let i = 0; i < 400 && !fs.existsSync(go); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  },
});
`,
    'docs/index.md': '# Home\n\n[Slow](./slow.md)\n',
    'docs/slow.md': '# Slow\n',
  });
  return { root, release: () => fs.writeFileSync(path.join(root, 'go'), '') };
}

describe('a page that takes long', () => {
  it('is named in the build output while a worker parses it', async () => {
    const { root, release } = slowSite();
    const child = spawn('node', [bin, 'build'], {
      cwd: root,
      env: { ...process.env, CI: '1', NO_COLOR: '1', BOOKDOCS_CACHE: '0', BOOKDOCS_WORKERS: '1' },
    });
    let out = '';
    const named = new Promise<string>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        out += String(chunk);
        const line = NAMED.exec(out)?.[0];
        if (line) resolve(line);
      });
    });
    child.stderr.on('data', (chunk: Buffer) => (out += String(chunk)));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    // The build cannot finish before the page is released: it is named while it runs, or never.
    const first = await Promise.race([named, exited.then(() => undefined)]);
    release();
    expect(await exited, out).toBe(0);
    expect(first, out).toMatch(NAMED);
    expect(Number(NAMED.exec(first!)![1])).toBeGreaterThanOrEqual(5);
  });

  it('is named in the dev server’s log while it is parsed for a request', async () => {
    const { root, release } = slowSite();
    const dev = await startTestDevServer(root);
    try {
      const response = fetch(new URL('slow.html', dev.url));
      await expect.poll(() => dev.logs.find((l) => NAMED.test(l)), { timeout: 15_000, interval: 200 }).toBeDefined();
      release();
      expect((await response).status).toBe(200);
    } finally {
      release();
      await dev.close();
    }
  });
});
