// Plugins' browser code (BookdocsPlugin.client): components in the theme's slots, loaded (each its own
// chunk) before a page that shows them is hydrated or navigated to, and route hooks run after a page
// is shown. A fill or hook whose `routes` do not match the page is neither loaded nor shown.
import { createContext, type ComponentType } from 'react';
import { fills, hooks } from 'bookdocs:plugin-client';
import type { SlotName } from '../shared/theme-slots.js';

/** The fills loaded so far: their index in `fills` → component. Held by <App> (state), never here. */
export type LoadedFills = ReadonlyMap<number, ComponentType>;

/** The fills loaded for the pages shown so far (<App> provides it; <Slot> reads it). */
export const PluginFills = createContext<LoadedFills>(new Map());

const applies = (routes: RegExp | undefined, route: string) => !routes || routes.test(route);

/** `loaded` with every fill for `route` loaded too (the same map when none was missing). */
export async function loadFills(route: string, loaded: LoadedFills): Promise<LoadedFills> {
  const missing = fills.flatMap((f, i) => (applies(f.routes, route) && !loaded.has(i) ? [i] : []));
  if (!missing.length) return loaded;
  const modules = await Promise.all(missing.map((i) => fills[i]!.load?.()));
  const next = new Map(loaded);
  missing.forEach((i, k) => {
    const component = modules[k]?.default;
    if (component) next.set(i, component);
    else console.error(`bookdocs: plugin "${fills[i]!.plugin}": its ${fills[i]!.slot} slot file has no default export`);
  });
  return next;
}

/** On the server: every fill, imported with the bundle. */
export function serverFills(): LoadedFills {
  return new Map(fills.flatMap((f, i) => (f.component ? [[i, f.component] as const] : [])));
}

/** The plugins' components for `slot` on `route`, in config order. */
export function fillsOf(slot: SlotName, route: string, loaded: LoadedFills): ComponentType[] {
  return fills.flatMap((f, i) => {
    const component = f.slot === slot && applies(f.routes, route) ? loaded.get(i) : undefined;
    return component ? [component] : [];
  });
}

/** Run the route hooks for the page just shown (each loaded on the first route it is for). */
export function runRouteHooks(page: { route: string; title: string }): void {
  for (const hook of hooks) {
    if (!applies(hook.routes, page.route)) continue;
    hook
      .load()
      .then((m) => m.default?.({ route: page.route, title: page.title }))
      .catch((error: unknown) => console.error(`bookdocs: plugin "${hook.plugin}": its route hook failed`, error));
  }
}
