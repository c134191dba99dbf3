import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  autoImportComponents,
  importAutoComponents,
  usedAutoImports,
} from '../../../../src/render/vue/auto-import-components.js';
import { writeTree } from '../../../helpers/fixtures.js';

const names = (m: Map<string, string>, root: string) =>
  [...m].map(([n, f]) => `${n} ${path.relative(root, f).split(path.sep).join('/')}`);

describe('autoImportComponents', () => {
  it("takes unplugin-vue-components' default folder when the config names none, nested folders too", () => {
    const root = writeTree({
      'vite.config.mts':
        "import Components from 'unplugin-vue-components/vite'\nexport default { plugins: [Components()] }\n",
      'src/components/Card.vue': '<template><p /></template>',
      'src/components/deep/my-badge.vue': '<template><p /></template>',
      'src/components/notes.md': '# not a component',
    });
    const found = autoImportComponents(root, root);
    expect(names(found.components, root)).toEqual([
      'Card src/components/Card.vue',
      'MyBadge src/components/deep/my-badge.vue',
    ]);
    expect(found.files).toEqual([path.join(root, 'vite.config.mts')]);
  });

  it('reads dirs given as one string, and finds nothing where the config does not use the plugin', () => {
    const one = writeTree({
      // Named otherwise, the dirs after a nested call, a `)` in a string.
      'vite.config.ts':
        "import Vc from 'unplugin-vue-components/vite'\nexport default { plugins: [Vc({ resolvers: [R({ prefix: ')' })], dirs: 'theme/parts', dts: true })] }\n",
      'theme/parts/Hero.vue': '<template><p /></template>',
    });
    expect(names(autoImportComponents(one, one).components, one)).toEqual(['Hero theme/parts/Hero.vue']);
    const none = writeTree({
      // Another plugin's Components(), not unplugin-vue-components'.
      'vite.config.ts': "import Components from 'other-plugin'\nexport default { plugins: [Components()] }\n",
      'src/components/Card.vue': '<template><p /></template>',
    });
    expect(autoImportComponents(none, none).components.size).toBe(0);
  });

  it('reads components.d.ts: .vue files inside the project that exist; not icons, missing files or files outside', () => {
    const root = writeTree({
      'docs/components.d.ts': `declare module 'vue' {
  export interface GlobalComponents {
    'Quoted': typeof import("./q/Quoted.vue")['default']
    Icon: typeof import('~icons/carbon/apps')['default']
    Gone: typeof import('./gone/Gone.vue')['default']
    Escape: typeof import('../secret/Escape.vue')['default']
  }
}`,
      'docs/q/Quoted.vue': '<template><p /></template>',
      'secret/Escape.vue': '<template><p /></template>',
    });
    const docs = path.join(root, 'docs');
    const found = autoImportComponents(docs, docs);
    expect(names(found.components, docs)).toEqual(['Quoted q/Quoted.vue']);
    expect(found.files).toEqual([path.join(docs, 'components.d.ts')]);
  });
});

describe('usedAutoImports', () => {
  it('finds PascalCase and kebab-case tags, not elements of the same name', () => {
    const auto = new Map([
      ['SeeAlso', '/p/SeeAlso.vue'],
      ['Table', '/p/Table.vue'],
      ['Unused', '/p/Unused.vue'],
    ]);
    expect(usedAutoImports('<see-also /> and <SeeAlso> and <table>', auto)).toEqual([['SeeAlso', '/p/SeeAlso.vue']]);
  });
});

describe('importAutoComponents', () => {
  const code = [
    'import { resolveComponent as _resolveComponent } from "vue"',
    'const _component_SeeAlso = _resolveComponent("SeeAlso")',
    'const _component_see_also = _resolveComponent("see-also")',
    'const _component_Self = _resolveComponent("Self", true)',
    'const _component_Other = _resolveComponent("Other")',
  ].join('\n');
  const auto = new Map([
    ['SeeAlso', '/p/SeeAlso.vue'],
    ['Self', '/p/Self.vue'],
  ]);

  it('imports the components it knows, once each, and leaves the rest and the component itself to Vue', () => {
    expect(importAutoComponents(code, '/p/Self.vue', auto)).toBe(
      [
        'import __bd_auto_0 from "/p/SeeAlso.vue";',
        'import { resolveComponent as _resolveComponent } from "vue"',
        'const _component_SeeAlso = __bd_auto_0',
        'const _component_see_also = __bd_auto_0',
        'const _component_Self = _resolveComponent("Self", true)',
        'const _component_Other = _resolveComponent("Other")',
      ].join('\n'),
    );
  });

  it('leaves code alone when there is nothing to import', () => {
    expect(importAutoComponents(code, '/p/X.vue', new Map())).toBe(code);
    expect(importAutoComponents(code, '/p/X.vue', new Map([['Nope', '/p/Nope.vue']]))).toBe(code);
  });
});
