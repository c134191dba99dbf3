// A page's file is read whatever its encoding and line endings (UTF-16 with a BOM, a doubled BOM, CR
// line endings), in build, check and dev alike; a file that is not text in its encoding is a warning.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { check } from '../../src/render/check/check.js';
import { startTestDevServer } from '../helpers/dev.js';
import { read, writeTree } from '../helpers/fixtures.js';

/** A site whose home page links to each of `pages` (file name → bytes). */
function site(pages: Record<string, Buffer>): string {
  const links = Object.keys(pages)
    .filter((f) => f.endsWith('.md'))
    .map((f) => `- [${f}](./${f})`)
    .join('\n');
  const root = writeTree({ 'site.config.json': '{ "title": "T" }', 'docs/index.md': `# Home\n\n${links}\n` });
  for (const [file, bytes] of Object.entries(pages)) fs.writeFileSync(path.join(root, 'docs', file), bytes);
  return root;
}

describe('Markdown files in other encodings', () => {
  const text = (title: string, nl = '\n') =>
    ['---', `title: ${title}`, '---', '# Heading', '', 'Café au lait.', ''].join(nl);
  const utf16be = (s: string) => Buffer.from(s, 'utf16le').swap16();
  const pages = {
    'le.md': Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text('Sixteen LE'), 'utf16le')]),
    'be.md': Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(text('Sixteen BE'))]),
    'mac.md': Buffer.from(text('Classic Mac', '\r')),
    'boms.md': Buffer.from(`\uFEFF\uFEFF${text('Two BOMs')}`),
    'crlf.md': Buffer.from(text('Windows', '\r\n')),
    'part-host.md': Buffer.from('# Host\n\n<!--@include: ./part.txt-->\n'),
    'part.txt': Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Included from UTF-16.\n', 'utf16le')]),
  };
  const titles: Record<string, string> = {
    le: 'Sixteen LE',
    be: 'Sixteen BE',
    mac: 'Classic Mac',
    boms: 'Two BOMs',
    crlf: 'Windows',
  };

  const encodedSite = () =>
    site({ ...pages, 'latin1.md': Buffer.from('---\ntitle: Latin-1\n---\n# Caf\u00e9\n', 'latin1') });

  it('keeps their frontmatter and text in build (UTF-16 with a BOM, CR endings, two BOMs), and includes them', async () => {
    const root = encodedSite();
    await build({ root });
    for (const [name, title] of Object.entries(titles)) {
      const html = read(root, `dist/${name}.html`);
      expect(html, name).toContain(`<title>${title} | T</title>`);
      expect(html, name).toContain('Café au lait.');
      expect(html, name).not.toContain('title:');
    }
    expect(read(root, 'dist/part-host.html')).toContain('Included from UTF-16.');
  });

  it('warns about a file that is not UTF-8 at its first bad line, and about no other', async () => {
    const root = encodedSite();
    const { diagnostics } = await check({ root, cache: false });
    const problems = diagnostics
      .filter((d) => d.rule !== 'orphan-page')
      .map((d) => `${path.basename(d.file ?? '')}:${d.line} ${d.severity} ${d.rule}`);
    expect(problems).toEqual(['latin1.md:4 warning invalid-encoding']);
  });

  it('keeps their titles in dev, in the sidebar before they are parsed too', async () => {
    const root = encodedSite();
    const dev = await startTestDevServer(root);
    try {
      // The home page comes first: the other pages' titles in its sidebar are their quick titles.
      const home = await (await fetch(dev.url)).text();
      for (const title of Object.values(titles)) expect(home).toContain(`>${title}<`);
      for (const [name, title] of Object.entries(titles)) {
        const html = await (await fetch(new URL(`${name}.html`, dev.url))).text();
        expect(html, name).toContain(`<title>${title} | T</title>`);
        expect(html, name).toContain('Café au lait.');
      }
    } finally {
      await dev.close();
    }
  });
});
