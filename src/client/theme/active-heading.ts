// The heading in view: the URL's hash follows it while reading (debounced, without history entries),
// and the "On this page" outline highlights it.
import { useEffect, useState } from 'react';
import { useSite } from '../context.js';
import { CONTENT_ELEMENT_ID } from '../data.js';

export const HEADING_SCROLL_DEBOUNCE = 300;
export const HEADING_OFFSET = 5;

/** Heading levels, lowest and highest included. */
export type HeadingLevels = readonly [number, number];

/** The levels the hash follows without an outline (and at least these with one). */
const HASH_LEVELS: HeadingLevels = [2, 3];

/** Where the navbar ends on screen (lower than its height while a banner above it is in view). */
function navbarBottom(): number {
  return Math.max(0, document.querySelector('.bd-navbar')?.getBoundingClientRect().bottom ?? 0);
}

/** The content's headings of these levels that have an id, in page order. */
function headingsIn([low, high]: HeadingLevels): HTMLElement[] {
  const selector = Array.from({ length: high - low + 1 }, (_, i) => `#${CONTENT_ELEMENT_ID} h${low + i}[id]`).join(
    ', ',
  );
  return [...document.querySelectorAll<HTMLElement>(selector)];
}

/**
 * Where reading is: 5px below the line a link to a heading scrolls it to (its scroll-margin-top,
 * which clears the navbar), or below the navbar when headings have no margin. So the heading a
 * link (a permalink, the outline) has just jumped to is the current one.
 */
function readingLine(heading: HTMLElement | undefined): number {
  const margin = heading ? parseFloat(getComputedStyle(heading).scrollMarginTop) || 0 : 0;
  return Math.max(navbarBottom(), margin) + HEADING_OFFSET;
}

/** The heading of these levels the reader is at: the last one whose top has passed the reading line. */
export function currentHeading(levels: HeadingLevels = HASH_LEVELS): HTMLElement | undefined {
  const headings = headingsIn(levels);
  const limit = readingLine(headings[0]);
  let current: HTMLElement | undefined;
  for (const h of headings) {
    if (h.getBoundingClientRect().top > limit) break;
    current = h;
  }
  return current;
}

/** Run `update` after scrolling stops for HEADING_SCROLL_DEBOUNCE ms; returns the cleanup. */
function onScrollSettled(update: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    clearTimeout(timer);
    timer = setTimeout(update, HEADING_SCROLL_DEBOUNCE);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    clearTimeout(timer);
    window.removeEventListener('scroll', onScroll);
  };
}

/** The URL's hash follows the h2/h3 in view (and deeper levels the page's outline lists). `key`: the content shown. */
export function useActiveHeading(key: string): void {
  const deepest = Math.max(HASH_LEVELS[1], useSite().page.outline?.[1] ?? 0);
  useEffect(
    () =>
      onScrollSettled(() => {
        const heading = currentHeading([HASH_LEVELS[0], deepest]);
        const hash = heading ? `#${encodeURIComponent(heading.id)}` : '';
        if (hash === location.hash || (!hash && !location.hash)) return;
        history.replaceState(history.state, '', `${location.pathname}${location.search}${hash}`);
      }),
    [key, deepest],
  );
}

/** True when the window is scrolled to the very end (and can scroll at all). */
function atBottom(): boolean {
  return window.scrollY > 0 && window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
}

/**
 * The id of the heading the outline highlights: the current one of these levels, measured when the
 * content is shown and whenever scrolling settles; at the end of the page, the last one (a short
 * last section can never reach the top). No levels: no outline, nothing measured. `key`: the content shown.
 */
export function useOutlineActive(levels: HeadingLevels | undefined, key: string): string | undefined {
  const [active, setActive] = useState<string>();
  const low = levels?.[0];
  const high = levels?.[1];
  useEffect(() => {
    if (low === undefined || high === undefined) return;
    const update = () => {
      const range: HeadingLevels = [low, high];
      setActive((atBottom() ? headingsIn(range).at(-1) : currentHeading(range))?.id);
    };
    update();
    return onScrollSettled(update);
  }, [low, high, key]);
  return active;
}
