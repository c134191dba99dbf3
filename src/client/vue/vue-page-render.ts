// A Vue page's template (its HTML after Markdown: render/vue/vue-page.ts) compiled into its render
// function where the island renders, on the server and in the browser alike, so hydration matches.
// Code blocks keep `{{ }}` as written, as VitePress's `v-pre` on them does.
import * as Vue from 'vue';
import { compile } from '@vue/compiler-dom';

/** A `<pre>` block (whole: its `<code>` is inside it), or an inline `<code>`. */
const CODE = /<pre\b[\s\S]*?<\/pre>|<code\b/g;
const verbatim = (code: string): string => (code.startsWith('<pre') ? `<pre v-pre${code.slice(4)}` : '<code v-pre');

/** The render function of `template` (throws on its first compile error). */
export function compileVuePageTemplate(template: string): Vue.RenderFunction {
  const { code } = compile(template.replace(CODE, verbatim), { hoistStatic: true, mode: 'function' });
  // The compiler's output is a function body taking Vue's runtime helpers, as Vue's full build runs it.
  const render = new Function('Vue', code)(Vue) as Vue.RenderFunction & { _rc?: boolean };
  // Marked as Vue's full build marks it: its `with (_ctx)` reads the setup's bindings through the proxy made for it.
  render._rc = true;
  return render;
}
