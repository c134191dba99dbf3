// The highlighted-block cache: a block highlighted once is taken from the cache next time; new or
// changed blocks are highlighted and stored.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { highlightFromCache, storeHighlighted } from '../../../../src/render/page/code-cache.js';
import { loadPage } from '../../../../src/render/page/page.js';

const opts = { base: '/', components: new Set<string>(), label: 'a.md', highlight: 'defer' as const };
const source = '# A\n\n```js\nconst a = 1;\n```\n\nText.\n\n```ts{1}\nlet b: number;\n```\n';

describe('highlightFromCache', () => {
  it('highlights deferred blocks like a direct parse, stores them, and reuses what it stored', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-code-'));
    const direct = await loadPage('a.md', source, { ...opts, highlight: true });
    const page = await loadPage('a.md', source, opts);
    expect(page.code).toHaveLength(2);
    await highlightFromCache(page, dir, () => ['js', 'ts']);
    expect(page.html).toBe(direct.html);
    expect(page.code).toBeUndefined();
    const stored = fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.json'));
    expect(stored).toHaveLength(1);
    const file = path.join(dir, stored[0]!);
    const map = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    expect(Object.values(map).sort()).toEqual([...direct.html.matchAll(/<pre class="shiki"[\s\S]*?<\/pre>/g)].map((m) => m[0]).sort());
    // Next time the stored blocks are used as they are (here: marked, to tell them from a fresh highlight).
    fs.writeFileSync(file, JSON.stringify(Object.fromEntries(Object.keys(map).map((k) => [k, `<pre>cached ${k.slice(0, 4)}</pre>`]))));
    const again = await loadPage('a.md', source.replace('Text.', 'Edited text.'), opts);
    await highlightFromCache(again, dir, () => []);
    expect(again.html.match(/<pre>cached /g)).toHaveLength(2);
    expect(again.html).toContain('Edited text.');
    // A changed block is not in the cache: highlighted now.
    const changed = await loadPage('a.md', source.replace('const a = 1;', 'const a = 2;'), opts);
    await highlightFromCache(changed, dir, () => []);
    expect(changed.html.match(/<pre>cached /g)).toHaveLength(1);
    expect(changed.html).toContain('<pre class="shiki"');
    // Another page with the same blocks has a cache of its own.
    const other = await loadPage('b.md', source, { ...opts, label: 'b.md' });
    await highlightFromCache(other, dir, () => []);
    expect(other.html).toBe(direct.html);
  });

  it('stores the blocks the parse worker left to this thread, for the next parse of the page here', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-code-'));
    const page = await loadPage('a.md', source, opts);
    await storeHighlighted(dir, 'a.md', page.code!, ['<pre>one</pre>', '<pre>two</pre>']);
    const again = await loadPage('a.md', source.replace('Text.', 'Edited.'), opts);
    await highlightFromCache(again, dir, () => []);
    expect(again.html).toContain('<pre>one</pre>');
    expect(again.html).toContain('<pre>two</pre>');
  });
});
