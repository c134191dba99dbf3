// What a page is at each step, and what its rendering depends on: the types every step shares
// (the pool, the caches, the build, dev, check). Types only: importing this module loads nothing.
import type { HomeData } from '../../shared/types.js';
import type { MarkdownResult } from '../markdown/page-renderer.js';
import type { LoadedPlugin } from '../plugins/plugin-instances.js';
import type { ImageProbes } from './image-sizes.js';
import type { UnifiedSettings } from '../markdown/unified/unified-types.js';
import type { AttributesSetting } from '../markdown/attribute-syntax.js';
import type { SlugifyRef } from './heading-slugify.js';

/** A code block's key → its highlighted `<pre>` (see incremental/code-cache.ts). */
export type BlockMap = Map<string, string>;

export interface PageInput {
  abs: string;
  file: string;
  label: string;
  /** The Markdown, if already read (the worker reads the file otherwise). Dropped once sent. */
  source?: string;
  /**
   * What the build needs of an unchanged source without reading it (see load.ts): the hash of its
   * text, its length and its quick title (null: none). Set by the load step when it reads sources.
   */
  facts?: SourceFacts;
  /** The page's language (its locale's `lang`), for default container titles. */
  lang?: string;
  /** The page's own path under srcDir when the config's `rewrites` moved it (`file` is the rewritten one): its images resolve from there. */
  ownFile?: string;
}

export interface SourceFacts {
  hash: string;
  length: number;
  quickTitle: string | null;
}

/** What a page keeps of its Markdown's rendering (markdown/page-renderer.ts): all but the headings its title comes from. */
type RenderedMarkdown = Omit<MarkdownResult, 'h1' | 'firstHeading'>;

export interface PageData extends RenderedMarkdown {
  /** Path relative to srcDir, posix. */
  file: string;
  route: string;
  title: string;
  description?: string;
  /** The start of the page's text after its title: the description of last resort (see model/site.ts). */
  excerpt?: string;
  frontmatter: Record<string, unknown>;
  home?: HomeData;
  /** True when the page has a title of its own (frontmatter or a heading), not one derived from its file name. */
  hasTitle: boolean;
  /** Frontmatter keys whose values the page step found invalid and warned about: they are not used (frontmatter-values.ts). */
  invalidFrontmatter?: string[];
  /**
   * Files the page includes or imports snippets from (absolute paths) with a hash of their content
   * when it was parsed, and the files of its images (kind 'image', with their size as the hash: see
   * image-sizes.ts): a cached page is used only while they are unchanged, and dev re-renders the
   * page when one changes.
   */
  includes?: { path: string; hash: string; kind?: 'image' }[];
  /**
   * Where the blocks highlighted into `html` after the parse are: [block key, start, end] of each
   * `<pre>` (see code-cache.ts). Cached with the page: the page's next version takes its unchanged
   * blocks from here instead of loading Shiki.
   */
  codeSpans?: [string, number, number][];
  /**
   * Per search section (see search/page-sections.ts): its distinct terms. Computed when the page is
   * parsed for a build and cached with it, so the index does not tokenise unchanged pages again.
   */
  searchTerms?: string[];
  /**
   * What the search index needs of an unchanged page, computed with searchTerms: searchKey(page), its
   * section count and characters of text (so an incremental build need not read its text).
   */
  search?: { key: string; sections: number; chars: number };
  /**
   * Set on a page taken from the previous build's snapshot (see page-snapshot.ts): its page-cache key.
   * Its `html`, `text` and `searchTerms` are empty until hydratePage() reads them from the page cache.
   */
  lazy?: string;
  /**
   * The page's clean Markdown copy for agents (agents/page-markdown.ts), when the site makes them.
   * Written beside its HTML with it; empty on a lazy page until hydratePage() reads it.
   */
  markdown?: string;
}

/**
 * A page's stages in a build, each a type of its own (build/page-step.ts hands each on as a new value,
 * so no step finds a field an earlier one emptied):
 * - parsed: a `PageData` as the parse makes it (its code blocks highlighted into its HTML by the pool);
 * - indexed (`RenderPage`): its text and search terms are in the search index, its HTML is still to write;
 * - written (`WrittenPage`): its files are written (or the build stopped rendering); what the end of a
 *   build reads of it: checks, the final site model, SEO files, plugins' buildEnd, the snapshot.
 */
export type RenderPage = Omit<PageData, 'text' | 'searchTerms' | 'code' | 'vueTemplate'>;
export type WrittenPage = Omit<RenderPage, 'html' | 'markdown'>;

/**
 * What a page's rendering depends on besides its own Markdown, the same for every page of a site:
 * made once from the loaded site (page-settings.ts), hashed whole into every page's cache key, and
 * sent as it is to the parse workers. A setting added here is in the key by construction.
 */
export interface PageSettings {
  base: string;
  /** Links to pages drop `.html` (site config `cleanUrls`). */
  cleanUrls: boolean;
  /** The site's component names, sorted. */
  components: readonly string[];
  /** Those of them that are bookdocs' built-ins (not replaced by the site's or a plugin's), sorted. */
  builtins: readonly string[];
  /** Those of them that are a migrating project's Vue components (`:prop` values, `<template #slot>`), sorted; absent when none. */
  vue?: readonly string[];
  /**
   * A migrating project's Vue pages (vue/vue-page.ts), by their file in the docs folder (posix): the
   * name of the component each is; absent when none.
   */
  vuePages?: Readonly<Record<string, string>>;
  /** A migrating project's Vue components that do not compile (warned about once, when the site was loaded); absent when none. */
  vueUnrendered?: readonly string[];
  /** The docs folder (absolute): includes and snippets are read from it, never from outside. */
  root?: string;
  /** The public folder (absolute), where local images may also be (their sizes are read with `root`). */
  publicDir?: string;
  /** The site's plugins, in config order (those whose `appliesTo` rejects a page are skipped for it). */
  plugins: readonly LoadedPlugin[];
  /** The site's remark and rehype plugins, with their keys: with them, every page goes through remark's tree. */
  unified?: UnifiedSettings;
  /** Attribute delimiters (`%{#id}%`), or false: off (a VitePress config's `markdown.attrs`); `{` `}` when unset. */
  attrs?: AttributesSetting;
  /** The site's own heading slugify (a VitePress config's `markdown.anchor.slugify`); bookdocs' when unset. */
  slugify?: SlugifyRef;
  /**
   * The site's own default container titles by page language, '' for every language (a VitePress
   * config's `markdown.container` labels, and its locales'): `{ '': { tip: 'Hint' }, 'zh-CN': { tip: '提示' } }`.
   */
  containerTitles?: Record<string, Record<string, string>>;
  /** A code block's `[label]` titles it outside code groups (a VitePress config using vitepress-plugin-group-icons). */
  codeLabelTitles?: boolean;
  /** Make each page's Markdown copy for agents (`PageData.markdown`, see agents/page-markdown.ts). */
  markdownCopy?: boolean;
}

/** One page's parse: the site's settings, and what is the page's own. */
export interface PageOptions extends Omit<PageSettings, 'components' | 'builtins' | 'cleanUrls' | 'plugins'> {
  cleanUrls?: boolean;
  components: ReadonlySet<string>;
  builtins?: readonly string[];
  plugins?: readonly LoadedPlugin[];
  /** File path as shown in messages. */
  label: string;
  /** The page's language (its locale's `lang`): default container titles. */
  lang?: string;
  /** The page's own path under srcDir when the config's `rewrites` moved it (`file` is the rewritten one): its images resolve from there. */
  ownFile?: string;
  /**
   * False: skip syntax highlighting (no Shiki), for commands that do not render. Default true.
   * 'defer': the code blocks are left as placeholders (see DeferredCode) and the search fields unset,
   * for the thread that fills them in (addSearchFields).
   */
  highlight?: boolean | 'defer';
  /** Image sizes read so far by this thread (none: the page's images are read afresh). */
  images?: ImageProbes;
  /** The highlighted blocks of the page's previous version (code-cache.ts): its twoslash blocks are taken from there. */
  previousCode?: BlockMap;
}
