// The browser's loaders of optional features, as virtual modules: `bookdocs:docsearch` (Algolia
// DocSearch's widget, with its UI and styles) and `bookdocs:analytics` (the page-view reporter). On a
// site whose config chose the feature, the loader is a lazy import of the feature's module, a chunk of
// its own; on any other site (and in the server bundle) it is undefined, so no page of theirs carries
// the feature's bytes and no chunk of it is written.
// And the theme parts only such a site renders, as `bookdocs:docsearch-button` (the navbar's DocSearch
// button): the part itself where the site chose the feature and in the server bundle (which renders
// whatever the page needs), a component that renders nothing in any other site's browser bundle, so
// their first load does not carry it.
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

/** A theme part rendered only by sites that chose a feature. */
interface FeaturePart {
  specifier: string;
  /** The component it exports. */
  part: string;
  /** The part's module, relative to the client folder. */
  file: string;
  chosen: (features: ClientFeatures) => boolean;
}

const PARTS: readonly FeaturePart[] = [
  {
    specifier: 'bookdocs:docsearch-button',
    part: 'DocSearchButton',
    file: 'theme/DocSearchButton.tsx',
    chosen: (f) => !!f.docsearch,
  },
];

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

/**
 * `clientDir`: src/client; `features`: what the site chose (none for the server bundle); `target`: the
 * bundle's (the server's has every part).
 */
export function featureModules(
  clientDir: string,
  features: ClientFeatures,
  target: 'client' | 'server' = 'client',
): esbuild.Plugin {
  const bySpecifier = new Map(FEATURES.map((f) => [f.specifier, f]));
  const parts = new Map(PARTS.map((p) => [p.specifier, p]));
  return {
    name: 'bookdocs-features',
    setup(build) {
      build.onResolve({ filter: /^bookdocs:(?:docsearch|analytics|docsearch-button)$/ }, (args) => ({
        path: args.path,
        namespace: NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const part = parts.get(args.path);
        if (part) {
          const file = path.join(clientDir, part.file);
          return target === 'server' || part.chosen(features)
            ? {
                contents: `export { ${part.part} } from ${JSON.stringify(file)};`,
                loader: 'js',
                resolveDir: path.dirname(file),
              }
            : { contents: `export const ${part.part} = () => null;`, loader: 'js' };
        }
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
