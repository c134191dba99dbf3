// VitePress 2's additional configs: a `config.{js,mjs,ts,mts}` in a folder of the docs (usually one
// per language, `zh/config.ts` exporting `defineAdditionalConfig({ description, themeConfig: { nav,
// sidebar } })`) is a layer over the main config for the pages in that folder. bookdocs reads it as
// VitePress does when the main config sets no `additionalConfig` of its own, and lays it over the
// locale whose pages the folder holds (after rewrites: `en/` rewritten to the root is the root
// locale's). A folder that is no locale gives its sidebar to its pages; its other settings are not
// used, with a warning.
import fs from 'node:fs';
import path from 'node:path';
import { isObj, runForeignModule, type Obj } from './foreign-config.js';
import { isExcludedPage } from './src-exclude.js';
import { compileRewrites } from './rewrites.js';

const ADDITIONAL_CONFIG = /(?:^|\/)config\.m?[jt]s$/;

/** The folders (relative to `srcDir`, posix, '' for itself) holding an additional config, with its file. */
export function findAdditionalConfigs(
  srcDir: string,
  srcExclude: readonly string[],
): { folder: string; file: string }[] {
  let entries: string[];
  try {
    entries = fs.readdirSync(srcDir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return entries
    .map((rel) => rel.split(path.sep).join('/'))
    .filter(
      (rel) =>
        ADDITIONAL_CONFIG.test(rel) &&
        // As VitePress's glob: no hidden folders (.vitepress itself); nor installed packages.
        !rel.split('/').some((part) => part.startsWith('.') || part === 'node_modules') &&
        !isExcludedPage(srcExclude, rel),
    )
    .sort()
    .map((rel) => ({
      folder: path.posix.dirname(rel) === '.' ? '' : path.posix.dirname(rel),
      file: path.join(srcDir, rel),
    }));
}

/** A route prefix of the pages of `folder` (relative to srcDir), through the config's rewrites. */
function prefixOf(folder: string, rewrites: unknown): string {
  const probe = folder ? `${folder}/index.md` : 'index.md';
  let moved = probe;
  try {
    const rewrite = isObj(rewrites) || typeof rewrites === 'function' ? compileRewrites(rewrites as never) : undefined;
    moved = rewrite?.(probe) ?? probe;
  } catch {
    // Rewrites that cannot be read are reported where the pages are listed; the folder keeps its path.
  }
  const dir = path.posix.dirname(moved);
  return dir === '.' ? '/' : `/${dir}/`;
}

/** `over` laid on `under` as VitePress stacks config layers: top-level keys replaced, themeConfig's keys one by one. */
function layer(under: Obj, over: Obj): Obj {
  const theme = {
    ...(isObj(under.themeConfig) ? under.themeConfig : {}),
    ...(isObj(over.themeConfig) ? over.themeConfig : {}),
  };
  return { ...under, ...over, themeConfig: theme };
}

/**
 * The VitePress config `vp` with the additional configs of its docs folder laid over its locales:
 * the config to map, and the files read. `srcDir`: the docs folder (absolute).
 */
export async function withAdditionalConfigs(
  vp: Obj,
  srcDir: string,
  env: unknown,
  warn: (message: string) => void,
): Promise<{ config: Obj; files: string[] }> {
  if (vp.additionalConfig !== undefined) return { config: vp, files: [] };
  const srcExclude = Array.isArray(vp.srcExclude)
    ? vp.srcExclude.filter((p): p is string => typeof p === 'string')
    : [];
  const found = findAdditionalConfigs(srcDir, srcExclude);
  if (!found.length) return { config: vp, files: [] };
  const files: string[] = [];
  let config: Obj = { ...vp };
  const locales: Obj = isObj(vp.locales) ? { ...vp.locales } : {};
  const localeAt = (prefix: string): string | undefined =>
    Object.keys(locales).find((key) => (key === 'root' ? '/' : `/${key.replace(/^\/|\/$/g, '')}/`) === prefix);
  for (const { folder, file } of found) {
    const run = await runForeignModule(file, env);
    files.push(...run.files);
    const name = `${folder ? `${folder}/` : ''}${path.basename(file)}`;
    if (run.problem !== undefined || !isObj(run.exported)) {
      warn(
        `${name}: ${run.problem ? `could not be run (${run.problem})` : 'its default export is not a config object'}; it is not used`,
      );
      continue;
    }
    const prefix = prefixOf(folder, vp.rewrites);
    const key = localeAt(prefix);
    if (key !== undefined) locales[key] = layer(isObj(locales[key]) ? (locales[key] as Obj) : {}, run.exported);
    else if (prefix === '/') config = layer(config, run.exported);
    else {
      // A folder that is no locale: its sidebar is its pages'.
      const sidebar = isObj(run.exported.themeConfig) ? run.exported.themeConfig.sidebar : undefined;
      const theme = isObj(config.themeConfig) ? config.themeConfig : {};
      const own = Array.isArray(theme.sidebar) ? { '/': theme.sidebar } : isObj(theme.sidebar) ? theme.sidebar : {};
      if (Array.isArray(sidebar) || isObj(sidebar))
        config = { ...config, themeConfig: { ...theme, sidebar: { ...own, [prefix]: sidebar } } };
      const others = Object.keys(run.exported).filter((k) => k !== 'themeConfig');
      if (
        others.length ||
        (isObj(run.exported.themeConfig) && Object.keys(run.exported.themeConfig).some((k) => k !== 'sidebar'))
      )
        warn(`${name}: the folder ${prefix} is no locale; only its sidebar is used`);
    }
  }
  if (Object.keys(locales).length) config = { ...config, locales };
  return { config, files };
}
