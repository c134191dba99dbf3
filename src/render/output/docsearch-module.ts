// `bookdocs:docsearch`, the browser's loader of Algolia DocSearch: on a site that chose it, a lazy
// import of the widget (its own chunk, with DocSearch's UI and styles), fetched when a reader first
// opens search; on any other site (and on the server) nothing, so no page of theirs carries its bytes.
import path from 'node:path';
import type * as esbuild from 'esbuild';

const NAMESPACE = 'bookdocs-docsearch';

/** `widget`: the module that mounts DocSearch (src/client/theme/docsearch-widget.ts). */
export function docsearchModule(widget: string | undefined): esbuild.Plugin {
  return {
    name: 'bookdocs-docsearch',
    setup(build) {
      build.onResolve({ filter: /^bookdocs:docsearch$/ }, (args) => ({ path: args.path, namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({
        contents: widget
          ? `export const loadDocSearch = () => import(${JSON.stringify(widget)});`
          : 'export const loadDocSearch = undefined;',
        loader: 'js',
        resolveDir: widget ? path.dirname(widget) : undefined,
      }));
    },
  };
}
