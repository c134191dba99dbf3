// A VitePress config's `rewrites`: a page's path under srcDir → the path its route is made from
// (`en/guide/a.md` → `guide/a.md` for `{ 'en/:rest*': ':rest*' }`). Rules are tried in order, the first
// that matches wins; a function is called with each path. Patterns are path-to-regexp 6's (the version
// VitePress compiles them with): `:name`, `:name(regex)`, unnamed `(regex)`, the modifiers `?`, `*` and
// `+`, a `/` or `.` before a parameter belonging to it; a key starting with `^` is a regular expression.
// (`{…}` groups are not supported: their braces are matched as written.)

/** A page's path under srcDir → its rewritten path (the path itself when no rule applies). */
export type Rewrite = (file: string) => string;

type Params = Record<string, string | string[]>;

interface Param {
  name: string;
  pattern: string;
  prefix: string;
  modifier: '' | '?' | '*' | '+';
}
type Token = string | Param;

/** A parameter's own pattern when none is written: one path segment. */
const SEGMENT = '[^\\/#\\?]+?';
const PREFIXES = './';

const escape = (s: string) => s.replace(/[.+*?^${}()[\]|/\\]/g, '\\$&');

/** The pattern as text and parameters. Throws a TypeError for a pattern path-to-regexp rejects too. */
function parse(pattern: string): Token[] {
  const tokens: Token[] = [];
  let text = '';
  let unnamed = 0;
  let i = 0;
  while (i < pattern.length) {
    const ch = pattern[i]!;
    if (ch === '\\') {
      text += pattern[i + 1] ?? '';
      i += 2;
      continue;
    }
    let name = '';
    if (ch === ':') {
      const m = /^\w+/.exec(pattern.slice(i + 1));
      if (!m) throw new TypeError(`missing parameter name at ${i} in "${pattern}"`);
      name = m[0];
      i += 1 + name.length;
    } else if (ch !== '(') {
      text += ch;
      i++;
      continue;
    }
    let own = SEGMENT;
    if (pattern[i] === '(') {
      const end = groupEnd(pattern, i);
      own = pattern.slice(i + 1, end);
      i = end + 1;
      if (!name) name = String(unnamed++);
    }
    const modifier = /[?*+]/.test(pattern[i] ?? '') ? (pattern[i++] as Param['modifier']) : '';
    const prefix = PREFIXES.includes(text.slice(-1)) ? text.slice(-1) : '';
    if (text.length > prefix.length) tokens.push(text.slice(0, text.length - prefix.length));
    text = '';
    tokens.push({ name, pattern: own, prefix, modifier });
  }
  if (text) tokens.push(text);
  return tokens;
}

/** The index of the `)` closing the group opened at `start` (escapes and nested groups skipped). */
function groupEnd(pattern: string, start: number): number {
  let depth = 0;
  for (let i = start; i < pattern.length; i++) {
    if (pattern[i] === '\\') i++;
    else if (pattern[i] === '(') depth++;
    else if (pattern[i] === ')' && --depth === 0) return i;
  }
  throw new TypeError(`unbalanced pattern at ${start} in "${pattern}"`);
}

/** The whole-path regular expression of parsed tokens: case-insensitive, a trailing `/` allowed (path-to-regexp's defaults). */
function toRegExp(tokens: Token[]): RegExp {
  let source = '^';
  for (const t of tokens) {
    if (typeof t === 'string') source += escape(t);
    else if (t.modifier === '*' || t.modifier === '+') {
      source += t.prefix
        ? `(?:${escape(t.prefix)}((?:${t.pattern})(?:${escape(t.prefix)}(?:${t.pattern}))*))${t.modifier === '*' ? '?' : ''}`
        : `((?:${t.pattern})${t.modifier})`;
    } else source += t.prefix ? `(?:${escape(t.prefix)}(${t.pattern}))${t.modifier}` : `(${t.pattern})${t.modifier}`;
  }
  return new RegExp(`${source}(?:[\\/#\\?](?=$))?$`, 'i');
}

/** A rule's source pattern as a matcher: the parameters of a path it matches, or undefined. */
function matcher(from: string): (file: string) => Params | undefined {
  if (from.startsWith('^')) {
    const re = new RegExp(from);
    return (file) => {
      const m = re.exec(file);
      return m ? { ...Object.fromEntries(m.slice(1).map((v, i) => [String(i), v ?? ''])), ...m.groups } : undefined;
    };
  }
  const tokens = parse(from);
  const params = tokens.filter((t): t is Param => typeof t !== 'string');
  const re = toRegExp(tokens);
  return (file) => {
    const m = re.exec(file);
    if (!m) return undefined;
    const out: Params = {};
    params.forEach((p, i) => {
      const value = m[i + 1];
      if (value === undefined) return;
      out[p.name] = p.modifier === '*' || p.modifier === '+' ? value.split(p.prefix || '/') : value;
    });
    return out;
  };
}

/** A rule's target pattern filled with parameters (a missing optional one left out with its prefix). */
function filler(to: string): (params: Params) => string {
  const tokens = parse(`/${to}`);
  return (params) => {
    let out = '';
    for (const t of tokens) {
      if (typeof t === 'string') out += t;
      else {
        const value = params[t.name];
        const parts = value === undefined ? [] : Array.isArray(value) ? value : [value];
        out += parts.map((v) => t.prefix + v).join('');
      }
    }
    return out.slice(1);
  };
}

/**
 * The rewrite of a config's `rewrites` (an object of source → target patterns, or a function), or
 * undefined when it has none. Throws a TypeError for a pattern that cannot be read.
 */
export function compileRewrites(rewrites: Record<string, string> | ((file: string) => unknown)): Rewrite | undefined {
  if (typeof rewrites === 'function') {
    return (file) => {
      const to = rewrites(file);
      return typeof to === 'string' && to ? to : file;
    };
  }
  const rules = Object.entries(rewrites).map(([from, to]) => ({ match: matcher(from), fill: filler(to) }));
  if (!rules.length) return undefined;
  return (file) => {
    for (const { match, fill } of rules) {
      const params = match(file);
      if (params) return fill(params);
    }
    return file;
  };
}
