// The whole build at once: when nothing a build reads changed since the previous build into the same
// folder (sources, included files, config, toolkit, theme and components with everything they import,
// git history), every file it wrote is carried over and its diagnostics are reported again, without
// loading a single page. Anything else goes through the page-by-page carry-over.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../../shared/diagnostic.js';
import type { SiteInputs } from '../load.js';
import { toolkitFingerprint } from '../page/page-cache.js';
import { factsOf } from '../page/source-facts.js';
import { filesKey, sha, type BuildRecord, type OutputFiles } from './build-record.js';
import { gitHead } from '../site/git-head.js';
import { themeKey } from '../site/theme.js';
import { walkSiteFiles } from '../site/site-files.js';

/** What the record keeps to recognise an unchanged build. */
export interface WholeBuild {
  key: string;
  /** Files the pages included (absolute paths): their content is part of the key. */
  includes: string[];
  /** The docs folder's files the build published (see published-assets.ts). */
  assets: string[];
  diagnostics: Diagnostic[];
}

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

/** The key of everything a build of `site` reads; undefined when a file it needs is gone. */
export function wholeBuildKey(
  site: SiteInputs,
  includes: readonly string[],
  parts: BuildRecord['parts'],
): string | undefined {
  const { rc } = site;
  const bundleInputs = ['client', 'ssr'].flatMap(
    (name) => (parts[name]?.data as { inputs?: string[] } | undefined)?.inputs ?? [],
  );
  if (!parts.client || !parts.ssr) return undefined;
  const bundles = filesKey(bundleInputs, '');
  const included = filesKey(includes, '');
  if (bundles === undefined || included === undefined) return undefined;
  const sources = sourcesKey(site);
  // Every file that may be published: one added, changed or gone may change what is.
  const copies = copiedFiles(site, site.assets).map(({ from, rel }) => `${rel}\0${copiedKey(from)}`);
  return sha(
    toolkitFingerprint(),
    JSON.stringify(rc.config),
    JSON.stringify([...site.components].sort()),
    // The theme folder's files: one added is no input of the previous bundles, yet changes them.
    themeKey(site.theme),
    JSON.stringify(site.plugins.map((p) => p.ref)),
    bundles,
    included,
    rc.config.lastUpdated ? gitHead(rc.srcDir) : '',
    sources,
    ...copies,
  );
}

/** Carry over every file of the previous build when its key is `key`; false (nothing carried) otherwise. */
export function carryWholeBuild(
  files: OutputFiles,
  previous: BuildRecord | undefined,
  key: string | undefined,
): previous is BuildRecord & { whole: WholeBuild } {
  const whole = previous?.whole;
  if (!previous || !whole || key === undefined || whole.key !== key) return false;
  for (const [rel, entry] of Object.entries(previous.files)) {
    if (!files.carry(rel, entry.key)) {
      files.unlinkAllCarried();
      return false;
    }
  }
  for (const [name, part] of Object.entries(previous.parts)) files.setPart(name, part.key, part.data);
  return true;
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

/** A copied file's key: its size and modification time (a touched file is copied again). */
export function copiedKey(file: string): string {
  try {
    const stat = fs.statSync(file);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return '-';
  }
}

/** True when `outDir` holds exactly the files the record lists, each as written. */
export function outputIntact(outDir: string, record: BuildRecord): boolean {
  let count = 0;
  const walk = (dir: string, prefix: string): boolean => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return false;
    }
    for (const e of entries) {
      const rel = `${prefix}${e.name}`;
      if (e.isDirectory()) {
        if (!walk(path.join(dir, e.name), `${rel}/`)) return false;
        continue;
      }
      const entry = record.files[rel];
      if (!entry) return false;
      const stat = fs.statSync(path.join(dir, e.name));
      if (stat.size !== entry.size || stat.mtimeMs !== entry.mtimeMs) return false;
      count++;
    }
    return true;
  };
  return walk(outDir, '') && count === Object.keys(record.files).length;
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
