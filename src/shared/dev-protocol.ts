// The dev server ↔ browser protocol: one typed union of WebSocket messages (server → client),
// and the URLs the dev server reserves. Types and constants only: both sides import this file.
import type { Diagnostic } from './diagnostic.js';
import type { PageView } from './types.js';

/** Where the dev server serves its browser module and its WebSocket (outside any base). */
export const DEV_CLIENT_PATH = '/@bookdocs/client.js';
export const DEV_SOCKET_PATH = '/@bookdocs/ws';
/** The element holding an error document's payload (a page that could not be rendered). */
export const DEV_ERROR_ELEMENT_ID = 'bd-dev-error';
/** The window event the dev client dispatches for the app: detail = the new view, or null = refetch. */
export const DEV_UPDATE_EVENT = 'bookdocs:dev-update';

/**
 * The window property where the dev client registers the newest code of Vue islands edited while a
 * tab is open (component name → loader of its new chunk), which the islands' mounting prefers
 * (src/client/theme/islands.tsx); a built site never sets it.
 */
export const DEV_ISLANDS_GLOBAL = '__bdDevIslands';
/** The window event the dev client dispatches once it registered new island code: detail = the components' names. */
export const DEV_ISLANDS_EVENT = 'bookdocs:dev-islands';
/** What DEV_ISLANDS_GLOBAL holds. */
export type DevIslandLoaders = Record<string, () => Promise<{ default: unknown }>>;

/** The attribute of the dev script tag holding the update count its page was rendered at (see 'hello'). */
export const DEV_GENERATION_ATTRIBUTE = 'data-bd-generation';
/**
 * Set on <html> once the tab's WebSocket is open and its 'hello' said the page is current: from then
 * on it hears every update (before, an update makes it reload; see 'hello'). Tools and tests wait for it.
 */
export const DEV_CONNECTED_ATTRIBUTE = 'data-bd-dev-connected';

export type DevMessage =
  /**
   * Sent when a tab connects: how many updates (reload, page, site) the server has sent so far. A tab
   * whose page was rendered at another count missed one while it was loading, and reloads.
   */
  | { type: 'hello'; generation: number }
  /**
   * A page's source changed and it rendered: tabs showing `route` swap its content in place. With
   * `islands` (a Vue page's Markdown edited: its island's code changed with it), the new code comes
   * with the view, as an 'islands' message would bring it, so that its islands mount once, with both.
   */
  | { type: 'page'; route: string; view: PageView; islands?: IslandCode }
  /**
   * Routes, titles or the sidebar changed: every tab refetches the page it shows, but for those
   * showing a page in `except`, whose own 'page' message is on its way (with the site as it is then).
   */
  | { type: 'site'; except?: string[] }
  /**
   * The config, the theme or a public asset changed: every tab reloads; with `routes` (a Vue
   * component's code changed and cannot be swapped in place, see 'islands'), only the tabs showing one of them.
   */
  | { type: 'reload'; reason: string; routes?: string[] }
  /** Vue islands' code or style changed and can be swapped in place (see IslandCode). */
  | ({ type: 'islands' } & IslandCode)
  /** Show the overlay: in tabs showing `route`, or in every tab when there is no route (config, bundle). */
  | { type: 'error'; route?: string; error: Diagnostic }
  /** The error of `route` (or the site-wide one) is fixed. */
  | { type: 'clear'; route?: string }
  /** What `bookdocs check` says now, for the problems panel: per page route, and the site's own ('*'). */
  | { type: 'problems'; problems: PageProblems };

/**
 * New code of Vue islands that can be swapped in place: every tab loads `chunks` (component name →
 * its new chunk's URL; those whose code changed) for the islands it shows or will show, and mounts
 * those islands again (once: an island already mounted with that code is left as it is). `styles`:
 * the changed islands' stylesheets now; `stale`: theirs before, removed once the new ones load.
 * `routes`: the pages showing them.
 */
export interface IslandCode {
  routes: string[];
  chunks: Record<string, string>;
  styles: string[];
  stale: string[];
}

/** Diagnostics by the route of the page whose file they are in; '*' holds those of site.config.json. */
export type PageProblems = Record<string, Diagnostic[]>;
/** The key of the site's own problems (config: navbar, sidebar) in PageProblems. */
export const SITE_PROBLEMS = '*';

/** The payload of an error document. */
export interface DevErrorDocument {
  base: string;
  route?: string;
  error: Diagnostic;
}
