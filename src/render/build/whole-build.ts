// Everything a whole build reads, gathered from the loaded site for the unchanged-build shortcut
// (incremental/unchanged-build.ts), and the files a build copies as they are.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SiteInputs } from '../load.js';
import type { DigestMemo } from '../incremental/digest-memo.js';
import type { RefVersions } from './ref-versions.js';
import type { BuildRecord, OutputFiles } from '../incremental/build-record.js';
import { copiedKey, wholeBuildKey, type WholeBuildInputs } from '../incremental/unchanged-build.js';
import { factsOf } from '../page/source-facts.js';
import { gitHead } from '../site/git-head.js';
import { themeKey } from '../site/theme.js';
import { walkSiteFiles } from '../site/site-files.js';

const sourcesKeys = new WeakMap<SiteInputs, string>();

/** Every page's file, language and Markdown, in one hash (asked at the start and at the end of a build). */
function sourcesKey(site: SiteInputs): string {
  let key = sourcesKeys.get(site);
  if (key === undefined) {
    const hash = crypto.createHash('sha256');
    for (const i of site.inputs) hash.update(`${i.file}\0${i.lang ?? ''}\0${factsOf(i)?.hash ?? '-'}\0`);
    sourcesKeys.set(site, (key = hash.digest('base64url')));
  }
  return key;
}

/**
 * The key of everything a build of `site` reads; undefined when a file it needs is gone, or a ref
 * version failed to build (`refs`: the site's versions kept in git refs, when it has any).
 */
export function siteBuildKey(
  memo: DigestMemo,
  site: SiteInputs,
  includes: readonly string[],
  parts: BuildRecord['parts'],
  refs?: RefVersions,
): string | undefined {
  const { rc } = site;
  if (refs && refs.key === undefined) return undefined;
  const inputs: WholeBuildInputs = {
    sources: sourcesKey(site),
    site: [
      JSON.stringify(rc.config),
      JSON.stringify([...site.components].sort()),
      // The theme folder's files: one added is no input of the previous bundles, yet changes them.
      themeKey(site.theme),
      JSON.stringify(site.plugins.map((p) => p.ref)),
      // remark and rehype plugins by their keys (code, options; the config's for its own functions).
      JSON.stringify(site.unified ?? null),
      // A VitePress config's Markdown settings (its slugify by its compiled module, named by its code).
      JSON.stringify(rc.markdown ?? null),
      rc.config.lastUpdated ? gitHead(rc.srcDir) : '',
      ...(refs ? [refs.key!] : []),
    ],
    // Every file that may be published: one added, changed or gone may change what is.
    copies: copiedFiles(site, site.assets).map(({ from, rel }) => `${rel}\0${copiedKey(from)}`),
  };
  return wholeBuildKey(memo, inputs, includes, parts);
}

/** The files a build copies as they are: `assets` of the docs folder, the public folder and plugins' static folders. */
export function copiedFiles(site: SiteInputs, assets: readonly string[]): { from: string; rel: string }[] {
  const { rc } = site;
  const out = assets.map((rel) => ({ from: path.join(rc.srcDir, rel), rel }));
  if (rc.publicDir) for (const rel of site.publicFiles) out.push({ from: path.join(rc.publicDir, rel), rel });
  for (const { url, dir, file } of site.pluginAssets) {
    if (file) out.push({ from: dir, rel: url });
    else
      for (const f of walkSiteFiles(dir, { name: "the plugin's folder", label: (abs) => abs }).files)
        out.push({ from: f.abs, rel: `${url}/${f.rel}` });
  }
  return out;
}

/** Files copied as they are on every build: `assets` (the pages' images and other files), the public folder, plugins' folders. */
export function copyFiles(site: SiteInputs, assets: readonly string[], outDir: string, files: OutputFiles): void {
  for (const { from, rel } of copiedFiles(site, assets)) {
    const to = path.join(outDir, rel);
    files.unlinkCarried(rel);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
    files.wrote(rel, copiedKey(from));
  }
}
