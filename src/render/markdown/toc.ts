// `[[toc]]` (VitePress, VuePress): a paragraph of just `[[toc]]` becomes a nested list of the page's
// h2 and h3 headings, `<nav class="table-of-contents"><ul><li><a href="#id">Title</a>…</li></ul></nav>`.
//
// Why the HTML side and not a micromark construct: "a paragraph consisting only of `[[toc]]`" is
// exactly a `paragraph` token whose source is `[[toc]]`. Code (spans, fenced, indented), HTML blocks,
// headings and table cells never produce a paragraph with that source, and a paragraph with more
// text (`foo\n[[toc]]`, `[[toc]] foo`, a lazy line after it) is longer, so all of these stay literal
// without any syntax code. Micromark gives every token its end before compiling, so the check is
// made on entering the paragraph: its length in the source first (an integer comparison, all most
// paragraphs cost), then the text of the short ones. This overrides micromark's own paragraph
// handlers, which are a few lines (reproduced below, tight lists included, through the public
// `tightStack` compile data); no other extension of ours handles paragraphs.
//
// The headings come after `[[toc]]` on most pages, so the list can only be built once the page is
// compiled: the paragraph leaves TOC_MARK, which renderMarkdown replaces (fillToc) when
// `state.hasToc` says the page had one.
//
// Differences from VitePress (@mdit-vue/plugin-toc, a block rule on the line's first word): there
// `[[toc]] foo` is a table of contents (the rest of the line is dropped), and `[[toc]]` can interrupt
// or start a paragraph (`foo\n[[toc]]`, `[[toc]]\nfoo`); here those stay literal text. Like
// VitePress, the match ignores case (its pattern is /^\[\[toc\]\]$/i) and the levels are [2, 3].
// VitePress leaves out headings nested in containers (shouldAllowNested: false); the list here is
// the page's `headers`, as its outline.
import type { CompileContext, HtmlExtension, Token } from 'micromark-util-types';
import type { Header } from '../../shared/types.js';
import { escapeHtml } from '../../shared/escape-html.js';
import { headingTree, type HeadingNode } from '../../shared/heading-tree.js';
import type { RenderState } from './state.js';

declare module './state.js' {
  interface RenderState {
    /** True once a `[[toc]]` placeholder was written: renderMarkdown then fills it (fillToc). */
    hasToc?: boolean;
  }
}

/**
 * Where a table of contents goes until the page is compiled. A private-use character, as in
 * deferred-code.ts (a NUL would be safer but containers.ts splits tab panes on it).
 */
const TOC_MARK = '\uE000toc\uE000';
const TOC = /^\[\[toc\]\][ \t]*$/i;
/** `[[toc]]` with at most this many trailing spaces or tabs; longer paragraphs are not read. */
const MAX_LENGTH = 32;
/** Heading levels listed (VitePress `markdown.toc.level`). */
const MIN_LEVEL = 2;
const MAX_LEVEL = 3;

function isToc(ctx: CompileContext, token: Token): boolean {
  const length = token.end.offset - token.start.offset;
  return length >= 7 && length <= MAX_LENGTH && TOC.test(ctx.sliceSerialize(token));
}

export function tocHtml(state: RenderState): HtmlExtension {
  /** While in a `[[toc]]` paragraph: the length of the page text before it (to drop its text). */
  let textStart = -1;

  function tight(ctx: CompileContext): boolean {
    return ctx.getData('tightStack').at(-1) === true;
  }

  return {
    enter: {
      paragraph(token) {
        const isTight = tight(this);
        if (isToc(this, token)) {
          textStart = state.text.length;
          state.hasToc = true;
          if (!isTight) this.lineEndingIfNeeded();
          this.raw(TOC_MARK);
          this.buffer(); // the paragraph's own content, dropped on exit
        } else if (!isTight) {
          // micromark's own handler
          this.lineEndingIfNeeded();
          this.tag('<p>');
        }
        this.setData('slurpAllLineEndings');
      },
    },
    exit: {
      paragraph() {
        const wasToc = textStart >= 0;
        if (wasToc) {
          this.resume();
          state.text.length = textStart;
          textStart = -1;
        }
        // micromark's own handler (a `[[toc]]` paragraph has no `</p>` to close)
        if (tight(this)) this.setData('slurpAllLineEndings', true);
        else if (!wasToc) this.tag('</p>');
      },
    },
  };
}

/** The table of contents of a page with these headers (in page order). */
export function tocList(headers: readonly Header[]): string {
  const list = (nodes: HeadingNode[]): string =>
    `<ul>${nodes
      .map(
        ({ header, children }) =>
          `<li><a href="#${encodeURIComponent(header.slug)}">${escapeHtml(header.title)}</a>${children.length ? list(children) : ''}</li>`,
      )
      .join('')}</ul>`;
  return `<nav class="table-of-contents">${list(headingTree(headers, [MIN_LEVEL, MAX_LEVEL]))}</nav>`;
}

/** Put the page's table of contents where each `[[toc]]` was (only for pages with `state.hasToc`). */
export function fillToc(html: string, headers: readonly Header[]): string {
  return html.replaceAll(TOC_MARK, tocList(headers));
}
