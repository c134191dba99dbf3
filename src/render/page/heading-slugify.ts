// A site's own heading slugify (VitePress `markdown.anchor.slugify`), as the page step gets it: the
// function lives in the site's config, which runs in the main thread, and pages are parsed in worker
// threads. It crosses as plain data: the config's compiled module (compiled-module.ts: a file named by
// its code's hash, so a changed function is a new file and a new page-settings key) and where the
// function is in its default export. Each thread imports the module once, runs the config as the
// main thread did, and takes the function. A well-known package's slugify (the config's packages are
// stand-ins, see foreign-config.ts) crosses by name and is bookdocs' own code.
import { pathToFileURL } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import type { Slugify } from '../markdown/slug.js';

export type SlugifyRef =
  /** The function of a config in code: its compiled module, what its default export is called with, the path to it. */
  | { module: string; env: unknown; path: string[] }
  /** markdown-it-anchor's own default (its `defaults.slugify`). */
  | { known: 'markdown-it-anchor' };

/** markdown-it-anchor's default slugify: trimmed, lower-cased, spaces to '-', percent-encoded. */
export function markdownItAnchorSlugify(text: string): string {
  return encodeURIComponent(text.trim().toLowerCase().replace(/\s+/g, '-'));
}

/** The value at `path` in an object (undefined where it breaks off). */
export function valueAt(from: unknown, path: readonly string[]): unknown {
  let at = from;
  for (const key of path) at = at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
  return at;
}

/** The functions of this thread, by module and path: a config is run once per thread. */
const made = new Map<string, Promise<Slugify>>();

/** The slugify `ref` names, made once per thread. Throws when the config no longer gives a function there. */
export function slugifyOf(ref: SlugifyRef): Promise<Slugify> {
  if ('known' in ref) return Promise.resolve(markdownItAnchorSlugify);
  const id = `${ref.module}\0${ref.path.join('.')}`;
  let found = made.get(id);
  if (!found) {
    found = take(ref);
    made.set(id, found);
    found.catch(() => made.delete(id));
  }
  return found;
}

async function take(ref: Extract<SlugifyRef, { module: string }>): Promise<Slugify> {
  const mod = (await import(pathToFileURL(ref.module).href)) as { default?: unknown };
  // What the config prints was printed once by the main thread: not again by every worker.
  const quiet = isMainThread ? [] : (['log', 'info', 'warn', 'debug'] as const);
  const saved = quiet.map((k) => console[k]);
  for (const k of quiet) console[k] = () => {};
  let config: unknown;
  try {
    config =
      typeof mod.default === 'function' ? await (mod.default as (env: unknown) => unknown)(ref.env) : await mod.default;
  } finally {
    quiet.forEach((k, i) => (console[k] = saved[i]!));
  }
  const fn = valueAt(config, ref.path);
  if (typeof fn !== 'function') throw new Error(`the config's ${ref.path.join('.')} is no longer a function`);
  return (text: string) => String((fn as Slugify)(text));
}
