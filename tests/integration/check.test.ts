import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { check, type CheckResult } from '../../src/render/check/check.js';
import type { Diagnostic } from '../../src/render/diagnostics.js';
import { copyFixture, FIXTURES, REPO, writeTree } from '../helpers/fixtures.js';

const bin = path.join(REPO, 'bin', 'bookdocs.js');
const env = { ...process.env, CI: '1', NO_COLOR: '1', BOOKDOCS_CACHE: '0' };

/** Diagnostics with paths relative to the site root, as `file:line rule` (`-` for no line). */
function summarise(findings: Diagnostic[], root: string, cwd = process.cwd()): string[] {
  return findings.map((f) => `${path.relative(root, path.resolve(cwd, f.file ?? ''))}:${f.line ?? '-'} ${f.rule}`);
}

function relMessage(f: Diagnostic, root: string): string {
  return f.message.replaceAll(`${path.relative(process.cwd(), root)}/`, '');
}

describe('check of the check fixture', () => {
  const root = path.join(FIXTURES, 'check');
  let result: CheckResult;
  beforeAll(async () => {
    result = await check({ root, cache: false });
  });

  it('finds exactly the broken links, anchors, images, config entries and page problems', () => {
    expect(result.pages).toBe(10); // 11 Markdown files, one of them a duplicate route
    expect(summarise(result.diagnostics, root)).toEqual([
      'docs/guide/a.md:8 a11y-link-text', // [here](#valid-links)
      'docs/guide/a.md:8 a11y-link-text', // [here](./a.md#broken-links)
      'docs/guide/a.md:10 a11y-link-text', // <https://example.org>: a bare web address
      'docs/guide/a.md:10 a11y-link-text', // www.example.net
      'docs/guide/a.md:25 broken-link', // ./c.md
      'docs/guide/a.md:25 broken-link', // /guide/c.html
      'docs/guide/a.md:25 broken-link', // ./c
      'docs/guide/a.md:26 broken-anchor', // ./b.md#section-tow
      'docs/guide/a.md:26 broken-anchor', // ./b.md#nope
      'docs/guide/a.md:26 broken-anchor', // #valid-link
      'docs/guide/a.md:27 link-outside-docs', // ../../outside.md
      'docs/guide/a.md:27 link-outside-docs', // ../../outside.png
      'docs/guide/a.md:28 missing-image', // ./img/pic.png
      'docs/guide/a.md:28 missing-image', // /images/nope.svg
      'docs/guide/a.md:29 missing-asset', // ./files/manual.zip
      'docs/guide/a.md:30 bad-external-link', // https://
      'docs/guide/a.md:30 bad-external-link', // http//example.com
      'docs/guide/a.md:30 bad-external-link', // www.example.com
      'docs/guide/a.md:30 bad-external-link', // htps://example.com
      'docs/guide/a.md:31 bad-external-link', // https://exa mple.com
      'docs/guide/a.md:31 bad-external-link', // https://example.com/a b
      'docs/guide/a.md:32 missing-image', // ![empty]()
      'docs/guide/notitle.md:1 missing-title',
      'docs/guide/orphan.md:1 orphan-page',
      'docs/guide/pair-one.md:1 orphan-page', // linked only from pair-two, which nothing reachable links to
      'docs/guide/pair-two.md:1 orphan-page',
      'docs/guide/sub/index.md:- duplicate-route', // found by the scan: the file, no line
      // docs/zh/README.md: nothing links to it, but a locale home is never an orphan
      'docs/index.md:5 missing-image', // heroImageDark
      'docs/index.md:10 broken-link', // hero action
      'docs/index.md:11 broken-link', // footer HTML <a href="/guide/gone-footer.html">
      'docs/index.md:11 missing-image', // footer HTML <img src="/nope-footer.png">
      'site.config.json:8 nav-link', // /guide/missing
      'site.config.json:13 nav-link', // /guide/b.html#nope
      'site.config.json:14 bad-external-link', // https://
      'site.config.json:23 sidebar-link', // /guide/gone.md
      'site.config.json:25 sidebar-link', // group link /guide/nothing/
    ]);
  });

  it('gives errors and warnings their severity', () => {
    const warnings = result.diagnostics
      .filter((f) => f.severity === 'warning')
      .map((f) => `${f.rule} ${f.target ?? ''}`.trim());
    expect(warnings).toEqual([
      'a11y-link-text',
      'a11y-link-text',
      'a11y-link-text',
      'a11y-link-text',
      'bad-external-link https://example.com/a b',
      'missing-title',
      'orphan-page',
      'orphan-page',
      'orphan-page',
    ]);
  });

  it('explains each finding, with did-you-mean for pages, anchors and files', () => {
    const messages = result.diagnostics.map((f) => relMessage(f, root));
    expect(messages).toContain('./c.md — no page docs/guide/c.md (did you mean ./b.md?)');
    expect(messages).toContain('/guide/c.html — no page at /guide/c.html (did you mean /guide/b.html?)');
    expect(messages).toContain('./c — no page at /guide/c (did you mean /guide/b?)');
    expect(messages).toContain(
      './b.md#section-tow — no heading "section-tow" in docs/guide/b.md (did you mean "#section-two"?)',
    );
    expect(messages).toContain('#valid-link — no heading "valid-link" on this page (did you mean "#valid-links"?)');
    expect(messages).toContain(
      './img/pic.png — no file /guide/img/pic.png in the docs folder or the public folder (did you mean ./img/pic.svg?)',
    );
    expect(messages).toContain(
      'http//example.com — looks like a web address with a typo (expected "http://"), so it links to a page of this site',
    );
    expect(messages).toContain('navbar[4].children[1].link: /guide/b.html#nope — no heading "nope" in docs/guide/b.md');
    expect(messages).toContain('sidebar./guide/[0].children[3]: /guide/gone.md — no page at /guide/gone.html');
    expect(messages).toContain('actions: /guide/start.html — no page at /guide/start.html');
  });

  it('places config findings on their value and frontmatter findings on their key', () => {
    const at = (rule: string, target: string) => result.diagnostics.find((f) => f.rule === rule && f.target === target);
    expect(at('nav-link', '/guide/missing')).toMatchObject({ line: 8, column: 33 });
    expect(at('missing-image', '/hero-dark.svg')).toMatchObject({ line: 5, column: 16 });
    expect(at('broken-link', './c.md')).toMatchObject({ line: 25, column: 3 });
  });
});

describe('pages parsed for check', () => {
  it('report page errors like the build, without false broken links to the failed page', async () => {
    const root = copyFixture('check');
    fs.writeFileSync(path.join(root, 'docs/guide/b.md'), '---\ntitle: [unclosed\n---\n# B\n');
    const r = await check({ root, cache: false });
    const errors = r.diagnostics.filter((d) => d.rule === 'invalid-frontmatter');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ line: 3, severity: 'error' });
    expect(errors[0]!.message).toMatch(/^invalid frontmatter/);
    expect(r.diagnostics.filter((f) => f.target?.includes('b.md') || f.target?.includes('/guide/b'))).toEqual([]);
  });
});

describe('bookdocs check: accessibility', () => {
  const page = [
    '# Install',
    '',
    '![](./shot.png)',
    '',
    'Read the steps [here](./steps.md).',
    '',
    '#### Too deep',
    '',
    '<iframe src="https://example.com/demo"></iframe>',
  ].join('\n');
  const site = (rules?: Record<string, string>) =>
    writeTree({
      'index.md': page,
      'steps.md': '# Steps\n',
      'shot.png': 'png',
      ...(rules && { 'site.config.json': JSON.stringify({ title: 'A11y', srcDir: '.', check: { rules } }) }),
    });

  it('reports each finding at its line and column, as warnings with rules of their own', async () => {
    const root = site();
    const r = await check({ root, cache: false });
    expect(
      r.diagnostics.map((d) => `${path.relative(root, d.file!)}:${d.line}:${d.column} ${d.severity} ${d.rule}`),
    ).toEqual([
      'index.md:3:1 warning a11y-image-alt',
      'index.md:5:16 warning a11y-link-text',
      'index.md:7:1 warning a11y-heading-level',
      'index.md:9:1 warning a11y-frame-title',
    ]);
    expect(r.diagnostics.every((d) => d.hint)).toBe(true);
  });

  it("follows the site's rule levels: an error fails check (not the build), off leaves a rule out", async () => {
    const root = site({ 'a11y-image-alt': 'error', 'a11y-link-text': 'off' });
    const r = await check({ root, cache: false });
    expect(r.diagnostics.map((d) => `${d.severity} ${d.rule}`)).toEqual([
      'error a11y-image-alt',
      'warning a11y-heading-level',
      'warning a11y-frame-title',
    ]);
    const cli = spawnSync('node', [bin, 'check'], { cwd: root, encoding: 'utf8', env });
    expect(cli.status).toBe(1);
    expect(cli.stdout).toContain('index.md:3:1  error    a11y-image-alt');
    const built = spawnSync('node', [bin, 'build'], { cwd: root, encoding: 'utf8', env });
    expect(built.status, built.stdout + built.stderr).toBe(0);
    expect(fs.readFileSync(path.join(root, 'dist/index.html'), 'utf8')).toContain(
      '<iframe src="https://example.com/demo">',
    );
  });

  it('rejects a level that is not error, warning or off, at its place in the config', async () => {
    const r = await check({ root: site({ 'a11y-image-alt': 'fatal' }), cache: false });
    expect(r.diagnostics).toMatchObject([{ rule: 'invalid-config', severity: 'error', line: 1 }]);
    expect(r.diagnostics[0]!.message).toMatch(/^check\.rules\.a11y-image-alt: /);
  });
});

describe('bookdocs check (CLI)', () => {
  const run = (args: string[], cwd = REPO, extra: Record<string, string> = {}) =>
    spawnSync('node', [bin, 'check', ...args], { cwd, encoding: 'utf8', env: { ...env, ...extra } });

  it('prints findings grouped by file, a summary, and exits 1 on errors (with worker threads)', async () => {
    const root = path.join(FIXTURES, 'check');
    const r = run([], root, { BOOKDOCS_WORKERS: '2' });
    expect(r.status, r.stderr).toBe(1);
    expect(r.stdout).toContain('docs/guide/a.md\n  docs/guide/a.md:8:14    warning  a11y-link-text  ');
    expect(r.stdout).toMatch(
      /\n {2}docs\/guide\/a\.md:25:3 +error +broken-link +\.\/c\.md — no page docs\/guide\/c\.md \(did you mean \.\/b\.md\?\)\n/,
    );
    expect(r.stdout).toContain('\nsite.config.json\n  site.config.json:8:33   error    nav-link  ');
    expect(r.stdout.trim().split('\n').pop()).toBe('✖ 27 errors, 9 warnings in 8 files');
    // An error that would stop a build comes first.
    expect(r.stdout).toMatch(/^docs\/guide\/sub\/index.md\n/);
    expect(r.stdout).toContain(
      'docs/guide/sub/index.md\n  docs/guide/sub/index.md  error    duplicate-route  duplicate route /guide/sub/: also produced by docs/guide/sub/README.md\n    hint: a folder can have either index.md or README.md, not both; rename or remove one\n',
    );
    const json = run(['--json'], root, { BOOKDOCS_WORKERS: '2' });
    expect(json.status).toBe(1);
    const findings = JSON.parse(json.stdout) as Diagnostic[];
    const direct = await check({ root, cache: false });
    expect(summarise(findings, root, root)).toEqual(summarise(direct.diagnostics, root));
    expect(Object.keys(findings.find((f) => f.rule === 'broken-link')!).sort()).toEqual([
      'column',
      'file',
      'line',
      'message',
      'rule',
      'severity',
      'target',
    ]);
  });

  it('shows the escape codes of a page as text, in colour: they never act on the terminal (check and build)', () => {
    // A hero link and a file name with escape sequences (clear the screen, an OSC 8 link, a bell).
    const root = writeTree({
      'index.md':
        '---\nlayout: home\nhero:\n  name: Hi\n  actions:\n    - text: Go\n      link: "/gone\\e]8;;https://evil.example\\aclick\\e]8;;\\a\\e[2J\\r"\n---\n',
      'a\x1b[2Jb\x07.md': 'no title\n',
    });
    const colour = { ...env, NO_COLOR: '', FORCE_COLOR: '1' };
    const checked = spawnSync('node', [bin, 'check'], { cwd: root, encoding: 'utf8', env: colour });
    const built = spawnSync('node', [bin, 'build'], { cwd: root, encoding: 'utf8', env: colour });
    expect([checked.status, built.status]).toEqual([1, 0]);
    for (const out of [checked.stdout, built.stdout + built.stderr]) {
      // Only picocolors' own colour codes (SGR) are left as codes.
      // eslint-disable-next-line no-control-regex -- what picocolors writes
      const codes = [...out.replace(/\x1b\[\d+(?:;\d+)*m/g, '')].filter(
        (ch) => ch !== '\n' && (ch < ' ' || (ch >= '\x7f' && ch <= '\x9f')),
      );
      expect(codes).toEqual([]);
      expect(out).toContain('/gone\\x1b]8;;https://evil.example\\x07click');
      expect(out).toContain('a\\x1b[2Jb\\x07.md');
      expect(out).toContain('\x1b[');
    }
  });

  it('passes a clean site, and fails on warnings only with --strict', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-check-'));
    fs.writeFileSync(path.join(root, 'README.md'), '# Home\n\nSee [A](./a.md#usage).\n');
    fs.writeFileSync(path.join(root, 'a.md'), '# A\n\n## Usage\n');
    const clean = run([root]);
    expect(clean.status, clean.stdout + clean.stderr).toBe(0);
    expect(clean.stdout).toBe('✓ no problems in 2 pages\n');
    fs.writeFileSync(path.join(root, 'b.md'), 'No heading here.\n');
    const warned = run([root]);
    expect(warned.status).toBe(0);
    expect(warned.stdout).toMatch(
      /b\.md:1:1 {2}warning {2}missing-title {2}page has no title; "b" \(its file name\) is shown.*\n\n⚠ 1 warning in 1 file\n$/,
    );
    expect(run([root, '--strict']).status).toBe(1);
  });

  it('reports config errors like build, with JSON output still parseable', () => {
    const root = copyFixture('basic');
    fs.writeFileSync(path.join(root, 'site.config.json'), '{"title": "x", "sidbar": {}}');
    const r = run([root, '--json']);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual([
      {
        severity: 'error',
        rule: 'invalid-config',
        message: 'sidbar: unknown key — did you mean "sidebar"?',
        file: path.join(root, 'site.config.json'), // outside the working folder: shown absolute
        line: 1,
        column: 16,
        hint: 'rename it to "sidebar"',
      },
    ]);
    const plain = run([root]);
    expect(plain.status).toBe(1);
    expect(plain.stdout).toContain(
      'site.config.json:1:16  error    invalid-config  sidbar: unknown key — did you mean "sidebar"?\n    hint: rename it to "sidebar"\n',
    );
    expect(plain.stdout.trim().split('\n').pop()).toBe('✖ 1 error, 0 warnings in 1 file');
  });
});
