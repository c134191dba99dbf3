// What a screen reader or keyboard user would miss, found while a page is rendered and reported as
// warnings with rules of their own (`a11y-…`), so a site can raise them to errors or turn them off
// (`check.rules` in the config): content images without alt text, skipped heading levels, link text
// that says nothing out of context, HTML tables without header cells, frames without a title, and ids
// given twice. (A Markdown table always has its header row.)
import type { RenderState } from './state.js';

/** The rules of this file: findings of `check` (they never stop a build, even at level "error"). */
export const A11Y_RULES: ReadonlySet<string> = new Set([
  'a11y-image-alt',
  'a11y-link-text',
  'a11y-heading-level',
  'a11y-duplicate-id',
  'a11y-table-header',
  'a11y-frame-title',
]);

interface At {
  line: number;
  column: number;
}

/**
 * Link texts that say nothing about where a link leads (WCAG 2.4.4), compared lower-cased with the
 * punctuation around them removed. The English ones are Lighthouse's, less those that name things in API
 * docs ("start", "go").
 */
const VAGUE_LINK_TEXTS = new Set([
  'click here',
  'click this',
  'here',
  'learn more',
  'link',
  'more',
  'more info',
  'more information',
  'read more',
  'right here',
  'see more',
  'this',
  'this link',
  'this page',
  '这里',
  '此处',
  '点击',
  '点这里',
  '点击这里',
  '点击此处',
  '请点击',
  '请点击这里',
  '更多',
  '查看更多',
  '了解更多',
  '详情',
  '链接',
]);

const TRIM_PUNCTUATION =
  /^[\s"'“”‘’「」『』()（）[\]【】.,:;!?。，：；！？…»«>→-]+|[\s"'“”‘’「」『』()（）[\]【】.,:;!?。，：；！？…»«>→-]+$/g;

function warn(state: RenderState, rule: string, message: string, hint: string, at: At): void {
  state.warnings.push({ severity: 'warning', rule, message, hint, line: at.line, column: at.column });
}

/** A content image (Markdown `![alt](src)`) without alt text. */
export function checkImageAlt(state: RenderState, alt: string, src: string, at: At): void {
  if (alt.trim()) return;
  warn(
    state,
    'a11y-image-alt',
    `image ${src || '(no source)'} has no alt text: a screen reader says nothing, or its file name`,
    'describe what the image shows in the brackets: ![what it shows](…); an image that only decorates can be written as <img src="…" alt="">',
    at,
  );
}

/** A link whose text does not say where it leads: empty, "click here", "这里", or a bare web address. */
export function checkLinkText(state: RenderState, text: string, href: string, at: At): void {
  const words = text.replace(/\s+/g, ' ').replace(TRIM_PUNCTUATION, '').toLowerCase();
  if (!words) {
    warn(
      state,
      'a11y-link-text',
      `link to ${href || '(nowhere)'} has no text: a screen reader reads out its address, or nothing`,
      'write what the link leads to in the brackets: [what it leads to](…)',
      at,
    );
  } else if (VAGUE_LINK_TEXTS.has(words)) {
    warn(
      state,
      'a11y-link-text',
      `link text "${text.trim()}" does not say where it leads (screen readers list links out of context)`,
      'name the destination in the link text, e.g. [the install guide](…) instead of [here](…)',
      at,
    );
  } else if (/^(?:https?:\/\/|www\.)\S+$/i.test(words)) {
    warn(
      state,
      'a11y-link-text',
      `link text is a bare web address (${text.trim()}): it is read out character by character`,
      'give the link a name: [the project’s home page](https://…)',
      at,
    );
  }
}

/** A heading that skips a level after the one before it (an h4 after an h2). The page's title is its h1. */
export function checkHeadingLevel(state: RenderState, rank: number, text: string, at: At): void {
  const previous = state.headingRank ?? 1;
  state.headingRank = rank;
  if (rank <= previous + 1) return;
  warn(
    state,
    'a11y-heading-level',
    `heading "${text}" is an h${rank} after an h${previous}: level ${previous + 1} is skipped`,
    `make it ${'#'.repeat(previous + 1)} (screen reader users move through a page by its heading levels); style a heading with CSS, not with its level`,
    at,
  );
}

/** An id the page already has: a `#fragment` and `aria-*` references reach only the first. */
export function checkDuplicateId(state: RenderState, id: string, at: At): void {
  if (id && state.ids.has(id)) duplicateId(state, id, at);
}

function duplicateId(state: RenderState, id: string, at: At): void {
  warn(
    state,
    'a11y-duplicate-id',
    `id "${id}" is already used on this page: links and screen readers reach only the first`,
    'give this element, or the heading with the same text, an id of its own ({#other-id} after a heading)',
    at,
  );
}

const IMG_WITHOUT_ALT = /<img\b(?![^>]*\balt\s*=)[^>]*>/gi;
const IFRAME_WITHOUT_TITLE = /<iframe\b(?![^>]*\btitle\s*=\s*(?:"[^"\s][^"]*"|'[^'\s][^']*'|[^\s"'=<>`]+))[^>]*>/gi;
const TABLE = /<table\b[^>]*>([\s\S]*?)<\/table\s*>/gi;
const RAW_ID = /<[a-z][\w-]*\b[^>]*?\sid\s*=\s*(?:"([^"]+)"|'([^']+)'|([^\s"'=<>`]+))/gi;

/** Where `index` of a raw HTML block starting at `start` is in the page. */
function positionIn(html: string, index: number, start: At): At {
  const lines = html.slice(0, index).split('\n');
  return lines.length > 1
    ? { line: start.line + lines.length - 1, column: lines[lines.length - 1]!.length + 1 }
    : { line: start.line, column: start.column + index };
}

/**
 * The author's raw HTML: `<img>` without `alt` (an empty `alt=""` marks an image as decoration and is
 * fine), `<iframe>` without a title, a `<table>` (whole in this block) without header cells, and ids
 * the page already has. Call before the block's ids are added to the page's.
 */
export function checkRawHtml(state: RenderState, html: string, start: At): void {
  if (!html.includes('<')) return;
  for (const m of html.matchAll(IMG_WITHOUT_ALT)) {
    const src = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(m[0]);
    warn(
      state,
      'a11y-image-alt',
      `<img${src ? ` src="${src[1] ?? src[2] ?? src[3]}"` : ''}> has no alt attribute: a screen reader reads out its file name`,
      'add alt="what it shows", or alt="" when the image only decorates',
      positionIn(html, m.index, start),
    );
  }
  for (const m of html.matchAll(IFRAME_WITHOUT_TITLE))
    warn(
      state,
      'a11y-frame-title',
      '<iframe> has no title: a screen reader cannot say what the frame holds',
      'add title="what it shows", e.g. title="Demo video: installing the plugin"',
      positionIn(html, m.index, start),
    );
  for (const m of html.matchAll(TABLE))
    if (!/<th\b/i.test(m[1]!))
      warn(
        state,
        'a11y-table-header',
        '<table> has no header cells (<th>): a screen reader cannot say which column or row a cell is in',
        'make the first row <th> cells (in <thead>), or write the table in Markdown with a header row',
        positionIn(html, m.index, start),
      );
  const seen = new Set<string>();
  for (const m of html.matchAll(RAW_ID)) {
    const id = m[1] ?? m[2] ?? m[3] ?? '';
    if (seen.has(id)) duplicateId(state, id, positionIn(html, m.index, start));
    else checkDuplicateId(state, id, positionIn(html, m.index, start));
    seen.add(id);
  }
}

/**
 * The text a label (its HTML) gives a screen reader: its words, an image in it by its alt text (as
 * CommonMark makes an image's alt from its label's text, nested images' alt included).
 */
export function labelText(labelHtml: string): string {
  return labelHtml
    .replace(/<img\b[^>]*?\balt\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>/gi, (_all, a?: string, b?: string) => a ?? b ?? '')
    .replace(/<[^>]*>/g, '');
}
