// Edit links: a `:path` pattern for any host, or the repository shortcut per host shape.
import { describe, expect, it } from 'vitest';
import { editLinkFor, fillEditPattern, repoEditPattern } from '../../../../src/render/model/edit-link.js';
import type { ResolvedConfig } from '../../../../src/render/site/config.js';
import { buildSiteModel } from '../../../../src/render/model/site.js';
import { parseSiteConfig } from '../../../../src/render/site/config-validate.js';
import { page, siteConfig } from './model-helpers.js';

function resolved(raw: Parameters<typeof siteConfig>[0], srcDir = '/site/docs'): ResolvedConfig {
  return { config: siteConfig(raw), root: '/site', srcDir } as ResolvedConfig;
}
const linkOf = (raw: Parameters<typeof siteConfig>[0], file = 'guide/a b.md', srcDir?: string) =>
  editLinkFor(resolved(raw, srcDir))?.(page(file));

describe('edit links', () => {
  it('fills :path of a pattern with the page path under the docs folder, encoded, for any host', () => {
    expect(linkOf({ editLink: { pattern: 'https://gitee.com/o/r/edit/master/docs/:path' } })).toBe(
      'https://gitee.com/o/r/edit/master/docs/guide/a%20b.md',
    );
    expect(linkOf({ editLink: { pattern: 'https://git.example.org/r/_edit?file=:path&x=1' } }, 'zh/中.md')).toBe(
      'https://git.example.org/r/_edit?file=zh/%E4%B8%AD.md&x=1',
    );
    // A pattern needs no repo, and wins over one.
    expect(linkOf({ repo: 'https://github.com/o/r', editLink: { pattern: 'https://x.dev/e/:path' } }, 'a.md')).toBe(
      'https://x.dev/e/a.md',
    );
  });

  it('keeps the repo + docsBranch shortcut, with the docs folder in the path, per host shape', () => {
    expect(linkOf({ repo: 'https://github.com/o/r/', docsBranch: 'dev' }, 'guide/a.md')).toBe(
      'https://github.com/o/r/edit/dev/docs/guide/a.md',
    );
    expect(linkOf({ repo: 'https://gitee.com/o/r' }, 'a.md')).toBe('https://gitee.com/o/r/edit/main/docs/a.md');
    expect(linkOf({ repo: 'https://gitlab.com/g/r.git' }, 'a.md')).toBe('https://gitlab.com/g/r/-/edit/main/docs/a.md');
    expect(linkOf({ repo: 'https://bitbucket.org/o/r' }, 'a.md')).toBe(
      'https://bitbucket.org/o/r/src/main/docs/a.md?mode=edit',
    );
    expect(linkOf({ repo: 'https://github.com/o/r' }, 'a.md', '/site')).toBe('https://github.com/o/r/edit/main/a.md');
  });

  it('gives no edit link without repo or pattern, or with editLink: false', () => {
    expect(editLinkFor(resolved({}))).toBeUndefined();
    expect(editLinkFor(resolved({ repo: 'https://github.com/o/r', editLink: false }))).toBeUndefined();
    expect(editLinkFor(resolved({ editLink: { text: 'Edit' } }))).toBeUndefined();
  });

  it('helpers: the repo pattern and :path filling', () => {
    expect(repoEditPattern('https://github.com/o/r', 'main')).toBe('https://github.com/o/r/edit/main/:path');
    expect(fillEditPattern('https://h/:path/:path', 'a/b.md')).toBe('https://h/a/b.md/a/b.md');
  });

  it("uses editLink.text as the link's label, a locale's own label winning", () => {
    const config = siteConfig({
      editLink: { pattern: 'https://x.dev/:path', text: 'Improve this page' },
      locales: { '/zh/': { labels: { editLink: '编辑' } } },
    });
    const m = buildSiteModel(config, [page('index.md'), page('zh/index.md')], {});
    expect(m.site.locales.find((l) => l.path === '/')!.labels.editLink).toBe('Improve this page');
    expect(m.site.locales.find((l) => l.path === '/zh/')!.labels.editLink).toBe('编辑');
  });

  it('rejects a pattern without :path or that is not a URL, at its place in the config', () => {
    const text = '{ "editLink": { "pattern": "https://x.dev/edit" } }';
    const { config, diagnostics } = parseSiteConfig(JSON.parse(text), 'site.config.json', text);
    expect(config).toBeUndefined();
    expect(diagnostics[0]).toMatchObject({
      file: 'site.config.json',
      line: 1,
      message: expect.stringContaining(':path'),
    });
    expect(parseSiteConfig({ editLink: { pattern: 'gitee.com/:path' } }).diagnostics[0]?.message).toContain(
      'http(s) URL',
    );
  });
});
