// Whether a page may hold a bare URL or e-mail address for GFM's autolink-literal extension to link.
// That extension makes every page's parse about 10% slower, and a page without anything URL-like
// outside its code blocks gets the same HTML without it.

const URL_LIKE = /:\/\/|www\.|@/i;

/**
 * Top-level fenced code blocks: a fence at the start of a line, closed by the first line that could
 * close it. It never runs past a `:::` line (a container's end also ends an unclosed fence). Where
 * this differs from the parser, it closes earlier, so more text is tested: never a wrong "no".
 */
const FENCED_BLOCK = /^(`{3,}|~{3,})[^\n`]*\n(?:(?! {0,3}:::)[^\n]*\n)*? {0,3}\1[`~]*[ \t]*$/gm;

/** A line that may open an HTML block, inside which a fence line is not a fence. */
const HTML_BLOCK_LINE = /^ {0,3}</m;

/** False only when nothing outside code blocks looks like a URL or an e-mail address. */
export function mayAutolink(source: string): boolean {
  if (!URL_LIKE.test(source)) return false;
  // Only where fences are unambiguous: an HTML block could make a fence line plain text.
  if (HTML_BLOCK_LINE.test(source)) return true;
  return URL_LIKE.test(source.replace(FENCED_BLOCK, ''));
}
