// Config `srcExclude` (VitePress's name and meaning): glob patterns, relative to srcDir, of Markdown
// files that are not pages (drafts, a folder's readme for the repository, generated parts that
// only get included). They are neither pages nor copied; includes may still read them.
import { createRequire } from 'node:module';
import type Picomatch from 'picomatch';

// picomatch is loaded the first time a site has patterns (most have none, and every build lists its files).
const require = createRequire(import.meta.url);
const matchers = new WeakMap<readonly string[], (file: string) => boolean>();

/** True when the Markdown file `file` (relative to srcDir, posix) is left out by `patterns`. */
export function isExcludedPage(patterns: readonly string[], file: string): boolean {
  if (!patterns.length) return false;
  let match = matchers.get(patterns);
  if (!match) matchers.set(patterns, (match = (require('picomatch') as typeof Picomatch)(patterns as string[])));
  return match(file);
}
