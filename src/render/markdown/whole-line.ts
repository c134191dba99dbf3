// A flow construct for a block that is one whole line matching a pattern, with a blank line (or the end
// of the document or of its container) after it, such as `<Comp></Comp>` (component-block.ts) or
// `{#id}` (block-attributes.ts). Like an HTML block of kind 7, it cannot interrupt a paragraph, so
// `text\n<Comp></Comp>` stays one paragraph; a line that does not match, or that is followed by more
// text, is left to the other constructs (micromark tries them next, from the same place).
//
// The block is one token of `type`, holding one token of `dataType` with the line's text after its
// indent (a line prefix before it is micromark's own).
import type { Code, Construct, Effects, State, TokenizeContext, TokenType } from 'micromark-util-types';

/** Line endings are negative codes below -2 in micromark; tabs and virtual spaces are -2 and -1. */
const isLineEnding = (code: Code): boolean => code !== null && code < -2;
const isSpace = (code: Code): boolean => code === -2 || code === -1 || code === 32;

/** At a line ending: the next line is blank, or is not part of this block's container (lazy). */
const endOfBlock: Construct = {
  partial: true,
  tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
    const isLazy = () => this.parser.lazy[this.now().line];
    return start;
    function start(code: Code): State | undefined {
      effects.enter('lineEnding');
      effects.consume(code);
      effects.exit('lineEnding');
      return lineStart;
    }
    function lineStart(code: Code): State | undefined {
      if (isLazy()) return ok(code);
      if (!isSpace(code)) return end(code);
      effects.enter('linePrefix');
      return blank(code);
    }
    function blank(code: Code): State | undefined {
      if (isSpace(code)) {
        effects.consume(code);
        return blank;
      }
      effects.exit('linePrefix');
      return end(code);
    }
    function end(code: Code): State | undefined {
      return code === null || isLineEnding(code) ? ok(code) : nok(code);
    }
  },
};

/**
 * A construct for lines of `firstCode`, whose text (at most `maxLength` characters after the indent)
 * matches `pattern` and whose second character passes `second` (a cheap first test).
 */
export function wholeLine(
  type: TokenType,
  dataType: TokenType,
  pattern: RegExp,
  second: (code: Code) => boolean,
  maxLength = 1000,
): Construct {
  function tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
    const interrupt = this.interrupt;
    let text = '';
    return start;

    function start(code: Code): State | undefined {
      if (interrupt) return nok(code);
      effects.enter(type);
      effects.enter(dataType);
      effects.consume(code);
      text = String.fromCharCode(code!);
      return afterFirst;
    }

    function afterFirst(code: Code): State | undefined {
      return second(code) ? inside(code) : nok(code);
    }

    function inside(code: Code): State | undefined {
      if (code === null || isLineEnding(code)) {
        effects.exit(dataType);
        if (!pattern.test(text)) return nok(code);
        return code === null ? after(code) : effects.check(endOfBlock, after, nok)(code);
      }
      if (text.length >= maxLength) return nok(code);
      text += code === -2 ? '\t' : code === -1 ? ' ' : String.fromCharCode(code);
      effects.consume(code);
      return inside;
    }

    function after(code: Code): State | undefined {
      effects.exit(type);
      return ok(code);
    }
  }
  return { name: type, tokenize };
}
