// Highlighting a page's code later, on another thread. The parse worker writes a placeholder where
// each code block's `<pre>` goes and lists the blocks; the build's main thread, which has time to
// spare while the worker parses, fills them in with the same highlightCode() before the page is
// rendered or cached. This module loads no Shiki: the worker that defers never needs it.

/** A code block waiting for its highlighted `<pre>`. */
export interface DeferredCode {
  code: string;
  lang: string;
  /** 1-based line numbers to emphasise. */
  lines: number[];
  /** A twoslash block: `html` is its `<pre>`, made where the page was parsed (twoslash is the slow part, and runs there). */
  twoslash?: true;
  html?: string;
}

/** Private-use character around each placeholder; a page whose source holds it is not deferred. */
const MARK = '\uE000';
const PLACEHOLDER = /\uE000(\d+)\uE000/g;

/** True when placeholders in this page's HTML cannot be confused with its own text. */
export function canDefer(source: string): boolean {
  return !source.includes(MARK);
}

/** Record a block and return its placeholder. */
export function deferCode(
  blocks: DeferredCode[],
  code: string,
  lang: string,
  highlightLines: ReadonlySet<number>,
  twoslash?: (block: DeferredCode) => string,
): string {
  const block: DeferredCode = { code, lang, lines: [...highlightLines] };
  if (twoslash) {
    block.twoslash = true;
    block.html = twoslash(block);
  }
  blocks.push(block);
  return `${MARK}${blocks.length - 1}${MARK}`;
}

/**
 * Put each block's `<pre>` (from `highlight`, given the block and its index) where its placeholder is. With `spans`, each filled
 * block is listed as [its index in `blocks`, start, end] of its `<pre>` in the returned HTML.
 */
export function fillDeferredCode(
  html: string,
  blocks: readonly DeferredCode[],
  highlight: (block: DeferredCode, index: number) => string,
  spans?: [number, number, number][],
): string {
  let out = '';
  let last = 0;
  for (const m of html.matchAll(PLACEHOLDER)) {
    const index = Number(m[1]);
    out += html.slice(last, m.index);
    const pre = highlight(blocks[index]!, index);
    spans?.push([index, out.length, out.length + pre.length]);
    out += pre;
    last = m.index + m[0].length;
  }
  return last === 0 ? html : out + html.slice(last);
}
