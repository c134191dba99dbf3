import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeFolders } from '../../../../src/render/site/locale-folders.js';

function folder(files: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-locales-'));
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.writeFileSync(path.join(dir, f), '# x\n');
  }
  return dir;
}

describe('language folders (zero config)', () => {
  it('should make a locale of each top-level folder named as a language that holds pages', () => {
    const locales = localeFolders(
      folder(['index.md', 'guide/a.md', 'zh/index.md', 'ja/index.md', 'pt-BR/a.md', 'de/img.png']),
      'en-US',
    );
    expect(Object.keys(locales!)).toEqual(['/', '/ja/', '/pt-BR/', '/zh/']);
    expect(locales!['/']).toMatchObject({ lang: 'en-US', label: 'English' });
    expect(locales!['/zh/']).toMatchObject({
      lang: 'zh-CN',
      label: '简体中文',
      searchPlaceholder: '搜索',
      labels: expect.objectContaining({ prev: '上一页', onThisPage: '本页目录' }),
    });
    expect(locales!['/pt-BR/']).toMatchObject({ lang: 'pt-BR', label: 'Português (Brasil)' });
  });

  it('should not take other folders for languages', () => {
    expect(localeFolders(folder(['index.md', 'guide/a.md', 'api/b.md', 'zhx/c.md']), 'en-US')).toBeUndefined();
    expect(localeFolders('/no/such/folder', 'en-US')).toBeUndefined();
  });
});
