// The route list of a site's versions, at a fixed URL (`assets/versions.json`, written by a site with
// versions kept in git refs): a ref's build is cached apart from the site's pages, so its pages cannot
// know at build time which of them exist; they fetch this file lazily and link the same page in the
// other versions where it exists (theme/use-version-links.ts). One list per version, sorted.
import { routeLink } from './routes.js';

/** Where the file is, under the site's base. */
export const VERSION_ROUTES_FILE = 'assets/versions.json';

export interface VersionRoutes {
  /** The site's base and link style: links are made as its own pages make them. */
  base: string;
  cleanUrls: boolean;
  versions: {
    name: string;
    /** A folder version's folder, or the prefix a ref's build is served under (a route: '/1.x/'). */
    root: string;
    /** Kept in a git ref: its routes are its build's, without the prefix. */
    ref?: true;
    /** A folder version: the site's routes in its folder (the longest folder holding each). */
    routes: string[];
  }[];
}

/**
 * The page at `route` of version `own` (a ref's build), in each other version where it exists: the
 * same route there, or (into a folder version) the same place under its folder. Versions without
 * such a page are left out: their links stay as built (the version's home).
 */
export function sameRouteLinks(file: VersionRoutes, own: string, route: string): Record<string, string> {
  let folder: string | undefined;
  for (const v of file.versions)
    if (!v.ref && route.startsWith(v.root) && (folder === undefined || v.root.length > folder.length)) folder = v.root;
  const links: Record<string, string> = {};
  for (const v of file.versions) {
    if (v.name === own) continue;
    const candidates = v.ref || folder === undefined ? [route] : [route, v.root + route.slice(folder.length)];
    const found = candidates.find((r) => v.routes.includes(r));
    if (found !== undefined)
      links[v.name] = routeLink(v.ref ? v.root + found.slice(1) : found, file.base, file.cleanUrls);
  }
  return links;
}
