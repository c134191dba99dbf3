import { useEffect, useRef, useState } from 'react';
import { useSite } from '../context.js';
import { CONTENT_BOUND_EVENT } from '../app-ready.js';

/** Shown once the page is scrolled more than this many pixels. */
export const BACK_TO_TOP_THRESHOLD = 100;

/**
 * What the button must never cover: the prev/next cards, a code block's title, language label and copy
 * button, and the footers. The page leaves room for it at its end (styles/back-to-top.css); elsewhere
 * it steps aside while one of these is under it.
 */
export const UNCOVERED_SELECTOR =
  '.bd-prev-next a, .bd-code-title, .bd-code-lang, .bd-copy-code, .bd-footer, .bd-home-footer';

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom && b.width > 0;
}

/** Whether `button`'s box is over one of the elements it must not cover (measured while hidden too). */
function coversContent(button: HTMLElement): boolean {
  const box = button.getBoundingClientRect();
  // Hidden, it sits a little lower (its transition): count the box it will have once shown.
  const zone = new DOMRect(box.left, box.top - 8, box.width, box.height + 8);
  for (const el of document.querySelectorAll(UNCOVERED_SELECTOR)) {
    const rect = el.getBoundingClientRect();
    if (rect.bottom < zone.top || rect.top > zone.bottom) continue;
    if (overlaps(zone, rect)) return true;
  }
  return false;
}

export function BackToTop() {
  const { locale, page } = useSite();
  const ref = useRef<HTMLButtonElement>(null);
  const [scrolled, setScrolled] = useState(false);
  const [covering, setCovering] = useState(false);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      setScrolled(window.scrollY > BACK_TO_TOP_THRESHOLD);
      if (ref.current) setCovering(coversContent(ref.current));
    };
    const onChange = () => (frame ||= requestAnimationFrame(measure));
    measure();
    // Copy buttons arrive 500 ms after the content's behaviours are bound (copy-code.ts), which is a
    // chunk loaded after the page is shown: measure again once they are in.
    let late = setTimeout(measure, 700);
    const onBound = () => {
      clearTimeout(late);
      late = setTimeout(measure, 700);
    };
    window.addEventListener(CONTENT_BOUND_EVENT, onBound);
    window.addEventListener('scroll', onChange, { passive: true });
    window.addEventListener('resize', onChange, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(late);
      window.removeEventListener(CONTENT_BOUND_EVENT, onBound);
      window.removeEventListener('scroll', onChange);
      window.removeEventListener('resize', onChange);
    };
  }, [page.route, page.html]);
  const show = scrolled && !covering;
  return (
    <button
      ref={ref}
      type="button"
      className={`bd-back-to-top${show ? ' show' : ''}`}
      aria-label={locale.labels.backToTop}
      title={locale.labels.backToTop}
      tabIndex={show ? 0 : -1}
      aria-hidden={!show}
      onClick={() =>
        window.scrollTo({
          top: 0,
          behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
        })
      }
    />
  );
}
