// The build's search index: started beside the pages (a worker), fed as they are parsed, and at the
// end written, updated or carried over from the previous build.
import { fileToRoute, localeOfRoute, NOT_FOUND_ROUTE } from '../../shared/routes.js';
import { plural } from '../../shared/plural.js';
import type { OutputFiles } from '../incremental/build-record.js';
import { readCachedPage } from '../incremental/page-cache.js';
import { sha } from '../incremental/hashing.js';
import type { SiteInputs } from '../load.js';
import { localesOf } from '../model/site.js';
import { localSearchOf } from '../site/search-setting.js';
import { factsOf } from '../page/source-facts.js';
import { searchIndexUrls, type SearchState } from '../search/search-index.js';
import { startSearchIndex, type PreviousSearch, type SearchIndexTask } from '../search/search-pool.js';

/** The index under way, and what each page gave it. */
export interface SearchRun {
  task: SearchIndexTask;
  /** Route → hash of what the index takes from the page (see finishSearch). */
  keys: Map<string, string>;
}

/** The index's URLs, fixed per locale so that every page links the index before it is built; none without search. */
export function searchUrls(site: SiteInputs): Record<string, string> | undefined {
  const { rc } = site;
  if (!localSearchOf(rc.config.search)) return undefined;
  const localePaths = localePathsOf(site);
  return searchIndexUrls(searchedRoutes(site), rc.config.base, (route) => localeOfRoute(route, localePaths));
}

/** Start the index: pages go into it as they are parsed; the sources size its shards. */
export function startSearch(
  site: SiteInputs,
  outDir: string,
  urls: Record<string, string>,
  files: OutputFiles,
  cacheDir: string | undefined,
  toolkit: string,
): SearchRun {
  const { rc, inputs } = site;
  const localePaths = localePathsOf(site);
  const routes = searchedRoutes(site);
  const byRoute = new Map(inputs.map((i) => [fileToRoute(i.file), i]));
  const sourceChars: Record<string, number> = {};
  for (const route of routes) {
    const locale = localeOfRoute(route, localePaths);
    sourceChars[locale] = (sourceChars[locale] ?? 0) + (factsOf(byRoute.get(route)!)?.length ?? 0);
  }
  const task = startSearchIndex(
    rc.config.base,
    localePaths,
    outDir,
    urls,
    { routes, sourceChars },
    (key) => (cacheDir ? readCachedPage(cacheDir, key) : undefined),
    previousSearch(files, searchCompat(toolkit, rc.config.base, localePaths)),
  );
  return { task, keys: new Map() };
}

/**
 * The search index: written by its task, or carried over from the previous build when every page gave
 * it the same route, title, headings and text (and the toolkit, base and locales are the same).
 */
export async function finishSearch(
  site: SiteInputs,
  search: SearchRun | undefined,
  files: OutputFiles,
  toolkit: string,
): Promise<string | undefined> {
  if (!search) return undefined;
  const compat = searchCompat(toolkit, site.rc.config.base, localePathsOf(site));
  const key = sha(compat, ...[...search.keys].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([r, k]) => `${r}\0${k}`));
  const previous = files.previousPartData('search');
  const data = previous?.data as SearchPartData | undefined;
  const written = data?.files;
  if (previous?.key === key && data?.compat === compat && written?.every((rel) => files.carry(rel, key))) {
    await search.task.cancel();
    files.setPart('search', key, data);
    return 'carried over';
  }
  for (const rel of written ?? []) files.unlinkCarried(rel);
  const made = await search.task.finish();
  for (const rel of made.files) files.wrote(rel, key);
  // Kept from the previous index (unchanged shards), checked intact when the build started.
  for (const rel of made.reused) {
    if (!files.carry(rel, files.previousKey(rel) ?? ''))
      throw new Error(`search index: ${rel} of the previous build changed during this build; build again`);
  }
  files.setPart('search', key, {
    files: [...new Set([...made.files, ...made.reused])].sort(),
    state: made.state,
    compat,
  } satisfies SearchPartData);
  return made.updated ? `updated: ${plural(made.files.length, 'file')} written` : 'made';
}

/** What the build record keeps of the search index: its files, and what the next build needs to update it. */
interface SearchPartData {
  files: string[];
  state?: SearchState;
  /** searchCompat() of the build that made it: an index is updated only by the same toolkit, base and locales. */
  compat?: string;
}

function searchCompat(toolkit: string, base: string, localePaths: readonly string[]): string {
  return sha(toolkit, base, JSON.stringify(localePaths));
}

/** The previous build's index, when this build may update it (same toolkit, base and locales). */
function previousSearch(files: OutputFiles, compat: string): PreviousSearch | undefined {
  const data = files.previousPartData('search')?.data as SearchPartData | undefined;
  if (!data?.state || data.compat !== compat) return undefined;
  return {
    state: data.state,
    files: data.files.filter((rel) => files.isIntact(rel)),
    read: (rel) => files.readPrevious(rel),
  };
}

const localePathsOf = (site: SiteInputs) => localesOf(site.rc.config, new Map()).map((l) => l.path);

/** The routes of the searched pages, in file order: all but the not-found page (404.md). */
const searchedRoutes = (site: SiteInputs) =>
  site.inputs.map((i) => fileToRoute(i.file)).filter((route) => route !== NOT_FOUND_ROUTE);
