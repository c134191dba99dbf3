// VitePress's code notation: a comment at the end of a line, `// [!code ++]`, `--`, `focus`,
// `highlight` (`hl`), `error`, `warning`, `info` (each with an optional `:N` for this and the next
// N-1 lines) and `word:xxx` (`:N`), read as @shikijs/transformers' notation transformers read it
// (their default 'v3' matching, with VitePress's `has-focused-lines`). They work on Shiki's HAST; we
// write HTML from tokens (highlight.ts) or from plain text (plain-code.ts), so this is a pre-pass on
// the text instead: it takes the markers out of the code before it is tokenised and records what
// each remaining line gets. Only code holding `[!code` pays for it; other blocks come out as before.
//
// Differences from the transformers, which decide from tokens whether a marker sits in a comment:
// here a marker counts when it ends its line (before an optional `-->`, `*/` or `*/}`) and follows a
// comment opening (`//`, `/*`, `{/*`, `<!--` anywhere; `#`, `--`, `;`, `%` at the line's start or
// after a space; `*` alone before it on its line). A marker inside a string is left alone, which is
// the transformers' aim (they can take a string that ends a line, `"// [!code ++]"`, for a comment);
// `"` and `'` comments (Vim, VB) are not read. A comment's leftover text loses its trailing spaces.
import { escapeHtml } from '../../shared/escape-html.js';

/** The text a block must hold for the pre-pass to run. */
export const NOTATION_HINT = '[!code';

export interface NotatedLine {
  /** The line as shown, markers taken out. */
  text: string;
  /** Its 1-based number in the code as written (`{1,3}` counts these). */
  source: number;
  /** Classes after `line`, in the transformers' order. */
  classes: string[];
  /** Words to wrap in `<span class="highlighted-word">`. */
  words: string[];
}

export interface Notation {
  /** The code as shown. */
  code: string;
  /** Classes the `<pre>` gets after `shiki`, each with a space before it ('' when none). */
  pre: string;
  lines: NotatedLine[];
}

/** Line classes per marker, and the transformer each belongs to (the order classes come out in). */
const KINDS: Readonly<Record<string, { group: number; classes: string }>> = {
  '++': { group: 0, classes: 'diff add' },
  '--': { group: 0, classes: 'diff remove' },
  focus: { group: 1, classes: 'focused' },
  highlight: { group: 2, classes: 'highlighted' },
  hl: { group: 2, classes: 'highlighted' },
  error: { group: 3, classes: 'highlighted error' },
  warning: { group: 3, classes: 'highlighted warning' },
  info: { group: 3, classes: 'highlighted info' },
};
/** `<pre>` classes per transformer: diff, focus (VitePress's name), highlight, error level. */
const PRE_CLASSES = ['has-diff', 'has-focused-lines', 'has-highlighted', 'has-highlighted'];
const GROUPS = PRE_CLASSES.length;

/** A whole marker: `[!code …]`, `\]` allowed inside (`word:a\]b`). */
const MARKER_ONLY = /^\[!code (?:\\.|[^\]\\\n])+\]$/;
/** One marker, with the spaces before it (taken out with it). */
const MARKER =
  /[ \t]*\[!code (?:(\+\+|--|focus|highlight|hl|error|warning|info)|word:((?:\\.|[^:\]\\\n])+))(?::(\d+))?\]/g;
/** A line comment's opening somewhere before the marker. */
const LINE_COMMENT = /\/\/|(?:^|\s)(?:#|--|;|%)|^\s*\*\s*$/;
/** A line comment's opening left with nothing after it (v3ClearEndCommentPrefix), or a lone `*`. */
const EMPTY_LINE_COMMENT = /(?:\/\/|(?:^|(?<=\s))(?:#|;{1,2}|%{1,2}|--)|^\s*\*)$/;
/** A line comment opening its line: the comment is all the line holds. */
const LINE_COMMENT_ONLY = /^\s*(?:\/\/|#|--|;|%|\*\s*$)/;
const UNESCAPE = /\\(.)/g;

interface Found {
  /** The line as shown. */
  text: string;
  /** The line was nothing but the marker comment: it goes, and the markers apply from the next line. */
  remove: boolean;
  /** The markers apply from the next line (the comment stood alone on its line). */
  next: boolean;
  marks: { kind?: string; word?: string; count?: number }[];
}

/**
 * A line that ends with markers (then maybe `-->`, `*\/` or `*\/}`): the text before them, the markers
 * with the spaces between them, and the rest. Scanned from the end, so a long line costs one pass.
 */
function splitTail(line: string): { head: string; markers: string; end: string } | undefined {
  const trimmed = line.trimEnd();
  let stop = trimmed.length;
  if (trimmed.endsWith('-->')) stop -= 3;
  else if (trimmed.endsWith('*/')) stop -= 2;
  else if (trimmed.endsWith('}')) {
    const inner = trimmed.slice(0, -1).trimEnd();
    if (inner.endsWith('*/')) stop = inner.length - 2;
  }
  stop = skipSpaces(line, stop);
  let start = stop;
  while (line[start - 1] === ']') {
    const at = line.lastIndexOf('[!code ', start - 1);
    if (at < 0 || !MARKER_ONLY.test(line.slice(at, start))) break;
    start = skipSpaces(line, at);
  }
  if (start === stop) return undefined;
  return { head: line.slice(0, start), markers: line.slice(start, stop), end: line.slice(stop) };
}

/** Where the spaces and tabs before `at` begin. */
function skipSpaces(line: string, at: number): number {
  while (at > 0 && (line[at - 1] === ' ' || line[at - 1] === '\t')) at--;
  return at;
}

function readLine(line: string): Found | undefined {
  if (!line.includes(NOTATION_HINT)) return undefined;
  const tail = splitTail(line);
  if (!tail) return undefined;
  const head = tail.head;
  const close = tail.end.trim();
  const marks: Found['marks'] = [];
  const rest = tail.markers.replace(
    MARKER,
    (_, kind: string | undefined, word: string | undefined, count: string | undefined) => {
      marks.push({
        kind,
        word: word?.replace(UNESCAPE, '$1'),
        count: count === undefined ? undefined : Number.parseInt(count, 10),
      });
      return '';
    },
  );
  if (!marks.length) return undefined;

  let text: string;
  let alone: boolean;
  if (close) {
    // `<!-- … -->`, `/* … */`, `{/* … */}`: the comment goes when nothing but spaces is left in it.
    let open = close === '-->' ? head.lastIndexOf('<!--') : head.lastIndexOf('/*');
    if (open < 0) return undefined;
    const body = head.slice(open + (close === '-->' ? 4 : 2)) + rest;
    if (close.endsWith('}')) {
      const before = head.slice(0, open).trimEnd();
      if (!before.endsWith('{')) return undefined;
      open = before.length - 1;
    }
    alone = !head.slice(0, open).trim();
    text = body.trim() ? (head + rest + tail.end).trimEnd() : head.slice(0, open).trimEnd();
  } else {
    if (!LINE_COMMENT.test(head)) return undefined;
    alone = LINE_COMMENT_ONLY.test(head);
    text = rest.trim() ? head + rest : head.replace(EMPTY_LINE_COMMENT, '').trimEnd();
  }
  return { text, remove: alone && !text.trim(), next: alone, marks };
}

/** The block's markers read and taken out, or undefined when it has none (write it as before). */
export function parseNotation(code: string): Notation | undefined {
  if (!code.includes(NOTATION_HINT)) return undefined;
  const source = code.split('\n');
  const found = source.map(readLine);
  if (!found.some(Boolean)) return undefined;

  const groups = source.map(() => [] as string[][]);
  const words = source.map(() => [] as string[]);
  const pre = new Set<number>();
  for (let i = 0; i < source.length; i++) {
    const f = found[i];
    if (!f) continue;
    const from = f.next ? i + 1 : i;
    for (const mark of f.marks) {
      // As the transformers: `:N` lines from the first; a word without `:N` to the end of the block.
      const count = mark.count ?? (mark.word === undefined ? 1 : source.length);
      const to = Math.min(from + count, source.length);
      if (mark.word !== undefined) {
        if (mark.word) for (let j = from; j < to; j++) words[j]!.push(mark.word);
        continue;
      }
      const kind = KINDS[mark.kind!]!;
      pre.add(kind.group);
      for (let j = from; j < to; j++) (groups[j]![kind.group] ??= []).push(kind.classes);
    }
  }

  const lines: NotatedLine[] = [];
  for (let i = 0; i < source.length; i++) {
    const f = found[i];
    if (f?.remove) continue;
    const classes = new Set<string>();
    for (let g = 0; g < GROUPS; g++)
      for (const c of groups[i]![g] ?? []) for (const name of c.split(' ')) classes.add(name);
    lines.push({ text: f ? f.text : source[i]!, source: i + 1, classes: [...classes], words: words[i]! });
  }
  const preClasses = [...new Set([...pre].sort((a, b) => a - b).map((g) => PRE_CLASSES[g]!))];
  return { code: lines.map((l) => l.text).join('\n'), pre: preClasses.map((c) => ` ${c}`).join(''), lines };
}

/** `line` and the line's classes: `{1,3}` highlighting first (Shiki's line hook runs before the notation's). */
export function lineClass(line: NotatedLine | undefined, highlightLines: ReadonlySet<number>, index: number): string {
  const classes = new Set(['line']);
  if (highlightLines.has(line?.source ?? index + 1)) classes.add('highlighted');
  for (const c of line?.classes ?? []) classes.add(c);
  return [...classes].join(' ');
}

/** A run of a line's text: a token with its classes ('' for a bare `<span>`), or plain text (undefined). */
export interface Segment {
  text: string;
  classes?: string;
}

/**
 * The line's segments as HTML, each occurrence of the words in a `highlighted-word` span: a token
 * that an occurrence crosses is cut there and keeps its classes on each piece, as the transformer does.
 */
export function segmentsHtml(segments: readonly Segment[], words: readonly string[]): string {
  const text = segments.map((s) => s.text).join('');
  // Which occurrence each character belongs to (0: none); a later word wins where two overlap.
  const owner = new Uint32Array(text.length);
  let n = 0;
  for (const word of words) {
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length))
      owner.fill(++n, at, at + word.length);
  }
  let html = '';
  let offset = 0;
  for (const s of segments) {
    let start = 0;
    while (start < s.text.length) {
      const id = owner[offset + start]!;
      let end = start + 1;
      while (end < s.text.length && owner[offset + end] === id) end++;
      const piece = escapeHtml(s.text.slice(start, end));
      const classes = id ? (s.classes ? `${s.classes} highlighted-word` : 'highlighted-word') : s.classes;
      html +=
        classes === undefined ? piece : classes ? `<span class="${classes}">${piece}</span>` : `<span>${piece}</span>`;
      start = end;
    }
    offset += s.text.length;
  }
  return html;
}
