// esbuild: the browser bundle (ESM, code splitting, minified, content-hashed) and the SSR bundle
// (the same React components, for Node). Site components become one lazy chunk each.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import type { PageView, SiteData } from '../../shared/types.js';
import { DiagnosticError, type Diagnostic } from '../diagnostics.js';
import { ioDiagnostic } from '../io-diagnostics.js';
import { TOOLKIT_ROOT } from '../toolkit.js';
import { NO_THEME, type SiteTheme } from '../site/theme.js';
import { ssrSourceMap } from './theme-error.js';
import { lazyPackagesExternal } from './ssr-lazy-packages.js';
import { browserOnlyModules } from './ssr-browser-only.js';
import { themeOverrides } from './theme-overrides.js';
import { dataModules } from '../generated/data-modules.js';
import { entryFile, islandImport, serverComponentsModule, vueBundleOptions } from '../vue/vue-bundle.js';
import { featureModules } from './feature-modules.js';
import type { LoaderRuns } from '../vue/data-loader.js';
import type { VuePageTemplates } from '../vue/vue-sfc.js';
import type { ClientFeatures } from './client-features.js';

const CLIENT_DIR = path.join(TOOLKIT_ROOT, 'src', 'client');

function virtualModules(components: Map<string, string>): esbuild.Plugin {
  const entries = [...components];
  return {
    name: 'bookdocs-virtual',
    setup(build) {
      build.onResolve({ filter: /^bookdocs:components(-ssr)?$/ }, (args) => ({
        path: args.path,
        namespace: 'bookdocs',
      }));
      build.onLoad({ filter: /.*/, namespace: 'bookdocs' }, (args) => {
        const contents =
          args.path === 'bookdocs:components'
            ? `export const loaders = {${entries.map(([n, f]) => `${JSON.stringify(n)}: ${islandImport(f)}`).join(',')}};`
            : serverComponentsModule(entries);
        return { contents, loader: 'js', resolveDir: TOOLKIT_ROOT };
      });
    },
  };
}

/** The folder of a package the toolkit depends on. */
function packageDir(name: string): string {
  return path.dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
}

/** One copy of React for the theme and the site's components, wherever the components live. */
function reactAlias(): Record<string, string> {
  return { react: packageDir('react'), 'react-dom': packageDir('react-dom') };
}

/** esbuild's errors (a component or the theme does not compile) as one DiagnosticError; anything else as it is. */
export function toBundleError(err: unknown): unknown {
  const failure = err as esbuild.BuildFailure;
  if (!failure.errors) return err;
  return new DiagnosticError(
    failure.errors.map(
      (e) =>
        outputWriteFailure(e.text) ?? {
          rule: 'bundle-error',
          message: `could not bundle: ${e.text}`,
          ...(e.location && { file: e.location.file, line: e.location.line, column: e.location.column + 1 }),
          hint: 'fix the component or theme file named here',
        },
    ),
  );
}

/** esbuild's own words (Go's error texts) for the errno codes a write of its output may fail with. */
const WRITE_ERRORS: [RegExp, string][] = [
  [/no space left on device/i, 'ENOSPC'],
  [/disk quota exceeded/i, 'EDQUOT'],
  [/read-only file system/i, 'EROFS'],
  [/permission denied/i, 'EACCES'],
  [/operation not permitted/i, 'EPERM'],
  [/file name too long/i, 'ENAMETOOLONG'],
];

/**
 * An esbuild error that is a failed write of its output (a full disk, a read-only folder), as the
 * diagnostic of that failed call: it is no problem of a component. esbuild reports it as text only.
 */
function outputWriteFailure(text: string): Diagnostic | undefined {
  const m = /^Failed to write to output file: (\w+) (.+?): ([^:]+)$/.exec(text);
  const code = m && WRITE_ERRORS.find(([words]) => words.test(m[3]!))?.[1];
  if (!m || !code) return undefined;
  return ioDiagnostic(
    Object.assign(new Error(`${code}: ${m[3]}, ${m[1]} '${m[2]}'`), { code, syscall: m[1]!, path: m[2]! }),
  );
}

export interface ClientAssets {
  /** URLs (with base) */
  entryJs: string;
  entryCss?: string;
  /** Chunks the entry imports statically: preloaded on every page. */
  entryImports: string[];
  /** Component name → chunk URL plus its static imports: preloaded by the pages that use it. */
  componentChunks: Map<string, string[]>;
  /** Component name → the stylesheet its chunk imports, if any. */
  componentCss: Map<string, string>;
  /**
   * Plugins' slot components limited to some routes (`routes`, a RegExp source): their chunk with its
   * static imports and their stylesheet, preloaded and linked by the pages of those routes only.
   */
  fills?: { routes: string; chunks: string[]; css?: string }[];
  /** Output files, relative to the output folder ('/'-separated). */
  files: string[];
  bytes: number;
}

/** esbuild options of the browser bundle (also used by the dev server's incremental context). */
export function clientBuildOptions(
  outDir: string,
  base: string,
  components: Map<string, string>,
  theme: SiteTheme = NO_THEME,
  /** Plugins' data: name → JSON file, imported as `bookdocs:data/<name>`. */
  data: ReadonlyMap<string, string> = new Map(),
  features: ClientFeatures = {},
  /** Where the Vue islands' data loaders record what they read (the dev server watches it). */
  loaderRuns?: LoaderRuns,
  /** The Vue pages' templates, compiled into their chunks. */
  templates?: VuePageTemplates,
) {
  const vue = vueBundleOptions(components, false, {
    ...(theme.vueThemeConfig && { themeConfig: theme.vueThemeConfig }),
    ...(theme.vueAutoImports && { autoImports: new Map(Object.entries(theme.vueAutoImports)) }),
    ...(loaderRuns && { loaderRuns }),
    ...(templates && { templates }),
  });
  return {
    entryPoints: { main: path.join(CLIENT_DIR, 'main.tsx') },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome105', 'safari15.4', 'firefox121'],
    minify: true,
    sourcemap: false,
    metafile: true,
    write: true,
    outdir: path.join(outDir, 'assets'),
    entryNames: '[name].[hash]',
    chunkNames: 'chunks/[name].[hash]',
    assetNames: 'assets/[name].[hash]',
    publicPath: `${base}assets/`,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', ...vue?.define },
    alias: { ...reactAlias(), ...vue?.alias },
    plugins: [
      virtualModules(components),
      themeOverrides(theme, 'client', base),
      dataModules(data),
      featureModules(CLIENT_DIR, features),
      ...(vue?.plugins ?? []),
    ],
    ...(vue && { nodePaths: vue.nodePaths, loader: vue.loader }),
    logLevel: 'silent',
    legalComments: 'none',
  } satisfies esbuild.BuildOptions;
}

/** The client bundle, and esbuild's metafile (its inputs say when it must be made again). */
export async function bundleClientWithInputs(
  outDir: string,
  base: string,
  components: Map<string, string>,
  theme: SiteTheme = NO_THEME,
  data: ReadonlyMap<string, string> = new Map(),
  features: ClientFeatures = {},
  /** Where the Vue islands' data loaders record what they read. */
  loaderRuns?: LoaderRuns,
  /** The Vue pages' templates. */
  templates?: VuePageTemplates,
): Promise<{ assets: ClientAssets; metafile: esbuild.Metafile }> {
  let result: esbuild.BuildResult<{ metafile: true; write: true }>;
  try {
    result = await esbuild.build(
      clientBuildOptions(outDir, base, components, theme, data, features, loaderRuns, templates),
    );
  } catch (err) {
    throw toBundleError(err);
  }
  const assets = clientAssetsFrom(result.metafile, outDir, base, components, theme);
  return { assets: await splitComponentCss(assets, result.metafile, outDir, base, theme), metafile: result.metafile };
}

/**
 * esbuild also copies the CSS of lazily loaded component chunks into the entry's stylesheet. Rebuild
 * that stylesheet from the theme's own CSS only, so each component's CSS is loaded by the pages that
 * use it (and only by them) instead of by every page. (The dev server's bundles go through it too.)
 */
export async function splitComponentCss(
  assets: ClientAssets,
  metafile: esbuild.Metafile,
  outDir: string,
  base: string,
  theme: SiteTheme,
): Promise<ClientAssets> {
  const own = [...assets.componentCss.values(), ...(assets.fills ?? []).flatMap((f) => (f.css ? [f.css] : []))];
  if (!assets.entryCss || !own.length) return assets;
  const cssOutput = (url: string) => path.relative(process.cwd(), path.join(outDir, url.slice(base.length)));
  const inputsOf = (url: string) =>
    Object.keys(metafile.outputs[cssOutput(url).split(path.sep).join('/')]?.inputs ?? {});
  const componentInputs = new Set(own.flatMap(inputsOf));
  const themeInputs = inputsOf(assets.entryCss).filter((i) => !componentInputs.has(i));
  if (!themeInputs.length || themeInputs.length === inputsOf(assets.entryCss).length) return assets;
  const result = await esbuild.build({
    stdin: {
      contents: themeInputs.map((i) => `@import ${JSON.stringify(path.resolve(i))};`).join('\n'),
      loader: 'css',
      resolveDir: process.cwd(),
    },
    plugins: [themeOverrides(theme, 'client', base)],
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'silent',
    legalComments: 'none',
  });
  const css = result.outputFiles[0]!.contents;
  const file = `assets/main.${crypto.createHash('sha256').update(css).digest('base64url').slice(0, 8).toUpperCase()}.css`;
  const old = assets.entryCss.slice(base.length);
  // force: in dev the bundles being replaced (a theme file added) may still be finishing in the same
  // folder, and have removed this same file already.
  fs.rmSync(path.join(outDir, old), { force: true });
  fs.writeFileSync(path.join(outDir, file), css);
  return { ...assets, entryCss: `${base}${file}`, files: [...assets.files.filter((f) => f !== old), file] };
}

/** What the pages must load, read from the client bundle's metafile. */
export function clientAssetsFrom(
  metafile: esbuild.Metafile,
  outDir: string,
  base: string,
  components: Map<string, string>,
  theme: SiteTheme = NO_THEME,
): ClientAssets {
  const outputs = metafile.outputs;
  const url = (file: string) => `${base}${path.relative(outDir, path.resolve(file)).split(path.sep).join('/')}`;
  const staticImports = (file: string, seen = new Set<string>()): string[] => {
    for (const imp of outputs[file]?.imports ?? []) {
      if (imp.kind === 'import-statement' && !seen.has(imp.path)) {
        seen.add(imp.path);
        staticImports(imp.path, seen);
      }
    }
    return [...seen];
  };
  let entryJs = '';
  let entryCss: string | undefined;
  let entryImports: string[] = [];
  const componentChunks = new Map<string, string[]>();
  const componentCss = new Map<string, string>();
  const byFile = new Map([...components].map(([n, f]) => [path.resolve(f), n]));
  const routed = (theme.client?.fills ?? []).filter((f): f is typeof f & { routes: string } => !!f.routes);
  const fillOutputs = new Map<string, { chunks: string[]; css?: string }>();
  for (const [file, out] of Object.entries(outputs)) {
    if (!out.entryPoint) continue;
    if (out.entryPoint.endsWith('main.tsx')) {
      entryJs = url(file);
      entryCss = out.cssBundle ? url(out.cssBundle) : undefined;
      entryImports = staticImports(file).map(url);
    } else {
      const entry = entryFile(out.entryPoint);
      const chunks = [url(file), ...staticImports(file).map(url)];
      const css = out.cssBundle ? url(out.cssBundle) : undefined;
      const name = byFile.get(entry);
      if (name) componentChunks.set(name, chunks);
      if (name && css) componentCss.set(name, css);
      if (routed.some((f) => path.resolve(f.file) === entry)) fillOutputs.set(entry, { chunks, ...(css && { css }) });
    }
  }
  const fills = routed.flatMap((f) => {
    const out = fillOutputs.get(path.resolve(f.file));
    return out ? [{ routes: f.routes, ...out }] : [];
  });
  let bytes = 0;
  for (const o of Object.values(outputs)) bytes += o.bytes;
  const files = Object.keys(outputs).map((f) => path.relative(outDir, path.resolve(f)).split(path.sep).join('/'));
  return {
    entryJs,
    entryCss,
    entryImports,
    componentChunks,
    componentCss,
    ...(fills.length && { fills }),
    files,
    bytes,
  };
}

export interface ServerRenderer {
  render(site: SiteData, page: PageView): string;
  /**
   * The page's HTML with its Vue islands rendered, and the islands that failed (src/client/entry-server.tsx);
   * undefined for a page without Vue islands.
   */
  prepare?(page: PageView): Promise<{ html: string; failed: { name: string; message: string }[] } | undefined>;
  /** One island's component rendered on its own (src/client/entry-server.tsx); absent from older bundles. */
  renderIsland?(page: PageView, index: number): Promise<string>;
}

export interface ServerBundle {
  renderer: ServerRenderer;
  /** The bundled module, for worker threads to import too; removed by dispose(). */
  file: string;
  dispose(): void;
}

export async function loadServerRenderer(file: string): Promise<ServerRenderer> {
  return (await import(pathToFileURL(file).href)) as ServerRenderer;
}

/**
 * esbuild options of the SSR bundle (also used by the dev server's incremental context). With a theme
 * folder, a source map too: a render error is traced back to the theme file that threw.
 */
export function serverBuildOptions(
  components: Map<string, string>,
  theme: SiteTheme = NO_THEME,
  data: ReadonlyMap<string, string> = new Map(),
  /** Where the Vue islands' data loaders record what they read. */
  loaderRuns?: LoaderRuns,
  /** The Vue pages' templates, compiled into their components. */
  templates?: VuePageTemplates,
) {
  const vue = vueBundleOptions(components, true, {
    ...(theme.vueThemeConfig && { themeConfig: theme.vueThemeConfig }),
    ...(theme.vueAutoImports && { autoImports: new Map(Object.entries(theme.vueAutoImports)) }),
    ...(loaderRuns && { loaderRuns }),
    ...(templates && { templates }),
  });
  return {
    entryPoints: [path.join(CLIENT_DIR, 'entry-server.tsx')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    outdir: 'out',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', ...vue?.define },
    alias: { ...reactAlias(), ...vue?.alias },
    loader: { ...vue?.loader, '.css': 'empty' },
    ...(vue && { nodePaths: vue.nodePaths }),
    plugins: [
      virtualModules(components),
      themeOverrides(theme, 'server'),
      browserOnlyModules(CLIENT_DIR, packageDir('react-dom')),
      lazyPackagesExternal(),
      dataModules(data),
      featureModules(CLIENT_DIR, {}, 'server'),
      ...(vue?.plugins ?? []),
    ],
    sourcemap: theme.dir ? 'external' : false,
    sourcesContent: false,
    logLevel: 'silent',
    // CommonJS React inside an ESM bundle needs a real require().
    banner: {
      js: "import { createRequire as __bdRequire } from 'node:module'; const require = __bdRequire(import.meta.url);",
    },
  } satisfies esbuild.BuildOptions;
}

/** Write the SSR bundle's output to a temporary module and import it. */
export async function writeServerBundle(
  outputFiles: esbuild.OutputFile[],
  theme: SiteTheme = NO_THEME,
): Promise<ServerBundle> {
  const js = outputFiles.find((f) => f.path.endsWith('.js'))!;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bookdocs-ssr-'));
  const file = path.join(dir, 'entry-server.mjs');
  fs.writeFileSync(file, js.contents);
  const map = ssrSourceMap(outputFiles, theme.dir);
  if (map) fs.writeFileSync(`${file}.map`, map);
  const dispose = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    return { renderer: await loadServerRenderer(file), file, dispose };
  } catch (err) {
    dispose();
    throw err;
  }
}
