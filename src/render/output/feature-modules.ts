// The browser's loaders of optional features, as virtual modules: `bookdocs:docsearch` (Algolia
// DocSearch's widget, with its UI and styles) and `bookdocs:analytics` (the page-view reporter). On a
// site whose config chose the feature, the loader is a lazy import of the feature's module, a chunk of
// its own; on any other site (and in the server bundle) it is undefined, so no page of theirs carries
// the feature's bytes and no chunk of it is written.
import path from 'node:path';
import type * as esbuild from 'esbuild';
import type { ClientFeatures } from './client-features.js';

interface Feature {
  /** The virtual module's name. */
  specifier: string;
  /** The loader it exports. */
  loader: string;
  /** The feature's module, relative to the client folder. */
  file: string;
  chosen: (features: ClientFeatures) => boolean;
}

const FEATURES: readonly Feature[] = [
  {
    specifier: 'bookdocs:docsearch',
    loader: 'loadDocSearch',
    file: 'theme/docsearch-widget.ts',
    chosen: (f) => !!f.docsearch,
  },
  { specifier: 'bookdocs:analytics', loader: 'loadAnalytics', file: 'analytics.ts', chosen: (f) => !!f.analytics },
];

const NAMESPACE = 'bookdocs-feature';

/** `clientDir`: src/client; `features`: what the site chose (none for the server bundle). */
export function featureModules(clientDir: string, features: ClientFeatures): esbuild.Plugin {
  const bySpecifier = new Map(FEATURES.map((f) => [f.specifier, f]));
  return {
    name: 'bookdocs-features',
    setup(build) {
      build.onResolve({ filter: /^bookdocs:(?:docsearch|analytics)$/ }, (args) => ({
        path: args.path,
        namespace: NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const feature = bySpecifier.get(args.path)!;
        const file = feature.chosen(features) ? path.join(clientDir, feature.file) : undefined;
        return {
          contents: file
            ? `export const ${feature.loader} = () => import(${JSON.stringify(file)});`
            : `export const ${feature.loader} = undefined;`,
          loader: 'js',
          resolveDir: file ? path.dirname(file) : undefined,
        };
      });
    },
  };
}
