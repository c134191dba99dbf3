// Where a config value stands in a config written in code (bookdocs.config.ts): there is no JSON to
// walk, so a key is found by its name, cheaply. Each named key of a path is looked for after the
// previous one, as an identifier or a quoted string before a colon; an array index ends the search
// (the enclosing key is the best place known). What cannot be found has no position: the file only.
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
  /** Offset of the first `key:` (or `'key':`, `"key":`) at or after `from`. */
  const find = (key: string, from: number): number | undefined => {
    const k = escapeRegExp(key);
    const re = new RegExp(`(?<![\\w$.'"])(?:${k}|'${k}'|"${k}")\\s*:(?!:)`, 'g');
    re.lastIndex = from;
    return re.exec(text)?.index;
  };
  /** Offsets of the path's named keys, found one after the other, up to the first index or missing key. */
  const walk = (parts: JsonPath): { found: number; at?: number } => {
    let at: number | undefined;
    let found = 0;
    for (const part of parts) {
      if (typeof part !== 'string') break;
      const next = find(part, at ?? 0);
      if (next === undefined) break;
      at = next;
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
