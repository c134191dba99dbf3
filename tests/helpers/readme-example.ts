// The README's examples, taken as they are written there so that tests build what readers copy: a code
// block under a marker `<!-- <marker>: <file> -->`, which names the file the code is.
import fs from 'node:fs';
import path from 'node:path';
import { REPO, writeTree } from './fixtures.js';

export interface ReadmeExample {
  /** Where the example goes in a site (relative to its root). */
  file: string;
  code: string;
}

/** The code block right after `<!-- <marker>: <file> -->` in the README. */
export function readmeExample(marker: string): ReadmeExample {
  const readme = fs.readFileSync(path.join(REPO, 'README.md'), 'utf8');
  const m = new RegExp(`<!-- ${marker}: (\\S+) -->\\n\`\`\`\\w*\\n([\\s\\S]*?)\\n\`\`\``).exec(readme);
  if (!m) throw new Error(`README.md has no example marked ${marker}`);
  return { file: m[1]!, code: m[2]! };
}

/**
 * A new temp folder holding these examples at their files and these other files, with the package
 * installed as a site that imports `bookdocs` has it (node_modules/bookdocs → this repository).
 */
export function writeExampleSite(examples: ReadmeExample[], files: Record<string, string>, prefix: string): string {
  const root = writeTree({ ...Object.fromEntries(examples.map((e) => [e.file, e.code])), ...files }, prefix);
  fs.mkdirSync(path.join(root, 'node_modules'));
  fs.symlinkSync(REPO, path.join(root, 'node_modules', 'bookdocs'), 'dir');
  return root;
}
