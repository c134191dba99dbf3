// What a zod schema allows where: the keys of the object at a path (for did-you-mean on an unknown
// key) and a hint for an issue. Shared by the site config's validation and plugins' options.
import type { z } from 'zod';
import type { Diagnostic } from '../diagnostics.js';
import { didYouMean } from '../../shared/did-you-mean.js';

/** How issues of a schema are told: the schema, a path's name, its place, and the diagnostic made. */
export interface IssuePlace {
  schema: z.ZodType;
  /** A path as messages show it (`navbar[1].link`, `plugin "x": options.sumary`). */
  name(parts: readonly PropertyKey[]): string;
  /** Where the value at `parts` is written, or (`key`) the key it is under. */
  at(parts: readonly PropertyKey[], key?: boolean): Partial<Diagnostic>;
  make(message: string, at: Partial<Diagnostic>, hint?: string): Diagnostic;
}

/** One zod issue as diagnostics: an unknown key with did-you-mean, a union by its likeliest branch. */
export function issueDiagnostics(issue: z.core.$ZodIssue, place: IssuePlace): Diagnostic[] {
  if (issue.code === 'unrecognized_keys') {
    const known = knownKeysAt(place.schema, issue.path);
    return issue.keys.map((key) => {
      // Known in another form of a setting that has several (`search` as local or Algolia search).
      if (known.includes(key))
        return place.make(
          `${place.name([...issue.path, key])}: not a setting of this form of ${place.name(issue.path)}`,
          place.at([...issue.path, key], true),
          'remove it: it belongs to another form of this setting (see the config reference)',
        );
      const suggestion = didYouMean(key, known);
      return place.make(
        `${place.name([...issue.path, key])}: unknown key${suggestion ? ` — did you mean "${suggestion}"?` : ''}`,
        place.at([...issue.path, key], true),
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
      return best.flatMap((i) => issueDiagnostics({ ...i, path: [...issue.path, ...i.path] }, place));
  }
  return [place.make(`${place.name(issue.path)}: ${issue.message}`, place.at(issue.path), hintFor(issue))];
}

function depth(issues: z.core.$ZodIssue[]): number {
  return Math.max(...issues.map((i) => i.path.length));
}

export function hintFor(issue: z.core.$ZodIssue): string | undefined {
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
  catchall?: z.ZodType;
};
export const defOf = (node: z.ZodType) => (node as unknown as { def: AnyDef }).def;

const WRAPPERS = new Set(['optional', 'default', 'nullable', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema nodes a value at this path may be checked against (unions give several). */
export function nodesAt(node: z.ZodType, parts: readonly PropertyKey[]): z.ZodType[] {
  const def = defOf(node);
  if (WRAPPERS.has(def.type) && def.innerType) return nodesAt(def.innerType, parts);
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
export function knownKeysAt(schema: z.ZodType, parts: readonly PropertyKey[]): string[] {
  const keys = new Set<string>();
  for (const n of nodesAt(schema, parts)) {
    const def = defOf(n);
    if (def.type === 'object' && def.shape) for (const k of Object.keys(def.shape)) keys.add(k);
  }
  return [...keys];
}
