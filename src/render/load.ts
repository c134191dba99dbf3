// The one load step every command starts with: config → scan → components → page inputs, and every
// problem found on the way. build, check, dev and the bench call it; nothing else assembles these steps.
import fs from 'node:fs';
import path from 'node:path';
import { fileToRoute } from '../shared/routes.js';
import type { Diagnostic } from './diagnostics.js';
import { langOfRoute } from './model/site.js';
import type { PageInput } from './page/page-pool.js';
import { listComponents } from './site/components.js';
import { homeTitle } from './site/home-title.js';
import { loadConfig, type ConfigOverrides, type ResolvedConfig } from './site/config.js';
import { displayPath } from './site/paths.js';
import { listFiles } from './site/public-files.js';
import { scanSite } from './site/scan.js';

export interface LoadOptions {
  /**
   * Read every page's Markdown now (build: quick titles, the search index's name and the parse need
   * it). Default false: page inputs name their files only, and are read when parsed.
   */
  readSources?: boolean;
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
  /** Component name → file, for `<Name />` in Markdown. */
  components: Map<string, string>;
  /** The pages to parse, one per route, in file order. */
  inputs: PageInput[];
  /** A file relative to srcDir as shown in messages. */
  label(file: string): string;
}

export interface LoadResult {
  /** Undefined when the config leaves nothing to go on. */
  site?: SiteInputs;
  /** Every problem found so far; pages' own problems come when they are parsed. */
  diagnostics: Diagnostic[];
}

/** Load the site rooted at `root`: every problem is reported, none hides another. */
export function loadSite(root: string, overrides: ConfigOverrides = {}, opts: LoadOptions = {}): LoadResult {
  const loaded = loadConfig(root, overrides);
  if (!loaded.config) return { diagnostics: loaded.diagnostics };
  const rc = loaded.config;
  const diagnostics = [...loaded.diagnostics];
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
  const label = (file: string) => displayPath(path.join(rc.srcDir, file));
  // Zero config: the site (and each language folder) is named by its home page, not by its folder ("docs").
  if (rc.zeroConfig) nameByHomePages(rc, scan.routes);
  const routed = new Set(scan.routes.values());
  const inputs = scan.pages.filter((file) => routed.has(file)).map((file): PageInput => {
    const abs = path.join(rc.srcDir, file);
    return { abs, file, label: label(file), lang: langOfRoute(rc.config, fileToRoute(file)), ...(opts.readSources && { source: readSource(abs) }) };
  });
  const site: SiteInputs = {
    rc,
    routes: scan.routes,
    files: scan.pages,
    assets: scan.assets,
    publicFiles: rc.publicDir && fs.existsSync(rc.publicDir) ? listFiles(rc.publicDir) : [],
    components: listComponents(rc.componentsDir),
    inputs,
    label,
  };
  return { site, diagnostics };
}

function nameByHomePages(rc: ResolvedConfig, routes: ReadonlyMap<string, string>): void {
  const titleOf = (route: string) => {
    const home = routes.get(route);
    const source = home === undefined ? undefined : readSource(path.join(rc.srcDir, home));
    return source === undefined ? undefined : homeTitle(source);
  };
  rc.config.title = titleOf('/') ?? rc.config.title;
  for (const [route, locale] of Object.entries(rc.config.locales)) if (route !== '/') locale.title ??= titleOf(route);
}

/** A page's Markdown; undefined when it cannot be read (its parse reports why, with its file). */
function readSource(abs: string): string | undefined {
  try {
    return fs.readFileSync(abs, 'utf8');
  } catch {
    return undefined;
  }
}
