// Text shards: the plain text of a locale's sections, in section order, cut into files of about
// TEXT_PER_SHARD characters. Cuts fall between pages, chosen by a hash of the route (and a size cap),
// not by running totals: an edit changes the shard holding the page and no other, so a next build
// writes one text shard again, not every one after the page.

/** Characters of section text per text shard, on average. */
export const TEXT_PER_SHARD = 24_000;
/** A shard is cut after the page that takes it past this, whatever the hashes say. */
const MAX_TEXT_PER_SHARD = 4 * TEXT_PER_SHARD;

function routeHash(route: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < route.length; i++) h = Math.imul(h ^ route.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * The pages of each text shard, as [first page, end page) index ranges over `pages` (route order).
 * A page ends a shard when its route hashes to 0 modulo the expected pages per shard (a power of two
 * from the average page's text, so it changes only when that halves or doubles), or when the shard
 * has grown past MAX_TEXT_PER_SHARD.
 */
export function textShardRanges(pages: readonly { route: string; chars: number }[]): [number, number][] {
  if (!pages.length) return [];
  const total = pages.reduce((sum, p) => sum + p.chars, 0);
  const perPage = Math.max(1, total / pages.length);
  const every = 2 ** Math.max(0, Math.floor(Math.log2(TEXT_PER_SHARD / perPage)));
  const ranges: [number, number][] = [];
  let first = 0;
  let size = 0;
  for (let i = 0; i < pages.length; i++) {
    size += pages[i]!.chars;
    if (i === pages.length - 1 || routeHash(pages[i]!.route) % every === 0 || size >= MAX_TEXT_PER_SHARD) {
      ranges.push([first, i + 1]);
      first = i + 1;
      size = 0;
    }
  }
  return ranges;
}

/** Characters a page puts into the text shards. */
export const textChars = (sections: readonly string[]): number => sections.reduce((sum, s) => sum + s.length, 0);
