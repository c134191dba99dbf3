// A problem with what a plugin's `data` or `pages` hook did, as one diagnostic naming the plugin.
import type { Diagnostic } from '../diagnostics.js';

export function hookProblem(plugin: string, message: string, hint: string, file?: string): Diagnostic {
  return {
    severity: 'error',
    rule: 'plugin-error',
    message: `plugin "${plugin}": ${message}`,
    ...(file !== undefined && { file }),
    hint,
  };
}

/** A hook that threw (or whose promise rejected). */
export function hookFailed(plugin: string, hook: 'data' | 'pages', err: unknown): Diagnostic {
  return hookProblem(
    plugin,
    `failed in ${hook}: ${err instanceof Error ? err.message : String(err)}`,
    `the error is in plugin "${plugin}"; fix it, or the data file it reads`,
  );
}

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  [Object.prototype, null].includes(Object.getPrototypeOf(v));
