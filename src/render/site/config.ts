// Read and validate site.config.json into a resolved config with absolute paths and defaults filled.
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { siteConfigSchema, type SiteConfig } from './config-schema.js';
import { BookdocsError, didYouMean } from '../errors.js';
import { normalizeBase } from '../../shared/routes.js';

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
}

export interface ConfigOverrides {
  outDir?: string;
  base?: string;
}

/** Load the site rooted at `root`. Throws a list of BookdocsErrors (all problems at once). */
export function loadConfig(root: string, overrides: ConfigOverrides = {}): ResolvedConfig {
  const absRoot = path.resolve(root);
  if (!fs.existsSync(absRoot) || !fs.statSync(absRoot).isDirectory()) {
    throw [new BookdocsError(`no such folder: ${root}`, undefined, 'pass the folder that holds site.config.json, or a folder of Markdown files')];
  }
  const file = path.join(absRoot, CONFIG_FILE);
  const configLabel = displayPath(file);
  let raw: unknown = {};
  const zeroConfig = !fs.existsSync(file);
  if (!zeroConfig) {
    const text = fs.readFileSync(file, 'utf8');
    try {
      raw = JSON.parse(text);
    } catch (err) {
      throw [jsonSyntaxError(text, err as Error, configLabel)];
    }
  } else {
    raw = { title: path.basename(absRoot), srcDir: '.' };
  }
  const config = parseSiteConfig(raw, configLabel);
  if (overrides.base !== undefined) config.base = normalizeBase(overrides.base);
  const srcDir = path.resolve(absRoot, config.srcDir);
  if (!fs.existsSync(srcDir)) {
    throw [new BookdocsError(`srcDir: folder ${displayPath(srcDir)} does not exist`, { file: configLabel }, 'create it, or set "srcDir" to the folder holding your Markdown pages')];
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
  return { config, root: absRoot, srcDir, outDir, publicDir, componentsDir, zeroConfig, configLabel };
}

/** Validate a parsed JSON value; every problem is reported, each with its JSON path and a hint. */
export function parseSiteConfig(raw: unknown, label = CONFIG_FILE): SiteConfig {
  const result = siteConfigSchema.safeParse(raw);
  if (result.success) {
    result.data.base = normalizeBase(result.data.base);
    return result.data;
  }
  throw result.error.issues.flatMap((issue) => issueToErrors(issue, label));
}

function issueToErrors(issue: z.core.$ZodIssue, label: string): BookdocsError[] {
  const at = jsonPath(issue.path);
  if (issue.code === 'unrecognized_keys') {
    const known = knownKeysAt(issue.path);
    return issue.keys.map((key) => {
      const suggestion = didYouMean(key, known);
      const where = jsonPath([...issue.path, key]);
      return new BookdocsError(
        `${label}: ${where}: unknown key${suggestion ? ` — did you mean "${suggestion}"?` : ''}`,
        undefined,
        suggestion ? `rename it to "${suggestion}"` : `known keys here: ${known.join(', ')}`,
      );
    });
  }
  if (issue.code === 'invalid_union') {
    // Report the branch that got furthest, which is what the author most likely meant.
    // Fewest problems first, then the deepest; on a tie the first branch (schemas list the simple form first).
    const branches = issue.errors.filter((b) => b.length > 0);
    const best = [...branches].sort((a, b) => a.length - b.length || depth(b) - depth(a))[0];
    if (best && depth(best) > 0) return best.flatMap((i) => issueToErrors({ ...i, path: [...issue.path, ...i.path] }, label));
  }
  return [new BookdocsError(`${label}: ${at || '(root)'}: ${issue.message}`, undefined, hintFor(issue))];
}

function depth(issues: z.core.$ZodIssue[]): number {
  return Math.max(...issues.map((i) => i.path.length));
}

function hintFor(issue: z.core.$ZodIssue): string | undefined {
  if (issue.code === 'invalid_type') return `expected a value of type ${issue.expected}`;
  if (issue.code === 'invalid_value') return `allowed values: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
  return undefined;
}

function jsonPath(parts: readonly PropertyKey[]): string {
  let out = '';
  for (const p of parts) {
    if (typeof p === 'number') out += `[${p}]`;
    else out += out ? `.${String(p)}` : String(p);
  }
  return out;
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

function jsonSyntaxError(text: string, err: Error, label: string): BookdocsError {
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
  return new BookdocsError(
    `invalid JSON: ${err.message.replace(/ in JSON at position \d+.*$/, '')}`,
    { file: label, line, column },
    'site.config.json must be plain JSON: double-quoted keys, no trailing commas, no comments',
  );
}

export function displayPath(p: string): string {
  const rel = path.relative(process.cwd(), p);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep).join('/') : p;
}
