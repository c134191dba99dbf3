// What the SSR bundle leaves out because a server render never runs it (see also ssr-lazy-packages.ts):
// - react-dom/client (createRoot, hydrateRoot: 630 KB), which the theme imports for islands;
// - the theme's own modules it imports with import() (the search engine with flexsearch), which it
//   loads from effects and events only;
// - React's streaming server: the render uses renderToString (`bookdocs:render-to-string`).
// The bundle is imported by every build and every render thread, so each megabyte costs each of them
// its parse. Should a left-out module run on the server after all, it throws and says why.
import path from 'node:path';
import type * as esbuild from 'esbuild';

const NAMESPACE = 'bookdocs-browser-only';

/** A module that fails, naming itself, if it is ever evaluated on the server. */
const stub = (what: string) =>
  `throw new Error(${JSON.stringify(`${what} runs in the browser only: it is not in the server bundle (call it from an effect or an event handler)`)});`;

/** Stubs that export what callers import, each throwing when called. */
const CLIENT_STUB = `const fail = (name) => () => { throw new Error("react-dom/client " + name + "() runs in the browser only: call it from an effect, not while rendering"); };
export const createRoot = fail('createRoot');
export const hydrateRoot = fail('hydrateRoot');
export const version = '';`;

/** `clientDir`: the theme's source folder; `reactDom`: react-dom's package folder. */
export function browserOnlyModules(clientDir: string, reactDom: string): esbuild.Plugin {
  // The production build: the SSR bundle defines NODE_ENV as production.
  const renderToStringFile = path.join(reactDom, 'cjs', 'react-dom-server-legacy.node.production.js');
  const inClient = (file: string) => !path.relative(clientDir, file).startsWith('..');
  return {
    name: 'bookdocs-ssr-browser-only',
    setup(build) {
      build.onResolve({ filter: /^bookdocs:render-to-string$/ }, () => ({ path: renderToStringFile }));
      build.onResolve({ filter: /^react-dom\/client$/ }, () => ({ path: 'react-dom/client', namespace: NAMESPACE }));
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (args.kind !== 'dynamic-import' || !inClient(args.importer)) return undefined;
        return {
          path: path.relative(clientDir, path.resolve(args.resolveDir, args.path)),
          namespace: NAMESPACE,
          pluginData: 'lazy',
        };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: args.pluginData === 'lazy' ? stub(`the theme's ${args.path}`) : CLIENT_STUB,
        loader: 'js',
      }));
    },
  };
}
