// A plugin's options checked against the schema it declares (definePlugin({ name, options }, factory)),
// before its factory runs. The schema is zod's: given as a schema, or as a function of bookdocs' zod
// (so a plugin needs no zod of its own, and zod is loaded only when a plugin declares options). An
// object's keys the schema does not name are problems too, with the key meant: a misspelt option
// would otherwise be dropped without a word. Loaded only for such plugins.
import type { z } from 'zod';
import { didYouMean } from '../../shared/did-you-mean.js';
import { defOf, hintFor, knownKeysAt } from '../site/schema-shape.js';

/** One problem with the options: where (a path in them), what, and what to do. */
export interface OptionsIssue {
  path: PropertyKey[];
  message: string;
  hint?: string;
}

/** What definePlugin({ options }) may be given: a zod schema, or a function of bookdocs' zod returning one. */
export type OptionsSchemaInput = z.ZodType | ((zod: typeof z) => z.ZodType);

export type ParsedOptions = { ok: true; value: unknown } | { ok: false; issues: OptionsIssue[] };

/** Check `options` against `schema`: the parsed value (defaults filled), or every problem. */
export async function parsePluginOptions(schema: OptionsSchemaInput, options: unknown): Promise<ParsedOptions> {
  const resolved = await resolveSchema(schema);
  if (!resolved.ok) return resolved;
  const type = resolved.schema;
  // No options at all is an empty object to an object schema: its defaults apply.
  const input = options === undefined && isObjectSchema(type) ? {} : options;
  const result = type.safeParse(input);
  const issues: OptionsIssue[] = result.success ? [] : result.error.issues.flatMap((i) => toIssues(type, i));
  issues.push(...unnamedKeys(type, input, []));
  return issues.length ? { ok: false, issues } : { ok: true, value: result.data };
}

async function resolveSchema(
  schema: OptionsSchemaInput,
): Promise<{ ok: true; schema: z.ZodType } | { ok: false; issues: OptionsIssue[] }> {
  const bad = (message: string): { ok: false; issues: OptionsIssue[] } => ({
    ok: false,
    issues: [{ path: [], message, hint: 'declare options: (z) => z.object({ … }) in definePlugin' }],
  });
  let made: unknown = schema;
  if (typeof schema === 'function' && !('safeParse' in schema)) {
    const { z } = await import('zod');
    try {
      made = (schema as (zod: typeof z) => unknown)(z);
    } catch (err) {
      return bad(`its options schema threw: ${(err as Error).message}`);
    }
  }
  if (!made || typeof (made as z.ZodType).safeParse !== 'function')
    return bad('its options schema is not a zod schema');
  return { ok: true, schema: made as z.ZodType };
}

function isObjectSchema(schema: z.ZodType): boolean {
  let def = defOf(schema);
  while (def.innerType && def.type !== 'object') def = defOf(def.innerType);
  return def.type === 'object';
}

function toIssues(schema: z.ZodType, issue: z.core.$ZodIssue): OptionsIssue[] {
  if (issue.code === 'unrecognized_keys')
    return issue.keys.map((key) => unknownKey(schema, issue.path as PropertyKey[], key));
  if (issue.code === 'invalid_union') {
    // The branch with the fewest problems, as for the site's config.
    const best = [...issue.errors].filter((b) => b.length).sort((a, b) => a.length - b.length)[0];
    if (best) return best.flatMap((i) => toIssues(schema, { ...i, path: [...issue.path, ...i.path] }));
  }
  const hint = hintFor(issue);
  return [{ path: issue.path as PropertyKey[], message: issue.message, ...(hint && { hint }) }];
}

function unknownKey(schema: z.ZodType, at: PropertyKey[], key: string): OptionsIssue {
  return unknownKeyAmong(knownKeysAt(schema, at), at, key);
}

function unknownKeyAmong(known: string[], at: PropertyKey[], key: string): OptionsIssue {
  const suggestion = didYouMean(key, known);
  return {
    path: [...at, key],
    message: `unknown option${suggestion ? ` — did you mean "${suggestion}"?` : ''}`,
    hint: suggestion
      ? `rename it to "${suggestion}"`
      : known.length
        ? `the options here are ${known.join(', ')}`
        : 'this plugin takes no options here',
  };
}

/**
 * Keys of plain objects in the options that an object schema without a catch-all does not name (zod
 * drops them silently; `.strict()` schemas report them themselves, `.loose()` ones allow them).
 */
function unnamedKeys(schema: z.ZodType, value: unknown, at: PropertyKey[]): OptionsIssue[] {
  if (!value || typeof value !== 'object') return [];
  let def = defOf(schema);
  while (def.innerType && def.type !== 'object' && def.type !== 'array') def = defOf(def.innerType);
  const { element, shape } = def;
  if (def.type === 'array' && element && Array.isArray(value))
    return value.flatMap((item, i) => unnamedKeys(element, item, [...at, i]));
  if (def.type !== 'object' || !shape || Array.isArray(value) || def.catchall !== undefined) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const child = shape[key];
    return child ? unnamedKeys(child, item, [...at, key]) : [unknownKeyAmong(Object.keys(shape), at, key)];
  });
}
