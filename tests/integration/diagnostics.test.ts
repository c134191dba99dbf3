// One broken folder, three commands: build, check and dev report the same problems, every one of them
// in a single run, and a failed build leaves the previous output as it was.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, BuildFailed } from '../../src/render/build/build.js';
import { check } from '../../src/render/check/check.js';
import { formatDiagnostic, type Diagnostic } from '../../src/render/diagnostics.js';
import { startTestDevServer } from '../helpers/dev.js';
import { copyFixture, read, REPO, writeTree } from '../helpers/fixtures.js';

const bin = path.join(REPO, 'bin', 'bookdocs.js');
const env = { ...process.env, CI: '1', NO_COLOR: '1', BOOKDOCS_CACHE: '0' };

const lines = (list: Diagnostic[]) => list.map((d) => formatDiagnostic(d, { color: false })).sort();

/** What the fixture gets wrong, one line each: `file:line rule`, relative to the site root. */
function summary(list: Diagnostic[], root: string): string[] {
  return list
    .map((d) => `${path.relative(root, path.resolve(d.file ?? ''))}:${d.line ?? '-'} ${d.severity} ${d.rule}`)
    .sort();
}

const EXPECTED = [
  'docs/bad.md:3 error invalid-frontmatter',
  'docs/index.md:3 warning inline-component',
  'docs/index.md:5 error broken-link',
  'docs/sub/index.md:- error duplicate-route',
];

describe('one broken folder', () => {
  it('gets the same diagnostics from build, check and dev, all of them at once', async () => {
    const root = copyFixture('broken');
    const built = await build({ root }).catch((e: unknown) => e);
    expect(built).toBeInstanceOf(BuildFailed);
    const fromBuild = (built as BuildFailed).diagnostics;
    expect(summary(fromBuild, root)).toEqual(EXPECTED);

    const fromCheck = (await check({ root, cache: false })).diagnostics;
    expect(lines(fromCheck)).toEqual(lines(fromBuild));

    const dev = await startTestDevServer(root);
    try {
      const fromDev = await dev.diagnostics();
      expect(lines(fromDev)).toEqual(lines(fromBuild));
      // The terminal showed each of them, as `check` prints them: what stops a build first.
      const headers = dev.logs
        .join('\n')
        .split('\n')
        .flatMap((l) => /^(?:error: )?\S*?(docs\/[\w/]+\.md)$/.exec(l)?.slice(1) ?? []);
      expect(headers).toEqual(['docs/bad.md', 'docs/sub/index.md', 'docs/index.md']);
      const log = dev.logs.join('\n').replace(/ +/g, ' ');
      for (const d of fromBuild)
        expect(log).toContain(formatDiagnostic(d, { color: false }).split('\n')[0]!.replace(/ +/g, ' '));
      // The page with bad frontmatter is an error page in the browser, with the same diagnostic.
      const res = await fetch(new URL('bad.html', dev.url));
      expect(res.status).toBe(500);
      expect(await res.text()).toContain('invalid frontmatter');
      // A fix is seen at once: the broken link goes from the list.
      fs.writeFileSync(
        path.join(root, 'docs/index.md'),
        read(root, 'docs/index.md').replace('./missing.md', './guide.md'),
      );
      await expect
        .poll(async () => summary(await dev.diagnostics(), root), { timeout: 10_000 })
        .toEqual(EXPECTED.filter((e) => !e.includes('broken-link')));
      expect(dev.logs.some((l) => l.startsWith('✓ fixed: ') && l.includes('missing.md'))).toBe(true);
    } finally {
      await dev.close();
    }
  });

  it('prints the same report from `bookdocs build` and `bookdocs check`, and exits 1 from both', () => {
    const root = copyFixture('broken');
    const b = spawnSync('node', [bin, 'build'], { cwd: root, encoding: 'utf8', env });
    const c = spawnSync('node', [bin, 'check'], { cwd: root, encoding: 'utf8', env });
    expect([b.status, c.status]).toEqual([1, 1]);
    const report = (text: string) => text.slice(0, text.lastIndexOf('\n', text.length - 2)).trimEnd();
    expect(report(b.stderr)).toBe(report(c.stdout));
    expect(report(c.stdout)).toContain(
      'docs/index.md:5:39  error    broken-link       ./missing.md — no page docs/missing.md',
    );
    expect(b.stderr).not.toMatch(/\n\s+at /);
    expect(b.stderr.trim().split('\n').pop()).toBe(
      '✗ build failed: 2 errors stopped it (invalid-frontmatter, duplicate-route); 2 other problems (1 error, 1 warning) do not stop a build; the previous output was left untouched',
    );
    // The files of what stopped the build first, then the other errors.
    expect(b.stderr.split('\n').filter((l) => /^docs\//.test(l))).toEqual([
      'docs/bad.md',
      'docs/sub/index.md',
      'docs/index.md',
    ]);
    expect(c.stdout.trim().split('\n').pop()).toBe('✖ 3 errors, 1 warning in 3 files');
  });

  it('shows the error that stopped a build first, however many findings of `check` come before it, and names its rule', () => {
    // A real project's failed build: 52 broken links (which never stop a build) filled the report,
    // and the one missing include that stopped it was among the "… and 33 more".
    const root = writeTree({
      'index.md': '# Home\n',
      'a.md': `# A\n\n${Array.from({ length: 52 }, (_, i) => `[x](./missing-${i}.md)`).join('\n\n')}\n`,
      'z.md': '# Z\n\n<!--@include: ./nope.md-->\n',
    });
    const r = spawnSync('node', [bin, 'build'], { cwd: root, encoding: 'utf8', env });
    expect(r.status).toBe(1);
    const report = r.stderr.split('\n');
    expect(report.findIndex((l) => l.includes('missing-include'))).toBeLessThan(
      report.findIndex((l) => l.includes('broken-link')),
    );
    expect(r.stderr).toContain('… and 3 more (none of them stops a build)');
    expect(report.filter(Boolean).pop()).toBe(
      '✗ build failed: 1 error stopped it (missing-include); 52 other problems (52 errors) do not stop a build; the previous output was left untouched',
    );
  });

  it('names a build that cannot write its output for what it is, never a stack trace', () => {
    const long = 'a'.repeat(252);
    const root = writeTree({ 'index.md': `# Home\n\n[x](./${long}.md)\n`, [`${long}.md`]: '# Long\n', afile: '' });
    // A page whose output name is longer than the file system allows (255 bytes).
    const r = spawnSync('node', [bin, 'build'], { cwd: root, encoding: 'utf8', env });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/error {4}name-too-long {2}/);
    expect(r.stderr).toContain('a'.repeat(252));
    expect(r.stderr).not.toContain('unreadable-file');
    // An output folder under a file: the staging folder cannot be made beside it.
    const under = spawnSync('node', [bin, 'build', '--out-dir', 'afile/dist'], { cwd: root, encoding: 'utf8', env });
    expect(under.status).toBe(1);
    expect(under.stderr).toMatch(/error {4}not-a-folder {2}a file is where a folder must be: afile/);
    expect(under.stderr).not.toMatch(/\n\s+at /);
  });

  it('reports a duplicate route and a broken page in one build, and keeps the previous output', () => {
    const root = copyFixture('basic');
    const out = path.join(root, 'dist');
    expect(spawnSync('node', [bin, 'build', root], { encoding: 'utf8', env }).status).toBe(0);
    const before = fs.readdirSync(out, { recursive: true }).map(String).sort();
    const home = read(out, 'index.html');
    fs.writeFileSync(path.join(root, 'docs/guide/index.md'), '# Also the guide\n');
    fs.writeFileSync(path.join(root, 'docs/guide/second.md'), '---\ntitle: [unclosed\n---\n# Second\n');
    const r = spawnSync('node', [bin, 'build', root], { encoding: 'utf8', env });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/docs\/guide\/index\.md {2}error {4}duplicate-route {2}duplicate route \/guide\//);
    expect(r.stderr).toMatch(/docs\/guide\/second\.md:3:\d+ {2}error {4}invalid-frontmatter/);
    expect(fs.readdirSync(out, { recursive: true }).map(String).sort()).toEqual(before);
    expect(read(out, 'index.html')).toBe(home);
    expect(fs.readdirSync(root).filter((f) => f.startsWith('.dist-'))).toEqual([]);
  });

  it("takes a zero-config folder's index.md over the README.md beside it, in build, check and dev alike", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-readme-'));
    fs.writeFileSync(path.join(root, 'README.md'), '# The repository readme\n');
    fs.writeFileSync(path.join(root, 'index.md'), '---\ntitle: Project\n---\n# Welcome\n\n[Guide](./guide.md)\n');
    fs.writeFileSync(path.join(root, 'guide.md'), '## Getting started\n');
    const out = path.join(root, '..', `${path.basename(root)}-out`);
    const built = await build({ root, outDir: out });
    expect(summary(built.diagnostics, root)).toEqual(['README.md:- warning readme-beside-index']);
    expect(read(out, 'index.html')).toContain('Welcome');
    // Named by its home page and its first heading, not by the folder or the file.
    expect(read(out, 'index.html')).toMatch(/<title>Project<\/title>/);
    expect(read(out, 'guide.html')).toMatch(/<title>Getting started \| Project<\/title>/);
    expect(lines((await check({ root, cache: false })).diagnostics)).toEqual(lines(built.diagnostics));
    const dev = await startTestDevServer(root);
    try {
      expect(lines(await dev.diagnostics())).toEqual(lines(built.diagnostics));
      expect(await (await fetch(dev.url)).text()).toContain('Welcome');
    } finally {
      await dev.close();
    }
  });
});
