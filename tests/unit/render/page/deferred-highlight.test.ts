// The one-worker build highlights the worker's pages on this thread; "slowest pages" takes each page's
// time from it. A page's time is its own highlighting, not the wait for Shiki to load or for the pages
// queued before it (pages with 7 ms of code were listed at 3–4.6 s).
import { describe, expect, it } from 'vitest';
import { deferredHighlighter } from '../../../../src/render/page/deferred-highlight.js';
import { loadPage } from '../../../../src/render/page/page.js';

const opts = { base: '/', components: new Set<string>(), label: 'a.md', highlight: 'defer' as const };
const source = '# A\n\n```js\nconst a = 1;\n```\n';

describe('deferredHighlighter', () => {
  it("highlights a page and counts only that page's own work, not the wait for the highlighter", async () => {
    const direct = await loadPage('a.md', source, { ...opts, highlight: true });
    const page = await loadPage('a.md', source, opts);
    // A clock that moves only when the test says: 5 s pass while Shiki is still loading.
    let clock = 0;
    const highlight = deferredHighlighter(new Set(['js']), () => clock);
    const ms = highlight(page);
    clock = 5000;
    expect(await ms).toBe(0);
    expect(page.html).toBe(direct.html);
  });
});
