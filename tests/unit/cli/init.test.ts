import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { fillTemplate, initSite, packageNameFor, STARTER_DIR } from '../../../src/cli/init.js';
import type { InstallSource } from '../../../src/cli/install-source.js';
import { parseFrontmatter } from '../../../src/render/page/frontmatter.js';
import { siteConfigSchema } from '../../../src/render/site/config-schema.js';
import { REPO } from '../../helpers/fixtures.js';

const STARTER_FILES = [
  '.github/workflows/docs.yml',
  '.gitignore',
  'docs/guide/getting-started.md',
  'docs/guide/writing.md',
  'docs/index.md',
  'package.json',
  'site.config.json',
];

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'bd-init-'));
const read = (dir: string, rel: string) => fs.readFileSync(path.join(dir, rel), 'utf8');
const readJson = (dir: string, rel: string) => JSON.parse(read(dir, rel)) as Record<string, unknown>;
/** Every file under `dir`, relative, with `/`, sorted. */
function listFiles(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(dir, `${prefix}${e.name}/`) : [`${prefix}${e.name}`]))
    .sort();
}
/** A page's frontmatter as bookdocs reads it. */
const frontmatter = (source: string) =>
  parseFrontmatter(source, 'docs/index.md').data as {
    layout?: string;
    hero: { name: string; actions: { link: string }[] };
    features: unknown[];
  };

describe('initSite', () => {
  it('creates the starter site in a new folder, and lists what it wrote', () => {
    const dir = path.join(tmp(), 'nested', 'my-docs');
    const result = initSite(dir);
    expect(result).toMatchObject({ ok: true, dir, title: 'my-docs', kept: [] });
    if (!result.ok) return;
    expect([...result.created].sort()).toEqual(STARTER_FILES);
    expect(listFiles(dir)).toEqual(STARTER_FILES);
  });

  it('writes every template file, gitignore as .gitignore (npm leaves a .gitignore out of a package)', () => {
    expect(
      listFiles(STARTER_DIR)
        .map((f) => f.replace(/(^|\/)gitignore$/, '$1.gitignore'))
        .sort(),
    ).toEqual(STARTER_FILES);
    const dir = path.join(tmp(), 'site');
    initSite(dir);
    expect(read(dir, '.gitignore').split('\n').filter(Boolean)).toEqual(['node_modules/', 'dist/']);
  });

  it('writes a config the schema accepts, $schema included, whose navbar and sidebar link both guide pages', () => {
    const dir = path.join(tmp(), 'site');
    initSite(dir);
    const raw = readJson(dir, 'site.config.json');
    expect(raw.$schema).toBe('./node_modules/bookdocs/schema/site.config.schema.json');
    // The path the schema will have once bookdocs is installed from npm: the package ships it there.
    expect(fs.existsSync(path.join(REPO, 'schema', 'site.config.schema.json'))).toBe(true);
    const parsed = siteConfigSchema.safeParse(raw);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    const config = parsed.data!;
    expect(config.outDir).toBe('dist'); // what .gitignore and the workflow name
    expect(config.navbar.map((n) => ('link' in n ? n.link : ''))).toContain('/guide/getting-started');
    const sidebar =
      config.sidebar === 'auto'
        ? []
        : Object.values(config.sidebar)
            .flat()
            .flatMap((g) => g.children);
    expect(sidebar.map((c) => (typeof c === 'string' ? c : c.link))).toEqual([
      '/guide/getting-started',
      '/guide/writing',
    ]);
    for (const page of ['getting-started', 'writing'])
      expect(fs.existsSync(path.join(dir, 'docs', 'guide', `${page}.md`))).toBe(true);
  });

  it('writes a home page with a VitePress hero whose actions lead to the guide', () => {
    const dir = path.join(tmp(), 'site');
    initSite(dir);
    const data = frontmatter(read(dir, 'docs/index.md'));
    expect(data.layout).toBe('home');
    expect(data.hero.name).toBe('site');
    expect(data.hero.actions.map((a) => a.link)).toEqual(['/guide/getting-started', '/guide/writing']);
    expect(data.features.length).toBeGreaterThan(0);
  });

  it('writes a private ESM package.json depending on bookdocs as given, with its scripts', () => {
    const dir = path.join(tmp(), 'My Docs');
    initSite(dir, { source: { spec: 'github:bookdocs/bookdocs#v0.3.0', from: 'git', known: true } });
    const pkg = readJson(dir, 'package.json');
    expect(pkg).toMatchObject({ name: 'my-docs', private: true, type: 'module' });
    expect(pkg.devDependencies).toEqual({ bookdocs: 'github:bookdocs/bookdocs#v0.3.0' });
    expect(pkg.scripts).toEqual({
      dev: 'bookdocs dev',
      build: 'bookdocs build',
      check: 'bookdocs check',
      preview: 'bookdocs preview',
    });
  });

  it('depends on the running bookdocs where it was installed from: here a clone, by its path', () => {
    const dir = path.join(tmp(), 'site');
    const result = initSite(dir);
    expect(result).toMatchObject({ ok: true, source: { spec: `file:${REPO}`, from: 'file' } });
    expect(readJson(dir, 'package.json').devDependencies).toEqual({ bookdocs: `file:${REPO}` });
  });

  it("says above the workflow's npm install whether a runner can install bookdocs as package.json names it", () => {
    const note = (source: InstallSource) => {
      const dir = path.join(tmp(), 'site');
      initSite(dir, { source });
      const lines = read(dir, '.github/workflows/docs.yml').split('\n');
      return lines[lines.findIndex((l) => l.trim() === '- run: npm install') - 1]!.trim();
    };
    expect(note({ spec: '^0.3.0', from: 'registry', known: true })).toBe(
      '# npm install gets bookdocs as package.json names it: ^0.3.0 from the npm registry.',
    );
    expect(note({ spec: 'github:bookdocs/bookdocs', from: 'git', known: true })).toBe(
      '# npm install gets bookdocs as package.json names it: github:bookdocs/bookdocs.',
    );
    expect(note({ spec: 'file:/home/me/bookdocs-0.3.0.tgz', from: 'file', known: true })).toMatch(
      /^# package\.json names bookdocs as a file on the computer that ran init: npm install fails on this runner/,
    );
  });

  it('writes a GitHub Pages workflow that builds, checks and deploys on push to main', () => {
    const dir = path.join(tmp(), 'site');
    initSite(dir);
    const wf = parseYaml(read(dir, '.github/workflows/docs.yml')) as {
      on: { push: { branches: string[] } };
      permissions: Record<string, string>;
      concurrency: { group: string };
      jobs: Record<
        string,
        {
          needs?: string;
          environment?: { name: string };
          steps: { id?: string; uses?: string; run?: string; with?: Record<string, unknown> }[];
        }
      >;
    };
    expect(wf.on.push.branches).toEqual(['main']);
    expect(wf.permissions).toEqual({ contents: 'read', pages: 'write', 'id-token': 'write' });
    expect(wf.concurrency.group).toBe('pages');
    const steps = wf.jobs.build!.steps;
    const runs = steps.map((s) => s.run).filter(Boolean);
    expect(runs[0]).toBe('npm install');
    // Built for the address GitHub Pages gives the site: /<repository>/ for a project site.
    expect(runs[1]).toBe('npx bookdocs build --base "${{ steps.pages.outputs.base_path }}/"');
    expect(steps.find((s) => s.id === 'pages')?.uses).toMatch(/^actions\/configure-pages@/);
    expect(runs[2]).toBe('npx bookdocs check');
    const uses = steps.map((s) => s.uses?.replace(/@.*/, ''));
    expect(uses.indexOf('actions/configure-pages')).toBeLessThan(
      steps.findIndex((s) => s.run?.startsWith('npx bookdocs build')),
    );
    expect(steps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact'))?.with).toEqual({ path: 'dist' });
    // The page cache the README tells CI to keep, and the previous output for incremental builds.
    expect(
      String(steps.find((s) => s.uses?.startsWith('actions/cache'))?.with?.path)
        .split('\n')
        .filter(Boolean),
    ).toEqual(['~/.cache/bookdocs', 'dist']);
    const deploy = wf.jobs.deploy!;
    expect(deploy.needs).toBe('build');
    expect(deploy.environment?.name).toBe('github-pages');
    expect(deploy.steps.map((s) => s.uses?.replace(/@.*/, ''))).toEqual(['actions/deploy-pages']);
  });

  it('puts --title into the config and the home page exactly, quotes and backslashes included', () => {
    const dir = path.join(tmp(), 'site');
    const title = 'Ada\'s "Notes": C:\\docs {{dependency}} # not a comment';
    expect(initSite(dir, { title })).toMatchObject({ ok: true, title });
    expect(readJson(dir, 'site.config.json').title).toBe(title);
    expect(frontmatter(read(dir, 'docs/index.md')).hero.name).toBe(title);
    expect(readJson(dir, 'package.json').name).toBe('site'); // the package is named by its folder
  });

  it('refuses an empty --title', () => {
    const result = initSite(path.join(tmp(), 'site'), { title: '  ' });
    expect(result).toMatchObject({ ok: false, error: { severity: 'error', rule: 'invalid-option' } });
  });

  it('accepts an existing folder holding only .git', () => {
    const dir = tmp();
    fs.mkdirSync(path.join(dir, '.git'));
    fs.writeFileSync(path.join(dir, '.git', 'HEAD'), 'ref: refs/heads/main\n');
    expect(initSite(dir)).toMatchObject({ ok: true, title: path.basename(dir) });
    expect(listFiles(dir)).toEqual(['.git/HEAD', ...STARTER_FILES].sort());
  });

  it('refuses a folder that is not empty, names what is in it, and writes nothing', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'mine');
    const result = initSite(dir);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ severity: 'error', rule: 'init-not-empty' });
    expect(result.error.message).toContain('notes.txt');
    expect(result.error.hint).toContain('--force');
    expect(listFiles(dir)).toEqual(['notes.txt']);
  });

  it('refuses a path that is a file', () => {
    const file = path.join(tmp(), 'file.md');
    fs.writeFileSync(file, '# x');
    expect(initSite(file)).toMatchObject({ ok: false, error: { rule: 'init-not-a-folder' } });
    expect(read(path.dirname(file), 'file.md')).toBe('# x');
  });

  it('with force, adds its files beside the others and keeps every existing file as it was', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'mine');
    fs.mkdirSync(path.join(dir, 'docs'));
    fs.writeFileSync(path.join(dir, 'docs', 'old.md'), '# Old');
    fs.writeFileSync(path.join(dir, 'site.config.json'), '{"title":"Mine"}');
    const result = initSite(dir, { force: true });
    expect(result).toMatchObject({ ok: true, kept: ['site.config.json'] });
    if (!result.ok) return;
    expect(result.created).not.toContain('site.config.json');
    expect(read(dir, 'site.config.json')).toBe('{"title":"Mine"}');
    expect(read(dir, 'notes.txt')).toBe('mine');
    expect(read(dir, 'docs/old.md')).toBe('# Old');
    expect(listFiles(dir)).toEqual([...STARTER_FILES, 'docs/old.md', 'notes.txt'].sort());
  });

  it('with force, adds bookdocs and its scripts to an existing package.json, keeping the rest of it', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'package.json'), '{\n  "name": "mine",\n  "scripts": { "build": "tsc" }\n}\n');
    const result = initSite(dir, { force: true, source: { spec: '^0.3.0', from: 'registry', known: true } });
    expect(result).toMatchObject({
      ok: true,
      kept: [],
      addedToPackageJson: ['devDependencies.bookdocs', 'scripts.dev', 'scripts.check', 'scripts.preview'],
      keptInPackageJson: ['scripts.build'],
    });
    expect(readJson(dir, 'package.json')).toEqual({
      name: 'mine',
      scripts: { build: 'tsc', dev: 'bookdocs dev', check: 'bookdocs check', preview: 'bookdocs preview' },
      devDependencies: { bookdocs: '^0.3.0' },
    });
  });

  it('with force, refuses a package.json it cannot read as JSON, before writing anything', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "name": "mine", }');
    const result = initSite(dir, { force: true });
    expect(result).toMatchObject({
      ok: false,
      error: {
        severity: 'error',
        rule: 'init-package-json',
        file: path.relative(process.cwd(), path.join(dir, 'package.json')),
      },
    });
    if (!result.ok)
      expect(result.error.message).toMatch(/^cannot add bookdocs to the existing package\.json: it is not valid JSON/);
    expect(listFiles(dir)).toEqual(['package.json']);
    expect(read(dir, 'package.json')).toBe('{ "name": "mine", }');
  });

  it('with force, refuses before writing anything when a file stands where a folder goes', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'docs'), 'a file');
    const result = initSite(dir, { force: true });
    expect(result).toMatchObject({ ok: false, error: { rule: 'init-conflict' } });
    if (!result.ok) expect(result.error.message).toContain('docs');
    expect(listFiles(dir)).toEqual(['docs']);
  });
});

describe('fillTemplate', () => {
  it('should fill known placeholders as JSON string content, in one pass, and leave others', () => {
    expect(
      fillTemplate('"{{title}}" {{dependency}} ${{ github.sha }} {{other}}', {
        title: 'a "b" {{dependency}}',
        dependency: '^1.0.0',
      }),
    ).toBe('"a \\"b\\" {{dependency}}" ^1.0.0 ${{ github.sha }} {{other}}');
  });
});

describe('packageNameFor', () => {
  it('should make a valid npm name of a folder name', () => {
    expect(packageNameFor('My Docs')).toBe('my-docs');
    expect(packageNameFor('.hidden_site')).toBe('hidden_site');
    expect(packageNameFor('文档')).toBe('docs');
  });
});
