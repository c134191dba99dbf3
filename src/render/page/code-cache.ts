// Highlighted code blocks by content, in the cache folder. A page parsed again after an edit takes
// the blocks it already had from here, so Shiki (a few hundred milliseconds to load with its
// grammars) is loaded only for a block it has not highlighted before. Used where few pages are
// parsed in this thread (incremental builds, small sites); the parse workers highlight on their own.
import fs from 'node:fs';
import path from 'node:path';
import { fillDeferredCode, type DeferredCode } from '../markdown/deferred-code.js';
import { sha } from '../output/build-record.js';
import { toolkitFingerprint } from './page-cache.js';
import type { PageData } from './page.js';

function blockKey(block: DeferredCode): string {
  return sha(toolkitFingerprint(), block.lang, block.lines.join(','), block.code);
}

function blockFile(dir: string, key: string): string {
  return path.join(dir, key.slice(0, 2), `${key}.html`);
}

function readBlock(dir: string, key: string): string | undefined {
  try {
    return fs.readFileSync(blockFile(dir, key), 'utf8');
  } catch {
    return undefined;
  }
}

function writeBlock(dir: string, key: string, html: string): void {
  const file = blockFile(dir, key);
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, html);
    fs.renameSync(tmp, file);
  } catch {
    // A cache that cannot be written only costs time next build.
  }
}

/**
 * Put the highlighted `<pre>` of each of the page's deferred blocks into its HTML: from `dir` when it
 * holds the block, else highlighted now (grammars of `languages` loaded first, as a cold build does)
 * and stored for next time.
 */
export async function highlightFromCache(page: PageData, dir: string | undefined, languages: () => Iterable<string>): Promise<void> {
  const blocks = page.code;
  if (!blocks?.length) return;
  const keys = blocks.map(blockKey);
  const html = keys.map((k) => (dir ? readBlock(dir, k) : undefined));
  if (html.some((h) => h === undefined)) {
    const { prepareHighlighter, highlightCode } = await import('../markdown/highlight.js');
    const h = await prepareHighlighter([...languages(), ...blocks.map((b) => b.lang)]);
    for (const [i, block] of blocks.entries()) {
      if (html[i] !== undefined) continue;
      html[i] = highlightCode(h, block.code, { lang: block.lang, highlightLines: new Set(block.lines) });
      if (dir) writeBlock(dir, keys[i]!, html[i]!);
    }
  }
  page.html = fillDeferredCode(page.html, blocks, (b) => html[blocks.indexOf(b)]!);
  delete page.code;
}
