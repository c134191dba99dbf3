// Relative links of an included Markdown file, rewritten for the page that includes it (VitePress does
// the same), so a part's links keep pointing where they did from its own folder.
import path from 'node:path';
import { fenceTracker } from './fences.js';

const INLINE_TARGET = /(\]\(\s*<?)([^)\s>]+)/g;
const DEFINITION = /^(\s{0,3}\[[^\]]+\]:\s*<?)([^\s>]+)/;
const HTML_TARGET = /(\s(?:src|href)\s*=\s*["'])([^"']+)/gi;

/**
 * Relative link and image targets of Markdown moved from folder `from` to a page in folder `to`,
 * rewritten to point at the same files (inline links, reference definitions, HTML src/href); fenced
 * code is left alone.
 */
export function rebaseLinks(lines: string[], from: string, to: string): string[] {
  if (from === to) return lines;
  const rebase = (target: string): string => {
    if (/^(?:[a-z][a-z\d+.-]*:|\/|#|\?|@)/i.test(target)) return target;
    const cut = target.search(/[?#]/);
    const file = cut < 0 ? target : target.slice(0, cut);
    if (!file) return target;
    let rel = path.relative(to, path.resolve(from, file)).split(path.sep).join('/');
    if (!rel.startsWith('.')) rel = `./${rel}`;
    if (file.endsWith('/') && !rel.endsWith('/')) rel += '/';
    return rel + (cut < 0 ? '' : target.slice(cut));
  };
  const inFence = fenceTracker();
  return lines.map((line) => {
    if (inFence(line)) return line;
    return line
      .replace(INLINE_TARGET, (_m, pre: string, target: string) => pre + rebase(target))
      .replace(DEFINITION, (_m, pre: string, target: string) => pre + rebase(target))
      .replace(HTML_TARGET, (_m, pre: string, target: string) => pre + rebase(target));
  });
}
