// Plain text of the page (for search and heading titles), collected from the tokens as they are compiled.
import { decodeNamedCharacterReference } from 'decode-named-character-reference';
import { decodeNumericCharacterReference } from 'micromark-util-decode-numeric-character-reference';
import type { CompileContext, HtmlExtension, Token } from 'micromark-util-types';
import { addText, type RenderState } from './state.js';

export function textHtml(state: RenderState): HtmlExtension {
  function data(this: CompileContext, token: Token): undefined {
    const value = this.sliceSerialize(token);
    addText(state, value);
    this.raw(this.encode(value));
  }
  return {
    exit: {
      data,
      codeTextData: data,
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
        if (this.getData('slurpAllLineEndings')) return;
        if (this.getData('slurpOneLineEnding')) {
          this.setData('slurpOneLineEnding');
          return;
        }
        if (state.headingText === null) addText(state, ' ');
        if (this.getData('inCodeText')) {
          this.raw(' ');
          return;
        }
        this.raw(this.encode(this.sliceSerialize(token)));
      },
    },
  };
}
