// Code blocks of a page's previous version: a page highlighted after its parse records where each
// block's <pre> is; its next version takes the unchanged blocks from that cache entry and highlights
// only new or changed ones.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { previousBlocks } from '../../../../src/render/incremental/code-cache.js';
import { fillCode, highlightFromCache } from '../../../../src/render/page/code-fill.js';
import { writeCachedPage } from '../../../../src/render/incremental/page-cache.js';
import { loadPage } from '../../../../src/render/page/page.js';

const opts = { base: '/', components: new Set<string>(), label: 'a.md', highlight: 'defer' as const };
const source = '# A\n\n```js\nconst a = 1;\n```\n\nText.\n\n```ts{1}\nlet b: number;\n```\n';
const pres = (html: string) => [...html.matchAll(/<pre class="shiki"[\s\S]*?<\/pre>/g)].map((m) => m[0]);

describe('highlightFromCache', () => {
  it('highlights deferred blocks like a direct parse and records where each one went', async () => {
    const direct = await loadPage('a.md', source, { ...opts, highlight: true });
    const page = await loadPage('a.md', source, opts);
    expect(page.code).toHaveLength(2);
    await highlightFromCache(page, new Map(), () => ['js', 'ts']);
    expect(page.html).toBe(direct.html);
    expect(page.code).toBeUndefined();
    expect(page.codeSpans!.map(([, start, end]) => page.html.slice(start, end))).toEqual(pres(direct.html));
  });

  it('takes the blocks of the previous version from its cache entry, and highlights only what changed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-code-'));
    const first = await loadPage('a.md', source, opts);
    await highlightFromCache(first, new Map(), () => ['js', 'ts']);
    writeCachedPage(dir, 'k1', first);
    const previous = previousBlocks(dir, 'k1');
    expect([...previous.values()]).toEqual(pres(first.html));
    // Marked, to tell them from a fresh highlight.
    const marked = new Map([...previous.keys()].map((k) => [k, `<pre>cached ${k.slice(0, 4)}</pre>`]));
    const again = await loadPage('a.md', source.replace('Text.', 'Edited text.'), opts);
    await highlightFromCache(again, marked, () => []);
    expect(again.html.match(/<pre>cached /g)).toHaveLength(2);
    expect(again.html).toContain('Edited text.');
    // A changed block is not among them: highlighted now.
    const changed = await loadPage('a.md', source.replace('const a = 1;', 'const a = 2;'), opts);
    await highlightFromCache(changed, marked, () => []);
    expect(changed.html.match(/<pre>cached /g)).toHaveLength(1);
    expect(changed.html).toContain('<pre class="shiki"');
  });

  it('finds nothing for an entry that is gone or whose spans hold no <pre>', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-code-'));
    expect(previousBlocks(dir, 'missing').size).toBe(0);
    expect(previousBlocks(dir, undefined).size).toBe(0);
    const page = await loadPage('a.md', source, opts);
    fillCode(page, ['<pre>one</pre>', '<pre>two</pre>']);
    expect(page.codeSpans!.map(([, s, e]) => page.html.slice(s, e))).toEqual(['<pre>one</pre>', '<pre>two</pre>']);
    writeCachedPage(dir, 'k2', { ...page, html: `x${page.html}` });
    expect(previousBlocks(dir, 'k2').size).toBe(0);
  });
});
