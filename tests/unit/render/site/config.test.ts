import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfigJsonSchema } from '../../../../src/render/site/config-schema.js';
import { loadConfig, parseSiteConfig } from '../../../../src/render/site/config.js';
import { formatError, type BookdocsError } from '../../../../src/render/errors.js';
import { scanSite } from '../../../../src/render/site/scan.js';

function errorsOf(raw: unknown): string[] {
  try {
    parseSiteConfig(raw);
  } catch (err) {
    return (err as BookdocsError[]).map(formatError);
  }
  throw new Error('expected the config to be rejected');
}

describe('site.config.json', () => {
  it('fills defaults', () => {
    const c = parseSiteConfig({});
    expect(c).toMatchObject({ lang: 'en-US', base: '/', srcDir: 'docs', outDir: 'dist', search: true, sidebar: 'auto' });
    expect(c.notFound).toEqual(["There's nothing here.", 'How did we get here?', "That's a Four-Oh-Four.", "Looks like we've got some broken links."]);
  });

  it('reports an unknown key with a did-you-mean', () => {
    expect(errorsOf({ sidbar: 'auto' })).toEqual(['site.config.json: sidbar: unknown key — did you mean "sidebar"?\n  hint: rename it to "sidebar"']);
  });

  it('reports nested problems with their JSON path, all at once', () => {
    expect(
      errorsOf({
        navbar: [{ text: 'A', link: '/a' }, { text: 'B', lnk: '/b' }],
        sidebar: { '/guide/': [{ text: 'G', colapsible: true, children: [] }] },
        base: 'docs',
      }),
    ).toEqual([
      'site.config.json: base: must start and end with "/", e.g. "/" or "/docs/"',
      'site.config.json: navbar[1].link: Invalid input: expected string, received undefined\n  hint: expected a value of type string',
      'site.config.json: navbar[1].lnk: unknown key — did you mean "link"?\n  hint: rename it to "link"',
      'site.config.json: sidebar./guide/[0].colapsible: unknown key — did you mean "collapsible"?\n  hint: rename it to "collapsible"',
    ]);
  });

  it('reports a wrong type with a hint', () => {
    expect(errorsOf({ title: 3 })).toEqual(['site.config.json: title: Invalid input: expected string, received number\n  hint: expected a value of type string']);
  });

  it('reports invalid JSON with its line', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-config-'));
    fs.mkdirSync(path.join(dir, 'docs'));
    fs.writeFileSync(path.join(dir, 'site.config.json'), '{\n  "title": "x",\n}\n');
    try {
      loadConfig(dir);
      throw new Error('expected failure');
    } catch (err) {
      const [e] = err as BookdocsError[];
      expect(e!.message).toMatch(/^invalid JSON: /);
      expect(e!.location?.line).toBe(3);
    }
  });

  it('uses the folder itself as docs folder without a config (zero config)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'my-notes-'));
    const rc = loadConfig(dir);
    expect(rc.zeroConfig).toBe(true);
    expect(rc.srcDir).toBe(dir);
    expect(rc.config.title).toBe(path.basename(dir));
    expect(rc.config.sidebar).toBe('auto');
  });

  it('does not take an earlier build output in a zero-config folder for assets', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'my-notes-'));
    fs.writeFileSync(path.join(dir, 'index.md'), '# Notes\n');
    fs.mkdirSync(path.join(dir, 'dist', 'assets', 'pages'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'dist', '404.html'), '');
    fs.writeFileSync(path.join(dir, 'dist', 'index.html'), '');
    fs.mkdirSync(path.join(dir, 'img'));
    fs.writeFileSync(path.join(dir, 'img', 'a.png'), '');
    // Built into another folder: dist/ is not the output, yet it is one.
    const scan = scanSite(loadConfig(dir, { outDir: path.join(dir, 'elsewhere') }));
    expect(scan.assets).toEqual(['img/a.png']);
    expect(scan.pages).toEqual(['index.md']);
  });

  it('ships a JSON Schema that matches the validator', () => {
    const shipped = JSON.parse(fs.readFileSync(new URL('../../../../schema/site.config.schema.json', import.meta.url), 'utf8'));
    expect(shipped).toEqual(siteConfigJsonSchema());
  });

  it('accepts the repository site config', () => {
    const raw = JSON.parse(fs.readFileSync(new URL('../../../../site.config.json', import.meta.url), 'utf8'));
    expect(() => parseSiteConfig(raw)).not.toThrow();
  });
});
