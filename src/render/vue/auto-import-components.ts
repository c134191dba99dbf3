// Components a VitePress project gets without importing them: unplugin-vue-components, set up in its
// vite.config (`Components({ dirs })`), imports each component its pages and components use by tag
// from the folders it is given (`src/components` by default), and writes what it found to
// `components.d.ts`. bookdocs reads the same two places without running either: the names that file
// declares (`Name: typeof import('./path/Name.vue')['default']`), and the `.vue` files of the folders
// the vite.config names as string literals. Only `.vue` files inside the project folder count.
import fs from 'node:fs';
import path from 'node:path';
import { pascalName } from './pascal-name.js';

const VITE_CONFIGS = ['vite.config.ts', 'vite.config.mts', 'vite.config.js', 'vite.config.mjs'];
const DECLARED =
  /^\s*['"]?([A-Za-z_$][\w$-]*)['"]?\s*:\s*typeof\s+import\(\s*(['"])([^'"]+)\2\s*\)\s*\[\s*['"]default['"]\s*\]/gm;
/** The plugin's import in a vite.config: its local name. */
const PLUGIN_IMPORT = /\bimport\s+([A-Za-z_$][\w$]*)\s+from\s+['"]unplugin-vue-components\/vite['"]/;
const DIRS = /\bdirs\s*:\s*(\[[^\]]*\]|(['"`])[^'"`]*\2)/;
const STRING = /(['"`])([^'"`]+)\1/g;
const PASCAL = /^[A-Z][\w]*$/;

export interface AutoImports {
  /** PascalCase name → `.vue` file (absolute). */
  components: Map<string, string>;
  /** The files read for it (the vite.config, components.d.ts): a change to one changes the list. */
  files: string[];
}

/**
 * The components unplugin-vue-components would import for the VitePress project rooted at `root`
 * (the folder holding `.vitepress`), those outside `confine` left out. None when the project does
 * not use it.
 */
export function autoImportComponents(root: string, confine: string): AutoImports {
  const found = new Map<string, string>();
  const files: string[] = [];
  const inside = (file: string) => file === confine || file.startsWith(confine + path.sep);
  const add = (name: string, file: string) => {
    const tag = pascalName(name);
    if (PASCAL.test(tag) && !found.has(tag) && file.endsWith('.vue') && inside(file) && fs.existsSync(file))
      found.set(tag, file);
  };
  const config = VITE_CONFIGS.map((n) => path.join(root, n)).find((f) => fs.existsSync(f));
  const call = config ? pluginCall(fs.readFileSync(config, 'utf8')) : undefined;
  if (config) files.push(config);
  if (call !== undefined) {
    const dirs = DIRS.exec(call);
    const listed = dirs ? [...dirs[1]!.matchAll(STRING)].map((m) => m[2]!) : ['src/components'];
    for (const dir of listed)
      for (const file of vueFilesIn(path.resolve(root, dir))) add(path.basename(file, '.vue'), file);
  }
  const dts = path.join(root, 'components.d.ts');
  if (fs.existsSync(dts)) {
    files.push(dts);
    for (const m of fs.readFileSync(dts, 'utf8').matchAll(DECLARED)) add(m[1]!, path.resolve(root, m[3]!));
  }
  return { components: found, files };
}

/**
 * The arguments of the plugin's call in a vite.config (`{ dirs: [...] }` of `Components({...})`,
 * up to its closing parenthesis, strings skipped), if it has one.
 */
function pluginCall(config: string): string | undefined {
  const local = PLUGIN_IMPORT.exec(config)?.[1];
  if (!local) return undefined;
  const call = new RegExp(`(?<![\\w$.])${local.replace(/\$/g, '\\$')}\\s*\\(`).exec(config);
  if (!call) return undefined;
  const start = call.index + call[0].length;
  let depth = 1;
  for (let i = start; i < config.length; i++) {
    const c = config[i]!;
    if (c === '"' || c === "'" || c === '`') {
      const end = config.indexOf(c, i + 1);
      if (end < 0) break;
      i = end;
    } else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return config.slice(start, i);
  }
  return config.slice(start);
}

/** The `.vue` files under `dir`, nested folders too, in a stable order; none when it is not a folder. */
function vueFilesIn(dir: string): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, e.name);
    if (e.isDirectory() && e.name !== 'node_modules') out.push(...vueFilesIn(full));
    else if (e.isFile() && e.name.endsWith('.vue')) out.push(full);
  }
  return out;
}

/** A tag Vue may resolve as a component: PascalCase, or with a hyphen (`<table>` is the element). */
const TAG = /<([A-Z][\w]*|[a-z][\w]*(?:-[\w]+)+)/g;

/** The components of `auto` whose tag `source` uses (`<SeeAlso` or `<see-also`). */
export function usedAutoImports(source: string, auto: ReadonlyMap<string, string>): [string, string][] {
  const used = new Map<string, string>();
  for (const m of source.matchAll(TAG)) {
    const name = pascalName(m[1]!);
    const file = auto.get(name);
    if (file) used.set(name, file);
  }
  return [...used];
}

/** What a compiled template asks Vue to resolve by name: `_resolveComponent("see-also")` (`, true`: it may be the component itself). */
const RESOLVE = /\b_resolveComponent\(\s*"([^"]+)"\s*(?:,\s*true\s*)?\)/g;

/**
 * `code` (a component at `file`, compiled) importing the components of `auto` its template names
 * instead of asking Vue for them at run time, as unplugin-vue-components rewrites it; a name it
 * does not know is left to Vue (a component the app registers, or an element).
 */
export function importAutoComponents(
  code: string,
  file: string,
  auto: ReadonlyMap<string, string> | undefined,
): string {
  if (!auto?.size || !code.includes('_resolveComponent(')) return code;
  const imports = new Map<string, string>();
  const rewritten = code.replace(RESOLVE, (call, name: string) => {
    const target = auto.get(pascalName(name));
    if (!target || target === file) return call;
    let local = imports.get(target);
    if (!local) imports.set(target, (local = `__bd_auto_${imports.size}`));
    return local;
  });
  if (!imports.size) return code;
  const lines = [...imports].map(([target, local]) => `import ${local} from ${JSON.stringify(target)};`);
  return `${lines.join('\n')}\n${rewritten}`;
}
