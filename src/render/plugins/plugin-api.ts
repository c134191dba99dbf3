// The public plugin API: what a plugin module exports and what bookdocs hands its hooks. A plugin is
// an ES module whose default export is a factory `(options) => plugin`, named in the config by module
// path or package name: `"plugins": ["./plugins/callout.mjs", ["bookdocs/math", { … }]]`. The page
// workers import it by that path, so its options must be JSON.
import type { CompileContext, Extension, HtmlExtension, Token } from 'micromark-util-types';
import type { HeadElement } from '../site/head-schema.js';

export type { CompileContext, Extension, HtmlExtension, Token } from 'micromark-util-types';
export type { HeadElement } from '../site/head-schema.js';

/** Where a plugin's Markdown hooks run: one page, while it is parsed. */
export interface MarkdownContext {
  /** The page's file, relative to the docs folder ('/'-separated). */
  file: string;
  /** Its route (`/guide/intro.html`). */
  route: string;
  /** Its language (its locale's `lang`), if the site says. */
  lang?: string;
  /** The site's base (`/` or `/docs/`). */
  base: string;
  frontmatter: Readonly<Record<string, unknown>>;
  /**
   * Render a React component here (one of the site's or a plugin's `components`): returns the HTML to
   * emit in its place. It is rendered at build time and hydrated in the browser from its own chunk,
   * loaded only by the pages that use it. Props are strings.
   */
  component(name: string, props?: Record<string, string>): string;
  /**
   * A stylesheet this page needs (a URL relative to the base, e.g. one of the plugin's `assets`, or
   * an absolute URL): linked by the page's HTML and loaded before a client-side navigation shows it.
   */
  stylesheet(url: string): void;
  /** Elements for this page's `<head>` in its HTML (as in the config's `head`; not applied on client-side navigation). */
  head(...elements: HeadElement[]): void;
  /** Text the search index should find on this page (what the plugin's own syntax displays). */
  text(value: string): void;
  /** Report a problem at a line of the page (a warning unless `severity: 'error'`, which stops a build). */
  report(message: string, at?: { line?: number; column?: number; hint?: string; severity?: 'error' | 'warning' }): void;
}

/** A fenced code block as its renderer gets it. */
export interface FenceBlock {
  /** The code, without the fences. */
  code: string;
  /** The language, lower-cased (` ```mermaid ` → "mermaid"). */
  lang: string;
  /** The rest of the info string (` ```mermaid {theme=x} ` → "{theme=x}"). */
  meta: string;
  /** The line of the opening fence. */
  line: number;
}

/**
 * A plugin's handler of a token in micromark's HTML compiler: micromark's (`this` is the compile
 * context), with `next`, the handler it wraps for this token type (bookdocs' own, or an earlier
 * plugin's). `next()` runs that handler and returns the HTML it wrote, for this one to write
 * (`this.raw(next())`), change or leave out; what it records of the token (links and images for
 * `check`, headings for the outline, the page's text) is recorded either way. A handler that does not
 * call `next` replaces the HTML only: the wrapped handler still runs after it, for what it records,
 * and what it writes is dropped. For a token type only micromark itself compiles (paragraphs,
 * emphasis…), `next()` returns ''.
 */
export type PluginHandle = (this: CompileContext, token: Token, next: () => string) => undefined | void;

/** micromark's HTML extension, with handlers that may wrap the ones before them (see PluginHandle). */
export interface PluginHtmlExtension {
  enter?: Record<string, PluginHandle | undefined>;
  exit?: Record<string, PluginHandle | undefined>;
}

/** A `::: name Title` container of a plugin's, as its renderer gets it. */
export interface ContainerBlock {
  /** Its name (`::: demo` → "demo"). */
  name: string;
  /**
   * Its title, as HTML: the container line's own (`::: demo My *title*`, its Markdown rendered), else
   * the plugin's default title for the page's language (escaped), else ''.
   */
  title: string;
  /** Its body, as HTML: the Markdown between its lines, rendered as the rest of the page. */
  body: string;
  /** The page's language (its locale's `lang`), if the site says. */
  lang?: string;
  /** `{#id .class}` at the end of its line (`::: demo Title {#here .wide}` → { id: 'here', class: 'wide' }). */
  attributes: Record<string, string>;
  /** The line of its opening `:::`. */
  line: number;
}

/** A container a plugin adds by name (see MarkdownExtensions.containers). */
export interface ContainerRenderer {
  /** Its title when the line has none: text, or text for the page's language (`(lang) => …`). */
  title?: string | ((lang: string | undefined) => string);
  /** Its HTML; without it, that of bookdocs' own (`<div class="custom-block demo">`, the title, the body). */
  render?(block: ContainerBlock): string;
}

/** A page's Markdown hooks: micromark extension pairs and fenced-code renderers. */
export interface MarkdownExtensions {
  /** micromark syntax extensions, applied after bookdocs' own. */
  syntax?: Extension[];
  /** micromark HTML extensions: a handler for a token type bookdocs also handles wraps bookdocs' own (see PluginHandle). */
  html?: (HtmlExtension | PluginHtmlExtension)[];
  /** language → HTML of a fenced code block in that language, instead of highlighted code. */
  fences?: Record<string, (block: FenceBlock) => string>;
  /**
   * name → a `::: name Title` container (VitePress's and VuePress's syntax): its default title and its
   * HTML. Any name but those of bookdocs' tabs (`tabs`, `code-tabs`, `code-group`); one of bookdocs'
   * other containers (`tip`…) is replaced on the pages the plugin applies to.
   */
  containers?: Record<string, ContainerRenderer>;
}

/** What `extendPage` may read and change, after the Markdown is parsed. */
export interface ExtendablePage {
  readonly file: string;
  readonly route: string;
  title: string;
  description?: string;
  frontmatter: Record<string, unknown>;
  /** The page's HTML as rendered (the author's own HTML included, unescaped). */
  html: string;
  /** Its plain text, as searched. */
  text: string;
}

/** A page of the site as built, for `buildEnd`. */
export interface BuiltPage {
  /** Its file, relative to the docs folder ('/'-separated). */
  file: string;
  /** Its route (`/guide/intro.html`). */
  route: string;
  /** Its URL on the site (base included; without `.html` with `cleanUrls`). */
  url: string;
  /** Its title; a home page without one of its own: its hero's name, else its locale's site title. */
  title: string;
  /** Its description: its own (frontmatter, or what `extendPage` set), else the start of its text (about 150 characters). */
  description?: string;
  frontmatter: Readonly<Record<string, unknown>>;
  /** Its headings h2–h6 (its h1 is its title), in page order: as the outline and `[[toc]]` have them. */
  headings: { depth: number; text: string; id: string }[];
  /**
   * Its place in the site's reading order, from 0: the pages as the sidebars list them (as prev/next
   * walk them), other pages where their folder's pages are (a folder's index first, its pages, then
   * its folders).
   */
  order: number;
  /**
   * Its text, as searched (what `extendPage` left), read when asked for: the build keeps no page's
   * text in memory to the end. Call it during `buildEnd` only.
   */
  text(): Promise<string>;
}

/** The site as built, for `buildEnd`. */
export interface BuiltSite {
  /** The site's base (`/` or `/docs/`). */
  base: string;
  /** The site's title. */
  title: string;
  /** `hostname` from the config, when set. */
  hostname?: string;
  /** Every page, in file order (see `order` for the reading order). */
  pages: BuiltPage[];
}

export interface BookdocsPlugin {
  /** Shown in messages: `plugin "name": …`. */
  name: string;
  /**
   * Whether the plugin can change a page, from its Markdown (a quick test, e.g. `src.includes('$')`).
   * Pages it says false for are parsed without the plugin, and keep their cached parse when the
   * plugin changes. Without it, every page.
   */
  appliesTo?(source: string): boolean;
  /** Markdown syntax: micromark extension pairs for one page, in the order given; plugins in config order. */
  markdown?(ctx: MarkdownContext): MarkdownExtensions;
  /** Change a page after it is parsed (its result is cached with the page). */
  extendPage?(
    page: ExtendablePage,
    ctx: Pick<MarkdownContext, 'report' | 'head' | 'stylesheet' | 'base' | 'lang'>,
  ): void | Promise<void>;
  /** Elements for the `<head>` of every page, after the config's own. */
  head?: HeadElement[];
  /** React components (name → absolute file), usable as `<Name />` in Markdown and by `ctx.component`. */
  components?: Record<string, string>;
  /**
   * Static files served from the site: URL (relative to the base, e.g. `assets/katex`) → absolute
   * folder, or a single file (`assets/x/style.css` → its file). `build` copies them; `dev` serves them.
   */
  assets?: Record<string, string>;
  /**
   * After every page is written, before the new output replaces the old: `outDir` is the staged
   * output. Write new files there, or replace one by writing a new file and renaming it over; never
   * edit an output file in place (unchanged files are hard links to the previous build's).
   */
  buildEnd?(site: BuiltSite, outDir: string): void | Promise<void>;
}

/** What a plugin module's default export is. */
export type PluginFactory<Options = undefined> = (options: Options) => BookdocsPlugin | Promise<BookdocsPlugin>;

/** Typed identity: `export default definePlugin((options: MyOptions) => ({ name: 'x', … }))`. */
export function definePlugin<Options = undefined>(factory: PluginFactory<Options>): PluginFactory<Options> {
  return factory;
}
