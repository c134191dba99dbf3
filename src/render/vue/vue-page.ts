// A VitePress or VuePress page that is a Vue template (a "Vue page"): one whose `<script setup>` sets
// up what its Markdown shows with `{{ }}`, `v-for`, `v-if` and the like. VitePress compiles every
// page into a Vue component (its Markdown's HTML is the template); bookdocs does so for these pages
// only, so the others stay plain HTML. The page becomes one Vue island: its scripts are compiled here
// with its template, the page's HTML after Markdown, into one component (vue-page-template.ts): its
// render function is compiled here, at build time, as VitePress compiles a page's.
import crypto from 'node:crypto';
import path from 'node:path';
import { compileScript, parse, type BindingMetadata } from '@vue/compiler-sfc';
import { vuePageComponentName } from '../../shared/vue-page-name.js';
import { pascalName } from './pascal-name.js';
import { vuePageRenderCode } from './vue-page-template.js';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const SETUP = /\bsetup\b/;
const LANG = /\blang=["']?(\w+)/;
/** What makes a page's Markdown a template: an interpolation or a directive that needs its setup. */
const TEMPLATE_SYNTAX =
  /\{\{[\s\S]*?\}\}|\sv-(?:for|if|else-if|else|show|html|text|bind|on|model)\b|\s[:@#][\w.-]+=|<[A-Za-z][\w-]*(?:\s[^<>]*?)?\s:[\w-]+(?=\s*\/?>|\s)/;
/** Fenced code and inline code: what VitePress shows as written (it adds v-pre there). */
const CODE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[ \t]*$|(?![\s\S]))|`+[^`\n]*`+/gm;
const VUE_IMPORT = /^\s*import\s+([A-Za-z_$][\w$]*)\s+from\s+(['"])(\.{1,2}\/[^'"]+\.vue)\2/gm;

/** The `<script>` blocks of a page's Markdown (outside its code), with their attributes. */
function scriptBlocks(source: string): { attrs: string; content: string }[] {
  if (!source.includes('<script')) return [];
  const text = source.replace(CODE, '');
  return [...text.matchAll(SCRIPT)].map((m) => ({ attrs: m[1]!, content: m[2]! }));
}

/** A stylesheet a script imports (`import './home.css'`): VitePress applies it with the page. */
const CSS_IMPORT = /^\s*import\s+(?:[\w$]+\s+from\s+)?(['"])[^'"\n]+\.css\1/m;

/** An interpolation or a directive: template syntax that needs no setup (`{{ $frontmatter.x }}`, `v-for="i in 3"`). */
const SETUPLESS_SYNTAX = /\{\{[\s\S]*?\}\}|\sv-(?:for|if|show|html|text)=/;
/** A fence whose language ends in `-vue` (```` ```html-vue ````): VitePress interpolates `{{ }}` in it. */
const VUE_FENCE = /^ {0,3}(?:`{3,}|~{3,})[ \t]*[\w+#.]+-vue(?![\w-])/;
const hasVueFence = (source: string): boolean =>
  [...source.matchAll(CODE)].some((m) => VUE_FENCE.test(m[0]) && /\{\{[\s\S]*?\}\}/.test(m[0]));

/**
 * Whether the Markdown `source` is a Vue page: a `<script setup>` and template syntax outside its
 * code, or one that imports a stylesheet (its module, which bundles it, is the page's chunk); or,
 * without one, `{{ }}` or a directive outside code, or `{{ }}` in a `-vue` fence (VitePress makes
 * every page a Vue template; bookdocs only those that need it).
 */
export function isVuePage(source: string): boolean {
  const blocks = scriptBlocks(source);
  const text = source.replace(CODE, '').replace(SCRIPT, '');
  const setup = blocks.filter((b) => SETUP.test(b.attrs));
  if (setup.length && (TEMPLATE_SYNTAX.test(text) || setup.some((b) => CSS_IMPORT.test(b.content)))) return true;
  return SETUPLESS_SYNTAX.test(text) || hasVueFence(source);
}

/** The component name a Vue page's island has: from its path in the docs folder (posix). */
export function vuePageName(relativeFile: string): string {
  return vuePageComponentName(crypto.createHash('sha256').update(relativeFile).digest('hex').slice(0, 10));
}

/**
 * The render function of the page's `template`; one that throws the template's first compile error
 * where it does not compile: the page is then shown as written, with a warning naming the error, as
 * one that throws while rendering is (its scripts compiled, the other pages' bundles are not stopped).
 */
function renderCode(template: string, bindings: BindingMetadata | undefined): string {
  try {
    return vuePageRenderCode(template, '_sfc_main', bindings);
  } catch (err) {
    const message = `its template could not be compiled: ${String((err as Error).message ?? err).split('\n')[0]}`;
    return `_sfc_main.render = () => { throw new Error(${JSON.stringify(message)}); };`;
  }
}

/**
 * The component of the page at `file` (its Markdown `source`): its `<script>` and `<script setup>`
 * compiled as a single-file component's, with `template` (the page's HTML after Markdown) as its
 * render function; without one (a check that the scripts compile) it has no render. Its setup
 * returns every binding the template may read; the `.vue` components it imports are its
 * `components`, by their name in PascalCase too (a tag the compiler does not bind is resolved by name).
 */
export function compileVuePage(
  source: string,
  file: string,
  id: string,
  template?: string,
  /** For the server's bundle: the template is kept as written too, shown when the page cannot be rendered (no page data carries it). */
  ssr = false,
): { code: string; loader: 'js' | 'ts' } {
  const blocks = scriptBlocks(source);
  const sfc = blocks.map((b) => `<script${b.attrs}>${b.content}</script>`).join('\n');
  // A page of template syntax without a script (`{{ $frontmatter.title }}`): a component without setup.
  let compiled: { content: string; bindings?: BindingMetadata } = { content: 'const _sfc_main = {};' };
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
  // Its template reads the bindings the compiler knows as `$setup.x`, any other name through the
  // instance, which hides a `<script setup>`'s: its bindings are a plain setup's too.
  const script = compiled.content.replace(/^Object\.defineProperty\(__returned__, '__isScriptSetup'.*$/m, '');
  const code = [
    script,
    template === undefined ? '' : renderCode(template, compiled.bindings),
    ssr && template !== undefined ? `_sfc_main.__bdTemplate = ${JSON.stringify(template)};` : '',
    `_sfc_main.components = { ...(_sfc_main.components || {}), ${[...components].map(([k, v]) => `${JSON.stringify(k)}: ${v}`).join(', ')} };`,
    '_sfc_main.__bdVuePage = true;',
    `_sfc_main.__name = ${JSON.stringify(path.basename(file, '.md'))};`,
    'export default _sfc_main;',
  ].join('\n');
  return { code, loader: lang === 'ts' || lang === 'tsx' ? 'ts' : 'js' };
}
