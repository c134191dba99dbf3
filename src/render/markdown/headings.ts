// Headings: unique ids (Chinese kept), attributes `{#custom-id .class}`, a permalink anchor, and h2–h6
// recorded as headers (the outline picks its levels from them; `[[toc]]` and search keep to h2/h3).
import type { CompileContext, HtmlExtension, Token } from 'micromark-util-types';
import { checkDuplicateId, checkHeadingLevel } from './accessibility.js';
import { escapeHtml } from '../../shared/escape-html.js';
import { headingAttributes } from './heading-attributes.js';
import { slugText, titleText } from './slug.js';
import type { RenderState } from './state.js';

/**
 * Record a heading of the page, its attributes read: its id (the one it was given, reserved so that a
 * later heading with the same text gets a suffix, or one made from its title), its title in the search
 * text in place of what its content added there since `textStart`, the page's h1 and first heading, and
 * h2–h6 as headers; a skipped level or an id the page already has is a warning (`at`: where it starts).
 * Gives its id and its title as shown. The fast path and the remark path share it.
 */
export function recordHeading(
  state: RenderState,
  rank: number,
  text: string,
  givenId: string | undefined,
  textStart: number,
  at: { line: number; column: number },
): { id: string; title: string } {
  let id = givenId;
  if (id !== undefined) state.slugger.reserve(id);
  else id = state.slugger.slug(slugText(text));
  const title = titleText(text);
  checkHeadingLevel(state, rank, title, at);
  checkDuplicateId(state, id, at);
  state.text.length = textStart;
  state.text.push(` ${title} `);
  state.ids.add(id);
  if (rank === 1 && state.h1 === undefined) state.h1 = title;
  state.firstHeading ??= title;
  if (rank >= 2) state.headers.push({ level: rank, title, slug: id });
  return { id, title };
}

export function headingsHtml(state: RenderState): HtmlExtension {
  let rank = 0;
  let textStart = 0;
  let start = { line: 1, column: 1 };

  function open(this: CompileContext, token: Token): undefined {
    start = { line: token.start.line, column: token.start.column };
    state.headingText = [];
    textStart = state.text.length;
    this.buffer();
  }

  function close(this: CompileContext): undefined {
    let inner = this.resume().trim();
    let text = (state.headingText ?? []).join('').replace(/\s+/g, ' ').trim();
    state.headingText = null;
    // Attributes in the heading's own text, not in a code span (markdown-it-attrs): its HTML ends with them too.
    const pattern = state.attributes?.heading;
    const attributes = pattern?.test(inner) ? headingAttributes(text, state.attributes) : null;
    if (attributes) {
      text = text.slice(0, attributes.index).trim();
      inner = inner.replace(pattern!, '');
    }
    const classes = attributes?.classes ?? [];
    const { id, title } = recordHeading(state, rank, text, attributes?.id, textStart, start);
    const safeId = escapeHtml(id);
    this.lineEndingIfNeeded();
    this.raw(
      `<h${rank} id="${safeId}"${classes.length ? ` class="${escapeHtml(classes.join(' '))}"` : ''} tabindex="-1">${inner} <a class="header-anchor" href="#${encodeURIComponent(id)}" aria-label="Permalink to “${escapeHtml(title)}”">#</a></h${rank}>`,
    );
    rank = 0;
  }

  return {
    enter: {
      atxHeading: open,
      setextHeading(this: CompileContext, token: Token) {
        open.call(this, token);
        this.setData('slurpAllLineEndings');
      },
    },
    exit: {
      atxHeadingSequence(token) {
        if (!rank) rank = this.sliceSerialize(token).length;
      },
      atxHeading: close,
      setextHeadingText() {
        this.setData('slurpAllLineEndings', true);
      },
      setextHeadingLineSequence(token) {
        rank = this.sliceSerialize(token).charCodeAt(0) === 61 ? 1 : 2;
      },
      setextHeading(this: CompileContext) {
        close.call(this);
        this.setData('slurpAllLineEndings');
      },
    },
  };
}
