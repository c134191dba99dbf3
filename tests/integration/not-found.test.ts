// A site's own 404.md is its not-found page: built as 404.html, served by dev for unknown addresses,
// and in no sidebar, search index or orphan report.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { check } from '../../src/render/check/check.js';
import { startTestDevServer } from '../helpers/dev.js';
import { copyFixture, read } from '../helpers/fixtures.js';

describe("a site's own 404.md", () => {
  it('fills the not-found page in the build and in dev, and is no ordinary page', async () => {
    const root = copyFixture('basic');
    fs.writeFileSync(path.join(root, 'docs/404.md'), '# Lost?\n\nTry the [guide](./guide/).\n');
    const result = await build({ root });
    expect(result.diagnostics).toEqual([]);
    const html = read(root, 'dist/404.html');
    expect(html).toContain('Lost?');
    expect(html).toContain('href="/guide/"');
    expect(html).toContain('bd-not-found-custom');
    expect(html).not.toContain('bd-sidebar-link');
    // Not in other pages' sidebars, not searchable.
    expect(read(root, 'dist/guide/first.html')).not.toContain('/404.html');
    const meta = /"indexes":\{"\/":"\/(assets\/search\/root\.json)"/.exec(read(root, 'dist/index.html'))![1]!;
    expect(read(root, `dist/${meta}`)).not.toContain('404');
    expect((await check({ root, cache: false })).diagnostics).toEqual([]);
    const dev = await startTestDevServer(root);
    try {
      const res = await fetch(new URL('no/such/page', dev.url));
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('Lost?');
      // The client's navigation to an unknown page fetches it as data.
      expect(
        ((await (await fetch(new URL('assets/pages/404.json', dev.url))).json()) as { html: string }).html,
      ).toContain('Lost?');
    } finally {
      await dev.close();
    }
  });
});
