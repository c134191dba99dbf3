// Read and validate site.config.json (or a config in code, bookdocs.config.ts: config-code.ts) into a
// resolved config with absolute paths and defaults filled. Every problem is a diagnostic at its line
// and column in the file, all of them at once.
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { normalizeBase } from '../../shared/routes.js';
import { didYouMean } from '../../shared/did-you-mean.js';
import type { Diagnostic } from '../diagnostics.js';
import { siteConfigSchema, type SiteConfig } from './config-schema.js';
import { codePositions, type ConfigPositions } from './code-positions.js';
import { CONFIG_FILE, findConfigFile } from './config-files.js';
import { jsonPath, jsonPositions } from './json-position.js';
import { localeFolders } from './locale-folders.js';
import { displayPath } from './paths.js';

export { CONFIG_FILE } from './config-files.js';

export interface ResolvedConfig {
  config: SiteConfig;
  /** Folder holding the config file (or the docs folder itself in zero-config mode). */
  root: string;
  srcDir: string;
  outDir: string;
  publicDir: string | undefined;
  componentsDir: string | undefined;
  /** The site's theme overrides (site/theme.ts); undefined when the folder does not exist. */
  themeDir: string | undefined;
  /** True when there was no config file. */
  zeroConfig: boolean;
  /** Path of the config file as shown in messages. */
  configLabel: string;
  /** The text of the config file ('' in zero-config mode), to place findings about its values. */
  configSource: string;
  /** The config file and, for a config in code, the local modules it imports (absolute; none in zero-config mode). */
  configFiles: string[];
}

export interface ConfigOverrides {
  outDir?: string;
  base?: string;
}

export interface ConfigResult {
  /** Undefined when a problem leaves nothing to go on (then `diagnostics` says why). */
  config?: ResolvedConfig;
  diagnostics: Diagnostic[];
  /** The files the config was read from, also when it failed: a change to one is a change of the config. */
  configFiles: string[];
}

const invalid = (message: string, at: Partial<Diagnostic>, hint?: string): Diagnostic => ({
  severity: 'error',
  rule: 'invalid-config',
  message,
  ...at,
  ...(hint !== undefined && { hint }),
});

/** Load the config of the site rooted at `root`: every problem is reported, each with its position. */
export async function loadConfig(root: string, overrides: ConfigOverrides = {}): Promise<ConfigResult> {
  const absRoot = path.resolve(root);
  if (!fs.existsSync(absRoot) || !fs.statSync(absRoot).isDirectory()) {
    return { diagnostics: [invalid(`no such folder: ${root}`, {}, 'pass the folder that holds site.config.json, or a folder of Markdown files')], configFiles: [] };
  }
  const found = findConfigFile(absRoot);
  if (found.kind === 'conflict') return { diagnostics: [found.diagnostic], configFiles: found.files };
  const file = found.kind === 'none' ? path.join(absRoot, CONFIG_FILE) : found.file;
  const configLabel = displayPath(file);
  let raw: unknown = {};
  let text = '';
  let configFiles: string[] = [];
  const zeroConfig = found.kind === 'none';
  if (found.kind === 'code') {
    const { loadCodeConfig } = await import('./config-code.js');
    const code = await loadCodeConfig(file);
    configFiles = code.files;
    if (code.diagnostics.length) return { diagnostics: code.diagnostics, configFiles };
    text = code.text;
    raw = code.raw;
  } else if (found.kind === 'json') {
    configFiles = [file];
    text = fs.readFileSync(file, 'utf8');
    try {
      raw = JSON.parse(text);
    } catch (err) {
      return { diagnostics: [jsonSyntaxError(text, err as Error, configLabel)], configFiles };
    }
  } else {
    // A bilingual folder (`en/`, `zh/`…) is a site with a locale per language folder.
    const locales = localeFolders(absRoot, 'en-US');
    raw = { title: path.basename(absRoot), srcDir: '.', ...(locales && { locales }) };
  }
  const positions = found.kind === 'code' ? codePositions(text) : jsonPositions(text);
  const parsed = parseSiteConfig(raw, configLabel, positions);
  if (!parsed.config) return { diagnostics: parsed.diagnostics, configFiles };
  const config = parsed.config;
  if (overrides.base !== undefined) config.base = normalizeBase(overrides.base);
  const srcDir = path.resolve(absRoot, config.srcDir);
  if (!fs.existsSync(srcDir)) {
    const at = { file: configLabel, ...positions.nearest(['srcDir']) };
    return { diagnostics: [invalid(`srcDir: folder ${displayPath(srcDir)} does not exist`, at, 'create it, or set "srcDir" to the folder holding your Markdown pages')], configFiles };
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
  const themePath = zeroConfig ? undefined : path.resolve(absRoot, config.themeDir);
  const themeDir = themePath && fs.existsSync(themePath) ? themePath : undefined;
  return { config: { config, root: absRoot, srcDir, outDir, publicDir, componentsDir, themeDir, zeroConfig, configLabel, configSource: text, configFiles }, diagnostics: [], configFiles };
}

/** Where the config's values are written: JSON positions, or the keys found in a config in code. */
export function configPositionsOf(rc: ResolvedConfig): ConfigPositions | undefined {
  if (rc.zeroConfig) return undefined;
  return path.basename(rc.configFiles[0] ?? CONFIG_FILE) === CONFIG_FILE ? jsonPositions(rc.configSource) : codePositions(rc.configSource);
}

/**
 * Validate a parsed JSON value (or a config in code's export); every problem is reported with its
 * path, a hint, and (given the JSON file's text, or the positions of a config in code) its line and column.
 */
export function parseSiteConfig(raw: unknown, label = CONFIG_FILE, text: string | ConfigPositions = ''): { config?: SiteConfig; diagnostics: Diagnostic[] } {
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
