// A VitePress project's own Vue components in a build: rendered by Vue's server renderer into the
// page (readable without JavaScript), with props, Markdown in default and named slots and scoped
// styles; their code and Vue only on the pages that use them; a component that does not compile or
// throws while rendering keeps its content shown, with one warning naming it. In dev, an edit to a
// component, a Vue page's script, a data loader or a file it watches sends the new chunks of the
// islands it changes (and no other) for the tabs to swap in place; a component that no longer
// compiles is shown as a build shows it (the tabs showing it reload).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import type { DevMessage, IslandCode } from '../../src/shared/dev-protocol.js';
import { buildFixture, pageContent } from '../helpers/built-site.js';
import { withCacheDir } from '../helpers/cache-env.js';
import { devSocket, startTestDevServer, type TestDevServer } from '../helpers/dev.js';
import { copyFixture, read, writeTree } from '../helpers/fixtures.js';

describe('Vue islands in a build', () => {
  it('renders a Vue component into the page, with its props, slots and scoped style', async () => {
    const { out } = await buildFixture('vue-site', { cache: false });
    const html = pageContent(read(out, 'index.html'));
    // The server's HTML: props, the default slot's and the named slot's Markdown, the scope attribute.
    expect(html).toMatch(/<div class="counter" data-v-([0-9a-f]{8})><h4 data-v-\1>Clicks<\/h4>/);
    expect(html).toContain('Clicked 3 times</button>');
    expect(html).toMatch(
      /<div class="body" data-v-[0-9a-f]{8}><!--\[--><div data-bd-children[^>]*><p>Some <strong>bold<\/strong>/,
    );
    expect(html).toMatch(/<footer data-v-[0-9a-f]{8}><!--\[--><div data-bd-children[^>]*><p>Footer <em>md<\/em><\/p>/);
    // Its stylesheet is linked by its page, scoped to it.
    const css = /<link rel="stylesheet" href="\/(assets\/chunks\/Counter\.[\w-]+\.css)">/.exec(read(out, 'index.html'));
    expect(css).not.toBeNull();
    expect(read(out, css![1]!)).toMatch(/\}\.counter\[data-v-[0-9a-f]{8}\]\{border:1px solid red\}/);
    // With VitePress's theme variables and element reset, which a project's components are written against.
    expect(read(out, css![1]!)).toMatch(/^:root\{--vp-c-white: #fff;[^}]*--vp-button-brand-bg: var\(--bd-c-brand\)/);
    // Those bookdocs reads from a VitePress theme are bookdocs' own values, at zero specificity (no cycle).
    expect(read(out, css![1]!)).toMatch(/:where\(:root\)\{[^}]*--vp-code-block-bg: #f6f8fa;/);
    // A page without it neither loads its code nor its style.
    const plain = read(out, 'plain.html');
    expect(plain).not.toContain('Counter');
  });

  it("gives the components the config's themeConfig as useData().theme, shipped once in the Vue chunk, not in any page", async () => {
    const { out } = await buildFixture('vue-site', { cache: false });
    expect(pageContent(read(out, 'fruits.html'))).toContain(
      '<p class="theme-config">Grown locally in late autumn, see Fruits</p>',
    );
    // `season` is the project's own key (no setting of bookdocs'): only the JavaScript the Vue islands share has it.
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name);
        return e.isDirectory() ? files(full) : [full];
      });
    const having = files(out)
      .filter((f) => fs.readFileSync(f, 'utf8').includes('late autumn'))
      .map((f) => path.relative(out, f));
    expect(having.filter((f) => !f.endsWith('.html'))).toEqual([
      expect.stringMatching(/^assets\/chunks\/chunk\.[\w-]+\.js$/),
    ]);
    // In the HTML only as the server rendered it, and where the page's template says so.
    expect(having.filter((f) => f.endsWith('.html'))).toEqual(['fruits.html']);
    const chunk = having.find((f) => f.endsWith('.js'))!;
    expect(read(out, 'plain.html')).not.toContain(path.basename(chunk));
  });

  it("renders a Vue component inside another's slot, and a kebab-case tag in a Markdown page", async () => {
    const { out } = await buildFixture('vue-site', { cache: false });
    const html = pageContent(read(out, 'nested.html'));
    // The inner island is rendered by the server inside the outer one's slot, with its own Markdown.
    expect(html).toMatch(
      /<h4 data-v-[0-9a-f]{8}>Outer<\/h4>[\s\S]*<p>Outer <em>text<\/em><\/p>[\s\S]*<h4 data-v-[0-9a-f]{8}>Inner<\/h4><button[^>]*>Clicked 7 times<\/button>[\s\S]*<p>Inner <strong>text<\/strong><\/p>/,
    );
    expect(html).not.toMatch(/data-bd-island="\d+"><\/div>/);
    // `<info-note>` is the theme's InfoNote, as Vue resolves it in VitePress; in code it stays as written.
    expect(html).toContain('<aside class="info-note" data-kind="tip"><!--[--><div data-bd-children');
    expect(html).toContain('<p>A note in <em>kebab-case</em></p>');
    expect(html).toContain('<code>&lt;info-note&gt;</code>');
    expect(html).not.toContain('<info-note');
  });

  it('shows the content of a component that does not compile, with one warning naming it, its file and the cause', async () => {
    const { out } = await buildFixture('vue-site', { cache: false }).then(async (r) => r);
    const html = pageContent(read(out, 'index.html'));
    expect(html).toContain('<bd-x data-name="Broken">\n<p>Broken\'s content</p>\n</bd-x>');
    const root = path.dirname(out);
    const r = await build({ root, cache: false });
    const vue = r.diagnostics.filter((d) => d.rule === 'vue-component');
    expect(vue).toHaveLength(1);
    // One warning only: its tag in the page is not reported again as an unknown component.
    expect(r.diagnostics.filter((d) => d.message.includes('<Broken>'))).toHaveLength(1);
    expect(vue[0]!.message).toMatch(
      /^Vue component <Broken> \(.*docs\/components\/Broken\.vue\) could not be compiled: Interpolation end sign was not found\.; its tag is left out, its content shown$/,
    );
    expect(vue[0]!.file).toMatch(/docs\/components\/Broken\.vue$/);
    expect(vue[0]!.line).toBe(2);
    // Two builds of a site with Vue: a generous guard against a hang on a loaded machine.
  }, 240_000);

  it('renders a component whose import resolves nowhere with an empty module in its place, with one warning naming the import', async () => {
    const root = writeTree({
      'docs/.vitepress/config.mts': "export default { title: 'T' }\n",
      'docs/index.md':
        "<script setup>\nimport Landing from './Landing.vue'\n</script>\n\n# Home\n\n<Landing />\n\nAfter.\n",
      'docs/other.md':
        "<script setup>\nimport Landing from './Landing.vue'\nimport Hero from './Hero.vue'\n</script>\n\n# Other\n\n<Landing />\n\n<Hero />\n",
      // Another component with the same unresolved import: still one warning for it.
      'docs/Hero.vue':
        '<script setup>\nimport Footer from \'@theme-alias/Footer.vue\'\n</script>\n<template><p class="hero">Hero<Footer /></p></template>\n',
      'docs/Landing.vue':
        "<script setup>\nimport Footer from '@theme-alias/Footer.vue'\nimport { Badge } from 'not-installed-package'\n</script>\n<template><section class=\"landing\"><h2>Welcome</h2><Footer /><Badge>Kept text</Badge></section></template>\n<style scoped>\n.landing { background: url(@theme-assets/bg.jpg); }\n</style>\n",
    });
    const r = await build({ root, cache: false });
    const html = pageContent(read(path.join(root, 'dist'), 'index.html'));
    // Its style's missing url() is left as written: the build does not fail on it.
    expect(html).toMatch(/<section class="landing" data-v-[0-9a-f]{8}><h2 data-v-[0-9a-f]{8}>Welcome<\/h2>/);
    // A component it imports from there renders its default slot: its text is kept.
    expect(html).toMatch(/Welcome<\/h2>(?:<!--[\s\S]*?-->)*Kept text/);
    const vue = r.diagnostics.filter((d) => d.rule === 'vue-component');
    // One warning per import (not per page or component using it), naming it and the first file that has it.
    expect(vue.map((d) => d.message)).toEqual([
      expect.stringMatching(
        /^Vue component <Landing>: its import "@theme-alias\/Footer\.vue" could not be resolved; an empty module stands in/,
      ),
      expect.stringMatching(/^Vue component <Landing>: its import "not-installed-package" could not be resolved/),
    ]);
    expect(vue[0]!.file).toMatch(/docs\/Landing\.vue$/);
  });

  it('shows the content of a component that throws while rendering, with a warning', async () => {
    const root = writeTree({
      'docs/.vitepress/config.mts': "export default { title: 'T' }\n",
      'docs/index.md':
        "<script setup>\nimport Thrower from './Thrower.vue'\n</script>\n\n# Home\n\n<Thrower>\n\nKept *text*\n\n</Thrower>\n",
      'docs/Thrower.vue':
        '<script setup>\nconst props = defineProps({ items: Array })\n</script>\n<template><p>{{ props.items.length }}</p></template>\n',
    });
    const r = await build({ root, cache: false });
    const html = pageContent(read(path.join(root, 'dist'), 'index.html'));
    expect(html).toContain('<bd-x data-name="Thrower"><p>Kept <em>text</em></p></bd-x>');
    const vue = r.diagnostics.filter((d) => d.rule === 'vue-component');
    expect(vue.map((d) => [d.severity, d.file])).toEqual([['warning', expect.stringMatching(/docs\/index\.md$/)]]);
    expect(vue[0]!.message).toMatch(
      /^Vue component <Thrower> could not be rendered: .*length.*; its content is shown instead$/,
    );
  });

  it('ships no Vue for a VitePress site without Vue components', async () => {
    const root = writeTree({
      'docs/.vitepress/config.mts': "export default { title: 'T' }\n",
      'docs/.vitepress/theme/index.ts': "import DefaultTheme from 'vitepress/theme'\nexport default DefaultTheme\n",
      'docs/index.md': '# Home\n\n<Unknown>\n\ntext\n\n</Unknown>\n',
    });
    const r = await build({ root, cache: false });
    expect(r.diagnostics.filter((d) => d.rule === 'vue-component')).toEqual([]);
    const chunks = fs.readdirSync(path.join(root, 'dist/assets/chunks'));
    const js = chunks.map((f) => fs.readFileSync(path.join(root, 'dist/assets/chunks', f), 'utf8')).join('\n');
    expect(js).not.toContain('createSSRApp');
    expect(js).not.toContain('__vue');
  });
});

describe('Vue pages in a build', () => {
  it('renders a page of Vue template: {{ }} over its frontmatter and a data loader, v-for, v-if, useData, code kept as written', async () => {
    const root = writeTree({
      'docs/.vitepress/config.mts': "export default { title: 'T' }\n",
      'docs/list.md': [
        '---',
        'items: [one, two]',
        '---',
        '',
        '<script setup>',
        "import { useData } from 'vitepress'",
        "import { data } from './count.data.js'",
        'const { frontmatter, page } = useData()',
        '</script>',
        '',
        '# List',
        '',
        '<ol><li v-for="(item, i) in frontmatter.items">{{ i }}={{ item }}</li></ol>',
        '',
        '<p v-if="data.n > 1">many: {{ data.n }}</p>',
        '',
        'On {{ page.relativePath }}, `{{ inline }}`, <code>{{ frontmatter.items[0] }}</code>:',
        '',
        '```',
        '{{ fenced }}',
        '```',
        '',
      ].join('\n'),
      'docs/count.data.js': 'export default { load() { return { n: 2 } } }\n',
    });
    const r = await build({ root, cache: false });
    expect(r.diagnostics.filter((d) => d.severity === 'warning' && d.rule?.startsWith('vue'))).toEqual([]);
    const html = pageContent(read(path.join(root, 'dist'), 'list.html'));
    expect(html).toContain(
      '<ol><!--[--><li>0=one</li><li>1=two</li><!--]--></ol><p>many: 2</p><p>On list.md, <code>{{ inline }}</code>, <code>one</code>:</p>',
    );
    expect(html).toContain('<code><span class="line">{{ fenced }}</span></code></pre>');
    // Its template was compiled at build time, into its chunk: no chunk holds Vue's template compiler
    // (its error messages) or evaluates code (no `unsafe-eval` needed).
    const chunks = fs
      .readdirSync(path.join(root, 'dist/assets/chunks'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => read(path.join(root, 'dist/assets/chunks'), f));
    expect(chunks.filter((c) => c.includes('many: '))).toHaveLength(1);
    expect(chunks.filter((c) => /Element is missing end tag|new Function\b/.test(c))).toEqual([]);
  });

  it("renders VitePress's own theme components a page imports from 'vitepress/theme' where the project has VitePress installed, with their CSS variables", async () => {
    const theme = 'node_modules/vitepress/dist/client/theme-default/components';
    const root = writeTree({
      // Its `vite.define` is what the components read as globals (as Vite replaces them).
      'docs/.vitepress/config.mts': `export default { title: 'T', vite: { define: { __APP_VERSION__: '"9.9.1"' } } }\n`,
      'docs/team.md': [
        '<script setup>',
        "import { VPTeamMembers } from 'vitepress/theme'",
        "const members = [{ name: 'Evan You', avatar: '/evan.png' }, { name: 'Kia King', avatar: '/kia.png' }]",
        '</script>',
        '',
        '# Team',
        '',
        // Vue's same-name shorthand, as VitePress's docs write it.
        '<VPTeamMembers size="small" :members />',
        '',
      ].join('\n'),
      'docs/badge.md':
        '<script setup>\nimport { VPBadge } from \'vitepress/theme\'\n</script>\n\n# Badge\n\nNew <VPBadge text="beta" />\n',
      'node_modules/vitepress/package.json': '{ "name": "vitepress", "version": "1.0.0" }\n',
      [`${theme}/VPTeamMembers.vue`]: [
        '<script setup lang="ts">',
        "import { useSSRContext } from 'vue'",
        "import { withBase } from 'vitepress'",
        'defineProps<{ size?: string; members: { name: string; avatar: string }[] }>()',
        // As VPSocialLink records its icons in the SSR context VitePress gives.
        "if (import.meta.env.SSR) useSSRContext()?.vpSocialIcons.add('github')",
        '</script>',
        '<template><div class="VPTeamMembers" :class="size"><article v-for="m in members" class="member">' +
          '<img :src="withBase(m.avatar)"><h1 class="name">{{ m.name }}</h1></article></div></template>',
        '<style scoped>.member { color: var(--vp-c-text-1); }</style>',
        '',
      ].join('\n'),
      [`${theme}/VPBadge.vue`]:
        '<script setup>\ndefineProps({ text: String })\nconst v = __APP_VERSION__\n</script>\n<template><span class="VPBadge">{{ text }} {{ v }}</span></template>\n',
    });
    const r = await build({ root, cache: false });
    expect(
      r.diagnostics.filter((d) => ['vue-component', 'vue-page', 'unknown-component'].includes(d.rule ?? '')),
    ).toEqual([]);
    const out = path.join(root, 'dist');
    const team = read(out, 'team.html');
    expect(pageContent(team)).toMatch(
      /<div class="VPTeamMembers small" data-v-[0-9a-f]{8}><!--\[--><article class="member" data-v-[0-9a-f]{8}><img src="\/evan\.png" data-v-[0-9a-f]{8}><h1 class="name" data-v-[0-9a-f]{8}>Evan You<\/h1>/,
    );
    expect(pageContent(read(out, 'badge.html'))).toContain('<span class="VPBadge">beta 9.9.1</span>');
    // Their variables, mapped onto bookdocs' theme, in the stylesheet the page links (only with them).
    const css = [...team.matchAll(/<link rel="stylesheet" href="\/(assets\/chunks\/[\w.-]+\.css)">/g)].map((m) =>
      read(out, m[1]!),
    );
    expect(css.join('')).toMatch(/:where\(:root\)\{[^}]*--vp-c-text-1: #213547;/);
    expect(
      read(out, 'assets/' + fs.readdirSync(path.join(out, 'assets')).find((f) => /^main\..*\.css$/.test(f))!),
    ).not.toContain('--vp-c-');
  });

  it('shows a Vue page whose template does not compile as written, with one warning naming the error', async () => {
    const root = writeTree({
      'docs/.vitepress/config.mts': "export default { title: 'T' }\n",
      'docs/bad.md': '<script setup>\nconst a = 1\n</script>\n\n# Bad\n\n<p v-if="a b">{{ a }}</p>\n',
      'docs/good.md': '# Good\n',
    });
    const r = await build({ root, cache: false });
    const vue = r.diagnostics.filter((d) => d.rule?.startsWith('vue'));
    expect(vue.map((d) => [d.severity, d.rule, d.file])).toEqual([
      ['warning', 'vue-page', expect.stringMatching(/docs\/bad\.md$/)],
    ]);
    expect(vue[0]!.message).toContain('its template could not be compiled');
    expect(pageContent(read(path.join(root, 'dist'), 'bad.html'))).toContain('{{ a }}');
    expect(pageContent(read(path.join(root, 'dist'), 'good.html'))).toContain('Good');
  });

  it("builds again with a data loader's new data when a file its `watch` names changed (the previous bundles are not reused)", async () => {
    const root = copyFixture('vue-site');
    // With the cache (tests build cold otherwise): the second build may reuse what did not change.
    await withCacheDir(path.join(root, '.cache'), async () => {
      await build({ root });
      expect(pageContent(read(path.join(root, 'dist'), 'fruits.html'))).toContain('apple: 3 left');
      fs.writeFileSync(path.join(root, 'docs/stock.json'), '{ "apple": 42, "pear": 0, "plum": 7 }\n');
      await build({ root });
      expect(pageContent(read(path.join(root, 'dist'), 'fruits.html'))).toContain('apple: 42 left');
    });
  }, 240_000);

  it('shows a Vue page that cannot be rendered as written, with exactly one warning', async () => {
    const root = writeTree({
      'docs/.vitepress/config.mts': "export default { title: 'T' }\n",
      'docs/bad.md':
        '<script setup>\nconst list = null\n</script>\n\n# Bad\n\n<p v-for="x in list.items">{{ x }}</p>\n',
    });
    const r = await build({ root, cache: false });
    const vue = r.diagnostics.filter((d) => d.rule?.startsWith('vue'));
    expect(vue).toHaveLength(1);
    expect(vue[0]).toMatchObject({
      severity: 'warning',
      rule: 'vue-page',
      file: expect.stringMatching(/docs\/bad\.md$/),
    });
    expect(vue[0]!.message).toMatch(
      /^this Vue page could not be rendered: .*items.*; its Markdown is shown as written/,
    );
    const html = pageContent(read(path.join(root, 'dist'), 'bad.html'));
    expect(html).toContain('{{ x }}');
  });

  it('renders a page of template syntax as VitePress does: without a script, $frontmatter, a -vue fence, a v-pre container', async () => {
    const root = writeTree({
      'docs/.vitepress/config.mts': "export default { title: 'T' }\n",
      'docs/versions.md': [
        '---',
        'versions: { vue: 3.5.1 }',
        '---',
        '',
        '# Versions',
        '',
        'Vue {{ $frontmatter.versions.vue }}, {{ 1 + 1 }}.',
        '',
        '```html-vue',
        '<script src="https://unpkg.com/vue@{{ $frontmatter.versions.vue }}"></script>',
        '```',
        '',
        '```html',
        '<p>{{ kept }}</p>',
        '```',
        '',
        '::: v-pre',
        '{{ This is shown as written }}',
        ':::',
        '',
      ].join('\n'),
    });
    const r = await build({ root, cache: false });
    expect(r.diagnostics.filter((d) => d.rule?.startsWith('vue'))).toEqual([]);
    const html = pageContent(read(path.join(root, 'dist'), 'versions.html'));
    expect(html).toContain('<p>Vue 3.5.1, 2.</p>');
    expect(html).toMatch(/vue@3\.5\.1/);
    expect(html).toMatch(/\{\{ kept \}\}/);
    expect(html).toContain('{{ This is shown as written }}');
  });

  it("gives a Vue component's useData() its page's language and file, outside Vue pages too", async () => {
    const root = writeTree({
      'docs/.vitepress/config.mts':
        "export default { locales: { root: { label: 'English', lang: 'en-US' }, zh: { label: '中文', lang: 'zh-CN' } } }\n",
      'docs/Lang.vue':
        '<script setup>\nimport { useData } from \'vitepress\'\nconst { site, page } = useData()\n</script>\n<template><span class="lang">{{ site.lang }} {{ page.relativePath }}</span></template>\n',
      'docs/index.md': "<script setup>\nimport Lang from './Lang.vue'\n</script>\n\n# Home\n\n<Lang />\n",
      'docs/zh/index.md': "<script setup>\nimport Lang from '../Lang.vue'\n</script>\n\n# 首页\n\n<Lang />\n",
    });
    await build({ root, cache: false });
    const out = path.join(root, 'dist');
    expect(pageContent(read(out, 'index.html'))).toContain('<span class="lang">en-US index.md</span>');
    const zh = read(out, 'zh/index.html');
    expect(pageContent(zh)).toContain('<span class="lang">zh-CN zh/index.md</span>');
    // Its page's data is not one of its props (no attribute falls through).
    expect(pageContent(zh)).not.toContain('__bd');
  });
});

describe('Vue islands in dev', () => {
  /** The first message `pick` accepts, polled for up to 60 s (a rebuild of the bundles with Vue, on a loaded machine). */
  async function until<T>(messages: DevMessage[], pick: (m: DevMessage) => T | undefined, what: string): Promise<T> {
    for (let i = 0; i < 2400; i++) {
      for (const m of messages) {
        const v = pick(m);
        if (v !== undefined) return v;
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`no ${what} message; got ${JSON.stringify(messages)}`);
  }
  const reloadOf = (m: DevMessage) => (m.type === 'reload' ? m : undefined);
  const islandsOf = (m: DevMessage) => (m.type === 'islands' ? m : undefined);
  /** A page message that carries its islands' new code (a Vue page's Markdown edited). */
  const pageWithIslandsOf = (m: DevMessage) => (m.type === 'page' && m.islands ? m : undefined);
  /** The islands message (or the code a page message carries) for `routes`, whose new chunks are those of `names` (a Vue page's name ends with a hash). */
  function expectInPlace(m: DevMessage | IslandCode, routes: string[], names: (string | RegExp)[]): void {
    expect(m).toEqual({
      ...('type' in m && { type: 'islands' }),
      routes,
      chunks: expect.any(Object),
      styles: expect.any(Array),
      stale: expect.any(Array),
    });
    const chunks = (m as IslandCode).chunks;
    expect(Object.keys(chunks).sort()).toEqual(
      names.map((n) => (typeof n === 'string' ? n : expect.stringMatching(n))),
    );
    for (const url of Object.values(chunks)) expect(url).toMatch(/^\/assets\/chunks\/.+\.js$/);
  }
  let root: string;
  let dev: TestDevServer;
  const docs = (rel: string) => path.join(root, 'docs', rel);
  const page = async (route: string) => pageContent(await (await fetch(`${dev.url}${route}`)).text());
  beforeAll(async () => {
    root = copyFixture('vue-site');
    dev = await startTestDevServer(root);
  }, 120_000);
  afterAll(() => dev?.close());

  it('runs a data loader again when a file its `watch` names changes: the tabs of the pages using its data get its new chunk, with the new value, and no other', async () => {
    // Tabs show the three pages.
    expect(await page('fruits')).toContain('apple: 3 left');
    expect(await page('')).toContain('Clicked 3 times');
    await page('plain');
    const socket = await devSocket(dev.url);
    try {
      fs.writeFileSync(docs('stock.json'), '{ "apple": 42, "pear": 0, "plum": 7 }\n');
      expectInPlace(await until(socket.messages, islandsOf, 'islands'), ['/fruits.html'], [/^BdVuePage/]);
      expect(await page('fruits')).toContain('apple: 42 left');
      // Its own file too: the loader is run again as it is now.
      socket.messages.length = 0;
      fs.writeFileSync(
        docs('stock.data.js'),
        fs
          .readFileSync(docs('stock.data.js'), 'utf8')
          .replace("'utf8'));", "'utf8'), (k, v) => (k === 'plum' ? 70 : v));"),
      );
      expectInPlace(await until(socket.messages, islandsOf, 'islands'), ['/fruits.html'], [/^BdVuePage/]);
      expect(await page('fruits')).toContain('plum: 70 left');
      expect(dev.logs).toContain(
        `${path.join(root, 'docs', 'stock.json')} changed: updated in place in the tabs showing /fruits.html`,
      );
      expect(socket.messages.filter((m) => m.type === 'reload')).toEqual([]);
    } finally {
      socket.close();
    }
  }, 120_000);

  it('rebuilds a component edited and sends its new chunk for the tabs of the pages using it; a broken edit is one warning, its content shown, and fixing it recovers', async () => {
    expect(await page('')).toContain('Clicked 3 times');
    await page('fruits');
    const socket = await devSocket(dev.url);
    const counter = docs('components/Counter.vue');
    const good = fs.readFileSync(counter, 'utf8');
    try {
      fs.writeFileSync(counter, good.replace('Clicked', 'Pressed'));
      // The home page and the Vue page whose template names it (kebab-case): not the plain page.
      expectInPlace(
        await until(socket.messages, islandsOf, 'islands'),
        ['/', '/fruits.html'],
        [/^BdVuePage/, 'Counter'],
      );
      expect(await page('')).toContain('Pressed 3 times');
      expect(await page('fruits')).toContain('Pressed 5 times');

      socket.messages.length = 0;
      fs.writeFileSync(counter, good.replace('</h4>', '</h4'));
      expect(await until(socket.messages, reloadOf, 'reload')).toMatchObject({ routes: ['/', '/fruits.html'] });
      // As a build shows it: its content, one warning naming it; the server goes on.
      expect(await page('')).toContain('<bd-x data-name="Counter">');
      const warnings = (await dev.diagnostics()).filter((d) => d.message.includes('<Counter>'));
      expect(warnings.map((d) => [d.severity, d.rule, d.file])).toEqual([
        ['warning', 'vue-component', expect.stringMatching(/docs\/components\/Counter\.vue$/)],
      ]);
      expect((await fetch(`${dev.url}plain`)).status).toBe(200);

      socket.messages.length = 0;
      fs.writeFileSync(counter, good);
      expect(await until(socket.messages, reloadOf, 'reload')).toMatchObject({ reason: 'vue' });
      expect(await page('')).toContain('Clicked 3 times');
      expect((await dev.diagnostics()).filter((d) => d.message.includes('<Counter>'))).toEqual([]);
    } finally {
      fs.writeFileSync(counter, good);
      socket.close();
    }
  }, 180_000);

  it("sends a Vue page's new chunk when its template or its script changed (both are its island's code), with its new view", async () => {
    await page('fruits');
    const socket = await devSocket(dev.url);
    const fruits = docs('fruits.md');
    const text = fs.readFileSync(fruits, 'utf8');
    /** The one message of an edit of the page shown: its view and its island's code (mounted once with both). */
    const onePage = async () => {
      const m = await until(socket.messages, pageWithIslandsOf, 'page with islands');
      expectInPlace(m.islands!, ['/fruits.html'], [/^BdVuePage/]);
      expect(m.route).toBe('/fruits.html');
      expect(socket.messages.filter((x) => x.type === 'islands' || x.type === 'page')).toEqual([m]);
    };
    try {
      // Its template is compiled into its chunk (as VitePress compiles a page): an edit changes its code.
      // Its title too: every tab refetches its page for the sidebar, but for the tabs showing this
      // one, whose message (with the sidebar as it is then) is on its way.
      fs.writeFileSync(fruits, text.replace('We sell', 'We grow').replace('# Fruits', '# Fruit stand'));
      await onePage();
      expect(socket.messages.filter((m) => m.type === 'site')).toEqual([{ type: 'site', except: ['/fruits.html'] }]);
      expect(await page('fruits')).toContain('We grow 3 fruits, in en-US, on fruits.md titled Fruit stand.');
      // Then its script.
      socket.messages.length = 0;
      fs.writeFileSync(fruits, text.replace('const picked = ref(0)', 'const picked = ref(2)'));
      await onePage();
      expect(await page('fruits')).toContain('Picked 2');
      expect(socket.messages.filter((m) => m.type === 'reload')).toEqual([]);
    } finally {
      fs.writeFileSync(fruits, text);
      socket.close();
    }
  }, 120_000);
});
