// Relative links of an included Markdown file, rewritten for the page that includes it (VitePress does
// the same), so a part's links keep pointing where they did from its own folder.
import path from 'node:path';

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

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
  let fence: string | null = null;
  return lines.map((line) => {
    const f = FENCE.exec(line);
    if (fence) {
      if (f && f[1]![0] === fence[0] && f[1]!.length >= fence.length && line.trim() === f[1]) fence = null;
      return line;
    }
    if (f) {
      fence = f[1]!;
      return line;
    }
    return line
      .replace(INLINE_TARGET, (_m, pre: string, target: string) => pre + rebase(target))
      .replace(DEFINITION, (_m, pre: string, target: string) => pre + rebase(target))
      .replace(HTML_TARGET, (_m, pre: string, target: string) => pre + rebase(target));
  });
}
