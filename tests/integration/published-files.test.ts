// What a build publishes: the pages, the docs folder's files they and the config refer to, and the
// public folder; never the rest of a repository. A file at a name the build writes is left out with
// a warning; deep routes get data chunks with names a file system can hold.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { check } from '../../src/render/check/check.js';
import { routeToDataFile } from '../../src/shared/routes.js';
import { buildFailure } from '../helpers/build-failure.js';
import { startTestDevServer } from '../helpers/dev.js';
import { writeTree } from '../helpers/fixtures.js';
import { tree } from '../helpers/tree.js';
import { withCacheDir } from '../helpers/cache-env.js';

/** Every file under `dir`, relative, sorted. */
const files = (dir: string): string[] => [...tree(dir).keys()];

/** A repository built with zero config at its root: a README, code, secrets, and docs that refer to some files. */
function repository(): string {
  return writeTree({
    'README.md':
      '# Tool\n\n![diagram](./docs/diagram.png)\n\nSee the [license](./LICENSE.txt) and the [guide](./docs/guide.md).\n',
    'docs/guide.md': [
      '---',
      'image: ./cover.png',
      '---',
      '# Guide',
      '',
      '<video src="./demo.mp4" poster="./poster.jpg" controls></video>',
      '',
      '<img srcset="./small.png 1x, ./large.png 2x" alt="x">',
      '',
    ].join('\n'),
    'docs/diagram.png': 'png',
    'docs/cover.png': 'cover',
    'docs/demo.mp4': 'mp4',
    'docs/poster.jpg': 'jpg',
    'docs/small.png': 's',
    'docs/large.png': 'l',
    'docs/unused.png': 'unused',
    'LICENSE.txt': 'MIT',
    'src/index.ts': 'export const secret = 1;',
    id_rsa: '-----BEGIN OPENSSH PRIVATE KEY-----',
    'secrets.json': '{"token":"abc"}',
    'config/credentials.yml': 'password: hunter2',
  });
}

const PUBLISHED = [
  'LICENSE.txt',
  'docs/cover.png',
  'docs/demo.mp4',
  'docs/diagram.png',
  'docs/large.png',
  'docs/poster.jpg',
  'docs/small.png',
];

/** What the build writes for agents: each page's clean Markdown copy and the llms files (see agents). */
const FOR_AGENTS = ['docs/guide.md', 'index.md', 'llms-full.txt', 'llms.txt'];

/** The output's files other than pages, bundles and what the build writes for agents. */
const published = (dir: string) =>
  files(dir).filter((f) => !/\.html$/.test(f) && !f.startsWith('assets/') && !FOR_AGENTS.includes(f));

describe('published files', () => {
  it('publishes the files pages refer to, and no other file of a repository built at its root', async () => {
    const root = repository();
    await build({ root, cache: false });
    expect(published(path.join(root, 'dist'))).toEqual(PUBLISHED);
    // The pages' Markdown copies are written by the build, never the sources as they are.
    const all = files(path.join(root, 'dist'));
    expect(all.filter((f) => FOR_AGENTS.includes(f))).toEqual(FOR_AGENTS);
    const copy = fs.readFileSync(path.join(root, 'dist', 'docs', 'guide.md'), 'utf8');
    expect(copy).not.toContain('image: ./cover.png');
    expect(copy).toContain('# Guide');
  });

  it('carries the same files over when nothing changed, and drops a file no page refers to any more', async () => {
    const root = repository();
    await withCacheDir(fs.mkdtempSync(path.join(root, '..', 'cache-')), async () => {
      await build({ root });
      const again = await build({ root });
      expect(again.cachedPages).toBe(again.pages);
      const others = published;
      expect(others(path.join(root, 'dist'))).toEqual(PUBLISHED);
      fs.writeFileSync(path.join(root, 'README.md'), '# Tool\n\nSee the [guide](./docs/guide.md).\n');
      await build({ root });
      expect(others(path.join(root, 'dist'))).toEqual(
        PUBLISHED.filter((f) => f !== 'LICENSE.txt' && f !== 'docs/diagram.png'),
      );
    });
  });

  it('dev serves the files a build publishes and nothing else of the repository', async () => {
    const root = repository();
    const dev = await startTestDevServer(root);
    try {
      for (const f of PUBLISHED) expect((await fetch(dev.url + f)).status, f).toBe(200);
      for (const f of ['id_rsa', 'secrets.json', 'config/credentials.yml', 'src/index.ts', 'docs/unused.png'])
        expect((await fetch(dev.url + f)).status, f).toBe(404);
    } finally {
      await dev.close();
    }
  });

  it('leaves out files at names the build writes, with a warning, in check and build', async () => {
    const root = writeTree({
      'site.config.json': JSON.stringify({ title: 'Taken', srcDir: 'docs' }),
      'docs/index.md': '# Home\n\n[Guide](./guide.md)\n',
      'docs/guide.md': '# Guide\n\nThe real guide.\n',
      'docs/public/guide.html': '<p>stale copy</p>',
      'docs/public/404.html': '<p>my 404</p>',
      'docs/public/assets/pages/guide.json': '{"html":"hijacked"}',
      'docs/public/assets/logo.png': 'fine',
    });
    const taken = (list: { rule?: string; file?: string }[]) =>
      list
        .filter((d) => d.rule === 'output-name-taken')
        .map((d) => path.basename(d.file!))
        .sort();
    expect(taken((await check({ root, cache: false })).diagnostics)).toEqual(['404.html', 'guide.html', 'guide.json']);
    const result = await build({ root, cache: false });
    expect(taken(result.diagnostics)).toEqual(['404.html', 'guide.html', 'guide.json']);
    const out = path.join(root, 'dist');
    expect(fs.readFileSync(path.join(out, 'guide.html'), 'utf8')).toContain('The real guide.');
    expect(fs.readFileSync(path.join(out, '404.html'), 'utf8')).not.toContain('my 404');
    expect(fs.readFileSync(path.join(out, routeToDataFile('/guide.html')), 'utf8')).not.toContain('hijacked');
    expect(fs.readFileSync(path.join(out, 'assets/logo.png'), 'utf8')).toBe('fine');
  });

  it('builds a deep route whose data chunk name would be too long, and dev serves that chunk', async () => {
    const deep = Array.from({ length: 12 }, (_, i) => `folder-number-${i}-with-a-long-name`).join('/');
    const root = writeTree({
      'index.md': `# Home\n\n[Deep](./${deep}/page.md)\n`,
      [`${deep}/page.md`]: '# Deep page\n\nFar down.\n',
    });
    const route = `/${deep}/page.html`;
    const dataFile = routeToDataFile(route);
    expect(path.basename(dataFile).length).toBeLessThan(255);
    await build({ root, cache: false });
    expect(JSON.parse(fs.readFileSync(path.join(root, 'dist', dataFile), 'utf8')).route).toBe(route);
    const dev = await startTestDevServer(root);
    try {
      const res = await fetch(dev.url + dataFile);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { route: string }).route).toBe(route);
    } finally {
      await dev.close();
    }
  });

  it('names a page whose HTML file name would be too long to write, instead of failing to write it', async () => {
    const name = `${'x'.repeat(252)}.md`;
    const root = writeTree({ 'index.md': '# Home\n', [name]: '# Long\n' });
    const failure = await buildFailure(build({ root, cache: false }));
    const d = failure.diagnostics.find((x) => x.rule === 'name-too-long');
    expect(d).toMatchObject({ severity: 'error', file: expect.stringContaining(name) });
    expect(failure.diagnostics.some((x) => x.rule === 'unreadable-file' || x.rule === 'internal-error')).toBe(false);
  });
});
