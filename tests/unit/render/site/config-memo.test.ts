// A valid config is remembered (by its content and the toolkit) so that an unchanged build need not
// load the schema; what comes back must be exactly what validating gives, and problems are never
// remembered away.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../src/render/site/config.js';
import { parseSiteConfig } from '../../../../src/render/site/config-validate.js';
import { DigestMemo, digestsFile } from '../../../../src/render/incremental/digest-memo.js';

const REPO = path.resolve(import.meta.dirname, '../../../..');
const configs = [
  path.join(REPO, 'site.config.json'),
  ...fs
    .readdirSync(path.join(REPO, 'tests/fixtures'))
    .map((f) => path.join(REPO, 'tests/fixtures', f, 'site.config.json')),
].filter((f) => fs.existsSync(f));

describe('config memo', () => {
  let memo = new DigestMemo();
  afterEach(() => {
    memo = new DigestMemo();
  });

  it('gives back, through JSON, exactly what validation gives for every config we ship and test with', () => {
    expect(configs.length).toBeGreaterThan(5);
    for (const file of configs) {
      const { config } = parseSiteConfig(JSON.parse(fs.readFileSync(file, 'utf8')));
      expect(config, file).toBeDefined();
      expect(JSON.parse(JSON.stringify(config)), file).toStrictEqual(config);
    }
  });

  it('loads a remembered config the same, and still reports a config made invalid since', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-config-memo-'));
    fs.mkdirSync(path.join(root, 'docs'));
    const file = path.join(root, 'site.config.json');
    fs.writeFileSync(file, JSON.stringify({ title: 'Memo', srcDir: 'docs', description: 'Remembered' }));
    memo = new DigestMemo({ cacheDir: path.join(root, 'cache'), site: root });
    const first = await loadConfig(root, {}, memo);
    expect(first.config?.config.title).toBe('Memo');
    memo.save();
    memo = new DigestMemo({ cacheDir: path.join(root, 'cache'), site: root });
    const stored = JSON.parse(fs.readFileSync(digestsFile(path.join(root, 'cache'), root), 'utf8')) as {
      derived: Record<string, unknown>;
    };
    expect(Object.keys(stored.derived).some((k) => k.startsWith('config:'))).toBe(true);
    const again = await loadConfig(root, {}, memo);
    expect(again).toStrictEqual(first);
    // The build adds plugins' head elements to the config it got: not to what is remembered.
    again.config!.config.head.push(['meta', { name: 'x', content: 'y' }]);
    expect(await loadConfig(root, {}, memo)).toStrictEqual(first);
    fs.writeFileSync(file, JSON.stringify({ titel: 'Memo', srcDir: 'docs', description: 'Remembered' }));
    const broken = await loadConfig(root, {}, memo);
    expect(broken.config).toBeUndefined();
    expect(broken.diagnostics[0]?.message).toContain('did you mean "title"');
  });
});
