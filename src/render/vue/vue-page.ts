// A VitePress or VuePress page that is a Vue template (a "Vue page"): one whose `<script setup>` sets
// up what its Markdown shows with `{{ }}`, `v-for`, `v-if` and the like. VitePress compiles every
// page into a Vue component (its Markdown's HTML is the template); bookdocs does so for these pages
// only, so the others stay plain HTML. The page becomes one Vue island: its scripts are compiled here
// into a component without a template (its setup returns what the template reads), and the template,
// the page's HTML after Markdown, is compiled where the island renders (src/client/vue/vue-root.ts).
import crypto from 'node:crypto';
import path from 'node:path';
import { compileScript, parse } from '@vue/compiler-sfc';
import { vuePageComponentName } from '../../shared/vue-page-name.js';
import { pascalName } from './pascal-name.js';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const SETUP = /\bsetup\b/;
const LANG = /\blang=["']?(\w+)/;
/** What makes a page's Markdown a template: an interpolation or a directive that needs its setup. */
const TEMPLATE_SYNTAX = /\{\{[\s\S]*?\}\}|\sv-(?:for|if|else-if|else|show|html|text|bind|on|model)\b|\s[:@#][\w.-]+=/;
/** Fenced code and inline code: what VitePress shows as written (it adds v-pre there). */
const CODE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[ \t]*$|(?![\s\S]))|`+[^`\n]*`+/gm;
const VUE_IMPORT = /^\s*import\s+([A-Za-z_$][\w$]*)\s+from\s+(['"])(\.{1,2}\/[^'"]+\.vue)\2/gm;

/** The `<script>` blocks of a page's Markdown (outside its code), with their attributes. */
function scriptBlocks(source: string): { attrs: string; content: string }[] {
  if (!source.includes('<script')) return [];
  const text = source.replace(CODE, '');
  return [...text.matchAll(SCRIPT)].map((m) => ({ attrs: m[1]!, content: m[2]! }));
}

/** An interpolation or a directive: template syntax that needs no setup (`{{ $frontmatter.x }}`, `v-for="i in 3"`). */
const SETUPLESS_SYNTAX = /\{\{[\s\S]*?\}\}|\sv-(?:for|if|show|html|text)=/;
/** A fence whose language ends in `-vue` (```` ```html-vue ````): VitePress interpolates `{{ }}` in it. */
const VUE_FENCE = /^ {0,3}(?:`{3,}|~{3,})[ \t]*[\w+#.]+-vue(?![\w-])/;
const hasVueFence = (source: string): boolean =>
  [...source.matchAll(CODE)].some((m) => VUE_FENCE.test(m[0]) && /\{\{[\s\S]*?\}\}/.test(m[0]));

/**
 * Whether the Markdown `source` is a Vue page: a `<script setup>` and template syntax outside its
 * code, or, without one, `{{ }}` or a directive outside code, or `{{ }}` in a `-vue` fence (VitePress
 * makes every page a Vue template; bookdocs only those that need it).
 */
export function isVuePage(source: string): boolean {
  const blocks = scriptBlocks(source);
  const text = source.replace(CODE, '').replace(SCRIPT, '');
  if (blocks.some((b) => SETUP.test(b.attrs)) && TEMPLATE_SYNTAX.test(text)) return true;
  return SETUPLESS_SYNTAX.test(text) || hasVueFence(source);
}

/** The component name a Vue page's island has: from its path in the docs folder (posix). */
export function vuePageName(relativeFile: string): string {
  return vuePageComponentName(crypto.createHash('sha256').update(relativeFile).digest('hex').slice(0, 10));
}

/**
 * The component of the page at `file` (its Markdown `source`): its `<script>` and `<script setup>`
 * compiled as a single-file component's, without a template. Its setup returns every binding the
 * template may read; the `.vue` components it imports are its `components`, by their name in
 * PascalCase too (the template is compiled where it renders, which resolves tags by name).
 */
export function compileVuePage(source: string, file: string, id: string): { code: string; loader: 'js' | 'ts' } {
  const blocks = scriptBlocks(source);
  const sfc = blocks.map((b) => `<script${b.attrs}>${b.content}</script>`).join('\n');
  // A page of template syntax without a script (`{{ $frontmatter.title }}`): a component without setup.
  let compiled = { content: 'const _sfc_main = {};' };
  if (blocks.length) {
    const { descriptor, errors } = parse(sfc, { filename: file });
    if (errors.length) throw errors[0];
    compiled = compileScript(descriptor, { id, genDefaultAs: '_sfc_main', isProd: true });
  }
  const components = new Map<string, string>();
  for (const b of blocks)
    for (const m of b.content.matchAll(VUE_IMPORT)) {
      components.set(m[1]!, m[1]!);
      components.set(pascalName(m[1]!), m[1]!);
    }
  const lang = blocks.map((b) => LANG.exec(b.attrs)?.[1]).find(Boolean);
  // A template compiled apart reads the bindings through the instance, which hides a `<script setup>`'s
  // (its own template reads them directly): its bindings are a plain setup's.
  const script = compiled.content.replace(/^Object\.defineProperty\(__returned__, '__isScriptSetup'.*$/m, '');
  const code = [
    script,
    `_sfc_main.components = { ...(_sfc_main.components || {}), ${[...components].map(([k, v]) => `${JSON.stringify(k)}: ${v}`).join(', ')} };`,
    '_sfc_main.__bdVuePage = true;',
    `_sfc_main.__name = ${JSON.stringify(path.basename(file, '.md'))};`,
    'export default _sfc_main;',
  ].join('\n');
  return { code, loader: lang === 'ts' || lang === 'tsx' ? 'ts' : 'js' };
}
