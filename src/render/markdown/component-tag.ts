// A component's tag as an author writes it (JSX-like): `<Name a="x" b={…} flag>`, `<Name … />` or
// `</Name>`, read from a string; and its attributes as typed props. A `>` inside quotes or braces does
// not end the tag. Names are PascalCase, as everywhere bookdocs reads components.
import type { PropValue } from '../../shared/types.js';
import { parseLiteral } from './literal-value.js';

export interface TagAttribute {
  name: string;
  /** Offset of the name in the scanned text. */
  offset: number;
  /** `"x"`/`'x'`: string; `x`: bare (unquoted); `{x}`: expression (the text between the braces). */
  value?: { kind: 'string' | 'bare' | 'expression'; text: string; offset: number };
}

export type TagScan =
  | { kind: 'open' | 'self'; name: string; attributes: TagAttribute[]; end: number }
  | { kind: 'close'; name: string; end: number }
  /** The text ends inside the tag (an unclosed quote or brace, no `>` yet). */
  | { kind: 'incomplete' }
  | { kind: 'invalid' };

const NAME = /[A-Z][\w]*/y;
const ATTRIBUTE_NAME = /[^\s"'<>/={}`]+/y;
const BARE_VALUE = /[^\s"'=<>`{}]+/y;
const SPACE = /\s*/y;

function match(re: RegExp, source: string, at: number): string | undefined {
  re.lastIndex = at;
  return re.exec(source)?.[0];
}

/** The end of a `{…}` value starting at `at` (its `{`): the index after the matching `}`, or -1. */
function braceEnd(source: string, at: number): number {
  let depth = 0;
  for (let i = at; i < source.length; i++) {
    const c = source[i];
    if (c === '"' || c === "'" || c === '`') {
      const close = source.indexOf(c, i + 1);
      // An escaped quote does not end the string.
      let j = close;
      while (j > 0 && source[j - 1] === '\\') j = source.indexOf(c, j + 1);
      if (j < 0) return -1;
      i = j;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/** Reads the tag that starts at `start` (a `<`). */
export function scanComponentTag(source: string, start = 0): TagScan {
  let i = start + 1;
  const closing = source[i] === '/';
  if (closing) i++;
  const name = match(NAME, source, i);
  if (!name) return { kind: 'invalid' };
  i += name.length;
  if (closing) {
    i += match(SPACE, source, i)!.length;
    if (i >= source.length) return { kind: 'incomplete' };
    return source[i] === '>' ? { kind: 'close', name, end: i + 1 } : { kind: 'invalid' };
  }
  const attributes: TagAttribute[] = [];
  for (;;) {
    const space = match(SPACE, source, i)!.length;
    i += space;
    if (i >= source.length) return { kind: 'incomplete' };
    if (source[i] === '>') return { kind: 'open', name, attributes, end: i + 1 };
    if (source[i] === '/') {
      if (i + 1 >= source.length) return { kind: 'incomplete' };
      return source[i + 1] === '>' ? { kind: 'self', name, attributes, end: i + 2 } : { kind: 'invalid' };
    }
    if (!space) return { kind: 'invalid' };
    const attribute = match(ATTRIBUTE_NAME, source, i);
    if (!attribute) return { kind: 'invalid' };
    const at: TagAttribute = { name: attribute, offset: i };
    attributes.push(at);
    i += attribute.length;
    const before = match(SPACE, source, i)!.length;
    if (source[i + before] !== '=') continue;
    i += before + 1;
    i += match(SPACE, source, i)!.length;
    if (i >= source.length) return { kind: 'incomplete' };
    const c = source[i]!;
    if (c === '"' || c === "'") {
      const close = source.indexOf(c, i + 1);
      if (close < 0) return { kind: 'incomplete' };
      at.value = { kind: 'string', text: source.slice(i + 1, close), offset: i + 1 };
      i = close + 1;
    } else if (c === '{') {
      const end = braceEnd(source, i);
      if (end < 0) return { kind: 'incomplete' };
      at.value = { kind: 'expression', text: source.slice(i + 1, end - 1), offset: i + 1 };
      i = end;
    } else {
      const bare = match(BARE_VALUE, source, i);
      if (!bare) return { kind: 'invalid' };
      at.value = { kind: 'bare', text: bare, offset: i };
      i += bare.length;
    }
  }
}

export interface PropProblem {
  message: string;
  hint: string;
  /** Offset in the scanned text. */
  offset: number;
}

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * The props of a tag's attributes: `"x"` a string, `flag` true, `n=3` a number (`true`/`false` a
 * boolean, other unquoted text a string, as in HTML), `{…}` a literal (literal-value.ts). A value
 * that cannot be read is left out and reported.
 */
export function componentProps(name: string, attributes: readonly TagAttribute[]) {
  const props: Record<string, PropValue> = {};
  const problems: PropProblem[] = [];
  for (const { name: prop, offset, value } of attributes) {
    if (prop === '__proto__' || prop === 'key' || prop === 'ref') {
      const why = prop === '__proto__' ? '' : ' (React keeps it)';
      problems.push({ message: `<${name}>: "${prop}" cannot be a prop${why}`, hint: 'rename the prop', offset });
      continue;
    }
    if (!value) props[prop] = true;
    else if (value.kind === 'string') props[prop] = value.text;
    else if (value.kind === 'bare') {
      const t = value.text;
      props[prop] = t === 'true' ? true : t === 'false' ? false : NUMBER.test(t) ? Number(t) : t;
    } else {
      const literal = parseLiteral(value.text);
      if (literal.ok) props[prop] = literal.value;
      else
        problems.push({
          message: `<${name}> prop "${prop}" cannot be read: ${literal.message}`,
          hint: `write a literal value: ${prop}={3}, ${prop}={true}, ${prop}={["a", "b"]} or ${prop}={{ key: "value" }}; no code is run in a page`,
          offset: value.offset + literal.offset,
        });
    }
  }
  return { props, problems };
}
