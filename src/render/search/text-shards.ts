// Text shards: the plain text of a locale's sections, in section order, cut into files of about
// TEXT_PER_SHARD characters. Cuts fall between pages, chosen by a hash of the route within size bounds,
// not by running totals alone: an edit changes the shard holding the page (rarely the next one too),
// so a next build writes one text shard again, not every one after the page.

/** Characters of section text per text shard, about. */
export const TEXT_PER_SHARD = 24_000;
/** A shard is cut after the page that takes it past this, whatever the hashes say. */
const MAX_TEXT_PER_SHARD = 2 * TEXT_PER_SHARD;
/** ... and not before it holds this much: shards of even sizes (a search downloads fewer bytes to confirm hits). */
const MIN_TEXT_PER_SHARD = TEXT_PER_SHARD / 2;

function routeHash(route: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < route.length; i++) h = Math.imul(h ^ route.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * The pages of each text shard, as [first page, end page) index ranges over `pages` (route order).
 * Once a shard holds MIN_TEXT_PER_SHARD, a page ends it when its route hashes to 0 modulo `every` (a
 * power of two from the average page's text, so it changes only when that halves or doubles); past
 * MAX_TEXT_PER_SHARD any page does. A cut depends on the pages since the previous cut only, so an
 * edit moves at most the cuts up to the next one both layouts share.
 */
export function textShardRanges(pages: readonly { route: string; chars: number }[]): [number, number][] {
  if (!pages.length) return [];
  const total = pages.reduce((sum, p) => sum + p.chars, 0);
  const perPage = Math.max(1, total / pages.length);
  // Past the minimum, a cut every `every` pages on average: shards average about TEXT_PER_SHARD.
  const every = 2 ** Math.max(0, Math.round(Math.log2((TEXT_PER_SHARD - MIN_TEXT_PER_SHARD) / perPage)));
  const ranges: [number, number][] = [];
  let first = 0;
  let size = 0;
  for (let i = 0; i < pages.length; i++) {
    size += pages[i]!.chars;
    if (
      i === pages.length - 1 ||
      size >= MAX_TEXT_PER_SHARD ||
      (size >= MIN_TEXT_PER_SHARD && routeHash(pages[i]!.route) % every === 0)
    ) {
      ranges.push([first, i + 1]);
      first = i + 1;
      size = 0;
    }
  }
  return ranges;
}

/** Characters a page puts into the text shards. */
export const textChars = (sections: readonly string[]): number => sections.reduce((sum, s) => sum + s.length, 0);
