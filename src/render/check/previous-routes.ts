// The routes the site had before, for moved-page: from the build record (each build keeps its pages'
// routes and titles there, and the old routes still without page or redirect, so a move stays
// reported until it has its redirect), else from git history when the docs folder is in a work tree.
import { fileToRoute } from '../../shared/routes.js';
import type { BuildRecord } from '../incremental/build-record.js';
import type { Redirect } from '../model/redirects.js';
import { readGitMoves } from '../site/git-moves.js';
import type { PreviousRoute, PreviousRoutes } from './context.js';
import { movedRoutes } from './moved-pages.js';

/** The build record's part holding the routes a build published. */
export const PUBLISHED_ROUTES_PART = 'published-routes';

/**
 * What a build records: its pages' [route, title], and earlier routes still without a page or
 * redirect as [route, title, where it went when that was evident].
 */
export interface PublishedRoutes {
  pages: [string, string][];
  gone: ([string, string] | [string, string, string])[];
}

/** The routes of the last build into the output folder, from its record. */
export function routesOfRecord(record: BuildRecord | undefined): PreviousRoutes | undefined {
  const data = record?.parts[PUBLISHED_ROUTES_PART]?.data as PublishedRoutes | undefined;
  if (!data || !Array.isArray(data.pages) || !Array.isArray(data.gone)) return undefined;
  const routes: PreviousRoute[] = [
    ...data.pages.map(([route, title]) => ({ route, title })),
    ...data.gone.map(([route, title, movedTo]) => ({ route, title, ...(movedTo !== undefined && { movedTo }) })),
  ];
  return { from: 'build', routes };
}

/** The routes of renamed and deleted Markdown files in git history (undefined: not a git work tree). */
export function routesOfGit(srcDir: string): PreviousRoutes | undefined {
  const moves = readGitMoves(srcDir);
  if (!moves) return undefined;
  const routes: PreviousRoute[] = moves.map((m) => ({
    route: fileToRoute(m.file),
    ...(m.now !== undefined && { movedTo: fileToRoute(m.now) }),
  }));
  return { from: 'git', routes };
}

/** The record or else git, as check and build read them. */
export function previousRoutes(record: BuildRecord | undefined, srcDir: string): PreviousRoutes | undefined {
  return routesOfRecord(record) ?? routesOfGit(srcDir);
}

/** What this build records: its pages, and the earlier routes that still have neither a page nor a redirect. */
export function publishedRoutes(
  pages: readonly { route: string; title: string }[],
  redirects: readonly Redirect[],
  previous: PreviousRoutes | undefined,
): PublishedRoutes {
  const now = new Set(pages.map((p) => p.route));
  const redirected = new Set(redirects.map((r) => r.from));
  const gone: PublishedRoutes['gone'] = [];
  if (previous?.from === 'build') {
    // Where each went is kept: once this build records the new route, its title is no longer new.
    const moves = movedRoutes(previous, pages);
    for (const p of previous.routes) {
      if (now.has(p.route) || redirected.has(p.route)) continue;
      const to = moves.get(p.route);
      gone.push(to === undefined ? [p.route, p.title ?? ''] : [p.route, p.title ?? '', to]);
    }
  }
  const byRoute = (a: [string, ...string[]], b: [string, ...string[]]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
  return {
    pages: pages.map((p): [string, string] => [p.route, p.title]).sort(byRoute),
    gone: gone.sort(byRoute),
  };
}
