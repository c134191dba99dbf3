// The plugins' slot components a page shows (those whose `routes` match it): their chunks are
// preloaded and their stylesheets linked by its HTML, as its own components' are.
import type { ClientAssets } from './bundle.js';

type FillAssets = NonNullable<ClientAssets['fills']>[number];

/** The route-limited fills of `assets` whose routes match `route` (a fill for every page is in the entry). */
export function fillsOnRoute(assets: Pick<ClientAssets, 'fills'>, route: string): FillAssets[] {
  return (assets.fills ?? []).filter((f) => new RegExp(f.routes).test(route));
}
