// One page → its pre-rendered HTML file and its JSON data chunk (made as page-document.ts makes them
// for build and dev alike), and its Markdown copy for agents when the site makes them, each carried over from the previous build instead when what it is made of
// is unchanged (see build-record.ts).
import { routeToDataFile, routeToHtmlFile, routeToMarkdownFile } from '../../shared/routes.js';
import type { PageView, SiteData } from '../../shared/types.js';
import type { Diagnostic } from '../diagnostics.js';
import { displayPath } from '../site/paths.js';
import { sha } from '../incremental/hashing.js';
import type { ClientAssets, ServerRenderer } from './bundle.js';
import type { SiteModel } from '../model/site.js';
import { pageDocument, type PageHeadSource } from './page-document.js';
import { ThemeFrames } from './theme-error.js';
import { isVuePageComponent } from '../../shared/vue-page-name.js';
import { fillComponentText, hasComponentMarks } from '../agents/component-text.js';

export interface PageWriter {
  write(rel: string, content: string, key?: string): void | Promise<void>;
  /** Put the previous build's file in place when its key is `key`; true when it did. */
  carry?(rel: string, key: string): boolean;
}

export interface RenderTarget {
  /** The SSR renderer, made on first use (a build whose pages are all carried over needs none). */
  renderer: () => Promise<ServerRenderer>;
  assets: ClientAssets;
  /** A hash of the renderer's code and the assets: with the site data and the view, all a page's HTML depends on. */
  key: string;
}

const siteKeys = new WeakMap<SiteData, string>();

function siteKey(site: SiteData): string {
  let key = siteKeys.get(site);
  if (key === undefined) siteKeys.set(site, (key = sha(JSON.stringify(site))));
  return key;
}

/**
 * `pageView`: the page's view in `model`; `source`: its page (frontmatter and head elements: part of
 * its HTML's key; its Markdown copy, written when it has one). Returns its warnings (Vue islands that
 * could not be rendered), without their file.
 */
export async function writePageFiles(
  writer: PageWriter,
  target: RenderTarget,
  model: Pick<SiteModel, 'config' | 'site' | 'pages'>,
  pageView: PageView,
  source: PageHeadSource & { markdown?: string },
): Promise<Diagnostic[]> {
  const doc = pageDocument(model, pageView, target.assets, source);
  const dataKey = sha(doc.data);
  const htmlKey = sha(target.key, siteKey(model.site), dataKey, JSON.stringify(doc.head));
  const htmlFile = routeToHtmlFile(doc.view.route);
  const warnings: Diagnostic[] = [];
  if (!writer.carry?.(htmlFile, htmlKey)) {
    const renderer = await target.renderer();
    const vue = await renderer.prepare?.(doc.view);
    for (const f of vue?.failed ?? []) warnings.push(vueRenderFailure(f));
    await writer.write(htmlFile, doc.html(renderer, undefined, vue?.html), htmlKey);
  }
  const dataFile = routeToDataFile(doc.view.route);
  if (!writer.carry?.(dataFile, dataKey)) await writer.write(dataFile, doc.data, dataKey);
  if (source.markdown !== undefined) {
    const markdownFile = routeToMarkdownFile(doc.view.route);
    // A copy with components read as what they render (see component-text.ts) depends on the renderer
    // and the page's view (their props) too; any other, on its own text only.
    const marked = hasComponentMarks(source.markdown);
    const markdownKey = marked ? sha(target.key, dataKey, source.markdown) : sha(source.markdown);
    if (!writer.carry?.(markdownFile, markdownKey)) {
      const renderer = marked ? await target.renderer() : undefined;
      const markdown = renderer
        ? await fillComponentText(source.markdown, doc.view, (page, i) => renderer.renderIsland?.(page, i) ?? '')
        : source.markdown;
      await writer.write(markdownFile, markdown, markdownKey);
    }
  }
  return warnings;
}

/** A Vue island that threw while rendering on the server: shown as its Markdown, with this warning. */
function vueRenderFailure(failure: { name: string; message: string }): Diagnostic {
  const cause = failure.message.split('\n')[0];
  if (isVuePageComponent(failure.name))
    return {
      severity: 'warning',
      rule: 'vue-page',
      message: `this Vue page could not be rendered: ${cause}; its Markdown is shown as written ({{ }} included)`,
      hint: 'fix the expression or tag named here (in the page or in its <script setup>)',
    };
  return {
    severity: 'warning',
    rule: 'vue-component',
    message: `Vue component <${failure.name}> could not be rendered: ${cause}; its content is shown instead`,
    hint: 'fix the component, or check the props the page gives it',
  };
}

/**
 * A page that threw while rendering (a component's code, most likely), as build and dev report it.
 * When a file of the site's theme folder threw, the diagnostic is at that file's line, naming the page.
 */
export function renderFailure(
  err: unknown,
  file: string | undefined,
  frames: ThemeFrames = new ThemeFrames(),
): Diagnostic {
  const theme = frames.frameOf(err);
  if (theme) {
    const themeFile = displayPath(theme.file);
    const text = err instanceof Error ? err.message : String(err);
    return {
      severity: 'error',
      rule: 'render-error',
      message: `could not render ${file ?? 'this page'}: ${text.startsWith(themeFile) ? text : `the theme file ${themeFile} threw: ${text}`}`,
      file: themeFile,
      ...(theme.line !== undefined && { line: theme.line, column: theme.column }),
      hint: `fix ${themeFile} (it runs on every page that shows its part or slot), or remove it to get the default theme back`,
    };
  }
  return {
    severity: 'error',
    rule: 'render-error',
    message: `could not render this page: ${err instanceof Error ? err.message : String(err)}`,
    ...(file !== undefined && { file }),
    hint: 'a component used on this page threw while rendering; fix it, or check the props the page gives it',
  };
}
