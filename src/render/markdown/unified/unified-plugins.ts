// The config's remark and rehype plugins (`markdown: { remarkPlugins, rehypePlugins }`) as the page step
// knows them: references that cross to the page workers as plain data (a function cannot), and, in
// each thread, the plugins themselves, imported once and kept. A plugin named by a string is imported
// from its module (resolved as bookdocs plugins are, load-plugins.ts); a function written in a config
// in code is taken from that config, which the thread runs again (config-code.ts). The key of each is
// in every page's cache key: a changed plugin, options or config re-parses.
import crypto from 'node:crypto';
import type { Diagnostic } from '../../diagnostics.js';
import { pluginCode, resolvePlugin } from '../../plugins/load-plugins.js';
import { importAtKey, PluginLoadError } from '../../plugins/plugin-instances.js';
import type { ResolvedConfig } from '../../site/config.js';
import type { Options as ToHastOptions } from 'mdast-util-to-hast';
import type { TreeProcessors } from './processors.js';
import type { UnifiedList, UnifiedPlugin, UnifiedPluginRef, UnifiedSettings } from './unified-types.js';

export type { UnifiedList, UnifiedPlugin, UnifiedPluginRef, UnifiedSettings } from './unified-types.js';

const LISTS: UnifiedList[] = ['remarkPlugins', 'rehypePlugins'];

/**
 * The config's remark and rehype plugins, resolved, keyed and imported once here so that a plugin
 * that cannot be found or is no function is reported at its line; undefined when there are none.
 */
export async function loadUnifiedPlugins(
  rc: ResolvedConfig,
  at: (list: UnifiedList, i: number) => Partial<Diagnostic>,
): Promise<{ settings?: UnifiedSettings; diagnostics: Diagnostic[]; files: string[] }> {
  const markdown = rc.config.markdown;
  const diagnostics: Diagnostic[] = [];
  const files: string[] = [];
  if (!markdown || LISTS.every((list) => !markdown[list].length)) return { diagnostics, files };
  // Its handlers are functions: read from the config in code, as its plugin functions are.
  const remarkRehype = markdown.remarkRehype !== undefined && rc.configFiles[0] && !/\.json$/i.test(rc.configFiles[0]);
  const plugins: UnifiedPluginRef[] = [];
  let config: string | undefined;
  let configKey: string | undefined;
  for (const list of LISTS) {
    for (const [index, entry] of markdown[list].entries()) {
      const [first, options] = Array.isArray(entry) ? (entry as [unknown, unknown]) : [entry, undefined];
      const kind = list === 'remarkPlugins' ? 'remark' : 'rehype';
      try {
        if (typeof first === 'string') {
          const module = await resolvePlugin(first, rc.root);
          const code = await pluginCode(module, first);
          files.push(...code.files);
          plugins.push({
            spec: first,
            list,
            index,
            // (A local module compiled with what it imports: an edit of one of those is seen.)
            module: code.module,
            ...(options !== undefined && { options }),
            key: sha(JSON.stringify(options ?? null), code.key),
          });
        } else {
          // A function (a validated config remembered from an earlier run holds none: JSON): the config's.
          const file = rc.configFiles[0];
          if (!file || /\.json$/i.test(file))
            throw new PluginLoadError(
              { spec: `${list}[${index}]` },
              `${kind} plugin ${list}[${index}] is not a package name or a module path`,
              'in site.config.json, name the plugin\'s package ("remark-toc") or module ("./plugins/x.mjs")',
            );
          config = file;
          configKey ??= (await pluginCode(file, rc.configLabel)).key;
          plugins.push({ spec: `${list}[${index}]`, list, index, key: sha(configKey, list, String(index)) });
        }
      } catch (err) {
        const e = err instanceof PluginLoadError ? err : undefined;
        diagnostics.push({
          severity: 'error',
          rule: 'plugin-error',
          message: (e?.message ?? (err as Error).message).replace(/^plugin "/, `${kind} plugin "`),
          hint: e?.hint ?? 'check the plugin',
          ...at(list, index),
        });
      }
    }
  }
  if (remarkRehype) {
    config = rc.configFiles[0];
    configKey ??= (await pluginCode(config!, rc.configLabel)).key;
  }
  const settings: UnifiedSettings = {
    ...(config && { config }),
    ...(remarkRehype && { remarkRehype: configKey }),
    plugins,
  };
  // Imported here too: a module without a plugin function is reported at the config, not at every page.
  const loaded = await unifiedPlugins(settings).catch((err: unknown) => err);
  if (loaded instanceof UnifiedLoadError) {
    diagnostics.push({
      severity: 'error',
      rule: 'plugin-error',
      message: loaded.message,
      hint: loaded.hint,
      ...at(loaded.ref.list, loaded.ref.index),
    });
    return { diagnostics, files };
  }
  if (loaded instanceof Error) throw loaded;
  return { settings, diagnostics, files: [...new Set(files)] };
}

const sha = (...parts: string[]) => crypto.createHash('sha256').update(parts.join('\0')).digest('hex');

/** A plugin that cannot be imported or is no function. */
export class UnifiedLoadError extends Error {
  constructor(
    readonly ref: UnifiedPluginRef,
    message: string,
    readonly hint: string,
  ) {
    super(message);
  }
}

/** Per thread: the processors of each settings' key, made once. */
const loadedByKey = new Map<string, Promise<TreeProcessors>>();

/** The processors of `settings`' plugins, imported and made once for this thread. */
export function unifiedPlugins(settings: UnifiedSettings): Promise<TreeProcessors> {
  const key = sha(settings.config ?? '', settings.remarkRehype ?? '', ...settings.plugins.map((p) => p.key));
  let made = loadedByKey.get(key);
  if (!made) {
    made = importAll(settings);
    loadedByKey.set(key, made);
    // A failure is not kept: the next build tries again.
    made.catch(() => loadedByKey.delete(key));
  }
  return made;
}

async function importAll(settings: UnifiedSettings): Promise<TreeProcessors> {
  let config: Record<string, unknown> | undefined;
  if (settings.config) {
    const { loadCodeConfig } = await import('../../site/config-code.js');
    const code = await loadCodeConfig(settings.config);
    config = ((code.raw as { markdown?: Record<string, unknown> } | undefined)?.markdown ?? {}) as Record<
      string,
      unknown
    >;
  }
  const out: UnifiedPlugin[] = [];
  for (const ref of settings.plugins) {
    const kind = ref.list === 'remarkPlugins' ? 'remark' : 'rehype';
    if (ref.module) {
      let mod: { default?: unknown };
      try {
        mod = await importAtKey(ref.module, ref.key);
      } catch (err) {
        throw new UnifiedLoadError(
          ref,
          `${kind} plugin "${ref.spec}" could not be loaded: ${(err as Error).message}`,
          'fix the error in the module named here',
        );
      }
      if (typeof mod.default !== 'function')
        throw new UnifiedLoadError(
          ref,
          `${kind} plugin "${ref.spec}" has no default export that is a plugin function`,
          `a ${kind} plugin module exports its plugin as default (export default function plugin(options) { … })`,
        );
      out.push({
        name: ref.spec,
        list: ref.list,
        plugin: mod.default as UnifiedPlugin['plugin'],
        options: ref.options === undefined ? [] : [ref.options],
      });
      continue;
    }
    const entry = (config?.[ref.list] as unknown[] | undefined)?.[ref.index];
    const [fn, ...options] = Array.isArray(entry) ? (entry as unknown[]) : [entry];
    if (typeof fn !== 'function')
      throw new UnifiedLoadError(
        ref,
        `${kind} plugin ${ref.spec} is not a function`,
        `write the imported plugin (import remarkToc from 'remark-toc') or [plugin, options]`,
      );
    out.push({ name: fn.name || ref.spec, list: ref.list, plugin: fn as UnifiedPlugin['plugin'], options });
  }
  // unified is loaded by sites that have such plugins only.
  const { makeProcessors, PluginStartError } = await import('./processors.js');
  const toHast = settings.remarkRehype ? (config?.remarkRehype as ToHastOptions | undefined) : undefined;
  try {
    return makeProcessors(out, toHast);
  } catch (err) {
    if (!(err instanceof PluginStartError)) throw err;
    const i = out.indexOf(err.plugin);
    const kind = err.plugin.list === 'remarkPlugins' ? 'remark' : 'rehype';
    throw new UnifiedLoadError(
      settings.plugins[i]!,
      `${kind} plugin "${err.plugin.name}" failed to start: ${err.message}`,
      'check the options given to it in the config',
    );
  }
}
