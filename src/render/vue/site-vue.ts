// The load step's part for a VitePress or VuePress project: its Vue components (vue-components.ts),
// each compiled once for the server to find out early whether it can be used. One that cannot keeps
// today's behaviour (its tag is left out, its content shown) with one warning naming it, its file and
// the cause; the others are components of the site like its React ones.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { Diagnostic } from '../diagnostics.js';
import { displayPath } from '../site/paths.js';
import { vueBuildOptions } from './vue-build-options.js';
import { scriptSetupVueImports, themeVueComponents, vuepressFolderComponents } from './vue-components.js';
import { autoImportComponents, usedAutoImports } from './auto-import-components.js';
import { projectFolder } from '../site/project-folder.js';
import { isVuePage, vuePageName } from './vue-page.js';

export interface SiteVue {
  /** PascalCase name → `.vue` file (absolute), those that compile; a Vue page's name → its Markdown file (vue-page.ts). */
  components: Map<string, string>;
  /** Files that decide the list (the theme entry and its local imports), for the dev server to watch. */
  files: string[];
  diagnostics: Diagnostic[];
  /** The names of those that do not compile (or whose file is missing): already warned about. */
  failed: string[];
  /** Their files, and those their first errors are in (absolute): a fix makes the list again. */
  failedFiles: string[];
  /** The components the project's templates use without importing them (auto-import-components.ts): name → `.vue` file. */
  autoImports: Map<string, string>;
}

/** The warning for the component `name` at `file` whose import `missing` (in `importer`) resolves nowhere. */
function missingImport(name: string, file: string, missing: string, importer: string): Diagnostic {
  const page = file.endsWith('.md');
  return {
    severity: 'warning',
    rule: page ? 'vue-page' : 'vue-component',
    message: `${page ? 'Vue page' : `Vue component <${name}>`}: its import "${missing}" could not be resolved; an empty module stands in for it, the rest is rendered`,
    file: displayPath(importer),
    hint: 'install the package it names, or check the path (bookdocs reads the aliases of vite.resolve.alias in the VitePress config, not those a theme package adds)',
  };
}

/**
 * Why the component `name` at `file` does not compile for the server (its first error, at its place,
 * and the file it is in), or the imports of it that resolve nowhere (warned about: an empty module stands in for each).
 */
async function compileProblem(
  name: string,
  file: string,
  /** The import paths already warned about: one warning per path (naming its first importer), not one per component. */
  warned: Set<string>,
  autoImports: ReadonlyMap<string, string>,
): Promise<Diagnostic[] | { diagnostic: Diagnostic; at: string }> {
  const page = file.endsWith('.md');
  const missing: Diagnostic[] = [];
  const onMissing = (what: string, importer: string) => {
    if (warned.has(what)) return;
    warned.add(what);
    missing.push(missingImport(name, file, what, importer));
  };
  try {
    await esbuild.build({
      ...vueBuildOptions(file, true, { onMissing, autoImports }),
      entryPoints: [file],
      write: false,
      outdir: 'out',
    });
    return missing;
  } catch (err) {
    const first = (err as esbuild.BuildFailure).errors?.[0];
    const where = first?.location;
    const cause = first ? first.text : (err as Error).message.split('\n')[0];
    const at = where?.file ? path.resolve(where.file) : file;
    const diagnostic: Diagnostic = {
      severity: 'warning',
      rule: page ? 'vue-page' : 'vue-component',
      message: page
        ? `Vue page: its <script setup> could not be compiled: ${cause}; the page is shown as plain Markdown ({{ }} as written)`
        : `Vue component <${name}> (${displayPath(file)}) could not be compiled: ${cause}; its tag is left out, its content shown`,
      file: displayPath(at),
      ...(where && where.line > 0 && { line: where.line, column: where.column + 1 }),
      hint: page
        ? 'fix the script (or the file it imports named here)'
        : 'fix the component (or the file it imports named here), or remove its tag from the pages',
    };
    return { diagnostic, at };
  }
}

/**
 * The Vue components of the project: `vitepressDir`'s theme registers some, `pages` (absolute
 * Markdown files) import some in their `<script setup>`, `vuepressDir/components` holds some. The
 * theme's registrations win over a page's import of the same name.
 */
export async function loadSiteVue(opts: {
  vitepressDir?: string;
  vuepressDir?: string;
  pages: readonly string[];
  /** The docs folder: a Vue page's name is made from its path there. */
  srcDir: string;
}): Promise<SiteVue> {
  const found = new Map<string, string>();
  const diagnostics: Diagnostic[] = [];
  let files: string[] = [];
  const pages = new Map<string, string>();
  if (opts.vitepressDir) {
    const theme = await themeVueComponents(opts.vitepressDir);
    diagnostics.push(...theme.diagnostics);
    files = theme.files;
    for (const [n, f] of theme.components) found.set(n, f);
  }
  if (opts.vuepressDir)
    for (const [n, f] of vuepressFolderComponents(opts.vuepressDir)) if (!found.has(n)) found.set(n, f);
  // unplugin-vue-components' (a VitePress project's vite.config): those a page uses by tag.
  const auto = opts.vitepressDir
    ? autoImportComponents(path.dirname(opts.vitepressDir), projectFolder(opts.srcDir))
    : { components: new Map<string, string>(), files: [] };
  const autoImports = auto.components;
  files = [...files, ...auto.files];
  for (const page of opts.pages) {
    let source: string;
    try {
      source = fs.readFileSync(page, 'utf8');
    } catch {
      continue;
    }
    for (const [n, f] of scriptSetupVueImports(source, page)) if (!found.has(n)) found.set(n, f);
    for (const [n, f] of usedAutoImports(source, autoImports)) if (!found.has(n)) found.set(n, f);
    if (isVuePage(source)) pages.set(vuePageName(path.relative(opts.srcDir, page).split(path.sep).join('/')), page);
  }
  for (const [n, f] of pages) found.set(n, f);
  const components = new Map<string, string>();
  const failed: string[] = [];
  const failedFiles = new Set<string>();
  const warned = new Set<string>();
  for (const [name, file] of found) {
    if (!fs.existsSync(file)) {
      diagnostics.push({
        severity: 'warning',
        rule: 'vue-component',
        message: `Vue component <${name}>: ${displayPath(file)} does not exist; its tag is left out, its content shown`,
        file: displayPath(file),
        hint: 'fix the import, or add the file',
      });
      failed.push(name);
      failedFiles.add(file);
      continue;
    }
    const problem = await compileProblem(name, file, warned, autoImports);
    if (Array.isArray(problem)) {
      diagnostics.push(...problem);
      components.set(name, file);
      continue;
    }
    diagnostics.push(problem.diagnostic);
    failed.push(name);
    failedFiles.add(file).add(problem.at);
  }
  return { components, files, diagnostics, failed: failed.sort(), failedFiles: [...failedFiles], autoImports };
}
