// What the dev server watches (pages, config, public assets, components, the theme) and what each
// file event means for it.
import fs from 'node:fs';
import path from 'node:path';
import { isExcludedPage } from '../../render/site/src-exclude.js';
import { watch, type FSWatcher } from 'chokidar';
import type { ResolvedConfig } from '../../render/site/config.js';
import { CONFIG_FILE_NAMES, isConfigFile } from '../../render/site/config-files.js';

export type WatchEvent =
  | { kind: 'config' }
  | { kind: 'page'; event: 'add' | 'change' | 'unlink'; file: string }
  /** A component file (`structural`: added or removed, so the component list changed) or theme code. */
  | { kind: 'code'; file: string; structural: boolean }
  | { kind: 'asset'; file: string };

export interface SiteWatcher {
  ready: Promise<void>;
  /** Watch more files as the config's (a config in code that failed to load named modules it imports). */
  watchConfigFiles(files: readonly string[]): void;
  close(): Promise<void>;
}

const inside = (dir: string | undefined, p: string) => !!dir && (p === dir || p.startsWith(dir + path.sep));

/**
 * Files editors write beside the one being saved: backups (`page.md~`), JetBrains' safe write
 * (`page.md___jb_tmp___`, `___jb_old___`), Emacs' auto-save (`#page.md#`), Vim's swap files and its
 * write test (`4913`). Taken for assets, each save reloaded every open tab (and in the theme or
 * components folder, rebuilt the bundles) instead of updating the page in place.
 */
const EDITOR_SCRATCH = /~$|___jb_(?:tmp|old)___$|^#.*#$|\.sw[nopx]$|^4913$/;

/** Classify a changed path; undefined for files the site does not use. */
export function classify(
  rc: ResolvedConfig,
  themeDir: string | undefined,
  event: string,
  abs: string,
): WatchEvent | undefined {
  if (EDITOR_SCRATCH.test(path.basename(abs))) return undefined;
  if (isConfigFile(rc.root, abs) || rc.configFiles.includes(abs)) return { kind: 'config' };
  if (inside(rc.componentsDir, abs)) return { kind: 'code', file: abs, structural: event !== 'change' };
  // The site's theme folder: a file added or removed changes which parts and slots it overrides (a
  // file deleted is first a raw 'change' of it).
  if (inside(rc.themeDir, abs))
    return { kind: 'code', file: abs, structural: event !== 'change' || !fs.existsSync(abs) };
  if (inside(themeDir, abs))
    return /\.(tsx?|jsx?|css)$/.test(abs) ? { kind: 'code', file: abs, structural: false } : undefined;
  if (inside(rc.publicDir, abs)) return { kind: 'asset', file: abs };
  if (inside(rc.srcDir, abs)) {
    if (/\.md$/i.test(abs)) {
      if (event !== 'add' && event !== 'change' && event !== 'unlink') return undefined;
      const file = path.relative(rc.srcDir, abs).split(path.sep).join('/');
      // Left out of the pages (srcExclude): only pages that include it care.
      if (isExcludedPage(rc.config.srcExclude, file)) return { kind: 'asset', file: abs };
      return { kind: 'page', event, file };
    }
    return { kind: 'asset', file: abs };
  }
  return undefined;
}

export function watchSite(
  rc: ResolvedConfig,
  themeDir: string | undefined,
  onEvent: (e: WatchEvent) => void,
  onError: (err: Error) => void,
): SiteWatcher {
  // Every name a config file may have (one may be added, or replace another) and the modules a config in code imports.
  const roots = [...new Set([...configCandidates(rc.root), ...rc.configFiles])];
  roots.push(...[rc.srcDir, rc.publicDir, rc.componentsDir, rc.themeDir, themeDir].filter((p): p is string => !!p));
  const moreConfig = new Set<string>();
  const classifyPath = (event: string, abs: string): WatchEvent | undefined =>
    moreConfig.has(abs) ? { kind: 'config' } : classify(rc, themeDir, event, abs);
  const watchedSince = Date.now();
  const watcher: FSWatcher = watch(roots, {
    ignoreInitial: true,
    // Links are not followed: one that leads back up the tree would make the watcher walk forever (the
    // site itself leaves such links out, see site-files.ts); a link inside the site points at files
    // watched where they are.
    followSymlinks: false,
    ignored: (p: string) => {
      if (roots.includes(p)) return false;
      const name = path.basename(p);
      return name.startsWith('.') || name === 'node_modules' || inside(rc.outDir, p);
    },
  });
  watcher.on('all', (event, p) => {
    // Changes come from the raw events below: chokidar drops some quick successive changes of a file.
    if (event === 'change') return;
    // With followSymlinks off, chokidar (4.0) reports every link it finds as added, even around its
    // 'ready' and with ignoreInitial: a link made before the watch began is no change.
    if (event === 'add' && linkMadeBefore(p, watchedSince)) return;
    const e = classifyPath(event, path.resolve(p));
    if (e) onEvent(e);
  });
  // Every change of a file, from the file system's own events: a burst of them (one write makes
  // several) becomes one event a few milliseconds after the last, so no save is ever missed.
  const pending = new Map<string, NodeJS.Timeout>();
  watcher.on('raw', (event, name, details) => {
    const abs = event === 'change' ? changedPath(name, details) : undefined;
    // Dot-files are not the site's (chokidar's own events skip them too): a config in code is run from one.
    if (!abs || path.basename(abs).startsWith('.')) return;
    const e = classifyPath('change', abs);
    if (!e) return;
    clearTimeout(pending.get(abs));
    pending.set(
      abs,
      setTimeout(() => {
        pending.delete(abs);
        onEvent(e);
      }, 3),
    );
  });
  watcher.on('error', (err) => onError(err as Error));
  // chokidar says 'ready' a moment before its last file-system watches take effect: a file written
  // at once was missed (measured: none of 4 events at 0 ms, all 4 from 50 ms on). Ready is later.
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => setTimeout(resolve, 150)));
  return {
    ready,
    watchConfigFiles(files) {
      const added = files.filter((f) => !roots.includes(f) && !moreConfig.has(f));
      for (const f of added) moreConfig.add(f);
      if (added.length) watcher.add(added);
    },
    close: () => {
      for (const t of pending.values()) clearTimeout(t);
      return watcher.close();
    },
  };
}

/** `p` is a link that existed before `since` (ms). */
function linkMadeBefore(p: string, since: number): boolean {
  const stat = fs.lstatSync(p, { throwIfNoEntry: false });
  return !!stat?.isSymbolicLink() && stat.ctimeMs < since;
}

/** The file a raw `change` event is about. */
function changedPath(name: string | undefined, details: unknown): string | undefined {
  const watchedPath = (details as { watchedPath?: string } | undefined)?.watchedPath;
  if (!watchedPath || !name) return undefined;
  const watched = path.resolve(watchedPath);
  return path.basename(watched) === name ? watched : path.join(watched, name);
}

function configCandidates(root: string): string[] {
  return CONFIG_FILE_NAMES.map((name) => path.join(root, name));
}

/** Before a valid config exists there is only the config file (and what a config in code imports) to watch. */
export function watchConfigOnly(
  root: string,
  configFiles: readonly string[],
  onEvent: (e: WatchEvent) => void,
): SiteWatcher {
  const files = new Set([...configCandidates(root), ...configFiles]);
  const watcher: FSWatcher = watch([...files], { ignoreInitial: true });
  watcher.on('add', () => onEvent({ kind: 'config' }));
  watcher.on('raw', (event, name, details) => {
    const abs = event === 'change' ? changedPath(name, details) : undefined;
    if (abs && files.has(abs)) onEvent({ kind: 'config' });
  });
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => setTimeout(resolve, 150)));
  return {
    ready,
    watchConfigFiles(more) {
      const added = more.filter((f) => !files.has(f));
      for (const f of added) files.add(f);
      if (added.length) watcher.add(added);
    },
    close: () => watcher.close(),
  };
}
