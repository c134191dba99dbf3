// Which file configures a site: site.config.json (the default) or a config in code
// (bookdocs.config.ts / .mts / .mjs / .js). Exactly one may exist; two are an error naming both.
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import { displayPath } from './paths.js';

export const CONFIG_FILE = 'site.config.json';

/** Configs in code, in the order they are looked for. */
export const CODE_CONFIG_FILES = [
  'bookdocs.config.ts',
  'bookdocs.config.mts',
  'bookdocs.config.mjs',
  'bookdocs.config.js',
] as const;

/** Every file name that configures a site. */
export const CONFIG_FILE_NAMES: readonly string[] = [CONFIG_FILE, ...CODE_CONFIG_FILES];

export type ConfigFile =
  /** No config file: zero config. */
  | { kind: 'none' }
  | { kind: 'json' | 'code'; file: string }
  | { kind: 'conflict'; diagnostic: Diagnostic; files: string[] };

/** The config file of the site rooted at `root` (an absolute folder). */
export function findConfigFile(root: string): ConfigFile {
  const present = CONFIG_FILE_NAMES.map((name) => path.join(root, name)).filter((file) => fs.existsSync(file));
  const [first, second] = present;
  if (!first) return { kind: 'none' };
  if (!second) return { kind: path.basename(first) === CONFIG_FILE ? 'json' : 'code', file: first };
  const names = present.map((file) => path.basename(file));
  // A config in code is the deliberate choice: it is the one kept, the other is the one to remove.
  const keep = names.find((n) => n !== CONFIG_FILE)!;
  const remove = names.filter((n) => n !== keep);
  const hint =
    names.length > 2
      ? `keep one of ${names.join(', ')} and remove the others`
      : `remove ${remove[0]} to use ${keep}, or remove ${keep} to use ${remove[0]}`;
  return {
    kind: 'conflict',
    files: present,
    diagnostic: {
      severity: 'error',
      rule: 'invalid-config',
      message: `${names.length === 2 ? `two config files: ${names.join(' and ')}` : `${names.length} config files: ${names.join(', ')}`} (bookdocs reads only one)`,
      file: displayPath(path.join(root, remove[0]!)),
      hint,
    },
  };
}

/** True when `abs` is a config file (present or not) of the site rooted at `root`. */
export function isConfigFile(root: string, abs: string): boolean {
  return path.dirname(abs) === root && CONFIG_FILE_NAMES.includes(path.basename(abs));
}

/** A problem with the config: its message, where (file, line, column) and what to do. */
export const invalidConfig = (message: string, at: Partial<Diagnostic>, hint?: string): Diagnostic => ({
  severity: 'error',
  rule: 'invalid-config',
  message,
  ...at,
  ...(hint !== undefined && { hint }),
});
