// The inline script that hides a banner the reader has closed before the first paint (like the colour
// mode), so the page never shifts: it marks <html>, and the theme's CSS hides the banner under that mark.
import { BANNER_DISMISSED_CLASS, BANNER_DISMISSED_KEY } from '../../shared/constants.js';
import type { BannerData } from '../../shared/types.js';

/** The `<script>` element for a page showing `banner`; empty when there is none or it cannot be closed. */
export function bannerScriptTag(banner: BannerData | undefined): string {
  if (!banner?.dismissible) return '';
  // JSON is a valid JS string literal; `<` escaped so the id cannot close the script element.
  const key = JSON.stringify(BANNER_DISMISSED_KEY + banner.id)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script>(function(){try{if(localStorage.getItem(${key}))document.documentElement.classList.add('${BANNER_DISMISSED_CLASS}')}catch(e){}})()</script>`;
}
