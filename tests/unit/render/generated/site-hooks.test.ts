// The load step with plugins' `data` and `pages` hooks: generated pages take their place among the
// docs folder's files exactly as files at their paths would, their sources are where the page step
// reads them, and what the hooks read is followed; a load without them leaves the folder as it was.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../../src/render/load.js';
import { generatedDir } from '../../../../src/render/generated/generated-dir.js';
import { writeTree } from '../../../helpers/fixtures.js';

const plugin = (pages: string[]) =>
  `export default () => ({ name: 'gen', data: (site) => ({ titles: site.content('**/*.md').map((p) => p.title) }), pages(site) { site.watch('list.json'); return ${JSON.stringify(pages)}.map((p) => ({ path: p, source: '# ' + p })); } });\n`;

describe('loadSite with generated pages', () => {
  it('orders generated pages as the walk would order files at their paths', async () => {
    const files = { 'docs/index.md': '# Home\n', 'docs/a/b.md': '# B\n', 'docs/z.md': '# Z\n' };
    const made = ['a-b.md', 'a/c.md', 'a/a.md', 'y.md'];
    const generated = writeTree({
      ...files,
      'site.config.json': JSON.stringify({ plugins: ['./gen.mjs'] }),
      'gen.mjs': plugin(made),
    });
    const real = writeTree({
      ...files,
      ...Object.fromEntries(made.map((p) => [`docs/${p}`, `# ${p}`])),
      'site.config.json': '{}',
    });
    const a = (await loadSite(generated)).site!;
    const b = (await loadSite(real)).site!;
    expect(a.inputs.map((i) => i.file)).toEqual(b.inputs.map((i) => i.file));
    expect([...a.routes].sort()).toEqual([...b.routes].sort());
    expect(a.files).toEqual(b.files);
  });

  it('reads a generated page from where it is written, names it by that file, and follows what the hooks read', async () => {
    const root = writeTree({
      'docs/index.md': '# Home\n',
      'site.config.json': JSON.stringify({ plugins: ['./gen.mjs'] }),
      'gen.mjs': plugin(['tags/vue.md']),
    });
    const { site, diagnostics } = await loadSite(root);
    expect(diagnostics).toEqual([]);
    const abs = site!.sourceOf('tags/vue.md');
    expect(abs.startsWith(generatedDir(site!.rc.srcDir))).toBe(true);
    expect(fs.readFileSync(abs, 'utf8')).toBe('---\neditLink: false\n---\n# tags/vue.md');
    expect(site!.inputs.find((i) => i.file === 'tags/vue.md')?.abs).toBe(abs);
    expect(site!.label('tags/vue.md')).toMatch(/\/gen\/tags\/vue\.md$/);
    expect(site!.sourceOf('index.md')).toBe(path.join(site!.rc.srcDir, 'index.md'));
    // content() read docs/index.md; watch() named list.json.
    expect(site!.rc.configFiles).toEqual(
      expect.arrayContaining([path.join(root, 'list.json'), path.join(root, 'docs', 'index.md')]),
    );
    expect(JSON.parse(fs.readFileSync(site!.dataFiles.get('titles')!, 'utf8'))).toEqual(['Home']);
  });

  it('removes the pages a plugin no longer generates, and keeps an unchanged one as it was written', async () => {
    const root = writeTree({
      'docs/index.md': '# Home\n',
      'list.json': '["a.md", "b.md"]',
      'site.config.json': JSON.stringify({ plugins: ['./gen.mjs'] }),
      'gen.mjs':
        "import fs from 'node:fs';\nimport path from 'node:path';\nexport default () => ({ name: 'gen', pages: (site) => JSON.parse(fs.readFileSync(path.join(site.root, 'list.json'), 'utf8')).map((p) => ({ path: p, source: '# ' + p })) });\n",
    });
    const first = (await loadSite(root)).site!;
    const a = first.sourceOf('a.md');
    const b = first.sourceOf('b.md');
    const time = fs.statSync(a).mtimeMs;
    fs.writeFileSync(path.join(root, 'list.json'), '["a.md"]');
    const second = (await loadSite(root)).site!;
    expect(second.inputs.map((i) => i.file)).toEqual(['a.md', 'index.md']);
    expect(fs.existsSync(b)).toBe(false);
    expect(fs.statSync(a).mtimeMs).toBe(time);
  });

  it('leaves no generated folder behind once the site has no such hooks', async () => {
    const root = writeTree({
      'docs/index.md': '# Home\n',
      'site.config.json': JSON.stringify({ plugins: ['./gen.mjs'] }),
      'gen.mjs': plugin(['a.md']),
    });
    const { site } = await loadSite(root);
    const dir = generatedDir(site!.rc.srcDir);
    expect(fs.existsSync(dir)).toBe(true);
    fs.writeFileSync(path.join(root, 'site.config.json'), '{}');
    await loadSite(root);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('takes the pages of a generator, one at a time, and reports its failure midway naming the plugin', async () => {
    const root = writeTree({
      'docs/index.md': '# Home\n',
      'site.config.json': JSON.stringify({ plugins: ['./gen.mjs'] }),
      'gen.mjs':
        "export default () => ({ name: 'gen', async *pages() { yield { path: 'a.md', source: '# A' }; yield { path: 'b.md', source: '# B' }; throw new Error('record 3 is broken'); } });\n",
    });
    const { site, diagnostics } = await loadSite(root);
    expect(site!.inputs.map((i) => i.file)).toEqual(['a.md', 'b.md', 'index.md']);
    expect(diagnostics.map((d) => d.message)).toEqual(['plugin "gen": failed in pages: record 3 is broken']);
  });
});
