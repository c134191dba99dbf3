// A Vue page's template (its HTML after Markdown: render/page/vue-page-island.ts) compiled at build
// time into its component's render function, as VitePress compiles each page (an SFC whose template is
// its Markdown's HTML): the browser gets the render function in the page's chunk, never Vue's template
// compiler, and the server renders with the same code, so hydration matches. Code blocks keep `{{ }}`
// as written, as VitePress's `v-pre` on them does.
import { compile, type BindingMetadata } from '@vue/compiler-dom';

/**
 * A Markdown code block (its `<pre>` inside bookdocs' `bd-code` wrapper), a `<pre>` of the page's own
 * HTML (a template like the rest, as in VitePress), or a `::: v-pre` container. (Inline code is
 * marked `v-pre` by the Markdown render: markdown/vue-inline-code.ts; the author's `<code>` is template.)
 */
const CODE =
  /(<div class="([^"]*\bbd-code\b[^"]*)"[^>]*>[\s\S]*?<pre)\b([\s\S]*?<\/pre>)|<pre\b[\s\S]*?<\/pre>|<div class="custom-block v-pre"/g;
/** A code block whose language ends in `-vue` (```` ```js-vue ````): VitePress interpolates in it. */
const VUE_FENCE = /\blanguage-[\w+#.-]*-vue\b/;
function verbatim(all: string, block?: string, classes?: string, rest?: string): string {
  if (block !== undefined) return VUE_FENCE.test(classes!) ? all : `${block} v-pre${rest}`;
  return all.startsWith('<pre') ? all : `${all} v-pre`;
}

/**
 * `template` as module code that sets `component.render` (`component`: the name of the page's
 * component in that module); `bindings`: what its `<script setup>` declares (read as `$setup.x`).
 * Throws on the template's first compile error.
 */
export function vuePageRenderCode(template: string, component: string, bindings?: BindingMetadata): string {
  const { code } = compile(template.replace(CODE, verbatim), {
    mode: 'module',
    prefixIdentifiers: true,
    hoistStatic: true,
    ...(bindings && { bindingMetadata: bindings }),
  });
  return `${code.replace('export function render(', 'function _bd_page_render(')}\n${component}.render = _bd_page_render;`;
}
