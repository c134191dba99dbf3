// Click-to-zoom for content images (medium-zoom), refreshed 300 ms after each navigation.
// medium-zoom is loaded only when a page has an image to zoom, so it costs nothing elsewhere.
// An image with `data-zoom-src` shows that (larger) file once zoomed; medium-zoom loads it on open.
// Keyboards zoom too: a zoomable image takes focus, Enter or Space opens it, Escape closes it (medium-zoom)
// and focus goes back to the image.
import type { Zoom } from 'medium-zoom';

export const IMAGE_ZOOM_DELAY = 300;
/** Content images, except those inside links (a click on them follows the link). */
export const ZOOM_SELECTOR = '#bd-content img:not(a img, .no-zoom)';

let zoom: Promise<Zoom> | undefined;

function getZoom(): Promise<Zoom> {
  zoom ??= import('medium-zoom').then(({ default: mediumZoom }) => mediumZoom({ background: 'var(--bd-c-bg)' }));
  return zoom;
}

/** Makes the content's images zoomable (after a short delay); returns what undoes it for the next content. */
export function bindImageZoom(): () => void {
  let cancelled = false;
  const timer = setTimeout(() => {
    const images = document.querySelectorAll<HTMLImageElement>(ZOOM_SELECTOR);
    if (!images.length && !zoom) return;
    void getZoom().then((z) => {
      if (cancelled) return;
      z.detach();
      z.attach(...images);
      for (const image of images) image.tabIndex = 0;
    });
  }, IMAGE_ZOOM_DELAY);
  const onKey = (event: KeyboardEvent) => {
    const image = event.target;
    if ((event.key !== 'Enter' && event.key !== ' ') || !(image instanceof HTMLImageElement)) return;
    if (!image.classList.contains('medium-zoom-image')) return;
    event.preventDefault();
    void getZoom().then((z) => {
      image.addEventListener('medium-zoom:closed', () => image.focus(), { once: true });
      void z.open({ target: image });
    });
  };
  document.addEventListener('keydown', onKey);
  return () => {
    cancelled = true;
    clearTimeout(timer);
    document.removeEventListener('keydown', onKey);
    // A zoomed image must not stay on screen over the next page.
    void zoom?.then((z) => z.close());
  };
}
