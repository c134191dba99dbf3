// Config → the chrome data inlined in pages: icons from simple-icons (only those named), links
// resolved like the navbar's, empty parts left out, a locale's own chrome over the site's.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../../../../src/render/model/site.js';
import { chromeOf } from '../../../../src/shared/chrome.js';
import { page, siteConfig } from './model-helpers.js';

const require = createRequire(import.meta.url);
/** The `d` of an icon's path, read from the package as a reader's page must show it. */
const iconPath = (slug: string) =>
  /<path d="([^"]+)"/.exec(fs.readFileSync(require.resolve(`simple-icons/icons/${slug}.svg`), 'utf8'))![1]!;
const pages = [page('index.md', 'Home'), page('guide/index.md', 'Guide'), page('zh/index.md', '首页')];

describe('site chrome data', () => {
  it('adds nothing to the site data of a site without social links, footer or banner', () => {
    const { site } = buildSiteModel(siteConfig({ locales: { '/zh/': { lang: 'zh-CN' } } }), pages, {});
    for (const key of ['socialLinks', 'footer', 'banner']) {
      expect(site).not.toHaveProperty(key);
      for (const l of site.locales) expect(l).not.toHaveProperty(key);
    }
  });

  it("gives a locale that sets its own logo or name its own brand, and the others the site's", () => {
    const config = siteConfig({
      logo: { light: '/logo.svg', dark: '/logo-dark.svg', alt: 'Acme' },
      siteTitle: 'Acme Docs',
      locales: {
        '/zh/': { lang: 'zh-CN', logo: { src: '/logo-zh.svg', alt: '极客' }, siteTitle: '极客文档' },
        '/fr/': { lang: 'fr-FR', siteTitle: false },
        '/de/': { lang: 'de-DE' },
      },
    });
    const { site } = buildSiteModel(
      config,
      [...pages, page('fr/index.md', 'Accueil'), page('de/index.md', 'Start')],
      {},
    );
    const brand = (path: string) =>
      chromeOf(
        site,
        site.locales.find((l) => l.path === path),
      ).brand;
    expect(brand('/zh/')).toEqual({ logo: '/logo-zh.svg', logoAlt: '极客', siteTitle: '极客文档' });
    expect(brand('/fr/')).toEqual({ logo: undefined, siteTitle: false });
    const own = { logo: '/logo.svg', logoDark: '/logo-dark.svg', logoAlt: 'Acme', siteTitle: 'Acme Docs' };
    expect(brand('/de/')).toEqual(own);
    expect(brand('/')).toEqual(own);
    // Only locales with their own carry one.
    expect(site.locales.filter((l) => l.brand).map((l) => l.path)).toEqual(['/zh/', '/fr/']);
  });

  it('inlines each named icon from simple-icons, coloured by the text, named by its brand or its ariaLabel', () => {
    const { site } = buildSiteModel(
      siteConfig({
        socialLinks: [
          { icon: 'github', link: 'https://github.com/o/r' },
          { icon: 'weibo', link: 'https://weibo.com/o', ariaLabel: '微博' },
          { icon: 'qq', link: 'https://qm.qq.com/q/1' },
        ],
      }),
      pages,
      {},
    );
    expect(site.socialLinks!.map((l) => [l.label, l.link])).toEqual([
      ['GitHub', 'https://github.com/o/r'],
      ['微博', 'https://weibo.com/o'],
      ['QQ', 'https://qm.qq.com/q/1'],
    ]);
    const [github, weibo, qq] = site.socialLinks!;
    expect(github!.svg).toBe(
      `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="${iconPath('github')}"/></svg>`,
    );
    expect(weibo!.svg).toContain(`d="${iconPath('sinaweibo')}"`);
    expect(qq!.svg).toContain(`d="${iconPath('qq')}"`);
    // Only the named icons: nothing of the others is inlined.
    expect(JSON.stringify(site)).not.toContain(iconPath('discord'));
  });

  it('draws any simple-icons brand by its slug, named by its title there; twitter draws X', () => {
    const { site } = buildSiteModel(
      siteConfig({
        socialLinks: [
          { icon: 'mastodon', link: 'https://mastodon.social/@me' },
          { icon: 'bluesky', link: 'https://bsky.app/profile/me' },
          { icon: 'twitter', link: 'https://twitter.com/me' },
        ],
      }),
      pages,
      {},
    );
    expect(site.socialLinks!.map((l) => l.label)).toEqual(['Mastodon', 'Bluesky', 'Twitter']);
    expect(site.socialLinks![0]!.svg).toContain(`d="${iconPath('mastodon')}"`);
    expect(site.socialLinks![1]!.svg).toContain(`d="${iconPath('bluesky')}"`);
    expect(site.socialLinks![2]!.svg).toContain(`d="${iconPath('x')}"`);
  });

  it('gives the navbar a logo per colour mode with its alt text, the name beside it, and the colour modes', () => {
    const { site } = buildSiteModel(
      siteConfig({
        base: '/docs/',
        logo: { light: '/l.svg', dark: '/d.svg', alt: 'Logo' },
        siteTitle: false,
        appearance: 'dark',
      }),
      pages,
      {},
    );
    expect(site).toMatchObject({
      logo: '/docs/l.svg',
      logoDark: '/docs/d.svg',
      logoAlt: 'Logo',
      siteTitle: false,
      appearance: 'dark',
    });
    // The defaults add nothing.
    const plain = buildSiteModel(siteConfig({ logo: '/l.svg' }), pages, {}).site;
    expect(plain.logo).toBe('/l.svg');
    for (const key of ['logoDark', 'logoAlt', 'siteTitle', 'appearance']) expect(plain).not.toHaveProperty(key);
  });

  it('lists a locale hosted on another site in the language menu, linking there', () => {
    const model = buildSiteModel(
      siteConfig({
        locales: {
          '/': { label: 'English' },
          '/ja/': { label: '日本語', link: 'https://ja.example.com/' },
        },
      }),
      pages.slice(0, 2),
      {},
    );
    expect(model.site.locales.map((l) => l.path)).toEqual(['/']);
    expect(model.view(model.pages.get('/guide/')!).translations).toEqual([
      { text: 'English', link: '/guide/' },
      { text: '日本語', link: 'https://ja.example.com/' },
    ]);
  });

  it('keeps a custom SVG as written and resolves page links under the base', () => {
    const svg = '<svg viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>';
    const { site } = buildSiteModel(
      siteConfig({
        base: '/docs/',
        socialLinks: [{ icon: { svg: `  ${svg}\n` }, link: '/guide/', ariaLabel: 'Guide' }],
      }),
      pages,
      {},
    );
    expect(site.socialLinks).toEqual([{ link: '/docs/guide/', label: 'Guide', svg }]);
  });

  it('leaves out a footer without text and keeps the parts that have some', () => {
    const empty = buildSiteModel(siteConfig({ footer: { message: ' ', copyright: '' } }), pages, {}).site;
    expect(empty).not.toHaveProperty('footer');
    const half = buildSiteModel(siteConfig({ footer: { copyright: '© <a href="/">Me</a>' } }), pages, {}).site;
    expect(half.footer).toEqual({ copyright: '© <a href="/">Me</a>' });
  });

  it("gives a locale's own chrome to its pages, and the site's to the others", () => {
    const config = siteConfig({
      socialLinks: [{ icon: 'github', link: 'https://github.com/o' }],
      footer: { message: 'MIT' },
      banner: { id: 'en', html: 'New!' },
      locales: {
        '/': {},
        '/zh/': {
          lang: 'zh-CN',
          footer: { message: '中文页脚' },
          banner: { id: 'zh', html: '新版', dismissible: false },
        },
      },
    });
    const { site } = buildSiteModel(config, pages, {});
    const zh = chromeOf(
      site,
      site.locales.find((l) => l.path === '/zh/'),
    );
    const root = chromeOf(
      site,
      site.locales.find((l) => l.path === '/'),
    );
    expect(zh.footer).toEqual({ message: '中文页脚' });
    expect(zh.banner).toEqual({ id: 'zh', html: '新版', dismissible: false });
    expect(zh.socialLinks.map((l) => l.label)).toEqual(['GitHub']);
    expect(root.footer).toEqual({ message: 'MIT' });
    expect(root.banner).toEqual({ id: 'en', html: 'New!', dismissible: true });
    expect(site.locales.find((l) => l.path === '/zh/')!.labels.dismissBanner).toBe('Dismiss');
  });
});
