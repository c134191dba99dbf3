// The dev server's bundles: the browser app, the SSR renderer (the same options as `build`, not
// minified; components' stylesheets split from the theme's as in a build) and the dev-only browser
// module, each an esbuild incremental context rebuilt on change.
import fs from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { toDiagnostics, type Diagnostic } from '../../render/diagnostics.js';
import {
  clientAssetsFrom,
  clientBuildOptions,
  serverBuildOptions,
  splitComponentCss,
  toBundleError,
  writeServerBundle,
  type ClientAssets,
  type ServerBundle,
  type ServerRenderer,
} from '../../render/output/bundle.js';
import { TOOLKIT_ROOT } from '../../render/toolkit.js';
import { NO_THEME, type SiteTheme } from '../../render/site/theme.js';
import type { ClientFeatures } from '../../render/output/client-features.js';
import type { LoaderRuns } from '../../render/vue/data-loader.js';
import type { VuePageTemplates } from '../../render/vue/vue-sfc.js';
import { vueCodeOf, type VueCode } from './vue-code.js';

const DEV_CLIENT_ENTRY = path.join(TOOLKIT_ROOT, 'src', 'client', 'dev', 'client.ts');

export type BundleState =
  | {
      ok: true;
      assets: ClientAssets;
      renderer: ServerRenderer;
      devClient: string;
      /** The files the browser bundle was made from (absolute; the server bundle has the same components): a change to one is a change of code. */
      inputs: string[];
      /** What the Vue islands are made of (a site with Vue components). */
      vue?: VueCode;
    }
  | { ok: false; diagnostics: Diagnostic[] };

export interface DevBundles {
  /** The bundles of the last (re)build, waiting for one under way. */
  current(): Promise<BundleState>;
  /** Rebuild all three (theme or component code changed). */
  rebuild(): Promise<BundleState>;
  dispose(): Promise<void>;
}

/** The files of a bundle's metafile (paths from the working folder; "ns:name" inputs are no files). */
function inputsOf(...metafiles: esbuild.Metafile[]): string[] {
  const files = new Set<string>();
  for (const m of metafiles)
    for (const input of Object.keys(m.inputs)) if (!/^[a-z][\w-]+:/i.test(input)) files.add(path.resolve(input));
  return [...files].sort();
}

/** esbuild's output files, those that changed since the last build (a file's name has its hash). */
async function writeOutputs(files: readonly esbuild.OutputFile[]): Promise<void> {
  await Promise.all(
    files.map(async (f) => {
      const same = await fs.readFile(f.path).then(
        (old) => old.equals(f.contents),
        () => false,
      );
      if (same) return;
      await fs.mkdir(path.dirname(f.path), { recursive: true });
      await fs.writeFile(f.path, f.contents);
    }),
  );
}

/** Bundles written under `dir` (served as `<base>assets/…`). */
export async function createDevBundles(
  dir: string,
  base: string,
  components: Map<string, string>,
  theme: SiteTheme = NO_THEME,
  /** Plugins' data: name → JSON file. */
  data: ReadonlyMap<string, string> = new Map(),
  features: ClientFeatures = {},
  /** The Vue pages' templates, compiled into their chunks. */
  templates?: VuePageTemplates,
): Promise<DevBundles> {
  // What the Vue islands' data loaders read, as each rebuild runs them again.
  const loaderRuns: LoaderRuns = new Map();
  const [client, server, devClient] = await Promise.all([
    // Written here, not by esbuild: a rebuild removes the files of the one before, which a tab still
    // showing the old code may yet import (a component loaded lazily) before it hears to reload.
    esbuild.context({
      ...clientBuildOptions(dir, base, components, theme, data, features, loaderRuns, templates),
      write: false,
    }),
    esbuild.context({ ...serverBuildOptions(components, theme, data, undefined, templates) }),
    esbuild.context({
      entryPoints: [DEV_CLIENT_ENTRY],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2022'],
      write: false,
      outdir: 'out',
      loader: { '.css': 'text' },
      logLevel: 'silent',
    }),
  ]);
  let ssr: ServerBundle | undefined;
  let disposed = false;

  async function once(): Promise<BundleState> {
    try {
      // Settled, all three: a rebuild asked for while one of them is still running gets that run's
      // (stale) result from esbuild, so a fixed file kept showing its error (Promise.all returned at
      // the first failure and left the others running).
      const [cr, sr, dr] = await Promise.allSettled([client.rebuild(), server.rebuild(), devClient.rebuild()]);
      for (const r of [cr, sr, dr]) if (r.status === 'rejected') throw r.reason;
      const c = (cr as PromiseFulfilledResult<Awaited<ReturnType<typeof client.rebuild>>>).value;
      const s = (sr as PromiseFulfilledResult<Awaited<ReturnType<typeof server.rebuild>>>).value;
      const d = (dr as PromiseFulfilledResult<Awaited<ReturnType<typeof devClient.rebuild>>>).value;
      await writeOutputs(c.outputFiles!);
      const next = await writeServerBundle(s.outputFiles!, theme);
      ssr?.dispose();
      ssr = next;
      // Each component's stylesheet apart from the theme's, as a build has them.
      const assets = await splitComponentCss(
        clientAssetsFrom(c.metafile!, dir, base, components, theme),
        c.metafile!,
        dir,
        base,
        theme,
      );
      const vue = vueCodeOf(c.metafile!, components, assets, loaderRuns);
      return {
        ok: true,
        assets,
        renderer: next.renderer,
        devClient: d.outputFiles!.find((f) => f.path.endsWith('.js'))!.text,
        inputs: inputsOf(c.metafile!),
        ...(vue && { vue }),
      };
    } catch (err) {
      return { ok: false, diagnostics: toDiagnostics(toBundleError(err)) };
    }
  }

  let state = once();
  return {
    current: () => state,
    rebuild() {
      // One rebuild at a time; a rebuild asked for meanwhile starts after it, with the latest files.
      const next = state.then(() => (disposed ? state : once()));
      state = next;
      return next;
    },
    async dispose() {
      disposed = true;
      await state.catch(() => undefined);
      await Promise.all([client.dispose(), server.dispose(), devClient.dispose()]);
      ssr?.dispose();
    },
  };
}
