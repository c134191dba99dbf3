// The bundles of the previous build, reused while their inputs are unchanged: the client assets are
// carried over from the previous output, the SSR module is kept in the cache folder. A bundle's
// inputs are the files esbuild read (its metafile), so a change to the theme, a site component or
// anything they import is seen; the options that shape a bundle are salted into its key, and so are
// the files of the site's theme folder (an added override is no input of the previous bundle).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { OutputFiles } from '../incremental/build-record.js';
import type { DigestMemo } from '../incremental/digest-memo.js';
import { sha } from '../incremental/hashing.js';
import {
  bundleClientWithInputs,
  loadServerRenderer,
  serverBuildOptions,
  toBundleError,
  type ClientAssets,
  type ServerRenderer,
} from './bundle.js';
import type { ClientFeatures } from './client-features.js';
import { NO_THEME, themeKey, type SiteTheme } from '../site/theme.js';
import { ssrSourceMap } from './theme-error.js';
import { replaceFile } from '../incremental/file-writes.js';
import type { LoaderRuns } from '../vue/data-loader.js';
import type { VuePageTemplates } from '../vue/vue-sfc.js';

/** A site's Vue pages' templates, and what they are made with (their key: the config's hash). */
export interface BundleTemplates {
  templates: VuePageTemplates;
  key: string;
}

/** ClientAssets as JSON (its maps as entries). */
interface StoredAssets extends Omit<ClientAssets, 'componentChunks' | 'componentCss'> {
  componentChunks: [string, string[]][];
  componentCss: [string, string][];
}

interface ClientPart {
  inputs: string[];
  assets: StoredAssets;
}

interface ServerPart {
  inputs: string[];
  /** Hash of the bundled module's code. */
  code: string;
}

/**
 * The absolute paths of a metafile's input files (virtual modules left out: their content is in the
 * salt), and the files its Vue islands' data loaders read (their data is in the bundle).
 */
function inputFiles(metafile: esbuild.Metafile, loaders: LoaderRuns = new Map()): string[] {
  const files = Object.keys(metafile.inputs)
    .filter((f) => !f.includes(':'))
    .map((f) => path.resolve(f));
  for (const run of loaders.values()) files.push(...run.inputs, ...run.watched);
  return [...new Set(files)].sort();
}

function salt(
  kind: string,
  base: string,
  components: Map<string, string>,
  theme: SiteTheme,
  features: ClientFeatures = {},
  templates?: BundleTemplates,
): string {
  const parts = [kind, esbuild.version, process.version, base, [...components].sort()];
  // A site with Vue pages: their templates are made with its config (none: its key stays).
  if (templates) parts.push(templates.key);
  // Only when it holds something: a site without extra features keeps its key.
  if (Object.keys(features).length) parts.push(JSON.stringify(features));
  // The theme folder's files (and plugins' client code) are in the key only when there are some (a
  // site without keeps its key).
  const key = themeKey(theme);
  return JSON.stringify(key ? [...parts, key] : parts);
}

/** The client bundle: the previous one carried over when nothing it was made of changed, else esbuild. */
export async function clientBundle(
  files: OutputFiles,
  memo: DigestMemo,
  base: string,
  components: Map<string, string>,
  theme: SiteTheme = NO_THEME,
  data: ReadonlyMap<string, string> = new Map(),
  features: ClientFeatures = {},
  templates?: BundleTemplates,
): Promise<ClientAssets> {
  const s = salt('client', base, components, theme, features, templates);
  const previous = files.previousPartData('client') as { key: string; data: ClientPart } | undefined;
  if (previous && memo.filesKey(previous.data.inputs, s) === previous.key) {
    const stored = previous.data.assets;
    if (stored.files.every((rel) => files.carry(rel, previous.key))) {
      files.setPart('client', previous.key, previous.data);
      return {
        ...stored,
        componentChunks: new Map(stored.componentChunks),
        componentCss: new Map(stored.componentCss),
      };
    }
    // Some file was not as written: bundle again, over none of the previous output's files.
    for (const rel of stored.files) files.unlinkCarried(rel);
  }
  const loaders: LoaderRuns = new Map();
  const { assets, metafile } = await bundleClientWithInputs(
    files.dir,
    base,
    components,
    theme,
    data,
    features,
    loaders,
    templates?.templates,
  );
  const inputs = inputFiles(metafile, loaders);
  const key = memo.filesKey(inputs, s) ?? sha(s, String(Date.now()));
  for (const rel of assets.files) files.wrote(rel, key);
  const stored: StoredAssets = {
    ...assets,
    componentChunks: [...assets.componentChunks],
    componentCss: [...assets.componentCss],
  };
  files.setPart('client', key, { inputs, assets: stored } satisfies ClientPart);
  return assets;
}

export interface ServerBundleHandle {
  /** Hash of the SSR module's code: part of every page's key. */
  code: string;
  /** The renderer, imported on first use. */
  renderer: () => Promise<ServerRenderer>;
  dispose(): void;
}

/**
 * The SSR module: the cached one when nothing it was made of changed (imported only if a page has to
 * be rendered), else bundled now into the cache folder (or a temporary one without a cache).
 */
export async function serverBundle(
  files: OutputFiles,
  memo: DigestMemo,
  components: Map<string, string>,
  cacheDir: string | undefined,
  theme: SiteTheme = NO_THEME,
  data: ReadonlyMap<string, string> = new Map(),
  templates?: BundleTemplates,
): Promise<ServerBundleHandle> {
  const s = salt('server', '', components, theme, {}, templates);
  const dir = cacheDir ? path.join(cacheDir, 'ssr') : fs.mkdtempSync(path.join(os.tmpdir(), 'bookdocs-ssr-'));
  const dispose = cacheDir ? () => undefined : () => fs.rmSync(dir, { recursive: true, force: true });
  const previous = files.previousPartData('ssr') as { key: string; data: ServerPart } | undefined;
  if (cacheDir && previous && memo.filesKey(previous.data.inputs, s) === previous.key) {
    const file = path.join(dir, `${previous.data.code}.mjs`);
    if (moduleIntact(file, previous.data.code)) {
      files.setPart('ssr', previous.key, previous.data);
      return { code: previous.data.code, renderer: once(() => loadServerRenderer(file)), dispose };
    }
  }
  let result: esbuild.BuildResult<{ write: false; metafile: true }>;
  const loaders: LoaderRuns = new Map();
  try {
    result = await esbuild.build({
      ...serverBuildOptions(components, theme, data, loaders, templates?.templates),
      metafile: true,
    });
  } catch (err) {
    dispose();
    throw toBundleError(err);
  }
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))!.contents;
  const code = sha(js).slice(0, 32);
  const file = path.join(dir, `${code}.mjs`);
  fs.mkdirSync(dir, { recursive: true });
  // Named by the hash of its code: a file there with other bytes (damaged) is written again.
  if (!moduleIntact(file, code)) replaceFile(file, js);
  // Beside the module: render errors name the theme file that threw (theme-error.ts).
  const map = ssrSourceMap(result.outputFiles, theme.dir);
  if (map) fs.writeFileSync(`${file}.map`, map);
  const inputs = inputFiles(result.metafile, loaders);
  const key = memo.filesKey(inputs, s);
  if (key) files.setPart('ssr', key, { inputs, code } satisfies ServerPart);
  const renderer = once(() => loadServerRenderer(file));
  // Imported now: a build that bundles is about to render.
  await renderer().catch((err: unknown) => {
    dispose();
    throw err;
  });
  return { code, renderer, dispose };
}

/** The cached module `file` holds the code whose hash is `code`. */
function moduleIntact(file: string, code: string): boolean {
  try {
    return sha(fs.readFileSync(file)).slice(0, 32) === code;
  } catch {
    return false;
  }
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | undefined;
  return () => (p ??= make());
}
