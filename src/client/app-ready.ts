// When a page is interactive: the client app sets this attribute on <html> and dispatches this event
// on window once it is hydrated and every behaviour is bound (see App.tsx). Site scripts, the dev
// client and end-to-end tests wait for it.
export const READY_ATTRIBUTE = 'data-bd-ready';
export const READY_EVENT = 'bookdocs:ready';

/** Run `fn` now if the app is interactive, else as soon as it is. */
export function whenAppReady(fn: () => void): void {
  if (document.documentElement.hasAttribute(READY_ATTRIBUTE)) fn();
  else window.addEventListener(READY_EVENT, fn, { once: true });
}

/**
 * Set on <html> once the content's own behaviours (copy buttons, image zoom, table marks: a chunk
 * loaded after the first paint, content-behaviours.ts) are bound to the content shown; removed while
 * new content waits for them. Copy buttons and zoomable images still come a short delay later.
 */
export const CONTENT_BOUND_ATTRIBUTE = 'data-bd-content-bound';
/** Dispatched on window each time CONTENT_BOUND_ATTRIBUTE is set. */
export const CONTENT_BOUND_EVENT = 'bookdocs:content-bound';
