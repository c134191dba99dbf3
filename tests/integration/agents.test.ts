// Docs for agents, built and served: each page's Markdown copy beside its HTML (includes inlined,
// Chinese as written), llms.txt and llms-full.txt per locale, the hidden hint; exact after edits and
// deletions (incremental builds equal cold ones); `Accept: text/markdown` under `bookdocs dev`; and
// none of it with `"agents": false`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { read, writeTree } from '../helpers/fixtures.js';
import { startTestDevServer, type TestDevServer } from '../helpers/dev.js';
import { expectSameTree } from '../helpers/tree.js';

const config = (agents?: unknown) =>
  JSON.stringify({
    title: 'Shelf',
    description: 'Books for agents',
    srcExclude: ['**/parts/**'],
    locales: { '/': { lang: 'en-US' }, '/zh/': { lang: 'zh-CN', title: '书架', description: '给智能体读的书' } },
    sidebar: {
      '/guide/': [{ text: 'Guide', children: ['/guide/', '/guide/a.md'] }],
      '/zh/guide/': [{ text: '指南', children: ['/zh/guide/', '/zh/guide/b.md'] }],
    },
    ...(agents !== undefined && { agents }),
  });

const SITE = {
  'docs/index.md': '# Shelf\n\nStart at the [guide](./guide/).\n',
  'docs/guide/index.md': '---\ntitle: Guide\ndescription: How to read\n---\n\nRead [a](./a.md#part).\n',
  'docs/guide/a.md': '# A\n\n<!--@include: ./parts/shared.md-->\n\n::: tip\nA tip.\n:::\n\n## Part\n',
  'docs/guide/parts/shared.md': 'Shared text from an include.\n',
  'docs/zh/index.md': '# 书架\n\n从[指南](./guide/)开始。\n',
  'docs/zh/guide/index.md': '# 指南\n\n阅读[乙](./b.md)。\n',
  'docs/zh/guide/b.md': '# 乙\n\n中文内容，没有多余的空格。\n\n::: warning\n小心。\n:::\n',
};

describe('docs for agents, built', () => {
  let root: string;
  let cacheDir: string;
  const saved = { ...process.env };
  const out = () => path.join(root, 'dist');
  const cold = async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-agents-cold-'));
    await build({ root, cache: false, outDir: dir });
    return dir;
  };

  beforeAll(async () => {
    root = writeTree({ 'site.config.json': config(), ...SITE }, 'bd-agents-');
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-agents-cache-'));
    process.env.BOOKDOCS_CACHE_DIR = cacheDir;
    delete process.env.BOOKDOCS_CACHE;
    await build({ root });
  }, 180_000);
  afterAll(() => {
    process.env = saved;
  });

  it('writes a Markdown copy beside each page: includes inlined, frontmatter out, the title as h1', () => {
    expect(read(out(), 'guide/a.md')).toBe(
      '# A\n\nShared text from an include.\n\n> **TIP**\n>\n> A tip.\n\n## Part\n',
    );
    expect(read(out(), 'guide/index.md')).toBe('# Guide\n\nRead [a](/guide/a.md#part).\n');
    expect(read(out(), 'zh/guide/b.md')).toBe('# 乙\n\n中文内容，没有多余的空格。\n\n> **注意**\n>\n> 小心。\n');
  });

  it('writes llms.txt and llms-full.txt per locale, the pages grouped as the sidebar groups them', () => {
    expect(read(out(), 'llms.txt')).toBe(
      '# Shelf\n\n> Books for agents\n\n## Guide\n\n- [Guide](/guide/index.md): How to read\n- [A](/guide/a.md)\n\n## Other pages\n\n- [Shelf](/index.md)\n',
    );
    expect(read(out(), 'zh/llms.txt')).toBe(
      '# 书架\n\n> 给智能体读的书\n\n## 指南\n\n- [指南](/zh/guide/index.md)\n- [乙](/zh/guide/b.md)\n\n## 其他页面\n\n- [书架](/zh/index.md)\n',
    );
    const full = read(out(), 'zh/llms-full.txt');
    expect(full).toBe(
      [read(out(), 'zh/guide/index.md'), read(out(), 'zh/guide/b.md'), read(out(), 'zh/index.md')]
        .map((c) => c.trimEnd())
        .join('\n\n---\n\n') + '\n',
    );
    expect(read(out(), 'llms-full.txt')).not.toContain('中文');
  });

  it('hides a note for agents in each page, out of the accessibility tree', () => {
    const html = read(out(), 'guide/a.html');
    const hint = /<div class="bd-agent-hint bd-sr-only" aria-hidden="true">(.*?)<\/div>/.exec(html);
    expect(hint?.[1]).toContain('href="/guide/a.md"');
    expect(hint?.[1]).toContain('href="/llms.txt"');
    expect(read(out(), 'zh/guide/b.html')).toContain('href="/zh/llms.txt"');
  });

  it('keeps the copies and llms-full.txt exact when a page changes, an include changes, or a page is deleted', async () => {
    fs.writeFileSync(path.join(root, 'docs/guide/parts/shared.md'), 'Changed shared text.\n');
    await build({ root });
    expect(read(out(), 'guide/a.md')).toContain('Changed shared text.');
    expect(read(out(), 'llms-full.txt')).toContain('Changed shared text.');
    expectSameTree(out(), await cold());

    fs.writeFileSync(path.join(root, 'docs/zh/guide/b.md'), '# 乙\n\n新的内容。\n');
    await build({ root });
    expect(read(out(), 'zh/llms-full.txt')).toContain('新的内容。');
    expectSameTree(out(), await cold());

    fs.rmSync(path.join(root, 'docs/zh/guide/b.md'));
    await build({ root });
    expect(fs.existsSync(path.join(out(), 'zh/guide/b.md'))).toBe(false);
    expect(read(out(), 'zh/llms-full.txt')).not.toContain('# 乙');
    expect(read(out(), 'zh/llms.txt')).not.toContain('b.md');
    expectSameTree(out(), await cold());
  }, 300_000);

  it('writes none of it with "agents": false, and only what is on otherwise', async () => {
    fs.writeFileSync(path.join(root, 'site.config.json'), config(false));
    await build({ root });
    const files = fs.readdirSync(out(), { recursive: true }).map(String);
    expect(files.filter((f) => /\.md$|llms/.test(f))).toEqual([]);
    expect(read(out(), 'guide/a.html')).not.toContain('bd-agent-hint');
    fs.writeFileSync(path.join(root, 'site.config.json'), config({ markdown: false, hint: false }));
    await build({ root });
    expect(fs.existsSync(path.join(out(), 'guide/a.md'))).toBe(false);
    expect(fs.existsSync(path.join(out(), 'llms-full.txt'))).toBe(false);
    // Without copies, llms.txt links the pages themselves.
    expect(read(out(), 'llms.txt')).toContain('- [A](/guide/a.html)');
    expect(read(out(), 'guide/a.html')).not.toContain('bd-agent-hint');
  }, 300_000);
});

describe('docs for agents under bookdocs dev', () => {
  let server: TestDevServer;
  beforeAll(async () => {
    server = await startTestDevServer(writeTree({ 'site.config.json': config(), ...SITE }, 'bd-agents-dev-'));
  }, 120_000);
  afterAll(() => server.close());

  it("answers a page's .md URL and Accept: text/markdown with its copy, as the build writes it", async () => {
    for (const p of ['guide/a.md', 'guide/a', 'guide/a.html']) {
      const res = await fetch(`${server.url}${p}`, p.endsWith('.md') ? {} : { headers: { accept: 'text/markdown' } });
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type'), p).toBe('text/markdown; charset=utf-8');
      expect(res.headers.get('vary'), p).toMatch(/\baccept\b/i);
      expect(await res.text(), p).toBe('# A\n\nShared text from an include.\n\n> **TIP**\n>\n> A tip.\n\n## Part\n');
    }
    const zh = await fetch(`${server.url}zh/guide/index.md`);
    expect(await zh.text()).toBe('# 指南\n\n阅读[乙](/zh/guide/b.md)。\n');
    const page = await fetch(`${server.url}guide/a`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('vary')).toMatch(/\baccept\b/i);
  });

  it("serves each locale's llms.txt and llms-full.txt as a build writes them", async () => {
    const root = writeTree({ 'site.config.json': config(), ...SITE }, 'bd-agents-devbuild-');
    await build({ root });
    for (const rel of ['llms.txt', 'llms-full.txt', 'zh/llms.txt', 'zh/llms-full.txt']) {
      const res = await fetch(`${server.url}${rel}`);
      expect(res.status, rel).toBe(200);
      expect(await res.text(), rel).toBe(fs.readFileSync(path.join(root, 'dist', rel), 'utf8'));
    }
    expect((await fetch(`${server.url}guide/llms.txt`)).status).toBe(404);
  }, 120_000);
});

describe('a component without children or text in the Markdown copy', () => {
  const STAT_SITE = {
    'site.config.json': JSON.stringify({ title: 'Stats' }),
    'components/Stat.tsx':
      'export default function Stat({ n }: { n: string }) {\n  return <p className="stat">Downloads: <b>{n}</b> &amp; counting</p>;\n}\n',
    'docs/index.md': '# Stats\n\nBefore.\n\n<Stat n="42" />\n\nAfter.\n',
  };
  const COPY = '# Stats\n\nBefore.\n\nDownloads: 42 & counting\n\nAfter.\n';

  it('is the text of what it renders, built and under bookdocs dev alike', async () => {
    const root = writeTree(STAT_SITE, 'bd-agents-component-');
    await build({ root });
    expect(read(path.join(root, 'dist'), 'index.md')).toBe(COPY);
    expect(read(path.join(root, 'dist'), 'llms-full.txt')).toContain(COPY);
    const dev = await startTestDevServer(root);
    try {
      expect(await (await fetch(`${dev.url}index.md`)).text()).toBe(COPY);
      expect(await (await fetch(`${dev.url}llms-full.txt`)).text()).toBe(
        read(path.join(root, 'dist'), 'llms-full.txt'),
      );
    } finally {
      await dev.close();
    }
  }, 120_000);
});
