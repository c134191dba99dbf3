// Config srcExclude: Markdown files matched are no pages (no route, no file, in no sidebar or search)
// and are not copied, yet a page can still include them; check agrees; a VitePress config's
// srcExclude is used the same way.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeTree } from '../helpers/fixtures.js';
import { build } from '../../src/render/build/build.js';
import { check } from '../../src/render/check/check.js';

const PAGES = {
  'docs/index.md': '# Home\n\n<!--@include: ./parts/shared.md-->\n',
  'docs/guide/a.md': '# A\n',
  'docs/guide/README.md': '# Readme of the folder, for the repository\n',
  'docs/parts/shared.md': 'Shared words from a part.\n',
  'docs/drafts/idea.md': '# Idea\n\n[broken](./nowhere.md)\n',
};

describe('srcExclude', () => {
  it('leaves matching Markdown files out of the pages and the output, and they can still be included', async () => {
    const root = writeTree({
      ...PAGES,
      'site.config.json': JSON.stringify({ srcExclude: ['drafts/**', '**/README.md', 'parts/**'] }),
    });
    const r = await build({ root, cache: false });
    const out = path.join(root, 'dist');
    expect(r.pages).toBe(2);
    expect(fs.existsSync(path.join(out, 'guide', 'a.html'))).toBe(true);
    for (const gone of [
      'drafts/idea.html',
      'drafts/idea.md',
      'guide/index.html',
      'guide/README.md',
      'parts/shared.html',
      'parts/shared.md',
    ])
      expect(fs.existsSync(path.join(out, gone)), gone).toBe(false);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('Shared words from a part.');
    // The excluded draft's broken link is no problem of the site.
    const checked = await check({ root, cache: false });
    expect(checked.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(checked.pages).toBe(2);
  });

  it("is taken from a VitePress config's srcExclude in zero config", async () => {
    const root = writeTree({
      ...PAGES,
      'docs/.vitepress/config.mts': "export default { srcExclude: ['drafts/**'] }\n",
    });
    const r = await build({ root, cache: false });
    expect(fs.existsSync(path.join(root, 'dist', 'drafts', 'idea.html'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'dist', 'guide', 'a.html'))).toBe(true);
    expect(r.diagnostics.filter((d) => d.rule === 'vitepress-config')).toEqual([]);
  });
});
