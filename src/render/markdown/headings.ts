// Headings: unique ids (Chinese kept), attributes `{#custom-id .class}`, a permalink anchor, and h2–h6
// recorded as headers (the outline picks its levels from them; `[[toc]]` and search keep to h2/h3).
import type { CompileContext, HtmlExtension } from 'micromark-util-types';
import { escapeHtml } from '../../shared/escape-html.js';
import { slugText, titleText } from './slug.js';
import type { RenderState } from './state.js';

/** `{#id}`, `{.class}`, `{#id .a .b}` at the end of a heading (markdown-it-attrs, as VitePress reads them). */
const ATTRIBUTES = /\s*\{((?:\s*[#.][^{}\s#.][^{}\s]*)+)\s*\}\s*$/;

export function headingsHtml(state: RenderState): HtmlExtension {
  let rank = 0;
  let textStart = 0;

  function open(this: CompileContext): undefined {
    state.headingText = [];
    textStart = state.text.length;
    this.buffer();
  }

  function close(this: CompileContext): undefined {
    let inner = this.resume().trim();
    let title = (state.headingText ?? []).join('').replace(/\s+/g, ' ').trim();
    state.headingText = null;
    let id: string | undefined;
    const classes: string[] = [];
    // Attributes in the heading's own text, not in a code span (markdown-it-attrs): its HTML ends with them too.
    const attributes = ATTRIBUTES.test(inner) ? ATTRIBUTES.exec(title) : null;
    if (attributes) {
      for (const part of attributes[1]!.trim().split(/\s+/)) {
        if (part.startsWith('#')) id = part.slice(1);
        else classes.push(part.slice(1));
      }
      title = title.slice(0, attributes.index).trim();
      inner = inner.replace(ATTRIBUTES, '');
    }
    if (id !== undefined)
      state.slugger.reserve(id); // a later heading with the same text gets a suffix
    else id = state.slugger.slug(slugText(title));
    title = titleText(title);
    state.text.length = textStart;
    state.text.push(` ${title} `);
    state.ids.add(id);
    if (rank === 1 && state.h1 === undefined) state.h1 = title;
    state.firstHeading ??= title;
    if (rank >= 2) state.headers.push({ level: rank, title, slug: id });
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
      setextHeading(this: CompileContext) {
        open.call(this);
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
