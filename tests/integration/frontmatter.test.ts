// Frontmatter is data, in every command: a page cannot run code through it, and an alias bomb is one
// error at its line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { check } from '../../src/render/check/check.js';
import type { Diagnostic } from '../../src/render/diagnostics.js';
import { startTestDevServer } from '../helpers/dev.js';
import { REPO, writeTree } from '../helpers/fixtures.js';

const bin = path.join(REPO, 'bin', 'bookdocs.js');
const env = { ...process.env, CI: '1', NO_COLOR: '1', BOOKDOCS_CACHE: '0' };

/** A page whose `---js` frontmatter writes `marker` when it is run. */
const codePage = (marker: string) =>
  `---js\n(process.getBuiltinModule('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran'), { title: 'Ran' })\n---\n# Code\n`;

/** A YAML alias bomb: `levels` levels of `width` aliases each to the level below (width^levels values). */
function aliasBomb(levels: number, width: number): string {
  const lines = ['a0: &a0 "lol"'];
  for (let i = 1; i <= levels; i++)
    lines.push(`a${i}: &a${i} [${Array.from({ length: width }, () => `*a${i - 1}`).join(', ')}]`);
  return `---\n${lines.join('\n')}\n---\n# Bomb\n`;
}

/** A site whose home page links to each of `pages` (file name → text). */
function site(pages: Record<string, string>): string {
  const links = Object.keys(pages)
    .map((f) => `- [${f}](./${f})`)
    .join('\n');
  return writeTree({
    'site.config.json': '{ "title": "T" }',
    'docs/index.md': `# Home\n\n${links}\n`,
    ...Object.fromEntries(Object.entries(pages).map(([f, text]) => [`docs/${f}`, text])),
  });
}

const frontmatterErrors = (list: Diagnostic[]) =>
  list
    .filter((d) => d.rule === 'invalid-frontmatter' || d.rule === 'internal-error')
    .map((d) => `${path.basename(d.file ?? '')}:${d.line}:${d.column ?? '-'} ${d.severity} ${d.rule}`);

describe('frontmatter that is code', () => {
  it.each(['check', 'build'])('is an error in %s at line 1, and is never run', (command) => {
    const root = site({ 'code.md': '' });
    const marker = path.join(root, 'ran.txt');
    fs.writeFileSync(path.join(root, 'docs/code.md'), codePage(marker));
    const r = spawnSync('node', [bin, command, root], { encoding: 'utf8', env });
    expect(fs.existsSync(marker)).toBe(false);
    expect(r.status).toBe(1);
    expect(r.stdout + r.stderr).toMatch(
      /docs\/code\.md:1:4 {2}error {4}invalid-frontmatter {2}invalid frontmatter: "js" frontmatter is not read: bookdocs reads only YAML frontmatter/,
    );
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('is never run by dev, whose background check reads every page; its page is an error page', async () => {
    const root = site({ 'code.md': '', 'bomb.md': aliasBomb(6, 10) });
    const marker = path.join(root, 'ran.txt');
    fs.writeFileSync(path.join(root, 'docs/code.md'), codePage(marker));
    const dev = await startTestDevServer(root);
    try {
      await expect
        .poll(async () => frontmatterErrors(await dev.diagnostics()), { timeout: 30_000 })
        .toEqual(['bomb.md:3:10 error invalid-frontmatter', 'code.md:1:4 error invalid-frontmatter']);
      const res = await fetch(new URL('code.html', dev.url));
      expect(res.status).toBe(500);
      expect(await res.text()).toContain('only YAML');
      expect((await fetch(new URL('bomb.html', dev.url))).status).toBe(500);
      expect(fs.existsSync(marker)).toBe(false);
    } finally {
      await dev.close();
    }
  });
});

describe('a YAML alias bomb', () => {
  it('is one invalid-frontmatter error at the first alias, in check and build alike', async () => {
    const root = site({ 'bomb.md': aliasBomb(6, 10), 'fine.md': '---\ntitle: Fine\n---\n' });
    const checked = await check({ root, cache: false });
    expect(frontmatterErrors(checked.diagnostics)).toEqual(['bomb.md:3:10 error invalid-frontmatter']);
    expect(checked.diagnostics.find((d) => d.rule === 'invalid-frontmatter')!.message).toMatch(
      /aliases expand to too many values/,
    );
    const built = await build({ root }).catch((e: unknown) => e as { diagnostics: Diagnostic[] });
    expect(frontmatterErrors('diagnostics' in built ? built.diagnostics : [])).toEqual([
      'bomb.md:3:10 error invalid-frontmatter',
    ]);
  });
});
