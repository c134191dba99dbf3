// Zero config at the root of a repository whose documentation lives in docs/: the site is docs/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../src/render/site/config.js';
import { docsFolderOf } from '../../../../src/render/site/docs-folder.js';

function folder(files: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-docs-folder-'));
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.writeFileSync(path.join(dir, f), f.endsWith('.md') ? '# x\n' : '');
  }
  return dir;
}

describe('the docs folder of a repository (zero config)', () => {
  it('is docs/ when it holds a VitePress or VuePress config, even beside a README', () => {
    expect(docsFolderOf(folder(['README.md', 'package.json', 'docs/index.md', 'docs/.vitepress/config.mts']))).toBe(
      'docs',
    );
    expect(docsFolderOf(folder(['README.md', 'docs/README.md', 'docs/.vuepress/config.ts']))).toBe('docs');
  });

  it('is docs/ when the root has no page of its own', () => {
    expect(docsFolderOf(folder(['SOURCE.txt', 'docs/index.md', 'docs/guide/a.md']))).toBe('docs');
  });

  it('is none when the root has pages of its own and docs/ no config, or there is no docs/', () => {
    expect(docsFolderOf(folder(['README.md', 'docs/index.md']))).toBeUndefined();
    expect(docsFolderOf(folder(['index.md', 'guide/a.md']))).toBeUndefined();
    expect(docsFolderOf(folder(['docs']))).toBeUndefined();
  });

  it('becomes the srcDir of a zero-config site, its language folders its locales; a config of ours decides alone', async () => {
    const root = folder(['SOURCE.txt', 'docs/index.md', 'docs/zh/index.md']);
    const { config } = await loadConfig(root);
    expect(config!.srcDir).toBe(path.join(root, 'docs'));
    expect(Object.keys(config!.config.locales ?? {})).toEqual(['/', '/zh/']);
    expect(config!.outDir).toBe(path.join(root, 'dist'));
    fs.writeFileSync(path.join(root, 'site.config.json'), '{}');
    expect((await loadConfig(root)).config!.srcDir).toBe(path.join(root, 'docs'));
    fs.writeFileSync(path.join(root, 'site.config.json'), '{ "srcDir": "." }');
    expect((await loadConfig(root)).config!.srcDir).toBe(root);
  });
});
