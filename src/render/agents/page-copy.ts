// A page's Markdown copy as the page step makes it: the page's Markdown with its includes inlined and
// its frontmatter blanked, read with the page's own syntax settings (see page-markdown.ts). When the
// page's render heard micromark's events for the same Markdown, the copy is made from them: the page
// is tokenised once.
import type { MarkdownWarning, PageTokens } from '../markdown/index.js';
import { pageRenderer } from '../markdown/index.js';
import type { RenderContext } from '../markdown/state.js';
import { pageMarkdown } from './page-markdown.js';

export interface PageCopy {
  markdown?: string;
  warnings: MarkdownWarning[];
}

/**
 * `source`: the page's Markdown as the page step renders it; `title`: the page's; `tokens`: what the
 * page's render heard (used when it read the same Markdown).
 */
export function pageCopy(
  source: string,
  title: string,
  ctx: Omit<RenderContext, 'highlight' | 'imageSize'>,
  tokens?: PageTokens,
): PageCopy {
  try {
    const page = pageRenderer(ctx);
    const heard = tokens?.source === source ? tokens : undefined;
    const markdown = pageMarkdown(heard?.markdown ?? page.prepare(source), {
      page,
      title,
      ...(heard && { events: heard.events }),
      ...(ctx.lang !== undefined && { lang: ctx.lang }),
      ...(ctx.containerTitles && { containerTitles: ctx.containerTitles }),
    });
    return { markdown, warnings: [] };
  } catch (err) {
    return {
      warnings: [
        {
          severity: 'warning',
          rule: 'markdown-copy',
          message: `the page's Markdown copy for agents could not be made: ${err instanceof Error ? err.message : String(err)}`,
          line: 1,
          column: 1,
          hint: 'the page itself is built; report this with the page, or turn the copies off with "agents": { "markdown": false, "llmsTxt": false }',
        },
      ],
    };
  }
}
