// Validating a site config against its schema (zod): every problem with its path, a hint and, given
// the JSON text or the positions of a config in code, its line and column; did-you-mean for unknown
// keys. Apart from config.ts so that a build whose config was validated before need not load zod.
import type { z } from 'zod';
import type { Diagnostic } from '../diagnostics.js';
import { normalizeBase } from '../../shared/routes.js';
import { siteConfigSchema, type SiteConfig } from './config-schema.js';
import type { ConfigPositions } from './code-positions.js';
import { CONFIG_FILE, invalidConfig as invalid } from './config-files.js';
import { jsonPath, jsonPositions } from './json-position.js';
import { issueDiagnostics } from './schema-shape.js';
import { pluginEntryProblem } from '../plugins/plugin-entries.js';

/**
 * Validate a parsed JSON value (or a config in code's export); every problem is reported with its
 * path, a hint, and (given the JSON file's text, or the positions of a config in code) its line and column.
 */
export function parseSiteConfig(
  raw: unknown,
  label = CONFIG_FILE,
  text: string | ConfigPositions = '',
): { config?: SiteConfig; diagnostics: Diagnostic[] } {
  const result = siteConfigSchema.safeParse(raw);
  if (result.success) {
    result.data.base = normalizeBase(result.data.base);
    return { config: result.data, diagnostics: [] };
  }
  const positions = typeof text === 'string' ? jsonPositions(text) : text;
  return { diagnostics: result.error.issues.flatMap((issue) => issueToDiagnostics(issue, label, positions, raw)) };
}

function issueToDiagnostics(
  issue: z.core.$ZodIssue,
  label: string,
  positions: ConfigPositions,
  raw: unknown,
): Diagnostic[] {
  // A plugins entry that is none of the forms: what it got, and the forms.
  const [key, index] = issue.path;
  if (issue.code === 'invalid_union' && key === 'plugins' && typeof index === 'number' && issue.path.length === 2) {
    const entry = (raw as { plugins: unknown[] }).plugins[index];
    const { message, hint } = pluginEntryProblem(entry);
    return [invalid(`${jsonPath(issue.path)}: ${message}`, { file: label, ...positions.nearest(issue.path) }, hint)];
  }
  return issueDiagnostics(issue, {
    schema: siteConfigSchema,
    name: (parts) => jsonPath(parts) || '(root)',
    at: (parts, isKey) => ({
      file: label,
      ...((isKey && positions.key(parts)) || positions.nearest(isKey ? parts.slice(0, -1) : parts)),
    }),
    make: invalid,
  });
}
