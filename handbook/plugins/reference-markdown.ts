// The handbook's two references as Markdown, made from what the code itself declares: the config
// reference from the JSON Schema of site.config.json (its keys' descriptions), the CLI reference
// from commander's command definitions (their descriptions and options). Nothing here is written by
// hand, so neither page can say something the code does not.
import type { Command } from 'commander';

/** The part of JSON Schema (draft 7, as zod writes it) that the reference reads. */
export interface JsonSchema {
  type?: string | string[];
  description?: string;
  default?: unknown;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema | JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
  definitions?: Record<string, JsonSchema>;
  minimum?: number;
  maximum?: number;
}

/** One key of the config, at any depth, as the reference lists it. */
export interface ConfigKey {
  /** Its path: `outline.level`, `locales.*.navbar[].text`. */
  path: string;
  type: string;
  description?: string;
  default?: unknown;
  required: boolean;
}

/**
 * Text of a description, safe in Markdown prose and table cells (no HTML, components or pipes). A web
 * address in it is an example (`https://docs.example.com`), shown as code rather than linked.
 */
function prose(text: string): string {
  return text
    .split(/(https?:\/\/[^\s),;'"]+)/)
    .map((part, i) =>
      i % 2
        ? code(part)
        : part.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\|/g, '\\|'),
    )
    .join('');
}

/** Inline code that may hold backticks. */
function code(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  const pad = text.includes('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** The alternatives of a type at its top level: `a | (b | c)[]` → `a`, `(b | c)[]`. */
function alternatives(type: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < type.length; i++) {
    const c = type[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (depth === 0 && type.startsWith(' | ', i)) {
      parts.push(type.slice(start, i));
      start = i + 3;
    }
  }
  return [...parts, type.slice(start)];
}

function refName(ref: string): string {
  return ref.slice(ref.lastIndexOf('/') + 1);
}

/** A short type: `string`, `boolean | "dark"`, `{ text, link }[]`. */
export function typeOf(schema: JsonSchema, defs: Record<string, JsonSchema> = {}): string {
  if (schema.$ref) return 'group';
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return [...new Set(union.map((s) => typeOf(s, defs)))].join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array') {
    if (Array.isArray(schema.items)) return `[${schema.items.map((s) => typeOf(s, defs)).join(', ')}]`;
    const item = schema.items ? typeOf(schema.items, defs) : 'any';
    return item.includes(' ') ? `(${item})[]` : `${item}[]`;
  }
  if (type === 'object') {
    if (schema.properties) return `{ ${Object.keys(schema.properties).join(', ')} }`;
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
      return `{ [key]: ${typeOf(schema.additionalProperties, defs)} }`;
    return 'object';
  }
  if (type === 'integer' && schema.minimum !== undefined && schema.maximum !== undefined)
    return `integer (${schema.minimum}–${schema.maximum})`;
  return type ?? 'any';
}

/**
 * Every key of the schema, depth first in the schema's order: the keys of objects inside unions,
 * arrays (`[]`) and records (`*`); a recursive definition (a sidebar group) is entered once.
 */
export function configKeys(root: JsonSchema): ConfigKey[] {
  const defs = root.definitions ?? {};
  const keys: ConfigKey[] = [];
  const seen = new Set<string>();
  const walk = (schema: JsonSchema, prefix: string, entered: ReadonlySet<string>): void => {
    if (schema.$ref) {
      const name = refName(schema.$ref);
      if (entered.has(name) || !defs[name]) return;
      walk(defs[name], prefix, new Set([...entered, name]));
      return;
    }
    for (const part of schema.anyOf ?? schema.oneOf ?? []) walk(part, prefix, entered);
    if (schema.items) for (const item of [schema.items].flat()) walk(item, `${prefix}[]`, entered);
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
      walk(schema.additionalProperties, `${prefix}.*`, entered);
    for (const [name, value] of Object.entries(schema.properties ?? {})) {
      const path = prefix ? `${prefix}.${name}` : name;
      if (seen.has(path)) continue;
      seen.add(path);
      const target = value.$ref ? defs[refName(value.$ref)] : undefined;
      keys.push({
        path,
        type: typeOf(value, defs),
        description: value.description ?? target?.description,
        default: value.default,
        required: schema.required?.includes(name) ?? false,
      });
      walk(value, path, entered);
    }
  };
  walk(root, '', new Set());
  return keys;
}

function defaultText(value: unknown): string {
  return value === undefined ? '' : code(JSON.stringify(value));
}

/** The config reference page: a section per top-level key, its nested keys in a table. */
export function configReferenceMarkdown(schema: JsonSchema): string {
  const keys = configKeys(schema);
  const out = [
    '---',
    'title: Config reference',
    'description: Every key of site.config.json and bookdocs.config.ts, with its type, default and meaning.',
    '---',
    '',
    '# Config reference',
    '',
    'Every key that `site.config.json` (or a `bookdocs.config.ts` through `defineConfig`) accepts. This page is',
    "generated when the handbook is built, from the descriptions in bookdocs' config schema",
    '(`src/render/site/config-schema.ts`, published as `schema/site.config.schema.json`): it lists exactly',
    'what the running version validates. A key that is not here is an `invalid-config` error.',
    '',
  ];
  for (const top of keys.filter((k) => !k.path.includes('.') && !k.path.includes('['))) {
    out.push(`## ${top.path}`, '');
    out.push(top.description ? prose(top.description) : '*(no description)*', '');
    out.push(`- Type: ${alternatives(top.type).map(code).join(' or ')}`);
    if (top.default !== undefined) out.push(`- Default: ${defaultText(top.default)}`);
    out.push('');
    const nested = keys.filter((k) => k.path.startsWith(`${top.path}.`) || k.path.startsWith(`${top.path}[`));
    if (nested.length > 0) {
      // A list, not a table: long paths, types and descriptions wrap on any screen.
      for (const k of nested) {
        const desc = k.description ? prose(k.description) : '*(no description)*';
        const fallback = k.default === undefined ? '' : ` Default: ${defaultText(k.default)}.`;
        const type = alternatives(k.type).map(code).join(' or ');
        const stop = /[.!?]$/.test(desc) ? '' : '.';
        out.push(`- ${code(k.path)}${k.required ? ' (required)' : ''}, ${type}: ${desc}${stop}${fallback}`);
      }
      out.push('');
    }
  }
  return `${out.join('\n')}\n`;
}

/** One option of a command as the reference lists it. */
export interface CliOption {
  command: string;
  flags: string;
  description: string;
}

/** Every option of every command (and the program's own `--version` and `--help`). */
export function cliOptions(program: Command): CliOption[] {
  const list: CliOption[] = program.options.map((o) => ({ command: '', flags: o.flags, description: o.description }));
  for (const cmd of program.commands)
    for (const o of cmd.options) list.push({ command: cmd.name(), flags: o.flags, description: o.description });
  return list;
}

function usage(cmd: Command): string {
  const args = cmd.registeredArguments.map((a) => {
    const name = `${a.name()}${a.variadic ? '...' : ''}`;
    return a.required ? `<${name}>` : `[${name}]`;
  });
  return ['bookdocs', cmd.name(), ...args].join(' ');
}

/** The CLI reference page: a section per command, its arguments and options. */
export function cliReferenceMarkdown(program: Command): string {
  const out = [
    '---',
    'title: CLI reference',
    'description: Every bookdocs command, argument and option.',
    '---',
    '',
    '# CLI reference',
    '',
    "This page is generated when the handbook is built, from the command definitions bookdocs' command line",
    'parses (`src/cli/index.ts`): every command and option of the running version, as `bookdocs <command> --help`',
    'prints them.',
    '',
    `${prose(program.description())}`,
    '',
    '```',
    program.commands.map((c) => `${usage(c).padEnd(34)} ${c.description().split(':')[0]}`).join('\n'),
    '```',
    '',
  ];
  for (const cmd of program.commands) {
    out.push(
      `## bookdocs ${cmd.name()}`,
      '',
      `${prose(cmd.description())}.`,
      '',
      '```',
      usage(cmd) + ' [options]',
      '```',
      '',
    );
    if (cmd.registeredArguments.length > 0) {
      out.push('| argument | description | default |', '| --- | --- | --- |');
      for (const a of cmd.registeredArguments) {
        const name = `${a.name()}${a.variadic ? '...' : ''}`;
        out.push(
          `| ${code(a.required ? `<${name}>` : `[${name}]`)} | ${prose(a.description)} | ${defaultText(a.defaultValue)} |`,
        );
      }
      out.push('');
    }
    if (cmd.options.length > 0) {
      const shown = (o: (typeof cmd.options)[number]): unknown => (o.negate ? undefined : o.defaultValue);
      const withDefaults = cmd.options.some((o) => shown(o) !== undefined);
      out.push(
        withDefaults ? '| option | description | default |' : '| option | description |',
        withDefaults ? '| --- | --- | --- |' : '| --- | --- |',
      );
      for (const o of cmd.options) {
        const desc = o.description ? prose(o.description) : '*(no description)*';
        out.push(`| ${code(o.flags)} | ${desc} |${withDefaults ? ` ${defaultText(shown(o))} |` : ''}`);
      }
      out.push('');
    }
  }
  out.push('## Every command', '', '| option | description |', '| --- | --- |');
  for (const o of program.options) out.push(`| ${code(o.flags)} | ${prose(o.description)} |`);
  out.push('| `-h, --help` | print the help of bookdocs or of a command |', '');
  out.push(
    'Exit status: `0` on success, `1` when errors stop a build (or `check` finds errors; warnings too with',
    '`--strict`), `70` on an internal bug.',
    '',
  );
  return `${out.join('\n')}\n`;
}
