// The handbook (handbook/) is a site bookdocs builds: it builds with the compiled CLI, as `npm run
// handbook` and .ci/run do, its generated references are pages of it, and `bookdocs check` finds
// nothing in it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO } from '../helpers/fixtures.js';

const bin = path.join(REPO, 'bin', 'bookdocs.js');
const handbook = path.join(REPO, 'handbook');

describe('the handbook', () => {
  let out: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(() => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-handbook-'));
    out = path.join(tmp, 'site');
    env = { ...process.env, BOOKDOCS_CACHE_DIR: path.join(tmp, 'cache'), NO_COLOR: '1' };
    const built = spawnSync('node', [bin, 'build', handbook, '--out-dir', out, '--quiet'], { encoding: 'utf8', env });
    expect(built.stdout + built.stderr).not.toMatch(/error|warning/);
    expect(built.status).toBe(0);
  }, 300_000);

  it('passes bookdocs check with no findings', () => {
    const checked = spawnSync('node', [bin, 'check', handbook, '--json', '--strict'], { encoding: 'utf8', env });
    expect(JSON.parse(checked.stdout)).toEqual([]);
    expect(checked.status).toBe(0);
  }, 300_000);

  it('has its generated config and CLI references as pages', () => {
    const config = fs.readFileSync(path.join(out, 'reference', 'config.html'), 'utf8');
    expect(config).toContain('Config reference');
    expect(config).toContain('maxSuggestions');
    const cli = fs.readFileSync(path.join(out, 'reference', 'cli.html'), 'utf8');
    expect(cli).toContain('bookdocs preview');
    expect(cli).toContain('--out-dir');
  });

  it('renders the live examples of Writing pages', () => {
    const html = fs.readFileSync(path.join(out, 'guide', 'writing-pages.html'), 'utf8');
    expect(html).toContain('class="katex"');
    expect(html).toContain('<svg');
    expect(html).toContain('custom-block tip');
    // The included part and the snippet's region, not their directives.
    expect(html).toContain('is <strong>included</strong>');
    expect(html).toContain('greet');
  });
});
