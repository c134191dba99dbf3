// Read and validate site.config.json into a resolved config with absolute paths and defaults filled.
// Every problem is a diagnostic at its line and column in the file, all of them at once.
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { normalizeBase } from '../../shared/routes.js';
import { didYouMean } from '../../shared/did-you-mean.js';
import type { Diagnostic } from '../diagnostics.js';
import { siteConfigSchema, type SiteConfig } from './config-schema.js';
import { jsonPath, jsonPositions, type JsonPositions } from './json-position.js';
import { localeFolders } from './locale-folders.js';
import { displayPath } from './paths.js';

export const CONFIG_FILE = 'site.config.json';

export interface ResolvedConfig {
  config: SiteConfig;
  /** Folder holding site.config.json (or the docs folder itself in zero-config mode). */
  root: string;
  srcDir: string;
  outDir: string;
  publicDir: string | undefined;
  componentsDir: string | undefined;
  /** True when there was no site.config.json. */
  zeroConfig: boolean;
  /** Path of the config file as shown in messages. */
  configLabel: string;
  /** The text of site.config.json ('' in zero-config mode), to place findings about its values. */
  configSource: string;
}

export interface ConfigOverrides {
  outDir?: string;
  base?: string;
}

export interface ConfigResult {
  /** Undefined when a problem leaves nothing to go on (then `diagnostics` says why). */
  config?: ResolvedConfig;
  diagnostics: Diagnostic[];
}

const invalid = (message: string, at: Partial<Diagnostic>, hint?: string): Diagnostic => ({
  severity: 'error',
  rule: 'invalid-config',
  message,
  ...at,
  ...(hint !== undefined && { hint }),
});

/** Load the config of the site rooted at `root`: every problem is reported, each with its position. */
export function loadConfig(root: string, overrides: ConfigOverrides = {}): ConfigResult {
  const absRoot = path.resolve(root);
  if (!fs.existsSync(absRoot) || !fs.statSync(absRoot).isDirectory()) {
    return { diagnostics: [invalid(`no such folder: ${root}`, {}, 'pass the folder that holds site.config.json, or a folder of Markdown files')] };
  }
  const file = path.join(absRoot, CONFIG_FILE);
  const configLabel = displayPath(file);
  let raw: unknown = {};
  let text = '';
  const zeroConfig = !fs.existsSync(file);
  if (!zeroConfig) {
    text = fs.readFileSync(file, 'utf8');
    try {
      raw = JSON.parse(text);
    } catch (err) {
      return { diagnostics: [jsonSyntaxError(text, err as Error, configLabel)] };
    }
  } else {
    // A bilingual folder (`en/`, `zh/`…) is a site with a locale per language folder.
    const locales = localeFolders(absRoot, 'en-US');
    raw = { title: path.basename(absRoot), srcDir: '.', ...(locales && { locales }) };
  }
  const parsed = parseSiteConfig(raw, configLabel, text);
  if (!parsed.config) return { diagnostics: parsed.diagnostics };
  const config = parsed.config;
  if (overrides.base !== undefined) config.base = normalizeBase(overrides.base);
  const srcDir = path.resolve(absRoot, config.srcDir);
  if (!fs.existsSync(srcDir)) {
    const at = { file: configLabel, ...jsonPositions(text).nearest(['srcDir']) };
    return { diagnostics: [invalid(`srcDir: folder ${displayPath(srcDir)} does not exist`, at, 'create it, or set "srcDir" to the folder holding your Markdown pages')] };
  }
  const outDir = overrides.outDir ? path.resolve(overrides.outDir) : path.resolve(absRoot, config.outDir);
  let publicDir: string | undefined;
  if (config.publicDir) publicDir = path.resolve(absRoot, config.publicDir);
  else {
    publicDir = [path.join(srcDir, 'public'), path.join(srcDir, '.vuepress', 'public')].find((p) => fs.existsSync(p));
  }
  // In zero-config mode the root is the docs folder itself: a folder named "components" there holds pages.
  const componentsPath = zeroConfig ? undefined : path.resolve(absRoot, config.componentsDir);
  const componentsDir = componentsPath && fs.existsSync(componentsPath) ? componentsPath : undefined;
  return { config: { config, root: absRoot, srcDir, outDir, publicDir, componentsDir, zeroConfig, configLabel, configSource: text }, diagnostics: [] };
}

/**
 * Validate a parsed JSON value; every problem is reported with its path, a hint, and (given the
 * file's text) its line and column.
 */
export function parseSiteConfig(raw: unknown, label = CONFIG_FILE, text = ''): { config?: SiteConfig; diagnostics: Diagnostic[] } {
  const result = siteConfigSchema.safeParse(raw);
  if (result.success) {
    result.data.base = normalizeBase(result.data.base);
    return { config: result.data, diagnostics: [] };
  }
  const positions = jsonPositions(text);
  return { diagnostics: result.error.issues.flatMap((issue) => issueToDiagnostics(issue, label, positions)) };
}

function issueToDiagnostics(issue: z.core.$ZodIssue, label: string, positions: JsonPositions): Diagnostic[] {
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
    if (best && depth(best) > 0) return best.flatMap((i) => issueToDiagnostics({ ...i, path: [...issue.path, ...i.path] }, label, positions));
  }
  return [invalid(`${at || '(root)'}: ${issue.message}`, { file: label, ...positions.nearest(issue.path) }, hintFor(issue))];
}
function depth(issues: z.core.$ZodIssue[]): number {
  return Math.max(...issues.map((i) => i.path.length));
}

function hintFor(issue: z.core.$ZodIssue): string | undefined {
  if (issue.code === 'invalid_type') return `expected a value of type ${issue.expected}`;
  if (issue.code === 'invalid_value') return `allowed values: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
  return undefined;
}

type AnyDef = { type: string; innerType?: z.ZodType; options?: z.ZodType[]; element?: z.ZodType; valueType?: z.ZodType; shape?: Record<string, z.ZodType> };
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

function jsonSyntaxError(text: string, err: Error, label: string): Diagnostic {
  const m = /position (\d+)/.exec(err.message);
  let line: number | undefined;
  let column: number | undefined;
  if (m) {
    const before = text.slice(0, Number(m[1]));
    line = before.split('\n').length;
    column = before.length - before.lastIndexOf('\n');
  }
  const lineCol = /line (\d+) column (\d+)/.exec(err.message);
  if (lineCol) {
    line = Number(lineCol[1]);
    column = Number(lineCol[2]);
  }
  return invalid(
    `invalid JSON: ${err.message.replace(/ in JSON at position \d+.*$/, '')}`,
    { file: label, ...(line !== undefined && { line }), ...(column !== undefined && { column }) },
    'site.config.json must be plain JSON: double-quoted keys, no trailing commas, no comments',
  );
}
