// The code of pages parsed by the one parse worker, highlighted on this thread (page-pool.ts): Shiki
// and the grammars of every language the sources use start loading at once, while the worker starts;
// a language seen only later (an unread source) is loaded when its page arrives.
import type { PageData } from './page-types.js';
import { fillCode } from './code-fill.js';

/**
 * Highlights a page's deferred code blocks into its HTML, and answers how long that page's own work
 * took: the highlighting itself, not the wait for Shiki, its grammars or the pages before it (a page
 * with 7 ms of code was reported at 4 s, the time Shiki took to load).
 */
export function deferredHighlighter(
  languages: Set<string>,
  now: () => number = () => performance.now(),
): (page: PageData) => Promise<number> {
  const module = import('../markdown/highlight.js');
  const warm = module.then((m) => m.prepareHighlighter(languages));
  warm.catch(() => undefined);
  return async (page) => {
    await warm;
    const { prepareHighlighter, highlightCode } = await module;
    const blocks = page.code!;
    const h = await prepareHighlighter(blocks.map((b) => b.lang));
    const start = now();
    // A twoslash block comes highlighted from the worker.
    const html = blocks.map(
      (b) => b.html ?? highlightCode(h, b.code, { lang: b.lang, highlightLines: new Set(b.lines) }),
    );
    // Where each block went is cached with the page: its next version reuses the unchanged ones.
    fillCode(page, html);
    return now() - start;
  };
}
