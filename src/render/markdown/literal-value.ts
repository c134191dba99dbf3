// A component prop's `{…}` value read as data, never run: a JSON5-like literal (objects with quoted or
// bare keys, arrays, single- or double-quoted strings, numbers, true, false, null, trailing commas and
// comments). Anything else (`foo()`, `a + b`, an unclosed bracket) is an error at its offset, so the
// page reports it instead of showing it or evaluating it.
import type { PropValue } from '../../shared/types.js';

export type LiteralResult = { ok: true; value: PropValue } | { ok: false; message: string; offset: number };

class LiteralError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

const IDENTIFIER_START = /[A-Za-z_$]/;
const IDENTIFIER = /[\w$]/;
const NUMBER = /^[+-]?(?:0[xX][\da-fA-F]+|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)/;
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', 0: '\0' };
/** Deep enough for any real prop; a deeper one is more likely a mistake than data. */
const MAX_DEPTH = 100;

/** Reads `source` (the text between a prop's braces) as one literal value. */
export function parseLiteral(source: string): LiteralResult {
  let i = 0;

  function fail(message: string, at = i): never {
    throw new LiteralError(message, at);
  }

  function skipSpace(): void {
    for (;;) {
      while (i < source.length && /\s/.test(source[i]!)) i++;
      if (source.startsWith('//', i)) {
        while (i < source.length && source[i] !== '\n') i++;
      } else if (source.startsWith('/*', i)) {
        const end = source.indexOf('*/', i + 2);
        if (end < 0) fail('unclosed comment');
        i = end + 2;
      } else return;
    }
  }

  function identifier(): string {
    const start = i;
    while (i < source.length && IDENTIFIER.test(source[i]!)) i++;
    return source.slice(start, i);
  }

  function string(): string {
    const quote = source[i]!;
    const start = i++;
    let out = '';
    while (i < source.length && source[i] !== quote) {
      const c = source[i++]!;
      if (c === '\n') fail('a string cannot span lines', start);
      if (c !== '\\') {
        out += c;
        continue;
      }
      const e = source[i++];
      if (e === undefined) break;
      if (e === 'u' || e === 'x') {
        const hex = source.slice(i, i + (e === 'u' ? 4 : 2));
        if (!/^[\da-fA-F]+$/.test(hex) || hex.length !== (e === 'u' ? 4 : 2)) fail(`bad escape \\${e}${hex}`, i - 2);
        out += String.fromCharCode(parseInt(hex, 16));
        i += hex.length;
      } else out += ESCAPES[e] ?? e;
    }
    if (i >= source.length) fail('unclosed string', start);
    i++;
    return out;
  }

  function value(depth: number): PropValue {
    if (depth > MAX_DEPTH) fail(`nested deeper than ${MAX_DEPTH} levels`);
    skipSpace();
    const c = source[i];
    if (c === undefined) fail('a value is missing');
    if (c === '{') return object(depth);
    if (c === '[') return array(depth);
    if (c === '"' || c === "'") return string();
    if (c === '`') fail('template strings are not read: use "…" or \'…\'');
    const number = NUMBER.exec(source.slice(i, i + 400));
    if (number) {
      const start = i;
      i += number[0].length;
      if (i < source.length && IDENTIFIER.test(source[i]!))
        fail(`\`${source.slice(start, i + 1)}\` is not a number`, start);
      const text = number[0];
      const sign = text.startsWith('-') ? -1 : 1;
      const digits = text.replace(/^[+-]/, '');
      return sign * (/^0[xX]/.test(digits) ? parseInt(digits.slice(2), 16) : Number(digits));
    }
    if (IDENTIFIER_START.test(c)) {
      const start = i;
      const word = identifier();
      if (word === 'true') return true;
      if (word === 'false') return false;
      if (word === 'null') return null;
      if (word === 'undefined') fail('`undefined` is not data: leave the prop out, or use null', start);
      fail(`\`${word}\` is not a literal value: no code is run in a page`, start);
    }
    fail(`unexpected \`${c}\``);
  }

  function object(depth: number): PropValue {
    i++;
    const entries: [string, PropValue][] = [];
    for (;;) {
      skipSpace();
      if (source[i] === '}') break;
      const c = source[i];
      let key: string;
      if (c === '"' || c === "'") key = string();
      else if (c !== undefined && IDENTIFIER_START.test(c)) key = identifier();
      else if (c === undefined) fail('unclosed `{`');
      else fail(`a key (a name or a string) was expected, not \`${c}\``);
      skipSpace();
      if (source[i] !== ':') fail(`\`:\` was expected after the key "${key}"`);
      i++;
      entries.push([key, value(depth + 1)]);
      skipSpace();
      if (source[i] === ',') i++;
      else if (source[i] !== '}') fail(source[i] === undefined ? 'unclosed `{`' : '`,` or `}` was expected');
    }
    i++;
    // fromEntries defines own properties: a `__proto__` key is data, not the object's prototype.
    return Object.fromEntries(entries);
  }

  function array(depth: number): PropValue {
    i++;
    const items: PropValue[] = [];
    for (;;) {
      skipSpace();
      if (source[i] === ']') break;
      if (source[i] === undefined) fail('unclosed `[`');
      items.push(value(depth + 1));
      skipSpace();
      if (source[i] === ',') i++;
      else if (source[i] !== ']') fail(source[i] === undefined ? 'unclosed `[`' : '`,` or `]` was expected');
    }
    i++;
    return items;
  }

  try {
    const result = value(0);
    skipSpace();
    if (i < source.length) fail(`unexpected \`${source[i]}\` after the value`);
    return { ok: true, value: result };
  } catch (e) {
    if (e instanceof LiteralError) return { ok: false, message: e.message, offset: e.offset };
    throw e;
  }
}
