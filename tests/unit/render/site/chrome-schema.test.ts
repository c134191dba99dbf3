// site.config.json: socialLinks, footer and banner (site-wide and per locale), as authors see the problems.
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../../../src/render/site/config-validate.js';
import { formatDiagnostic } from '../../../../src/render/diagnostics.js';

function errorsOf(raw: unknown): string[] {
  const { config, diagnostics } = parseSiteConfig(raw, 'site.config.json', JSON.stringify(raw, null, 2));
  expect(config).toBeUndefined();
  return diagnostics.map((d) => formatDiagnostic(d, { color: false }));
}

function valid(raw: unknown) {
  const { config, diagnostics } = parseSiteConfig(raw);
  expect(diagnostics).toEqual([]);
  return config!;
}

describe('site chrome config', () => {
  it('accepts the theme icons, a custom SVG with its name, a footer and a banner, site-wide and per locale', () => {
    const c = valid({
      socialLinks: [
        { icon: 'github', link: 'https://github.com/o/r' },
        { icon: 'weibo', link: 'https://weibo.com/o', ariaLabel: 'Our Weibo' },
        {
          icon: { svg: '<svg viewBox="0 0 24 24"><path d="M0 0h24v24H0z"/></svg>' },
          link: '/blog/',
          ariaLabel: 'Blog',
        },
      ],
      footer: { message: 'MIT', copyright: '© Me' },
      banner: { id: 'v2', html: '<b>v2</b> is out' },
      locales: {
        '/zh/': {
          footer: { message: '中文' },
          banner: { id: 'zh', html: '新版', dismissible: false },
          socialLinks: [{ icon: 'gitee', link: 'https://gitee.com/o' }],
        },
      },
    });
    expect(c.socialLinks).toHaveLength(3);
    // Closable unless it says otherwise.
    expect(c.banner).toEqual({ id: 'v2', html: '<b>v2</b> is out', dismissible: true });
    expect(c.locales['/zh/']!.banner!.dismissible).toBe(false);
    expect(c.locales['/zh/']!.socialLinks![0]!.icon).toBe('gitee');
  });

  it('leaves all three out when the config does not set them', () => {
    const c = valid({});
    expect(c.socialLinks).toBeUndefined();
    expect(c.footer).toBeUndefined();
    expect(c.banner).toBeUndefined();
  });

  it('names an unknown icon and suggests the closest one', () => {
    expect(errorsOf({ socialLinks: [{ icon: 'githb', link: 'https://github.com/x' }] })).toEqual([
      'site.config.json:4:15  error    invalid-config  socialLinks[0].icon: unknown icon "githb" — did you mean "github"? The theme\'s icons: "github", "gitee", "bilibili", "wechat", "qq", "weibo", "x", "discord", or any simple-icons slug (https://simpleicons.org); or your own as { "svg": "<svg …>" }',
    ]);
    expect(errorsOf({ socialLinks: [{ icon: { svgs: '<svg>' }, link: 'https://x', ariaLabel: 'X' }] })[0]).toContain(
      'socialLinks[0].icon: must be an icon name ("github", ',
    );
  });

  it('requires a custom icon to be SVG markup and to have an ariaLabel', () => {
    expect(
      errorsOf({ socialLinks: [{ icon: { svg: '<img src=x onerror=alert(1)>' }, link: 'https://x', ariaLabel: 'X' }] }),
    ).toEqual([
      'site.config.json:5:16  error    invalid-config  socialLinks[0].icon.svg: must be SVG markup starting with "<svg"',
    ]);
    expect(errorsOf({ socialLinks: [{ icon: { svg: '<svg></svg>' }, link: 'https://x' }] })).toEqual([
      'site.config.json:3:5  error    invalid-config  socialLinks[0].ariaLabel: a custom icon needs an "ariaLabel" (what a screen reader says for it, e.g. "Blog")',
    ]);
    // A theme icon is named by its brand without one.
    valid({ socialLinks: [{ icon: 'x', link: 'https://x.com/o' }] });
  });

  it('suggests the right key for typos in the banner, the footer and a social link', () => {
    expect(errorsOf({ banner: { id: 'a', html: 'b', dismissable: false }, footer: { mesage: 'm' } })).toEqual([
      // In the schema's order: footer, then banner.
      'site.config.json:8:5  error    invalid-config  footer.mesage: unknown key — did you mean "message"?\n    hint: rename it to "message"',
      'site.config.json:5:5  error    invalid-config  banner.dismissable: unknown key — did you mean "dismissible"?\n    hint: rename it to "dismissible"',
    ]);
    expect(
      errorsOf({ locales: { '/zh/': { socialLinks: [{ icon: 'qq', link: 'https://qq.com', arialabel: 'QQ 群' }] } } }),
    ).toEqual([
      'site.config.json:8:11  error    invalid-config  locales./zh/.socialLinks[0].arialabel: unknown key — did you mean "ariaLabel"?\n    hint: rename it to "ariaLabel"',
    ]);
  });

  it('requires a banner id and text', () => {
    expect(errorsOf({ banner: { id: '', html: '' } })).toEqual([
      'site.config.json:3:11  error    invalid-config  banner.id: must not be empty',
      'site.config.json:4:13  error    invalid-config  banner.html: must not be empty',
    ]);
  });
});
