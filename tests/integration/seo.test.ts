// A built site as search engines and link previews see it (tests/fixtures/seo: base /docs/, clean
// URLs, two locales, a hostname): each page's head, sitemap.xml and robots.txt; the same head under
// `bookdocs dev`; nothing of it without a hostname.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { copyFixture, read } from '../helpers/fixtures.js';
import { startTestDevServer, type TestDevServer } from '../helpers/dev.js';
import { parseXml } from '../helpers/xml.js';

const SITE = 'https://docs.example.com/docs/';

/** The fixture in a git repository whose one commit is dated `date`, so pages have a last-updated time. */
function committedCopy(date: string): string {
  const root = copyFixture('seo');
  const env = {
    ...process.env,
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_DATE: date,
    GIT_AUTHOR_NAME: 't',
    GIT_AUTHOR_EMAIL: 't@example.com',
    GIT_COMMITTER_NAME: 't',
    GIT_COMMITTER_EMAIL: 't@example.com',
  };
  for (const args of [
    ['init', '-q'],
    ['add', '-A'],
    ['commit', '-q', '-m', 'pages'],
  ])
    execFileSync('git', args, { cwd: root, env, stdio: 'ignore' });
  return root;
}

function headOf(html: string): { head: string; meta: Record<string, string>; links: string[] } {
  const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
  const meta: Record<string, string> = {};
  for (const m of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)) {
    expect(meta[m[1]!], `${m[1]} given twice`).toBeUndefined();
    meta[m[1]!] = m[2]!;
  }
  return { head, meta, links: [...head.matchAll(/<link rel="(?:canonical|alternate|icon)"[^>]*>/g)].map((m) => m[0]) };
}

describe('a site with a hostname, built', () => {
  let out: string;
  beforeAll(async () => {
    const root = committedCopy('2024-05-01T08:30:00Z');
    out = `${root}-out`;
    await build({ root, outDir: out });
  }, 120_000);

  it('gives each page its canonical URL, Open Graph, Twitter card and translations', () => {
    const { meta, links } = headOf(read(out, 'zh/guide/start.html'));
    expect(links).toEqual([
      `<link rel="canonical" href="${SITE}zh/guide/start">`,
      `<link rel="alternate" hreflang="en-US" href="${SITE}guide/start">`,
      `<link rel="alternate" hreflang="zh-CN" href="${SITE}zh/guide/start">`,
      `<link rel="alternate" hreflang="x-default" href="${SITE}guide/start">`,
      // The author's icon, in place of the built-in one, after the theme's stylesheet.
      '<link rel="icon" href="/docs/favicon.svg" type="image/svg+xml">',
    ]);
    expect(meta).toMatchObject({
      description: '一个被分享和抓取的网站',
      'og:type': 'article',
      'og:title': '开始',
      'og:description': '一个被分享和抓取的网站',
      'og:url': `${SITE}zh/guide/start`,
      'og:site_name': 'SEO 示例',
      'og:locale': 'zh_CN',
      'og:image': `${SITE}images/og.png`,
      'twitter:card': 'summary_large_image',
      'theme-color': '#3c8772',
    });
  });

  it("merges the page's own head over the config's and the generated one, escaped", () => {
    const html = read(out, 'guide/start.html');
    const { head, meta, links } = headOf(html);
    expect(meta).toMatchObject({
      keywords: 'start, guide',
      description: 'How to start, in one line &amp; no more',
      'og:description': 'Start here &lt;now&gt;',
      'og:image': `${SITE}images/start.png`,
      'og:url': `${SITE}guide/start`,
    });
    expect(links.filter((l) => l.includes('canonical'))).toEqual([`<link rel="canonical" href="${SITE}guide/start">`]);
    expect(head).toContain('<script>window.startPage = true</script>');
    expect(head.match(/analytics\.js/g)).toHaveLength(1);
    // None of it goes into the hydration data.
    const data = html.slice(html.indexOf('id="bd-data"'));
    expect(data).not.toContain('og:');
    expect(data).not.toContain('startPage');
  });

  it('calls the home pages websites and lists no alternates for a page in one language', () => {
    expect(headOf(read(out, 'index.html')).meta).toMatchObject({
      'og:type': 'website',
      'og:title': 'Seo Fixture',
      'og:url': SITE,
    });
    const { links } = headOf(read(out, 'guide/english-only.html'));
    expect(links.filter((l) => l.includes('alternate'))).toEqual([]);
  });

  it("gives the not-found page no canonical URL or Open Graph, but the config's head", () => {
    const { head, meta, links } = headOf(read(out, '404.html'));
    expect(links).toEqual(['<link rel="icon" href="/docs/favicon.svg" type="image/svg+xml">']);
    expect(Object.keys(meta).filter((k) => /^(og|twitter):/.test(k))).toEqual([]);
    expect(head).toContain('analytics.js');
  });

  it('writes sitemap.xml: every listed page at its clean URL, last change from git, translations', () => {
    const root = parseXml(read(out, 'sitemap.xml'));
    expect([root.ns, root.local]).toEqual(['http://www.sitemaps.org/schemas/sitemap/0.9', 'urlset']);
    const urls = new Map(root.children.map((u) => [u.children[0]!.text, u]));
    expect([...urls.keys()].sort()).toEqual([
      SITE,
      `${SITE}guide/english-only`,
      `${SITE}guide/start`,
      `${SITE}zh/`,
      `${SITE}zh/guide/start`,
    ]);
    for (const u of urls.values())
      expect(u.children.find((c) => c.local === 'lastmod')?.text).toBe('2024-05-01T08:30:00Z');
    const alternates = urls
      .get(`${SITE}zh/`)!
      .children.filter((c) => c.local === 'link')
      .map((c) => `${c.attrs.hreflang} ${c.attrs.href}`);
    expect(alternates).toEqual([`en-US ${SITE}`, `zh-CN ${SITE}zh/`, `x-default ${SITE}`]);
  });

  it('writes robots.txt naming the sitemap', () => {
    expect(read(out, 'robots.txt')).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}sitemap.xml\n`);
  });
});

describe('a site with a hostname and its own robots.txt', () => {
  it("copies the public folder's robots.txt instead of writing one", async () => {
    const root = copyFixture('seo');
    fs.writeFileSync(path.join(root, 'docs/public/robots.txt'), 'User-agent: *\nDisallow: /private/\n');
    const out = `${root}-out`;
    await build({ root, outDir: out });
    expect(read(out, 'robots.txt')).toBe('User-agent: *\nDisallow: /private/\n');
    // Outside git: no lastmod.
    expect(read(out, 'sitemap.xml')).not.toContain('<lastmod>');
  }, 120_000);
});

describe('a site without a hostname', () => {
  it('writes no sitemap or robots.txt, and no canonical, og:url or alternates, but the rest of the head', async () => {
    const root = copyFixture('seo');
    const configFile = path.join(root, 'site.config.json');
    const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as Record<string, unknown>;
    delete config.hostname;
    fs.writeFileSync(configFile, JSON.stringify(config));
    const out = `${root}-out`;
    await build({ root, outDir: out });
    expect(fs.existsSync(path.join(out, 'sitemap.xml'))).toBe(false);
    expect(fs.existsSync(path.join(out, 'robots.txt'))).toBe(false);
    const { meta, links } = headOf(read(out, 'guide/start.html'));
    expect(links).toEqual(['<link rel="icon" href="/docs/favicon.svg" type="image/svg+xml">']);
    expect(meta['og:url']).toBeUndefined();
    // A site path cannot be made absolute without the hostname.
    expect(meta['og:image']).toBeUndefined();
    expect(meta).toMatchObject({ 'og:title': 'Start', 'twitter:card': 'summary', keywords: 'start, guide' });
  }, 120_000);
});

describe('bookdocs dev', () => {
  let dev: TestDevServer;
  beforeAll(async () => {
    dev = await startTestDevServer(copyFixture('seo'));
  }, 60_000);
  afterAll(() => dev?.close());

  it('serves pages with the same head as the build', async () => {
    const { meta, links, head } = headOf(await (await fetch(`${dev.url}guide/start`)).text());
    expect(meta).toMatchObject({
      keywords: 'start, guide',
      'og:description': 'Start here &lt;now&gt;',
      'theme-color': '#3c8772',
    });
    expect(links).toContain(`<link rel="canonical" href="${SITE}guide/start">`);
    expect(links).toContain(`<link rel="alternate" hreflang="zh-CN" href="${SITE}zh/guide/start">`);
    expect(head).toContain('<script>window.startPage = true</script>');
  });
});
