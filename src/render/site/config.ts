// Read and validate site.config.json (or a config in code, bookdocs.config.ts: config-code.ts) into a
// resolved config with absolute paths and defaults filled. Every problem is a diagnostic at its line
// and column in the file, all of them at once.
import fs from 'node:fs';
import path from 'node:path';
import { normalizeBase } from '../../shared/routes.js';
import type { Diagnostic } from '../diagnostics.js';
import type { SiteConfig } from './config-schema.js';
import { codePositions, type ConfigPositions } from './code-positions.js';
import { CONFIG_FILE, findConfigFile, invalidConfig } from './config-files.js';
import { DigestMemo } from '../incremental/digest-memo.js';
import { toolkitFingerprint } from '../incremental/toolkit-fingerprint.js';
import { jsonPositions } from './json-position.js';
import { localeFolders, rewrittenLocales } from './locale-folders.js';
import { displayPath } from './paths.js';
import { docsFolderOf, findVitePressConfig, findVuePressConfig } from './docs-folder.js';
import type { ForeignConfig, ForeignMarkdown } from './foreign-config.js';
import type { Rewrite } from './rewrites.js';
import type { VueThemeConfig } from './vitepress-theme-config.js';
import type { ConfigModule } from '../plugins/load-plugins.js';
import { isPluginObjectEntry } from '../plugins/plugin-entries.js';

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
  /** Zero config whose title came from a VitePress or VuePress config: its home page does not rename the site. */
  titled?: boolean;
  /** Zero config with a VitePress config: its `.vitepress` folder (its theme's stylesheets are loaded). */
  vitepressDir?: string;
  /**
   * The project's Vue components that could not be compiled (the load step warned about each, once):
   * their tags in pages are left out without a second warning. Sorted; absent when none.
   */
  vueUnrendered?: string[];
  /** Zero config with a VitePress config: its `themeConfig`, what its Vue components read as `useData().theme`. */
  vueThemeConfig?: VueThemeConfig;
  /** Path of the config file as shown in messages. */
  configLabel: string;
  /** The text of the config file ('' in zero-config mode), to place findings about its values. */
  configSource: string;
  /** The config file and, for a config in code, the local modules it imports (absolute; none in zero-config mode). */
  configFiles: string[];
  /** A config in code compiled (see config-code.ts): the page workers take its plugin objects from it. */
  configModule?: ConfigModule;
  /**
   * A VitePress config's `rewrites` (see rewrites.ts): a Markdown file's path under srcDir → the path
   * the page is known by (its route, and the folder its relative links start from).
   */
  rewrite?: Rewrite;
  /** Markdown settings of a VitePress config (attribute delimiters, heading slugify): page settings. */
  markdown?: ForeignMarkdown;
}

/** The VitePress or VuePress config of a docs folder, run and mapped (their modules loaded only then). */
async function foreignConfig(
  srcDir: string,
): Promise<(ForeignConfig & { file: string; tool: 'VitePress' | 'VuePress' }) | undefined> {
  const vitepress = findVitePressConfig(srcDir);
  if (vitepress)
    return {
      file: vitepress,
      tool: 'VitePress',
      ...(await (await import('./vitepress-config.js')).readVitePressConfig(vitepress)),
    };
  const vuepress = findVuePressConfig(srcDir);
  if (vuepress)
    return {
      file: vuepress,
      tool: 'VuePress',
      ...(await (await import('./vuepress-config.js')).readVuePressConfig(vuepress, srcDir)),
    };
  return undefined;
}

/** A VitePress or VuePress config's locales over those found from language folders (their labels in the language, search placeholder). */
function withFolderDefaults(
  configured: object,
  found: Record<string, { labels?: object }> | undefined,
): Record<string, object> {
  return Object.fromEntries(
    Object.entries(configured as Record<string, { labels?: object }>).map(([key, locale]) => {
      const labels =
        found?.[key]?.labels || locale.labels ? { labels: { ...found?.[key]?.labels, ...locale.labels } } : {};
      return [key, { ...found?.[key], ...locale, ...labels }];
    }),
  );
}

export interface ConfigOverrides {
  outDir?: string;
  base?: string;
  /** The docs folder, relative to the root or absolute (a version's own, see build/ref-versions.ts). */
  srcDir?: string;
}

export interface ConfigResult {
  /** Undefined when a problem leaves nothing to go on (then `diagnostics` says why). */
  config?: ResolvedConfig;
  diagnostics: Diagnostic[];
  /** The files the config was read from, also when it failed: a change to one is a change of the config. */
  configFiles: string[];
}

const invalid = invalidConfig;

/** Load the config of the site rooted at `root`: every problem is reported, each with its position. */
export async function loadConfig(
  root: string,
  overrides: ConfigOverrides = {},
  memo: DigestMemo = new DigestMemo(),
): Promise<ConfigResult> {
  const absRoot = path.resolve(root);
  if (!fs.existsSync(absRoot) || !fs.statSync(absRoot).isDirectory()) {
    return {
      diagnostics: [
        {
          severity: 'error',
          rule: 'not-a-folder',
          message: fs.existsSync(absRoot) ? `not a folder: ${root}` : `no such folder: ${root}`,
          hint: 'pass the folder that holds site.config.json, or a folder of Markdown files',
        },
      ],
      configFiles: [],
    };
  }
  const found = findConfigFile(absRoot);
  if (found.kind === 'conflict') return { diagnostics: [found.diagnostic], configFiles: found.files };
  const file = found.kind === 'none' ? path.join(absRoot, CONFIG_FILE) : found.file;
  let configLabel = displayPath(file);
  let raw: unknown = {};
  let text = '';
  let configFiles: string[] = [];
  let configModule: ConfigModule | undefined;
  let rewrite: Rewrite | undefined;
  const zeroConfig = found.kind === 'none';
  /** Warnings about the config that do not stop it (values of a VitePress or VuePress config left out). */
  const warnings: Diagnostic[] = [];
  /** Zero config with a title from a VitePress or VuePress config: the home page does not rename the site. */
  let titled = false;
  /** A VitePress config's Markdown settings that are page settings (vitepress-markdown.ts). */
  let markdown: ForeignMarkdown | undefined;
  let vueThemeConfig: VueThemeConfig | undefined;
  let vitepressDir: string | undefined;
  if (found.kind === 'code') {
    const { loadCodeConfig } = await import('./config-code.js');
    const code = await loadCodeConfig(file);
    configFiles = code.files;
    if (code.diagnostics.length) return { diagnostics: code.diagnostics, configFiles };
    text = code.text;
    raw = code.raw;
    configModule = code.module;
  } else if (found.kind === 'json') {
    configFiles = [file];
    text = fs.readFileSync(file, 'utf8');
    try {
      raw = JSON.parse(text);
    } catch (err) {
      return { diagnostics: [jsonSyntaxError(text, err as Error, configLabel)], configFiles };
    }
  } else {
    // A VitePress or VuePress project's own config gives its title, nav, sidebar and locales (see
    // vitepress-config.ts, vuepress-config.ts). One at the root decides where the pages are (its
    // srcDir, `src/` say); else a repository with its documentation in docs/ builds that folder (see
    // docs-folder.ts), as it does when the root's config cannot be run.
    const atRoot = await foreignConfig(absRoot);
    const docsDir = atRoot && !atRoot.failed ? '.' : (docsFolderOf(absRoot) ?? '.');
    const foreign = (docsDir === '.' ? undefined : await foreignConfig(path.join(absRoot, docsDir))) ?? atRoot;
    // Its srcDir (VitePress) is relative to the folder holding .vitepress.
    const srcDir = typeof foreign?.raw.srcDir === 'string' ? path.join(docsDir, foreign.raw.srcDir) : docsDir;
    // A bilingual folder (`en/`, `zh/`…) is a site with a locale per language folder (but one its
    // rewrites move elsewhere).
    const folders = localeFolders(path.join(absRoot, srcDir), 'en-US');
    const locales = foreign?.rewrite ? rewrittenLocales(folders, foreign.rewrite) : folders;
    raw = { title: path.basename(absRoot), srcDir, ...(locales && { locales }) };
    if (foreign) {
      // Messages about the config (dev: "… changed", its warnings in the site's problems) name it.
      configLabel = displayPath(foreign.file);
      configFiles = foreign.files;
      warnings.push(...foreign.diagnostics);
      raw = {
        ...(raw as object),
        ...foreign.raw,
        srcDir,
        ...(foreign.raw.locales !== undefined && {
          locales: withFolderDefaults(foreign.raw.locales as object, locales),
        }),
      };
      titled = 'title' in foreign.raw;
      rewrite = foreign.rewrite;
      markdown = foreign.markdown;
      vueThemeConfig = foreign.themeConfig;
      // The theme's folder: .vitepress beside the config's srcDir base (docs/ or the root).
      if (foreign.tool === 'VitePress') vitepressDir = path.join(absRoot, docsDir, '.vitepress');
    }
  }
  const positions = found.kind === 'code' ? codePositions(text) : jsonPositions(text);
  const parsed = await validateConfig(raw, configLabel, positions, memo);
  if (!parsed.config) return { diagnostics: parsed.diagnostics, configFiles };
  const config = parsed.config;
  if (overrides.base !== undefined) config.base = normalizeBase(overrides.base);
  if (overrides.srcDir !== undefined) config.srcDir = overrides.srcDir;
  const srcDir = path.resolve(absRoot, config.srcDir);
  if (!fs.existsSync(srcDir)) {
    const at = { file: configLabel, ...positions.nearest(['srcDir']) };
    return {
      diagnostics: [
        {
          ...invalid(
            `srcDir: folder ${displayPath(srcDir)} does not exist`,
            at,
            'create it, or set "srcDir" to the folder holding your Markdown pages',
          ),
          rule: 'not-a-folder',
        },
      ],
      configFiles,
    };
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
  return {
    config: {
      config,
      root: absRoot,
      srcDir,
      outDir,
      publicDir,
      componentsDir,
      themeDir,
      zeroConfig,
      ...(titled && { titled }),
      ...(vitepressDir && { vitepressDir }),
      configLabel,
      configSource: text,
      configFiles,
      ...(configModule && { configModule }),
      ...(rewrite && { rewrite }),
      ...(markdown && { markdown }),
      ...(vueThemeConfig && { vueThemeConfig }),
    },
    diagnostics: warnings,
    configFiles,
  };
}

/** Where the config's values are written: JSON positions, or the keys found in a config in code. */
export function configPositionsOf(rc: ResolvedConfig): ConfigPositions | undefined {
  if (rc.zeroConfig) return undefined;
  return path.basename(rc.configFiles[0] ?? CONFIG_FILE) === CONFIG_FILE
    ? jsonPositions(rc.configSource)
    : codePositions(rc.configSource);
}

/**
 * The config validated (config-validate.ts, with zod), or, for a config validated before by the same
 * toolkit, the result remembered then: zod and the schema take ~60 ms to load, most of an unchanged
 * build's time. Only a valid config is remembered; problems are always found afresh, with positions.
 */
async function validateConfig(
  raw: unknown,
  label: string,
  positions: ConfigPositions,
  memo: DigestMemo,
): Promise<{ config?: SiteConfig; diagnostics: Diagnostic[] }> {
  // Plugin objects (a config in code) are no JSON: validated and remembered as `{}`, then put back.
  const given = (raw as { plugins?: unknown } | null)?.plugins;
  const entries: unknown[] = Array.isArray(given) ? given : [];
  const objects = new Map<number, unknown>();
  entries.forEach((p, i) => isPluginObjectEntry(p) && objects.set(i, p));
  const plain = objects.size ? { ...(raw as object), plugins: entries.map((p, i) => (objects.has(i) ? {} : p)) } : raw;
  const withObjects = (config: SiteConfig): SiteConfig =>
    objects.size ? { ...config, plugins: config.plugins.map((p, i) => (objects.get(i) as typeof p) ?? p) } : config;
  const key = `${toolkitFingerprint(memo)}\0${JSON.stringify(plain)}`;
  const known = memo.memoized<SiteConfig>('config', key);
  if (known) return { config: withObjects(known), diagnostics: [] };
  const { parseSiteConfig } = await import('./config-validate.js');
  const parsed = parseSiteConfig(plain, label, positions);
  if (!parsed.config) return parsed;
  memo.memoized('config', key, parsed.config);
  return { ...parsed, config: withObjects(parsed.config) };
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
