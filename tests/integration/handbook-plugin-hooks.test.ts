// The handbook's example of the Markdown hooks and buildEnd ("HTML handlers", "Containers", "buildEnd"
// under "Plugins"), copied from the handbook as it is: a link handler that wraps bookdocs' own, a
// container with a title per language, and llms.txt files from every page's text in reading order.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { check } from '../../src/render/check/check.js';
import { read } from '../helpers/fixtures.js';
import { handbookExample, writeExampleSite } from '../helpers/handbook-example.js';

describe("the handbook's example of Markdown hooks and buildEnd", () => {
  let root: string;
  let out: string;
  beforeAll(async () => {
    const plugin = handbookExample('example-plugin-hooks');
    root = writeExampleSite(
      [plugin],
      {
        'site.config.json': JSON.stringify({
          title: 'Example',
          lastUpdated: false,
          plugins: [`./${plugin.file}`],
          locales: { '/': { lang: 'en-US' }, '/zh/': { lang: 'zh-CN' } },
        }),
        'docs/index.md': '# Home\n\nRead [the guide](./guide.md) or [the spec](https://spec.example.org/).\n',
        'docs/guide.md': '# Guide\n\n## Install\n\n::: example Installing *it*\nRun `npm i`.\n:::\n',
        'docs/zh/index.md': '# 首页\n\n::: example\n正文\n:::\n',
      },
      'bd-readme-hooks-',
    );
    out = path.join(root, 'dist');
    await build({ root });
  });

  it("keeps bookdocs' links, with its arrow after external ones", () => {
    const html = read(out, 'index.html');
    expect(html).toContain('<a href="/guide.html">the guide</a>');
    expect(html).toContain(
      '<a href="https://spec.example.org/" target="_blank" rel="noopener noreferrer">the spec <span aria-hidden="true">↗</span></a>',
    );
  });

  it('draws its container with the title as written, else one in the page’s language', () => {
    expect(read(out, 'guide.html')).toContain(
      '<figure class="example"><figcaption>Installing <em>it</em></figcaption><p>Run <code>npm i</code>.</p>\n</figure>',
    );
    expect(read(out, 'zh/index.html')).toContain(
      '<figure class="example"><figcaption>示例</figcaption><p>正文</p>\n</figure>',
    );
  });

  it('writes llms.txt and llms-full.txt in reading order, with descriptions, outlines and text', () => {
    expect(read(out, 'llms.txt')).toBe(
      '# Example\n\n- [Home](/): Read the guide or the spec.\n- [Guide](/guide.html): Install Installing it Run npm i.\n- [首页](/zh/): 正文\n',
    );
    expect(read(out, 'llms-full.txt')).toBe(
      '# Home\n\n\nHome Read the guide or the spec.\n\n' +
        '# Guide\n## Install\n\nGuide Install Installing it Run npm i.\n\n' +
        '# 首页\n\n\n首页 正文\n\n',
    );
  });

  it('does not hide a broken link from check', async () => {
    fs.writeFileSync(path.join(root, 'docs/guide.md'), '# Guide\n\nSee [nothing](./nope.md).\n');
    const found = (await check({ root })).diagnostics.filter((d) => d.rule === 'broken-link');
    expect(found.map((d) => `${path.basename(d.file ?? '')}:${d.line}`)).toEqual(['guide.md:3']);
    expect(found[0]!.message).toContain('nope.md');
  });
});
