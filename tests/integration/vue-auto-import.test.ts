// A VitePress project whose components are imported by unplugin-vue-components (vite.config's
// `Components({ dirs })`, and the components.d.ts it writes): their tags in Markdown are islands,
// and a component's template that names another one without importing it renders it, in the build
// and under dev. A declaration pointing outside the project is not followed.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { pageContent } from '../helpers/built-site.js';
import { startTestDevServer, type TestDevServer } from '../helpers/dev.js';
import { read, writeTree } from '../helpers/fixtures.js';

const SITE = {
  'docs/.vitepress/config.mts': "export default { title: 'Auto' }\n",
  'docs/vite.config.ts': `import Components from 'unplugin-vue-components/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [
    Components({
      dirs: ['./.vitepress/theme/components'],
      include: [/\\.vue$/, /\\.md$/],
    }),
  ],
})
`,
  // As the plugin writes it: one from a folder the config does not name, an icon, one outside the project.
  'docs/components.d.ts': `export {}
declare module 'vue' {
  export interface GlobalComponents {
    CarbonApps: typeof import('~icons/carbon/apps')['default']
    LinkInline: typeof import('./extra/LinkInline.vue')['default']
    Outside: typeof import('../outside/Outside.vue')['default']
    SeeAlso: typeof import('./.vitepress/theme/components/SeeAlso.vue')['default']
  }
}
`,
  'outside/Outside.vue': '<template><p class="outside">read from outside</p></template>\n',
  'docs/.vitepress/theme/components/SeeAlso.vue':
    '<script setup>\ndefineProps({ to: String })\n</script>\n<template><p class="see-also">See also <AutoBadge text="new" /> <feature-tag>{{ to }}</feature-tag></p></template>\n',
  'docs/.vitepress/theme/components/badges/AutoBadge.vue':
    '<script setup>\ndefineProps({ text: String })\n</script>\n<template><span class="auto-badge">{{ text }}</span></template>\n',
  'docs/.vitepress/theme/components/FeatureTag.vue': '<template><em class="feature-tag"><slot /></em></template>\n',
  'docs/.vitepress/theme/components/Unused.vue': '<template><p>unused</p></template>\n',
  'docs/extra/LinkInline.vue':
    '<script setup>\ndefineProps({ link: String })\n</script>\n<template><a class="link-inline" :href="link"><slot /></a></template>\n',
  'docs/index.md':
    '# Home\n\n<SeeAlso to="guide" />\n\nRead <link-inline link="/guide">the guide</link-inline> first.\n\n<Outside />\n\n<table><tr><td>a table</td></tr></table>\n',
  'docs/plain.md': '# Plain\n\nNo components here.\n',
};

function expectRendered(html: string) {
  // SeeAlso, with AutoBadge and FeatureTag rendered inside it though it imports neither.
  expect(html).toMatch(
    /<p class="see-also">See also <span class="auto-badge">new<\/span> <em class="feature-tag">(<!--\[-->)?guide/,
  );
  // A kebab-case tag of a component the declarations name.
  expect(html).toMatch(/<a class="link-inline" href="\/guide"[^>]*>/);
  expect(html).not.toContain('<link-inline');
  // The one outside the project is not read: its tag is an unknown component, its (empty) content shown.
  expect(html).not.toContain('read from outside');
  expect(html).toContain('a table');
}

describe('components imported by unplugin-vue-components', () => {
  it('renders them in a build, and those their templates name; a page without them loads no Vue', async () => {
    const root = writeTree(SITE, 'bd-vue-auto-');
    const r = await build({ root, cache: false });
    const dist = path.join(root, 'dist');
    expectRendered(pageContent(read(dist, 'index.html')));
    expect(r.diagnostics.filter((d) => d.rule === 'unknown-component').map((d) => d.message)).toEqual([
      expect.stringMatching(/^<Outside> is not a component of this site/),
    ]);
    expect(r.diagnostics.filter((d) => d.rule?.startsWith('vue'))).toEqual([]);
    // The browser's code of SeeAlso has AutoBadge's and FeatureTag's with it (it hydrates them).
    const chunks = fs.readdirSync(path.join(dist, 'assets', 'chunks'));
    const seeAlso = chunks.find((f) => /^SeeAlso\.[\w-]+\.js$/.test(f));
    expect(seeAlso).toBeDefined();
    const code = [seeAlso!, ...chunks.filter((f) => f.endsWith('.js'))]
      .map((f) => fs.readFileSync(path.join(dist, 'assets', 'chunks', f), 'utf8'))
      .join('\n');
    expect(code).toContain('auto-badge');
    expect(code).toContain('feature-tag');
    expect(code).not.toContain('unused');
    expect(read(dist, 'plain.html')).not.toContain('SeeAlso');
  });

  describe('under dev', () => {
    let dev: TestDevServer;
    let root: string;
    beforeAll(async () => {
      root = writeTree(SITE, 'bd-vue-auto-dev-');
      dev = await startTestDevServer(root);
    }, 120_000);
    afterAll(() => dev?.close());

    const html = async (route: string) => pageContent(await (await fetch(new URL(route, dev.url))).text());

    it('renders them as the build does', async () => {
      expectRendered(await html('index.html'));
    });

    it('renders one no page used before once a page starts using its tag', async () => {
      expect(await html('plain.html')).not.toContain('unused');
      const plain = path.join(root, 'docs', 'plain.md');
      fs.writeFileSync(plain, '# Plain\n\n<Unused />\n');
      await expect.poll(() => html('plain.html'), { timeout: 30_000, interval: 300 }).toContain('<p>unused</p>');
    });
  });
});
