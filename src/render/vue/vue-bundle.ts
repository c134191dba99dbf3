// What the browser and server bundles add for a site with Vue components (none for a site without:
// its bundles stay as they were). In the browser each Vue component is a React island
// (src/client/vue/vue-island.ts) in its own lazy chunk with Vue; on the server they render with Vue's
// server renderer (src/client/vue/vue-server-render.ts) before React renders the page.
import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { TOOLKIT_ROOT } from '../toolkit.js';
import { vueBuildOptions, type VueBundleExtras } from './vue-build-options.js';
import { VITEPRESS_THEME_VARIABLES } from './vitepress-theme-components.js';

const CLIENT_DIR = path.join(TOOLKIT_ROOT, 'src', 'client');
/** A Vue component's island module in the browser bundle: `bookdocs-vue-island:<file>`. */
export const VUE_ISLAND = 'bookdocs-vue-island';

/** A Vue component's file: a `.vue` one, or a Vue page's Markdown (vue-page.ts). */
export const isVueFile = (file: string): boolean => file.endsWith('.vue') || file.endsWith('.md');

/** The component file of a browser bundle's entry point (a Vue island's is its `.vue` file). */
export function entryFile(entryPoint: string): string {
  return path.resolve(entryPoint.startsWith(`${VUE_ISLAND}:`) ? entryPoint.slice(VUE_ISLAND.length + 1) : entryPoint);
}

/** The browser's loader of the component at `file`. */
export function islandImport(file: string): string {
  return `() => import(${JSON.stringify(isVueFile(file) ? `${VUE_ISLAND}:${file}` : file)})`;
}

/** The server's module of the components: React's as `components`, Vue's as `vueComponents`. */
export function serverComponentsModule(entries: readonly [string, string][]): string {
  const react = entries.filter(([, f]) => !isVueFile(f));
  const vue = entries.filter(([, f]) => isVueFile(f));
  const lines = [
    ...react.map(([, f], i) => `import C${i} from ${JSON.stringify(f)};`),
    `export const components = {${react.map(([n], i) => `${JSON.stringify(n)}: C${i}`).join(',')}};`,
  ];
  if (!vue.length)
    return [...lines, 'export const vueComponents = {};', 'export const renderVueIsland = undefined;'].join('\n');
  return [
    ...lines,
    ...vue.map(([, f], i) => `import V${i} from ${JSON.stringify(f)};`),
    `export const vueComponents = {${vue.map(([n], i) => `${JSON.stringify(n)}: V${i}`).join(',')}};`,
    `export { renderVueIsland } from ${JSON.stringify(path.join(CLIENT_DIR, 'vue', 'vue-server-render.ts'))};`,
  ].join('\n');
}

/** `MyCard` → `my-card`: the kebab-case tag Vue also resolves to it. */
export const kebabName = (name: string): string => name.replace(/\B([A-Z])/g, '-$1').toLowerCase();

/** The site's `.vue` components whose tag (PascalCase or kebab-case) `source` (a Vue page) has. */
function namedComponents(source: string, components: ReadonlyMap<string, string>): [string, string][] {
  return [...components].filter(
    ([name, file]) => file.endsWith('.vue') && new RegExp(`<(?:${name}|${kebabName(name)})[\\s/>]`).test(source),
  );
}

/** What a bundle of `components` adds for its Vue ones (nothing when it has none). */
export function vueBundleOptions(components: ReadonlyMap<string, string>, ssr: boolean, extras: VueBundleExtras = {}) {
  const first = [...components.values()].find(isVueFile);
  if (!first) return undefined;
  const options = vueBuildOptions(first, ssr, extras);
  const islands: esbuild.Plugin = {
    name: 'bookdocs-vue-islands',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${VUE_ISLAND}:`) }, (args) => ({
        path: args.path.slice(VUE_ISLAND.length + 1),
        namespace: VUE_ISLAND,
      }));
      build.onLoad({ filter: /.*/, namespace: VUE_ISLAND }, (args) => {
        // A Vue page resolves the site's components its template names (as VitePress's app registers them).
        const used = args.path.endsWith('.md') ? namedComponents(fs.readFileSync(args.path, 'utf8'), components) : [];
        // VitePress's theme variables and element reset, which the project's components (and those of
        // VitePress's default theme) are written against.
        const variables = `import ${JSON.stringify(VITEPRESS_THEME_VARIABLES)};\n`;
        return {
          contents: `${variables}import component from ${JSON.stringify(args.path)};
import { vueIsland } from ${JSON.stringify(path.join(CLIENT_DIR, 'vue', 'vue-island.ts'))};
${used.map(([, f], i) => `import G${i} from ${JSON.stringify(f)};`).join('\n')}
${used.length ? `component.components = { ${used.map(([n], i) => `${JSON.stringify(n)}: G${i}`).join(', ')}, ...component.components };` : ''}
export default vueIsland(component);`,
          loader: 'js',
          resolveDir: TOOLKIT_ROOT,
        };
      });
    },
  };
  return {
    alias: options.alias,
    nodePaths: options.nodePaths,
    define: options.define,
    loader: options.loader,
    plugins: [...options.plugins, islands],
  };
}
