// The handbook's examples, taken as they are written there so that tests build what readers copy: a
// code block under a marker `<!-- <marker>: <file> -->` in one of the handbook's pages, which names
// the file the code is.
import fs from 'node:fs';
import path from 'node:path';
import { REPO, writeTree } from './fixtures.js';

/** The handbook's pages (handbook/docs). */
export const HANDBOOK_DOCS = path.join(REPO, 'handbook', 'docs');

export interface HandbookExample {
  /** Where the example goes in a site (relative to its root). */
  file: string;
  code: string;
}

/** The text of a page of the handbook, by its path under handbook/docs. */
export function handbookPage(file: string): string {
  return fs.readFileSync(path.join(HANDBOOK_DOCS, file), 'utf8');
}

/** The code block right after `<!-- <marker>: <file> -->` in the handbook's guide pages. */
export function handbookExample(marker: string): HandbookExample {
  const guide = path.join(HANDBOOK_DOCS, 'guide');
  for (const name of fs.readdirSync(guide).filter((n) => n.endsWith('.md'))) {
    const text = fs.readFileSync(path.join(guide, name), 'utf8');
    const m = new RegExp(`<!-- ${marker}: (\\S+) -->\\n\`\`\`\\w*\\n([\\s\\S]*?)\\n\`\`\``).exec(text);
    if (m) return { file: m[1]!, code: m[2]! };
  }
  throw new Error(`no page of handbook/docs/guide has an example marked ${marker}`);
}

/**
 * A new temp folder holding these examples at their files and these other files, with the package
 * installed as a site that imports `bookdocs` has it (node_modules/bookdocs → this repository).
 */
export function writeExampleSite(examples: HandbookExample[], files: Record<string, string>, prefix: string): string {
  const root = writeTree({ ...Object.fromEntries(examples.map((e) => [e.file, e.code])), ...files }, prefix);
  fs.mkdirSync(path.join(root, 'node_modules'));
  fs.symlinkSync(REPO, path.join(root, 'node_modules', 'bookdocs'), 'dir');
  return root;
}
