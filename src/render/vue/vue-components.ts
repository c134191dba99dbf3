// A VitePress or VuePress project's own Vue components, found where those tools find them:
//   - those its theme registers: `.vitepress/theme/index.*` is run as its config is (packages are
//     stand-ins), with `.vue` imports standing for their files, and its `enhanceApp` called with a
//     stand-in app that records `app.component(name, component)`;
//   - those a page's `<script setup>` imports (`import Card from './Card.vue'`);
//   - VuePress's `.vuepress/components/` folder, whose components it registers by file name.
// Each becomes a component of the site (name → its `.vue` file), so its tag in Markdown is an island.
import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import type { Diagnostic } from '../diagnostics.js';
import { isObj, runForeignModule } from '../site/foreign-config.js';
import { displayPath } from '../site/paths.js';
import { pascalName } from './pascal-name.js';
import { vitepressThemeComponent, vitepressThemeImports } from './vitepress-theme-components.js';

export { pascalName };

const THEME_ENTRIES = ['index.ts', 'index.mts', 'index.js', 'index.mjs'];
/** What a `.vue` import of the theme is while it runs: an object naming its file. */
const VUE_FILE = 'bookdocs.vueFile';

const PASCAL = /^[A-Z][\w]*$/;

/** A `.vue` import while the theme runs: `{ [Symbol.for('bookdocs.vueFile')]: file }`. */
const vueFiles: esbuild.Plugin = {
  name: 'bookdocs-vue-files',
  setup(build) {
    build.onResolve({ filter: /\.vue$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path),
      namespace: 'bookdocs-vue-file',
    }));
    build.onLoad({ filter: /.*/, namespace: 'bookdocs-vue-file' }, (args) => ({
      contents: `export default { [Symbol.for(${JSON.stringify(VUE_FILE)})]: ${JSON.stringify(args.path)} };`,
      loader: 'js',
    }));
  },
};

/**
 * `vitepress` while the theme runs: its stand-in, but `inBrowser` is false, as on VitePress's server
 * (a theme that redirects the browser's `location` when `inBrowser` runs that code in no browser).
 */
const vitepressOnServer: esbuild.Plugin = {
  name: 'bookdocs-vitepress-on-server',
  setup(build) {
    build.onResolve({ filter: /^vitepress$/ }, () => ({ path: 'vitepress', namespace: 'bookdocs-vitepress-server' }));
    build.onLoad({ filter: /.*/, namespace: 'bookdocs-vitepress-server' }, () => ({
      // The stand-in's names are read through its prototype too (esbuild's CommonJS interop).
      contents: `const real = require('vitepress/index.js');
const off = (t, k, r) => (k === 'inBrowser' ? false : Reflect.get(t, k, r));
const names = new Proxy(Object.getPrototypeOf(real), { get: off });
module.exports = new Proxy(real, { get: off, getPrototypeOf: () => names });`,
      loader: 'js',
    }));
  },
};

function vueFileOf(value: unknown): string | undefined {
  if (!isObj(value)) return undefined;
  const file = (value as Record<symbol, unknown>)[Symbol.for(VUE_FILE)];
  return typeof file === 'string' ? file : undefined;
}

/** An app that records `app.component(name, component)` and answers anything else with itself. */
function recordingApp(record: (name: string, component: unknown) => void): unknown {
  const app: unknown = new Proxy(function () {}, {
    get: (_t, key) =>
      key === 'then'
        ? undefined
        : key === 'component'
          ? (name: unknown, component: unknown) => {
              if (typeof name === 'string' && component !== undefined) record(name, component);
              return app;
            }
          : app,
    apply: () => app,
  });
  return app;
}

export interface FoundVueComponents {
  /** PascalCase name → `.vue` file (absolute). */
  components: Map<string, string>;
  /** The theme entry and the local files it imports: a change to one changes the components. */
  files: string[];
  diagnostics: Diagnostic[];
}

function warning(file: string, message: string, hint: string): Diagnostic {
  return { severity: 'warning', rule: 'vue-component', message, file: displayPath(file), hint };
}

/** The components `.vitepress/theme/index.*` registers in its `enhanceApp` (and those of the theme it extends). */
export async function themeVueComponents(vitepressDir: string): Promise<FoundVueComponents> {
  const entry = THEME_ENTRIES.map((n) => path.join(vitepressDir, 'theme', n)).find((f) => fs.existsSync(f));
  const components = new Map<string, string>();
  if (!entry) return { components, files: [], diagnostics: [] };
  const diagnostics: Diagnostic[] = [];
  const run = await runForeignModule(entry, {}, [vueFiles, vitepressOnServer]);
  if (run.problem !== undefined) {
    diagnostics.push(
      warning(
        entry,
        `VitePress theme: could not be run (${run.problem}); the Vue components it registers are not rendered`,
        'fix the error in the theme entry',
      ),
    );
    return { components, files: run.files, diagnostics };
  }
  const skipped: string[] = [];
  const record = (name: string, component: unknown) => {
    const file = vueFileOf(component);
    const tag = pascalName(name);
    if (!file || !PASCAL.test(tag)) skipped.push(name);
    else if (!components.has(tag)) components.set(tag, file);
  };
  // The theme, then the themes it extends (a layer may register more).
  const app = recordingApp(record);
  for (let theme = run.exported, depth = 0; isObj(theme) && depth < 8; theme = theme.extends, depth++) {
    if (typeof theme.enhanceApp !== 'function') continue;
    try {
      await (theme.enhanceApp as (ctx: unknown) => unknown)({ app, router: app, siteData: app });
    } catch (err) {
      diagnostics.push(
        warning(
          entry,
          `VitePress theme: enhanceApp threw ${err instanceof Error ? err.message : String(err)}; only the components it registered before are rendered`,
          'register components before anything that needs the browser, or guard that code with `if (!import.meta.env.SSR)`',
        ),
      );
      break;
    }
  }
  if (skipped.length)
    diagnostics.push(
      warning(
        entry,
        `VitePress theme: ${skipped.join(', ')} ${skipped.length === 1 ? 'is' : 'are'} not a .vue file the theme imports: not rendered`,
        'register single-file components (import X from "./X.vue"; app.component("X", X))',
      ),
    );
  return { components, files: run.files, diagnostics };
}

const SCRIPT_SETUP = /<script\b[^>]*\bsetup\b[^>]*>([\s\S]*?)<\/script>/gi;
const VUE_IMPORT = /^\s*import\s+([A-Za-z_$][\w$]*)\s+from\s+(['"])(\.{1,2}\/[^'"]+\.vue)\2/gm;

/**
 * The `.vue` components `source` (a page at `file`) imports in its `<script setup>`: name → file;
 * those of VitePress's default theme it imports from `vitepress/theme` too, where the project has
 * VitePress installed (vitepress-theme-components.ts).
 */
export function scriptSetupVueImports(source: string, file: string): Map<string, string> {
  const out = new Map<string, string>();
  if (!source.includes('<script')) return out;
  for (const block of source.matchAll(SCRIPT_SETUP)) {
    for (const m of block[1]!.matchAll(VUE_IMPORT)) {
      const name = pascalName(m[1]!);
      if (PASCAL.test(name) && !out.has(name)) out.set(name, path.resolve(path.dirname(file), m[3]!));
    }
    for (const [imported, local] of vitepressThemeImports(block[1]!)) {
      const name = pascalName(local);
      const vue = PASCAL.test(name) && !out.has(name) ? vitepressThemeComponent(file, imported) : undefined;
      if (vue) out.set(name, vue);
    }
  }
  return out;
}

/**
 * VuePress's components folder (`.vuepress/components/`, nested folders too): `Card.vue` is `<Card>`,
 * as VuePress registers them by file name.
 */
export function vuepressFolderComponents(vuepressDir: string): Map<string, string> {
  const out = new Map<string, string>();
  const dir = path.join(vuepressDir, 'components');
  if (!fs.existsSync(dir)) return out;
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.vue')) {
        const name = pascalName(entry.name.slice(0, -'.vue'.length));
        if (PASCAL.test(name) && !out.has(name)) out.set(name, full);
      }
    }
  };
  walk(dir);
  return out;
}
