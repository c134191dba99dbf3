// docs/**/*.md → the route table; every other file under srcDir is an asset copied as-is.
import fs from 'node:fs';
import path from 'node:path';
import { fileToRoute, NOT_FOUND_ROUTE } from '../../shared/routes.js';
import { displayPath, type ResolvedConfig } from './config.js';
import { BookdocsError } from '../errors.js';

export interface ScanResult {
  /** Markdown files relative to srcDir (posix), sorted. */
  pages: string[];
  /** Other files relative to srcDir (posix), copied to the same place in the output. */
  assets: string[];
  /** route → file */
  routes: Map<string, string>;
  errors: BookdocsError[];
}

const SKIP_DIRS = new Set(['node_modules']);

/**
 * A folder a previous build wrote (its 404.html and page data chunks), e.g. the default `dist/` of a
 * zero-config site built since with another --out-dir: its files are not the site's assets.
 */
function isBuildOutput(dir: string): boolean {
  return fs.existsSync(path.join(dir, '404.html')) && fs.existsSync(path.join(dir, 'assets', 'pages'));
}

export function scanSite(rc: ResolvedConfig): ScanResult {
  const skip = new Set([rc.outDir, rc.publicDir, rc.componentsDir].filter((p): p is string => !!p).map((p) => path.resolve(p)));
  const pages: string[] = [];
  const assets: string[] = [];
  const walk = (dir: string, rel: string): void => {
    const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      if (e.name.startsWith('.')) continue;
      const abs = path.join(dir, e.name);
      const relPath = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (SKIP_DIRS.has(e.name) || skip.has(abs) || (rel === '' && isBuildOutput(abs))) continue;
        walk(abs, relPath);
      } else if (e.isFile() || e.isSymbolicLink()) {
        if (/\.md$/i.test(e.name)) pages.push(relPath);
        else if (!(rc.zeroConfig && rel === '' && /^(package(-lock)?\.json|site\.config\.json)$/.test(e.name))) assets.push(relPath);
      }
    }
  };
  walk(rc.srcDir, '');
  const routes = new Map<string, string>();
  const errors: BookdocsError[] = [];
  for (const file of pages) {
    const route = fileToRoute(file);
    const other = routes.get(route);
    if (other !== undefined) {
      errors.push(
        new BookdocsError(
          `duplicate route ${route}: also produced by ${displayPath(path.join(rc.srcDir, other))}`,
          { file: displayPath(path.join(rc.srcDir, file)) },
          'a folder can have either index.md or README.md, not both; rename or remove one',
        ),
      );
    } else routes.set(route, file);
  }
  if (routes.has(NOT_FOUND_ROUTE)) {
    errors.push(new BookdocsError('404.md is reserved for the built-in not-found page', { file: displayPath(path.join(rc.srcDir, routes.get(NOT_FOUND_ROUTE)!)) }, 'rename the file'));
  }
  return { pages, assets, routes, errors };
}
