// The config's `plugins`: each spec resolved from the site's folder (a path, a package, or one of
// bookdocs' own: `bookdocs/math`), keyed by its code and options, and imported; a plugin object of a
// config in code taken as it is, keyed by the config's code. A plugin of the site's own files (or in
// TypeScript) is compiled first (compiled-module.ts): the module imported is new whenever one of its
// files changed, the files it imports included. Every problem is a diagnostic naming the plugin; a
// plugin that cannot load is left out and the others still run.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import type { Diagnostic } from '../diagnostics.js';
import type { JsonPath } from '../site/json-position.js';
import { displayPath } from '../site/paths.js';
import { TOOLKIT_ROOT } from '../toolkit.js';
import { isPluginObjectEntry, type PluginEntry, type PluginSpec } from './plugin-entries.js';
import { adopt, instantiate, PluginLoadError, type LoadedPlugin, type PluginRef } from './plugin-instances.js';

export type { PluginSpec } from './plugin-entries.js';

/** bookdocs' own plugins, built on the same API: `bookdocs/<name>`. */
const FIRST_PARTY: Record<string, string> = {
  graphviz: 'lib/plugins/graphviz/index.js',
  math: 'lib/plugins/math/index.js',
  mermaid: 'lib/plugins/mermaid/index.js',
};

export interface PluginsResult {
  plugins: LoadedPlugin[];
  diagnostics: Diagnostic[];
  /** The plugins' local files (absolute; not packages): the dev server reloads the site when one changes. */
  files: string[];
}

/** The compiled config in code (see config-code.ts): where the page workers take its plugin objects from. */
export interface ConfigModule {
  file: string;
  code: string;
  packages: string[];
}

/**
 * Where a plugins entry is written: `at(i)` the i-th, `at(i, path)` a place inside it (an option of
 * `["./x.ts", { … }]` is at `[1, "key"]`, of `readingTime({ … })` at `["key"]`).
 */
export type PluginPlace = (i: number, inside?: JsonPath) => Partial<Diagnostic>;

/** Resolve, key and import the config's plugins, in order. */
export async function loadPlugins(
  entries: readonly (PluginEntry | PluginSpec)[],
  root: string,
  at: PluginPlace,
  configModule?: ConfigModule,
): Promise<PluginsResult> {
  const diagnostics: Diagnostic[] = [];
  const plugins: LoadedPlugin[] = [];
  const files: string[] = [];
  // A site without plugins loads nothing more (esbuild included: an unchanged build needs none).
  if (!entries.length) return { plugins, diagnostics, files };
  for (const [i, entry] of entries.entries()) {
    const object = isPluginObjectEntry(entry);
    const name = object ? `plugins[${i}]` : typeof entry === 'string' ? entry : entry[0];
    try {
      if (object) plugins.push(await objectPlugin(entry, i, configModule));
      else {
        const options = typeof entry === 'string' ? undefined : entry[1];
        const module = await resolvePlugin(name, root);
        const code = await pluginCode(module, name);
        files.push(...code.files);
        const ref: PluginRef = {
          spec: name,
          module: code.module,
          ...(options !== undefined && { options }),
          key: crypto
            .createHash('sha256')
            .update(JSON.stringify(options ?? null))
            .update('\0')
            .update(code.key)
            .digest('hex'),
        };
        plugins.push(await instantiate(ref));
      }
    } catch (err) {
      const e =
        err instanceof PluginLoadError
          ? err
          : new PluginLoadError(
              { spec: name },
              `plugin "${name}": ${(err as Error).message}`,
              'check the plugin module',
            );
      const { issues, at: inCode } = e.detail;
      // An option's problem at the option (in ["./x", { … }] its options are the entry's second item).
      const inOptions = (p: JsonPath) => (object ? p : typeof entry === 'string' ? [] : [1, ...p]);
      if (issues)
        for (const issue of issues)
          diagnostics.push({
            severity: 'error',
            rule: 'plugin-error',
            message: `${e.message.replace(/: its options are not valid$/, '')}: ${['options', ...issue.path.map(String)].join('.')}: ${issue.message}`,
            ...(issue.hint && { hint: issue.hint }),
            ...at(i, inOptions(issue.path)),
          });
      else
        diagnostics.push({
          severity: 'error',
          rule: 'plugin-error',
          message: e.message,
          hint: e.hint,
          ...(inCode ? { file: displayPath(inCode.file), line: inCode.line, column: inCode.column } : at(i)),
        });
    }
  }
  const seen = new Map<string, string>();
  for (const { plugin, ref } of plugins) {
    const first = seen.get(plugin.name);
    if (first)
      diagnostics.push({
        severity: 'warning',
        rule: 'plugin-error',
        message: `plugins "${first}" and "${ref.spec}" are both named "${plugin.name}"`,
        hint: 'list each plugin once',
      });
    seen.set(plugin.name, ref.spec);
  }
  return { plugins, diagnostics, files: [...new Set(files)] };
}

/**
 * A plugin object of the config (`plugins[i]`), or the promise of one. The page workers run the
 * compiled config and take the same entry; its key is the config's code (its local modules included)
 * and the versions of the packages it imports: a change to the plugin's code, or to the config, is
 * a new key.
 */
async function objectPlugin(entry: unknown, i: number, config: ConfigModule | undefined): Promise<LoadedPlugin> {
  const spec = `plugins[${i}]`;
  if (!config)
    throw new PluginLoadError(
      { spec },
      `${spec}: a plugin object can only be given in a config in code (bookdocs.config.ts)`,
      'in site.config.json, name the plugin\'s module: "./plugins/x.mjs" or ["./plugins/x.mjs", { options }]',
    );
  const key = crypto
    .createHash('sha256')
    .update(`config-entry:${i}\0`)
    .update(config.code)
    .update('\0')
    .update(config.packages.map(packageVersion).join(','))
    .digest('hex');
  return adopt({ spec, module: config.file, entry: i, key }, entry);
}

/** The module file of a spec, resolved as an `import` from the site's folder would be. */
export async function resolvePlugin(spec: string, root: string): Promise<string> {
  const own = /^bookdocs\/([\w-]+)$/.exec(spec);
  if (own) {
    const file = FIRST_PARTY[own[1]!];
    if (!file)
      throw new PluginLoadError(
        { spec },
        `bookdocs has no plugin "${spec}"`,
        `bookdocs' own plugins are ${Object.keys(FIRST_PARTY)
          .map((n) => `"bookdocs/${n}"`)
          .join(', ')}`,
      );
    return path.join(TOOLKIT_ROOT, file);
  }
  if (spec.startsWith('.') || path.isAbsolute(spec)) {
    const file = path.resolve(root, spec);
    if (!fs.existsSync(file))
      throw new PluginLoadError(
        { spec },
        `plugin "${spec}" not found: no file ${file}`,
        'the path is relative to the folder holding the config',
      );
    return file;
  }
  let found: string | undefined;
  let error = '';
  const esbuild = await import('esbuild');
  // esbuild resolves exactly as a bundler importing the package from the site's folder would
  // (package "exports", the "import" condition): the file is recorded and nothing is bundled.
  await esbuild
    .build({
      stdin: { contents: `import ${JSON.stringify(spec)};`, resolveDir: root },
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      logLevel: 'silent',
      plugins: [
        {
          name: 'find',
          setup(build) {
            build.onResolve({ filter: /.*/ }, async (args) => {
              if (args.pluginData === 'inner' || args.importer !== '<stdin>') return undefined;
              const r = await build.resolve(args.path, {
                kind: args.kind,
                resolveDir: args.resolveDir,
                pluginData: 'inner',
              });
              if (r.errors.length) error = r.errors[0]!.text;
              else found = r.path;
              return { path: args.path, external: true };
            });
          },
        },
      ],
    })
    .catch(() => undefined);
  if (!found)
    throw new PluginLoadError(
      { spec },
      `plugin "${spec}" not found${error ? `: ${error}` : ''}`,
      `install it (npm install -D ${spec}) in the site's folder, or give a path starting with "./"`,
    );
  return found;
}

/**
 * A plugin's code: the module to import, a hash of what it does, and its local files. A module of the
 * site's own (not in node_modules), or one in TypeScript, is compiled with the local files it imports
 * and keyed by the result and the versions of the packages it imports; a package's module is
 * imported as it is, keyed by its name and version and those of the packages it imports.
 */
export async function pluginCode(
  module: string,
  spec: string,
): Promise<{ module: string; key: string; files: string[] }> {
  const inPackage = module.split(path.sep).includes('node_modules');
  // bookdocs' own plugins are imported as they are (the toolkit's code is never the site's).
  const own = module.startsWith(TOOLKIT_ROOT + path.sep);
  if ((!inPackage && !own) || /\.[cm]?tsx?$/.test(module)) {
    // (esbuild and the compiler are loaded only for a plugin that needs them.)
    const { compileModule } = await import('../site/compiled-module.js');
    const compiled = await compileModule(module);
    if (!compiled.ok) {
      const [first] = compiled.errors;
      throw new PluginLoadError(
        { spec },
        `plugin "${spec}": ${first?.text ?? 'cannot be compiled'}`,
        'fix the syntax or the import there',
        first?.file ? { at: { file: first.file, line: first.line, column: first.column } } : {},
      );
    }
    const key = crypto
      .createHash('sha256')
      .update(compiled.code)
      .update('\0')
      .update(compiled.packages.map(packageVersion).join(','))
      .digest('hex');
    return { module: compiled.file, key, files: inPackage || own ? [] : compiled.inputs };
  }
  const hash = crypto.createHash('sha256');
  const pkg = packageOf(module);
  const esbuild = await import('esbuild');
  const result = await esbuild
    .build({
      entryPoints: [module],
      bundle: true,
      packages: 'external',
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      logLevel: 'silent',
    })
    .catch(() => undefined);
  // The packages it imports, by their installed versions (an update of KaTeX under the same plugin changes its output).
  if (result) hash.update(importedPackages(result.metafile).join(',')).update('\0');
  if (pkg && inPackage) return { module, key: hash.update(`${pkg.name}@${pkg.version}`).digest('hex'), files: [] };
  const files = (result ? Object.keys(result.metafile.inputs) : [module]).map((f) => path.resolve(f)).sort();
  for (const file of files) {
    hash.update(file).update('\0');
    try {
      hash.update(fs.readFileSync(file));
    } catch {
      hash.update('-');
    }
  }
  return { module, key: hash.digest('hex'), files };
}

/** `name@version` of the package a file belongs to (the nearest package.json with a name above it). */
function packageVersion(file: string): string {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (pkg.name) return `${pkg.name}@${pkg.version ?? '?'}`;
    } catch {
      /* none here: look further up */
    }
  }
  return file;
}

/** `name@version` of each package the bundled files import (as installed next to the importing file). */
function importedPackages(metafile: Metafile): string[] {
  const found = new Set<string>();
  for (const [file, input] of Object.entries(metafile.inputs)) {
    for (const { path: spec, external } of input.imports) {
      if (!external || /^(node:|\.|\/)/.test(spec) || isBuiltin(spec)) continue;
      const name = spec
        .split('/')
        .slice(0, spec.startsWith('@') ? 2 : 1)
        .join('/');
      found.add(`${name}@${installedVersion(name, path.dirname(path.resolve(file)))}`);
    }
  }
  return [...found].sort();
}

function installedVersion(name: string, from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      return (
        JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }
      ).version;
    } catch {
      /* not here: look further up */
    }
  }
  return '?';
}

/** The package.json nearest above a file. */
function packageOf(file: string): { name: string; version: string } | undefined {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const p = path.join(dir, 'package.json');
    if (fs.existsSync(p)) {
      try {
        return JSON.parse(fs.readFileSync(p, 'utf8')) as { name: string; version: string };
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
