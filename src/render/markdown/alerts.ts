// GitHub alerts, as GitHub and VitePress have them: a block quote whose first line is `[!NOTE]`, `[!TIP]`,
// `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` (any case, alone on its line) becomes a custom block:
//   > [!TIP]
//   > Body
// → `<div class="custom-block tip github-alert"><p class="custom-block-title">TIP</p>\n<p>Body</p>\n</div>`.
// Anything else on the marker line (`[!TIP] text`), an unknown kind (`[!FOO]`), an escaped `\[!TIP]`
// or a marker that is not the start of the quote's first paragraph leaves a plain quote.
//
// Done while compiling, so the quote stays a CommonMark block quote (nesting, lazy lines, lists):
// each quote is compiled into its own buffer; when it closes, if its HTML starts with the marker as the
// whole first line of its first paragraph, the marker is cut out of the HTML and the page text and the
// `<blockquote>` becomes the block. The same HTML also comes from `\[!TIP]`, `&#91;!TIP]` or `[!TIP]\`
// (hard break), which are not markers: an escape, a character reference or a backslash break on the
// quote's first line rules the quote out. micromark's own handlers are reproduced exactly otherwise
// (`tightStack` is its compile data), so plain quotes do not change.
import type { CompileContext, HtmlExtension } from 'micromark-util-types';
import { containerTitle } from './container-titles.js';
import type { RenderState } from './state.js';

/**
 * The compiled quote starts with the marker as its first paragraph's whole first line (trailing spaces
 * make a `<br />`), then the paragraph goes on after a line ending (group 2) or ends (`</p>`).
 */
const HTML =
  /^<blockquote>(?:\r?\n|\r)<p>\[!(note|tip|important|warning|caution)\](?:<br \/>)?(?:(\r?\n|\r)|<\/p>(?:\r?\n|\r)?)/i;
const END = /<\/blockquote>$/;
/** The marker at the start of the quote's page text (written as `[` and `!TIP]`, then a space for the line ending). */
const TEXT = /^(\s*)\[![a-z]+\]/i;

interface Frame {
  /** Length of `state.text` when the quote opened. */
  textStart: number;
  /** An escape, character reference or backslash hard break on the first line: no alert. */
  notMarker?: boolean;
}

/** Whether a page may have an alert at all: without `[!` the extension is not needed. */
export function mayHaveAlerts(source: string): boolean {
  return source.includes('[!');
}

export function alertsHtml(state: RenderState): HtmlExtension {
  const stack: Frame[] = [];

  /** Rule the innermost quote out when this is on its first line (no line ending in its text yet). */
  function onFirstLine(): undefined {
    const frame = stack.at(-1);
    if (frame && !frame.notMarker && !/\s/.test(state.text.slice(frame.textStart).join(''))) frame.notMarker = true;
  }

  return {
    enter: {
      blockQuote(this: CompileContext) {
        // micromark's own handler…
        this.getData('tightStack').push(false);
        this.lineEndingIfNeeded();
        // …except that the quote is compiled into a buffer of its own.
        this.buffer();
        this.tag('<blockquote>');
        stack.push({ textStart: state.text.length });
      },
      characterEscape: onFirstLine,
      characterReference: onFirstLine,
      hardBreakEscape: onFirstLine,
    },
    exit: {
      blockQuote(this: CompileContext) {
        this.getData('tightStack').pop();
        this.lineEndingIfNeeded();
        this.tag('</blockquote>');
        const frame = stack.pop();
        let html = this.resume();
        const marker = frame && !frame.notMarker ? HTML.exec(html) : null;
        if (frame && marker) {
          const kind = marker[1]!.toLowerCase();
          // The rest of the first paragraph keeps its `<p>`; a marker alone was the whole paragraph.
          const body = (marker[2] ? '<p>' : '') + html.slice(marker[0].length).replace(END, '');
          const title = containerTitle(state, kind) ?? kind.toUpperCase();
          html = `<div class="custom-block ${kind} github-alert"><p class="custom-block-title">${title}</p>\n${body}</div>`;
          const text = state.text.splice(frame.textStart).join('');
          state.text.push(text.replace(TEXT, '$1'));
        }
        this.raw(html);
        this.setData('lastWasTag', true);
        this.setData('slurpAllLineEndings');
      },
    },
  };
}
