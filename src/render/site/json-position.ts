// Where a value stands in a JSON text (site.config.json), by its path: for config problems found by
// validation (zod paths) and by `check` (navbar and sidebar links), so both point at the same line.

export interface Position {
  line: number;
  column: number;
}

export type JsonPath = readonly PropertyKey[];

/** `navbar[1].children[0].link`, the form messages use. */
export function jsonPath(parts: JsonPath): string {
  let out = '';
  for (const p of parts) out += typeof p === 'number' ? `[${p}]` : out ? `.${String(p)}` : String(p);
  return out;
}

function pathKey(parts: JsonPath): string {
  return JSON.stringify(parts.map((p) => (typeof p === 'number' ? p : String(p))));
}

export interface JsonPositions {
  /** Where the value at `parts` starts; undefined when the text has no such path. */
  value(parts: JsonPath): Position | undefined;
  /** Where the key of the member at `parts` starts (its value for array items). */
  key(parts: JsonPath): Position | undefined;
  /** The value at `parts`, else the nearest enclosing one that exists, else 1:1. */
  nearest(parts: JsonPath): Position;
}

/** Positions of every key and value in a JSON text. Tolerates broken input (what was read stays right). */
export function jsonPositions(text: string): JsonPositions {
  const values = new Map<string, Position>();
  const keys = new Map<string, Position>();
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const positionOf = (offset: number): Position => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - lineStarts[lo]! + 1 };
  };
  let i = 0;
  const skip = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  const string = (): string => {
    const start = i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    return JSON.parse(text.slice(start, ++i)) as string;
  };
  const value = (parts: PropertyKey[]): void => {
    skip();
    values.set(pathKey(parts), positionOf(i));
    const c = text[i];
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      i++;
      for (let n = 0; i < text.length; n++) {
        skip();
        if (text[i] === close) break;
        if (c === '{') {
          const at = positionOf(i);
          const key = string();
          keys.set(pathKey([...parts, key]), at);
          skip();
          i++; // ':'
          value([...parts, key]);
        } else value([...parts, n]);
        skip();
        if (text[i] === ',') i++;
      }
      i++;
    } else if (c === '"') string();
    else {
      const start = i;
      while (i < text.length && !/[\s,\]}]/.test(text[i]!)) i++;
      if (i === start) i++; // a stray character in broken input: always move on
    }
  };
  try {
    value([]);
  } catch {
    // Invalid JSON: positions read so far are still right.
  }
  return {
    value: (parts) => values.get(pathKey(parts)),
    key: (parts) => keys.get(pathKey(parts)) ?? values.get(pathKey(parts)),
    nearest(parts) {
      for (let n = parts.length; n >= 0; n--) {
        const at = values.get(pathKey(parts.slice(0, n)));
        if (at) return at;
      }
      return { line: 1, column: 1 };
    },
  };
}
