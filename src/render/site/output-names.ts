// The names a build writes itself: each page's HTML and data chunk, the not-found page, the bundles,
// the search index, plugins' static folders. A file of the docs or public folder at one of them
// would silently replace (or be replaced by) what the build made, so it is left out with a warning.
import { NOT_FOUND_ROUTE, routeToDataFile, routeToHtmlFile } from '../../shared/routes.js';
import type { Diagnostic } from '../diagnostics.js';

/** Folders and name prefixes under the output root that are the build's own. */
const BUILD_PREFIXES = ['assets/pages/', 'assets/search/', 'assets/chunks/', 'assets/assets/', 'assets/main.'];

/** What the build writes at `rel`, for a file of the site found there; undefined when nothing. */
export function generatedNames(
  routes: ReadonlyMap<string, string>,
  pluginUrls: readonly string[],
): (rel: string) => string | undefined {
  const pages = new Map<string, string>();
  for (const [route, file] of routes) {
    pages.set(routeToHtmlFile(route), `the page of ${file}`);
    pages.set(routeToDataFile(route), `the data of ${file}`);
  }
  pages.set(routeToHtmlFile(NOT_FOUND_ROUTE), pages.get(routeToHtmlFile(NOT_FOUND_ROUTE)) ?? 'the not-found page');
  return (rel) => {
    const page = pages.get(rel);
    if (page) return page;
    if (BUILD_PREFIXES.some((p) => rel.startsWith(p))) return "the build's own scripts, styles and search index";
    const plugin = pluginUrls.find((u) => rel === u || rel.startsWith(`${u}/`));
    return plugin && `a plugin's files (${plugin})`;
  };
}

/** A warning for a file of the site left out because the build writes its name. */
export function nameTaken(label: string, rel: string, what: string): Diagnostic {
  return {
    severity: 'warning',
    rule: 'output-name-taken',
    message: `not published: the build writes ${what} at ${rel}`,
    file: label,
    hint: 'rename or move the file; a page of your own for the not-found page is 404.md',
  };
}

/** File names longer than this many bytes cannot be written on common file systems. */
const MAX_NAME_BYTES = 255;

/** An error for a page whose HTML file would have a name too long to write. */
export function htmlNameTooLong(route: string, label: string): Diagnostic | undefined {
  const longest = Math.max(
    ...routeToHtmlFile(route)
      .split('/')
      .map((s) => Buffer.byteLength(s)),
  );
  if (longest <= MAX_NAME_BYTES) return undefined;
  return {
    severity: 'error',
    rule: 'name-too-long',
    message: `its HTML file would be named with ${longest} bytes, more than the ${MAX_NAME_BYTES} file systems allow`,
    file: label,
    hint: 'shorten the file name',
  };
}
