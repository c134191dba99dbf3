// Page texts kept for buildEnd: in a file while the build runs, read back one page at a time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PageTexts } from '../../../../src/render/plugins/page-texts.js';

const spilled = () => fs.readdirSync(os.tmpdir()).filter((f) => f.startsWith('bookdocs-texts-'));

describe('PageTexts', () => {
  it('should give each page its text back, an empty one included, and none after it is closed', async () => {
    const before = spilled().length;
    const texts = new PageTexts(undefined);
    texts.add({ file: 'a.md', text: 'Alpha "quoted" \u2028 text' });
    texts.add({ file: 'b.md', text: '' });
    texts.add({ file: 'c.md', text: 'x'.repeat(2 << 20) });
    expect(spilled()).toHaveLength(before + 1);
    expect(await texts.reader({ file: 'c.md' })()).toHaveLength(2 << 20);
    expect(await texts.reader({ file: 'a.md' })()).toBe('Alpha "quoted" \u2028 text');
    expect(await texts.reader({ file: 'b.md' })()).toBe('');
    texts.close();
    expect(spilled()).toHaveLength(before);
    await expect(texts.reader({ file: 'a.md' })()).rejects.toThrow('the text of a.md is there during buildEnd only');
  });

  it('should read the text of a page carried over from the previous build from the page cache', async () => {
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-texts-cache-'));
    const key = 'ab'.padEnd(64, '0');
    fs.mkdirSync(path.join(cache, 'ab'));
    fs.writeFileSync(
      path.join(cache, 'ab', `${key.slice(2)}.json`),
      JSON.stringify({
        file: 'old.md',
        route: '/old.html',
        html: '',
        links: [],
        images: [],
        text: 'Cached text',
        headers: [],
        title: 'Old',
        frontmatter: {},
        ids: [],
        components: [],
        warnings: [],
      }),
    );
    const texts = new PageTexts(cache);
    // A lazy page has no text of its own: the build never read it.
    texts.add({ file: 'old.md', text: '', lazy: key });
    expect(await texts.reader({ file: 'old.md', lazy: key })()).toBe('Cached text');
    texts.close();
  });
});
