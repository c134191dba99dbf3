// What the dev server watches (pages, config, public assets, components, the theme) and what each
// file event means for it.
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { CONFIG_FILE, type ResolvedConfig } from '../../render/site/config.js';

export type WatchEvent =
  | { kind: 'config' }
  | { kind: 'page'; event: 'add' | 'change' | 'unlink'; file: string }
  /** A component file (`structural`: added or removed, so the component list changed) or theme code. */
  | { kind: 'code'; file: string; structural: boolean }
  | { kind: 'asset'; file: string };

export interface SiteWatcher {
  ready: Promise<void>;
  close(): Promise<void>;
}

const inside = (dir: string | undefined, p: string) => !!dir && (p === dir || p.startsWith(dir + path.sep));

/** Classify a changed path; undefined for files the site does not use. */
export function classify(rc: ResolvedConfig, themeDir: string | undefined, event: string, abs: string): WatchEvent | undefined {
  if (abs === path.join(rc.root, CONFIG_FILE)) return { kind: 'config' };
  if (inside(rc.componentsDir, abs)) return { kind: 'code', file: abs, structural: event !== 'change' };
  if (inside(themeDir, abs)) return /\.(tsx?|jsx?|css)$/.test(abs) ? { kind: 'code', file: abs, structural: false } : undefined;
  if (inside(rc.publicDir, abs)) return { kind: 'asset', file: abs };
  if (inside(rc.srcDir, abs)) {
    if (/\.md$/i.test(abs)) {
      if (event !== 'add' && event !== 'change' && event !== 'unlink') return undefined;
      return { kind: 'page', event, file: path.relative(rc.srcDir, abs).split(path.sep).join('/') };
    }
    return { kind: 'asset', file: abs };
  }
  return undefined;
}

export function watchSite(rc: ResolvedConfig, themeDir: string | undefined, onEvent: (e: WatchEvent) => void, onError: (err: Error) => void): SiteWatcher {
  const roots = [path.join(rc.root, CONFIG_FILE), rc.srcDir, rc.publicDir, rc.componentsDir, themeDir].filter((p): p is string => !!p);
  const watcher: FSWatcher = watch(roots, {
    ignoreInitial: true,
    ignored: (p: string) => {
      if (roots.includes(p)) return false;
      const name = path.basename(p);
      return name.startsWith('.') || name === 'node_modules' || inside(rc.outDir, p);
    },
  });
  watcher.on('all', (event, p) => {
    // Changes come from the raw events below: chokidar drops some quick successive changes of a file.
    if (event === 'change') return;
    const e = classify(rc, themeDir, event, path.resolve(p));
    if (e) onEvent(e);
  });
  // Every change of a file, from the file system's own events: a burst of them (one write makes
  // several) becomes one event a few milliseconds after the last, so no save is ever missed.
  const pending = new Map<string, NodeJS.Timeout>();
  watcher.on('raw', (event, name, details) => {
    const watchedPath = (details as { watchedPath?: string } | undefined)?.watchedPath;
    if (event !== 'change' || !watchedPath || !name) return;
    const watched = path.resolve(watchedPath);
    const abs = path.basename(watched) === name ? watched : path.join(watched, name);
    const e = classify(rc, themeDir, 'change', abs);
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
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    ready,
    close: () => {
      for (const t of pending.values()) clearTimeout(t);
      return watcher.close();
    },
  };
}

/** Before a valid config exists there is only the config file to watch. */
export function watchConfigOnly(root: string, onEvent: (e: WatchEvent) => void): SiteWatcher {
  const watcher: FSWatcher = watch(path.join(root, CONFIG_FILE), { ignoreInitial: true });
  watcher.on('add', () => onEvent({ kind: 'config' }));
  watcher.on('raw', (event) => {
    if (event === 'change') onEvent({ kind: 'config' });
  });
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return { ready, close: () => watcher.close() };
}
