// Validating a site config against its schema (zod): every problem with its path, a hint and, given
// the JSON text or the positions of a config in code, its line and column; did-you-mean for unknown
// keys. Apart from config.ts so that a build whose config was validated before need not load zod.
import type { z } from 'zod';
import type { Diagnostic } from '../diagnostics.js';
import { didYouMean } from '../../shared/did-you-mean.js';
import { normalizeBase } from '../../shared/routes.js';
import { siteConfigSchema, type SiteConfig } from './config-schema.js';
import type { ConfigPositions } from './code-positions.js';
import { CONFIG_FILE, invalidConfig as invalid } from './config-files.js';
import { jsonPath, jsonPositions } from './json-position.js';

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
  return { diagnostics: result.error.issues.flatMap((issue) => issueToDiagnostics(issue, label, positions)) };
}

function issueToDiagnostics(issue: z.core.$ZodIssue, label: string, positions: ConfigPositions): Diagnostic[] {
  const at = jsonPath(issue.path);
  if (issue.code === 'unrecognized_keys') {
    const known = knownKeysAt(issue.path);
    return issue.keys.map((key) => {
      const suggestion = didYouMean(key, known);
      const where = jsonPath([...issue.path, key]);
      const pos = positions.key([...issue.path, key]) ?? positions.nearest(issue.path);
      return invalid(
        `${where}: unknown key${suggestion ? ` — did you mean "${suggestion}"?` : ''}`,
        { file: label, ...pos },
        suggestion ? `rename it to "${suggestion}"` : `known keys here: ${known.join(', ')}`,
      );
    });
  }
  if (issue.code === 'invalid_union') {
    // Report the branch that got furthest, which is what the author most likely meant.
    // Fewest problems first, then the deepest; on a tie the first branch (schemas list the simple form first).
    const branches = issue.errors.filter((b) => b.length > 0);
    const best = [...branches].sort((a, b) => a.length - b.length || depth(b) - depth(a))[0];
    if (best && depth(best) > 0)
      return best.flatMap((i) => issueToDiagnostics({ ...i, path: [...issue.path, ...i.path] }, label, positions));
  }
  return [
    invalid(`${at || '(root)'}: ${issue.message}`, { file: label, ...positions.nearest(issue.path) }, hintFor(issue)),
  ];
}
function depth(issues: z.core.$ZodIssue[]): number {
  return Math.max(...issues.map((i) => i.path.length));
}

function hintFor(issue: z.core.$ZodIssue): string | undefined {
  if (issue.code === 'invalid_type') return `expected a value of type ${issue.expected}`;
  if (issue.code === 'invalid_value') return `allowed values: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
  return undefined;
}

type AnyDef = {
  type: string;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  valueType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
};
const defOf = (node: z.ZodType) => (node as unknown as { def: AnyDef }).def;

/** The schema nodes a value at this path may be checked against (unions give several). */
function nodesAt(node: z.ZodType, parts: readonly PropertyKey[]): z.ZodType[] {
  const def = defOf(node);
  if ((def.type === 'optional' || def.type === 'default') && def.innerType) return nodesAt(def.innerType, parts);
  if (def.type === 'union' && def.options) return def.options.flatMap((o) => nodesAt(o, parts));
  if (!parts.length) return [node];
  const [head, ...rest] = parts;
  if (def.type === 'object' && def.shape) {
    const child = def.shape[String(head)];
    return child ? nodesAt(child, rest) : [];
  }
  if (def.type === 'array' && def.element) return nodesAt(def.element, rest);
  if (def.type === 'record' && def.valueType) return nodesAt(def.valueType, rest);
  return [];
}

/** The keys the schema allows at a path, for did-you-mean. */
function knownKeysAt(parts: readonly PropertyKey[]): string[] {
  const keys = new Set<string>();
  for (const n of nodesAt(siteConfigSchema, parts)) {
    const def = defOf(n);
    if (def.type === 'object' && def.shape) for (const k of Object.keys(def.shape)) keys.add(k);
  }
  return [...keys];
}
