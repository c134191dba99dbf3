// What rendering one page's Markdown gives, and the renderer the fast path and the remark path
// (unified/) share. Types only: importing this loads nothing.
import type { Event, Extension } from 'micromark-util-types';
import type { ComponentRef, Header } from '../../shared/types.js';
import type { HeadElement } from '../site/head-schema.js';
import type { DeferredCode } from './deferred-code.js';
import type { LinkRef, MarkdownWarning, RenderState } from './state.js';

export interface MarkdownResult {
  html: string;
  headers: Header[];
  ids: string[];
  h1?: string;
  /** The first heading of any level: the title of a page without an h1. */
  firstHeading?: string;
  links: LinkRef[];
  images: LinkRef[];
  text: string;
  components: ComponentRef[];
  /**
   * The indices in `components` of built-in `<DocCardList>`s: their cards are the site's pages, filled
   * in by the site model when the page is rendered (model/doc-cards.ts), never cached with the page.
   */
  docCards?: number[];
  warnings: MarkdownWarning[];
  /** Code blocks left for another thread to highlight into `html` (highlight: 'defer'). */
  code?: DeferredCode[];
  /** Elements plugins added to the page's `<head>`. */
  head?: HeadElement[];
  /** Stylesheets plugins need on the page (URLs with base): linked by its HTML, loaded before a navigation shows it. */
  styles?: string[];
  /**
   * A Vue page's template: its HTML after Markdown (page/vue-page-island.ts), which its bundles compile
   * into its chunk (page/vue-page-templates.ts). Never shipped in the page's data.
   */
  vueTemplate?: string;
}

/**
 * One page's render: its state (ids, headers, links, text… shared by everything compiled for the
 * page), the page's Markdown as micromark reads it (`prepare`), and `compile`, which turns Markdown
 * into HTML with bookdocs' extensions and the plugins' (the whole page on the fast path, or one
 * construct at a time on the remark path: unified/).
 */
export interface PageRenderer {
  state: RenderState;
  /** The plugins' micromark syntax, after bookdocs' own. */
  pluginSyntax: readonly Extension[];
  /** The plugins that gave micromark syntax or HTML handlers for the page. */
  syntaxPlugins: readonly string[];
  prepare(source: string): string;
  /** bookdocs' syntax extensions for this Markdown (the same as `compile` uses); `source`: as written, before `prepare`. */
  syntax(markdown: string, source?: string): Extension[];
  /** `events`: hears micromark's events for `markdown`, once its HTML is made (the page's Markdown copy reads them). */
  compile(markdown: string, source?: string, events?: (events: Event[]) => void): string;
  result(html: string): MarkdownResult;
}
