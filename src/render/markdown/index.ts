// Markdown → HTML + everything the site needs to know about the page, in one micromark pass.
// Extension order matters: later HTML handlers override earlier (and built-in) ones.
import { compile, parse, postprocess, preprocess } from 'micromark';
import { directive, directiveHtml } from 'micromark-extension-directive';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmHtml } from 'micromark-extension-gfm';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { combineExtensions } from 'micromark-util-combine-extensions';
import type { Event, Extension } from 'micromark-util-types';
import type { HeadElement } from '../site/head-schema.js';
import { alertsHtml, mayHaveAlerts } from './alerts.js';
import { mayAutolink } from './autolink-check.js';
import { blockAttributes, blockAttributesHtml, blockAttributesSyntax } from './block-attributes.js';
import { DEFAULT_ATTRIBUTES } from './attribute-syntax.js';
import { codeHtml } from './code.js';
import { codeGroupSink, containerHandlers, containerLines } from './containers.js';
import { componentBlock } from './component-block.js';
import { vueTemplateBlock } from './vue-template-block.js';
import { vueInlineCode } from './vue-inline-code.js';
import { componentHtml, componentsTooDeep, mayUseComponents } from './component-html.js';
import { componentSyntax } from './component-syntax.js';
import { emoji, emojiHtml } from './emoji.js';
import { installTailOnlyConsume } from './edit-map.js';
import { fenceLanguages } from './fence-languages.js';
import { headingsHtml } from './headings.js';
import { canDefer, deferCode, type DeferredCode } from './deferred-code.js';
import type { TwoslashBlock, TwoslashPage } from './twoslash-code.js';
import { linksHtml } from './links.js';
import { capNesting } from './nesting-cap.js';
import { inlineFootnotes } from './inline-footnotes.js';
import { withPluginHandlers } from './plugin-handlers.js';
import { pluginExtensions, type PluginPageExtras } from './plugin-markdown.js';
import { pluginTabs } from './plugin-tabs.js';
import { preprocessContainers } from './preprocess.js';
import { rawHtml } from './raw-html.js';
import { tableSyntax } from './table-guard.js';
import { createState, type RenderContext } from './state.js';
import { textHtml } from './text.js';
import type { TreeProcessors } from './unified/processors.js';
import { fillToc, tocHtml } from './toc.js';

export type { LinkRef, MarkdownWarning } from './state.js';
export type { MarkdownResult, PageRenderer } from './page-renderer.js';
import type { MarkdownResult, PageRenderer } from './page-renderer.js';

// Edits of micromark's event list cost what they touch, not the whole page (see edit-map.ts).
installTailOnlyConsume();

// Only the flow forms (`:::name` containers and `::name` leaves): a text directive would turn
// ordinary prose such as `key:value` into a directive and drop it.
const flowDirectives: Extension = { flow: directive().flow };
// GFM as micromark-extension-gfm combines it, less tables (per page: table-guard.ts); without bare-URL
// autolinking for pages with nothing URL-like outside code (same output).
const gfmSyntax = combineExtensions([gfmAutolinkLiteral(), gfmFootnote(), gfmStrikethrough(), gfmTaskListItem()]);
const gfmSyntaxNoAutolink = combineExtensions([gfmFootnote(), gfmStrikethrough(), gfmTaskListItem()]);
const gfmHtmlExt = gfmHtml();

export interface AsyncRenderContext extends Omit<RenderContext, 'highlight'> {
  /**
   * true (default): highlight code with Shiki, loaded on first use. False: leave code plain and never
   * load Shiki (`bookdocs check` needs no colours). 'defer': leave a placeholder per block and list
   * the blocks in `code`, for another thread to highlight (see deferred-code.ts).
   */
  highlight?: boolean | 'defer';
  /** The page's plugins with Markdown hooks (see plugin-markdown.ts). */
  plugins?: PluginPageExtras;
  /** The site's remark and rehype plugins: the page goes through their trees (unified/render-tree.ts). */
  tree?: TreeProcessors;
  /** The docs folder (absolute): twoslash blocks are checked against its project (twoslash-project.ts). */
  root?: string;
  /** A twoslash block's `<pre>` from the page's previous version, when it had the block (code-cache.ts). */
  reuse?: (block: DeferredCode) => string | undefined;
  /** Hears the page's Markdown as micromark read it, and micromark's events for it (not on the remark path). */
  tokens?: (tokens: PageTokens) => void;
}

/** A page's Markdown (`source`), as `prepare` made it (`markdown`), and micromark's events for that. */
export interface PageTokens {
  source: string;
  markdown: string;
  events: Event[];
}

export async function renderMarkdownAsync(
  source: string,
  { highlight = true, tree, root, reuse, tokens, ...ctx }: AsyncRenderContext,
): Promise<MarkdownResult> {
  const render = tree
    ? async (c: RenderContext & { plugins?: PluginPageExtras }) => {
        const { renderTree } = await import('./unified/render-tree.js');
        const page = pageRenderer(c);
        // The bookdocs plugins whose syntax the remark path reads only in bookdocs' own constructs (math's it reads).
        return renderTree(
          source,
          page,
          tree,
          page.syntaxPlugins.filter((n) => n !== 'math'),
        );
      }
    : (c: RenderContext & { plugins?: PluginPageExtras }) => Promise.resolve(renderMarkdown(source, { ...c, tokens }));
  // twoslash blocks are checked here, in the thread that parses the page, even when the rest of its
  // code is left to another thread: they are the slow part.
  const twoslash = highlight && mayHaveTwoslash(source) ? await twoslashBlocks(source, root) : undefined;
  const withTwoslash = (result: MarkdownResult) =>
    twoslash?.page.warnings.length ? { ...result, warnings: [...result.warnings, ...twoslash.page.warnings] } : result;
  if (highlight === 'defer' && canDefer(source)) {
    const code: DeferredCode[] = [];
    const result = await render({
      ...ctx,
      highlight: (c, lang, lines, ts) =>
        deferCode(
          code,
          c,
          lang,
          lines,
          ts && twoslash
            ? (block) => reuse?.(block) ?? twoslash.render({ code: c, lang, highlightLines: lines, line: ts.line })
            : undefined,
        ),
    });
    return withTwoslash(code.length ? { ...result, code } : result);
  }
  if (!highlight) return render(ctx);
  const { prepareHighlighter, highlightCode } = await import('./highlight.js');
  const h = await prepareHighlighter(fenceLanguages(source));
  return withTwoslash(
    await render({
      ...ctx,
      highlight: (c, lang, highlightLines, ts) =>
        ts && twoslash
          ? twoslash.render({ code: c, lang, highlightLines, line: ts.line })
          : highlightCode(h, c, { lang, highlightLines }),
    }),
  );
}

/** A fence whose info string says `twoslash`: a quick over-approximation. */
const TWOSLASH_FENCE = /^[ \t>*+-]*(?:`{3,}|~{3,})[^\n`]*\btwoslash\b/m;

function mayHaveTwoslash(source: string): boolean {
  return TWOSLASH_FENCE.test(source);
}

/** The page's twoslash renderer (Shiki, TypeScript and twoslash loaded on first use), and its problems. */
async function twoslashBlocks(
  source: string,
  root: string | undefined,
): Promise<{ render: (block: TwoslashBlock) => string; page: TwoslashPage }> {
  const [{ prepareHighlighter }, { twoslashRenderer }] = await Promise.all([
    import('./highlight.js'),
    import('./twoslash-code.js'),
  ]);
  // The grammars of twoslash's cards (TypeScript) as well as the page's.
  const h = await prepareHighlighter(['ts', 'tsx', 'js', 'jsx', ...fenceLanguages(source)]);
  const renderer = twoslashRenderer(h, root);
  const page: TwoslashPage = { warnings: [] };
  return { render: (block) => renderer(block, page), page };
}

export function renderMarkdown(
  source: string,
  { tokens, ...ctx }: RenderContext & { plugins?: PluginPageExtras; tokens?: (tokens: PageTokens) => void },
): MarkdownResult {
  const page = pageRenderer(ctx);
  const markdown = page.prepare(source);
  return page.result(page.compile(markdown, source, tokens && ((events) => tokens({ source, markdown, events }))));
}

export function pageRenderer(ctx: RenderContext & { plugins?: PluginPageExtras }): PageRenderer {
  const { plugins, ...rest } = ctx;
  const state = createState(rest);
  const head: HeadElement[] = [];
  const styles: string[] = [];
  // Plugins' extensions come after bookdocs' own: their HTML handlers wrap the built-in ones.
  const extra = plugins?.plugins.length ? pluginExtensions(state, plugins, head, styles) : undefined;
  // `{#id}` paragraphs, with the page's delimiters (none when attributes are off).
  const attributeBlocks =
    state.attributes === DEFAULT_ATTRIBUTES
      ? blockAttributes
      : state.attributes && blockAttributesSyntax(state.attributes);
  const syntax = (markdown: string, source = markdown): Extension[] => {
    const tables = tableSyntax(markdown);
    // The site's components are read only on pages that name one (others keep the plain path).
    const components = mayUseComponents(markdown, state.components);
    return [
      mayAutolink(source) ? gfmSyntax : gfmSyntaxNoAutolink,
      ...(tables ? [tables] : []),
      flowDirectives,
      emoji,
      componentBlock,
      ...(components ? [componentSyntax(state.components, componentsTooDeep(state))] : []),
      ...((components && state.vue?.length) || state.vueTemplate ? [vueTemplateBlock] : []),
      ...(attributeBlocks ? [attributeBlocks] : []),
    ];
  };
  return {
    state,
    pluginSyntax: extra?.syntax ?? [],
    syntaxPlugins: extra?.named ?? [],
    prepare(source) {
      // Nesting no page reaches is cut to text first: micromark's time grows faster than the page there.
      const nesting = capNesting(preprocessContainers(pluginTabs(inlineFootnotes(source)), state.attributes));
      state.warnings.push(...nesting.warnings);
      return nesting.markdown;
    },
    syntax,
    compile(markdown, source = markdown, heard) {
      const components = mayUseComponents(markdown, state.components);
      // micromark() in its steps, so that the events can be heard (the same HTML, byte for byte).
      const options = {
        allowDangerousHtml: true,
        extensions: [...syntax(markdown, source), ...(extra?.syntax ?? [])],
        htmlExtensions: withPluginHandlers(
          [
            gfmHtmlExt,
            directiveHtml(containerHandlers(state)),
            ...(state.containers ? [containerLines] : []),
            textHtml(state),
            emojiHtml(state),
            headingsHtml(state),
            tocHtml(state),
            linksHtml(state),
            codeHtml(state, codeGroupSink),
            rawHtml(state),
            ...(state.vueTemplate ? [vueInlineCode] : []),
            ...(components ? [componentHtml(state)] : []),
            blockAttributesHtml(state),
            ...(mayHaveAlerts(source) ? [alertsHtml(state)] : []),
          ],
          extra?.html ?? [],
        ),
      };
      const events = postprocess(
        parse(options)
          .document()
          .write(preprocess()(markdown, undefined, true)),
      );
      const html = compile(options)(events);
      heard?.(events);
      return html;
    },
    result(html) {
      return {
        html: state.hasToc ? fillToc(html, state.headers) : html,
        headers: state.headers,
        ids: [...state.ids],
        h1: state.h1,
        firstHeading: state.firstHeading,
        links: state.links,
        images: state.images,
        text: state.text.join('').replace(/\s+/g, ' ').trim(),
        // A `[[toc]]` in a component's children is the page's too.
        components: state.hasToc
          ? state.islands.map((c) => (c.children ? { ...c, children: fillToc(c.children, state.headers) } : c))
          : state.islands,
        ...(state.docCards.length && { docCards: state.docCards }),
        warnings: state.warnings,
        ...(head.length && { head }),
        ...(styles.length && { styles }),
      };
    },
  };
}
