// A module of the site's own code (bookdocs.config.ts, a plugin in TypeScript or JavaScript) made
// into one ES module that any thread of this process can import by path: esbuild bundles it with the
// local files it imports (TypeScript and JSX compiled), and leaves packages as imports of the very
// file Node would load for them, so the result resolves nothing from where it lies. It is written
// once, named by its content, in a folder of the system's temporary directory: the page workers
// import the same file the main thread did, and a changed module is a new file (Node keeps modules by
// URL). Each bundled file keeps its own `import.meta.url` (`dirname`, `filename`) and CommonJS
// `__dirname` / `__filename`, as Vite gives a config's modules: a plugin's
// `new URL('./Widget.tsx', import.meta.url)` names the file beside its source, and a module that reads
// `path.join(__dirname, 'data.json')` reads the file beside it, in ES modules and CommonJS alike.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { replaceFile } from '../incremental/file-writes.js';
import { CODE_DIR, CODE_EXT, TOOLKIT_ROOT } from '../toolkit.js';

export type CompiledModule =
  | {
      ok: true;
      /** The compiled module (absolute), to import. */
      file: string;
      /** Its code, and its source map (JSON) back to the sources. */
      code: string;
      map: string;
      /** The entry and the local files it imports (absolute, sorted). */
      inputs: string[];
      /** The package files it imports (absolute): their packages' versions are part of what it does. */
      packages: string[];
    }
  | {
      ok: false;
      /** What esbuild could not do, each at its place when it has one (absolute file). */
      errors: { text: string; file?: string; line?: number; column?: number }[];
      /** The files it got to read (the entry included): a change to one may fix it. */
      inputs: string[];
    };

/** The package entry of the running toolkit: src/index.ts under the tests, lib/index.js when installed. */
const TOOLKIT_ENTRY = path.join(CODE_DIR, `index${CODE_EXT}`);

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

const BUILTINS = new Set(builtinModules);
const isBare = (spec: string) =>
  !/^(?:\.{1,2}(?:\/|$)|\/|[a-z][\w+.-]*:)/i.test(spec) && !path.isAbsolute(spec) && !BUILTINS.has(spec.split('/')[0]!);

/** Packages stay imports, of the file Node would load for them (as resolved from the importing file). */
function packagesByPath(packages: Set<string>): esbuild.Plugin {
  return {
    name: 'bookdocs-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'inner' || !isBare(args.path)) return undefined;
        const found = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: 'inner',
        });
        if (found.errors.length || !found.path || found.external) return undefined;
        packages.add(found.path);
        // require() takes a path; import takes a URL.
        return {
          path: args.kind === 'require-call' ? found.path : pathToFileURL(found.path).href,
          external: true,
        };
      });
    },
  };
}

const LOADERS: Record<string, esbuild.Loader> = {
  '.ts': 'ts',
  '.mts': 'ts',
  '.cts': 'ts',
  '.tsx': 'tsx',
  '.jsx': 'jsx',
  '.js': 'js',
  '.mjs': 'js',
  '.cjs': 'js',
};
const META = {
  url: '__bookdocs_import_meta_url',
  filename: '__bookdocs_import_meta_filename',
  dirname: '__bookdocs_import_meta_dirname',
};

/** Names a module finds its own place by: `define` maps each, where it is not the module's own binding, to a constant. */
const OWN_PLACE = /import\.meta|__dirname|__filename/;

/**
 * Each file's `import.meta.url` (`filename`, `dirname`), `__dirname` and `__filename` are its own, not
 * the compiled module's: constants of its own, which esbuild keeps apart by renaming (a module's own
 * `const __dirname = …` stays its own: `define` replaces only names the module does not bind).
 */
const ownImportMeta: esbuild.Plugin = {
  name: 'bookdocs-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      if (args.namespace !== 'file') return undefined;
      let contents = await fs.promises.readFile(args.path, 'utf8');
      if (OWN_PLACE.test(contents)) {
        // On the first line (after a #! line), so that lines keep their numbers.
        const consts = `const ${META.url} = ${JSON.stringify(pathToFileURL(args.path).href)}, ${META.filename} = ${JSON.stringify(args.path)}, ${META.dirname} = ${JSON.stringify(path.dirname(args.path))};`;
        const at = contents.startsWith('#!') ? contents.indexOf('\n') + 1 : 0;
        contents = contents.slice(0, at) + consts + contents.slice(at);
      }
      return { contents, loader: LOADERS[path.extname(args.path)] ?? 'js', resolveDir: path.dirname(args.path) };
    });
  },
};

/** Where compiled modules are kept: one folder per user in the system's temporary directory. */
export function compiledModulesDir(): string {
  return path.join(os.tmpdir(), `bookdocs-modules-${process.getuid?.() ?? 'user'}`);
}

/**
 * Compile `entry` (see above). `plugins`: more esbuild plugins, tried first (a VitePress config's
 * packages are stand-ins, see vitepress-config.ts). Never throws for a problem in the code: it is
 * in `errors`.
 */
export async function compileModule(entry: string, plugins: esbuild.Plugin[] = []): Promise<CompiledModule> {
  const dir = path.dirname(entry);
  const packages = new Set<string>();
  const outfile = path.join(dir, `${path.basename(entry)}.compiled.mjs`);
  let result: esbuild.BuildResult<{ write: false; metafile: true }>;
  try {
    result = await esbuild.build({
      entryPoints: [entry],
      outfile,
      absWorkingDir: dir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // Packages are resolved as Node resolves them (no "module" field or condition).
      mainFields: ['main'],
      conditions: ['node'],
      write: false,
      metafile: true,
      sourcemap: 'external',
      sourcesContent: false,
      define: {
        'import.meta.url': META.url,
        'import.meta.filename': META.filename,
        'import.meta.dirname': META.dirname,
        __filename: META.filename,
        __dirname: META.dirname,
      },
      // CommonJS works too (`module.exports`, `require`): `require` loads from the entry's folder.
      banner: {
        js: `import { createRequire as __bookdocsRequire } from 'node:module'; const require = __bookdocsRequire(${JSON.stringify(pathToFileURL(entry).href)});`,
      },
      logLevel: 'silent',
      plugins: [...plugins, toolkitImports, packagesByPath(packages), ownImportMeta],
    });
  } catch (err) {
    const errors = (err as esbuild.BuildFailure).errors ?? [];
    const located = errors.map((e) => (e.location ? path.resolve(dir, e.location.file) : undefined));
    return {
      ok: false,
      errors: errors.length
        ? errors.map((e, i) => ({
            text: e.text,
            ...(located[i] && { file: located[i] }),
            ...(e.location && { line: e.location.line, column: e.location.column + 1 }),
          }))
        : [{ text: (err as Error).message }],
      inputs: [...new Set([entry, ...located.filter((f): f is string => !!f)])],
    };
  }
  // Inputs of a plugin's own namespace ("ns:name", never a drive letter) are no files.
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => !/^[a-z][\w-]+:/i.test(input))
    .map((input) => path.resolve(dir, input));
  const code = result.outputFiles.find((f) => f.path.endsWith('.mjs'))!.text;
  const map = result.outputFiles.find((f) => f.path.endsWith('.map'))?.text ?? '';
  const name = `${path.basename(entry).replace(/[^\w.-]/g, '_')}.${crypto.createHash('sha256').update(code).digest('hex').slice(0, 20)}.mjs`;
  const file = path.join(compiledModulesDir(), name);
  if (!fs.existsSync(file)) replaceFile(file, code);
  return {
    ok: true,
    file,
    code,
    map,
    inputs: [...new Set([entry, ...inputs])].sort(),
    packages: [...packages].sort(),
  };
}
