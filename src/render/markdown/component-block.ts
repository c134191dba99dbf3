// `<Comp></Comp>` alone on its line, a blank line after it: an HTML block, as `<Comp />` is, so that a
// registered component becomes an island (raw-html.ts) instead of inline HTML in a paragraph. CommonMark
// only starts an HTML block (kind 7) at a line holding one tag; VitePress (@mdit-vue/plugin-component)
// reads a component's tags as a block. Only component names (PascalCase) with nothing between the
// tags: `<div></div>` is an HTML block already, and `<Comp>text</Comp>` stays inline.
import type { Code, Extension } from 'micromark-util-types';
import { wholeLine } from './whole-line.js';

const LESS_THAN = 60;
const COMPONENT = /^<([A-Z][\w]*)(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'))?)*\s*>\s*<\/\1\s*>\s*$/;
const isUpper = (code: Code): boolean => code !== null && code >= 65 && code <= 90;

/**
 * Syntax: tried before CommonMark's HTML blocks. Its tokens are an HTML block's (`htmlFlow`,
 * `htmlFlowData`), so raw-html.ts compiles it as one.
 */
export const componentBlock: Extension = {
  flow: { [LESS_THAN]: { ...wholeLine('htmlFlow', 'htmlFlowData', COMPONENT, isUpper), add: 'before' } },
};
