// Highlighted code blocks, per page file, in the cache folder. A page parsed again after an edit takes
// the blocks it already had from here, so Shiki (a few hundred milliseconds to load with its
// grammars) is loaded only for a block it has not highlighted before. Written by every build whose
// code is highlighted in this thread (the pages parsed here, and the blocks the parse worker leaves
// to this thread on two cores), one file per page, off the main thread; read where few pages are
// parsed in this thread (incremental builds, small sites).
import fs from 'node:fs';
import path from 'node:path';
import { fillDeferredCode, type DeferredCode } from '../markdown/deferred-code.js';
import { sha } from '../output/build-record.js';
import { toolkitFingerprint } from './page-cache.js';
import type { PageData } from './page.js';

/** Block key → its highlighted `<pre>`. */
type BlockMap = Record<string, string>;

function blockKey(block: DeferredCode): string {
  return sha(block.lang, block.lines.join(','), block.code);
}

function mapFile(dir: string, file: string): string {
  const key = sha(toolkitFingerprint(), file);
  return path.join(dir, key.slice(0, 2), `${key}.json`);
}

function readMap(dir: string, file: string): BlockMap {
  try {
    return JSON.parse(fs.readFileSync(mapFile(dir, file), 'utf8')) as BlockMap;
  } catch {
    return {};
  }
}

/** Store a page's highlighted blocks (write, then rename: never half a file). Failures only cost the next build time. */
export async function storeHighlighted(dir: string | undefined, file: string, blocks: readonly DeferredCode[], html: readonly string[]): Promise<void> {
  if (!dir || !blocks.length) return;
  const target = mapFile(dir, file);
  const map: BlockMap = {};
  for (const [i, block] of blocks.entries()) map[blockKey(block)] = html[i]!;
  try {
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${process.pid}.tmp`;
    await fs.promises.writeFile(tmp, JSON.stringify(map));
    await fs.promises.rename(tmp, target);
  } catch {
    /* the cache is an optimisation only */
  }
}

/**
 * Put the highlighted `<pre>` of each of the page's deferred blocks into its HTML: from the page's
 * stored blocks when they hold it, else highlighted now (grammars of `languages` loaded first, as a
 * cold build does); what changed is stored for next time.
 */
export async function highlightFromCache(page: PageData, dir: string | undefined, languages: () => Iterable<string>): Promise<void> {
  const blocks = page.code;
  if (!blocks?.length) return;
  const stored = dir ? readMap(dir, page.file) : {};
  const html = blocks.map((b) => stored[blockKey(b)]);
  const missing = html.some((h) => h === undefined);
  if (missing) {
    const { prepareHighlighter, highlightCode } = await import('../markdown/highlight.js');
    const h = await prepareHighlighter([...languages(), ...blocks.map((b) => b.lang)]);
    for (const [i, block] of blocks.entries()) html[i] ??= highlightCode(h, block.code, { lang: block.lang, highlightLines: new Set(block.lines) });
  }
  if (missing || Object.keys(stored).length !== blocks.length) await storeHighlighted(dir, page.file, blocks, html as string[]);
  page.html = fillDeferredCode(page.html, blocks, (b) => html[blocks.indexOf(b)]!);
  delete page.code;
}
