// site.config.json `hostname`, `head` and `image`: what is accepted, and each problem with its path,
// line and column in the file.
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../../../src/render/site/config-validate.js';

function problems(config: Record<string, unknown>): string[] {
  const text = JSON.stringify(config, null, 2);
  return parseSiteConfig(JSON.parse(text), 'site.config.json', text).diagnostics.map(
    (d) => `${d.line}:${d.column} ${d.message}`,
  );
}

describe('hostname', () => {
  it('should accept the origin of the deployed site', () => {
    for (const hostname of ['https://miliqkdoc.motopa.cn', 'https://docs.example.com/', 'http://localhost:8080'])
      expect(problems({ hostname }), hostname).toEqual([]);
  });

  it('should refuse anything else, pointing at the value', () => {
    const message =
      'hostname: must be the address of the deployed site, such as "https://docs.example.com": http or https, no path (a path goes in "base")';
    for (const hostname of [
      'docs.example.com',
      'ftp://docs.example.com',
      'https://docs.example.com/docs/',
      'https://docs.example.com/?a=1',
      'https://docs.example.com#x',
      '',
    ]) {
      expect(problems({ title: 'x', hostname }), hostname).toEqual([`3:15 ${message}`]);
    }
  });
});

describe('head', () => {
  it("should accept VitePress's shape and default to none", () => {
    const head = [
      ['link', { rel: 'icon', href: '/favicon.ico' }],
      ['meta', { name: 'theme-color', content: '#3c8772' }],
      ['script', { async: true, src: 'https://example.com/gtag.js' }],
      ['script', {}, 'window.dataLayer = window.dataLayer || [];'],
      ['style', {}, 'body { margin: 0 }'],
      ['noscript', {}, '<img src="/pixel.gif" alt="">'],
    ];
    const result = parseSiteConfig({ head });
    expect(result.diagnostics).toEqual([]);
    expect(result.config?.head).toEqual(head);
    expect(parseSiteConfig({}).config?.head).toEqual([]);
  });

  it('should report each bad element at its position, naming it', () => {
    expect(
      problems({
        head: [
          ['link', { rel: 'icon', href: '/favicon.ico' }],
          ['title', {}, 'Hi'],
          ['meta', { name: 'x', content: 2 }],
          ['link', { rel: 'stylesheet' }, 'a { }'],
          'meta',
        ],
      }),
    ).toEqual([
      '11:7 head[1][0]: the tag must be one of meta, link, script, style, noscript',
      '19:20 head[2][1].content: an attribute value is a string, or true / false for an attribute without a value',
      '27:7 head[3][2]: <link> takes no content; put its value in an attribute (e.g. "content" or "href")',
      '29:5 head[4]: a head element is ["tag", { "attribute": "value" }] or ["tag", { … }, "content"]',
    ]);
  });
});

describe('image', () => {
  it('should accept a site path or an absolute URL, and nothing else', () => {
    expect(problems({ image: '/images/og.png' })).toEqual([]);
    expect(problems({ image: 'https://cdn.example.com/og.png' })).toEqual([]);
    for (const image of ['images/og.png', '//cdn.example.com/og.png', 'data:image/png;base64,AAAA']) {
      expect(problems({ image }), image).toEqual([
        '2:12 image: must be a site path such as "/images/og.png" or an absolute http(s) URL',
      ]);
    }
  });
});
