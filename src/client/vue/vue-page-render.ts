// A Vue page's template (its HTML after Markdown: render/vue/vue-page.ts) compiled into its render
// function where the island renders, on the server and in the browser alike, so hydration matches.
// Code blocks keep `{{ }}` as written, as VitePress's `v-pre` on them does.
import * as Vue from 'vue';
import { compile } from '@vue/compiler-dom';

/**
 * A Markdown code block (its `<pre>` inside bookdocs' `bd-code` wrapper), a `<pre>` of the page's own
 * HTML (a template like the rest, as in VitePress), or an inline `<code>`.
 */
const CODE = /(<div class="[^"]*\bbd-code\b[^"]*"[^>]*>[\s\S]*?<pre)\b([\s\S]*?<\/pre>)|<pre\b[\s\S]*?<\/pre>|<code\b/g;
const verbatim = (all: string, block?: string, rest?: string): string =>
  block !== undefined ? `${block} v-pre${rest}` : all.startsWith('<pre') ? all : '<code v-pre';

/** The render function of `template` (throws on its first compile error). */
export function compileVuePageTemplate(template: string): Vue.RenderFunction {
  const { code } = compile(template.replace(CODE, verbatim), { hoistStatic: true, mode: 'function' });
  // The compiler's output is a function body taking Vue's runtime helpers, as Vue's full build runs it.
  const render = new Function('Vue', code)(Vue) as Vue.RenderFunction & { _rc?: boolean };
  // Marked as Vue's full build marks it: its `with (_ctx)` reads the setup's bindings through the proxy made for it.
  render._rc = true;
  return render;
}
