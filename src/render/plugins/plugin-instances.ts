// A plugin as the page step knows it: a module path, its options and its key, which crosses to the
// page workers as plain data; each thread imports the module once and keeps the instance. The key is
// in the import URL, so a changed plugin (dev server) is imported afresh instead of from Node's cache.
// A plugin object of a config in code crosses as the config's compiled module and its place in the
// config's `plugins`: the worker runs the config and takes it from there.
import { pathToFileURL } from 'node:url';
import { PLUGIN_DEFINITION, PLUGIN_OPTIONS_ISSUES, type BookdocsPlugin, type PluginDefinition } from './plugin-api.js';
import type { OptionsIssue } from './plugin-options.js';

export interface PluginRef {
  /** As written in the config (shown in messages). */
  spec: string;
  /** The module's absolute path (a plugin in TypeScript or of the site's own files: its compiled module). */
  module: string;
  /** JSON options, passed to the factory. */
  options?: unknown;
  /** The options were checked against the plugin's schema already and are its parsed value. */
  validated?: true;
  /** The module is the config's: the plugin is its `plugins[entry]` (a plugin object). */
  entry?: number;
  /** A hash of the plugin's code and options: part of the page-cache key of every page it applies to. */
  key: string;
}

export interface LoadedPlugin {
  ref: PluginRef;
  plugin: BookdocsPlugin;
}

/** A problem with a plugin itself (not found, not a factory, a throwing factory, options its schema refuses). */
export class PluginLoadError extends Error {
  constructor(
    readonly ref: Pick<PluginRef, 'spec'>,
    message: string,
    readonly hint: string,
    readonly detail: {
      /** Each problem of its options, by its path in them. */
      issues?: OptionsIssue[];
      /** Where in the plugin's own code (a syntax error). */
      at?: { file: string; line?: number; column?: number };
    } = {},
  ) {
    super(message);
  }
}

const HOOKS = ['appliesTo', 'markdown', 'extendPage', 'buildEnd', 'data', 'pages'] as const;
const instances = new Map<string, Promise<LoadedPlugin>>();

/** The plugin of `ref`, imported and made once per thread. */
export function instantiate(ref: PluginRef): Promise<LoadedPlugin> {
  return once(ref, () => make(ref));
}

/** The plugin object `value` (a config's `plugins[i]`, or the promise of one) as the plugin of `ref`, in this thread. */
export function adopt(ref: PluginRef, value: unknown): Promise<LoadedPlugin> {
  // (A function here is no plugin object: `checked` says so, it is not called.)
  return once(ref, async () => ({ ref, plugin: checked(ref, await started(ref, Promise.resolve(value))) }));
}

function once(ref: PluginRef, make: () => Promise<LoadedPlugin>): Promise<LoadedPlugin> {
  const id = `${ref.module}\0${ref.entry ?? ''}\0${ref.key}`;
  let made = instances.get(id);
  if (!made) {
    made = make();
    instances.set(id, made);
    // A failure is not kept: the next build tries again (the author may have fixed the file).
    made.catch(() => instances.delete(id));
  }
  return made;
}

/** Import a module as it is at this key (of its code): a changed file is imported afresh, not from Node's cache. */
export async function importAtKey(file: string, key: string): Promise<{ default?: unknown }> {
  return (await import(`${pathToFileURL(file).href}?v=${key.slice(0, 16)}`)) as { default?: unknown };
}

async function make(ref: PluginRef): Promise<LoadedPlugin> {
  let mod: { default?: unknown };
  try {
    mod = await importAtKey(ref.module, ref.key);
  } catch (err) {
    throw new PluginLoadError(
      ref,
      `plugin "${ref.spec}" could not be loaded: ${(err as Error).message}`,
      'fix the error in the plugin module named here',
    );
  }
  if (ref.entry !== undefined) {
    // The config's own plugin object: run the config as the main thread did, and take it.
    const entry = ref.entry;
    const plugin = await started(
      ref,
      (async () => {
        const config = (
          typeof mod.default === 'function' ? await (mod.default as () => unknown)() : await mod.default
        ) as { plugins?: unknown[] } | undefined;
        return config?.plugins?.[entry];
      })(),
    );
    return { ref, plugin: checked(ref, plugin) };
  }
  if (typeof mod.default !== 'function') {
    throw new PluginLoadError(
      ref,
      `plugin "${ref.spec}" has no default export that makes the plugin`,
      'export default definePlugin((options) => ({ name: "…", … })) from the module',
    );
  }
  const definition = (mod.default as { [PLUGIN_DEFINITION]?: PluginDefinition })[PLUGIN_DEFINITION];
  if (!definition)
    return {
      ref,
      plugin: checked(ref, await started(ref, () => (mod.default as (o: unknown) => unknown)(ref.options))),
    };
  if (ref.validated) return { ref, plugin: checked(ref, await started(ref, () => definition.factory(ref.options))) };
  // Options checked before the factory runs; the workers get them parsed (when they can be passed on).
  const { parsePluginOptions } = await import('./plugin-options.js');
  const parsed = await parsePluginOptions(definition.options, ref.options);
  if (!parsed.ok) throw optionsError(ref, definition.name, parsed.issues);
  const plugin = checked(ref, await started(ref, () => definition.factory(parsed.value)));
  return { ref: passable(parsed.value) ? { ...ref, options: parsed.value, validated: true } : ref, plugin };
}

/** What a factory makes (or a value, a promise), awaited; its failure as the plugin's. */
async function started(ref: PluginRef, made: unknown): Promise<unknown> {
  try {
    return await (typeof made === 'function' ? (made as () => unknown)() : made);
  } catch (err) {
    const refused = (err as { [PLUGIN_OPTIONS_ISSUES]?: { plugin: string; issues: OptionsIssue[] } } | undefined)?.[
      PLUGIN_OPTIONS_ISSUES
    ];
    if (refused) throw optionsError(ref, refused.plugin, refused.issues);
    if (err instanceof PluginLoadError) throw err;
    throw new PluginLoadError(
      ref,
      `plugin "${ref.spec}" failed to start: ${err instanceof Error ? err.message : String(err)}`,
      'check the options given to it in the config',
    );
  }
}

function optionsError(ref: PluginRef, name: string, issues: OptionsIssue[]): PluginLoadError {
  return new PluginLoadError(
    ref,
    `plugin "${name}": its options are not valid`,
    'fix the options given to it in the config',
    { issues },
  );
}

/** True when a value can be posted to a worker as it is. */
function passable(value: unknown): boolean {
  try {
    structuredClone(value);
    return true;
  } catch {
    return false;
  }
}

/** `plugin`, when it is a plugin object: a name, and functions for hooks. */
function checked(ref: PluginRef, plugin: unknown): BookdocsPlugin {
  const p = plugin as Partial<BookdocsPlugin> | undefined;
  if (!p || typeof p !== 'object' || typeof p.name !== 'string' || !p.name) {
    if (ref.entry !== undefined)
      throw new PluginLoadError(
        ref,
        `${ref.spec}: got an object without a "name", not a plugin`,
        'give the plugin object its factory returns (readingTime({ … })), a module path or a package name',
      );
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
  return p as BookdocsPlugin;
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
