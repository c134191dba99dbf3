// Heading ids compatible with VuePress and VitePress; repeated ids get -1, -2, ….
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/render/markdown/index.js';
import { notInSlug, Slugger, slugify, slugText, titleText } from '../../../../src/render/markdown/slug.js';

const ctx = { file: 'guide/page.md', base: '/', components: new Set(['FriendLink']) };

describe('slug', () => {
  it('should make ids like VuePress and VitePress do', () => {
    const r = renderMarkdown(
      '## markdown.assets\n\n## 1.查询首页, getHomeList->/home/list\n\n## Café  & Co.\n\n## --x--',
      ctx,
    );
    expect(r.headers.map((h) => h.slug)).toEqual([
      'markdown-assets',
      '_1-查询首页-gethomelist-home-list',
      'cafe-co',
      'x',
    ]);
  });

  it('should make repeated heading ids unique', () => {
    const r = renderMarkdown('## A\n\n## A\n\n### A', ctx);
    expect(r.headers.map((h) => h.slug)).toEqual(['a', 'a-1', 'a-2']);
  });

  it('should support spaces and punctuation (one `-`)', () => {
    expect(slugify('Hello World')).toBe('hello-world');
    expect(slugify('markdown.assets')).toBe('markdown-assets');
    expect(slugify('a  --  b')).toBe('a-b');
    expect(slugify('A/B?C')).toBe('a-b-c');
    expect(slugify('a_b')).toBe('a-b');
    expect(slugify('Step 1: Install')).toBe('step-1-install');
  });

  it('should support curly quotes as punctuation', () => {
    expect(slugify('“Quotes” and ‘single’')).toBe('quotes-and-single');
  });

  it('should not support leading or trailing `-`', () => {
    expect(slugify('--x--')).toBe('x');
    expect(slugify('(foo)')).toBe('foo');
  });

  it('should support other scripts as they are', () => {
    expect(slugify('安装 插件')).toBe('安装-插件');
    expect(slugify('🎉 Party')).toBe('🎉-party');
  });

  it('should drop accents and compatibility forms (NFKD)', () => {
    expect(slugify('Café')).toBe('cafe');
    expect(slugify('ÀB')).toBe('ab');
    expect(slugify('ＡＢＣ')).toBe('abc');
    expect(slugify('x…y')).toBe('x-y');
  });

  it('should drop control characters', () => {
    expect(slugify('a\u0001b')).toBe('ab');
  });

  it('should prefix a leading digit with `_`', () => {
    expect(slugify('1.x')).toBe('_1-x');
  });

  it('should not support symbols that are punctuation in a language (`C++` is `c`)', () => {
    expect(slugify('C++')).toBe('c');
    expect(slugify('C#')).toBe('c');
  });

  it('should give empty text an empty slug, and the slugger `section`', () => {
    expect(slugify('')).toBe('');
    const s = new Slugger();
    expect(['!!!', '!!!'].map((t) => s.slug(t))).toEqual(['section', 'section-1']);
  });

  it('should not give a numbered id that a heading already has', () => {
    const s = new Slugger();
    expect(['a', 'a', 'a-1'].map((t) => s.slug(t))).toEqual(['a', 'a-1', 'a-1-1']);
  });

  it('should not give a reserved id', () => {
    const s = new Slugger();
    s.reserve('x');
    expect([s.slug('x'), s.slug('x')]).toEqual(['x-1', 'x-2']);
    const t = new Slugger();
    t.reserve('a-1');
    expect([t.slug('a'), t.slug('a'), t.slug('a')]).toEqual(['a', 'a-2', 'a-3']);
  });

  it('should give the same ids in headings as the slugger', () => {
    expect(renderMarkdown('## A\n## a\n## a-1', ctx).html).toBe(
      '<h2 id="a" tabindex="-1">A <a class="header-anchor" href="#a" aria-label="Permalink to “A”">#</a></h2>\n' +
        '<h2 id="a-1" tabindex="-1">a <a class="header-anchor" href="#a-1" aria-label="Permalink to “a”">#</a></h2>\n' +
        '<h2 id="a-1-1" tabindex="-1">a-1 <a class="header-anchor" href="#a-1-1" aria-label="Permalink to “a-1”">#</a></h2>',
    );
    expect(renderMarkdown('## 1.0 release', ctx).html).toBe(
      '<h2 id="_1-0-release" tabindex="-1">1.0 release <a class="header-anchor" href="#_1-0-release" aria-label="Permalink to “1.0 release”">#</a></h2>',
    );
  });
});

describe('slug text', () => {
  it('should leave parts marked notInSlug out of the slug text and keep them in the title', () => {
    const text = `Emoji ${notInSlug('🎉')} party`;
    expect(slugText(text)).toBe('Emoji party');
    expect(titleText(text)).toBe('Emoji 🎉 party');
    expect(slugify(slugText(text))).toBe('emoji-party');
  });
});

// A site's own slugify (VitePress `markdown.anchor.slugify`): its ids as it gives them, made unique as
// markdown-it-anchor does.
describe("the site's own slugify", () => {
  const keepCase = (s: string) => s.normalize('NFKD').replace(/[\s.?!]+/g, '-');

  it('should give its ids, unique as markdown-it-anchor makes them (an empty one too)', () => {
    const slugger = new Slugger(keepCase);
    expect(
      ['Getting Started', 'Getting Started', 'Getting Started-1', 'What?', ''].map((t) => slugger.slug(t)),
    ).toEqual(['Getting-Started', 'Getting-Started-1', 'Getting-Started-1-1', 'What-', '']);
  });

  it('should make the headings, outline, anchors and [[toc]] of a page with it', () => {
    const r = renderMarkdown('[[toc]]\n\n## Getting Started\n\n### Sub Part {#given}', { ...ctx, slugify: keepCase });
    expect(r.headers.map((h) => h.slug)).toEqual(['Getting-Started', 'given']);
    expect(r.ids).toEqual(['Getting-Started', 'given']);
    expect(r.html).toContain('<a href="#Getting-Started">Getting Started</a>');
    expect(r.html).toContain('<h2 id="Getting-Started" tabindex="-1">');
  });
});
