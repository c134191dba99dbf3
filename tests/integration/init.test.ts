// `bookdocs init my-docs && cd my-docs && bookdocs build && bookdocs check`, through the real CLI
// (bin/bookdocs.js, compiled lib/), in a fresh temporary folder with no node_modules.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO } from '../helpers/fixtures.js';

const bin = path.join(REPO, 'bin', 'bookdocs.js');
const env = { ...process.env, CI: '1', NO_COLOR: '1', BOOKDOCS_CACHE: '0' };
const run = (args: string[], cwd: string) => spawnSync('node', [bin, ...args], { cwd, encoding: 'utf8', env });

describe('bookdocs init, then build and check in the new folder', () => {
  let parent: string;
  let site: string;
  let init: ReturnType<typeof run>;
  beforeAll(() => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-init-cli-'));
    site = path.join(parent, 'my-docs');
    init = run(['init', 'my-docs'], parent);
  });

  it('creates the site, lists its files and prints the next two commands', () => {
    expect(init.status, init.stderr).toBe(0);
    expect(init.stderr).toBe('');
    for (const f of [
      'site.config.json',
      'docs/index.md',
      'docs/guide/getting-started.md',
      'docs/guide/writing.md',
      'package.json',
      '.gitignore',
      '.github/workflows/docs.yml',
    ]) {
      expect(init.stdout).toContain(`  ${f}\n`);
      expect(fs.existsSync(path.join(site, f)), f).toBe(true);
    }
    expect(init.stdout).toContain('"my-docs"');
    expect(init.stdout).toMatch(/Next:\n {2}cd my-docs && npm install\n {2}npx bookdocs dev\n$/);
  });

  it('depends on this bookdocs where it is (a clone), and says that only this machine can install that', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(site, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(pkg.devDependencies).toEqual({ bookdocs: `file:${REPO}` });
    expect(init.stdout).toContain(
      `\npackage.json installs bookdocs from file:${REPO}, on this machine only: the GitHub workflow (.github/workflows/docs.yml) cannot install it.`,
    );
  });

  it('with --force over an existing package.json, says what it added to it and what it kept', () => {
    const dir = path.join(parent, 'existing');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'mine', scripts: { build: 'make' } }));
    const forced = run(['init', '--force', 'existing'], parent);
    expect(forced.status, forced.stderr).toBe(0);
    expect(forced.stdout).toContain(
      '  package.json: added devDependencies.bookdocs, scripts.dev, scripts.check, scripts.preview; kept its own scripts.build\n',
    );
    expect(forced.stdout).toMatch(/Next:\n {2}cd existing && npm install\n {2}npx bookdocs dev\n$/);
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(pkg.devDependencies).toEqual({ bookdocs: `file:${REPO}` });
  });

  it('writes a workflow that is valid YAML', () => {
    const text = fs.readFileSync(path.join(site, '.github/workflows/docs.yml'), 'utf8');
    const wf = parseYaml(text) as { jobs: Record<string, { steps: { run?: string }[] }> };
    expect(wf.jobs.build!.steps.filter((s) => s.run).map((s) => s.run!.split(' ').slice(0, 3).join(' '))).toEqual([
      'npm install',
      'npx bookdocs build',
      'npx bookdocs check',
    ]);
  });

  it('builds without node_modules in the site: the home page and both guide pages', () => {
    expect(fs.existsSync(path.join(site, 'node_modules'))).toBe(false);
    const build = run(['build'], site);
    expect(build.status, build.stderr + build.stdout).toBe(0);
    expect(build.stderr).toBe('');
    const dist = path.join(site, 'dist');
    for (const page of ['index.html', 'guide/getting-started.html', 'guide/writing.html'])
      expect(fs.existsSync(path.join(dist, page)), page).toBe(true);
    const home = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    expect(home).toContain('my-docs');
    expect(home).toContain('href="/guide/getting-started.html"');
    const writing = fs.readFileSync(path.join(dist, 'guide/writing.html'), 'utf8');
    expect(writing).toContain('class="custom-block tip"');
    expect(writing).toContain('href="/guide/getting-started.html#build-and-check"');
  });

  it('checks with no problems', () => {
    const check = run(['check'], site);
    expect(check.status, check.stdout).toBe(0);
    expect(check.stdout).toBe('✓ no problems in 3 pages\n');
  });

  it('refuses to run again in the now non-empty folder: one error with a hint, exit 1, no stack trace', () => {
    const again = run(['init', 'my-docs'], parent);
    expect(again.status).toBe(1);
    expect(again.stdout).toBe('');
    expect(again.stderr).toMatch(
      /^ {2}error {4}init-not-empty {2}my-docs is not empty \(.+\)\n {4}hint: .*--force.*\n\n$/,
    );
  });
});
