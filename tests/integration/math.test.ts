// A site with `"plugins": ["bookdocs/math"]`, built through the CLI (bin/bookdocs.js runs the compiled
// lib/: `npx tsc -p tsconfig.build.json` first): KaTeX's stylesheet and fonts only where there is
// math, none of its JavaScript anywhere, formulas searchable, bad TeX a warning, and a change to the
// plugin's options re-parsing only the pages it applies to.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import katex from 'katex';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, read, REPO } from '../helpers/fixtures.js';

const KATEX = `assets/katex-${katex.version}`;
const STYLESHEET = `<link rel="stylesheet" href="/${KATEX}/katex.min.css">`;

/** Every file under a folder, relative to it ('/'-separated). */
const filesUnder = (dir: string): string[] =>
  (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    .map((f) => f.split(path.sep).join('/'));

describe('a site with bookdocs/math', () => {
  let root: string;
  let out: string;
  let env: NodeJS.ProcessEnv;
  const cli = () =>
    spawnSync(process.execPath, [path.join(REPO, 'bin', 'bookdocs.js'), 'build', root], { encoding: 'utf8', env });

  beforeAll(() => {
    root = copyFixture('math-site');
    out = path.join(root, 'dist');
    env = {
      ...process.env,
      NO_COLOR: '1',
      BOOKDOCS_CACHE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bd-math-cache-')),
    };
    delete env.BOOKDOCS_CACHE;
    const r = cli();
    expect(r.status, r.stderr).toBe(0);
  });

  it('renders the formulas at build time and links KaTeX’s stylesheet on that page only', () => {
    const formulas = read(out, 'formulas.html');
    expect(formulas).toContain(STYLESHEET);
    expect(formulas).toContain('<link rel="stylesheet" href="/assets/bookdocs-math/math.css">');
    expect(formulas).toContain('<div class="math math-display"><span class="katex-display"><span class="katex">');
    expect(formulas).toContain('<annotation encoding="application/x-tex">A = \\pi r^2</annotation>');
    for (const page of ['index.html', 'guide/plain.html', 'prices.html'])
      expect(read(out, page), page).not.toContain('katex');
    // The prices stay prose.
    expect(read(out, 'prices.html')).toContain('costs $5 and the team plan $10 a month');
  });

  it('copies the stylesheet and every font it refers to, and nothing else of KaTeX', () => {
    const css = read(out, `${KATEX}/katex.min.css`);
    const fonts = [...css.matchAll(/url\((fonts\/[^)]+)\)/g)].map((m) => m[1]!);
    expect(fonts).toContain('fonts/KaTeX_Main-Regular.woff2');
    for (const font of fonts) expect(fs.existsSync(path.join(out, KATEX, font)), font).toBe(true);
    const copied = filesUnder(path.join(out, KATEX));
    expect(copied.filter((f) => !f.startsWith('fonts/'))).toEqual(['katex.min.css']);
  });

  it('ships no KaTeX JavaScript', () => {
    const scripts = filesUnder(out).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const f of scripts) expect(read(out, f).toLowerCase(), f).not.toContain('katex');
  });

  it('puts the TeX of the formulas in the search index', () => {
    const search = filesUnder(path.join(out, 'assets', 'search'))
      .map((f) => read(out, `assets/search/${f}`))
      .join('\n');
    expect(search).toContain('varphi');
  });

  it('re-parses only the pages with a $ when the plugin’s options change', () => {
    fs.writeFileSync(
      path.join(root, 'site.config.json'),
      read(root, 'site.config.json').replace(
        '"plugins": ["bookdocs/math"]',
        '"plugins": [["bookdocs/math", { "fleqn": true }]]',
      ),
    );
    const r = cli();
    expect(r.status, r.stderr).toBe(0);
    // index.md and guide/plain.md have no "$"; formulas.md and prices.md are parsed again.
    expect(r.stdout).toContain('2 unchanged pages reused from the cache');
    expect(read(out, 'formulas.html')).toContain('<span class="katex-display fleqn">');
  });

  it('writes the site when a formula cannot be parsed, and warns at its line', () => {
    fs.writeFileSync(path.join(root, 'docs', 'bad.md'), '# Bad\n\nBroken $\\frac{$ here.\n');
    const r = cli();
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/docs\/bad\.md:3:15 +warning +plugin:math +the formula "\\frac\{" cannot be rendered/);
    expect(read(out, 'bad.html')).toContain('style="color:#cc0000">\\frac{</span>');
  });
});
