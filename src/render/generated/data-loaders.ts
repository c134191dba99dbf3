// Plugins' `data` hooks (data loaders): run once per load, before the `pages` hooks, which read their
// values. Each value is written as a JSON file a site's components import (`bookdocs:data/<name>`, see
// data-modules.ts), so the bundles take it in and are made again when it changes.
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import type { LoadedPlugin } from '../plugins/plugin-instances.js';
import { writeIfChanged } from './generated-dir.js';
import { hookFailed, hookProblem, isPlainObject } from './hook-problem.js';
import type { HookInputs } from './plugin-site.js';

/** A data name: what follows `bookdocs:data/` in an import. */
const DATA_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export interface LoadedData {
  /** name → value, as the loaders returned them. */
  values: Record<string, unknown>;
  /** name → its JSON file (absolute). */
  files: Map<string, string>;
  diagnostics: Diagnostic[];
}

/** Every plugin's `data`, in config order; their JSON written under `dir`. A name given twice keeps its first value. */
export async function runDataLoaders(
  plugins: readonly LoadedPlugin[],
  inputs: HookInputs,
  dir: string,
): Promise<LoadedData> {
  const out: LoadedData = { values: {}, files: new Map(), diagnostics: [] };
  const owner = new Map<string, string>();
  for (const { plugin } of plugins) {
    if (!plugin.data) continue;
    let result: unknown;
    try {
      result = await plugin.data(inputs.site({}));
    } catch (err) {
      out.diagnostics.push(hookFailed(plugin.name, 'data', err));
      continue;
    }
    if (!isPlainObject(result)) {
      out.diagnostics.push(
        hookProblem(
          plugin.name,
          'data did not return an object of named values',
          'return { "name": value, … }: each value becomes `bookdocs:data/name`',
        ),
      );
      continue;
    }
    for (const [name, value] of Object.entries(result)) {
      if (!DATA_NAME.test(name)) {
        out.diagnostics.push(
          hookProblem(
            plugin.name,
            `data name "${name}" is not a plain name`,
            'use letters, digits, "-" and "_" (it is imported as bookdocs:data/<name>)',
          ),
        );
        continue;
      }
      const first = owner.get(name);
      if (first !== undefined) {
        out.diagnostics.push(
          hookProblem(
            plugin.name,
            `data "${name}" is also given by plugin "${first}", whose value is kept`,
            'give the data another name in one of the plugins',
          ),
        );
        continue;
      }
      const json = jsonOf(value);
      if (typeof json !== 'string') {
        out.diagnostics.push(
          hookProblem(
            plugin.name,
            `data "${name}" cannot be written as JSON${json.why}`,
            'keep to strings, numbers, booleans, null, arrays and plain objects',
          ),
        );
        continue;
      }
      owner.set(name, plugin.name);
      const file = path.join(dir, `${name}.json`);
      writeIfChanged(file, json);
      out.values[name] = value;
      out.files.set(name, file);
    }
  }
  return out;
}

/** The value as JSON, or why it has none (a cycle, a BigInt, undefined, a function). */
function jsonOf(value: unknown): string | { why: string } {
  try {
    return JSON.stringify(value) ?? { why: ' (it is undefined or a function)' };
  } catch (err) {
    return { why: `: ${(err as Error).message}` };
  }
}
