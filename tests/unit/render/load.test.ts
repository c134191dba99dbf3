import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeTree } from '../../helpers/fixtures.js';
import { loadSite } from '../../../src/render/load.js';

/** A site folder from `{ path: content }` (posix paths). */

describe('loadSite', () => {
  it('returns config, routes, assets, public files, components and one page input per route', async () => {
    const root = writeTree({
      'site.config.json': '{ "title": "T" }',
      'docs/index.md': '# Home\n',
      'docs/guide/a.md': '# A\n',
      'docs/guide/img.png': 'png',
      'docs/public/logo.svg': '<svg/>',
      'components/Hello.tsx': 'export default () => null;',
    });
    const { site: s, diagnostics } = await loadSite(root);
    expect(diagnostics).toEqual([]);
    expect(s!.rc.config.title).toBe('T');
    expect([...s!.routes]).toEqual([
      ['/guide/a.html', 'guide/a.md'],
      ['/', 'index.md'],
    ]);
    expect(s!.assets).toEqual(['guide/img.png']);
    expect(s!.publicFiles).toEqual(['logo.svg']);
    // The site's own after the built-ins (which any of its own replaces).
    const names = [...s!.components.keys()];
    expect(names.at(-1)).toBe('Hello');
    expect(names).toEqual(expect.arrayContaining(['Tabs', 'TabItem', 'Aside', 'DocCardList']));
    expect(s!.inputs.map((i) => [i.file, i.source])).toEqual([
      ['guide/a.md', undefined],
      ['index.md', undefined],
    ]);
    expect((await loadSite(root, {}, { readSources: true })).site!.inputs.map((i) => i.source)).toEqual([
      '# A\n',
      '# Home\n',
    ]);
  });

  it('reports every problem of the route table at once, and leaves those files out of the pages', async () => {
    const root = writeTree({
      'site.config.json': '{ "srcDir": "." }',
      'index.md': '# Home\n',
      'sub/README.md': '# R\n',
      'sub/index.md': '# I\n',
      '404.md': '# 404\n',
    });
    const { site: s, diagnostics } = await loadSite(root);
    expect(
      diagnostics.map((d) => [d.rule, path.basename(path.dirname(d.file!)) + '/' + path.basename(d.file!)]),
    ).toEqual([['duplicate-route', 'sub/index.md']]);
    // 404.md is the site's own not-found page.
    expect(s!.inputs.map((i) => i.file)).toEqual(['404.md', 'index.md', 'sub/README.md']);
    expect(s!.files).toEqual(['404.md', 'index.md', 'sub/README.md', 'sub/index.md']);
  });

  it('says so when there is no page, and stops at a config it cannot use', async () => {
    const empty = writeTree({ 'site.config.json': '{}', 'docs/notes.txt': 'x' });
    expect((await loadSite(empty)).diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', rule: 'no-pages' }),
    ]);
    const bad = writeTree({ 'site.config.json': '{ "title": 1, "sidbar": "auto" }', 'docs/index.md': '# x\n' });
    const loaded = await loadSite(bad);
    expect(loaded.site).toBeUndefined();
    expect(loaded.diagnostics.map((d) => [d.rule, d.line, d.column])).toEqual([
      ['invalid-config', 1, 12],
      ['invalid-config', 1, 15],
    ]);
  });

  it("gives each page input its locale's language (default container titles)", async () => {
    const root = writeTree({
      'site.config.json': '{ "lang": "en-US", "locales": { "/": {}, "/zh/": { "lang": "zh-CN" }, "/fr/": {} } }',
      'docs/index.md': '# Home\n',
      'docs/zh/index.md': '# 首页\n',
      'docs/fr/index.md': '# Accueil\n',
    });
    expect((await loadSite(root)).site!.inputs.map((i) => [i.file, i.lang])).toEqual([
      ['fr/index.md', 'fr'],
      ['index.md', 'en-US'],
      ['zh/index.md', 'zh-CN'],
    ]);
  });

  it("takes index.md for a folder's page beside a README.md in a zero-config folder, with a warning", async () => {
    const root = writeTree({
      'index.md': '# Home\n',
      'README.md': '# The repository\n',
      'guide/README.md': '# Guide\n',
      'guide/index.md': '# Guide index\n',
    });
    const { site: s, diagnostics } = await loadSite(root);
    expect([...s!.routes]).toEqual([
      ['/', 'index.md'],
      ['/guide/', 'guide/index.md'],
    ]);
    expect(diagnostics.map((d) => [d.severity, d.rule, path.relative(root, d.file!)]).sort()).toEqual([
      ['warning', 'readme-beside-index', 'README.md'],
      ['warning', 'readme-beside-index', 'guide/README.md'],
    ]);
    expect(diagnostics[0]!.message).toBe("not a page: index.md is this folder's page, so README.md is left out");
    // With a site.config.json, both are still an error: the author's config says which one is meant.
    const configured = writeTree({ 'site.config.json': '{}', 'docs/index.md': '# a\n', 'docs/README.md': '# b\n' });
    expect((await loadSite(configured)).diagnostics.map((d) => [d.severity, d.rule])).toEqual([
      ['error', 'duplicate-route'],
    ]);
  });

  it('names a zero-config site after its home page, not its folder', async () => {
    const title = async (home: string) => (await loadSite(writeTree({ 'index.md': home }))).site!.rc.config.title;
    expect(await title('---\nlayout: home\nhero:\n  name: Vitest\n  text: Next\n---\n')).toBe('Vitest');
    expect(await title('---\nhome: true\nheroText: VuePress\ntitle: Home\n---\n')).toBe('VuePress');
    expect(await title('---\ntitle: Notes\n---\n# Welcome\n')).toBe('Notes');
    expect(await title('# Welcome\n')).toBe('Welcome');
    const plain = writeTree({ 'index.md': 'no heading\n' });
    expect((await loadSite(plain)).site!.rc.config.title).toBe(path.basename(plain));
    expect(
      (await loadSite(writeTree({ 'site.config.json': '{ "title": "Mine" }', 'docs/index.md': '# Other\n' }))).site!.rc
        .config.title,
    ).toBe('Mine');
  });
});
