import { describe, expect, it } from 'vitest';
import { loadPage } from '../../../../src/render/page/page.js';

const load = (source: string) =>
  loadPage('index.md', source, { base: '/', components: new Set(), label: 'index.md', highlight: false });

describe('home pages', () => {
  it("passes a hero action's theme of the author's own classes on, as VitePress's VPButton gets it, and keeps brand and alt as they were", async () => {
    const page = await load(`---
layout: home
hero:
  actions:
    - { theme: brand, text: Start, link: /a }
    - { theme: alt, text: Demo, link: /b }
    - { text: Default, link: /c }
    - { theme: 'cta  mastering-pinia', text: ' ', link: /d }
    - { theme: brand big, text: Big, link: /e }
    - { type: secondary, text: VuePress, link: /f }
---
`);
    expect(page.home!.actions.map(({ text, type, theme }) => ({ text, type, theme }))).toEqual([
      { text: 'Start', type: 'primary', theme: undefined },
      { text: 'Demo', type: 'secondary', theme: undefined },
      { text: 'Default', type: 'primary', theme: undefined },
      { text: ' ', type: 'plain', theme: 'cta mastering-pinia' },
      { text: 'Big', type: 'primary', theme: 'brand big' },
      { text: 'VuePress', type: 'secondary', theme: undefined },
    ]);
    // (No `theme` key at all where bookdocs' own buttons stand for it: their data is as it was.)
    expect(page.home!.actions.filter((a) => 'theme' in a)).toHaveLength(2);
  });

  it("should show a feature icon written as inline markup as the author's own HTML, and any other markup as text", async () => {
    const page = await load(`---
layout: home
features:
  - title: Memo
    icon: <span class="memo"></span>
  - title: Svg
    icon: '<svg viewBox="0 0 1 1"><path d="M0 0h1v1z"/></svg>'
  - title: Block
    icon: <div>x</div>
  - title: Handler
    icon: <span onclick="alert(1)"></span>
  - title: Stray
    icon: <span></div>
---
`);
    const icons = page.home!.features.map((f) => [f.title, !!f.iconIsHtml]);
    expect(icons).toEqual([
      ['Memo', true],
      ['Svg', true],
      ['Block', false],
      ['Handler', false],
      ['Stray', false],
    ]);
  });

  it('should read a VitePress home (layout: home, hero, features) as a home page', async () => {
    const page = await load(`---
layout: home
hero:
  name: Vitest
  text: Next Generation Testing Framework
  tagline: A Vite-native testing framework.
  image:
    src: /logo.svg
    alt: Vitest logo
  actions:
    - theme: brand
      text: Get Started
      link: /guide/
    - theme: alt
      text: Features
      link: /guide/features
features:
  - icon: ⚡
    title: Fast
    details: Instant watch mode
  - icon:
      src: /icons/esm.svg
    title: ESM
    details: Native modules
    link: /guide/esm
    linkText: Read more
---
`);
    expect(page.title).toBe('');
    expect(page.home).toEqual({
      heroImage: '/logo.svg',
      heroImageDark: undefined,
      heroAlt: 'Vitest logo',
      heroHeight: 280,
      heroText: 'Vitest',
      heroSubtext: 'Next Generation Testing Framework',
      tagline: 'A Vite-native testing framework.',
      actions: [
        { text: 'Get Started', link: '/guide/', type: 'primary' },
        { text: 'Features', link: '/guide/features', type: 'secondary' },
      ],
      features: [
        { title: 'Fast', details: 'Instant watch mode', icon: '⚡' },
        {
          title: 'ESM',
          details: 'Native modules',
          icon: '/icons/esm.svg',
          iconIsImage: true,
          link: '/guide/esm',
          linkText: 'Read more',
        },
      ],
      footer: undefined,
    });
  });

  it('should take light and dark hero images, and the page title when the hero has no name', async () => {
    const page = await load('---\nlayout: home\ntitle: Docs\nhero:\n  image: { light: /l.png, dark: /d.png }\n---\n');
    expect(page.home).toMatchObject({ heroImage: '/l.png', heroImageDark: '/d.png', heroText: 'Docs' });
    expect(page.title).toBe('Docs');
  });

  it('should keep reading a VuePress home (home: true) as before', async () => {
    const page = await load(
      '---\nhome: true\nheroText: VuePress\ntagline: Vue-powered\nactions:\n  - text: Start\n    link: /guide/\n    type: secondary\nfeatures:\n  - title: Simple\n    details: Minimal\n---\n## Section\n',
    );
    expect(page.title).toBe('');
    expect(page.home).toMatchObject({
      heroText: 'VuePress',
      tagline: 'Vue-powered',
      actions: [{ text: 'Start', link: '/guide/', type: 'secondary' }],
      features: [{ title: 'Simple', details: 'Minimal' }],
    });
    expect(page.home!.heroSubtext).toBeUndefined();
  });

  it('should not take a page with another layout for a home page', async () => {
    expect((await load('---\nlayout: doc\n---\n# A\n')).home).toBeUndefined();
  });
});
