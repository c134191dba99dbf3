// Which navbar/sidebar entries are active for the current page.
import { routeLink } from '../../shared/routes.js';

/** True when `link` (a URL with base, as the site model makes it) points at the page `route` (without base). */
export function isCurrent(link: string, route: string, base: string): boolean {
  const here = routeLink(route, base);
  const path = link.split(/[?#]/)[0] ?? '';
  return path === here || `${path}.html` === here || (here.endsWith('/') && path === here.slice(0, -1));
}

export function isNavActive(item: { link?: string; activeMatch?: string }, route: string, base: string): boolean {
  if (item.activeMatch) {
    try {
      return new RegExp(item.activeMatch).test(route);
    } catch {
      return false;
    }
  }
  return !!item.link && isCurrent(item.link, route, base);
}
