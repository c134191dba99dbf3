// A project's Vue single-file components (`.vue`), compiled for esbuild with Vue's own compiler, as
// VitePress (through @vitejs/plugin-vue) compiles them: `<script setup>` and `<script>`, the template
// (for the browser, or for Vue's server renderer), and `<style>` blocks (scoped ones get the
// component's `data-v-<id>` attribute). The id is a hash of the file's path in its project, so the
// server's HTML and the browser's code agree, wherever the project is checked out.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { compileScript, compileStyle, compileTemplate, parse, type SFCDescriptor } from '@vue/compiler-sfc';
import { compileVuePage } from './vue-page.js';
import { vitepressSocialIconsCss } from './vitepress-social-icons.js';
import { importAutoComponents } from './auto-import-components.js';

/** Where the stylesheets of a component come from: `<file>?style=<n>`. */
export const STYLE_NAMESPACE = 'bookdocs-vue-style';

/** The folder a component's path is taken from: the nearest holding package.json, .vitepress or .vuepress. */
function projectOf(file: string): string {
  for (let dir = path.dirname(file); ;) {
    if (['package.json', '.vitepress', '.vuepress'].some((n) => fs.existsSync(path.join(dir, n)))) return dir;
    const up = path.dirname(dir);
    if (up === dir) return path.dirname(file);
    dir = up;
  }
}

/** The scope id of the component at `file`: its path in its project, hashed. */
export function vueScopeId(file: string): string {
  const rel = path.relative(projectOf(file), file).split(path.sep).join('/');
  return crypto.createHash('sha256').update(rel).digest('hex').slice(0, 8);
}

export interface CompiledSfc {
  code: string;
  /** `ts` when its script is TypeScript. */
  loader: 'js' | 'ts';
  /** How many `<style>` blocks it has (imported by the browser's code as `<file>?style=<n>`). */
  styles: number;
}

/** A compile error of `file` with its place, as esbuild reports it. */
export class SfcError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
  }
}

function located(err: unknown): SfcError {
  if (err instanceof SfcError) return err;
  const e = err as { message?: string; loc?: { start: { line: number; column: number } } };
  const message = String(e.message ?? err).split('\n')[0]!;
  return new SfcError(message, e.loc?.start.line, e.loc?.start.column);
}

/** The descriptor of `source`, or its first syntax error. */
function descriptorOf(source: string, file: string): SFCDescriptor {
  const { descriptor, errors } = parse(source, { filename: file });
  if (errors.length) throw located(errors[0]);
  return descriptor;
}

/**
 * `source` (the text of `file`) as one module whose default export is the component; the components
 * of `autoImports` (auto-import-components.ts) its template names are imported.
 */
export function compileSfc(
  source: string,
  file: string,
  id: string,
  ssr: boolean,
  autoImports?: ReadonlyMap<string, string>,
): CompiledSfc {
  const descriptor = descriptorOf(source, file);
  const scoped = descriptor.styles.some((s) => s.scoped);
  const lang = descriptor.scriptSetup?.lang ?? descriptor.script?.lang;
  let script = 'const _sfc_main = {};';
  let bindings;
  try {
    if (descriptor.script || descriptor.scriptSetup) {
      const compiled = compileScript(descriptor, { id, genDefaultAs: '_sfc_main', isProd: true });
      script = compiled.content;
      bindings = compiled.bindings;
    }
  } catch (err) {
    throw located(err);
  }
  let render = '';
  if (descriptor.template) {
    const template = compileTemplate({
      source: descriptor.template.content,
      filename: file,
      id,
      scoped,
      slotted: descriptor.slotted,
      ssr,
      ssrCssVars: [],
      isProd: true,
      compilerOptions: { bindingMetadata: bindings, scopeId: scoped ? `data-v-${id}` : null },
    });
    if (template.errors.length) {
      const first = template.errors[0]!;
      throw located(typeof first === 'string' ? new Error(first) : first);
    }
    const fn = ssr ? 'ssrRender' : 'render';
    const code = importAutoComponents(template.code, file, autoImports);
    render = `${code.replace(`export function ${fn}(`, `function _sfc_${fn}(`)}\n_sfc_main.${fn} = _sfc_${fn};`;
  }
  const styles = descriptor.styles.length;
  const imports = ssr
    ? ''
    : Array.from({ length: styles }, (_, i) => `import ${JSON.stringify(`${file}?style=${i}`)};`).join('\n');
  const code = [
    imports,
    script,
    render,
    scoped ? `_sfc_main.__scopeId = ${JSON.stringify(`data-v-${id}`)};` : '',
    `_sfc_main.__name = ${JSON.stringify(path.basename(file, '.vue'))};`,
    'export default _sfc_main;',
  ].join('\n');
  return { code, loader: lang === 'ts' || lang === 'tsx' ? 'ts' : 'js', styles };
}

/** The CSS of the `index`th `<style>` block of `file` (scoped to `id` when it is scoped). */
export function compileSfcStyle(source: string, file: string, id: string, index: number): string {
  const style = descriptorOf(source, file).styles[index];
  if (!style) return '';
  const result = compileStyle({
    source: style.content,
    filename: file,
    id: `data-v-${id}`,
    scoped: style.scoped,
    isProd: true,
    ...(style.lang && { preprocessLang: style.lang as 'scss' }),
  });
  if (result.errors.length) throw located(result.errors[0]);
  return result.code;
}

/** esbuild's error for a component that does not compile. */
function buildError(err: unknown, file: string): esbuild.PartialMessage {
  const e = located(err);
  return {
    text: e.message,
    location: { file, ...(e.line !== undefined && { line: e.line, column: e.column ?? 0 }) },
  };
}

const SOCIAL_ICONS_NAMESPACE = 'bookdocs-vitepress-social-icons';
/** VitePress's own VPSocialLink (its default theme's, as installed in the project). */
const SOCIAL_LINK = /[\\/]theme-default[\\/]components[\\/]VPSocialLink\.vue$/;

/** A Vue page's template: its HTML after Markdown (undefined: none to compile, its scripts only). */
export type VuePageTemplates = (file: string) => Promise<string | undefined>;

/**
 * Loads `.vue` files compiled (`ssr`: for Vue's server renderer, without styles; the components of
 * `autoImports` their templates name imported), and Vue pages compiled with their `templates`
 * (render/vue/vue-page.ts).
 */
export function vueSfcPlugin(
  ssr: boolean,
  templates?: VuePageTemplates,
  autoImports?: ReadonlyMap<string, string>,
): esbuild.Plugin {
  return {
    name: 'bookdocs-vue-sfc',
    setup(build) {
      build.onResolve({ filter: /\.vue\?style=\d+$/ }, (args) => ({ path: args.path, namespace: STYLE_NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: STYLE_NAMESPACE }, (args) => {
        const [file, index] = args.path.split('?style=') as [string, string];
        try {
          const css = compileSfcStyle(fs.readFileSync(file, 'utf8'), file, vueScopeId(file), Number(index));
          return { contents: css, loader: 'css', resolveDir: path.dirname(file) };
        } catch (err) {
          return { errors: [buildError(err, file)] };
        }
      });
      // VitePress's VPSocialLink, in the browser: with the stylesheet of its icons (vitepress-social-icons.ts).
      build.onResolve({ filter: /^bookdocs:vitepress-social-icons\.css$/ }, (args) => ({
        path: args.path,
        namespace: SOCIAL_ICONS_NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: SOCIAL_ICONS_NAMESPACE }, () => ({
        contents: vitepressSocialIconsCss(),
        loader: 'css',
      }));
      build.onLoad({ filter: /\.vue$/, namespace: 'file' }, (args) => {
        try {
          const source = fs.readFileSync(args.path, 'utf8');
          const compiled = compileSfc(source, args.path, vueScopeId(args.path), ssr, autoImports);
          const icons = !ssr && SOCIAL_LINK.test(args.path) ? 'import "bookdocs:vitepress-social-icons.css";\n' : '';
          return { contents: icons + compiled.code, loader: compiled.loader, resolveDir: path.dirname(args.path) };
        } catch (err) {
          return { errors: [buildError(err, args.path)] };
        }
      });
      // A Vue page (vue-page.ts): its scripts and its template, one component.
      build.onLoad({ filter: /\.md$/, namespace: 'file' }, async (args) => {
        try {
          const source = fs.readFileSync(args.path, 'utf8');
          const template = await templates?.(args.path);
          const compiled = compileVuePage(source, args.path, vueScopeId(args.path), template, ssr);
          return { contents: compiled.code, loader: compiled.loader, resolveDir: path.dirname(args.path) };
        } catch (err) {
          return { errors: [buildError(err, args.path)] };
        }
      });
    },
  };
}
