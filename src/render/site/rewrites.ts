// A VitePress config's `rewrites`: a page's path under srcDir → the path its route is made from
// (`en/guide/a.md` → `guide/a.md` for `{ 'en/:rest*': ':rest*' }`). Rules are tried in order, the first
// that matches wins; a function is called with each path. Patterns are read by path-to-regexp 6, the
// version VitePress compiles them with, the way VitePress calls it.
import { compile, match, type MatchFunction } from 'path-to-regexp';

/** A page's path under srcDir → its rewritten path (the path itself when no rule applies). */
export type Rewrite = (file: string) => string;

/** A rule's source pattern as a matcher (a key starting with `^` is a regular expression), as VitePress makes it. */
function matcher(from: string): MatchFunction<Record<string, string | string[]>> {
  return match(from.startsWith('^') ? new RegExp(from) : from);
}

/**
 * The rewrite of a config's `rewrites` (an object of source → target patterns, or a function), or
 * undefined when it has none. Throws a TypeError for a pattern that cannot be read.
 */
export function compileRewrites(rewrites: Record<string, string> | ((file: string) => unknown)): Rewrite | undefined {
  if (typeof rewrites === 'function') {
    return (file) => {
      const to = rewrites(file);
      return typeof to === 'string' && to ? to : file;
    };
  }
  const rules = Object.entries(rewrites).map(([from, to]) => ({
    match: matcher(from),
    fill: compile<Record<string, string | string[]>>(`/${to}`, { validate: false }),
  }));
  if (!rules.length) return undefined;
  return (file) => {
    for (const { match, fill } of rules) {
      const found = match(file);
      if (found) return fill(found.params).slice(1);
    }
    return file;
  };
}
