// Finding a project's Vue components as VitePress and VuePress find them: those its theme's enhanceApp
// registers, those a page's <script setup> imports, VuePress's components folder.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  pascalName,
  scriptSetupVueImports,
  themeVueComponents,
  vuepressFolderComponents,
} from '../../../../src/render/vue/vue-components.js';
import { writeTree } from '../../../helpers/fixtures.js';

describe('themeVueComponents', () => {
  it('runs the theme as on the server: inBrowser is false, so code for the browser does not run', async () => {
    const root = writeTree({
      '.vitepress/theme/index.ts': `import { inBrowser, useData } from 'vitepress'
import Version from './Version.vue'
if (inBrowser) {
  location.replace(new URL(location.href).pathname)
}
export default {
  enhanceApp({ app }) {
    if (typeof useData !== 'function') throw new Error('useData is not the stand-in')
    app.component('Version', Version)
  },
}
`,
      '.vitepress/theme/Version.vue': '<template><span /></template>\n',
    });
    const found = await themeVueComponents(path.join(root, '.vitepress'));
    expect(found.diagnostics).toEqual([]);
    expect([...found.components.keys()]).toEqual(['Version']);
  });

  it('records the components enhanceApp registers, with the files the theme imports them from', async () => {
    const root = writeTree({
      '.vitepress/theme/index.ts': `import DefaultTheme from 'vitepress/theme'
import Badge from './Badge.vue'
import TeamCard from '../../components/TeamCard.vue'
import './custom.css'
export default {
  extends: DefaultTheme,
  async enhanceApp({ app, router }) {
    router.onAfterRouteChanged = () => {}
    app.component('Badge', Badge).component('team-card', TeamCard)
    app.use({ install() {} })
    app.provide('x', 1)
  },
}
`,
      '.vitepress/theme/Badge.vue': '<template><span /></template>\n',
      'components/TeamCard.vue': '<template><div /></template>\n',
    });
    const found = await themeVueComponents(path.join(root, '.vitepress'));
    expect(found.diagnostics).toEqual([]);
    expect([...found.components]).toEqual([
      ['Badge', path.join(root, '.vitepress/theme/Badge.vue')],
      ['TeamCard', path.join(root, 'components/TeamCard.vue')],
    ]);
    expect(found.files).toContain(path.join(root, '.vitepress/theme/index.ts'));
  });

  it('follows the themes it extends, and names what is not a .vue file it imports', async () => {
    const root = writeTree({
      '.vitepress/theme/index.ts': `import Base from './base'
import Inline from './Inline'
export default {
  extends: Base,
  enhanceApp({ app }) {
    app.component('Made', { render: () => null })
    app.component('Inline', Inline)
  },
}
`,
      '.vitepress/theme/base.ts': `import Card from './Card.vue'
export default { enhanceApp({ app }) { app.component('Card', Card) } }
`,
      '.vitepress/theme/Inline.ts': 'export default { template: "<b/>" }\n',
      '.vitepress/theme/Card.vue': '<template><div /></template>\n',
    });
    const found = await themeVueComponents(path.join(root, '.vitepress'));
    expect([...found.components.keys()]).toEqual(['Card']);
    expect(found.diagnostics.map((d) => d.message)).toEqual([
      'VitePress theme: Made, Inline are not a .vue file the theme imports: not rendered',
    ]);
  });

  it('keeps what enhanceApp registered before it threw, with a warning', async () => {
    const root = writeTree({
      '.vitepress/theme/index.js': `import A from './A.vue'
export default { enhanceApp({ app }) { app.component('A', A); window.foo = 1 } }
`,
      '.vitepress/theme/A.vue': '<template><div /></template>\n',
    });
    const found = await themeVueComponents(path.join(root, '.vitepress'));
    expect([...found.components.keys()]).toEqual(['A']);
    expect(found.diagnostics).toHaveLength(1);
    expect(found.diagnostics[0]!.message).toMatch(/enhanceApp threw window is not defined/);
  });

  it('finds none without a theme entry', async () => {
    const root = writeTree({ '.vitepress/config.mts': 'export default {}\n' });
    expect((await themeVueComponents(path.join(root, '.vitepress'))).components.size).toBe(0);
  });
});

describe('scriptSetupVueImports', () => {
  it("reads the .vue components a page's <script setup> imports, relative to the page", () => {
    const page = '/site/guide/page.md';
    const source = `<script setup>
import { ref } from 'vue'
import Chart from './Chart.vue'
import teamMembers from '../components/team-members.vue'
import data from './x.data.js'
</script>

# Page

<Chart />
`;
    expect([...scriptSetupVueImports(source, page)]).toEqual([
      ['Chart', '/site/guide/Chart.vue'],
      ['TeamMembers', '/site/components/team-members.vue'],
    ]);
  });

  it('reads nothing outside a <script setup> block', () => {
    expect(scriptSetupVueImports("```js\nimport Chart from './Chart.vue'\n```\n", '/p.md').size).toBe(0);
    expect(scriptSetupVueImports("<script>\nimport Chart from './Chart.vue'\n</script>\n", '/p.md').size).toBe(0);
  });
});

describe('vuepressFolderComponents', () => {
  it("registers .vuepress/components' files by name, nested folders too", () => {
    const root = writeTree({
      '.vuepress/components/Foo.vue': '<template><i /></template>',
      '.vuepress/components/demo/bar-baz.vue': '<template><i /></template>',
      '.vuepress/components/notes.md': '',
    });
    expect([...vuepressFolderComponents(path.join(root, '.vuepress'))]).toEqual([
      ['BarBaz', path.join(root, '.vuepress/components/demo/bar-baz.vue')],
      ['Foo', path.join(root, '.vuepress/components/Foo.vue')],
    ]);
  });
});

describe('pascalName', () => {
  it('should support kebab-case and camelCase names', () => {
    expect(pascalName('team-card')).toBe('TeamCard');
    expect(pascalName('myCard')).toBe('MyCard');
    expect(pascalName('Card')).toBe('Card');
  });
});
