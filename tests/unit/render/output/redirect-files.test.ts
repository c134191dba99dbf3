import { describe, expect, it } from 'vitest';
import { oldPaths, oldRoute, redirectPageFile, siteRedirects } from '../../../../src/render/model/redirects.js';
import {
  netlifyRedirects,
  nginxRedirects,
  redirectPage,
  vercelJson,
} from '../../../../src/render/output/redirect-files.js';
import { parseRedirectsFile } from '../../../../src/server/host-redirects.js';
import { gitMovesOf } from '../../../../src/render/site/git-moves.js';

const config = (redirects: Record<string, string>, base = '/', cleanUrls = false) => ({ base, cleanUrls, redirects });
const routes = new Map([
  ['/', 'index.md'],
  ['/guide/new.html', 'guide/new.md'],
  ['/读书/笔记.html', '读书/笔记.md'],
]);
const pages = [
  { file: 'guide/new.md', route: '/guide/new.html', frontmatter: { redirectFrom: ['/guide/begin', '/start/'] } },
];

describe('the site redirects', () => {
  it('reads old paths with or without .html, .md, base, folders and files', () => {
    expect(oldRoute('/guide/old', '/')).toBe('/guide/old.html');
    expect(oldRoute('/guide/old.md', '/')).toBe('/guide/old.html');
    expect(oldRoute('/guide/old.html#x', '/')).toBe('/guide/old.html');
    expect(oldRoute('/docs/guide/old', '/docs/')).toBe('/guide/old.html');
    expect(oldRoute('/guide/', '/')).toBe('/guide/');
    expect(oldRoute('/guide/index.html', '/')).toBe('/guide/');
    expect(oldRoute('/files/a.pdf', '/')).toBe('/files/a.pdf');
    expect(oldRoute('/%E8%AF%BB%E4%B9%A6', '/')).toBe('/读书.html');
    expect(oldRoute('//evil.example', '/')).toBeUndefined();
    expect(oldPaths('/guide/old.html', '/docs/')).toEqual(['/docs/guide/old.html', '/docs/guide/old']);
    expect(oldPaths('/start/', '/')).toEqual(['/start/', '/start', '/start/index.html']);
    expect(redirectPageFile('/start/')).toBe('start/index.html');
    expect(redirectPageFile('/a.pdf')).toBeUndefined();
  });

  it('takes the config first, then redirectFrom, with base and clean URLs in the target', () => {
    const list = siteRedirects({
      config: config({ '/old': '/guide/new.md#part', '/ext': 'https://example.com/a' }, '/docs/', true),
      pages,
      routes,
    });
    expect(list.map((r) => [r.from, r.url])).toEqual([
      ['/old.html', '/docs/guide/new#part'],
      ['/ext.html', 'https://example.com/a'],
      ['/guide/begin.html', '/docs/guide/new'],
      ['/start/', '/docs/guide/new'],
    ]);
  });
});

describe('the redirect files', () => {
  const list = siteRedirects({
    config: config({ '/old': '/读书/笔记', '/a b.html': '/guide/new.md' }),
    pages: [],
    routes,
  });

  it('writes a page that leaves at once, keeps the #hash, is not indexed and links the target', () => {
    const html = redirectPage('/guide/new.html', 'zh-CN', 'https://docs.example.com/guide/new.html');
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('<link rel="canonical" href="https://docs.example.com/guide/new.html">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/guide/new.html">');
    expect(html).toContain(`location.replace(u.indexOf('#')<0?u+location.hash:u)`);
    expect(html).toContain('<a href="/guide/new.html">/guide/new.html</a>');
    // A target cannot end the script early.
    expect(redirectPage('/x</script><script>alert(1)', 'en')).not.toContain('</script><script>alert');
  });

  it("writes _redirects with encoded paths, after the site's own rules", () => {
    const text = netlifyRedirects(list, '/');
    expect(text.split('\n').slice(1)).toEqual([
      '/old.html /%E8%AF%BB%E4%B9%A6/%E7%AC%94%E8%AE%B0.html 301',
      '/old /%E8%AF%BB%E4%B9%A6/%E7%AC%94%E8%AE%B0.html 301',
      '/a%20b.html /guide/new.html 301',
      '/a%20b /guide/new.html 301',
      '',
    ]);
    expect(netlifyRedirects(list, '/', '/own /elsewhere 302\n\n').startsWith('/own /elsewhere 302\n\n# ')).toBe(true);
    // What preview reads back: decoded paths.
    expect([...parseRedirectsFile(netlifyRedirects(list, '/', '/own /x 302\n/* /index.html 200')).keys()]).toEqual([
      '/own',
      '/old.html',
      '/old',
      '/a b.html',
      '/a b',
    ]);
  });

  it("writes vercel.json's permanent redirects, merged into the site's own file", () => {
    const own = { cleanUrls: true, redirects: [{ source: '/old', destination: '/mine', permanent: false }] };
    const json = JSON.parse(vercelJson(list, '/', own)) as { cleanUrls: boolean; redirects: unknown[] };
    expect(json.cleanUrls).toBe(true);
    expect(json.redirects).toEqual([
      { source: '/old', destination: '/mine', permanent: false },
      { source: '/old.html', destination: '/%E8%AF%BB%E4%B9%A6/%E7%AC%94%E8%AE%B0.html', permanent: true },
      { source: '/a%20b.html', destination: '/guide/new.html', permanent: true },
      { source: '/a%20b', destination: '/guide/new.html', permanent: true },
    ]);
    const odd = siteRedirects({ config: config({ '/v:1(x)': '/guide/new.md' }), pages: [], routes });
    expect((JSON.parse(vercelJson(odd, '/')) as { redirects: { source: string }[] }).redirects[0]!.source).toBe(
      '/v\\:1\\(x\\).html',
    );
  });

  it('writes nginx location = rules with decoded, quoted paths', () => {
    const lines = nginxRedirects(list, '/docs/').split('\n');
    expect(lines.slice(1)).toEqual([
      'location = "/docs/old.html" { return 301 "/%E8%AF%BB%E4%B9%A6/%E7%AC%94%E8%AE%B0.html"; }',
      'location = "/docs/old" { return 301 "/%E8%AF%BB%E4%B9%A6/%E7%AC%94%E8%AE%B0.html"; }',
      'location = "/docs/a b.html" { return 301 "/guide/new.html"; }',
      'location = "/docs/a b" { return 301 "/guide/new.html"; }',
      '',
    ]);
    const quoted = siteRedirects({ config: config({ '/q"x': 'https://e.example/$a' }), pages: [], routes });
    expect(nginxRedirects(quoted, '/')).toContain('location = "/q\\"x.html" { return 301 "https://e.example/%24a"; }');
  });
});

describe('git history', () => {
  it('follows renames to the last name and keeps deletions', () => {
    // Newest first, as git log prints it: b.md → c.md after a.md → b.md; d.md deleted; old.txt not a page.
    const log = 'R100\0b.md\0c.md\0\nR090\0a.md\0b.md\0D\0d.md\0\nD\0old.txt\0';
    expect(gitMovesOf(log)).toEqual([{ file: 'b.md', now: 'c.md' }, { file: 'a.md', now: 'c.md' }, { file: 'd.md' }]);
  });
});
