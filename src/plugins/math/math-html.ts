// Formulas → HTML with KaTeX, at build time. Our own handlers rather than micromark-extension-math's
// `mathHtml`, which throws on a formula KaTeX cannot parse (or, with throwOnError: false, shows it in
// red without a word) and sees no positions. Here a bad formula is shown as its source, in red, and
// reported at its line; each formula's TeX goes to the page's search text; a formula in an image's
// alt text is its TeX; and the first line of a `$$` block (its "meta") is not dropped.
import katex from 'katex';
import type { CompileContext, HtmlExtension, Point } from 'micromark-util-types';
import type { MarkdownContext } from '../../render/plugins/plugin-api.js';
import type { ResolvedMathOptions } from './options.js';

export interface MathHtmlHooks extends Pick<MarkdownContext, 'report' | 'text'> {
  /** Called before the first formula of the page is written. */
  onFirstFormula(): void;
}

const HINT =
  'fix the TeX (KaTeX supports most LaTeX math: https://katex.org/docs/supported), or write \\$ for a dollar sign that is not math';

interface Formula {
  /** Where its TeX starts (a parse error's position is counted from here). */
  at?: Point;
  /** Closing fences seen so far (display blocks). */
  fences: number;
  /** Text after the opening `$$` of a block: its first line. */
  firstLine?: string;
}

/** The HTML extension for one page. `macros` are copied, so a `\gdef` lasts for the page only. */
export function mathHtml(options: ResolvedMathOptions, hooks: MathHtmlHooks): HtmlExtension {
  const macros = { ...options.katex.macros };
  let formula: Formula = { fences: 0 };
  let first = true;
  // Open link and image labels, innermost last (true: an image's, whose content becomes its alt text).
  const labels: boolean[] = [];
  let imageNext = false;

  /** `searchText`: what the page's search text does not have yet (the formula, by default). */
  function render(tex: string, displayMode: boolean, opening: Point, searchText = tex): string {
    if (first) {
      first = false;
      hooks.onFirstFormula();
    }
    hooks.text(searchText);
    const notes: string[] = [];
    const settings = {
      ...options.katex,
      macros,
      displayMode,
      throwOnError: true,
      // KaTeX's "warn" would print to the console: its notes are reported at the formula instead.
      strict:
        options.strict ??
        ((_code: string, message: string) => {
          notes.push(message);
          return 'ignore' as const;
        }),
    };
    const at = formula.at ?? opening;
    try {
      const html = katex.renderToString(tex, settings);
      for (const note of notes)
        hooks.report(`KaTeX: ${note}`, {
          line: at.line,
          column: at.column,
          hint: 'write words in a formula inside \\text{…}, or set the plugin option "strict" to "ignore"',
        });
      return html;
    } catch (err) {
      if (!(err instanceof katex.ParseError)) throw err;
      const where = pointIn(tex, at, err.position);
      hooks.report(`the formula "${clip(tex)}" cannot be rendered: ${err.rawMessage}`, {
        ...where,
        hint: HINT,
        severity: options.throwOnError ? 'error' : 'warning',
      });
      // As KaTeX shows it with throwOnError: false: the source, in its error colour.
      return katex.renderToString(tex, { ...settings, throwOnError: false, strict: 'ignore' });
    }
  }

  return {
    enter: {
      mathFlow() {
        this.lineEndingIfNeeded();
        formula = { fences: 0 };
      },
      mathFlowFenceMeta() {
        this.buffer();
      },
      mathFlowValue(token) {
        formula.at ??= token.start;
      },
      mathText() {
        formula = { fences: 0 };
        this.buffer();
      },
      mathTextData(token) {
        formula.at ??= token.start;
      },
      // Token types no other handler uses (micromark's and bookdocs' media handlers use image, label…).
      labelImageMarker() {
        imageNext = true;
      },
      labelMarker(token) {
        if (this.sliceSerialize(token) === '[') {
          labels.push(imageNext);
          imageNext = false;
        } else labels.pop();
      },
    },
    exit: {
      mathFlowFence() {
        formula.fences++;
        // After the opening fence: its line ending is not part of the formula.
        if (formula.fences === 1) {
          this.setData('slurpOneLineEnding', true);
          this.buffer();
        }
      },
      mathFlowFenceMeta(token) {
        this.resume();
        // `$$ \begin{aligned}`: VitePress reads the rest of the opening line as the formula's first line.
        formula.firstLine = this.sliceSerialize(token);
        formula.at = token.start;
      },
      mathFlowValue(token) {
        this.raw(this.sliceSerialize(token));
      },
      mathFlow(token) {
        const body = this.resume().replace(/(?:\r?\n|\r)$/, '');
        const tex = formula.firstLine === undefined ? body : body ? `${formula.firstLine}\n${body}` : formula.firstLine;
        if (formula.fences < 2) {
          hooks.report('this display formula has no closing $$: it runs to the end of its block', {
            line: token.start.line,
            column: token.start.column,
            hint: 'end it with a line holding only $$ (a $$ at the end of a formula line does not close it)',
          });
        }
        // The first line's words are in the search text already (read as the fence's meta).
        this.tag(`<div class="math math-display">${render(tex, true, token.start, body)}</div>`);
        this.setData('slurpOneLineEnding');
      },
      mathTextData(token) {
        this.raw(this.sliceSerialize(token));
      },
      mathText(token) {
        let tex = this.resume();
        // In a table cell `\|` is a `|` (the cell divider escaped), as in code spans.
        if (inTable(this)) tex = tex.replace(/\\\|/g, '|');
        // In an image's alt text: the TeX itself, as plain text.
        if (labels.includes(true)) {
          hooks.text(tex);
          this.raw(this.encode(tex));
          return;
        }
        // `$$…$$` in a line is display math (Pandoc, GitHub; VitePress's one-line `$$…$$` block).
        const display = this.sliceSerialize(token).startsWith('$$');
        this.tag(
          `<span class="math ${display ? 'math-display' : 'math-inline'}">${render(tex, display, token.start)}</span>`,
        );
      },
    },
  };
}

/** micromark-extension-gfm-table marks the compile while it writes a table. */
function inTable(context: CompileContext): boolean {
  return (context.getData as (key: string) => unknown)('tableAlign') !== undefined;
}

/** The page position of offset `offset` of a formula whose TeX starts at `start`. */
function pointIn(tex: string, start: Point, offset: number | undefined): { line: number; column: number } {
  if (offset === undefined) return { line: start.line, column: start.column };
  const before = tex.slice(0, offset).split(/\r?\n|\r/);
  const lines = before.length - 1;
  return lines
    ? { line: start.line + lines, column: before[lines]!.length + 1 }
    : { line: start.line, column: start.column + offset };
}

/** A formula as quoted in a message: on one line, at most 60 characters. */
function clip(tex: string): string {
  const flat = tex.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 59)}…` : flat;
}
