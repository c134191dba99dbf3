// A Vue page's template (its HTML after Markdown: render/vue/vue-page.ts) compiled into its render
// function where the island renders, on the server and in the browser alike, so hydration matches.
// Code blocks keep `{{ }}` as written, as VitePress's `v-pre` on them does.
import * as Vue from 'vue';
import { compile } from '@vue/compiler-dom';

/**
 * A Markdown code block (its `<pre>` inside bookdocs' `bd-code` wrapper), a `<pre>` of the page's own
 * HTML (a template like the rest, as in VitePress), an inline `<code>`, or a `::: v-pre` container.
 */
const CODE =
  /(<div class="([^"]*\bbd-code\b[^"]*)"[^>]*>[\s\S]*?<pre)\b([\s\S]*?<\/pre>)|<pre\b[\s\S]*?<\/pre>|<code\b|<div class="custom-block v-pre"/g;
/** A code block whose language ends in `-vue` (```` ```js-vue ````): VitePress interpolates in it. */
const VUE_FENCE = /\blanguage-[\w+#.-]*-vue\b/;
function verbatim(all: string, block?: string, classes?: string, rest?: string): string {
  if (block !== undefined) return VUE_FENCE.test(classes!) ? all : `${block} v-pre${rest}`;
  if (all.startsWith('<pre')) return all;
  return all.startsWith('<code') ? '<code v-pre' : `${all} v-pre`;
}

/** The render function of `template` (throws on its first compile error). */
export function compileVuePageTemplate(template: string): Vue.RenderFunction {
  const { code } = compile(template.replace(CODE, verbatim), { hoistStatic: true, mode: 'function' });
  // The compiler's output is a function body taking Vue's runtime helpers, as Vue's full build runs it.
  const render = new Function('Vue', code)(Vue) as Vue.RenderFunction & { _rc?: boolean };
  // Marked as Vue's full build marks it: its `with (_ctx)` reads the setup's bindings through the proxy made for it.
  render._rc = true;
  return render;
}
