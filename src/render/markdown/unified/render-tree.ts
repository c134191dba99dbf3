// A page through remark and rehype plugins: Markdown → mdast (bookdocs' syntax, GFM and the remark
// plugins' syntax; bookdocs' own constructs kept as slices, tree-parse.ts) → remark plugins → hast →
// rehype plugins → bookdocs' finishing (tree-html.ts) → HTML. The result has the same fields as the
// fast path's; the plugins' messages (`file.message()`) are the page's warnings.
import type { Code } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toHast, type State } from 'mdast-util-to-hast';
import { toHtml } from 'hast-util-to-html';
import type { Root as HastRoot } from 'hast';
import { VFile } from 'vfile';
import type { MarkdownResult, PageRenderer } from '../page-renderer.js';
import type { TreeProcessors } from './processors.js';
import { finishTree } from './tree-html.js';
import { bookdocsFromMarkdown, headingIds, keepRawUrls, sliceMark, sliceTree } from './tree-parse.js';

/** The longest run of backticks in `code`. */
function longestTicks(code: string): number {
  return Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
}

export async function renderTree(
  source: string,
  page: PageRenderer,
  processors: TreeProcessors,
  pluginNames: readonly string[] = [],
): Promise<MarkdownResult> {
  const markdown = page.prepare(source);
  const tree = fromMarkdown(markdown, {
    extensions: [...page.syntax(markdown, source), ...page.pluginSyntax, ...processors.micromarkExtensions],
    mdastExtensions: [gfmFromMarkdown(), bookdocsFromMarkdown(), ...processors.fromMarkdownExtensions.flat()],
  });
  const slices = sliceTree(tree, markdown);
  headingIds(tree, page, slices);
  keepRawUrls(tree, markdown);
  const file = new VFile({ path: page.state.file, value: source });
  await processors.remark.run(tree as never, file);
  const handlers = processors.toHast.handlers ?? {};
  const hast = toHast(tree, {
    ...processors.toHast,
    allowDangerousHtml: true,
    handlers: {
      // Code blocks are bookdocs' (Shiki, line highlights, titles, notation, plugins' fences): a slice
      // made of the node as remark plugins left it.
      code(state: State, node: Code) {
        const fence = '`'.repeat(Math.max(3, longestTicks(node.value) + 1));
        const info = [node.lang, node.meta].filter(Boolean).join(' ');
        slices.push({
          markdown: `${fence}${info}\n${node.value}\n${fence}`,
          line: node.position?.start.line ?? 1,
          column: 1,
        });
        const result = { type: 'raw' as const, value: sliceMark(slices.length - 1) };
        state.patch(node, result);
        return result;
      },
      ...handlers,
    },
  }) as HastRoot;
  await processors.rehype.run(hast as never, file);
  finishTree(hast, page, slices);
  const html = toHtml(hast, { allowDangerousHtml: true });
  for (const message of file.messages) {
    page.state.warnings.push({
      severity: message.fatal ? 'error' : 'warning',
      rule: `plugin:${message.source ?? message.ruleId ?? 'remark'}`,
      message: message.reason,
      line: message.line ?? 1,
      column: message.column ?? 1,
    });
  }
  if (pluginNames.length)
    page.state.warnings.push({
      severity: 'warning',
      rule: 'remark-path',
      message: `the Markdown syntax and HTML handlers of plugin ${pluginNames.map((n) => `"${n}"`).join(', ')} is read on this page only inside bookdocs' own constructs (containers, components): the page goes through remark plugins`,
      line: 1,
      column: 1,
      hint: 'use a remark plugin for that syntax, or leave the remark and rehype plugins out of the config',
    });
  return page.result(html);
}
