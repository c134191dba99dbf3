// A config written in code (bookdocs.config.ts / .mts / .mjs / .js), run without a compile step:
// esbuild bundles it with the local modules it imports (packages stay imports, resolved from the
// site's folder), the result is written next to it for a moment and imported. `bookdocs` and
// `bookdocs/...` are the running toolkit, whether or not the site has it in node_modules. Its default
// export (an object, a function returning one, or a promise of one) is the raw config; a syntax
// error or a thrown error is a diagnostic at its place in the source, never a stack trace.
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import type { Diagnostic } from '../diagnostics.js';
import { displayPath } from './paths.js';
import { CODE_DIR, CODE_EXT, TOOLKIT_ROOT } from '../toolkit.js';
import { invalidConfig } from './config-files.js';

export interface CodeConfig {
  /** The default export, awaited; absent when the config could not be run (then `diagnostics` says why). */
  raw?: unknown;
  /** The config file's text, to place findings about its values. */
  text: string;
  /** The config file and the local modules it imports (absolute): a change to one changes the config. */
  files: string[];
  diagnostics: Diagnostic[];
}

/** The package entry of the running toolkit: src/index.ts under the tests, lib/index.js when installed. */
const TOOLKIT_ENTRY = path.join(CODE_DIR, `index${CODE_EXT}`);

const problem = invalidConfig;

/** `bookdocs` → the running toolkit's entry, `bookdocs/<path>` → that file of it; imported, not bundled. */
const toolkitImports: esbuild.Plugin = {
  name: 'bookdocs-toolkit',
  setup(build) {
    build.onResolve({ filter: /^bookdocs(?:\/|$)/ }, (args) => {
      const sub = args.path.slice('bookdocs'.length + 1);
      return { path: pathToFileURL(sub ? path.join(TOOLKIT_ROOT, sub) : TOOLKIT_ENTRY).href, external: true };
    });
  },
};

/**
 * `plugins`: more esbuild plugins (a VitePress config's packages are stand-ins, see vitepress-config.ts);
 * `env`: what a config exported as a function is called with.
 */
export async function loadCodeConfig(file: string, plugins: esbuild.Plugin[] = [], env?: unknown): Promise<CodeConfig> {
  const dir = path.dirname(file);
  const label = displayPath(file);
  const text = fs.readFileSync(file, 'utf8');
  // Next to the config, so that its imports resolve from the site's folder; a dot-file, so that
  // the dev server's watcher and the page scan never see it.
  const temp = path.join(
    dir,
    `.${path.basename(file)}.timestamp-${Date.now()}-${Math.random().toString(36).slice(2, 8)}.mjs`,
  );
  let bundled: esbuild.BuildResult<{ write: false; metafile: true }>;
  try {
    bundled = await esbuild.build({
      entryPoints: [file],
      outfile: temp,
      absWorkingDir: dir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      write: false,
      metafile: true,
      sourcemap: 'external',
      sourcesContent: false,
      // A CommonJS config (`module.exports`, `require`) works too: `require` imports from the site's folder.
      banner: {
        js: "import { createRequire as __bookdocsRequire } from 'node:module'; const require = __bookdocsRequire(import.meta.url);",
      },
      logLevel: 'silent',
      plugins: [...plugins, toolkitImports],
    });
  } catch (err) {
    const errors = (err as esbuild.BuildFailure).errors ?? [];
    if (!errors.length)
      return {
        text,
        files: [file],
        diagnostics: [problem(`cannot read the config: ${(err as Error).message}`, { file: label }, 'check the file')],
      };
    const located = errors.map((e) => (e.location ? path.resolve(dir, e.location.file) : file));
    return {
      text,
      files: [...new Set([file, ...located])],
      diagnostics: errors.map((e, i) =>
        problem(
          e.text,
          {
            file: displayPath(located[i]!),
            ...(e.location && { line: e.location.line, column: e.location.column + 1 }),
          },
          'fix the syntax or the import there',
        ),
      ),
    };
  }
  // Inputs of a plugin's own namespace ("ns:name", never a drive letter) are no files.
  const inputs = Object.keys(bundled.metafile.inputs).filter((input) => !/^[a-z][\w-]+:/i.test(input));
  const files = [...new Set([file, ...inputs.map((input) => path.resolve(dir, input))])];
  const code = bundled.outputFiles.find((f) => f.path.endsWith('.mjs'))!.text;
  const map = bundled.outputFiles.find((f) => f.path.endsWith('.map'))?.text;
  let exported: unknown;
  try {
    fs.writeFileSync(temp, code);
    const mod = (await import(pathToFileURL(temp).href)) as { default?: unknown };
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
    return { text, files, diagnostics: [thrown(err, temp, map, dir, label)] };
  } finally {
    fs.rmSync(temp, { force: true });
  }
  return { raw: exported, text, files, diagnostics: [] };
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
