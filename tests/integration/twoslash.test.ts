// A site with twoslash blocks built through the CLI (bin/bookdocs.js runs the compiled lib/): type
// cards in the HTML, errors and queries inline, the project's own modules seen, and a block's HTML
// taken from the last build when its page changes elsewhere (twoslash is slow: it is not run again).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, read, REPO } from '../helpers/fixtures.js';

describe('a site with twoslash blocks', () => {
  let root: string;
  let out: string;
  let env: NodeJS.ProcessEnv;
  const build = () => {
    const r = spawnSync(process.execPath, [path.join(REPO, 'bin', 'bookdocs.js'), 'build', root], {
      encoding: 'utf8',
      env,
    });
    expect(r.status, r.stderr).toBe(0);
    return `${r.stdout}${r.stderr}`;
  };

  beforeAll(() => {
    root = copyFixture('twoslash-site');
    out = path.join(root, 'dist');
    env = { ...process.env, NO_COLOR: '1', BOOKDOCS_CACHE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bd-ts-cache-')) };
    delete env.BOOKDOCS_CACHE;
    const output = build();
    expect(output).not.toContain('warning');
  });

  it('renders type cards, the query and the expected error into the HTML', () => {
    const home = read(out, 'index.html');
    expect(home).toContain('<pre class="shiki twoslash" tabindex="0">');
    expect(home).toMatch(
      /<span tabindex="0" aria-describedby="([\w-]+)" class="twoslash-hover"><span role="tooltip" id="\1"/,
    );
    expect(home).toContain("Type 'number' is not assignable to type 'string'.");
    expect(home).not.toContain('---cut---');
    // The plain block and the graph beside it are as ever.
    expect(home).toContain(
      '<pre class="shiki" tabindex="0"><code><span class="line"><span class="t-keyword">const</span>',
    );
    expect(home).toContain('<div class="bd-graphviz"><svg');
  });

  it.each(['1', '2'])('renders the same in %s parse workers as in this thread', (workers) => {
    const other = copyFixture('twoslash-site');
    const r = spawnSync(process.execPath, [path.join(REPO, 'bin', 'bookdocs.js'), 'build', other], {
      encoding: 'utf8',
      env: {
        ...env,
        BOOKDOCS_WORKERS: workers,
        BOOKDOCS_CACHE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bd-ts-cache-')),
      },
    });
    expect(r.status, r.stderr).toBe(0);
    const here = read(out, 'index.html');
    expect(here).toContain('twoslash-hover');
    expect(read(path.join(other, 'dist'), 'index.html')).toBe(here);
  });

  it('sees the project’s own modules', () => {
    expect(read(out, 'imports.html')).toContain('<span class="t-string-expression"> "1.0"</span>');
  });

  it('takes an unchanged block from the last build when its page changes elsewhere', () => {
    // What the block shows depends on version.d.ts, which the cache does not follow: the block's HTML
    // coming back unchanged shows it was not checked again.
    fs.writeFileSync(path.join(root, 'version.d.ts'), 'export declare const version: "2.0";\n');
    const page = path.join(root, 'docs', 'imports.md');
    fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace('are seen', 'are all seen'));
    build();
    const html = read(out, 'imports.html');
    expect(html).toContain('are all seen');
    expect(html).toContain('"1.0"');
    // A new block is checked, and sees the module as it is now.
    fs.writeFileSync(
      page,
      `${fs.readFileSync(page, 'utf8')}\n\`\`\`ts twoslash\nimport { version } from './version'\nconst again = version\n//    ^?\n\`\`\`\n`,
    );
    build();
    expect(read(out, 'imports.html')).toContain('"2.0"');
  });

  it('is not type-checked by check, whether a build ran before it or not (the build reports it)', () => {
    const site = copyFixture('twoslash-site');
    fs.writeFileSync(
      path.join(site, 'docs', 'broken.md'),
      "# Broken\n\n```ts twoslash\nimport { nothing } from 'no-such-package'\n```\n",
    );
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-ts-cache-'));
    const cli = (...args: string[]) => {
      const r = spawnSync(process.execPath, [path.join(REPO, 'bin', 'bookdocs.js'), ...args, site], {
        encoding: 'utf8',
        env: { ...env, BOOKDOCS_CACHE_DIR: cacheDir },
      });
      // Without the time it took.
      return `${r.stdout}${r.stderr}`.replace(/ in [\d.]+ ?m?s\b/g, '');
    };
    const fresh = cli('check', '--no-cache');
    expect(fresh).not.toContain('twoslash');
    expect(cli('build')).toMatch(/broken\.md:3:1\s+warning\s+twoslash\s+twoslash could not check this block: .*2307/);
    // Now from the build's cached pages.
    expect(cli('check')).toBe(fresh);
  });
});
