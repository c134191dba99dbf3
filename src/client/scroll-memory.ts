// Scroll positions per history entry, so back/forward returns to where the reader was.
// Each entry gets a key in history.state; positions are tracked in memory while scrolling (no
// history calls on scroll) and kept in sessionStorage across reloads.
//
// A position is kept as a pixel offset and, once the reader leaves it, as the content's block (a
// paragraph, a table, a heading…) at the top of the window with its distance from that top: tables away
// from the screen are laid out only when the reader comes near them (content-visibility,
// styles/content.css), so the same pixel offset can show other content on the page loaded again; the
// block is found where it is now.
import { CONTENT_ELEMENT_ID } from './data.js';

const STORAGE_KEY = 'bookdocs-scroll';
/** Entries remembered; older ones are forgotten first. */
const MAX_ENTRIES = 100;

/** Frames a restored position may be placed again in, while what came into view is laid out (a third of a second: never long against a reader who scrolls at once). */
const RESTORE_FRAMES = 20;

/** Where a history entry was scrolled to: `y`, or better the content's `block`-th child `offset` px from the top. */
export interface ScrollPosition {
  y: number;
  block?: number;
  offset?: number;
}

let positions = new Map<string, ScrollPosition>();
let current = '';

const newKey = () => Math.random().toString(36).slice(2, 10);

function keyOf(state: unknown): string | undefined {
  const key = (state as { key?: unknown } | null)?.key;
  return typeof key === 'string' ? key : undefined;
}

/**
 * The content's block (a child of the content element) nearest the window's top, and where its top is:
 * the first one that starts in the window (what is above it in the window is laid out when it is
 * restored), else the one across the window's top.
 */
function anchorAtTop(): Pick<ScrollPosition, 'block' | 'offset'> {
  const content = document.getElementById(CONTENT_ELEMENT_ID);
  if (!content) return {};
  const blocks = content.children;
  for (let i = 0; i < blocks.length; i++) {
    const box = blocks[i]!.getBoundingClientRect();
    if (box.bottom <= 0) continue;
    const next = box.top < 0 ? blocks[i + 1]?.getBoundingClientRect().top : undefined;
    if (next !== undefined && next < window.innerHeight) return { block: i + 1, offset: next };
    return { block: i, offset: box.top };
  }
  return {};
}

/** Keeps the current position: on scroll as a pixel offset (cheap), `leaving` it also by its block. */
function remember(leaving = false): void {
  positions.delete(current);
  positions.set(current, { y: window.scrollY, ...(leaving ? anchorAtTop() : {}) });
  if (positions.size > MAX_ENTRIES) positions.delete(positions.keys().next().value!);
}

/** Scrolls to `position`: its block `offset` px from the window's top, else its pixel offset. */
export function restoreScroll(position: ScrollPosition): void {
  const blocks = document.getElementById(CONTENT_ELEMENT_ID)?.children;
  // Checked as numbers: sessionStorage may hold anything.
  const anchor = typeof position.block === 'number' ? blocks?.[position.block] : undefined;
  if (!anchor || typeof position.offset !== 'number') {
    window.scrollTo(0, position.y);
    return;
  }
  const offset = position.offset;
  // Tables that come into view are laid out a frame or two later, and may move it: it is placed again
  // on the next frames, until it stays put for a few.
  let frames = 0;
  let still = 0;
  const place = () => {
    const moved = anchor.getBoundingClientRect().top - offset;
    still = moved * moved < 1 ? still + 1 : 0;
    if (still === 0) window.scrollBy(0, moved);
    if (still < 3 && ++frames < RESTORE_FRAMES) requestAnimationFrame(place);
  };
  place();
}

/** Take over scroll restoration; returns the position to restore after a reload or a back/forward load, if any. */
export function initScrollMemory(): ScrollPosition | undefined {
  try {
    // A number: kept before blocks were (restoreScroll checks what it reads).
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, ScrollPosition | number][];
    positions = new Map(stored.map(([key, p]) => [key, typeof p === 'number' ? { y: p } : p]));
  } catch {
    positions = new Map();
  }
  history.scrollRestoration = 'manual';
  current = keyOf(history.state) ?? newKey();
  if (!keyOf(history.state)) history.replaceState({ ...(history.state as object | null), key: current }, '');
  window.addEventListener('scroll', () => remember(), { passive: true });
  window.addEventListener('pagehide', () => {
    remember(true);
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
  remember(true);
  current = newKey();
  history.pushState({ key: current }, '', url);
}

/** After popstate: the saved scroll position of the entry now current, if any. */
export function enterPoppedEntry(state: unknown): ScrollPosition | undefined {
  // The page has not changed yet: this is still the position of the entry being left.
  remember(true);
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
