// Where a config value stands in a config written in code (bookdocs.config.ts): there is no JSON to
// walk, so a key is found by its name, cheaply. Each named key of a path is looked for after the
// previous one, as an identifier or a quoted string before a colon; an array index is the item of
// that number in an array literal written right there (`plugins: [a(), 'b']`), its items told apart
// by the commas outside brackets, strings and comments. Where that cannot be known (no literal, a
// spread before the item) the search ends, and the enclosing place is the best known. What cannot be
// found has no position: the file only.
import type { JsonPath, Position } from './json-position.js';

/** Positions of config values, as far as they are known: the same questions JSON positions answer. */
export interface ConfigPositions {
  /** Where the key of the member at `parts` is written. */
  key(parts: JsonPath): Position | undefined;
  /** Where the value at `parts` is written (for code: the nearest key found), else undefined. */
  value(parts: JsonPath): Position | undefined;
  /** The value at `parts`, else the nearest enclosing one that can be found. */
  nearest(parts: JsonPath): Position | undefined;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function codePositions(text: string): ConfigPositions {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const positionOf = (offset: number): Position => {
    let line = 0;
    while (line + 1 < lineStarts.length && lineStarts[line + 1]! <= offset) line++;
    return { line: line + 1, column: offset - lineStarts[line]! + 1 };
  };
  /** The first `key:` (or `'key':`, `"key":`) at or after `from`: its offset and that of its value. */
  const find = (key: string, from: number): { at: number; value: number } | undefined => {
    const k = escapeRegExp(key);
    const re = new RegExp(`(?<![\\w$.'"])(?:${k}|'${k}'|"${k}")\\s*:(?!:)`, 'g');
    re.lastIndex = from;
    const m = re.exec(text);
    return m ? { at: m.index, value: m.index + m[0].length } : undefined;
  };
  /** The places of the path's parts, found one after the other, up to the first that cannot be. */
  const walk = (parts: JsonPath): { found: number; at?: number } => {
    let at: number | undefined;
    let value = 0;
    let found = 0;
    for (const part of parts) {
      const next = typeof part === 'number' ? arrayItem(text, value, part) : find(String(part), value);
      if (next === undefined) break;
      ({ at, value } = next);
      found++;
    }
    return { found, at };
  };
  const exact = (parts: JsonPath) => {
    const { found, at } = walk(parts);
    return found === parts.length && at !== undefined ? positionOf(at) : undefined;
  };
  return {
    key: exact,
    value: nearest,
    nearest,
  };
  function nearest(parts: JsonPath): Position | undefined {
    const { at } = walk(parts);
    return at === undefined ? undefined : positionOf(at);
  }
}

/**
 * The item `index` of the array literal that starts at `from` (after blanks): its offset, which is
 * also where its own keys and items are looked for. Undefined when there is no literal there, it has
 * fewer items, or a spread comes first (items after it have other numbers).
 */
function arrayItem(text: string, from: number, index: number): { at: number; value: number } | undefined {
  let i = skipBlanks(text, from);
  if (text[i] !== '[') return undefined;
  let item = 0;
  i = skipBlanks(text, i + 1);
  let start = i;
  const closers: string[] = [];
  while (i < text.length) {
    if (!closers.length && i === start) {
      if (text.startsWith('...', i)) return undefined;
      if (item === index) return text[i] === ']' ? undefined : { at: i, value: i };
    }
    const c = text[i]!;
    if (c === '"' || c === "'" || c === '`') i = stringEnd(text, i);
    else if (c === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) i = skipBlanks(text, i);
    else if (c === '[' || c === '{' || c === '(') {
      closers.push(c === '[' ? ']' : c === '{' ? '}' : ')');
      i++;
    } else if (closers.length && c === closers[closers.length - 1]) {
      closers.pop();
      i++;
    } else if (!closers.length && c === ']') return undefined;
    else if (!closers.length && c === ',') {
      item++;
      i = start = skipBlanks(text, i + 1);
    } else i++;
  }
  return undefined;
}

/** The offset after blanks and comments from `i`. */
function skipBlanks(text: string, i: number): number {
  for (;;) {
    while (i < text.length && /\s/.test(text[i]!)) i++;
    if (text.startsWith('//', i)) i = text.indexOf('\n', i) === -1 ? text.length : text.indexOf('\n', i);
    else if (text.startsWith('/*', i)) i = text.indexOf('*/', i) === -1 ? text.length : text.indexOf('*/', i) + 2;
    else return i;
  }
}

/** The offset after the string or template literal that starts at `i` (`${…}` in a template skipped whole). */
function stringEnd(text: string, i: number): number {
  const quote = text[i]!;
  for (let j = i + 1; j < text.length; j++) {
    const c = text[j];
    if (c === '\\') j++;
    else if (c === quote) return j + 1;
    else if (quote === '`' && c === '$' && text[j + 1] === '{') {
      let depth = 1;
      for (j += 2; j < text.length && depth; j++) {
        if (text[j] === '{') depth++;
        else if (text[j] === '}') depth--;
        else if (text[j] === '"' || text[j] === "'" || text[j] === '`') j = stringEnd(text, j) - 1;
      }
      j--;
    } else if (quote !== '`' && c === '\n') return j;
  }
  return text.length;
}
