// The CLI as a few bundled files (lib/bundle/), made from the compiled lib/ after `tsc`: Node then
// resolves, reads and links a few dozen modules instead of ~180 at every start, which an incremental
// build (well under a second) feels. Workers are entries of their own; code loaded with import() stays
// in chunks of its own, so a command still loads only what it runs. Pure-JS packages are bundled too
// (micromark is ~60 modules); those with binaries, data files or their own lazy loading stay in
// node_modules.
// lib/ itself is unchanged: it is the package's API (`import … from 'bookdocs'`) and what the tests
// and the toolkit fingerprint read.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lib = path.join(root, 'lib');
const outdir = path.join(lib, 'bundle');
fs.rmSync(outdir, { recursive: true, force: true });
await esbuild.build({
  entryPoints: {
    cli: path.join(lib, 'cli', 'index.js'),
    // What bin/bookdocs.js asks first on `build`: an unchanged build known by stat alone, in a few small modules.
    'quick-build': path.join(lib, 'cli', 'quick-build.js'),
    // Found beside the chunk that starts them: new URL('./page-worker.js', import.meta.url).
    'page-worker': path.join(lib, 'render', 'page', 'page-worker.js'),
    'search-worker': path.join(lib, 'render', 'search', 'search-worker.js'),
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: [
    'esbuild',
    'shiki',
    '@shikijs/*',
    'ws',
    'chokidar',
    'fsevents',
    'react',
    'react-dom',
    'simple-icons',
    'katex',
    'mermaid',
    // Vue's SFC compiler (its template engines are optional requires), loaded only for sites with Vue components.
    '@vue/compiler-sfc',
    'vue',
  ],
  // CommonJS packages call require() (for Node's own modules).
  banner: {
    js: "import { createRequire as __bdCreateRequire } from 'node:module'; const require = __bdCreateRequire(import.meta.url);",
  },
  chunkNames: 'chunk-[hash]',
  logLevel: 'warning',
});
