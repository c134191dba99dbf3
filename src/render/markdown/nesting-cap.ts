// Block quotes and lists nested deeper than any real page, cut to text before micromark parses them.
//
// micromark's time grows faster than the page where containers nest deeply: at each level of
// `- - - - … x` it tries the rest of the line as a thematic break (8,000 markers on one line: 52 s),
// and lists nested by indentation or quotes a level deeper per line cost as much per line as the
// page so far. No page a reader can follow nests a hundred levels, so past MAX_NESTING the next
// marker is escaped (`\>`, `\-`, `1\.`): it and the rest of its line are the text of the innermost
// container, and one `nesting-too-deep` warning names the first line cut. Below that depth the
// page is returned as it was, so ordinary pages parse exactly as before.
//
// The depth is followed line by line as CommonMark nests containers: a quote continues on a line
// that repeats its `>`, a list item on a line indented to its content or a blank one, and a
// paragraph's lazy lines keep what is open. Fenced and indented code is not looked into.
import { fenceTracker } from './fences.js';
import type { MarkdownWarning } from './state.js';

export const MAX_NESTING = 100;

/**
 * No line can be deeper than MAX_NESTING without a run of container prefix this long at its start
 * (each level costs a `>`, or at least two columns of indentation: half a tab). Pages without one are
 * not scanned.
 */
const DEEP_PREFIX = new RegExp(`^[ \\t>*+\\-\\d.)]{${Math.floor(MAX_NESTING / 2)}}`, 'm');
const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])(?=[ \t\r]|$)/;
const THEMATIC_BREAK = /^(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})\r?$/;
const FENCE = /^(`{3,}|~{3,})/;
const CLOSING_FENCE = (fence: string) => new RegExp(`^${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*\\r?$`);

interface Container {
  quote: boolean;
  /** A list item: the column its content starts at (a line indented this far stays in it). */
  content: number;
}

/** A position in a line, with its column (tabs stop every 4 columns). */
interface Cursor {
  at: number;
  col: number;
}

/** One column further: a space, or a tab (to its next stop); undefined on anything else. */
function stepSpace(line: string, c: Cursor): Cursor | undefined {
  const ch = line[c.at];
  if (ch === ' ') return { at: c.at + 1, col: c.col + 1 };
  if (ch === '\t') return { at: c.at + 1, col: c.col + 4 - (c.col % 4) };
  return undefined;
}

/** Past whitespace, up to column `limit` (or all of it). */
function skipSpace(line: string, c: Cursor, limit = Infinity): Cursor {
  let cur = c;
  for (let next = stepSpace(line, cur); next && cur.col < limit; next = stepSpace(line, cur)) cur = next;
  return cur;
}

const isBlank = (rest: string) => /^[ \t\r]*$/.test(rest);

type Cut = { markdown: string; warnings: MarkdownWarning[] };

/** The Markdown with nesting past MAX_NESTING cut to text (containers, then brackets and emphasis runs), and a warning for each kind cut. */
export function capNesting(source: string): Cut {
  const blocks = capContainers(source);
  const inline = capInline(blocks.markdown);
  return inline.warnings.length
    ? { markdown: inline.markdown, warnings: [...blocks.warnings, ...inline.warnings] }
    : blocks;
}

/** Block quotes and list items past MAX_NESTING cut to text. */
function capContainers(source: string): Cut {
  if (!DEEP_PREFIX.test(source)) return { markdown: source, warnings: [] };
  const lines = source.split('\n');
  const stack: Container[] = [];
  let paragraph = false;
  let fence: { marker: string; depth: number } | undefined;
  let first: { line: number; column: number } | undefined;
  let cut = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    let cur: Cursor = { at: 0, col: 0 };
    // Which open containers this line continues.
    let kept = 0;
    for (; kept < stack.length; kept++) {
      const c = stack[kept]!;
      const next = skipSpace(line, cur);
      if (c.quote) {
        if (next.col - cur.col > 3 || line[next.at] !== '>') break;
        cur = { at: next.at + 1, col: next.col + 1 };
        if (line[cur.at] === ' ' || line[cur.at] === '\t') cur = { at: cur.at + 1, col: cur.col + 1 };
      } else if (isBlank(line.slice(next.at))) cur = next;
      else if (next.col >= c.content) cur = skipSpace(line, cur, c.content);
      else break;
    }
    if (fence) {
      const rest = line.slice(skipSpace(line, cur).at);
      if (kept >= fence.depth) {
        if (CLOSING_FENCE(fence.marker).test(rest)) fence = undefined;
        continue;
      }
      fence = undefined;
    }
    let start = skipSpace(line, cur);
    if (isBlank(line.slice(start.at))) {
      stack.length = kept;
      paragraph = false;
      continue;
    }
    if (start.col - cur.col >= 4) {
      // A paragraph's continuation, or indented code: no containers start here.
      if (!paragraph) stack.length = kept;
      continue;
    }
    let opened = 0;
    for (;;) {
      const rest = line.slice(start.at);
      if (THEMATIC_BREAK.test(rest)) break;
      const marker = rest[0] === '>' ? '>' : LIST_MARKER.exec(rest)?.[0];
      if (!marker) break;
      if (!opened) stack.length = kept;
      if (stack.length >= MAX_NESTING) {
        // Escaped, the marker starts the text of the innermost container (an ordered one at its `.` or `)`).
        const at = start.at + marker.length - 1;
        lines[i] = `${line.slice(0, at)}\\${line.slice(at)}`;
        first ??= { line: i + 1, column: start.col + 1 };
        cut++;
        break;
      }
      opened++;
      let after: Cursor = { at: start.at + marker.length, col: start.col + marker.length };
      if (marker === '>') {
        stack.push({ quote: true, content: 0 });
        if (line[after.at] === ' ' || line[after.at] === '\t') after = { at: after.at + 1, col: after.col + 1 };
      } else {
        const spaced = skipSpace(line, after);
        // Content after 1–4 spaces; with more (indented code) or none, one column after the marker.
        const content =
          spaced.col - after.col >= 1 && spaced.col - after.col <= 4 && !isBlank(line.slice(spaced.at))
            ? spaced.col
            : after.col + 1;
        stack.push({ quote: false, content });
        after = skipSpace(line, after, content);
      }
      start = skipSpace(line, after);
      if (isBlank(line.slice(start.at)) || start.col - after.col >= 4) break;
    }
    const rest = line.slice(start.at);
    // A line that starts nothing and does not continue every container ends them, unless it is a paragraph's lazy continuation.
    const lazy = !opened && paragraph && !/^[#`~<]/.test(rest) && !THEMATIC_BREAK.test(rest);
    if (!opened && !lazy) stack.length = kept;
    const fenced = FENCE.exec(rest);
    if (fenced) fence = { marker: fenced[1]!, depth: stack.length };
    paragraph = !fenced && !isBlank(rest) && !/^#{1,6}(?:[ \t]|\r?$)/.test(rest) && !THEMATIC_BREAK.test(rest);
  }
  if (!first) return { markdown: source, warnings: [] };
  return {
    markdown: lines.join('\n'),
    warnings: [tooDeep(`block quotes or lists nested deeper than ${MAX_NESTING} levels`, cut, first)],
  };
}

function tooDeep(what: string, lines: number, at: { line: number; column: number }): MarkdownWarning {
  const where = lines === 1 ? 'on 1 line' : `on ${lines.toLocaleString('en-US')} lines from here on`;
  return {
    severity: 'warning',
    rule: 'nesting-too-deep',
    message: `${what} ${where}: the deeper markers are shown as text`,
    hint: 'nest fewer levels (a reader cannot follow that many); to show the markers as they are, put them in a code block',
    line: at.line,
    column: at.column,
  };
}

/**
 * Brackets (links and images in links) nested past MAX_NESTING within a paragraph, and runs of more
 * than MAX_NESTING `*` or `_`: micromark resolves each level by splicing its list of inline events,
 * so `![![![…` 2,000 deep took 21 s, 8,000 asterisks around a word 17 s. The `[` past the limit and
 * the delimiters past it in a run are escaped. Code spans, fenced code and rules are not looked into.
 */
function capInline(source: string): Cut {
  if (!RUN.test(source) && count(source, '[') <= MAX_NESTING) return { markdown: source, warnings: [] };
  const lines = source.split('\n');
  const inFence = fenceTracker();
  const brackets: CutLines = { lines: 0 };
  const runs: CutLines = { lines: 0 };
  let depth = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (inFence(line) || THEMATIC_BREAK.test(line.replace(/^[ \t>]*/, ''))) continue;
    if (isBlank(line)) {
      depth = 0;
      continue;
    }
    const parts: string[] = [];
    let from = 0;
    const cut = (at: number, text: string, to: number) => {
      parts.push(line.slice(from, at), text);
      from = to;
    };
    for (let at = 0; at < line.length; at++) {
      const ch = line[at]!;
      if (ch === '\\') at++;
      else if (ch === '`') {
        const end = runEnd(line, at);
        const close = line.indexOf(line.slice(at, end), end);
        // A code span: its text is not Markdown. (A longer run of backticks does not close it: close enough.)
        at = (close >= 0 ? close + end - at : end) - 1;
      } else if (ch === '[') {
        if (depth < MAX_NESTING) depth++;
        else {
          brackets.first ??= { line: i + 1, column: at + 1 };
          if (brackets.last !== i) brackets.lines++;
          brackets.last = i;
          cut(at, '\\[', at + 1);
        }
      } else if (ch === ']') depth = Math.max(0, depth - 1);
      else if (ch === '*' || ch === '_') {
        const end = runEnd(line, at);
        if (end - at > MAX_NESTING) {
          runs.first ??= { line: i + 1, column: at + MAX_NESTING + 1 };
          if (runs.last !== i) runs.lines++;
          runs.last = i;
          cut(at + MAX_NESTING, `\\${ch}`.repeat(end - at - MAX_NESTING), end);
        }
        at = end - 1;
      }
    }
    if (!parts.length) continue;
    lines[i] = parts.join('') + line.slice(from);
  }
  const warnings: MarkdownWarning[] = [];
  if (brackets.first)
    warnings.push(
      tooDeep(`links or brackets nested deeper than ${MAX_NESTING} levels`, brackets.lines, brackets.first),
    );
  if (runs.first) warnings.push(tooDeep(`runs of more than ${MAX_NESTING} * or _`, runs.lines, runs.first));
  return warnings.length ? { markdown: lines.join('\n'), warnings } : { markdown: source, warnings };
}

/** How many lines were cut, the first place cut and the last line. */
interface CutLines {
  lines: number;
  first?: { line: number; column: number };
  last?: number;
}

/** Where the run of the character at `at` ends. */
function runEnd(line: string, at: number): number {
  let end = at;
  while (line[end] === line[at]) end++;
  return end;
}

const RUN = new RegExp(`[*]{${MAX_NESTING + 1}}|_{${MAX_NESTING + 1}}`);

function count(s: string, ch: string): number {
  let n = 0;
  for (let at = s.indexOf(ch); at >= 0; at = s.indexOf(ch, at + 1)) n++;
  return n;
}
