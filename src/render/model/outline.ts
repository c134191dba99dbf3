// The outline a page shows: its frontmatter's `outline` over the site's, none on home, `layout: page`
// and not-found pages, and none when no heading of the page is in range.
import type { Header } from '../../shared/types.js';
import { DEFAULT_OUTLINE_LEVELS, outlineLevels, type OutlineLevels } from '../site/outline-levels.js';
import { frontmatterOutline, type CheckedFrontmatter } from '../page/frontmatter-values.js';

export interface OutlinePage extends CheckedFrontmatter {
  headers: readonly Header[];
}

/**
 * The heading levels listed on this page, or undefined for no outline. `site`: the config's levels
 * (false when the site turns the outline off). An invalid frontmatter value is reported when the page
 * is loaded (page/frontmatter-outline.ts) and the site's levels are used.
 */
export function pageOutline(page: OutlinePage, site: OutlineLevels | false): OutlineLevels | undefined {
  const own = frontmatterOutline(page);
  const levels = own === undefined ? site : outlineLevels(own, site || DEFAULT_OUTLINE_LEVELS);
  if (!levels) return undefined;
  const [low, high] = levels;
  return page.headers.some((h) => h.level >= low && h.level <= high) ? levels : undefined;
}

/** The headers a page's view carries: its h2/h3 as always, and deeper ones when its outline lists them. */
export function viewHeaders(headers: Header[], outline: OutlineLevels | undefined): Header[] {
  const deepest = Math.max(3, outline?.[1] ?? 3);
  return headers.every((h) => h.level <= deepest) ? headers : headers.filter((h) => h.level <= deepest);
}
