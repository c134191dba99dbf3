// A config written in code (bookdocs.config.ts / .mts / .mjs / .js), run without a compile step:
// compiled-module.ts bundles it with the local modules it imports (packages stay imports, resolved
// from the site's folder) into a module imported from the system's temporary folder. `bookdocs` and
// `bookdocs/...` are the running toolkit, whether or not the site has it in node_modules. Its default
// export (an object, a function returning one, or a promise of one) is the raw config; a syntax
// error or a thrown error is a diagnostic at its place in the source, never a stack trace.
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';
import type { Diagnostic } from '../diagnostics.js';
import { displayPath } from './paths.js';
import { compileModule } from './compiled-module.js';
import { invalidConfig } from './config-files.js';

export interface CodeConfig {
  /** The default export, awaited; absent when the config could not be run (then `diagnostics` says why). */
  raw?: unknown;
  /** The config file's text, to place findings about its values. */
  text: string;
  /** The config file and the local modules it imports (absolute): a change to one changes the config. */
  files: string[];
  /**
   * The compiled config (see compiled-module.ts), which a page worker imports to take a plugin object
   * from its `plugins`; and the packages it imports (their versions are part of such a plugin's code).
   */
  module?: { file: string; code: string; packages: string[] };
  diagnostics: Diagnostic[];
}

const problem = invalidConfig;

/**
 * `plugins`: more esbuild plugins (a VitePress config's packages are stand-ins, see vitepress-config.ts);
 * `env`: what a config exported as a function is called with.
 */
export async function loadCodeConfig(file: string, plugins: esbuild.Plugin[] = [], env?: unknown): Promise<CodeConfig> {
  const label = displayPath(file);
  const text = fs.readFileSync(file, 'utf8');
  const compiled = await compileModule(file, plugins);
  if (!compiled.ok)
    return {
      text,
      files: compiled.inputs,
      diagnostics: compiled.errors.map((e) =>
        problem(
          e.text,
          { file: displayPath(e.file ?? file), ...(e.line !== undefined && { line: e.line, column: e.column }) },
          e.file ? 'fix the syntax or the import there' : 'check the file',
        ),
      ),
    };
  const files = compiled.inputs;
  let exported: unknown;
  // Run afresh at every load (a config may read files or the environment): from a file of its own,
  // removed once imported (the page workers import the compiled module itself).
  const once = compiled.file.replace(/\.mjs$/, `.load-${Date.now()}-${Math.random().toString(36).slice(2, 8)}.mjs`);
  try {
    fs.writeFileSync(once, compiled.code);
    const mod = (await import(pathToFileURL(once).href)) as { default?: unknown };
    if (!('default' in mod)) {
      return {
        text,
        files,
        diagnostics: [
          problem(
            'the config has no default export',
            { file: label },
            'export the config: export default defineConfig({ … })',
          ),
        ],
      };
    }
    exported =
      typeof mod.default === 'function' ? await (mod.default as (env: unknown) => unknown)(env) : await mod.default;
  } catch (err) {
    return { text, files, diagnostics: [thrown(err, once, compiled.map, path.dirname(file), label)] };
  } finally {
    fs.rmSync(once, { force: true });
  }
  return {
    raw: exported,
    text,
    files,
    module: { file: compiled.file, code: compiled.code, packages: compiled.packages },
    diagnostics: [],
  };
}

/** A value the config threw, placed by its stack in the source (through the bundle's source map) when it points there. */
function thrown(err: unknown, temp: string, map: string | undefined, dir: string, label: string): Diagnostic {
  const message = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  const at = err instanceof Error && map ? sourcePlace(err.stack ?? '', temp, map, dir) : undefined;
  return problem(
    `the config threw ${message}`,
    at ?? { file: label },
    'fix the error in the config (or in the module it imports)',
  );
}

/** The first frame of a stack in the bundle, as file:line:column of the source it came from. */
function sourcePlace(stack: string, temp: string, map: string, dir: string): Partial<Diagnostic> | undefined {
  const name = path.basename(temp).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const frame = new RegExp(`${name}:(\\d+):(\\d+)`).exec(stack);
  if (!frame) return undefined;
  const entry = new SourceMap(JSON.parse(map) as ConstructorParameters<typeof SourceMap>[0]).findEntry(
    Number(frame[1]) - 1,
    Number(frame[2]) - 1,
  );
  if (!('originalSource' in entry) || !entry.originalSource) return undefined;
  const source = entry.originalSource.startsWith('file:')
    ? fileURLToPath(entry.originalSource)
    : path.resolve(dir, entry.originalSource);
  return { file: displayPath(source), line: entry.originalLine + 1, column: entry.originalColumn + 1 };
}
