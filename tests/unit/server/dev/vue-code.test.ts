// What dev knows of a bundle's Vue islands: the project's files each is made of (through the
// metafile's imports, with what its data loaders read), which islands a file is part of (a file added
// where a loader's `watch` globs look included), and which islands a rebuild changed (by their chunks).
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import type { ClientAssets } from '../../../../src/render/output/bundle.js';
import type { LoaderRuns } from '../../../../src/render/vue/data-loader.js';
import {
  changedIslands,
  islandsUsing,
  swappableInPlace,
  vueCodeOf,
  vueFiles,
} from '../../../../src/server/dev/vue-code.js';

const docs = path.resolve('/project/docs');
const at = (rel: string) => path.join(docs, rel);
const input = (imports: string[]) => ({
  bytes: 1,
  imports: imports.map((p) => ({ path: p, kind: 'import-statement' as const })),
});
const metafile = {
  inputs: {
    [`bookdocs-vue-island:${at('Card.vue')}`]: input([at('Card.vue')]),
    [at('Card.vue')]: input([
      at('util.ts'),
      `bookdocs-vue-style:${at('Card.vue')}?style=0`,
      at('node_modules/x/index.js'),
    ]),
    [at('util.ts')]: input([]),
    [`bookdocs-vue-island:${at('posts.md')}`]: input([at('posts.md'), at('Card.vue')]),
    [at('posts.md')]: input([at('posts.data.js')]),
    [at('posts.data.js')]: input([]),
    [`bookdocs-vue-island:${at('Other.vue')}`]: input([at('Other.vue')]),
    [at('Other.vue')]: input([]),
  },
  outputs: {},
} satisfies esbuild.Metafile;
const components = new Map([
  ['Card', at('Card.vue')],
  ['BdVuePageabc', at('posts.md')],
  ['Other', at('Other.vue')],
  ['React', '/project/components/React.tsx'],
]);
const assets = (chunks: Record<string, string>) =>
  ({ componentChunks: new Map(Object.entries(chunks).map(([n, c]) => [n, [c]])) }) as unknown as ClientAssets;
const loaders: LoaderRuns = new Map([
  [
    at('posts.data.js'),
    { inputs: [at('posts.data.js')], watched: [at('posts/a.md')], watch: { dir: docs, patterns: ['./posts/*.md'] } },
  ],
]);

describe("dev's map of the Vue islands", () => {
  const code = vueCodeOf(metafile, components, assets({ Card: 'c1', BdVuePageabc: 'p1', Other: 'o1' }), loaders)!;

  it("lists each island's project files, with its data loader's, and not packages'", () => {
    expect([...code.islands.get('Card')!].sort()).toEqual([at('Card.vue'), at('util.ts')]);
    expect(vueFiles(code)).toEqual(
      [at('Card.vue'), at('Other.vue'), at('posts.data.js'), at('posts.md'), at('posts/a.md'), at('util.ts')].sort(),
    );
    expect(code.islands.has('React')).toBe(false);
  });

  it('tells the islands a file is part of, a new file its loader watches included', () => {
    expect(islandsUsing(code, at('util.ts'))).toEqual(['Card', 'BdVuePageabc']);
    expect(islandsUsing(code, at('posts/a.md'))).toEqual(['BdVuePageabc']);
    expect(islandsUsing(code, at('posts/new.md'))).toEqual(['BdVuePageabc']);
    expect(islandsUsing(code, at('elsewhere/new.md'))).toEqual([]);
  });

  it('names the islands whose chunks a rebuild changed', () => {
    const after = vueCodeOf(metafile, components, assets({ Card: 'c2', BdVuePageabc: 'p2', Other: 'o1' }), loaders)!;
    expect(changedIslands(code, after)).toEqual(['Card', 'BdVuePageabc']);
    expect(changedIslands(code, code)).toEqual([]);
    // Its stylesheet alone (a style edit leaves the chunk as it was).
    const styled = vueCodeOf(
      metafile,
      components,
      { ...assets({ Card: 'c1', BdVuePageabc: 'p1', Other: 'o1' }), componentCss: new Map([['Card', 'card2.css']]) },
      loaders,
    )!;
    expect(changedIslands(code, styled)).toEqual(['Card']);
  });

  it('swaps an island in place only while its new chunk imports the shared runtime under the name the tabs have', () => {
    // Chunks as esbuild names them: one of the project's code only, one with a package in it.
    const withOutputs = (runtime: string, own: string): esbuild.Metafile => ({
      ...metafile,
      outputs: {
        [`out/assets/chunks/${runtime}`]: {
          bytes: 1,
          imports: [],
          exports: [],
          inputs: { [at('node_modules/x/index.js')]: { bytesInOutput: 1 } },
        },
        [`out/assets/chunks/${own}`]: {
          bytes: 1,
          imports: [],
          exports: [],
          inputs: { [at('util.ts')]: { bytesInOutput: 1 } },
        },
      },
    });
    const chunksOf = (runtime: string, own: string, card: string) =>
      ({
        componentChunks: new Map([
          ['Card', [`/assets/chunks/${card}`, `/assets/chunks/${own}`, `/assets/chunks/${runtime}`]],
          ['BdVuePageabc', ['/assets/chunks/p1.js']],
          ['Other', ['/assets/chunks/o1.js']],
        ]),
      }) as unknown as ClientAssets;
    const before = vueCodeOf(
      withOutputs('vue.A.js', 'own.A.js'),
      components,
      chunksOf('vue.A.js', 'own.A.js', 'Card.A.js'),
      loaders,
    )!;
    expect(before.runtime).toEqual(new Set(['vue.A.js']));
    // The component's own shared code changed: in place.
    const edited = vueCodeOf(
      withOutputs('vue.A.js', 'own.B.js'),
      components,
      chunksOf('vue.A.js', 'own.B.js', 'Card.B.js'),
      loaders,
    )!;
    expect(swappableInPlace(before, edited, ['Card'])).toBe(true);
    // A runtime chunk of a new name would be a second copy of Vue: no.
    const moved = vueCodeOf(
      withOutputs('vue.C.js', 'own.B.js'),
      components,
      chunksOf('vue.C.js', 'own.B.js', 'Card.C.js'),
      loaders,
    )!;
    expect(swappableInPlace(before, moved, ['Card'])).toBe(false);
    expect(swappableInPlace(before, moved, ['Other'])).toBe(true);
  });

  it('is nothing for a site without Vue components', () => {
    expect(vueCodeOf(metafile, new Map([['React', '/project/components/React.tsx']]), assets({}), new Map())).toBe(
      undefined,
    );
  });
});
