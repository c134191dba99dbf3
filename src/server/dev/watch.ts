// What the dev server watches (pages, config, public assets, components, the theme, and every file a
// plugin or a component uses: a plugin's modules and static files, the files the bundles were made
// from) and what each file event means for it. Each event names its file, which the terminal shows.
import fs from 'node:fs';
import path from 'node:path';
import { isExcludedPage } from '../../render/site/src-exclude.js';
import { watch, type FSWatcher } from 'chokidar';
import type { ResolvedConfig } from '../../render/site/config.js';
import { CONFIG_FILE_NAMES, isConfigFile } from '../../render/site/config-files.js';

export type WatchEvent =
  /** The config, a module it imports, or a plugin's module or a file that imports (`file`: which). */
  | { kind: 'config'; file: string }
  | { kind: 'page'; event: 'add' | 'change' | 'unlink'; file: string }
  /** A component file (`structural`: added or removed, so the component list changed) or theme code. */
  | { kind: 'code'; file: string; structural: boolean }
  | { kind: 'asset'; file: string }
  /** A file of a plugin's `assets` (its stylesheets…): served as it is, the tabs reload. */
  | { kind: 'plugin-asset'; file: string };

/** What else a site's watch follows, besides its folders and its config's files. */
export interface WatchMore {
  /** Plugins' static folders (or files), absolute. */
  pluginAssets?: readonly string[];
}

export interface SiteWatcher {
  ready: Promise<void>;
  /** Watch more files as the config's (a config in code that failed to load named modules it imports). */
  watchConfigFiles(files: readonly string[]): void;
  /** Watch more files as code of the bundles (what components and the theme import from elsewhere). */
  watchCodeFiles(files: readonly string[]): void;
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
  more: WatchMore = {},
): WatchEvent | undefined {
  if (EDITOR_SCRATCH.test(path.basename(abs))) return undefined;
  if (isConfigFile(rc.root, abs) || rc.configFiles.includes(abs)) return { kind: 'config', file: abs };
  if (inside(rc.componentsDir, abs)) return { kind: 'code', file: abs, structural: event !== 'change' };
  // The site's theme folder: a file added or removed changes which parts and slots it overrides (a
  // file deleted is first a raw 'change' of it).
  if (inside(rc.themeDir, abs))
    return { kind: 'code', file: abs, structural: event !== 'change' || !fs.existsSync(abs) };
  if (inside(themeDir, abs))
    return /\.(tsx?|jsx?|css)$/.test(abs) ? { kind: 'code', file: abs, structural: false } : undefined;
  // A VitePress theme (zero config): its stylesheets are in the bundles, and its entry says which.
  if (rc.vitepressDir && inside(rc.vitepressDir, abs)) {
    if (/\.css$/i.test(abs)) return { kind: 'code', file: abs, structural: event !== 'change' };
    if (path.dirname(abs) === path.join(rc.vitepressDir, 'theme') && /^index\.m?[jt]s$/.test(path.basename(abs)))
      return { kind: 'code', file: abs, structural: true };
  }
  if (more.pluginAssets?.some((dir) => inside(dir, abs))) return { kind: 'plugin-asset', file: abs };
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

/** The components and theme folders the config names, whether or not they exist (none in zero-config mode). */
function configuredFolders(rc: ResolvedConfig): { components?: string; theme?: string } {
  if (rc.zeroConfig) return {};
  return {
    components: path.resolve(rc.root, rc.config.componentsDir),
    theme: path.resolve(rc.root, rc.config.themeDir),
  };
}

export function watchSite(
  rc: ResolvedConfig,
  themeDir: string | undefined,
  onEvent: (e: WatchEvent) => void,
  onError: (err: Error) => void,
  more: WatchMore = {},
): SiteWatcher {
  // Every name a config file may have (one may be added, or replace another) and the modules a config in code imports.
  const roots = [...new Set([...configCandidates(rc.root), ...rc.configFiles])];
  roots.push(
    ...[rc.srcDir, rc.publicDir, rc.componentsDir, rc.themeDir, themeDir].filter((p): p is string => !!p),
    ...(more.pluginAssets ?? []),
    // A VitePress theme's folder (zero config): the dot-folder around it is not watched.
    ...(rc.vitepressDir && fs.existsSync(path.join(rc.vitepressDir, 'theme'))
      ? [path.join(rc.vitepressDir, 'theme')]
      : []),
  );
  const moreConfig = new Set<string>();
  const moreCode = new Set<string>();
  const classifyPath = (event: string, abs: string): WatchEvent | undefined =>
    moreConfig.has(abs)
      ? { kind: 'config', file: abs }
      : (classify(rc, themeDir, event, abs, more) ??
        (moreCode.has(abs) ? { kind: 'code', file: abs, structural: false } : undefined));
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
  const appearing = watchForFolders(rc, onEvent, onError);
  // chokidar says 'ready' a moment before its last file-system watches take effect: a file written
  // at once was missed (measured: none of 4 events at 0 ms, all 4 from 50 ms on). Ready is later.
  const ready = Promise.all(
    [watcher, appearing].map(
      (w) => w && new Promise<void>((resolve) => w.once('ready', () => setTimeout(resolve, 150))),
    ),
  ).then(() => undefined);
  return {
    ready,
    watchConfigFiles(files) {
      const added = files.filter((f) => !roots.includes(f) && !moreConfig.has(f));
      for (const f of added) moreConfig.add(f);
      if (added.length) watcher.add(added);
    },
    watchCodeFiles(files) {
      // Those the folders above cover already are classified by where they are (but for those in a
      // dot-folder there, which the watch skips: a Vue component in .vitepress/components/).
      const watched = (f: string) => roots.some((r) => inside(r, f) && !inDotFolder(r, f));
      const added = files.filter(
        (f) => !moreCode.has(f) && (!classify(rc, themeDir, 'change', f, more) || !watched(f)),
      );
      for (const f of added) moreCode.add(f);
      if (added.length) watcher.add(added);
    },
    close: () => {
      for (const t of pending.values()) clearTimeout(t);
      return Promise.all([watcher.close(), appearing?.close()]).then(() => undefined);
    },
  };
}

/**
 * The components and theme folders the config names and that do not exist yet: their parent folders
 * are watched (only their own entries) for them to appear, and the site is loaded again when one
 * does. (Given to the site's watcher, a missing path next to missing config files was never seen:
 * a new theme/slots/x.tsx showed only once something else reloaded the site.)
 */
function watchForFolders(
  rc: ResolvedConfig,
  onEvent: (e: WatchEvent) => void,
  onError: (err: Error) => void,
): FSWatcher | undefined {
  const { components, theme } = configuredFolders(rc);
  const missing = [rc.componentsDir ? undefined : components, rc.themeDir ? undefined : theme].filter(
    (p): p is string => !!p,
  );
  if (!missing.length) return undefined;
  const parents = [...new Set(missing.map((p) => path.dirname(p)))];
  const watcher: FSWatcher = watch(parents, {
    ignoreInitial: true,
    depth: 0,
    followSymlinks: false,
    ignored: (p: string) => !parents.includes(p) && !missing.includes(path.resolve(p)),
  });
  watcher.on('addDir', (p) => {
    const abs = path.resolve(p);
    if (missing.includes(abs)) onEvent({ kind: 'code', file: abs, structural: true });
  });
  watcher.on('error', (err) => onError(err as Error));
  return watcher;
}

/** `file` is in a folder of `dir` whose name starts with a dot (which the site's watch leaves out). */
function inDotFolder(dir: string, file: string): boolean {
  const rel = path.relative(dir, file).split(path.sep);
  return rel[0] !== '..' && rel.slice(0, -1).some((segment) => segment.startsWith('.'));
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
  watcher.on('add', (p) => onEvent({ kind: 'config', file: path.resolve(p) }));
  watcher.on('raw', (event, name, details) => {
    const abs = event === 'change' ? changedPath(name, details) : undefined;
    if (abs && files.has(abs)) onEvent({ kind: 'config', file: abs });
  });
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => setTimeout(resolve, 150)));
  return {
    ready,
    watchConfigFiles(more) {
      const added = more.filter((f) => !files.has(f));
      for (const f of added) files.add(f);
      if (added.length) watcher.add(added);
    },
    watchCodeFiles: () => undefined,
    close: () => watcher.close(),
  };
}
