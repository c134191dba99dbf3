// A build with Algolia DocSearch: DocSearch's widget is a lazy chunk and no local index is written;
// a site with bookdocs' own search carries no DocSearch at all, not even its button. Dev serves the same choice.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { copyFixture } from '../helpers/fixtures.js';

const chunks = (root: string) => fs.readdirSync(path.join(root, 'dist', 'assets', 'chunks'));

describe('search provider in the build', () => {
  it('Algolia: DocSearch in its own chunk, not in the entry, and no local index', async () => {
    const root = copyFixture('docsearch-site');
    await build({ root });
    expect(chunks(root).filter((f) => f.startsWith('docsearch-widget.'))).toHaveLength(1);
    expect(fs.existsSync(path.join(root, 'dist', 'assets', 'search'))).toBe(false);
    const main = fs.readdirSync(path.join(root, 'dist', 'assets')).find((f) => /^main\..*\.js$/.test(f))!;
    const entry = fs.readFileSync(path.join(root, 'dist', 'assets', main), 'utf8');
    // DocSearch's own code (it names itself to Algolia as "docsearch.js") is not in the entry.
    expect(entry.includes('docsearch.js')).toBe(false);
    const widget = chunks(root).find((f) => f.startsWith('docsearch-widget.'))!;
    expect(fs.readFileSync(path.join(root, 'dist', 'assets', 'chunks', widget), 'utf8').includes('docsearch.js')).toBe(
      true,
    );
    const html = fs.readFileSync(path.join(root, 'dist', 'zh', 'index.html'), 'utf8');
    expect(html).toContain('aria-label="搜索文档"');
    // Nothing links or preloads the widget: it loads when a reader opens search.
    expect(html).not.toContain('docsearch-widget');
  }, 120_000);

  it('local search: no DocSearch chunk, and the local index', async () => {
    const root = copyFixture('docsearch-site');
    const config = JSON.parse(fs.readFileSync(path.join(root, 'site.config.json'), 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(path.join(root, 'site.config.json'), JSON.stringify({ ...config, search: true }));
    await build({ root });
    expect(chunks(root).some((f) => f.startsWith('docsearch-widget.'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'dist', 'assets', 'search'))).toBe(true);
    // Nor the navbar's DocSearch button: no script of the site holds its class name.
    const scripts = [
      ...fs.readdirSync(path.join(root, 'dist', 'assets')).filter((f) => f.endsWith('.js')),
      ...chunks(root).map((f) => `chunks/${f}`),
    ];
    const withButton = scripts.filter((f) =>
      fs.readFileSync(path.join(root, 'dist', 'assets', f), 'utf8').includes('bd-docsearch-button'),
    );
    expect(withButton).toEqual([]);
  }, 120_000);
});
