// Highlighted code blocks of a page's previous version. A page parsed again in this thread (an edit
// in an incremental build) takes each block it had before from its previous page-cache entry, the
// one the last build's snapshot names, so Shiki (a few hundred milliseconds to load with its
// grammars) is loaded only for a block it has not highlighted before. A page highlighted after its
// parse records where each block's `<pre>` is in its HTML (codeSpans), and that entry is all there
// is: no file of its own per page.
import type { DeferredCode } from '../markdown/deferred-code.js';
import { sha } from './hashing.js';
import { readCachedPage } from './page-cache.js';
import type { BlockMap } from '../page/page-types.js';

/** What a block's highlighted HTML depends on: its language, marked lines and code (and whether twoslash checks it). */
export function blockKey(block: DeferredCode): string {
  return block.twoslash
    ? sha(block.lang, block.lines.join(','), block.code, 'twoslash')
    : sha(block.lang, block.lines.join(','), block.code);
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
