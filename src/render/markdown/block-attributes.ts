// A paragraph of only attributes, `{#id}` or `{#id .class}` (markdown-it-attrs, as VitePress reads it):
// an empty `<p id="id" class="class"></p>`, an anchor that links can target (`[see](#id)`), and no
// text. markdown-it-attrs gives a paragraph that ends with `{…}` those attributes; here only a
// paragraph of nothing else does (the form pages use to put an anchor before a list or a table), and
// `text {#id}` stays text. Headings read their own attributes (headings.ts), containers theirs
// (preprocess.ts).
import type { Code, CompileContext, Extension, HtmlExtension, Token } from 'micromark-util-types';
import { escapeHtml } from '../../shared/escape-html.js';
import type { RenderState } from './state.js';
import { wholeLine } from './whole-line.js';

declare module 'micromark-util-types' {
  interface TokenTypeMap {
    blockAttributes: 'blockAttributes';
    blockAttributesData: 'blockAttributesData';
  }
}

const LEFT_CURLY = 123;
/** The same attributes as a heading's (headings.ts): `#id` and `.class`, at least one. */
const ATTRIBUTES = /^\{((?:\s*[#.][^{}\s#.][^{}\s]*)+)\s*\}\s*$/;
const isMarker = (code: Code): boolean => code === 35 || code === 46 || code === 32 || code === -2 || code === -1;

/** Syntax: a flow construct on `{`. */
export const blockAttributes: Extension = {
  flow: { [LEFT_CURLY]: wholeLine('blockAttributes', 'blockAttributesData', ATTRIBUTES, isMarker, 200) },
};

export function blockAttributesHtml(state: RenderState): HtmlExtension {
  return {
    enter: {
      blockAttributesData(this: CompileContext) {
        this.buffer();
      },
    },
    exit: {
      blockAttributesData(this: CompileContext, token: Token) {
        this.resume();
        let id: string | undefined;
        const classes: string[] = [];
        for (const part of ATTRIBUTES.exec(this.sliceSerialize(token).trim())![1]!.trim().split(/\s+/)) {
          if (part.startsWith('#')) id = part.slice(1);
          else classes.push(part.slice(1));
        }
        if (id !== undefined) state.ids.add(id);
        this.lineEndingIfNeeded();
        this.tag(
          `<p${id !== undefined ? ` id="${escapeHtml(id)}"` : ''}${classes.length ? ` class="${escapeHtml(classes.join(' '))}"` : ''}></p>`,
        );
      },
    },
  };
}
