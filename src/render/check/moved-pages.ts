// moved-page: a route the site had before (the last build's, or git history's) that now has neither
// a page nor a redirect, so the links people kept to it would break. When where it went is evident
// (git renamed its file, or its title is now at a route that is new), the hint gives the redirect.
import { NOT_FOUND_ROUTE, withBase } from '../../shared/routes.js';
import type { Redirect } from '../model/redirects.js';
import type { Context, PreviousRoutes } from './context.js';

export function checkMovedPages(ctx: Context, redirects: readonly Redirect[]): void {
  const previous = ctx.input.previous;
  if (!previous) return;
  const { routes } = ctx.input;
  const redirected = new Set(redirects.map((r) => r.from));
  const moves = movedRoutes(previous, ctx.input.pages);
  const at = { file: ctx.configLabel, ...(ctx.input.configPositions?.value(['redirects']) ?? { line: 1, column: 1 }) };
  for (const old of previous.routes) {
    if (routes.has(old.route) || redirected.has(old.route) || old.route === NOT_FOUND_ROUTE) continue;
    const to = moves.get(old.route);
    const since = previous.from === 'build' ? 'the last build' : 'git history';
    const shown = withBase(old.route, ctx.base);
    if (to) {
      const file = routes.get(to)!;
      ctx.add(
        { file: ctx.label(file), line: 1, column: 1 },
        'moved-page',
        `${shown} has no page any more (${since}): it moved to ${withBase(to, ctx.base)}, and links to its old address break`,
        old.route,
        undefined,
        `add "redirectFrom: ${old.route}" to the frontmatter of ${ctx.label(file)}, or "redirects": { "${old.route}": "/${file}" } to ${ctx.configLabel}`,
      );
    } else {
      ctx.add(
        at,
        'moved-page',
        `${shown} has no page any more (${since}) and no redirect: links to it break`,
        old.route,
        undefined,
        `redirect it to the page that replaces it: "redirects": { "${old.route}": "/…" } in ${ctx.configLabel} (or "moved-page": "off" in check.rules when nothing does)`,
      );
    }
  }
}

/**
 * Where each earlier route that has no page now went, when that is evident: where it was found to
 * have gone before (git's rename, or an earlier build's finding), else the one page of its title at
 * a route the site did not have.
 */
export function movedRoutes(
  previous: PreviousRoutes,
  pages: readonly { route: string; title: string }[],
): Map<string, string> {
  const now = new Set(pages.map((p) => p.route));
  const before = new Set(previous.routes.map((p) => p.route));
  const newByTitle = new Map<string, string | null>();
  for (const page of pages) {
    if (before.has(page.route) || !page.title) continue;
    newByTitle.set(page.title, newByTitle.has(page.title) ? null : page.route);
  }
  const moves = new Map<string, string>();
  for (const old of previous.routes) {
    if (now.has(old.route)) continue;
    const to = old.movedTo && now.has(old.movedTo) ? old.movedTo : old.title ? newByTitle.get(old.title) : undefined;
    if (to) moves.set(old.route, to);
  }
  return moves;
}
