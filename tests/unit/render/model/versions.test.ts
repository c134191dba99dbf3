// Config `versions` (folders): the config's checks, each page's version and its counterparts, the
// first page a version opens on, the navbar as a switcher, and what a site without versions keeps.
import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../../../../src/render/model/site.js';
import { parseSiteConfig } from '../../../../src/render/site/config-validate.js';
import { formatDiagnostic } from '../../../../src/render/diagnostics.js';
import { DEFAULT_LABELS } from '../../../../src/render/site/config-schema.js';
import type { SiteConfigInput } from '../../../../src/render/site/config-schema.js';
import type { NavGroup } from '../../../../src/shared/types.js';
import { page, siteConfig } from './model-helpers.js';

const problems = (raw: SiteConfigInput) =>
  parseSiteConfig(raw, 'site.config.json', JSON.stringify(raw, null, 2)).diagnostics.map((d) =>
    formatDiagnostic(d, { color: false }),
  );

const FOLDERS = {
  list: [
    { name: 'v3', folder: '/components/v3/' },
    { name: 'v2', folder: '/components/v2/' },
  ],
};

const PAGES = [
  page('guide/demo.md', 'Demo'),
  page('components/v3/intro.md', '介绍'),
  page('components/v3/install.md', '安装'),
  page('components/v3/interface-info.md', '接口说明'),
  page('components/v2/intro.md', '介绍'),
  page('components/v2/install.md', '安装'),
  page('components/v2/mock-field.md', 'mock 字段说明'),
];

const NAVBAR = [
  { text: 'Guide', link: '/guide/demo' },
  {
    text: '插件',
    children: [
      { text: '1.X', link: 'https://example.com/1.x' },
      { text: '2.X', link: '/components/v2/intro', activeMatch: '/v2/' },
      { text: '3.X', link: '/components/v3/intro', activeMatch: '/v3/' },
    ],
  },
];

function model(raw: SiteConfigInput, pages = PAGES) {
  return buildSiteModel(siteConfig(raw), pages, {});
}
const viewOf = (m: ReturnType<typeof model>, route: string) => m.view(m.pages.get(route)!);

describe('config versions', () => {
  it('accepts folders and refs, the latest defaulting to the first listed', () => {
    const config = siteConfig({
      versions: { list: [...FOLDERS.list, { name: '1.x', ref: 'v1', srcDir: 'docs' }] },
    });
    expect(config.versions).toMatchObject({ switcher: 'navbar', banner: true });
    expect(config.versions!.list[2]).toEqual({ name: '1.x', ref: 'v1', srcDir: 'docs' });
    expect(model({ versions: FOLDERS }).site.versions).toEqual({
      list: [
        { name: 'v3', label: 'v3', path: '/components/v3/' },
        { name: 'v2', label: 'v2', path: '/components/v2/' },
      ],
      latest: 'v3',
      banner: true,
    });
  });

  it('names a version listed twice, a latest that is not listed and a folder that is not a path', () => {
    const out = problems({
      versions: {
        latest: 'v4',
        list: [
          { name: 'v3', folder: '/components/v3/' },
          { name: 'v3', folder: 'components/v2' },
        ],
      },
    });
    expect(out.join('\n')).toContain('"v3" is listed twice');
    expect(out.join('\n')).toContain('no version is named "v4" (v3, v3)');
    expect(out.join('\n')).toContain('a version folder is a path starting and ending with "/"');
  });
});

describe('page versions', () => {
  it('gives a page in a version folder the same page in each version, or that version’s first page', () => {
    const m = model({ versions: FOLDERS, sidebar: 'auto' });
    expect(viewOf(m, '/components/v2/install.html').version).toEqual({
      name: 'v2',
      links: { v3: '/components/v3/install.html', v2: '/components/v2/install.html' },
    });
    // No mock-field in v3: its first page (no index, no configured sidebar: the first route).
    expect(viewOf(m, '/components/v2/mock-field.html').version!.links.v3).toBe('/components/v3/install.html');
    expect(viewOf(m, '/guide/demo.html').version).toBeUndefined();
  });

  it("opens a version on its configured link, else its folder's index, else its first page in the sidebar", () => {
    const withLink = model({
      versions: { list: [{ ...FOLDERS.list[0]!, link: '/components/v3/intro' }, FOLDERS.list[1]!] },
    });
    expect(viewOf(withLink, '/components/v2/mock-field.html').version!.links.v3).toBe('/components/v3/intro.html');
    const withIndex = model({ versions: FOLDERS }, [...PAGES, page('components/v3/index.md', 'v3')]);
    expect(viewOf(withIndex, '/components/v2/mock-field.html').version!.links.v3).toBe('/components/v3/');
    const bySidebar = model({
      versions: FOLDERS,
      sidebar: {
        '/components/v3/': [{ text: 'A', children: ['/components/v3/interface-info', '/components/v3/intro'] }],
      },
    });
    expect(viewOf(bySidebar, '/components/v2/mock-field.html').version!.links.v3).toBe(
      '/components/v3/interface-info.html',
    );
  });

  it('links with the base and clean URLs as every other link', () => {
    const m = model({ versions: FOLDERS, base: '/docs/', cleanUrls: true });
    expect(viewOf(m, '/components/v3/install.html').version!.links).toEqual({
      v3: '/docs/components/v3/install',
      v2: '/docs/components/v2/install',
    });
    expect(m.site.versions!.list.map((v) => v.path)).toEqual(['/docs/components/v3/', '/docs/components/v2/']);
  });
});

describe('versions kept in git refs', () => {
  const WITH_REF = { list: [...FOLDERS.list, { name: '1.x', ref: 'v1' }] };

  it("opens the same page in a ref's build when that build has its route, else the build's home", () => {
    const refRoutes = { '1.x': ['/', '/components/v3/install.html'] };
    const m = buildSiteModel(siteConfig({ versions: WITH_REF, base: '/docs/', cleanUrls: true }), PAGES, { refRoutes });
    expect(viewOf(m, '/components/v3/install.html').version!.links['1.x']).toBe('/docs/1.x/components/v3/install');
    expect(viewOf(m, '/components/v3/intro.html').version!.links['1.x']).toBe('/docs/1.x/');
    // Before its build is known: its home.
    expect(viewOf(model({ versions: WITH_REF }), '/components/v3/install.html').version!.links['1.x']).toBe('/1.x/');
  });

  it("makes a ref's own build a version of the site: its pages in it, the others' homes, the site's list", () => {
    const versionOf = {
      name: '1.x',
      data: {
        list: [
          { name: 'v3', label: 'v3', path: '/components/v3/', separate: true as const },
          { name: '1.x', label: '1.x', path: '/1.x/' },
        ],
        latest: 'v3',
        banner: true,
      },
      homes: { v3: '/components/v3/intro.html', '1.x': '/1.x/' },
      switcher: 'navbar' as const,
    };
    const m = buildSiteModel(siteConfig({ versions: FOLDERS, base: '/1.x/' }), PAGES, { versionOf });
    expect(viewOf(m, '/guide/demo.html').version).toEqual({
      name: '1.x',
      links: { v3: '/components/v3/intro.html', '1.x': '/1.x/guide/demo.html' },
    });
    expect(m.site.versions).toEqual(versionOf.data);
    const menu = m.site.locales[0]!.navbar.at(-1) as NavGroup;
    expect(menu.children.map((c) => [c.text, c.link, c.version])).toEqual([
      ['v3', '/components/v3/intro.html', 'v3'],
      ['1.x', '/1.x/', '1.x'],
    ]);
  });
});

describe('the navbar as version switcher', () => {
  it('marks the links into a version and adds no menu when the navbar links to each version', () => {
    const navbar = model({ versions: FOLDERS, navbar: NAVBAR }).site.locales[0]!.navbar;
    expect(navbar).toHaveLength(2);
    expect((navbar[1] as NavGroup).children.map((c) => c.version)).toEqual([undefined, 'v2', 'v3']);
    expect(navbar[0]).not.toHaveProperty('version');
  });

  it('adds a menu of the versions, titled by the labels, when the navbar lacks one', () => {
    const navbar = model({
      versions: FOLDERS,
      navbar: [{ text: 'Guide', link: '/guide/demo' }],
      labels: { versions: '版本' },
    }).site.locales[0]!.navbar;
    expect(navbar[1]).toEqual({
      text: '版本',
      children: [
        { text: 'v3', link: '/components/v3/install.html', version: 'v3' },
        { text: 'v2', link: '/components/v2/install.html', version: 'v2' },
      ],
    });
  });

  it('leaves the navbar as written with switcher: false', () => {
    const navbar = model({ versions: { ...FOLDERS, switcher: false }, navbar: NAVBAR }).site.locales[0]!.navbar;
    expect((navbar[1] as NavGroup).children.map((c) => c.version)).toEqual([undefined, undefined, undefined]);
  });
});

describe('a site without versions', () => {
  it('gets neither version data nor version labels', () => {
    const m = model({ navbar: NAVBAR });
    expect(m.site.versions).toBeUndefined();
    expect(m.site.locales[0]!.labels).toEqual(DEFAULT_LABELS);
    expect(viewOf(m, '/components/v2/install.html')).not.toHaveProperty('version');
    expect(JSON.stringify(m.site.locales[0]!.navbar)).not.toContain('version');
  });

  it('gets the English version labels with versions, the config’s over them', () => {
    const labels = model({ versions: FOLDERS, labels: { oldVersion: '旧版 {version}' } }).site.locales[0]!.labels;
    expect(labels).toMatchObject({
      versions: 'Versions',
      oldVersion: '旧版 {version}',
      versionNotice: 'Version notice',
    });
  });
});
