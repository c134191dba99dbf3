// The SSR bundle leaves out the packages a component imports with import(): a component loads them in
// the browser (from an effect or an event, which a server render never runs), so bundling them for
// Node only slows every build and makes each render thread parse them (Mermaid: 8 MB of code). Should
// one run after all, Node imports it from its own file.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';

const INNER = 'bookdocs-lazy-package';

export function lazyPackagesExternal(): esbuild.Plugin {
  return {
    name: 'bookdocs-ssr-lazy-packages',
    setup(build) {
      // Bare specifiers (`mermaid`, `@scope/pkg/sub`) that resolve into node_modules: not the site's own code.
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === INNER) return undefined;
        const found = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: INNER,
        });
        if (found.errors.length || found.external || !found.path.split(path.sep).includes('node_modules'))
          return undefined;
        return { path: pathToFileURL(found.path).href, external: true };
      });
    },
  };
}
