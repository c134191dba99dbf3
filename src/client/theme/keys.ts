// Keyboard and touch gestures of the layout: Alt+←/→ for prev/next, edge swipes for the sidebar.
import { useEffect } from 'react';

export const SWIPE_THRESHOLD = 40;
export const SWIPE_EDGE = 80;

/** Alt+Left / Alt+Right follow the page's prev / next links. */
export function usePrevNextKeys(prev: string | undefined, next: string | undefined): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      const target = e.key === 'ArrowLeft' ? prev : e.key === 'ArrowRight' ? next : undefined;
      if (!target) return;
      const el = e.target as HTMLElement | null;
      if (el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName))) return;
      e.preventDefault();
      // Through a link click, so the router (and its modified-click rules) handles it.
      const a = document.querySelector<HTMLAnchorElement>(e.key === 'ArrowLeft' ? '.bd-prev' : '.bd-next');
      a?.click();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [prev, next]);
}

/**
 * A horizontal swipe of more than 40px that starts within 80px of the left edge opens the sidebar;
 * a swipe the other way (anywhere) closes it.
 */
export function useSidebarSwipe(enabled: boolean, setOpen: (open: boolean) => void): void {
  useEffect(() => {
    if (!enabled) return;
    let startX = 0;
    let startY = 0;
    const onStart = (e: TouchEvent) => {
      const t = e.changedTouches[0];
      if (!t) return;
      startX = t.clientX;
      startY = t.clientY;
    };
    const onEnd = (e: TouchEvent) => {
      const t = e.changedTouches[0];
      if (!t) return;
      const dx = t.clientX - startX;
      const dy = t.clientY - startY;
      if (Math.abs(dx) <= SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(dy)) return;
      if (dx > 0 && startX < SWIPE_EDGE) setOpen(true);
      else if (dx < 0) setOpen(false);
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchend', onEnd);
    };
  }, [enabled, setOpen]);
}
