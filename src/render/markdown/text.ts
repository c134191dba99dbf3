// Plain text of the page (for search and heading titles), collected from the tokens as they are compiled.
// Words of neighbouring blocks, cells and items are kept apart: a line ending is a space in the text even
// where the HTML drops it (tight list items, setext headings), and so are the places no line ending
// separates (between table cells, after a container's title). Footnote calls and labels are not text
// (a number or a name, like a link's reference): a space stands in their place.
import { decodeNamedCharacterReference } from 'decode-named-character-reference';
import { decodeNumericCharacterReference } from 'micromark-util-decode-numeric-character-reference';
import type { CompileContext, Handle, HtmlExtension, Token } from 'micromark-util-types';
import { addText, type RenderState } from './state.js';

export function textHtml(state: RenderState): HtmlExtension {
  function data(this: CompileContext, token: Token): undefined {
    const value = this.sliceSerialize(token);
    addText(state, value);
    this.raw(this.encode(value));
  }
  function space(): undefined {
    addText(state, ' ');
  }
  function mute(): undefined {
    addText(state, ' ');
    state.muteText++;
  }
  function unmute(): undefined {
    state.muteText--;
    addText(state, ' ');
  }
  // Token types no other handler uses (GFM's and the directive extension's own handlers stay theirs).
  const more: Record<string, Record<string, Handle>> = {
    enter: { tableCellDivider: space, gfmFootnoteCall: mute, gfmFootnoteDefinitionLabel: mute },
    exit: { directiveContainerLabelMarker: space, gfmFootnoteCall: unmute, gfmFootnoteDefinitionLabel: unmute },
  };
  return {
    enter: more.enter,
    exit: {
      ...more.exit,
      data,
      codeTextData(token) {
        // As GFM's own handler, which this one replaces: `\|` in code in a table cell is a `|`.
        let value = this.sliceSerialize(token);
        if (this.getData('tableAlign')) value = value.replace(/\\\|/g, '|');
        addText(state, value);
        this.raw(this.encode(value));
      },
      characterEscapeValue: data,
      characterReferenceMarkerNumeric(token) {
        this.setData('characterReferenceType', token.type);
      },
      characterReferenceMarkerHexadecimal(token) {
        this.setData('characterReferenceType', token.type);
      },
      characterReferenceValue(token) {
        const value = this.sliceSerialize(token);
        const type = this.getData('characterReferenceType');
        const decoded = type
          ? decodeNumericCharacterReference(value, type === 'characterReferenceMarkerNumeric' ? 10 : 16)
          : decodeNamedCharacterReference(value) || value;
        addText(state, decoded);
        this.raw(this.encode(decoded));
        this.setData('characterReferenceType');
      },
      lineEnding(token) {
        // Same as micromark's own handler, plus a space in the page text.
        addText(state, ' ');
        if (this.getData('slurpAllLineEndings')) return;
        if (this.getData('slurpOneLineEnding')) {
          this.setData('slurpOneLineEnding');
          return;
        }
        if (this.getData('inCodeText')) {
          this.raw(' ');
          return;
        }
        this.raw(this.encode(this.sliceSerialize(token)));
      },
    },
  };
}
