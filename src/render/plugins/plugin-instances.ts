// A plugin as the page step knows it: a module path, its options and its key, which crosses to the
// page workers as plain data; each thread imports the module once and keeps the instance. The key is
// in the import URL, so a changed plugin (dev server) is imported afresh instead of from Node's cache.
import { pathToFileURL } from 'node:url';
import type { BookdocsPlugin } from './plugin-api.js';

export interface PluginRef {
  /** As written in the config (shown in messages). */
  spec: string;
  /** The module's absolute path. */
  module: string;
  /** JSON options, passed to the factory. */
  options?: unknown;
  /** A hash of the plugin's code and options: part of the page-cache key of every page it applies to. */
  key: string;
}

export interface LoadedPlugin {
  ref: PluginRef;
  plugin: BookdocsPlugin;
}

/** A problem with a plugin itself (not found, not a factory, a throwing factory). */
export class PluginLoadError extends Error {
  constructor(
    readonly ref: Pick<PluginRef, 'spec'>,
    message: string,
    readonly hint: string,
  ) {
    super(message);
  }
}

const HOOKS = ['appliesTo', 'markdown', 'extendPage', 'buildEnd', 'data', 'pages'] as const;
const instances = new Map<string, Promise<LoadedPlugin>>();

/** The plugin of `ref`, imported and made once per thread. */
export function instantiate(ref: PluginRef): Promise<LoadedPlugin> {
  const id = `${ref.module}\0${ref.key}`;
  let made = instances.get(id);
  if (!made) {
    made = make(ref);
    instances.set(id, made);
    // A failure is not kept: the next build tries again (the author may have fixed the file).
    made.catch(() => instances.delete(id));
  }
  return made;
}

async function make(ref: PluginRef): Promise<LoadedPlugin> {
  let mod: { default?: unknown };
  try {
    mod = (await import(`${pathToFileURL(ref.module).href}?v=${ref.key.slice(0, 16)}`)) as { default?: unknown };
  } catch (err) {
    throw new PluginLoadError(
      ref,
      `plugin "${ref.spec}" could not be loaded: ${(err as Error).message}`,
      'fix the error in the plugin module named here',
    );
  }
  if (typeof mod.default !== 'function') {
    throw new PluginLoadError(
      ref,
      `plugin "${ref.spec}" has no default export that makes the plugin`,
      'export default definePlugin((options) => ({ name: "…", … })) from the module',
    );
  }
  let plugin: unknown;
  try {
    plugin = await (mod.default as (options: unknown) => unknown)(ref.options);
  } catch (err) {
    throw new PluginLoadError(
      ref,
      `plugin "${ref.spec}" failed to start: ${(err as Error).message}`,
      'check the options given to it in the config',
    );
  }
  const p = plugin as Partial<BookdocsPlugin> | undefined;
  if (!p || typeof p !== 'object' || typeof p.name !== 'string' || !p.name) {
    throw new PluginLoadError(
      ref,
      `plugin "${ref.spec}" did not return a plugin object with a "name"`,
      'the default export must return { name: "…", …hooks }',
    );
  }
  for (const hook of HOOKS) {
    if (p[hook] !== undefined && typeof p[hook] !== 'function')
      throw new PluginLoadError(
        ref,
        `plugin "${p.name}": "${hook}" must be a function`,
        'see the plugin API in the README',
      );
  }
  return { ref, plugin: p as BookdocsPlugin };
}

/** The plugins that apply to a page with this Markdown, in config order. */
export function pluginsFor(plugins: readonly LoadedPlugin[], source: string): LoadedPlugin[] {
  return plugins.filter((p) => {
    try {
      return p.plugin.appliesTo ? p.plugin.appliesTo(source) !== false : true;
    } catch {
      // Its error comes out when the page is parsed with it.
      return true;
    }
  });
}
