import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfigJsonSchema } from '../../../../src/render/site/config-schema.js';
import { loadConfig } from '../../../../src/render/site/config.js';
import { parseSiteConfig } from '../../../../src/render/site/config-validate.js';
import { formatDiagnostic } from '../../../../src/render/diagnostics.js';
import { scanSite } from '../../../../src/render/site/scan.js';

/** The problems of a config, as printed (no colours). */
function errorsOf(raw: unknown, text?: string): string[] {
  const { config, diagnostics } = parseSiteConfig(raw, 'site.config.json', text ?? JSON.stringify(raw, null, 2));
  expect(config).toBeUndefined();
  return diagnostics.map((d) => formatDiagnostic(d, { color: false }));
}

/** A valid config (the test fails on problems). */
function valid(raw: unknown) {
  const { config, diagnostics } = parseSiteConfig(raw);
  expect(diagnostics).toEqual([]);
  return config!;
}

/** A config loaded from a folder (the test fails on problems). */
async function loaded(dir: string, overrides = {}) {
  const { config, diagnostics } = await loadConfig(dir, overrides);
  expect(diagnostics).toEqual([]);
  return config!;
}

describe('site.config.json', () => {
  it('fills defaults', () => {
    const c = valid({});
    expect(c).toMatchObject({
      lang: 'en-US',
      base: '/',
      srcDir: 'docs',
      outDir: 'dist',
      search: true,
      sidebar: 'auto',
    });
    expect(c.notFound).toEqual([
      "There's nothing here.",
      'How did we get here?',
      "That's a Four-Oh-Four.",
      "Looks like we've got some broken links.",
    ]);
  });

  it('reports an unknown key with a did-you-mean', () => {
    expect(errorsOf({ sidbar: 'auto' }, '{ "sidbar": "auto" }')).toEqual([
      'site.config.json:1:3  error    invalid-config  sidbar: unknown key — did you mean "sidebar"?\n    hint: rename it to "sidebar"',
    ]);
  });

  it('reports nested problems with their JSON path and position, all at once', () => {
    const raw = {
      navbar: [
        { text: 'A', link: '/a' },
        { text: 'B', lnk: '/b' },
      ],
      sidebar: { '/guide/': [{ text: 'G', colapsible: true, children: [] }] },
      base: 'docs',
    };
    expect(errorsOf(raw)).toEqual([
      'site.config.json:21:11  error    invalid-config  base: must start and end with "/", e.g. "/" or "/docs/"',
      // A missing key: its object's position.
      'site.config.json:7:5  error    invalid-config  navbar[1].link: Invalid input: expected string, received undefined\n    hint: expected a value of type string',
      // An unknown key: the key itself.
      'site.config.json:9:7  error    invalid-config  navbar[1].lnk: unknown key — did you mean "link"?\n    hint: rename it to "link"',
      'site.config.json:16:9  error    invalid-config  sidebar./guide/[0].colapsible: unknown key — did you mean "collapsible"?\n    hint: rename it to "collapsible"',
    ]);
  });

  it('reports what an analytics provider needs and is not given, at the analytics object', () => {
    expect(errorsOf({ analytics: { provider: 'beacon' } })).toEqual([
      'site.config.json:2:16  error    invalid-config  analytics.endpoint: "beacon" needs "endpoint": the URL each page view is sent to, e.g. "https://stats.example.com/collect"',
    ]);
    expect(errorsOf({ analytics: { provider: 'plausible', endpoint: 'stats.example.com' } })).toEqual([
      'site.config.json:4:17  error    invalid-config  analytics.endpoint: must be an http(s) URL, such as "https://stats.example.com/api/event"',
      'site.config.json:2:16  error    invalid-config  analytics.id: "plausible" needs "id": the domain Plausible knows the site by, e.g. "docs.example.com"',
    ]);
    expect(valid({ analytics: { provider: 'plausible', id: 'docs.example.com' } }).analytics).toEqual({
      provider: 'plausible',
      id: 'docs.example.com',
    });
  });

  it('reports a wrong type with a hint', () => {
    expect(errorsOf({ title: 3 }, '{\n  "title": 3\n}')).toEqual([
      'site.config.json:2:12  error    invalid-config  title: Invalid input: expected string, received number\n    hint: expected a value of type string',
    ]);
  });

  it('reports invalid JSON with its line', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-config-'));
    fs.mkdirSync(path.join(dir, 'docs'));
    fs.writeFileSync(path.join(dir, 'site.config.json'), '{\n  "title": "x",\n}\n');
    const { config, diagnostics } = await loadConfig(dir);
    expect(config).toBeUndefined();
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]!.message).toMatch(/^invalid JSON: /);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', rule: 'invalid-config', line: 3 });
  });

  it('places a missing srcDir on its value in the file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-config-'));
    fs.writeFileSync(path.join(dir, 'site.config.json'), '{\n  "title": "x",\n  "srcDir": "pages"\n}\n');
    const { diagnostics } = await loadConfig(dir);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        rule: 'not-a-folder',
        line: 3,
        column: 13,
        message: expect.stringMatching(/^srcDir: folder .*pages does not exist$/),
      }),
    ]);
  });

  it('reports a site folder that is missing, or a file, as not a folder (not as a bad config)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-root-'));
    fs.writeFileSync(path.join(dir, 'notes.md'), '# Notes\n');
    const missing = path.join(dir, 'nope');
    expect((await loadConfig(missing)).diagnostics).toEqual([
      expect.objectContaining({ rule: 'not-a-folder', message: `no such folder: ${missing}` }),
    ]);
    const file = path.join(dir, 'notes.md');
    expect((await loadConfig(file)).diagnostics).toEqual([
      expect.objectContaining({ rule: 'not-a-folder', message: `not a folder: ${file}` }),
    ]);
  });

  it('uses the folder itself as docs folder without a config (zero config)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'my-notes-'));
    const rc = await loaded(dir);
    expect(rc.zeroConfig).toBe(true);
    expect(rc.srcDir).toBe(dir);
    expect(rc.config.title).toBe(path.basename(dir));
    expect(rc.config.sidebar).toBe('auto');
  });

  it('does not take an earlier build output in a zero-config folder for assets', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'my-notes-'));
    fs.writeFileSync(path.join(dir, 'index.md'), '# Notes\n');
    fs.mkdirSync(path.join(dir, 'dist', 'assets', 'pages'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'dist', '404.html'), '');
    fs.writeFileSync(path.join(dir, 'dist', 'index.html'), '');
    fs.mkdirSync(path.join(dir, 'img'));
    fs.writeFileSync(path.join(dir, 'img', 'a.png'), '');
    // Built into another folder: dist/ is not the output, yet it is one.
    const scan = scanSite(await loaded(dir, { outDir: path.join(dir, 'elsewhere') }));
    expect(scan.assets).toEqual(['img/a.png']);
    expect(scan.pages).toEqual(['index.md']);
  });

  it('ships a JSON Schema that matches the validator', () => {
    const shipped = JSON.parse(
      fs.readFileSync(new URL('../../../../schema/site.config.schema.json', import.meta.url), 'utf8'),
    );
    expect(shipped).toEqual(siteConfigJsonSchema());
  });

  it('accepts the repository site config', () => {
    const raw = JSON.parse(fs.readFileSync(new URL('../../../../site.config.json', import.meta.url), 'utf8'));
    expect(parseSiteConfig(raw).diagnostics).toEqual([]);
  });
});
