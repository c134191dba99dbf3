// A bilingual zero-config folder (English at the root, Chinese in zh/) builds as a site with two
// locales: each page in its language, with its own labels, search index and sidebar.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { read, writeTree } from '../helpers/fixtures.js';

describe('a bilingual folder without a config', () => {
  it('builds one locale per language folder', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-bilingual-'));
    const files: Record<string, string> = {
      'README.md': '---\nhome: true\nheroText: Tool\n---\n',
      'guide/start.md': '# Start\n\n::: tip\nEnglish\n:::\n',
      'zh/README.md': '---\nhome: true\nheroText: 工具\n---\n',
      'zh/guide/start.md': '# 开始\n\n::: tip\n中文\n:::\n',
    };
    for (const [f, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
      fs.writeFileSync(path.join(root, f), text);
    }
    const out = `${root}-out`;
    await build({ root, outDir: out });
    const en = read(out, 'guide/start.html');
    const zh = read(out, 'zh/guide/start.html');
    expect(en).toMatch(/<html lang="en-US"/);
    expect(zh).toMatch(/<html lang="zh-CN"/);
    expect(en).toContain('<title>Start | Tool</title>');
    expect(zh).toContain('<title>开始 | 工具</title>');
    expect(en).toContain('placeholder="Search"');
    expect(zh).toContain('placeholder="搜索"');
    expect(en).toContain('<p class="custom-block-title">TIP</p>');
    expect(zh).toContain('<p class="custom-block-title">提示</p>');
    // Each locale's sidebar holds its own pages only.
    const sidebarLinks = (html: string) => [
      ...new Set([...html.matchAll(/class="bd-sidebar-(?:link|heading-link)[^"]*" href="([^"]+)"/g)].map((m) => m[1])),
    ];
    expect(sidebarLinks(en)).toEqual(['/guide/start.html']);
    expect(sidebarLinks(zh)).toEqual(['/zh/guide/start.html']);
    // One search index per locale.
    expect(/"indexes":\{([^}]*)\}/.exec(zh)?.[1]).toMatch(
      /"\/zh\/":"\/assets\/search\/zh\.[0-9a-f]+\.json".*|"\/":.*"\/zh\/"/,
    );
  });
});

describe('a locale with its own logo and name', () => {
  it("shows them in its pages' navbar, readable without JavaScript; the other pages show the site's", async () => {
    const root = writeTree({
      'site.config.json': JSON.stringify({
        title: 'Acme',
        srcDir: '.',
        logo: '/logo.svg',
        locales: {
          '/': { lang: 'en-US' },
          '/zh/': { lang: 'zh-CN', logo: { src: '/zh.svg', alt: '标志' }, siteTitle: '文档' },
        },
      }),
      'index.md': '# Home\n',
      'zh/index.md': '# 首页\n',
      'public/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'public/zh.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    const out = path.join(root, 'dist');
    await build({ root, outDir: out });
    const brand = (file: string) => /<a class="bd-brand"[\s\S]*?<\/a>/.exec(read(out, file))![0];
    expect(brand('zh/index.html')).toContain('<img class="bd-logo" src="/zh.svg" alt="标志"');
    expect(brand('zh/index.html')).toContain('<span class="bd-site-title">文档</span>');
    expect(brand('index.html')).toContain('<img class="bd-logo" src="/logo.svg" alt=""');
    expect(brand('index.html')).toContain('<span class="bd-site-title">Acme</span>');
  });
});
