// Includes and snippet imports through the whole pipeline: build (with the page cache), check and dev.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { check } from '../../src/render/check/check.js';
import { devSocket, startTestDevServer } from '../helpers/dev.js';
import { read } from '../helpers/fixtures.js';

function site(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-includes-'));
  const files: Record<string, string> = {
    'index.md': '# Home\n\n<!--@include: ./parts/intro.md-->\n\n<<< @/snippets/add.ts#core{2}\n\n[Guide](./guide.md)\n',
    'guide.md': '# Guide\n\n@[code{1-1}](./snippets/add.ts)\n',
    'parts/intro.md': '## From the part\n\nSee [the guide](../guide.md) and [nothing](../nothing.md).\n',
    'snippets/add.ts':
      '// #region core\nexport function add(a: number, b: number) {\n  return a + b;\n}\n// #endregion core\n',
  };
  for (const [f, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
    fs.writeFileSync(path.join(root, f), text);
  }
  return root;
}

describe('includes and snippets', () => {
  it('are inlined by the build, reported by check at the directive, and refreshed when the included file changes', async () => {
    const root = site();
    const out = `${root}-out`;
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-includes-cache-'));
    const saved = process.env.BOOKDOCS_CACHE;
    process.env.BOOKDOCS_CACHE = '1';
    process.env.BOOKDOCS_CACHE_DIR = cacheDir;
    try {
      await build({ root, outDir: out });
      const home = read(out, 'index.html');
      expect(home).toContain('id="from-the-part"');
      expect(home).toContain('add');
      expect(home).not.toContain('#region');
      expect(home).not.toContain('@include');
      expect(read(out, 'guide.html')).toContain('region core');
      // The part's links point where they did from its folder; its broken one is reported on the page, at the include's line.
      expect(home).toContain('href="/guide.html"');
      const found = (await check({ root, cache: false })).diagnostics.filter(
        (d) => d.rule === 'broken-link' || d.rule === 'link-outside-docs',
      );
      expect(found).toEqual([
        expect.objectContaining({
          rule: 'broken-link',
          file: expect.stringMatching(/\/index\.md$/),
          line: 3,
          target: './nothing.md',
        }),
        // The part is a page of its own too (as in VitePress, unless excluded).
        expect.objectContaining({
          rule: 'broken-link',
          file: expect.stringMatching(/parts\/intro\.md$/),
          line: 3,
          target: '../nothing.md',
        }),
      ]);
      // A changed part is seen by the next build, though the page itself did not change (page cache).
      fs.writeFileSync(path.join(root, 'parts/intro.md'), '## Changed part\n');
      const again = await build({ root, outDir: out });
      expect(read(out, 'index.html')).toContain('id="changed-part"');
      expect(again.cachedPages).toBe(1); // guide.md only
    } finally {
      if (saved === undefined) delete process.env.BOOKDOCS_CACHE;
      else process.env.BOOKDOCS_CACHE = saved;
      delete process.env.BOOKDOCS_CACHE_DIR;
    }
  });

  it('never reads outside the docs folder, and names a missing file with its line', async () => {
    const root = site();
    fs.writeFileSync(
      path.join(root, 'bad.md'),
      '# Bad\n\n<!--@include: ../../etc/passwd-->\n\n<<< ./snippets/nope.ts\n',
    );
    const found = (await check({ root, cache: false })).diagnostics.filter((d) => d.file?.endsWith('bad.md'));
    expect(found.map((d) => [d.severity, d.rule, d.line])).toEqual([
      ['error', 'include-outside-docs', 3],
      ['error', 'missing-include', 5],
    ]);
  });

  it('are followed by the dev server: saving a part updates the page that includes it, in place', async () => {
    const root = site();
    const dev = await startTestDevServer(root);
    try {
      expect(await (await fetch(dev.url)).text()).toContain('From the part');
      const ws = await devSocket(dev.url);
      fs.writeFileSync(path.join(root, 'parts/intro.md'), '## Saved part\n');
      await expect
        .poll(
          () => ws.messages.some((m) => m.type === 'page' && m.route === '/' && m.view.html.includes('Saved part')),
          { timeout: 10_000 },
        )
        .toBe(true);
      ws.close();
    } finally {
      await dev.close();
    }
  });
});
