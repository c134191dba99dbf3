// The config's `plugins`: each spec resolved from the site's folder (a path, a package, or one of
// bookdocs' own: `bookdocs/math`), keyed by its code and options, and imported. Every problem is a
// diagnostic naming the plugin; a plugin that cannot load is left out and the others still run.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import type { Diagnostic } from '../diagnostics.js';
import { TOOLKIT_ROOT } from '../toolkit.js';
import { instantiate, PluginLoadError, type LoadedPlugin, type PluginRef } from './plugin-instances.js';

export type PluginSpec = string | [string, Record<string, unknown>];

/** bookdocs' own plugins, built on the same API: `bookdocs/<name>`. */
const FIRST_PARTY: Record<string, string> = {
  math: 'lib/plugins/math/index.js',
  mermaid: 'lib/plugins/mermaid/index.js',
};

export interface PluginsResult {
  plugins: LoadedPlugin[];
  diagnostics: Diagnostic[];
  /** The plugins' local files (absolute; not packages): the dev server reloads the site when one changes. */
  files: string[];
}

/** Resolve, key and import the config's plugins, in order. `at(i)`: where the i-th spec is written. */
export async function loadPlugins(
  specs: readonly PluginSpec[],
  root: string,
  at: (i: number) => Partial<Diagnostic>,
): Promise<PluginsResult> {
  const diagnostics: Diagnostic[] = [];
  const plugins: LoadedPlugin[] = [];
  const files: string[] = [];
  // A site without plugins loads nothing more (esbuild included: an unchanged build needs none).
  if (!specs.length) return { plugins, diagnostics, files };
  for (const [i, spec] of specs.entries()) {
    const [name, options] = typeof spec === 'string' ? [spec, undefined] : spec;
    try {
      const module = await resolvePlugin(name, root);
      const code = await pluginCode(module);
      files.push(...code.files);
      const ref: PluginRef = {
        spec: name,
        module,
        ...(options !== undefined && { options }),
        key: crypto
          .createHash('sha256')
          .update(JSON.stringify(options ?? null))
          .update('\0')
          .update(code.key)
          .digest('hex'),
      };
      plugins.push(await instantiate(ref));
    } catch (err) {
      const e =
        err instanceof PluginLoadError
          ? err
          : new PluginLoadError(
              { spec: name },
              `plugin "${name}": ${(err as Error).message}`,
              'check the plugin module',
            );
      diagnostics.push({ severity: 'error', rule: 'plugin-error', message: e.message, hint: e.hint, ...at(i) });
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
    if (/\.(c|m)?tsx?$/.test(file))
      throw new PluginLoadError(
        { spec },
        `plugin "${spec}" is TypeScript: plugins are JavaScript modules`,
        'compile it to a .mjs or .js file (ES module) and name that',
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
 * A hash of a plugin's code: a package's name and version, or the content of a local module and of
 * every local file it imports (its packages by their versions); and those local files.
 */
export async function pluginCode(module: string): Promise<{ key: string; files: string[] }> {
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
  if (pkg && module.split(path.sep).includes('node_modules'))
    return { key: hash.update(`${pkg.name}@${pkg.version}`).digest('hex'), files: [] };
  const files = (result ? Object.keys(result.metafile.inputs) : [module]).map((f) => path.resolve(f)).sort();
  for (const file of files) {
    hash.update(file).update('\0');
    try {
      hash.update(fs.readFileSync(file));
    } catch {
      hash.update('-');
    }
  }
  return { key: hash.digest('hex'), files };
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
