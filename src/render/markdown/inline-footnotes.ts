// Inline footnotes `text^[the note]` (markdown-it-footnote, which VitePress and VuePress use) become
// GFM footnotes before parsing: a reference `[^bd-N]` in place and its definition appended at the end
// of the page, so every line keeps its number. Code (fenced or in backticks) is left alone.
import { fenceTracker } from './fences.js';

/** The source with each inline footnote turned into a GFM footnote reference and definition. */
export function inlineFootnotes(source: string): string {
  if (!source.includes('^[')) return source;
  const lines = source.split('\n');
  const notes: string[] = [];
  const inFence = fenceTracker();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (inFence(line)) continue;
    if (line.includes('^[') && !/^( {4}|\t)/.test(line)) lines[i] = replaceInLine(line, notes);
  }
  if (!notes.length) return source;
  return `${lines.join('\n')}\n\n${notes.map((text, k) => `[^bd-${k + 1}]: ${text}`).join('\n')}\n`;
}

function replaceInLine(line: string, notes: string[]): string {
  let out = '';
  let i = 0;
  while (i < line.length) {
    const c = line[i]!;
    if (c === '\\') {
      out += line.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (c === '`') {
      // A code span: copy it as it is, up to the closing run of the same length.
      const run = /^`+/.exec(line.slice(i))![0];
      const end = line.indexOf(run, i + run.length);
      const stop = end < 0 ? i + run.length : end + run.length;
      out += line.slice(i, stop);
      i = stop;
      continue;
    }
    if (c === '^' && line[i + 1] === '[') {
      const end = closingBracket(line, i + 1);
      if (end > i + 2) {
        notes.push(line.slice(i + 2, end));
        out += `[^bd-${notes.length}]`;
        i = end + 1;
        continue;
      }
    }
    out += c;
    i++;
  }
  return out;
}

/** The index of the `]` closing the `[` at `open` (brackets nest, escapes skip), or -1. */
function closingBracket(line: string, open: number): number {
  let depth = 0;
  for (let i = open; i < line.length; i++) {
    const c = line[i];
    if (c === '\\') i++;
    else if (c === '[') depth++;
    else if (c === ']' && --depth === 0) return i;
  }
  return -1;
}
