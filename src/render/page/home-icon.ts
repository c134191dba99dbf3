// A home feature's icon written as markup (`icon: <span class="memo"></span>`, as VitePress sites do:
// VitePress shows a string icon as HTML, styled by the site's own CSS). It is the author's own markup,
// shown as written, but only inline elements: a block or a stray end tag would close the feature's
// box early, and scripts, styles, event handlers and script URLs have no place in an icon.

const MARKUP = /^\s*<[a-z][\s\S]*>\s*$/i;
const INLINE_ONLY =
  /^(?:[^<]|<\/?(?:span|i|b|em|strong|img|svg|path|g|circle|rect|line|polyline|polygon|ellipse|use|title|sup|sub|small)\b[^<>]*>)*$/i;
const UNSAFE = /\son[a-z]+\s*=|javascript:|data:text\/html/i;

/** True when `icon` is markup bookdocs shows as written (inline elements only, nothing that runs). */
export function isInlineIconHtml(icon: string): boolean {
  return MARKUP.test(icon) && INLINE_ONLY.test(icon) && !UNSAFE.test(icon);
}
