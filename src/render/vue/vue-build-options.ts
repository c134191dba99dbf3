// The esbuild options every bundle of a project's Vue components shares: `.vue` files compiled
// (vue-sfc.ts), packages resolved from the project's own node_modules first and then from the
// toolkit's, and one copy of Vue (the project's when it has Vue installed, else the toolkit's), so the
// components and the code that renders or hydrates them share its state.
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { TOOLKIT_ROOT } from '../toolkit.js';
import { dataLoaderPlugin, type LoaderRuns } from './data-loader.js';
import { missingImportsPlugin } from './missing-imports.js';
import { vueSfcPlugin, type VuePageTemplates } from './vue-sfc.js';
import { vitepressThemePlugin } from './vitepress-theme-components.js';

/** The folder of the `vue` package the component `file` uses: its project's when installed, else the toolkit's. */
export function vuePackageDir(file: string): string {
  for (const from of [file, path.join(TOOLKIT_ROOT, 'package.json')]) {
    try {
      return path.dirname(createRequire(from).resolve('vue/package.json'));
    } catch {
      // Not installed there.
    }
  }
  throw new Error('the vue package is not installed');
}

/** Files a component may import beside its code: stylesheets (styled by the page) and images (inlined). */
const ASSET_LOADERS: Record<string, esbuild.Loader> = {
  '.png': 'dataurl',
  '.jpg': 'dataurl',
  '.jpeg': 'dataurl',
  '.gif': 'dataurl',
  '.svg': 'dataurl',
  '.webp': 'dataurl',
};

/** What the Vue bundles of a site get besides its components. */
export interface VueBundleExtras {
  /** The VitePress config's `themeConfig` (JSON-safe): `useData().theme` (src/client/vue/vitepress-data.ts). */
  themeConfig?: VueThemeConfig;
  /** Where the data loaders the bundle runs record what they read (the dev server's). */
  loaderRuns?: LoaderRuns;
  /** Each Vue page's template (its HTML after Markdown), compiled into its chunk: vue-page-template.ts. */
  templates?: VuePageTemplates;
  /** Components the project's templates use without importing them (auto-import-components.ts): name → `.vue` file. */
  autoImports?: ReadonlyMap<string, string>;
  /** Hears of each import that resolves nowhere (an empty module stands in: missing-imports.ts). */
  onMissing?: (path: string, importer: string) => void;
}

/** A VitePress `themeConfig` as the browser gets it: the root's, and each locale's own (by its path, `/zh/`). */
export interface VueThemeConfig {
  root: Record<string, unknown>;
  locales?: Record<string, Record<string, unknown>>;
  /** The config's `vite.define`: globals replaced in the components' code (not shipped as data). */
  define?: Record<string, string>;
}

/**
 * `import { useData } from 'vitepress'` in a component: bookdocs' stand-in for VitePress's runtime
 * API, which imports the site's theme config as `bookdocs:vitepress-theme-config` (in the chunk the
 * Vue islands share: only pages with Vue load it, once).
 */
function vitepressApi(themeConfig: VueThemeConfig | undefined): esbuild.Plugin {
  return {
    name: 'bookdocs-vitepress-api',
    setup(build) {
      build.onResolve({ filter: /^vitepress$/ }, () => ({
        path: path.join(TOOLKIT_ROOT, 'src', 'client', 'vue', 'vitepress-data.ts'),
      }));
      build.onResolve({ filter: /^bookdocs:vitepress-theme-config$/ }, (args) => ({
        path: args.path,
        namespace: 'bookdocs-vitepress',
      }));
      build.onLoad({ filter: /.*/, namespace: 'bookdocs-vitepress' }, () => ({
        contents: `export default JSON.parse(${JSON.stringify(JSON.stringify({ root: themeConfig?.root ?? {}, ...(themeConfig?.locales && { locales: themeConfig.locales }) }))});`,
        loader: 'js',
      }));
    },
  };
}

/** `component`: one of the project's components (Vue is the one its project has installed, if any). */
export function vueBuildOptions(component: string, ssr: boolean, extras: VueBundleExtras = {}) {
  return {
    bundle: true,
    format: 'esm',
    platform: ssr ? 'node' : 'browser',
    alias: { vue: vuePackageDir(component) },
    nodePaths: [path.join(TOOLKIT_ROOT, 'node_modules')],
    loader: { ...ASSET_LOADERS, ...(ssr && { '.css': 'empty' as const }) },
    define: {
      // The project's own (its VitePress config's `vite.define`), then those bookdocs sets.
      ...extras.themeConfig?.define,
      'process.env.NODE_ENV': '"production"',
      'import.meta.env.SSR': ssr ? 'true' : 'false',
      __VUE_OPTIONS_API__: 'true',
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    },
    plugins: [
      vueSfcPlugin(ssr, extras.templates, extras.autoImports),
      vitepressApi(extras.themeConfig),
      vitepressThemePlugin(),
      dataLoaderPlugin(extras.loaderRuns),
      missingImportsPlugin(extras.onMissing),
    ],
    logLevel: 'silent',
  } satisfies esbuild.BuildOptions;
}
