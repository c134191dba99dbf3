// The public plugin API: what a plugin module exports and what bookdocs hands its hooks. A plugin is
// an ES module (JavaScript or TypeScript) whose default export is a factory `(options) => plugin`,
// named in the config by module path or package name: `"plugins": ["./plugins/callout.mjs",
// ["bookdocs/math", { … }]]`, or, in a config in code, the plugin object its factory returns. The page
// workers import it by that path (or take it from the config they import), so its options must be JSON.
import type { z } from 'zod';
import type { CompileContext, Extension, HtmlExtension, Token } from 'micromark-util-types';
import type { HeadElement } from '../site/head-schema.js';
import type { SlotName } from '../../shared/theme-slots.js';
import type { PropValue } from '../../shared/types.js';

export type { CompileContext, Extension, HtmlExtension, Token } from 'micromark-util-types';
export type { HeadElement } from '../site/head-schema.js';
export type { SlotName } from '../../shared/theme-slots.js';

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
   * loaded only by the pages that use it. Props are JSON values (strings, numbers, booleans, null,
   * arrays and plain objects of them), as an author's typed props in Markdown are.
   */
  component(name: string, props?: Record<string, PropValue>): string;
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
  /**
   * language → HTML of a fenced code block in that language, instead of highlighted code; `undefined`
   * leaves the block to bookdocs, shown as code (e.g. a diagram whose source has an error, reported).
   */
  fences?: Record<string, (block: FenceBlock) => string | undefined>;
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

/** A file (absolute) with the routes it is for, or the file alone (every page). */
export type ClientFile = string | { file: string; routes?: string | string[] };

/** What a plugin adds to the browser side (see BookdocsPlugin.client). */
export interface PluginClientCode {
  /**
   * Slot name (the theme's: "doc-before", "nav-after", "layout-bottom", …) → a React component file
   * (default export, no props; `useSite()` from "bookdocs/theme" gives the page), after the site's
   * own `theme/slots/<name>.tsx`.
   */
  slots?: Partial<Record<SlotName, ClientFile>>;
  /**
   * Modules whose default export runs in the browser after a page is shown, on the first load and
   * after every client-side navigation: `(page: { route, title }) => void`.
   */
  onRoute?: ClientFile | ClientFile[];
}

/** A page a plugin makes from data (`pages` hook): it goes through the pipeline as a file of the docs folder would. */
export interface GeneratedPage {
  /**
   * Where the page would be as a file of the docs folder ('/'-separated, ending in `.md`): its route
   * follows as a file's does (`tags/vue.md` → `/tags/vue.html`, `tags/index.md` → `/tags/`), and
   * relative links to and from it resolve from there.
   */
  path: string;
  /** Its Markdown. */
  source: string;
  /** Frontmatter, written before `source` (which then must not have its own). */
  frontmatter?: Record<string, unknown>;
}

/** A page of the docs folder as `content()` reads it: its frontmatter and title, not its HTML. */
export interface ContentPage {
  /** Relative to the docs folder ('/'-separated). */
  file: string;
  /** `/guide/intro.html` */
  route: string;
  /** Its link, with the site's base (and without `.html` under `cleanUrls`). */
  url: string;
  /** Its frontmatter `title`, else its first heading; undefined when it has neither. */
  title?: string;
  frontmatter: Readonly<Record<string, unknown>>;
}

/** What a plugin's `data` and `pages` hooks are given: the site, before its pages are parsed. */
export interface PluginSite {
  /** The site's folder (where its config is). */
  root: string;
  /** The docs folder (absolute). */
  srcDir: string;
  /** The site's base (`/` or `/docs/`). */
  base: string;
  /**
   * The Markdown files of the docs folder whose path matches a glob (`posts/*.md`, `**\/*.md`),
   * with their frontmatter and titles, sorted by file. Read once per build, however often asked.
   */
  content(pattern: string | string[]): ContentPage[];
  /**
   * The hook's result depends on this file (absolute, or relative to the site's folder): `dev` runs
   * the hooks again when it changes. The files `content()` reads are followed without it.
   */
  watch(file: string): void;
  /** Every plugin's `data`, by name (in `pages`; empty in `data`). */
  data: Readonly<Record<string, unknown>>;
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
   * Code for the browser: components in the theme's slots (rendered on the server, hydrated with the
   * page) and modules run after every page is shown. Each may name the `routes` it is for (globs such
   * as "/blog/**"): other pages neither load nor show it.
   */
  client?: PluginClientCode;
  /**
   * Named data, computed once per build (and again in `dev` when a file it read changes): JSON values
   * a site's components import as `import posts from 'bookdocs:data/<name>'`, and the `pages` hooks
   * read as `site.data[name]`.
   */
  data?(site: PluginSite): Record<string, unknown> | Promise<Record<string, unknown>>;
  /**
   * Pages made from data, parsed, searched, listed and checked as the docs folder's files are. A
   * generator (`function* pages(site) { … yield page; }`, or `async function*`) hands them over one
   * at a time, so that many pages are never all in memory at once.
   */
  pages?(
    site: PluginSite,
  ):
    | Iterable<GeneratedPage>
    | AsyncIterable<GeneratedPage>
    | Promise<Iterable<GeneratedPage> | AsyncIterable<GeneratedPage>>;
  /**
   * After every page is written, before the new output replaces the old: `outDir` is the staged
   * output. Write new files there, or replace one by writing a new file and renaming it over; never
   * edit an output file in place (unchanged files are hard links to the previous build's).
   */
  buildEnd?(site: BuiltSite, outDir: string): void | Promise<void>;
}

/** What a plugin module's default export is. */
export type PluginFactory<Options = undefined> = (options: Options) => BookdocsPlugin | Promise<BookdocsPlugin>;

/**
 * The schema of a plugin's options: a zod schema, or a function of the zod bookdocs runs with, so the
 * plugin needs no zod of its own (`options: (z) => z.object({ wordsPerMinute: z.number().default(200) })`).
 */
export type PluginOptionsSchema<Schema extends z.ZodType = z.ZodType> = Schema | ((zod: typeof z) => Schema);

/** What bookdocs knows of a plugin made with `definePlugin({ name, options }, factory)`. */
export interface PluginDefinition {
  name: string;
  options: PluginOptionsSchema;
  factory: (options: unknown) => BookdocsPlugin | Promise<BookdocsPlugin>;
}

/** The key under which a defined plugin's factory carries its definition (the same in every copy of bookdocs). */
export const PLUGIN_DEFINITION: unique symbol = Symbol.for('bookdocs.plugin-definition') as never;
/** The key under which an error about a plugin's options carries its name and the problems (OptionsIssue[]). */
export const PLUGIN_OPTIONS_ISSUES = Symbol.for('bookdocs.plugin-options-issues');

/**
 * The factory of a plugin that declares its options: it checks them against the schema before the
 * factory runs, and resolves to the plugin (or rejects with every problem of the options).
 */
export type DefinedPlugin<Input> = ((options?: Input) => Promise<BookdocsPlugin>) & {
  readonly [PLUGIN_DEFINITION]: PluginDefinition;
};

/**
 * Typed identity: `export default definePlugin((options: MyOptions) => ({ name: 'x', … }))`. With a
 * schema first, the options are checked against it before the factory runs (errors at the plugin's
 * line in the config, with the option meant when one is misspelt) and the factory gets them parsed:
 * `definePlugin({ name: 'x', options: (z) => z.object({ … }) }, (options) => ({ name: 'x', … }))`.
 */
export function definePlugin<Options = undefined>(factory: PluginFactory<Options>): PluginFactory<Options>;
export function definePlugin<Schema extends z.ZodType>(
  meta: { name: string; options: PluginOptionsSchema<Schema> },
  factory: (options: z.output<Schema>) => BookdocsPlugin | Promise<BookdocsPlugin>,
): DefinedPlugin<z.input<Schema>>;
export function definePlugin(
  first: PluginFactory<unknown> | { name: string; options: PluginOptionsSchema },
  factory?: (options: unknown) => BookdocsPlugin | Promise<BookdocsPlugin>,
): unknown {
  if (typeof first === 'function') return first;
  const definition: PluginDefinition = { name: first.name, options: first.options, factory: factory! };
  const defined = (options?: unknown): Promise<BookdocsPlugin> => {
    const made = (async () => {
      // Loaded only now: a site whose plugins declare no options never loads zod.
      const { parsePluginOptions } = await import('./plugin-options.js');
      const parsed = await parsePluginOptions(definition.options, options);
      if (!parsed.ok)
        throw Object.assign(
          new Error(
            `plugin "${definition.name}": ${parsed.issues.map((i) => `${['options', ...i.path].join('.')}: ${i.message}`).join('; ')}`,
          ),
          { [PLUGIN_OPTIONS_ISSUES]: { plugin: definition.name, issues: parsed.issues } },
        );
      return definition.factory(parsed.value);
    })();
    // Held in the config's plugins until bookdocs awaits it: not an unhandled rejection meanwhile.
    made.catch(() => undefined);
    return made;
  };
  return Object.defineProperty(defined, PLUGIN_DEFINITION, { value: definition });
}
