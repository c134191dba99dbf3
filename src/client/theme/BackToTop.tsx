import { useEffect, useState } from 'react';
import { useSite } from '../context.js';

/** Shown once the page is scrolled more than this many pixels. */
export const BACK_TO_TOP_THRESHOLD = 100;

export function BackToTop() {
  const { locale } = useSite();
  const [show, setShow] = useState(false);
  useEffect(() => {
    const onScroll = () => setShow(window.scrollY > BACK_TO_TOP_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <button
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
