// Click-to-zoom for content images (medium-zoom), refreshed 300 ms after each navigation.
// medium-zoom is loaded only when a page has an image to zoom, so it costs nothing elsewhere.
// An image with `data-zoom-src` shows that (larger) file once zoomed; medium-zoom loads it on open.
import type { Zoom } from 'medium-zoom';
import { useEffect } from 'react';

export const IMAGE_ZOOM_DELAY = 300;
/** Content images, except those inside links (a click on them follows the link). */
export const ZOOM_SELECTOR = '#bd-content img:not(a img, .no-zoom)';

let zoom: Promise<Zoom> | undefined;

function getZoom(): Promise<Zoom> {
  zoom ??= import('medium-zoom').then(({ default: mediumZoom }) => mediumZoom({ background: 'var(--bd-c-bg)' }));
  return zoom;
}

export function useImageZoom(key: string): void {
  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      const images = document.querySelectorAll<HTMLImageElement>(ZOOM_SELECTOR);
      if (!images.length && !zoom) return;
      void getZoom().then((z) => {
        if (cancelled) return;
        z.detach();
        z.attach(...images);
      });
    }, IMAGE_ZOOM_DELAY);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      // A zoomed image must not stay on screen over the next page.
      void zoom?.then((z) => z.close());
    };
  }, [key]);
}
