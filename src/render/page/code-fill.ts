// A page's deferred code blocks filled in: with the blocks of its previous version where it had them
// (incremental/code-cache.ts), else highlighted now.
import { fillDeferredCode } from '../markdown/deferred-code.js';
import { blockKey } from '../incremental/code-cache.js';
import type { BlockMap, PageData } from './page-types.js';

/** Fill the page's deferred blocks with `html` (one per block) and record where each one went. */
export function fillCode(page: PageData, html: readonly string[]): void {
  const blocks = page.code!;
  const spans: [number, number, number][] = [];
  page.html = fillDeferredCode(page.html, blocks, (_, i) => html[i]!, spans);
  page.codeSpans = spans.map(([i, start, end]) => [blockKey(blocks[i]!), start, end]);
  // A block in a component's children is in that component's HTML too (its island renders it from there).
  for (const c of page.components)
    if (c.children !== undefined) c.children = fillDeferredCode(c.children, blocks, (_, i) => html[i]!);
  // A Vue page's blocks are in its template (page/vue-page-island.ts).
  if (page.vueTemplate !== undefined) page.vueTemplate = fillDeferredCode(page.vueTemplate, blocks, (_, i) => html[i]!);
  delete page.code;
}

/**
 * Put the highlighted `<pre>` of each of the page's deferred blocks into its HTML: from `previous`
 * (the blocks of the page's last version) when it has them, else highlighted now (grammars of
 * `languages` loaded first, as a cold build does).
 */
export async function highlightFromCache(
  page: PageData,
  previous: BlockMap,
  languages: () => Iterable<string>,
): Promise<void> {
  const blocks = page.code;
  if (!blocks?.length) return;
  const html = blocks.map((b) => b.html ?? previous.get(blockKey(b)));
  if (html.some((h) => h === undefined)) {
    const { prepareHighlighter, highlightCode } = await import('../markdown/highlight.js');
    const h = await prepareHighlighter([...languages(), ...blocks.map((b) => b.lang)]);
    for (const [i, block] of blocks.entries())
      html[i] ??= highlightCode(h, block.code, { lang: block.lang, highlightLines: new Set(block.lines) });
  }
  fillCode(page, html as string[]);
}
