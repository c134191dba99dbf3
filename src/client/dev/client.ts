// Loaded only by pages the dev server serves (it adds the <script>): listens on the WebSocket,
// swaps a changed page in place, reloads after config or theme changes, shows the error overlay.
import type { Diagnostic } from '../../shared/diagnostic.js';
import {
  DEV_CONNECTED_ATTRIBUTE,
  DEV_ERROR_ELEMENT_ID,
  DEV_GENERATION_ATTRIBUTE,
  DEV_ISLANDS_EVENT,
  DEV_ISLANDS_GLOBAL,
  DEV_SOCKET_PATH,
  DEV_UPDATE_EVENT,
  SITE_PROBLEMS,
  type DevErrorDocument,
  type DevIslandLoaders,
  type DevMessage,
  type IslandCode,
  type PageProblems,
} from '../../shared/dev-protocol.js';
import { routeCandidates } from '../../shared/routes.js';
import { whenAppReady } from '../app-ready.js';
import type { HydrationData, PageView } from '../../shared/types.js';
import { DATA_ELEMENT_ID } from '../data.js';
import { currentRoute } from '../router.js';
import { preloadStyles } from '../styles-preload.js';
import { hideOverlay, showOverlay } from './overlay.js';
import { showProblems } from './problems-panel.js';

const SITE_WIDE = '*';
const errors = new Map<string, Diagnostic>();
/** What `bookdocs check` says now, by page route (the problems panel). */
let problems: PageProblems = {};
const dataEl = document.getElementById(DATA_ELEMENT_ID);
const errorEl = document.getElementById(DEV_ERROR_ELEMENT_ID);
/** False on an error document: nothing to update in place, a fix reloads it. */
const hasApp = !!dataEl;
let base = '/';
if (dataEl) base = (JSON.parse(dataEl.textContent ?? '{}') as HydrationData).site.base;
if (errorEl) {
  const doc = JSON.parse(errorEl.textContent ?? '{}') as DevErrorDocument;
  base = doc.base;
  errors.set(doc.route ?? SITE_WIDE, doc.error);
}

function shows(route: string): boolean {
  return routeCandidates(currentRoute(base)).includes(route);
}

function render(): void {
  const mine = errors.get(SITE_WIDE) ?? [...errors].find(([route]) => shows(route))?.[1];
  if (mine) showOverlay(mine);
  else hideOverlay();
  // The panel lists the shown page's findings, then the site's own (navbar, sidebar); not while the overlay is up.
  const page = Object.entries(problems).find(([route]) => route !== SITE_PROBLEMS && shows(route))?.[1] ?? [];
  showProblems(mine ? [] : [...page, ...(problems[SITE_PROBLEMS] ?? [])], page[0]?.file);
}

/** Updates handed to the app, in the order they came. */
let updates = Promise.resolve();

/**
 * One update for the app, after those before it: once the app is ready (a tab still hydrating has no
 * listener yet) and `load` (what it needs first) is done, `apply`; `failed` if that load failed.
 */
function enqueue(load: () => Promise<unknown>, apply: () => void, failed: () => void): void {
  updates = updates
    .then(() => new Promise<void>((resolve) => whenAppReady(resolve)))
    .then(load)
    .then(apply, failed)
    .catch(() => undefined);
}

/**
 * Vue islands' new code (see IslandCode): the islands' mounting is told at once to mount those
 * components with it from now on (an island mounted meanwhile, by a page fetched again, gets it too).
 * A tab showing one of them loads the chunks and stylesheets before the update that needs them
 * (`load`: no flash of the old code, nor of unstyled markup), then drops the components' old
 * stylesheets (`dropStale`); another one loads them when it mounts such an island.
 */
function receiveIslandCode(code: IslandCode) {
  const names = Object.keys(code.chunks);
  const here = code.routes.some(shows);
  const load = (name: string) => import(/* @vite-ignore */ code.chunks[name]!) as Promise<{ default: unknown }>;
  const host = window as unknown as Record<string, DevIslandLoaders | undefined>;
  const registry = (host[DEV_ISLANDS_GLOBAL] ??= {});
  // A chunk announced again (by another rebuild's message) keeps its loader: an island mounted with it is not mounted again.
  for (const name of names)
    if ((registry[name] as { url?: string } | undefined)?.url !== code.chunks[name])
      registry[name] = Object.assign(() => load(name), { url: code.chunks[name] });
  return {
    names,
    here,
    load: () => (here ? Promise.all([...names.map(load), preloadStyles(code.styles)]) : Promise.resolve()),
    dropStale() {
      // Their old stylesheets would keep their old rules (the same scope ids) next to the new ones.
      if (!here) return;
      for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
        const href = link.getAttribute('href');
        if (href && code.stale.includes(href) && !code.styles.includes(href)) link.remove();
      }
    },
    /** The islands of those components mount again with their new code (those that have it already stay). */
    mount: () => window.dispatchEvent(new CustomEvent(DEV_ISLANDS_EVENT, { detail: names })),
  };
}

/**
 * A page's new view (null: refetch the page shown), and with `code` its islands' new code (a Vue
 * page's Markdown edited). The view waits for its components' stylesheets (a save may have added
 * one), as a navigation does, and for the islands' new code: its islands then mount once, with the
 * new view and the new code together. A chunk that does not load reloads a tab showing it.
 */
function update(view: PageView | null, code?: IslandCode): void {
  const islands = code && receiveIslandCode(code);
  enqueue(
    () => Promise.all([islands?.load(), preloadStyles(view?.styles).catch(() => undefined)]),
    () => {
      islands?.dropStale();
      window.dispatchEvent(new CustomEvent(DEV_UPDATE_EVENT, { detail: view }));
      // Those the view did not mount again (outside its content: the islands of other tabs' pages,
      // of a slot); those it mounted have the new code already and stay.
      islands?.mount();
    },
    () => {
      if (islands?.here) location.reload();
    },
  );
}

/**
 * Vue islands' new code alone (see DevMessage 'islands'): the islands of those components on the
 * page mount again with it; the rest of the page stays as it is.
 */
function newIslandCode(code: IslandCode): void {
  const islands = receiveIslandCode(code);
  enqueue(
    islands.load,
    () => {
      islands.dropStale();
      islands.mount();
    },
    () => {
      if (islands.here) location.reload();
    },
  );
}

/** The update count this page was rendered at (see DevMessage 'hello'); absent on error documents. */
const renderedAt = document
  .querySelector<HTMLScriptElement>(`script[${DEV_GENERATION_ATTRIBUTE}]`)
  ?.getAttribute(DEV_GENERATION_ATTRIBUTE);

function onMessage(message: DevMessage): void {
  switch (message.type) {
    case 'hello':
      // An update was sent while this page was loading, before it could hear it.
      if (renderedAt != null && Number(renderedAt) !== message.generation) location.reload();
      else document.documentElement.setAttribute(DEV_CONNECTED_ATTRIBUTE, '');
      return;
    case 'page':
      errors.delete(message.route);
      if (!hasApp) {
        if (shows(message.route) || message.islands?.routes.some(shows)) location.reload();
      } else update(message.view, message.islands);
      break;
    case 'site':
      // A tab whose page's new view is on its way waits for it (it has the site as it is then).
      if (hasApp) {
        if (!message.except?.some(shows)) update(null);
      } else if (!errors.size) location.reload();
      break;
    case 'islands':
      // An error document has no islands: it shows the new code by loading again.
      if (hasApp) newIslandCode(message);
      else if (message.routes.some(shows)) location.reload();
      return;
    case 'reload':
      if (!message.routes || message.routes.some(shows)) location.reload();
      return;
    case 'error':
      errors.set(message.route ?? SITE_WIDE, message.error);
      break;
    case 'problems':
      problems = message.problems;
      break;
    case 'clear': {
      const key = message.route ?? SITE_WIDE;
      const shown = key === SITE_WIDE || shows(key);
      errors.delete(key);
      // An error document has no app to update: load the page now that it renders.
      if (!hasApp && shown) {
        location.reload();
        return;
      }
      break;
    }
  }
  render();
}

function connect(reconnecting: boolean): void {
  const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${DEV_SOCKET_PATH}`);
  ws.addEventListener('open', () => {
    // The server restarted while this tab was open: its pages may have changed.
    if (reconnecting) location.reload();
  });
  ws.addEventListener('message', (event) => onMessage(JSON.parse(String(event.data)) as DevMessage));
  ws.addEventListener('close', () => setTimeout(() => connect(true), 1000));
}

// The app navigates with pushState; the overlay follows the page shown.
const push = history.pushState.bind(history);
history.pushState = (...args: Parameters<History['pushState']>) => {
  push(...args);
  render();
};
window.addEventListener('popstate', render);
render();
connect(false);
