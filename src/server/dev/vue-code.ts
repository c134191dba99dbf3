// What the Vue islands of a dev server's browser bundle are made of: for each Vue component (a
// project's `.vue` component or a Vue page), the project's files its island's code comes from (its
// `.vue` files, a Vue page's Markdown, the data loaders they import and every file those read or
// watch) and its chunks. An edit to one of those files rebuilds the bundles; the islands whose chunks
// changed are swapped in place in the tabs (src/server/dev/server.ts), or, when their new chunks would
// bring a second copy of the shared runtime, the tabs showing them reload; other pages are left alone.
import path from 'node:path';
import type * as esbuild from 'esbuild';
import picomatch from 'picomatch';
import type { LoaderRuns } from '../../render/vue/data-loader.js';
import { isVueFile, VUE_ISLAND } from '../../render/vue/vue-bundle.js';
import type { ClientAssets } from '../../render/output/bundle.js';
import { TOOLKIT_ROOT } from '../../render/toolkit.js';

export interface VueCode {
  /** Component name → the project's files (absolute) its island is made of, with what its data loaders read. */
  islands: Map<string, Set<string>>;
  /** Component name → its chunks (URLs, joined): a rebuild changed the island's code when they changed. */
  chunks: Map<string, string>;
  /** Component name → its stylesheet's URL ('' without one): a rebuild changed its style when it changed. */
  styles: Map<string, string>;
  /** The data loaders the islands import, as they last ran. */
  loaders: LoaderRuns;
  /**
   * The file names of the chunks that hold code of bookdocs or of a package (Vue's runtime, React,
   * the island runtime): modules a tab must have one copy of, which an island's new chunk may only
   * import under the name the tab already has.
   */
  runtime: Set<string>;
}

/** A file of the project (not of bookdocs, not of a package). */
const isProjectFile = (file: string) =>
  !file.split(path.sep).includes('node_modules') && !file.startsWith(TOOLKIT_ROOT + path.sep);

/** The Vue code of a browser bundle (its metafile, its assets, the loaders it ran); undefined for a site without Vue. */
export function vueCodeOf(
  metafile: esbuild.Metafile,
  components: ReadonlyMap<string, string>,
  assets: ClientAssets,
  loaders: LoaderRuns,
): VueCode | undefined {
  const vue = [...components].filter(([, file]) => isVueFile(file));
  if (!vue.length) return undefined;
  const islands = new Map<string, Set<string>>();
  const chunks = new Map<string, string>();
  const styles = new Map<string, string>();
  for (const [name, file] of vue) {
    const files = new Set<string>();
    const seen = new Set<string>();
    const walk = (input: string) => {
      if (seen.has(input)) return;
      seen.add(input);
      // Inputs of other namespaces are named `namespace:path` (a component's style: `…?style=0`).
      if (!/^[a-z][\w-]+:/i.test(input)) {
        const abs = path.resolve(input);
        // bookdocs' own code is not followed: the island runtime reaches every island of the site
        // (an island in a slot is mounted from the page's list), which would make each island of all.
        if (!isProjectFile(abs)) return;
        files.add(abs);
        const run = loaders.get(abs);
        for (const f of [...(run?.inputs ?? []), ...(run?.watched ?? [])]) if (isProjectFile(f)) files.add(f);
      }
      for (const i of metafile.inputs[input]?.imports ?? []) walk(i.path);
    };
    walk(`${VUE_ISLAND}:${file}`);
    islands.set(name, files);
    chunks.set(name, (assets.componentChunks.get(name) ?? []).join(' '));
    styles.set(name, assets.componentCss?.get(name) ?? '');
  }
  const runtime = new Set<string>();
  for (const [out, output] of Object.entries(metafile.outputs))
    if (
      out.endsWith('.js') &&
      Object.keys(output.inputs).some((input) => !/^[a-z][\w-]+:/i.test(input) && !isProjectFile(path.resolve(input)))
    )
      runtime.add(path.basename(out));
  return { islands, chunks, styles, loaders: new Map(loaders), runtime };
}

/** Every file the Vue islands are made of or read (absolute), for the watcher. */
export function vueFiles(code: VueCode): string[] {
  return [...new Set([...code.islands.values()].flatMap((files) => [...files]))].sort();
}

/**
 * The Vue components whose island `file` (absolute) is part of: one of its files, or a file one of
 * its data loaders' `watch` globs matches (a file added there runs the loader again).
 */
export function islandsUsing(code: VueCode, file: string): string[] {
  const loaders = [...code.loaders].filter(([, run]) => {
    const rel = path.relative(run.watch.dir, file).split(path.sep).join('/');
    return (
      !rel.startsWith('../') &&
      run.watch.patterns.length > 0 &&
      picomatch(run.watch.patterns.map((p) => p.replace(/^\.\//, '')))(rel)
    );
  });
  return [...code.islands]
    .filter(([, files]) => files.has(file) || loaders.some(([loader]) => files.has(loader)))
    .map(([name]) => name);
}

/** The Vue components whose chunks or stylesheet differ between two builds (new ones included). */
export function changedIslands(before: VueCode | undefined, after: VueCode): string[] {
  return [...after.chunks]
    .filter(
      ([name, chunks]) => before?.chunks.get(name) !== chunks || before.styles.get(name) !== after.styles.get(name),
    )
    .map(([name]) => name);
}

/**
 * Whether the tabs can take the new chunks of `names` in place: each imports the shared code (Vue's
 * runtime, React, bookdocs' own) from chunks the tabs already have, under the same names. A new name
 * there would load a second copy of Vue or React next to the one the page runs: those tabs reload.
 */
export function swappableInPlace(before: VueCode, after: VueCode, names: readonly string[]): boolean {
  return names.every((name) => {
    const imports = (after.chunks.get(name) ?? '').split(' ').slice(1);
    return imports.every((url) => {
      const file = url.slice(url.lastIndexOf('/') + 1);
      return !after.runtime.has(file) || before.runtime.has(file);
    });
  });
}
