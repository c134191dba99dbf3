// Per-render state shared by the micromark HTML extensions of one page.
import type { ComponentRef, Header } from '../../shared/types.js';
import type { Diagnostic } from '../../shared/diagnostic.js';
import type { ContainerBlock } from '../plugins/plugin-api.js';
import { attributesOf, type AttributeSyntax, type AttributesSetting } from './attribute-syntax.js';
import { Slugger, type Slugify } from './slug.js';

export interface LinkRef {
  /** As written in the Markdown. */
  raw: string;
  /** What ends up in the HTML. */
  url: string;
  /** Page or asset path relative to srcDir (posix) for internal links; undefined for external or pure anchors. */
  target?: string;
  /** True when `target` is a Markdown file. */
  isPage: boolean;
  /** Fragment without '#'. */
  hash?: string;
  /** True when a relative path climbs out of the docs folder. */
  escapes?: boolean;
  external: boolean;
  line: number;
  column: number;
}

/** A problem found in the Markdown, at its line and column; the page adds its file when it is reported. */
export type MarkdownWarning = Omit<Diagnostic, 'file'> & { line: number; column: number };

/**
 * The rules only highlighting finds (twoslash type-checks the code it colours). A page parsed without
 * highlighting (`bookdocs check`) has none of their warnings, and one taken from a build's cache is
 * reported without them, so that check says the same whether a build ran before it or not.
 */
export const HIGHLIGHTING_RULES: ReadonlySet<string> = new Set(['twoslash']);

export interface RenderContext {
  /** Path of the page relative to srcDir, posix. */
  file: string;
  /**
   * The page's own path, when the config's `rewrites` moved it (`file` is then the rewritten path):
   * its Markdown images resolve from there, as VitePress (Vite) resolves them from the source file.
   */
  ownFile?: string;
  base: string;
  /** Links to pages drop `.html` (site config `cleanUrls`). */
  cleanUrls?: boolean;
  /** Names of components available as `<Name />`. */
  components: ReadonlySet<string>;
  /** Those of them that are bookdocs' built-ins: their props are checked (and links resolved) here. */
  builtins?: readonly string[];
  /** Those of them that are Vue components: `:prop="literal"` props, `<template #name>` slots (vue-template-block.ts). */
  vue?: readonly string[];
  /**
   * The page is a Vue page's template (render/vue/vue-page.ts): its raw HTML is kept as written, Vue
   * components' tags and directives included, and its `<script>` blocks are its setup, not content.
   */
  vueTemplate?: boolean;
  /** Vue components that do not compile: their tags are left out without a warning (the load step gave one). */
  vueUnrendered?: readonly string[];
  /** The page's language (its locale's `lang`): default titles of containers. English when absent. */
  lang?: string;
  /**
   * A code block's `<pre>`; without it, blocks are left plain (no colours). `twoslash`: a twoslash
   * block (with its fence's line, for messages).
   */
  highlight?: (
    code: string,
    lang: string,
    highlightLines: ReadonlySet<number>,
    twoslash?: { twoslash: true; line: number },
  ) => string;
  /** The pixel size of a local image, by its site path (relative, base removed); none: no sizes. */
  imageSize?: (target: string) => { width: number; height: number } | undefined;
  /** The site's own default container titles for the page's language (VitePress `markdown.container`: `{ tip: '提示' }`). */
  containerTitles?: Readonly<Record<string, string>>;
  /** The site's own heading slugify (VitePress `markdown.anchor.slugify`); bookdocs' by default. */
  slugify?: Slugify;
  /** The attribute syntax's delimiters (`{#id}`), or false when it is off (VitePress `markdown.attrs`). Default `{` `}`. */
  attrs?: AttributesSetting;
  /** A code block's `[label]` outside a code group is its title (VitePress sites with vitepress-plugin-group-icons). */
  codeLabelTitles?: boolean;
}

export interface RenderState extends RenderContext {
  slugger: Slugger;
  /** The page's attribute syntax (attribute-syntax.ts); null when attributes are off. */
  attributes: AttributeSyntax | null;
  headers: Header[];
  /** Every id on the page a `#fragment` may target (headings, custom ids, raw HTML id/name). */
  ids: Set<string>;
  h1?: string;
  /** The level of the page's last heading so far (accessibility.ts: skipped levels). */
  headingRank?: number;
  /** The text of the page's first heading of any level (its title when it has no h1). */
  firstHeading?: string;
  links: LinkRef[];
  images: LinkRef[];
  text: string[];
  /** Non-null while inside a heading: collects its plain text. */
  headingText: string[] | null;
  /** While > 0, `data` tokens are not page text (URLs, fence info). */
  muteText: number;
  islands: ComponentRef[];
  /** The indices in `islands` of built-in `<DocCardList>`s. */
  docCards: number[];
  warnings: MarkdownWarning[];
  /** Counter for unique tab-group names on the page. */
  tabGroups: number;
  /** Plugins' renderers of fenced code, by language (see plugin-markdown.ts). */
  fences?: Map<string, (block: { code: string; lang: string; meta: string; line: number }) => string | undefined>;
  /** Plugins' containers, by name (see plugin-markdown.ts). */
  containers?: Map<string, PluginContainer>;
}

/** A plugin's container as the page's render uses it: its default title for a language (`line`: for errors), and its HTML. */
export interface PluginContainer {
  title?(lang: string | undefined, line: number): string;
  render?(block: ContainerBlock): string;
}

export function createState(ctx: RenderContext): RenderState {
  return {
    ...ctx,
    slugger: new Slugger(ctx.slugify),
    attributes: attributesOf(ctx.attrs),
    headers: [],
    ids: new Set(),
    links: [],
    images: [],
    text: [],
    headingText: null,
    muteText: 0,
    islands: [],
    docCards: [],
    warnings: [],
    tabGroups: 0,
  };
}

/** Record plain text (search, heading titles) unless muted. */
export function addText(state: RenderState, value: string): void {
  if (state.muteText) return;
  state.text.push(value);
  state.headingText?.push(value);
}
