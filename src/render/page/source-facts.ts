// What the build needs of a page's Markdown before parsing it (the page-cache key's hash, the length
// that sizes the search index and shards, the quick title), remembered by the file's stat (see
// incremental/digest-memo.ts): an incremental build need not read every unchanged source.
import type { DigestMemo } from '../incremental/digest-memo.js';
import { contentHash } from '../incremental/hashing.js';
import type { PageInput, SourceFacts } from './page-types.js';
import { quickTitle } from './quick-title.js';
import { readMarkdownSource } from './markdown-source.js';

const derive = (source: string) => {
  const title = quickTitle(source.slice(0, 4096));
  return { length: source.length, quickTitle: title === undefined ? null : ownCopy(title) };
};

/**
 * `text` as a string of its own. V8 keeps a substring as a slice of the string it was cut from, so a
 * title cut from a page's source would keep the whole source alive for as long as the build keeps
 * the title: every page's.
 */
const ownCopy = (text: string): string => JSON.parse(JSON.stringify(text)) as string;

/** A source file's facts, and its text when it had to be read; undefined when it cannot be read. */
export function readSourceFacts(abs: string, memo: DigestMemo): { facts: SourceFacts; source?: string } | undefined {
  const found = memo.fileFacts(abs, derive, readMarkdownSource);
  return (
    found && { facts: { hash: found.hash, ...found.value }, ...(found.text !== undefined && { source: found.text }) }
  );
}

/** An input's facts: from the load step, else from its text (undefined when neither is there). */
export function factsOf(input: PageInput): SourceFacts | undefined {
  if (!input.facts && input.source !== undefined)
    input.facts = { hash: contentHash(input.source), ...derive(input.source) };
  return input.facts;
}
