import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatFindings } from '../../src/cli/check.js';
import { parseSiteConfig } from '../../src/render/site/config.js';
import { check, checkSite, externalProblem, jsonPositions, locateInFrontmatter, type CheckResult, type Finding } from '../../src/render/check/check.js';
import { loadPage } from '../../src/render/page/page.js';
import { copyFixture, FIXTURES, REPO } from '../helpers/fixtures.js';

const bin = path.join(REPO, 'bin', 'bookdocs.js');
const env = { ...process.env, CI: '1', NO_COLOR: '1', BOOKDOCS_CACHE: '0' };

/** Findings with paths relative to the site root, as `file:line rule`. */
function summarise(findings: Finding[], root: string, cwd = process.cwd()): string[] {
  return findings.map((f) => `${path.relative(root, path.resolve(cwd, f.file))}:${f.line} ${f.rule}`);
}

function relMessage(f: Finding, root: string): string {
  return f.message.replaceAll(`${path.relative(process.cwd(), root)}/`, '');
}

describe('check of the check fixture', () => {
  const root = path.join(FIXTURES, 'check');
  let result: CheckResult;
  beforeAll(async () => {
    result = await check({ root, cache: false });
  });

  it('finds exactly the broken links, anchors, images, config entries and page problems', () => {
    expect(result.errors).toEqual([]);
    expect(result.pages).toBe(11);
    expect(summarise(result.findings, root)).toEqual([
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
      'docs/guide/sub/index.md:1 duplicate-route',
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
    const warnings = result.findings.filter((f) => f.severity === 'warning').map((f) => `${f.rule} ${f.target ?? ''}`.trim());
    expect(warnings).toEqual(['bad-external-link https://example.com/a b', 'missing-title', 'orphan-page', 'orphan-page', 'orphan-page']);
  });

  it('explains each finding, with did-you-mean for pages, anchors and files', () => {
    const messages = result.findings.map((f) => relMessage(f, root));
    expect(messages).toContain('./c.md — no page docs/guide/c.md (did you mean ./b.md?)');
    expect(messages).toContain('/guide/c.html — no page at /guide/c.html (did you mean /guide/b.html?)');
    expect(messages).toContain('./c — no page at /guide/c (did you mean /guide/b?)');
    expect(messages).toContain('./b.md#section-tow — no heading "section-tow" in docs/guide/b.md (did you mean "#section-two"?)');
    expect(messages).toContain('#valid-link — no heading "valid-link" on this page (did you mean "#valid-links"?)');
    expect(messages).toContain('./img/pic.png — no file /guide/img/pic.png in the docs folder or the public folder (did you mean ./img/pic.svg?)');
    expect(messages).toContain('http//example.com — looks like a web address with a typo (expected "http://"), so it links to a page of this site');
    expect(messages).toContain('navbar[4].children[1].link: /guide/b.html#nope — no heading "nope" in docs/guide/b.md');
    expect(messages).toContain('sidebar./guide/[0].children[3]: /guide/gone.md — no page at /guide/gone.html');
    expect(messages).toContain('actions: /guide/start.html — no page at /guide/start.html');
  });

  it('places config findings on their value and frontmatter findings on their key', () => {
    const at = (rule: string, target: string) => result.findings.find((f) => f.rule === rule && f.target === target);
    expect(at('nav-link', '/guide/missing')).toMatchObject({ line: 8, column: 33 });
    expect(at('missing-image', '/hero-dark.svg')).toMatchObject({ line: 5, column: 16 });
    expect(at('broken-link', './c.md')).toMatchObject({ line: 25, column: 3 });
  });
});

describe('checkSite', () => {
  const page = (file: string, source: string, base = '/') => loadPage(file, source, { base, components: new Set(), label: file, highlight: false });

  it('applies the base to absolute links written with or without it', async () => {
    const base = '/docs/';
    const pages = [
      await page('guide/a.md', '# A\n\n[1](/docs/guide/b.md) [2](/guide/b.html#two) [3](/docs/guide/b) [4](./b.md#two) [5](/docs/guide/c.md)\n\n![i](/docs/img.png) ![j](/img.png)\n', base),
      await page('guide/b.md', '# B\n\n## Two\n', base),
      await page('index.md', '# Home\n', base),
    ];
    const config = parseSiteConfig({ base, navbar: [{ text: 'B', link: '/docs/guide/b' }, { text: 'C', link: '/guide/c' }] });
    const routes = new Map(pages.map((p) => [p.route, p.file]));
    const findings = checkSite({ config, pages, routes, assets: new Set(['img.png']), publicFiles: new Set() });
    expect(findings.map((f) => `${f.rule} ${f.target}`)).toEqual(['broken-link /docs/guide/c.md', 'nav-link /guide/c']);
    expect(findings[0]!.message).toBe('/docs/guide/c.md — no page guide/c.md (did you mean /docs/guide/b.md?)');
  });

  it('counts heading slugs, custom ids and raw HTML id/name as anchors', async () => {
    const pages = [await page('a.md', '# A\n\n## Héllo wörld\n\n## X {#y}\n\n<div id="box"></div>\n\n<a name=old></a>\n\n[1](#hello-world) [2](#y) [3](#box) [4](#old) [5](#x)\n')];
    const findings = checkSite({ config: parseSiteConfig({}), pages, routes: new Map([['/a.html', 'a.md']]), assets: new Set(), publicFiles: new Set() });
    expect(findings.map((f) => f.target)).toEqual(['#x']);
  });

  it('checks links and images written in raw HTML', async () => {
    const pages = [await page('a.md', '# A\n\n<p>\n  <a href="./b.md">ok</a> <a href="./gone.md">x</a> <img src="./nope.png">\n</p>\n'), await page('b.md', '# B\n')];
    const routes = new Map(pages.map((p) => [p.route, p.file]));
    const findings = checkSite({ config: parseSiteConfig({}), pages, routes, assets: new Set(), publicFiles: new Set() });
    expect(findings.filter((f) => f.rule !== 'orphan-page').map((f) => `${f.rule} ${f.target} ${f.line}`)).toEqual(['broken-link ./gone.md 4', 'missing-image ./nope.png 4']);
  });

  it('treats every page as reachable with a generated sidebar', async () => {
    const pages = [await page('index.md', '# Home\n'), await page('lonely.md', '# Lonely\n')];
    const routes = new Map(pages.map((p) => [p.route, p.file]));
    expect(checkSite({ config: parseSiteConfig({ sidebar: 'auto' }), pages, routes, assets: new Set(), publicFiles: new Set() })).toEqual([]);
    const configured = parseSiteConfig({ sidebar: { '/': [{ text: 'x', children: ['/'] }] } });
    expect(checkSite({ config: configured, pages, routes, assets: new Set(), publicFiles: new Set() }).map((f) => f.rule)).toEqual(['orphan-page']);
  });
});

describe('external links', () => {
  it('should accept well-formed addresses and other schemes', () => {
    for (const ok of ['https://example.com', 'http://localhost:8080/a?b#c', '//cdn.example.com/x.js', 'mailto:a@b.c', 'tel:+123', 'vscode:extension/x', 'HTTPS://EXAMPLE.COM']) {
      expect(externalProblem(ok), ok).toBeUndefined();
    }
  });
  it('should report addresses that cannot work as errors, doubtful ones as warnings', () => {
    expect(externalProblem('https://')).toEqual({ severity: 'error', message: 'web address without a host' });
    expect(externalProblem('https:/example.com')?.severity).toBe('error');
    expect(externalProblem('https://exa mple.com')?.severity).toBe('error');
    expect(externalProblem('htp://example.com')).toEqual({ severity: 'error', message: 'unknown scheme "htp:" (did you mean "http:"?)' });
    expect(externalProblem('https://example.com/a b')?.severity).toBe('warning');
    expect(externalProblem('mailto:nobody')?.severity).toBe('warning');
  });
});

describe('positions', () => {
  it('should give the line and column of every JSON value by path', () => {
    const pos = jsonPositions('{\n  "a": [1, {"b": "x"}],\n  "c": "y"\n}');
    expect(pos.get(JSON.stringify(['a', 1, 'b']))).toEqual({ line: 2, column: 18 });
    expect(pos.get(JSON.stringify(['c']))).toEqual({ line: 3, column: 8 });
    expect(jsonPositions('{"a": [}}]}').get(JSON.stringify(['a']))).toEqual({ line: 1, column: 7 }); // broken input ends, keeps what it read
  });
  it('should find a frontmatter value on its key line', () => {
    expect(locateInFrontmatter('---\nactions:\n  - text: /a\n    link: /a\n---\n/a', 'link', '/a')).toEqual({ line: 4, column: 11 });
    expect(locateInFrontmatter(undefined, 'link', '/a')).toEqual({ line: 1, column: 1 });
  });
});

describe('pages parsed for check', () => {
  it('skip highlighting but keep links and ids', async () => {
    const source = '# T\n\n```ts\nconst a = 1;\n```\n\n[b](./b.md#x)\n';
    const opts = { base: '/', components: new Set<string>(), label: 'a.md' };
    const [plain, highlighted] = await Promise.all([loadPage('a.md', source, { ...opts, highlight: false }), loadPage('a.md', source, opts)]);
    expect(plain.html).toContain('<span class="line">const a = 1;</span>');
    expect(highlighted.html).toContain('<span class="t-keyword">const</span>');
    expect({ ...plain, html: '' }).toEqual({ ...highlighted, html: '' });
  });

  it('report page errors like the build, without false broken links to the failed page', async () => {
    const root = copyFixture('check');
    fs.writeFileSync(path.join(root, 'docs/guide/b.md'), '---\ntitle: [unclosed\n---\n# B\n');
    const r = await check({ root, cache: false });
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]!.location).toMatchObject({ line: 3 });
    expect(r.errors[0]!.message).toMatch(/^invalid frontmatter/);
    expect(r.findings.filter((f) => f.target?.includes('b.md') || f.target?.includes('/guide/b'))).toEqual([]);
  });
});

describe('bookdocs check (CLI)', () => {
  const run = (args: string[], cwd = REPO, extra: Record<string, string> = {}) => spawnSync('node', [bin, 'check', ...args], { cwd, encoding: 'utf8', env: { ...env, ...extra } });

  it('prints findings grouped by file, a summary, and exits 1 on errors (with worker threads)', async () => {
    const root = path.join(FIXTURES, 'check');
    const r = run([], root, { BOOKDOCS_WORKERS: '2' });
    expect(r.status, r.stderr).toBe(1);
    expect(r.stdout).toContain(
      'docs/guide/a.md\n  docs/guide/a.md:25:3   error    broken-link        ./c.md — no page docs/guide/c.md (did you mean ./b.md?)\n',
    );
    expect(r.stdout).toContain('\nsite.config.json\n  site.config.json:8:33   error    nav-link  ');
    expect(r.stdout.trim().split('\n').pop()).toBe('✖ 27 errors, 5 warnings in 8 files');
    const json = run(['--json'], root, { BOOKDOCS_WORKERS: '2' });
    expect(json.status).toBe(1);
    const findings = JSON.parse(json.stdout) as Finding[];
    const direct = await check({ root, cache: false });
    expect(summarise(findings, root, root)).toEqual(summarise(direct.findings, root));
    expect(Object.keys(findings[0]!).sort()).toEqual(['column', 'file', 'line', 'message', 'rule', 'severity', 'target']);
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
    expect(warned.stdout).toMatch(/b\.md:1:1 {2}warning {2}missing-title {2}page has no title; "b" \(its file name\) is shown.*\n\n⚠ 1 warning in 1 file\n$/);
    expect(run([root, '--strict']).status).toBe(1);
  });

  it('reports config errors like build, with JSON output still parseable', () => {
    const root = copyFixture('basic');
    fs.writeFileSync(path.join(root, 'site.config.json'), '{"title": "x", "sidbar": {}}');
    const r = run([root, '--json']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('sidbar: unknown key — did you mean "sidebar"?');
    expect(JSON.parse(r.stdout)).toEqual([]);
    const plain = run([root]);
    expect(plain.status).toBe(1);
    expect(plain.stdout).toBe('✖ 1 error, 0 warnings\n');
  });
});

describe('formatFindings', () => {
  it('should align one line per finding under its file', () => {
    const f = (file: string, line: number, rule: Finding['rule'], severity: Finding['severity']): Finding => ({ file, line, column: 1, severity, rule, message: 'm' });
    const out = stripVTControlCharacters(formatFindings([f('a.md', 2, 'broken-link', 'error'), f('a.md', 10, 'orphan-page', 'warning')], 3));
    expect(out).toBe('a.md\n  a.md:2:1   error    broken-link  m\n  a.md:10:1  warning  orphan-page  m\n\n✖ 1 error, 1 warning in 1 file');
  });
});
