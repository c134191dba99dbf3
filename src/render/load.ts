// The one load step every command starts with: config → scan → components → page inputs, and every
// problem found on the way. build, check, dev and the bench call it; nothing else assembles these steps.
import path from 'node:path';
import { fileToRoute } from '../shared/routes.js';
import type { Diagnostic } from './diagnostics.js';
import { langOfRoute } from './model/locale-lang.js';
import { readMarkdownSource } from './page/markdown-source.js';
import { readSourceFacts } from './page/source-facts.js';
import type { PageInput } from './page/page-types.js';
import { listComponents } from './site/components.js';
import { builtinComponents } from './site/builtin-components.js';
import { homeTitle } from './site/home-title.js';
import { DigestMemo } from './incremental/digest-memo.js';
import { configPositionsOf, loadConfig, type ConfigOverrides, type ResolvedConfig } from './site/config.js';
import { displayPath } from './site/paths.js';
import { walkSiteFiles } from './site/site-files.js';
import { generatedNames, htmlNameTooLong, nameTaken } from './site/output-names.js';
import { scanSite, walkOrder, type ScanResult } from './site/scan.js';
import { listTheme, type SiteTheme } from './site/theme.js';
import { loadPlugins } from './plugins/load-plugins.js';
import { loadUnifiedPlugins, type UnifiedSettings } from './markdown/unified/unified-plugins.js';
import type { LoadedPlugin } from './plugins/plugin-instances.js';
import { sitePluginParts, type PluginAssets } from './plugins/site-plugins.js';
import { runSiteHooks } from './generated/site-hooks.js';
import type { GeneratedSource } from './generated/generate-pages.js';
import { vuepressDirOf } from './vue/vue-project.js';

export interface LoadOptions {
  /**
   * Know every page's Markdown now (build: quick titles, the search index's size and the cache keys
   * need it): its facts (see source-facts.ts), and its text unless the facts were remembered. Default
   * false: page inputs name their files only, and are read when parsed.
   */
  readSources?: boolean;
  /** The run's digest memo (build, check): remembered config, home titles and source facts. */
  memo?: DigestMemo;
}

export interface SiteInputs {
  /** The validated config with absolute folders. */
  rc: ResolvedConfig;
  /** route → Markdown file (posix, relative to srcDir): one page per route. */
  routes: Map<string, string>;
  /** Every Markdown file under srcDir, sorted, including those that lost their route. */
  files: string[];
  /** Other files under srcDir (posix, relative), copied to the same place in the output. */
  assets: string[];
  /** Files of the public folder (posix, relative), served from the site root. */
  publicFiles: string[];
  /** Component name → file, for `<Name />` in Markdown: the site's own, then its plugins'. */
  components: Map<string, string>;
  /** The config's plugins, loaded, in order (those that failed to load are reported and left out). */
  plugins: LoadedPlugin[];
  /** Plugins' static folders, copied by build and served by dev. */
  pluginAssets: PluginAssets[];
  /** The config's remark and rehype plugins (`markdown`), when it has any: every page goes through them. */
  unified?: UnifiedSettings;
  /** The site's theme folder: part overrides, slots, stylesheets. */
  theme: SiteTheme;
  /** The pages to parse, one per route, in file order. */
  inputs: PageInput[];
  /** Pages plugins generate (`pages` hook): their path as a file of srcDir → where they are written. */
  generated: ReadonlyMap<string, GeneratedSource>;
  /** Plugins' data (`data` hook): name → its JSON file, imported as `bookdocs:data/<name>`. */
  dataFiles: ReadonlyMap<string, string>;
  /** A file relative to srcDir as shown in messages. */
  label(file: string): string;
  /** Where a page's Markdown is (absolute): its file under srcDir, or where a plugin's page is generated. */
  sourceOf(file: string): string;
  /** The pages the config's `rewrites` moved: their paths (as in `files`) → their own paths under srcDir. */
  rewritten: ReadonlyMap<string, string>;
}

export interface LoadResult {
  /** Undefined when the config leaves nothing to go on. */
  site?: SiteInputs;
  /** Every problem found so far; pages' own problems come when they are parsed. */
  diagnostics: Diagnostic[];
  /** Those of `diagnostics` found listing the files (see listSiteFiles). */
  fileDiagnostics: Diagnostic[];
  /** The files the config was read from (also when it failed), for the dev server to watch. */
  configFiles: string[];
}

/** Load the site rooted at `root`: every problem is reported, none hides another. */
export async function loadSite(
  root: string,
  overrides: ConfigOverrides = {},
  opts: LoadOptions = {},
): Promise<LoadResult> {
  const memo = opts.memo ?? new DigestMemo();
  const loaded = await loadConfig(root, overrides, memo);
  const { configFiles } = loaded;
  if (!loaded.config) return { diagnostics: loaded.diagnostics, fileDiagnostics: [], configFiles };
  const rc = loaded.config;
  const diagnostics = [...loaded.diagnostics];
  // Plugins: their components join the site's (its own file of the same name wins), their head
  // elements follow the config's; the built-in components (builtin-components.ts) come with every site
  // unless one of those has a component of the same name.
  const own = listComponents(rc.componentsDir);
  const positions = configPositionsOf(rc);
  const loadedPlugins = await loadPlugins(
    rc.config.plugins,
    rc.root,
    (i, inside = []) => ({
      file: rc.configLabel,
      ...(positions?.key(['plugins', i, ...inside]) ?? positions?.nearest(['plugins', i, ...inside])),
    }),
    rc.configModule,
  );
  const unified = await loadUnifiedPlugins(rc, (list, i) => ({
    file: rc.configLabel,
    ...positions?.nearest(['markdown', list, i]),
  }));
  diagnostics.push(...unified.diagnostics);
  const parts = await sitePluginParts(loadedPlugins.plugins, own);
  diagnostics.push(...loadedPlugins.diagnostics, ...parts.diagnostics);
  rc.config.head.push(...parts.head);
  // A plugin's own files are watched like the config's: the dev server reloads the site when one changes.
  rc.configFiles.push(...[...loadedPlugins.files, ...unified.files].filter((f) => !rc.configFiles.includes(f)));
  const listed = listTheme(rc.themeDir);
  diagnostics.push(...listed.diagnostics);
  // Plugins' slots and route hooks are bundled with the theme's (output/theme-overrides.ts).
  const client = loadedPlugins.plugins.some((p) => p.plugin.client)
    ? (await import('./plugins/plugin-client.js')).pluginClient(loadedPlugins.plugins, diagnostics)
    : undefined;
  // A VitePress project's theme stylesheets (site/vitepress-theme.ts).
  const vitepress = rc.vitepressDir
    ? await (await import('./site/vitepress-theme.js')).vitePressThemeStyles(rc.vitepressDir, rc.srcDir)
    : undefined;
  if (vitepress) diagnostics.push(...vitepress.diagnostics);
  let theme: SiteTheme = {
    ...listed,
    ...(client && { client }),
    ...(vitepress?.styles && { vitepress: vitepress.styles }),
  };
  // Plugins' data and generated pages; the files they come from are watched as the plugins' own.
  let markdownFiles: string[] | undefined;
  const hooks = await runSiteHooks(rc, loadedPlugins.plugins, () => (markdownFiles ??= scanSite(rc).pages));
  diagnostics.push(...hooks.diagnostics);
  // (A Set: content() may have read every page of a large site.)
  const followed = new Set(rc.configFiles);
  rc.configFiles.push(...hooks.watched.filter((f) => !followed.has(f)));
  const { diagnostics: fileDiagnostics, ...files } = listSiteFiles(
    rc,
    parts.assets,
    { ...opts, memo },
    hooks.generated,
  );
  diagnostics.push(...fileDiagnostics);
  // Zero config: the site (and each language folder) is named by its home page, not by its folder ("docs").
  if (rc.zeroConfig) await nameByHomePages(rc, files, memo);
  const components = new Map([...own, ...parts.components]);
  // A VitePress or VuePress project's own Vue components (vue/site-vue.ts), after its React ones.
  const vuepressDir = vuepressDirOf(rc);
  if (rc.vitepressDir || vuepressDir) {
    const vue = await (
      await import('./vue/site-vue.js')
    ).loadSiteVue({
      ...(rc.vitepressDir && { vitepressDir: rc.vitepressDir }),
      ...(vuepressDir && { vuepressDir }),
      pages: files.inputs.map((i) => i.abs),
      srcDir: rc.srcDir,
    });
    diagnostics.push(...vue.diagnostics);
    rc.configFiles.push(...vue.files.filter((f) => !rc.configFiles.includes(f)));
    for (const [name, file] of vue.components) if (!components.has(name)) components.set(name, file);
    if (vue.failed.length) rc.vueUnrendered = vue.failed;
    // A component that does not compile is watched as the config is: fixing it loads the site again (dev).
    rc.configFiles.push(...vue.failedFiles.filter((f) => !rc.configFiles.includes(f)));
    // Its Vue components read the VitePress theme config (useData().theme): in their bundles only.
    if (vue.components.size && rc.vueThemeConfig) theme = { ...theme, vueThemeConfig: rc.vueThemeConfig };
    // Components their templates use without importing them (unplugin-vue-components).
    if (vue.components.size && vue.autoImports.size)
      theme = { ...theme, vueAutoImports: Object.fromEntries(vue.autoImports) };
  }
  const site: SiteInputs = {
    rc,
    ...files,
    dataFiles: hooks.dataFiles,
    // The built-ins first: the order is the bundle's, and a site's own come after as before.
    components: new Map([...builtinComponents(components), ...components]),
    plugins: loadedPlugins.plugins,
    pluginAssets: parts.assets,
    ...(unified.settings && { unified: unified.settings }),
    theme,
  };
  return { site, diagnostics, fileDiagnostics, configFiles };
}

/** What listSiteFiles finds: the site's files, and their problems. */
export type SiteFiles = Pick<
  SiteInputs,
  'routes' | 'files' | 'assets' | 'publicFiles' | 'inputs' | 'generated' | 'label' | 'sourceOf' | 'rewritten'
> & {
  diagnostics: Diagnostic[];
};

/**
 * The load step's listing of the site's files: the pages and their route table, the other files of
 * the docs folder and of the public folder, leaving out those at a name the build writes itself
 * (`pluginAssets`: plugins' static folders), with the pages plugins `generated` among the docs
 * folder's files, where a file of the same route wins. The dev server lists them again when files come or go.
 */
export function listSiteFiles(
  rc: ResolvedConfig,
  pluginAssets: readonly Pick<PluginAssets, 'url'>[],
  opts: LoadOptions = {},
  generated: ReadonlyMap<string, GeneratedSource> = new Map(),
): SiteFiles {
  const memo = opts.memo ?? new DigestMemo();
  const diagnostics: Diagnostic[] = [];
  const scan = scanSite(rc);
  diagnostics.push(...scan.diagnostics);
  if (!scan.pages.length) {
    diagnostics.push({
      severity: 'error',
      rule: 'no-pages',
      message: `no Markdown pages found in ${displayPath(rc.srcDir)}`,
      hint: 'add a README.md or index.md there, or point bookdocs at the right folder',
    });
  }
  // As displayPath(path.join(srcDir, file)), without a path.relative per page (10,000 of them).
  const srcRel = path.relative(process.cwd(), rc.srcDir);
  const prefix =
    srcRel.startsWith('..') || path.isAbsolute(srcRel)
      ? undefined
      : srcRel
        ? `${srcRel.split(path.sep).join('/')}/`
        : '';
  const { rewritten } = scan;
  const own = (file: string) => {
    const rel = rewritten.get(file) ?? file;
    return prefix === undefined ? path.join(rc.srcDir, rel) : prefix + rel;
  };
  const label = (file: string) => {
    const made = generated.get(file);
    return made ? displayPath(made.abs) : own(file);
  };
  const sourceOf = (file: string) => generated.get(file)?.abs ?? path.join(rc.srcDir, rewritten.get(file) ?? file);
  diagnostics.push(...addGenerated(scan, generated, own, label));
  const routed = new Set(scan.routes.values());
  const inputs = scan.pages
    .filter((file) => routed.has(file))
    .map((file): PageInput => {
      const abs = sourceOf(file);
      const read = opts.readSources ? readSourceFacts(abs, memo) : undefined;
      return {
        abs,
        file,
        label: label(file),
        lang: langOfRoute(rc.config, fileToRoute(file)),
        ...(rewritten.has(file) && { ownFile: rewritten.get(file) }),
        ...(read && { facts: read.facts, ...(read.source !== undefined && { source: read.source }) }),
      };
    });
  const publicFiles = rc.publicDir
    ? walkSiteFiles(rc.publicDir, { name: 'the public folder', label: displayPath })
    : undefined;
  diagnostics.push(...(publicFiles?.diagnostics ?? []));
  // Files of the site at a name the build writes itself are left out; so are pages it cannot write.
  const taken = generatedNames(
    scan.routes,
    pluginAssets.map((a) => a.url),
  );
  const free = (dir: string) => (rel: string) => {
    const what = taken(rel);
    if (what) diagnostics.push(nameTaken(displayPath(path.join(dir, rel)), rel, what));
    return !what;
  };
  for (const [route, file] of scan.routes) {
    const tooLong = htmlNameTooLong(route, label(file));
    if (tooLong) diagnostics.push(tooLong);
  }
  return {
    routes: scan.routes,
    files: scan.pages,
    assets: scan.assets.filter(free(rc.srcDir)),
    publicFiles: rc.publicDir ? (publicFiles?.files.map((f) => f.rel) ?? []).filter(free(rc.publicDir)) : [],
    inputs,
    generated,
    label,
    sourceOf,
    rewritten,
    diagnostics,
  };
}

/**
 * The generated pages among the scanned files, sorted in, each at its route unless a file of the docs
 * folder (or an earlier generated page) has it: that one wins, and the generated page is an error.
 */
function addGenerated(
  scan: ScanResult,
  generated: ReadonlyMap<string, GeneratedSource>,
  own: (file: string) => string,
  label: (file: string) => string,
): Diagnostic[] {
  if (!generated.size) return [];
  const diagnostics: Diagnostic[] = [];
  const files = new Set(scan.pages);
  for (const [file, made] of generated) {
    const route = fileToRoute(file);
    const other = files.has(file) ? file : scan.routes.get(route);
    if (other !== undefined) {
      const by =
        other !== file && generated.has(other)
          ? `the page plugin "${generated.get(other)!.plugin}" generates at ${other}`
          : own(other);
      diagnostics.push({
        severity: 'error',
        rule: 'duplicate-route',
        message: `plugin "${made.plugin}" generates ${file}, but route ${route} is ${by}: that page is kept, the generated one left out`,
        file: label(file),
        hint: 'give the generated page another path, or rename or remove the file',
      });
      continue;
    }
    files.add(file);
    scan.routes.set(route, file);
  }
  scan.pages = [...files].sort(walkOrder);
  return diagnostics;
}

async function nameByHomePages(
  rc: ResolvedConfig,
  { routes, sourceOf }: Pick<SiteFiles, 'routes' | 'sourceOf'>,
  memo: DigestMemo,
): Promise<void> {
  const titleOf = async (route: string) => {
    const home = routes.get(route);
    const source = home === undefined ? undefined : readSource(sourceOf(home));
    return source === undefined ? undefined : homeTitle(source, memo);
  };
  if (!rc.titled) rc.config.title = (await titleOf('/')) ?? rc.config.title;
  for (const [route, locale] of Object.entries(rc.config.locales))
    if (route !== '/') locale.title ??= await titleOf(route);
}

/** A page's Markdown; undefined when it cannot be read (its parse reports why, with its file). */
function readSource(abs: string): string | undefined {
  try {
    return readMarkdownSource(abs);
  } catch {
    return undefined;
  }
}
