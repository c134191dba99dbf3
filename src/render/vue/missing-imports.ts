// An import of a project's Vue component (or Vue page) that resolves nowhere — a package not
// installed, a Vite alias bookdocs does not know (one a theme package's config adds), a file Vite's
// plugins would make — gets an empty module in its place, so the rest of the component, and of the
// page's components, still renders; `onMissing` hears of each, for one warning naming it.
import type * as esbuild from 'esbuild';
import { STYLE_NAMESPACE } from './vue-sfc.js';

const NAMESPACE = 'bookdocs-vue-missing';

const STAND_IN = `const pass = function (_props, ctx) { return ctx && ctx.slots && ctx.slots.default ? ctx.slots.default() : null; };
Object.setPrototypeOf(pass, new Proxy({}, { get: (_, k) => (typeof k === 'string' && /^[A-Z]/.test(k) ? pass : undefined) }));
module.exports = pass;`;

/** `onMissing(path, importer)`: an import that does not resolve, and the file that has it. */
export function missingImportsPlugin(onMissing?: (path: string, importer: string) => void): esbuild.Plugin {
  return {
    name: 'bookdocs-vue-missing-imports',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if ((args.pluginData as { bdMissing?: boolean } | undefined)?.bdMissing || args.kind === 'entry-point')
          return undefined;
        // Imports of the project's files, and of its components' styles (vue-sfc.ts).
        if ((args.namespace !== 'file' && args.namespace !== STYLE_NAMESPACE) || !args.importer) return undefined;
        const found = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          namespace: args.namespace,
          pluginData: { bdMissing: true },
        });
        // Resolved: esbuild resolves it again as it would have (what a resolution returns is not always a path to give back).
        if (!found.errors.length) return undefined;
        onMissing?.(args.path, args.importer.replace(/\?style=\d+$/, ''));
        // A stylesheet's `url()` or `@import`: left as written (the browser finds no file there, nothing breaks).
        if (args.kind === 'url-token' || args.kind === 'import-rule') return { path: args.path, external: true };
        return { path: args.path, namespace: NAMESPACE };
      });
      // CommonJS, so any name imported from it is found: its default and its capitalised names are a
      // component that renders its default slot (`<VPBadge>4.1.0</VPBadge>` keeps its text), the others undefined.
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) =>
        /\.(?:css|scss|sass|less|styl)(?:\?.*)?$/.test(args.path)
          ? { contents: '', loader: 'css' }
          : { contents: STAND_IN, loader: 'js' },
      );
    },
  };
}
