// History-mode routing: which clicks to take over, and how a URL maps to a route. A route here is a
// site path, decoded as page routes are (`/c#.html`); routeUrl makes the URL of one again.
import { decodePath, encodePath, isExternal, stripBase } from '../shared/routes.js';

/** The internal route a click on `a` should navigate to client-side, or null to leave it to the browser. */
export function routeForClick(event: MouseEvent, base: string): { route: string; hash: string } | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  return routeForLink((event.target as Element | null)?.closest?.('a'), base);
}

/** The internal page route a link points to, or null for anything the browser should handle. */
export function routeForLink(a: Element | null | undefined, base: string): { route: string; hash: string } | null {
  if (!a || !(a instanceof HTMLAnchorElement)) return null;
  const href = a.getAttribute('href');
  if (!href || (href.startsWith('#') && !href.slice(1))) return null;
  if (a.target && a.target !== '_self') return null;
  if (a.hasAttribute('download') || a.getAttribute('rel')?.includes('external')) return null;
  if (isExternal(href) && a.origin !== location.origin) return null;
  const url = new URL(a.href);
  if (url.origin !== location.origin) return null;
  // Files that are not pages (images, PDFs, …) are left to the browser.
  if (/\.(?!html?$)[a-z0-9]+$/i.test(url.pathname)) return null;
  const pathname = decodePath(url.pathname);
  const route = pathname === null ? null : stripBase(pathname, base);
  if (route === null) return null;
  return { route, hash: url.hash };
}

/** The route in the address bar (base stripped, decoded). */
export function currentRoute(base: string): string {
  return stripBase(decodePath(location.pathname) ?? location.pathname, base) ?? '/';
}

/** The URL of a route (as routeForLink and currentRoute give it) under the base. */
export function routeUrl(route: string, base: string): string {
  return encodePath(base + route.slice(1));
}

/**
 * Scroll to the element a `#fragment` names and move focus there, as a browser's own fragment
 * navigation moves where Tab goes next (the skip link's target, a heading): the next Tab continues
 * from it, not from the link that was followed.
 */
export function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    /* keep as written */
  }
  const el = document.getElementById(id);
  if (!el) return false;
  el.scrollIntoView();
  focusWithoutScroll(el);
  return true;
}

/** Focus an element (one that takes no focus is given tabindex -1 first) without scrolling to it. */
export function focusWithoutScroll(el: HTMLElement): void {
  if (!el.hasAttribute('tabindex') && el.tabIndex < 0) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
}
