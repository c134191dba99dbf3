// While reading, the URL's hash follows the heading in view (debounced, without history entries).
import { useEffect } from 'react';

export const HEADING_SCROLL_DEBOUNCE = 300;
export const HEADING_OFFSET = 5;

function navbarHeight(): number {
  return document.querySelector('.bd-navbar')?.getBoundingClientRect().height ?? 0;
}

/** The h2/h3 the reader is at: the last one whose top has passed below the navbar. */
export function currentHeading(): HTMLElement | undefined {
  const limit = navbarHeight() + HEADING_OFFSET;
  let current: HTMLElement | undefined;
  for (const h of document.querySelectorAll<HTMLElement>('#bd-content h2[id], #bd-content h3[id]')) {
    if (h.getBoundingClientRect().top > limit) break;
    current = h;
  }
  return current;
}

export function useActiveHeading(key: string): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const heading = currentHeading();
      const hash = heading ? `#${encodeURIComponent(heading.id)}` : '';
      if (hash === location.hash || (!hash && !location.hash)) return;
      history.replaceState(history.state, '', `${location.pathname}${location.search}${hash}`);
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(update, HEADING_SCROLL_DEBOUNCE);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [key]);
}
