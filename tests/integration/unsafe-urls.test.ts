// Links that would run code (javascript:, vbscript:, data: pages), from the config, frontmatter and
// Markdown, never reach the built site; build and check say where each was.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { check } from '../../src/render/check/check.js';
import { writeTree } from '../helpers/fixtures.js';

const UNSAFE = /(?:javascript|vbscript|data:text)/i;

describe('links that would run code', () => {
  it('are left out of the built site, each with an unsafe-url warning at its place', async () => {
    const root = writeTree({
      'site.config.json': JSON.stringify({
        title: 'T',
        logo: 'vbscript:msgbox(1)',
        navbar: [
          { text: 'Data', link: 'data:text/html,<script>alert(1)</script>' },
          { text: 'Guide', link: '/guide' },
        ],
        sidebar: { '/': [{ text: 'G', children: ['/guide', ' JAVASCRIPT:alert(1)'] }] },
        socialLinks: [{ icon: 'github', link: 'vbscript:msgbox(1)' }],
      }),
      'docs/index.md':
        '---\nlayout: home\nhero:\n  name: Home\n  actions:\n    - text: Go\n      link: "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="\n    - text: Guide\n      link: /guide\n---\n',
      'docs/guide.md':
        '---\nnext:\n  text: Next\n  link: "vbscript:msgbox(1)"\n---\n# Guide\n\n[x](javascript:alert(1)) and [y](data:text/html,x)\n',
    });
    const result = await build({ root });
    const unsafe = result.diagnostics.filter((d) => d.rule === 'unsafe-url');
    expect(unsafe.map((d) => `${path.basename(d.file!)}:${d.line}`).sort()).toEqual([
      'guide.md:4',
      'guide.md:8',
      'guide.md:8',
      'index.md:7',
      'site.config.json:1',
      'site.config.json:1',
      'site.config.json:1',
      'site.config.json:1',
    ]);
    expect(unsafe.every((d) => d.severity === 'warning' && d.hint)).toBe(true);
    const out = path.join(root, 'dist');
    // The pages and their data (the bundles are the theme's code, which names these schemes to refuse them).
    const written = (fs.readdirSync(out, { recursive: true }) as string[]).filter((f) => /\.(html|json)$/.test(f));
    expect(written).toContain('assets/pages/guide.json');
    for (const f of written) expect(fs.readFileSync(path.join(out, f), 'utf8'), f).not.toMatch(UNSAFE);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('href="/guide.html"');
    // check reports the same.
    const checked = (await check({ root, cache: false })).diagnostics.filter((d) => d.rule === 'unsafe-url');
    expect(checked).toHaveLength(unsafe.length);
  });
});
