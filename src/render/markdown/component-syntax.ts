// Syntax of the site's components in a page, for the names it has (`components/Name.tsx`):
//   - a line that is one element: `<Name a="x" />`, `<Name>` inline Markdown `</Name>` (flow);
//   - an opening tag alone on its line, Markdown blocks, and `</Name>` alone on its line (flow): the
//     blocks are parsed as a document of their own (as a `:::` container's are), so whatever is between
//     the tags is balanced and the component's children are whole blocks;
//   - `<Name … />` and `<Name …>` inline Markdown `</Name>` anywhere phrasing content goes (text), the
//     tag over several lines of its paragraph when its props need them (as the flow tag may, and MDX's).
// The same name nests: an inner `<Name>` alone on its line needs its own `</Name>`. A lone opening tag
// and a closing tag without one are tokens too, so the HTML step reports them (component-html.ts).
// Each level reads the lines of the ones inside it again, so nesting stops at MAX_COMPONENT_NESTING:
// deeper tags are left as they are written, with one `nesting-too-deep` warning.
import type {
  Code,
  Construct,
  Effects,
  Extension,
  State,
  Token,
  TokenizeContext,
  TokenType,
} from 'micromark-util-types';
import { scanComponentTag, type TagScan } from './component-tag.js';

declare module 'micromark-util-types' {
  interface TokenTypeMap {
    componentFlow: 'componentFlow';
    componentText: 'componentText';
    componentTagOpen: 'componentTagOpen';
    componentTagClose: 'componentTagClose';
    componentTagData: 'componentTagData';
    componentTagLineEnding: 'componentTagLineEnding';
    componentChildren: 'componentChildren';
  }
}

type NamedTag = Extract<TagScan, { name: string }>;

/** No page a reader can follow nests components this deep. */
export const MAX_COMPONENT_NESTING = 20;

/** Where the page's components are, by offset, and how deep each is (the page's own state). */
interface Nesting {
  regions: { start: number; end: number; depth: number }[];
  /** A component at `point` would nest past MAX_COMPONENT_NESTING. */
  tooDeep: (point: { line: number; column: number }) => void;
}

/** How deep a component starting at `offset` is (1: in no other component). */
function depthAt(nesting: Nesting, offset: number): number {
  let depth = 0;
  for (const r of nesting.regions) if (offset >= r.start && offset < r.end && r.depth > depth) depth = r.depth;
  return depth + 1;
}

const LESS_THAN = 60;
const GREATER_THAN = 62;
const SLASH = 47;
/** No real tag is longer; a longer run is not read as one. */
const MAX_TAG = 4000;

const isLineEnding = (code: Code): boolean => code !== null && code < -2;
const isSpace = (code: Code): boolean => code === -2 || code === -1 || code === 32;
const isUpper = (code: Code): boolean => code !== null && code >= 65 && code <= 90;
const charOf = (code: number): string => (code === -2 ? '\t' : code === -1 ? ' ' : String.fromCharCode(code));

/**
 * A tag that `accept` takes, as a token of `type` holding its text (`componentTagData`, one per line:
 * with `multiline`, it may go on over the next lines of its container, as MDX's do).
 */
function tag(type: TokenType, accept: (tag: NamedTag) => boolean, multiline = false): Construct {
  function tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
    const isLazy = () => this.parser.lazy[this.now().line];
    let text = '';
    return start;
    function start(code: Code): State | undefined {
      if (code !== LESS_THAN) return nok(code);
      effects.enter(type);
      effects.enter('componentTagData');
      effects.consume(code);
      text = '<';
      return second;
    }
    function second(code: Code): State | undefined {
      return isUpper(code) || code === SLASH ? inside(code) : nok(code);
    }
    function inside(code: Code): State | undefined {
      if (code === null || text.length >= MAX_TAG) return nok(code);
      if (isLineEnding(code)) return multiline ? lineBreak(code) : nok(code);
      text += charOf(code);
      effects.consume(code);
      if (code !== GREATER_THAN) return inside;
      const scan = scanComponentTag(text);
      if (scan.kind === 'incomplete') return inside;
      if (scan.kind === 'invalid' || !accept(scan)) return nok;
      effects.exit('componentTagData');
      effects.exit(type);
      return ok;
    }
    function lineBreak(code: Code): State | undefined {
      effects.exit('componentTagData');
      effects.enter('componentTagLineEnding');
      effects.consume(code);
      effects.exit('componentTagLineEnding');
      text += '\n';
      return nextLine;
    }
    /** The tag goes on in its container (not on a lazy line, nor a blank one). */
    function nextLine(code: Code): State | undefined {
      if (isLazy() || code === null || isLineEnding(code)) return nok(code);
      effects.enter('componentTagData');
      return inside(code);
    }
  }
  return { tokenize, partial: true };
}

/** Spaces (a token of `type`), then what `next` reads. */
function spaces(effects: Effects, type: TokenType, next: State): State {
  let entered = false;
  return function space(code: Code): State | undefined {
    if (isSpace(code)) {
      if (!entered) effects.enter(type);
      entered = true;
      effects.consume(code);
      return space;
    }
    if (entered) effects.exit(type);
    return next(code);
  };
}

/** A whole line holding only the tag `accept` takes (indent and trailing spaces allowed). */
function tagLine(type: TokenType, accept: (tag: NamedTag) => boolean): Construct {
  const inner = tag(type, accept);
  function tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
    const end = (code: Code): State | undefined => (code === null || isLineEnding(code) ? ok(code) : nok(code));
    return spaces(effects, 'linePrefix', effects.attempt(inner, spaces(effects, 'whitespace', end), nok));
  }
  return { tokenize, partial: true };
}

const BACKTICK = 96;
const TILDE = 126;

/** A code fence's line (```` ``` ```` or `~~~`, three or more) whose marker and size `accept` takes. */
function fenceLine(maxIndent: number, accept: (marker: number, size: number) => boolean, closing = false): Construct {
  function tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
    let indent = 0;
    let marker = 0;
    let size = 0;
    // Only ever checked (its tokens are dropped): one token around what it reads.
    return (code: Code) => {
      effects.enter('codeFencedFence');
      return start(code);
    };
    function start(code: Code): State | undefined {
      if (isSpace(code) && indent < maxIndent) {
        indent++;
        effects.consume(code);
        return start;
      }
      if (code !== BACKTICK && code !== TILDE) return nok(code);
      marker = code;
      return run(code);
    }
    function run(code: Code): State | undefined {
      if (code === marker) {
        size++;
        effects.consume(code);
        return run;
      }
      if (size < 3 || !accept(marker, size)) return nok(code);
      return closing ? rest(code) : end(code);
    }
    /** A closing fence: nothing but spaces after it. */
    function rest(code: Code): State | undefined {
      if (code === null || isLineEnding(code)) return end(code);
      if (!isSpace(code)) return nok(code);
      effects.consume(code);
      return rest;
    }
    function end(code: Code): State | undefined {
      effects.exit('codeFencedFence');
      return ok(code);
    }
  }
  return { tokenize, partial: true };
}

/** At a line ending: the next line belongs to this block's container (it is not a lazy line). */
const nonLazyLine: Construct = {
  partial: true,
  tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
    return (code: Code) => {
      effects.enter('lineEnding');
      effects.consume(code);
      effects.exit('lineEnding');
      return (next: Code) => (this.parser.lazy[this.now().line] ? nok(next) : ok(next));
    };
  },
};

/**
 * Inline children up to the `</name>` that closes them (a `<name>` inside opens one more level), as
 * chunks of text content (parsed later as the page's inline Markdown), then that closing tag. Without
 * one before the end of the text (or of the line, unless `multiline`), `nok`.
 */
function inlineChildren(effects: Effects, name: string, multiline: boolean, ok: State, nok: State): State {
  const close = tag('componentTagClose', (t) => t.kind === 'close' && t.name === name);
  const open = tag('componentTagOpen', (t) => t.kind === 'open' && t.name === name);
  let depth = 0;
  let previous: Token | undefined;
  let inChunk = false;

  let entered = false;

  function ensureChunk(): void {
    if (inChunk) return;
    if (!entered) effects.enter('componentChildren');
    entered = true;
    // As micromark-extension-directive's labels: a chunk per line, its line ending included.
    const token = effects.enter('chunkText', { contentType: 'text', _contentTypeTextTrailing: true, previous });
    if (previous) previous.next = token;
    previous = token;
    inChunk = true;
  }
  function inside(code: Code): State | undefined {
    if (code === null) return nok(code);
    if (code === LESS_THAN) return effects.check(close, atClose, notClose)(code);
    ensureChunk();
    effects.consume(code);
    if (!isLineEnding(code)) return inside;
    if (!multiline) return nok;
    effects.exit('chunkText');
    inChunk = false;
    return inside;
  }
  function atClose(code: Code): State | undefined {
    if (depth) {
      depth--;
      return consume(code);
    }
    if (inChunk) effects.exit('chunkText');
    if (entered) effects.exit('componentChildren');
    return effects.attempt(close, ok, nok)(code);
  }
  function notClose(code: Code): State | undefined {
    return effects.check(open, nested, consume)(code);
  }
  function nested(code: Code): State | undefined {
    depth++;
    return consume(code);
  }
  function consume(code: Code): State | undefined {
    ensureChunk();
    effects.consume(code);
    return inside;
  }
  return inside;
}

/** The flow constructs: a line that is one element, or an opening tag, blocks and a closing tag. */
function flowComponent(components: ReadonlySet<string>, nesting: Nesting): Construct {
  function tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
    const { interrupt, parser } = this;
    const now = () => this.now();
    const begin = now();
    const level = depthAt(nesting, begin.offset);
    const tail = this.events[this.events.length - 1];
    const initialSize = tail && tail[1].type === 'linePrefix' ? tail[2].sliceSerialize(tail[1], true).length : 0;
    let first: NamedTag | undefined;
    let depth = 0;
    let previous: Token | undefined;
    let entered = false;
    /** The code fence the content is in: its tags are code, not the component's. */
    let fence: { marker: number; size: number } | undefined;
    const openFence = fenceLine(initialSize + 3, (marker, size) => !!(fence = { marker, size }));
    const closeFence = fenceLine(
      initialSize + 3,
      (marker, size) => marker === fence!.marker && size >= fence!.size,
      true,
    );
    const firstTag = tag('componentTagOpen', (t) => components.has(t.name) && !!(first = t), true);
    const closeLine = tagLine('componentTagClose', (t) => t.kind === 'close' && t.name === first!.name);
    const openLine = tagLine('componentTagOpen', (t) => t.kind === 'open' && t.name === first!.name);

    return start;

    function start(code: Code): State | undefined {
      // Only a whole block element interrupts a paragraph (`text\n<Name />` stays inline, as HTML does).
      if (code !== LESS_THAN) return nok(code);
      if (level > MAX_COMPONENT_NESTING) {
        nesting.tooDeep(begin);
        return nok(code);
      }
      effects.enter('componentFlow');
      return effects.attempt(firstTag, spaces(effects, 'whitespace', afterTag), nok)(code);
    }

    function afterTag(code: Code): State | undefined {
      const atEnd = code === null || isLineEnding(code);
      if (interrupt && !(first!.kind === 'open' && code !== null && atEnd)) return nok(code);
      if (first!.kind !== 'open') return atEnd ? done(code) : nok(code);
      if (!atEnd) return inlineChildren(effects, first!.name, false, spaces(effects, 'whitespace', lineEnd), nok)(code);
      if (code === null) return done(code);
      return effects.attempt(nonLazyLine, lineStart, unclosedOpen)(code);
    }

    function unclosedOpen(code: Code): State | undefined {
      return interrupt ? nok(code) : done(code);
    }

    function lineEnd(code: Code): State | undefined {
      return code === null || isLineEnding(code) ? done(code) : nok(code);
    }

    function exitChildren(): void {
      if (entered) effects.exit('componentChildren');
    }

    function lineStart(code: Code): State | undefined {
      if (fence) return effects.check(closeFence, fenceEnd, content)(code);
      return effects.check(openFence, content, notFence)(code);
    }

    function fenceEnd(code: Code): State | undefined {
      fence = undefined;
      return content(code);
    }

    function notFence(code: Code): State | undefined {
      return effects.check(closeLine, atCloseLine, notCloseLine)(code);
    }

    function atCloseLine(code: Code): State | undefined {
      if (depth) {
        depth--;
        return content(code);
      }
      exitChildren();
      return effects.attempt(closeLine, done, nok)(code);
    }

    function notCloseLine(code: Code): State | undefined {
      return effects.check(openLine, nestedOpen, content)(code);
    }

    function nestedOpen(code: Code): State | undefined {
      depth++;
      return content(code);
    }

    function content(code: Code): State | undefined {
      if (!entered) effects.enter('componentChildren');
      entered = true;
      return initialSize ? prefix(code) : chunkStart(code);
    }

    function prefix(code: Code): State | undefined {
      let size = 0;
      function more(c: Code): State | undefined {
        if (isSpace(c) && size < initialSize + 1) {
          if (!size) effects.enter('linePrefix');
          size++;
          effects.consume(c);
          return more;
        }
        if (size) effects.exit('linePrefix');
        return chunkStart(c);
      }
      return more(code);
    }

    function chunkStart(code: Code): State | undefined {
      if (code === null) return unclosed(code);
      if (isLineEnding(code)) return effects.check(nonLazyLine, chunk, unclosed)(code);
      return chunk(code);
    }

    function chunk(code: Code): State | undefined {
      const token = effects.enter('chunkDocument', { contentType: 'document', previous });
      if (previous) previous.next = token;
      previous = token;
      return chunkInside(code);
    }

    function chunkInside(code: Code): State | undefined {
      if (code === null) {
        const t = effects.exit('chunkDocument');
        parser.lazy[t.start.line] = false;
        return unclosed(code);
      }
      if (isLineEnding(code)) return effects.check(nonLazyLine, chunkLineEnd, chunkLast)(code);
      effects.consume(code);
      return chunkInside;
    }

    function chunkLineEnd(code: Code): State | undefined {
      effects.consume(code);
      const t = effects.exit('chunkDocument');
      parser.lazy[t.start.line] = false;
      return lineStart;
    }

    function chunkLast(code: Code): State | undefined {
      const t = effects.exit('chunkDocument');
      parser.lazy[t.start.line] = false;
      return unclosed(code);
    }

    /** The document or the container ends before `</Name>`: the component ends there (reported). */
    function unclosed(code: Code): State | undefined {
      if (interrupt) return nok(code);
      exitChildren();
      return done(code);
    }

    function done(code: Code): State | undefined {
      effects.exit('componentFlow');
      nesting.regions.push({ start: begin.offset, end: now().offset, depth: level });
      return ok(code);
    }
  }
  return { name: 'componentFlow', tokenize, concrete: true };
}

/** The text construct: `<Name … />`, `<Name …>…</Name>`, or a lone tag (reported). */
function textComponent(components: ReadonlySet<string>, nesting: Nesting): Construct {
  function tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
    const now = () => this.now();
    const begin = now();
    const level = depthAt(nesting, begin.offset);
    let first: NamedTag | undefined;
    const firstTag = tag(
      'componentTagOpen',
      (t) => t.kind !== 'close' && components.has(t.name) && !!(first = t),
      true,
    );
    const loneTag = tag('componentTagClose', (t) => t.kind === 'close' && components.has(t.name));
    const element: Construct = {
      partial: true,
      tokenize(effects: Effects, ok: State, nok: State): State {
        return effects.attempt(firstTag, afterTag, nok);
        function afterTag(code: Code): State | undefined {
          if (first!.kind === 'self') return ok(code);
          return inlineChildren(effects, first!.name, true, ok, nok)(code);
        }
      },
    };
    const lone: Construct = {
      partial: true,
      tokenize: (effects: Effects, ok: State, nok: State): State =>
        effects.attempt(firstTag, ok, effects.attempt(loneTag, ok, nok)),
    };
    function end(code: Code): State | undefined {
      effects.exit('componentText');
      nesting.regions.push({ start: begin.offset, end: now().offset, depth: level });
      return ok(code);
    }
    return function start(code: Code): State | undefined {
      if (code !== LESS_THAN) return nok(code);
      if (level > MAX_COMPONENT_NESTING) {
        nesting.tooDeep(begin);
        return nok(code);
      }
      effects.enter('componentText');
      return effects.attempt(element, end, effects.attempt(lone, end, nok))(code);
    };
  }
  return { name: 'componentText', tokenize };
}

/**
 * The syntax for the page's component names; tried before CommonMark's HTML. `tooDeep` hears of a
 * component past MAX_COMPONENT_NESTING (maybe more than once for the same place).
 */
export function componentSyntax(
  components: ReadonlySet<string>,
  tooDeep: (point: { line: number; column: number }) => void,
): Extension {
  const nesting: Nesting = { regions: [], tooDeep };
  return {
    flow: { [LESS_THAN]: { ...flowComponent(components, nesting), add: 'before' } },
    text: { [LESS_THAN]: { ...textComponent(components, nesting), add: 'before' } },
  };
}
