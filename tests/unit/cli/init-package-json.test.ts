import { describe, expect, it } from 'vitest';
import { mergePackageJson } from '../../../src/cli/init-package-json.js';

const STARTER = JSON.stringify({
  name: 'site',
  private: true,
  type: 'module',
  scripts: { dev: 'bookdocs dev', build: 'bookdocs build' },
  devDependencies: { bookdocs: '^0.3.0' },
});

describe('mergePackageJson', () => {
  it('adds bookdocs and the scripts, keeping every other key, in the order they were', () => {
    const existing =
      '{\n  "name": "mine",\n  "version": "1.0.0",\n  "devDependencies": { "typescript": "^5.9.0" }\n}\n';
    const merge = mergePackageJson(existing, STARTER);
    expect(merge).toMatchObject({
      ok: true,
      added: ['devDependencies.bookdocs', 'scripts.dev', 'scripts.build'],
      kept: [],
    });
    if (!merge.ok) return;
    expect(merge.text).toBe(
      JSON.stringify(
        {
          name: 'mine',
          version: '1.0.0',
          devDependencies: { typescript: '^5.9.0', bookdocs: '^0.3.0' },
          scripts: { dev: 'bookdocs dev', build: 'bookdocs build' },
        },
        null,
        2,
      ) + '\n',
    );
    // Not "type": the project's own modules keep the module system they had.
    expect(JSON.parse(merge.text)).not.toHaveProperty('type');
  });

  it('keeps its own bookdocs dependency and scripts of the same names', () => {
    const existing = JSON.stringify({
      dependencies: { bookdocs: 'github:me/bookdocs' },
      scripts: { build: 'tsc', dev: 'bookdocs dev' },
    });
    const merge = mergePackageJson(existing, STARTER);
    expect(merge).toEqual({ ok: true, text: existing, added: [], kept: ['dependencies.bookdocs', 'scripts.build'] });
  });

  it('writes the file back with its own indentation and line ends, and without a final newline if it had none', () => {
    const tabs = mergePackageJson('{\r\n\t"name": "mine"\r\n}', STARTER);
    expect(tabs.ok && tabs.text).toBe(
      '{\r\n\t"name": "mine",\r\n\t"devDependencies": {\r\n\t\t"bookdocs": "^0.3.0"\r\n\t},\r\n\t"scripts": {\r\n\t\t"dev": "bookdocs dev",\r\n\t\t"build": "bookdocs build"\r\n\t}\r\n}',
    );
  });

  it('refuses a file that is not a JSON object, or whose scripts or dependencies are not objects', () => {
    expect(mergePackageJson('{ "name": "mine", }', STARTER)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^it is not valid JSON/),
    });
    expect(mergePackageJson('[]', STARTER)).toEqual({ ok: false, reason: 'it is not a JSON object' });
    expect(mergePackageJson('{"scripts": "x"}', STARTER)).toEqual({
      ok: false,
      reason: 'its "scripts" is not an object',
    });
    expect(mergePackageJson('{"devDependencies": []}', STARTER)).toEqual({
      ok: false,
      reason: 'its "devDependencies" is not an object',
    });
  });
});
