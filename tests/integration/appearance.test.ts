// Config `appearance` (VitePress's colour modes) in the built pages: the script that sets the mode
// before first paint, the colour schemes the page declares, and whether the navbar has a switch.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { writeTree } from '../helpers/fixtures.js';

async function page(appearance: unknown): Promise<string> {
  const root = writeTree({
    'site.config.json': JSON.stringify({ title: 'A', ...(appearance !== undefined && { appearance }) }),
    'docs/index.md': '# Home\n',
  });
  await build({ root });
  return fs.readFileSync(path.join(root, 'dist', 'index.html'), 'utf8');
}

const SCRIPT = /<script>\(function\(\)\{try\{(.*?)document\.documentElement\.classList\.add\('dark'\)/;

describe('appearance', () => {
  it('by default: a switch, the stored choice else the system mode', async () => {
    const html = await page(undefined);
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(SCRIPT.exec(html)?.[1]).toContain("||'auto'");
    expect(html).toContain('class="bd-color-mode"');
  });

  it('"dark": a switch, dark until the reader chooses', async () => {
    const html = await page('dark');
    expect(SCRIPT.exec(html)?.[1]).toContain("||'dark'");
    expect(html).toContain('class="bd-color-mode"');
  });

  it('false: light only, no script and no switch', async () => {
    const html = await page(false);
    expect(html).toContain('<meta name="color-scheme" content="light">');
    expect(SCRIPT.test(html)).toBe(false);
    expect(html).not.toContain('bd-color-mode');
  });

  it('"force-dark" and "force-auto": dark always, or as the system, and no switch', async () => {
    const dark = await page('force-dark');
    expect(SCRIPT.exec(dark)?.[1]).toBe('');
    expect(dark).toContain('<meta name="color-scheme" content="dark">');
    expect(dark).not.toContain('bd-color-mode');
    const auto = await page('force-auto');
    expect(SCRIPT.exec(auto)?.[1]).toBe("if(matchMedia('(prefers-color-scheme: dark)').matches)");
    expect(auto).not.toContain('bd-color-mode');
  });
});
