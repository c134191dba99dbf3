// Plugins' browser code (BookdocsPlugin.client), checked: each slot a slot of the theme (did-you-mean
// for a misspelt one), each file an existing absolute path, each `routes` glob made a RegExp source
// the browser tests routes with (picomatch, as the config's globs).
import fs from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import { didYouMean } from '../../shared/did-you-mean.js';
import { SLOT_NAMES, type SlotName } from '../../shared/theme-slots.js';
import type { Diagnostic } from '../diagnostics.js';
import type { PluginClient } from '../site/theme.js';
import type { ClientFile } from './plugin-api.js';
import type { LoadedPlugin } from './plugin-instances.js';

type Problem = (plugin: string, message: string, hint: string) => void;

/** A ClientFile as a file and the RegExp source of its routes; undefined (reported) when it is none. */
function clientFile(
  plugin: string,
  what: string,
  entry: ClientFile,
  problem: Problem,
): { file: string; routes?: string } | undefined {
  const file = typeof entry === 'string' ? entry : entry?.file;
  if (typeof file !== 'string' || !path.isAbsolute(file) || !fs.existsSync(file)) {
    problem(
      plugin,
      `client ${what}: no file ${String(file)}`,
      'give the absolute path of a .tsx/.ts/.jsx/.js file, e.g. fileURLToPath(new URL("./Widget.tsx", import.meta.url))',
    );
    return undefined;
  }
  const routes = typeof entry === 'string' ? undefined : entry.routes;
  if (routes === undefined) return { file };
  const globs = Array.isArray(routes) ? routes : [routes];
  if (!globs.length || globs.some((g) => typeof g !== 'string' || !g.startsWith('/'))) {
    problem(
      plugin,
      `client ${what}: "routes" must be route globs`,
      'write routes like "/blog/**" or ["/", "/guide/*"]',
    );
    return undefined;
  }
  const sources = globs.map((g) => picomatch.makeRe(g, { dot: true }).source);
  return { file, routes: sources.length === 1 ? sources[0]! : sources.map((s) => `(?:${s})`).join('|') };
}

/** The plugins' slots and route hooks, in config order; undefined when none has any. */
export function pluginClient(plugins: readonly LoadedPlugin[], diagnostics: Diagnostic[]): PluginClient | undefined {
  const problem: Problem = (plugin, message, hint) =>
    diagnostics.push({ severity: 'error', rule: 'plugin-error', message: `plugin "${plugin}": ${message}`, hint });
  const out: PluginClient = { fills: [], hooks: [] };
  for (const { plugin } of plugins) {
    const client = plugin.client;
    if (!client) continue;
    for (const [slot, entry] of Object.entries(client.slots ?? {})) {
      if (!(SLOT_NAMES as readonly string[]).includes(slot)) {
        const near = didYouMean(slot, SLOT_NAMES);
        problem(
          plugin.name,
          `client slot "${slot}" is not a slot of the theme${near ? ` (did you mean "${near}"?)` : ''}`,
          `use one of ${SLOT_NAMES.join(', ')}`,
        );
        continue;
      }
      const file = entry && clientFile(plugin.name, `slot "${slot}"`, entry, problem);
      if (file) out.fills.push({ plugin: plugin.name, slot: slot as SlotName, ...file });
    }
    const hooks = client.onRoute === undefined ? [] : Array.isArray(client.onRoute) ? client.onRoute : [client.onRoute];
    for (const entry of hooks) {
      const file = clientFile(plugin.name, 'onRoute', entry, problem);
      if (file) out.hooks.push({ plugin: plugin.name, ...file });
    }
  }
  return out.fills.length || out.hooks.length ? out : undefined;
}
