// Highlighted code blocks of a page's previous version. A page parsed again in this thread (an edit
// in an incremental build) takes each block it had before from its previous page-cache entry, the
// one the last build's snapshot names, so Shiki (a few hundred milliseconds to load with its
// grammars) is loaded only for a block it has not highlighted before. A page highlighted after its
// parse records where each block's `<pre>` is in its HTML (codeSpans), and that entry is all there
// is: no file of its own per page.
import { fillDeferredCode, type DeferredCode } from '../markdown/deferred-code.js';
import { sha } from '../output/build-record.js';
import { readCachedPage } from './page-cache.js';
import type { PageData } from './page.js';

/** Block key → its highlighted `<pre>`. */
export type BlockMap = Map<string, string>;

function blockKey(block: DeferredCode): string {
  return sha(block.lang, block.lines.join(','), block.code);
}

/** Fill the page's deferred blocks with `html` (one per block) and record where each one went. */
export function fillCode(page: PageData, html: readonly string[]): void {
  const blocks = page.code!;
  const spans: [number, number, number][] = [];
  page.html = fillDeferredCode(page.html, blocks, (_, i) => html[i]!, spans);
  page.codeSpans = spans.map(([i, start, end]) => [blockKey(blocks[i]!), start, end]);
  delete page.code;
}

/** The highlighted blocks of a cached page (the page-cache entry `key`); empty when it is gone. */
export function previousBlocks(cacheDir: string, key: string | undefined): BlockMap {
  const blocks: BlockMap = new Map();
  const page = key ? readCachedPage(cacheDir, key) : undefined;
  for (const [k, start, end] of page?.codeSpans ?? []) {
    const pre = page!.html.slice(start, end);
    // Only what is still a whole <pre> where the entry says (an entry is never edited, but cheap to be sure of).
    if (pre.startsWith('<pre') && pre.endsWith('</pre>')) blocks.set(k, pre);
  }
  return blocks;
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
  const html = blocks.map((b) => previous.get(blockKey(b)));
  if (html.some((h) => h === undefined)) {
    const { prepareHighlighter, highlightCode } = await import('../markdown/highlight.js');
    const h = await prepareHighlighter([...languages(), ...blocks.map((b) => b.lang)]);
    for (const [i, block] of blocks.entries())
      html[i] ??= highlightCode(h, block.code, { lang: block.lang, highlightLines: new Set(block.lines) });
  }
  fillCode(page, html as string[]);
}
