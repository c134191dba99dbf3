// `<template #name>` and `</template>` alone on their lines, inside a Vue component's Markdown: the
// slot it fills, as VitePress reads them (@mdit-vue/plugin-component lets Vue's `#` and `v-slot:`
// attributes open an HTML block; CommonMark's attribute names do not allow `#`). Their tokens are an
// HTML block's, so raw-html.ts passes them through and the island's children keep them (vue-slots.ts
// splits the children into slots). Only on sites with Vue components.
import type { Code, Extension } from 'micromark-util-types';
import { wholeLine } from './whole-line.js';

const LESS_THAN = 60;
const TEMPLATE = /^<(?:template\s+(?:#[\w-]+|v-slot(?::[\w-]+)?)\s*|\/template\s*)>\s*$/;
const startsTag = (code: Code): boolean => code === 116 /* t */ || code === 47; /* / */

/** Syntax: tried before CommonMark's HTML blocks. */
export const vueTemplateBlock: Extension = {
  flow: { [LESS_THAN]: { ...wholeLine('htmlFlow', 'htmlFlowData', TEMPLATE, startsTag), add: 'before' } },
};
