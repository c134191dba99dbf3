// A rewrite of a page's Markdown that must leave code as written: applied line by line to the text
// outside fenced code blocks and inline code spans, keeping every line where it was (diagnostics'
// line numbers stay right).
import { fenceTracker } from './fences.js';

const INLINE_CODE = /(`+)[\s\S]*?\1/g;

/** `source` with `rewrite` applied to each line's text outside code (lines without `<` are left alone). */
export function rewriteOutsideCode(source: string, rewrite: (text: string) => string): string {
  const inFence = fenceTracker();
  return source
    .split('\n')
    .map((line) => {
      if (inFence(line) || !line.includes('<')) return line;
      let out = '';
      let from = 0;
      for (const m of line.matchAll(INLINE_CODE)) {
        out += rewrite(line.slice(from, m.index)) + m[0];
        from = m.index + m[0].length;
      }
      return out + rewrite(line.slice(from));
    })
    .join('\n');
}
