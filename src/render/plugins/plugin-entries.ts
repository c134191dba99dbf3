// What the config's `plugins` may hold: a module named by path or package (`"./plugins/x.mjs"`,
// `"bookdocs/math"`), the same with its options (`["./plugins/x.ts", { … }]`), and, in a config in
// code, a plugin object (what a plugin's factory returned, or the promise of it: `readingTime({ … })`).
// Anything else is told what it is and what would do.
import { PLUGIN_DEFINITION, type BookdocsPlugin } from './plugin-api.js';

/** A plugin named by its module: path or package, with its options. */
export type PluginSpec = string | [string, Record<string, unknown>];

/** A plugin object, or the promise of one: only in a config in code. */
export type PluginObjectEntry = BookdocsPlugin | PromiseLike<BookdocsPlugin>;

export type PluginEntry = PluginSpec | PluginObjectEntry;

/** An entry that is a plugin object or the promise of one (not a spec, not something else). */
export function isPluginObjectEntry(entry: unknown): entry is PluginObjectEntry {
  return typeof entry === 'object' && entry !== null && !Array.isArray(entry);
}

const FORMS =
  'a plugin is a module path or package ("./plugins/x.mjs", "bookdocs/math"), ["name", { options }], or, in bookdocs.config.ts, the plugin object its factory returns (readingTime({ … }))';

/** What is wrong with an entry that is none of the forms. */
export function pluginEntryProblem(entry: unknown): { message: string; hint: string } {
  if (typeof entry === 'function') {
    const defined = (entry as { [PLUGIN_DEFINITION]?: { name: string } })[PLUGIN_DEFINITION]?.name;
    return {
      message: defined
        ? `got the factory of plugin "${defined}", not the plugin`
        : `got a function${entry.name ? ` (${entry.name})` : ''}, not a plugin`,
      hint: "call the factory with the plugin's options and give what it returns, as in plugins: [readingTime({ … })]",
    };
  }
  if (Array.isArray(entry)) {
    const [first] = entry as unknown[];
    return {
      message: `got an array of ${entry.length} item${entry.length === 1 ? '' : 's'}${entry.length ? ` starting with ${describe(first)}` : ''}, not ["name", { options }]`,
      hint:
        typeof first === 'function'
          ? `call the factory with its options instead: ${first.name || 'plugin'}({ … })`
          : FORMS,
    };
  }
  return { message: `got ${describe(entry)}, not a plugin`, hint: FORMS };
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return value ? JSON.stringify(value) : 'an empty string';
  if (typeof value === 'function') return `a function${value.name ? ` (${value.name})` : ''}`;
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${String(value)}`;
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : typeof value;
}
