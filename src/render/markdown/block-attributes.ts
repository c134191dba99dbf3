// A paragraph of only attributes, `{#id}` or `{#id .class}` (markdown-it-attrs, as VitePress reads it):
// an empty `<p id="id" class="class"></p>`, an anchor that links can target (`[see](#id)`), and no
// text. markdown-it-attrs gives a paragraph that ends with `{…}` those attributes; here only a
// paragraph of nothing else does (the form pages use to put an anchor before a list or a table), and
// `text {#id}` stays text. Headings read their own attributes (headings.ts), containers theirs
// (preprocess.ts). The delimiters are the page's (attribute-syntax.ts: `%{#id}%`…).
import type { Code, CompileContext, Extension, HtmlExtension, Token } from 'micromark-util-types';
import { escapeHtml } from '../../shared/escape-html.js';
import { DEFAULT_ATTRIBUTES, type AttributeSyntax } from './attribute-syntax.js';
import type { RenderState } from './state.js';
import { wholeLine } from './whole-line.js';

declare module 'micromark-util-types' {
  interface TokenTypeMap {
    blockAttributes: 'blockAttributes';
    blockAttributesData: 'blockAttributesData';
  }
}

/** The same attributes as a heading's (headings.ts): `#id` and `.class`, at least one. */
const isMarker = (code: Code): boolean => code === 35 || code === 46 || code === 32 || code === -2 || code === -1;

/** Syntax: a flow construct on the left delimiter's first character. */
export function blockAttributesSyntax(syntax: AttributeSyntax): Extension {
  const [first, second] = [syntax.left.charCodeAt(0), syntax.left.charCodeAt(1)];
  // After a one-character delimiter comes a marker (`#`, `.`, a space); else the delimiter's own next character.
  const next = syntax.left.length === 1 ? isMarker : (code: Code) => code === second;
  return { flow: { [first]: wholeLine('blockAttributes', 'blockAttributesData', syntax.block, next, 200) } };
}

/** With markdown-it-attrs' own delimiters, `{` and `}`. */
export const blockAttributes: Extension = blockAttributesSyntax(DEFAULT_ATTRIBUTES);

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
        for (const part of state.attributes!.block.exec(this.sliceSerialize(token).trim())![1]!.trim().split(/\s+/)) {
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
