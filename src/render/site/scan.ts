// docs/**/*.md → the route table (but config srcExclude); every other file under srcDir is an asset copied as-is.
// The folder is listed by walkSiteFiles: links leading out of it, loops and special files are left out.
import fs from 'node:fs';
import path from 'node:path';
import { fileToRoute } from '../../shared/routes.js';
import type { Diagnostic } from '../diagnostics.js';
import type { ResolvedConfig } from './config.js';
import { displayPath } from './paths.js';
import { isExcludedPage } from './src-exclude.js';
import { walkSiteFiles } from './site-files.js';
import { MAX_PAGE_BYTES, pageTooLarge } from '../page/markdown-source.js';
import { isBookdocsOutput } from './output-signature.js';

export interface ScanResult {
  /**
   * Markdown files relative to srcDir (posix), sorted; a file the config's `rewrites` moves (see
   * rewrites.ts) by its rewritten path, which its route is made from and its relative links start at.
   */
  pages: string[];
  /** Rewritten path → the file's own path under srcDir, for the pages `rewrites` moved. */
  rewritten: Map<string, string>;
  /** Other files relative to srcDir (posix), copied to the same place in the output. */
  assets: string[];
  /** route → file: one page per route (a duplicate's file is left out). `404.md` is the not-found page's content. */
  routes: Map<string, string>;
  /** Duplicate routes, READMEs left out. */
  diagnostics: Diagnostic[];
}

const SKIP_DIRS = new Set(['node_modules']);

export function scanSite(rc: ResolvedConfig): ScanResult {
  const skip = new Set(
    [rc.outDir, rc.publicDir, rc.componentsDir].filter((p): p is string => !!p).map((p) => path.resolve(p)),
  );
  const pages: string[] = [];
  const assets: string[] = [];
  const walked = walkSiteFiles(rc.srcDir, {
    name: 'the docs folder',
    label: displayPath,
    // A folder a previous build wrote (e.g. the default `dist/` of a zero-config site built since with
    // another --out-dir): its files are not the site's.
    skipDir: (abs, name, top) => SKIP_DIRS.has(name) || skip.has(abs) || (top && isBookdocsOutput(abs)),
    skipFile: (rel) => rc.zeroConfig && /^(package(-lock)?\.json|site\.config\.json)$/.test(rel),
  });
  const diagnostics = walked.diagnostics;
  for (const { rel } of walked.files) {
    if (!/\.md$/i.test(rel)) assets.push(rel);
    else if (isExcludedPage(rc.config.srcExclude, rel)) continue;
    // (A page over the size limit is an error when it is read: see markdown-source.ts.)
    else pages.push(rel);
  }
  const rewritten = rc.rewrite ? rewritePages(pages, rc, diagnostics) : new Map<string, string>();
  const label = (file: string) => displayPath(path.join(rc.srcDir, rewritten.get(file) ?? file));
  const table = routeTable(pages, label, rc.zeroConfig);
  diagnostics.push(...table.diagnostics);
  return { pages, rewritten, assets, routes: table.routes, diagnostics };
}

/** A Markdown file's path as the site knows it, after the config's rewrites (its own path when they throw: the scan says so). */
export function pagePath(rc: Pick<ResolvedConfig, 'rewrite'>, rel: string): string {
  try {
    return rc.rewrite?.(rel) ?? rel;
  } catch {
    return rel;
  }
}

/**
 * `pages` (in place) by their rewritten paths, sorted again; returns rewritten path → own path. A path
 * two files would have is kept by the one already there, else by the first; the other is left out
 * with an error.
 */
function rewritePages(
  pages: string[],
  { rewrite, srcDir, configLabel }: Pick<ResolvedConfig, 'rewrite' | 'srcDir' | 'configLabel'>,
  diagnostics: Diagnostic[],
): Map<string, string> {
  const rewritten = new Map<string, string>();
  const kept: string[] = [];
  const taken = new Map<string, string>();
  let moved: (readonly [string, string])[];
  try {
    moved = pages.map((rel) => [rel, rewrite!(rel)] as const);
  } catch (err) {
    // A rewrites function that throws: the pages keep their own paths.
    diagnostics.push({
      severity: 'warning',
      rule: 'vitepress-config',
      message: `VitePress config: rewrites threw ${err instanceof Error ? `${err.name}: ${err.message}` : String(err)}; the pages keep their own paths`,
      file: configLabel,
      hint: 'fix the rewrites function of the config',
    });
    return rewritten;
  }
  for (const [rel, to] of moved) if (to === rel) taken.set(rel, rel);
  for (const [rel, to] of moved) {
    if (to === rel) kept.push(rel);
    else if (taken.has(to)) {
      const other = taken.get(to)!;
      diagnostics.push({
        severity: 'error',
        rule: 'duplicate-route',
        message: `rewrites: this page is rewritten to ${to}, the path of ${displayPath(path.join(srcDir, other))}: it is left out`,
        file: displayPath(path.join(srcDir, rel)),
        hint: "change the config's rewrites so that every page has a path of its own",
      });
    } else {
      taken.set(to, rel);
      rewritten.set(to, rel);
      kept.push(to);
    }
  }
  pages.splice(0, pages.length, ...kept.sort(walkOrder));
  return rewritten;
}

/** The order walkSiteFiles lists files in: by name within each folder, a folder's files at its name's place. */
export function walkOrder(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
  return x.length - y.length;
}

/** The error for a page over MAX_PAGE_BYTES; undefined for any other. */
export function oversizePage(abs: string): Diagnostic | undefined {
  const size = fs.statSync(abs, { throwIfNoEntry: false })?.size ?? 0;
  return size > MAX_PAGE_BYTES ? { severity: 'error', ...pageTooLarge(size), file: displayPath(abs) } : undefined;
}

/**
 * Markdown files → route → file, with a diagnostic for each file whose route is taken.
 * `preferIndex` (zero config): a folder's index.md is its page and a README.md beside it is left out
 * with a warning, as in a VitePress folder, where README.md is the repository's readme.
 */
export function routeTable(
  files: readonly string[],
  label: (file: string) => string,
  preferIndex = false,
): { routes: Map<string, string>; diagnostics: Diagnostic[] } {
  const routes = new Map<string, string>();
  const diagnostics: Diagnostic[] = [];
  for (const file of files) {
    const { problem, displaces } = routeProblem(routes, file, label, preferIndex);
    if (problem) diagnostics.push(problem);
    else routes.set(fileToRoute(file), file);
    if (displaces) diagnostics.push(readmeLeftOut(displaces, file, label));
  }
  return { routes, diagnostics };
}

const isReadme = (file: string) => /(^|\/)readme\.md$/i.test(file);
const isIndex = (file: string) => /(^|\/)index\.md$/i.test(file);

/**
 * Why `file` cannot have its route in `routes` (taken by another file), if it cannot;
 * or, with `preferIndex`, the README.md it takes the route from.
 */
export function routeProblem(
  routes: ReadonlyMap<string, string>,
  file: string,
  label: (file: string) => string,
  preferIndex = false,
): { problem?: Diagnostic; displaces?: string } {
  const route = fileToRoute(file);
  const other = routes.get(route);
  if (other === undefined || other === file) return {};
  if (preferIndex && isIndex(file) && isReadme(other)) return { displaces: other };
  if (preferIndex && isReadme(file) && isIndex(other)) return { problem: readmeLeftOut(file, other, label) };
  return {
    problem: {
      severity: 'error',
      rule: 'duplicate-route',
      message: `duplicate route ${route}: also produced by ${label(other)}`,
      file: label(file),
      hint: 'a folder can have either index.md or README.md, not both; rename or remove one',
    },
  };
}

function readmeLeftOut(readme: string, index: string, label: (file: string) => string): Diagnostic {
  return {
    severity: 'warning',
    rule: 'readme-beside-index',
    message: `not a page: ${path.posix.basename(index)} is this folder's page, so ${path.posix.basename(readme)} is left out`,
    file: label(readme),
    hint: "beside an index.md, README.md is taken for the repository's readme (as VitePress does); rename it to make it a page",
  };
}
