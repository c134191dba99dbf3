// The problems panel's data: the dev checks' diagnostics grouped by the page they are in, so a tab
// shows those of the page it shows. Diagnostics of site.config.json are the site's own.
import type { Diagnostic } from '../../shared/diagnostic.js';
import { SITE_PROBLEMS, type PageProblems } from '../../shared/dev-protocol.js';

/**
 * `routeOf` maps a diagnostic's file label to a page route; `configLabel` is site.config.json's label.
 * Diagnostics of other files (a component, an included part) are left out: the terminal lists them.
 */
export function groupProblems(
  list: readonly Diagnostic[],
  routeOf: ReadonlyMap<string, string>,
  configLabel: string | undefined,
): PageProblems {
  const out: PageProblems = {};
  for (const d of list) {
    const key = d.file === undefined ? undefined : d.file === configLabel ? SITE_PROBLEMS : routeOf.get(d.file);
    if (key === undefined) continue;
    (out[key] ??= []).push(d);
  }
  return out;
}
