// Scroll positions per history entry, so back/forward returns to where the reader was.
// Each entry gets a key in history.state; positions are tracked in memory while scrolling (no
// history calls on scroll) and kept in sessionStorage across reloads.
const STORAGE_KEY = 'bookdocs-scroll';
/** Entries remembered; older ones are forgotten first. */
const MAX_ENTRIES = 100;

let positions = new Map<string, number>();
let current = '';

const newKey = () => Math.random().toString(36).slice(2, 10);

function keyOf(state: unknown): string | undefined {
  const key = (state as { key?: unknown } | null)?.key;
  return typeof key === 'string' ? key : undefined;
}

function remember(): void {
  positions.delete(current);
  positions.set(current, window.scrollY);
  if (positions.size > MAX_ENTRIES) positions.delete(positions.keys().next().value!);
}

/** Take over scroll restoration; returns the position to restore after a reload or a back/forward load, if any. */
export function initScrollMemory(): number | undefined {
  try {
    positions = new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]);
  } catch {
    positions = new Map();
  }
  history.scrollRestoration = 'manual';
  current = keyOf(history.state) ?? newKey();
  if (!keyOf(history.state)) history.replaceState({ ...(history.state as object | null), key: current }, '');
  window.addEventListener('scroll', remember, { passive: true });
  window.addEventListener('pagehide', () => {
    remember();
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
    } catch {
      /* storage full or disabled: positions last for this page load only */
    }
  });
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return nav && (nav.type === 'reload' || nav.type === 'back_forward') ? positions.get(current) : undefined;
}

/** A new history entry for `url` (the current one keeps its scroll position). */
export function pushEntry(url: string): void {
  remember();
  current = newKey();
  history.pushState({ key: current }, '', url);
}

/** After popstate: the saved scroll position of the entry now current, if any. */
export function enterPoppedEntry(state: unknown): number | undefined {
  // The page has not changed yet: this is still the position of the entry being left.
  remember();
  const key = keyOf(state);
  if (key) {
    current = key;
    return positions.get(key);
  }
  // An entry made outside the app (e.g. a fragment link the browser followed itself).
  current = newKey();
  history.replaceState({ ...(state as object | null), key: current }, '');
  return undefined;
}
