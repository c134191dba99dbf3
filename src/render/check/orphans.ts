// Orphan pages: pages no reader can reach from the home pages, the navbar or the sidebar.
import { NOT_FOUND_ROUTE, withBase } from '../../shared/routes.js';
import type { Context } from './context.js';

/** Pages no reader can reach: not from the home pages, navbar or sidebar, nor through links from reachable pages. */
export function checkOrphans(ctx: Context, roots: Set<string>, edges: Map<string, Set<string>>): void {
  const reached = new Set<string>();
  const queue = [...roots].filter((r) => ctx.input.routes.has(r));
  for (const r of queue) reached.add(r);
  while (queue.length) {
    for (const next of edges.get(queue.pop()!) ?? []) {
      if (!reached.has(next)) {
        reached.add(next);
        queue.push(next);
      }
    }
  }
  for (const [route, file] of ctx.input.routes) {
    // The not-found page (404.md) is reached by every broken address, never by a link.
    if (reached.has(route) || route === NOT_FOUND_ROUTE) continue;
    ctx.add(
      { file: ctx.label(file), line: 1, column: 1 },
      'orphan-page',
      `no navbar item, sidebar item or link from a reachable page leads to ${withBase(route, ctx.base)}`,
    );
  }
}
