// The math syntax: micromark-extension-math (`$$` blocks, `$…$` and `$$…$$` in text), with one
// change for single dollars: Pandoc's rule, which VitePress (markdown-it-mathjax3) also follows. The
// opening `$` must have a non-space right after it, the closing `$` a non-space right before it and
// no digit right after it. So `costs $5 and $10` stays prose, while `$x$` and `$a + b$` are math.
// (micromark's own rule pairs any two dollars, like code spans: `$5 and $` would be a formula.)
import { math } from 'micromark-extension-math';
import type { Code, Construct, Effects, Extension, State } from 'micromark-util-types';

const DOLLAR = 36;

export interface MathSyntaxOptions {
  /** `$…$` is math (default true); false: only `$$…$$` is. */
  singleDollarTextMath: boolean;
}

export function mathSyntax({ singleDollarTextMath }: MathSyntaxOptions): Extension {
  const extension = math({ singleDollarTextMath });
  const text = extension.text?.[DOLLAR];
  if (!text || Array.isArray(text)) return extension;
  return { ...extension, text: { [DOLLAR]: withPandocDollars(text as Construct) } };
}

/** Spaces, tabs and line endings (micromark gives tabs, virtual spaces and line endings negative codes). */
const isSpace = (code: Code | undefined) => code === undefined || code === null || code < 0 || code === 32;
const isDigit = (code: Code) => code !== null && code >= 48 && code <= 57;

/**
 * micromark's math (text) construct, refused when a single-dollar formula breaks Pandoc's rule: the
 * codes it consumes are watched, and when it is done the attempt fails instead (its `$` is then text).
 */
function withPandocDollars(inner: Construct): Construct {
  return {
    ...inner,
    tokenize(effects, ok, nok) {
      const codes: Code[] = [];
      const watched: Effects = {
        ...effects,
        consume(code) {
          codes.push(code);
          effects.consume(code);
        },
      };
      const done: State = (next) => {
        let open = 0;
        while (codes[open] === DOLLAR) open++;
        if (open !== 1) return ok(next);
        const first = codes[open];
        const last = codes[codes.length - 2];
        return isSpace(first) || isSpace(last) || isDigit(next) ? nok(next) : ok(next);
      };
      return inner.tokenize.call(this, watched, done, nok);
    },
  };
}
