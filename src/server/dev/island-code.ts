// The new code of Vue islands that several rebuilds made while one page message was on its way (quick
// saves of a Vue page's Markdown, each rebuilding the bundles): one update, as if one rebuild had
// made it all, so that the page's message carries it whole and its islands mount once.
import type { IslandCode } from '../../shared/dev-protocol.js';

/** `updates` in the order their rebuilds ran (undefined: a rebuild that changed no island's code); undefined when none did. */
export function mergeIslandCode(updates: readonly (IslandCode | undefined)[]): IslandCode | undefined {
  const made = updates.filter((u): u is IslandCode => !!u);
  if (made.length <= 1) return made[0];
  const routes = new Set<string>();
  const chunks: Record<string, string> = {};
  const styles = new Set<string>();
  const stale = new Set<string>();
  for (const u of made) {
    for (const route of u.routes) routes.add(route);
    // A later rebuild's chunk of a component is its newest code.
    Object.assign(chunks, u.chunks);
    // A stylesheet a later rebuild replaced is stale too, though no tab loaded it yet.
    for (const url of u.stale) if (!u.styles.includes(url)) styles.delete(url);
    for (const url of u.styles) styles.add(url);
    for (const url of u.stale) stale.add(url);
  }
  return {
    routes: [...routes].sort(),
    chunks,
    styles: [...styles],
    stale: [...stale].filter((url) => !styles.has(url)),
  };
}
