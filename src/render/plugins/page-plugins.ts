// Plugins in the page step: their Markdown hooks for the parse, their `extendPage` after it, and their
// failures as diagnostics naming the plugin, the page and (where known) the line.
import { DiagnosticError } from '../diagnostics.js';
import { PluginError } from '../markdown/plugin-error.js';
import { pluginWarning, stylesheetHref, type PluginPageExtras } from '../markdown/plugin-markdown.js';
import type { PageData, PageOptions } from '../page/page-types.js';
import type { LoadedPlugin } from './plugin-instances.js';

/** The Markdown hooks of the page's plugins, for renderMarkdown; undefined when none has one. */
export function markdownPlugins(
  plugins: readonly LoadedPlugin[],
  route: string,
  frontmatter: Record<string, unknown>,
): PluginPageExtras | undefined {
  const withMarkdown = plugins.filter((p) => p.plugin.markdown);
  if (!withMarkdown.length) return undefined;
  return {
    route,
    frontmatter,
    plugins: withMarkdown.map(({ plugin }) => ({ name: plugin.name, markdown: (ctx) => plugin.markdown!(ctx) })),
  };
}

/** Runs `step`; a plugin's exception becomes a `plugin-error` diagnostic at the page (and line). */
export async function withPluginErrors<T>(label: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (!(err instanceof PluginError)) throw err;
    throw new DiagnosticError({
      rule: 'plugin-error',
      message: err.message,
      file: label,
      ...(err.line !== undefined && { line: err.line }),
      ...(err.column !== undefined && { column: err.column }),
      hint: `the error is in plugin "${err.plugin}"; fix the plugin, or the Markdown it could not handle here`,
    });
  }
}

/** Each plugin's `extendPage`, in config order. */
export async function extendWithPlugins(
  plugins: readonly LoadedPlugin[],
  page: PageData,
  opts: Pick<PageOptions, 'base' | 'lang' | 'label'>,
): Promise<void> {
  for (const { plugin } of plugins) {
    if (!plugin.extendPage) continue;
    const ctx = {
      base: opts.base,
      ...(opts.lang !== undefined && { lang: opts.lang }),
      head: (...elements: NonNullable<PageData['head']>) => void (page.head ??= []).push(...elements),
      stylesheet(url: string) {
        const href = stylesheetHref(opts.base, url);
        if (!page.styles?.includes(href)) (page.styles ??= []).push(href);
      },
      report: (message: string, at?: Parameters<typeof pluginWarning>[2]) =>
        void page.warnings.push(pluginWarning(plugin.name, message, at)),
    };
    await withPluginErrors(opts.label, async () => {
      try {
        await plugin.extendPage!(page, ctx);
      } catch (err) {
        throw new PluginError(plugin.name, err);
      }
    });
  }
}
