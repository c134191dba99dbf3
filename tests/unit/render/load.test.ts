import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../src/render/load.js';

/** A site folder from `{ path: content }` (posix paths). */
function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-load-'));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

describe('loadSite', () => {
  it('returns config, routes, assets, public files, components and one page input per route', () => {
    const root = site({
      'site.config.json': '{ "title": "T" }',
      'docs/index.md': '# Home\n',
      'docs/guide/a.md': '# A\n',
      'docs/guide/img.png': 'png',
      'docs/public/logo.svg': '<svg/>',
      'components/Hello.tsx': 'export default () => null;',
    });
    const { site: s, diagnostics } = loadSite(root);
    expect(diagnostics).toEqual([]);
    expect(s!.rc.config.title).toBe('T');
    expect([...s!.routes]).toEqual([
      ['/guide/a.html', 'guide/a.md'],
      ['/', 'index.md'],
    ]);
    expect(s!.assets).toEqual(['guide/img.png']);
    expect(s!.publicFiles).toEqual(['logo.svg']);
    expect([...s!.components.keys()]).toEqual(['Hello']);
    expect(s!.inputs.map((i) => [i.file, i.source])).toEqual([
      ['guide/a.md', undefined],
      ['index.md', undefined],
    ]);
    expect(loadSite(root, {}, { readSources: true }).site!.inputs.map((i) => i.source)).toEqual(['# A\n', '# Home\n']);
  });

  it('reports every problem of the route table at once, and leaves those files out of the pages', () => {
    const root = site({ 'index.md': '# Home\n', 'sub/README.md': '# R\n', 'sub/index.md': '# I\n', '404.md': '# 404\n' });
    const { site: s, diagnostics } = loadSite(root);
    expect(diagnostics.map((d) => [d.rule, path.basename(path.dirname(d.file!)) + '/' + path.basename(d.file!)])).toEqual([
      ['reserved-route', `${path.basename(root)}/404.md`],
      ['duplicate-route', 'sub/index.md'],
    ]);
    expect(s!.inputs.map((i) => i.file)).toEqual(['index.md', 'sub/README.md']);
    expect(s!.files).toEqual(['404.md', 'index.md', 'sub/README.md', 'sub/index.md']);
  });

  it('says so when there is no page, and stops at a config it cannot use', () => {
    const empty = site({ 'site.config.json': '{}', 'docs/notes.txt': 'x' });
    expect(loadSite(empty).diagnostics).toEqual([expect.objectContaining({ severity: 'error', rule: 'no-pages' })]);
    const bad = site({ 'site.config.json': '{ "title": 1, "sidbar": "auto" }', 'docs/index.md': '# x\n' });
    const loaded = loadSite(bad);
    expect(loaded.site).toBeUndefined();
    expect(loaded.diagnostics.map((d) => [d.rule, d.line, d.column])).toEqual([
      ['invalid-config', 1, 12],
      ['invalid-config', 1, 15],
    ]);
  });

  it('gives each page input its locale\'s language (default container titles)', () => {
    const root = site({
      'site.config.json': '{ "lang": "en-US", "locales": { "/": {}, "/zh/": { "lang": "zh-CN" }, "/fr/": {} } }',
      'docs/index.md': '# Home\n',
      'docs/zh/index.md': '# 首页\n',
      'docs/fr/index.md': '# Accueil\n',
    });
    expect(loadSite(root).site!.inputs.map((i) => [i.file, i.lang])).toEqual([
      ['fr/index.md', 'fr'],
      ['index.md', 'en-US'],
      ['zh/index.md', 'zh-CN'],
    ]);
  });
});
