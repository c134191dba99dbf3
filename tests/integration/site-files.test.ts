// Only the site is read and published: links that lead out of the docs or public folder, loops,
// dangling links and special files are left out with a warning at the link, the same in build, check
// and dev; a page over the size limit is an error, not a hang.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { check } from '../../src/render/check/check.js';
import { MAX_PAGE_BYTES } from '../../src/render/page/markdown-source.js';
import { buildFailure } from '../helpers/build-failure.js';
import { startTestDevServer } from '../helpers/dev.js';
import { writeTree } from '../helpers/fixtures.js';

/** A site whose docs and public folders hold links of every kind. */
function hostileSite(): string {
  const root = writeTree({
    'site.config.json': JSON.stringify({ title: 'Links', srcDir: 'docs' }),
    'docs/index.md': '# Home\n\n[Guide](./guide.md) [Alias](./alias.md) [Shared](./shared/page.md)\n',
    'docs/guide.md': '# Guide\n\nText.\n',
    'docs/real/page.md': '# Real page\n\nShared words.\n',
    'docs/public/logo.txt': 'logo',
    'secret.md': '# Secret\n\nThe password is swordfish.\n',
    'secret.txt': 'swordfish',
  });
  const docs = path.join(root, 'docs');
  const link = (target: string, at: string) => fs.symlinkSync(target, path.join(docs, at));
  link('/etc/passwd', 'passwd.txt'); // a file outside, by absolute path
  link('../secret.md', 'outside.md'); // a page outside, by relative path
  link('../../secret.txt', 'public/leak.txt'); // a public file outside
  link('/dev/zero', 'zero.md'); // a device
  link('.', 'loop'); // a folder that holds the link
  fs.mkdirSync(path.join(docs, 'deep'));
  link('..', 'deep/up'); // its parent
  link('nothing.md', 'dangling.md');
  link('self-a.md', 'self-b.md'); // a loop between two links
  link('self-b.md', 'self-a.md');
  link('guide.md', 'alias.md'); // inside: a page
  link('real', 'shared'); // inside: a folder
  return root;
}

const LEFT_OUT = [
  ['dangling.md', 'broken-symlink'],
  ['deep/up', 'symlink-loop'],
  ['loop', 'symlink-loop'],
  ['outside.md', 'symlink-outside-site'],
  ['passwd.txt', 'symlink-outside-site'],
  ['public/leak.txt', 'symlink-outside-site'],
  ['self-a.md', 'symlink-loop'],
  ['self-b.md', 'symlink-loop'],
  ['zero.md', 'symlink-outside-site'],
];

/** The links and files left out, as [path in `dir`, rule]. */
const found = (list: { rule?: string; file?: string }[], dir: string) =>
  list
    .filter((d) => d.rule && /symlink|not-a-file/.test(d.rule))
    .map((d) => [path.relative(dir, path.resolve(d.file!)), d.rule])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

describe('files of the site', () => {
  it('builds without reading or publishing anything a link leads to outside the site', async () => {
    const root = hostileSite();
    const result = await build({ root, cache: false });
    expect(found(result.diagnostics, path.join(root, 'docs'))).toEqual(LEFT_OUT);
    const out = path.join(root, 'dist');
    const all = fs.readdirSync(out, { recursive: true }).map(String);
    for (const name of ['passwd.txt', 'leak.txt', 'outside.html', 'zero.html', 'dangling.html'])
      expect(all, name).not.toContain(name);
    const text = all
      .filter((f) => fs.statSync(path.join(out, f)).isFile())
      .map((f) => fs.readFileSync(path.join(out, f), 'utf8'))
      .join('\n');
    expect(text).not.toContain('swordfish');
    expect(text).not.toContain('root:x:0');
    // Links inside the site are followed.
    expect(fs.readFileSync(path.join(out, 'alias.html'), 'utf8')).toContain('<h1');
    expect(fs.readFileSync(path.join(out, 'shared/page.html'), 'utf8')).toContain('Shared words');
    expect(fs.existsSync(path.join(out, 'logo.txt'))).toBe(true);
  });

  it('check reports exactly what build reports, at the link', async () => {
    const root = hostileSite();
    const result = await check({ root, cache: false });
    expect(found(result.diagnostics, path.join(root, 'docs'))).toEqual(LEFT_OUT);
    const d = result.diagnostics.find((x) => x.rule === 'symlink-outside-site' && x.file!.endsWith('passwd.txt'))!;
    expect(d.message).toContain('/etc/passwd');
    expect(d.hint).toMatch(/copy the file in/);
  });

  it('dev serves none of it and keeps answering', async () => {
    const root = hostileSite();
    const dev = await startTestDevServer(root);
    try {
      for (const p of ['/passwd.txt', '/leak.txt', '/outside.html', '/zero.html', '/loop/loop/guide.html']) {
        const res = await fetch(dev.url + p.slice(1));
        expect(res.status, p).toBe(404);
        expect(await res.text(), p).not.toMatch(/swordfish|root:x:0/);
      }
      expect((await fetch(`${dev.url}shared/page.html`)).status).toBe(200);
      expect(found(await dev.diagnostics(), path.join(root, 'docs'))).toEqual(LEFT_OUT);
      // Made while it runs: a page that is a device, a folder that leads back up.
      fs.symlinkSync('/dev/zero', path.join(root, 'docs/late.md'));
      fs.symlinkSync('..', path.join(root, 'docs/real/late-up'));
      const settled = async () => found(await dev.diagnostics(), path.join(root, 'docs')).length;
      for (let i = 0; i < 200 && (await settled()) < LEFT_OUT.length + 3; i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(found(await dev.diagnostics(), path.join(root, 'docs'))).toEqual(
        [
          ...LEFT_OUT,
          ['late.md', 'symlink-outside-site'],
          ['real/late-up', 'symlink-loop'],
          ['shared/late-up', 'symlink-loop'],
        ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      );
      expect((await fetch(`${dev.url}late.html`)).status).toBe(404);
      expect((await fetch(`${dev.url}guide.html`)).status).toBe(200);
    } finally {
      await dev.close();
    }
  });

  it('dev keeps answering when a page it serves is replaced by a link to a device', async () => {
    const root = writeTree({ 'index.md': '# Home\n\n[Page](./page.md)\n', 'page.md': '# Page\n\nWords.\n' });
    const dev = await startTestDevServer(root);
    try {
      expect((await fetch(`${dev.url}page.html`)).status).toBe(200);
      fs.rmSync(path.join(root, 'page.md'));
      fs.symlinkSync('/dev/zero', path.join(root, 'page.md'));
      // Whatever the watcher made of it, the page is not read: an error or a missing page, at once.
      for (let i = 0; i < 40; i++) {
        const res = await fetch(`${dev.url}page.html`);
        expect([200, 404, 500]).toContain(res.status);
        if (res.status !== 200) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect((await fetch(`${dev.url}page.html`)).status).not.toBe(200);
      expect((await fetch(dev.url)).status).toBe(200);
    } finally {
      await dev.close();
    }
  });

  it('leaves out a FIFO named like a page instead of waiting on it forever', async () => {
    const root = writeTree({ 'index.md': '# Home\n' });
    if (spawnSync('mkfifo', [path.join(root, 'pipe.md')]).status !== 0) throw new Error('mkfifo failed');
    const result = await build({ root, cache: false });
    expect(found(result.diagnostics, root)).toEqual([['pipe.md', 'not-a-file']]);
  });

  it('refuses a page over the size limit with an error naming it, in check and build', async () => {
    const root = writeTree({
      'index.md': '# Home\n',
      'huge.md': `# Huge\n\n${'word '.repeat(MAX_PAGE_BYTES / 5 + 10)}`,
    });
    const checked = await check({ root, cache: false });
    const d = checked.diagnostics.find((x) => x.rule === 'page-too-large');
    expect(d).toMatchObject({ severity: 'error', file: expect.stringMatching(/huge\.md$/) });
    expect(d!.hint).toMatch(/split it/);
    const failure = await buildFailure(build({ root, cache: false }));
    expect(failure.diagnostics.map((x) => x.rule)).toContain('page-too-large');
  });
});
