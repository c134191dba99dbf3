// The dev server loads a site once: its background checks run on the dev site's own load (one route
// table), and files that come or go are listed again without loading the config and plugins again.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTree } from '../helpers/fixtures.js';
import { startTestDevServer, type TestDevServer } from '../helpers/dev.js';

describe('bookdocs dev: one load of the site', () => {
  let root: string;
  let dev: TestDevServer;
  /** Each time the site is loaded, its config in code adds a line to this file. */
  const loads = () => fs.readFileSync(path.join(root, 'loads.txt'), 'utf8').split('\n').filter(Boolean).length;
  const rules = async () => (await dev.diagnostics()).map((d) => d.rule).sort();
  beforeAll(async () => {
    root = writeTree({ 'docs/index.md': '# Home\n\n![A picture](./pic.png)\n\n[Later](./later.md)\n' });
    fs.writeFileSync(
      path.join(root, 'bookdocs.config.mjs'),
      [
        "import fs from 'node:fs';",
        '',
        `fs.appendFileSync(${JSON.stringify(path.join(root, 'loads.txt'))}, 'loaded\\n');`,
        '',
        "export default { title: 'Once' };",
        '',
      ].join('\n'),
    );
    dev = await startTestDevServer(root);
  });
  afterAll(() => dev?.close());

  it('checks the site it loaded, without loading it again', async () => {
    expect(await rules()).toEqual(['broken-link', 'missing-image']);
    expect(loads()).toBe(1);
  });

  it('lists files that come and go again, for its pages and for its checks alike, without loading the config again', async () => {
    fs.writeFileSync(path.join(root, 'docs/pic.png'), 'png');
    fs.writeFileSync(path.join(root, 'docs/later.md'), '# Later\n\nBack [home](./index.md).\n');
    await expect.poll(rules, { timeout: 10_000 }).toEqual([]);
    expect((await fetch(`${dev.url}later.html`)).status).toBe(200);
    fs.rmSync(path.join(root, 'docs/later.md'));
    await expect.poll(rules, { timeout: 10_000 }).toEqual(['broken-link']);
    expect((await fetch(`${dev.url}later.html`)).status).toBe(404);
    expect(loads()).toBe(1);
  });
});

describe('bookdocs dev: accessibility findings while writing', () => {
  let root: string;
  let dev: TestDevServer;
  const found = async () =>
    (await dev.diagnostics()).map((d) => `${path.basename(d.file ?? '')}:${d.line} ${d.severity} ${d.rule}`).sort();
  beforeAll(async () => {
    root = writeTree({
      'docs/index.md': '# Home\n\nRead [the guide](./guide.md).\n',
      'docs/guide.md': '# Guide\n\nBack [home](./index.md).\n',
      'site.config.json': JSON.stringify({ title: 'A11y', check: { rules: { 'a11y-link-text': 'error' } } }),
    });
    dev = await startTestDevServer(root);
  });
  afterAll(() => dev?.close());

  it("reports a finding when a page gains one, at the site's level, and drops it when fixed", async () => {
    expect(await found()).toEqual([]);
    fs.writeFileSync(path.join(root, 'docs/guide.md'), '# Guide\n\nBack [here](./index.md).\n\n#### Deep\n');
    await expect
      .poll(found, { timeout: 10_000 })
      .toEqual(['guide.md:3 error a11y-link-text', 'guide.md:5 warning a11y-heading-level']);
    fs.writeFileSync(path.join(root, 'docs/guide.md'), '# Guide\n\nBack [home](./index.md).\n');
    await expect.poll(found, { timeout: 10_000 }).toEqual([]);
  });
});
