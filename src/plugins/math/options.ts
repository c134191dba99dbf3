// The options of `bookdocs/math` as the config gives them (JSON): KaTeX's own options, plus
// `singleDollarTextMath`. Checked when the plugin starts, so a typo is a clear message, not a
// silently ignored key.
import type { KatexOptions } from 'katex';

export interface MathOptions {
  /** `$…$` is inline math (default true, as VitePress); false: only `$$…$$`, for sites full of prices. */
  singleDollarTextMath?: boolean;
  /** Macros for every formula: `{ "\\R": "\\mathbb{R}" }`. */
  macros?: Record<string, string>;
  /** true: a formula KaTeX cannot parse stops the build (an error); default false (a warning). */
  throwOnError?: boolean;
  errorColor?: string;
  output?: 'html' | 'mathml' | 'htmlAndMathml';
  leqno?: boolean;
  fleqn?: boolean;
  minRuleThickness?: number;
  colorIsTextColor?: boolean;
  maxSize?: number;
  maxExpand?: number;
  /** KaTeX's `strict`: "warn" (default: reported as warnings), "ignore", "error", or a boolean. */
  strict?: boolean | 'ignore' | 'warn' | 'error';
  /** Allow `\href`, `\url`, `\includegraphics`, `\htmlClass`…: only for trusted Markdown. Default false. */
  trust?: boolean;
  globalGroup?: boolean;
}

export interface ResolvedMathOptions {
  singleDollarTextMath: boolean;
  throwOnError: boolean;
  /** For katex.renderToString (without displayMode, throwOnError and strict, which the plugin sets). */
  katex: Omit<KatexOptions, 'displayMode' | 'throwOnError' | 'strict'>;
  /** KaTeX's strict mode as given; undefined or "warn": its warnings are reported at the formula. */
  strict?: boolean | 'ignore' | 'error';
}

type Check = (value: unknown) => boolean;
const bool: Check = (v) => typeof v === 'boolean';
const num: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const str: Check = (v) => typeof v === 'string';
const oneOf =
  (...values: unknown[]): Check =>
  (v) =>
    values.includes(v);

/** Each accepted key, with its check and what to write instead. */
const KEYS: Record<string, [Check, string]> = {
  singleDollarTextMath: [bool, 'true or false'],
  macros: [
    (v) => !!v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every(str),
    'an object of strings: { "\\\\R": "\\\\mathbb{R}" }',
  ],
  throwOnError: [bool, 'true or false'],
  errorColor: [str, 'a CSS colour: "#cc0000"'],
  output: [oneOf('html', 'mathml', 'htmlAndMathml'), '"html", "mathml" or "htmlAndMathml"'],
  leqno: [bool, 'true or false'],
  fleqn: [bool, 'true or false'],
  minRuleThickness: [num, 'a number (em)'],
  colorIsTextColor: [bool, 'true or false'],
  maxSize: [num, 'a number (em)'],
  maxExpand: [num, 'a number'],
  strict: [oneOf(true, false, 'ignore', 'warn', 'error'), 'true, false, "ignore", "warn" or "error"'],
  trust: [bool, 'true or false'],
  globalGroup: [bool, 'true or false'],
};

/** The options checked; throws an Error naming the first bad key (the loader reports it as the plugin failing to start). */
export function resolveMathOptions(options: unknown): ResolvedMathOptions {
  if (options !== undefined && (options === null || typeof options !== 'object' || Array.isArray(options))) {
    throw new Error('its options must be an object, e.g. { "macros": { "\\\\R": "\\\\mathbb{R}" } }');
  }
  const given = (options ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(given)) {
    if (key === 'displayMode')
      throw new Error('option "displayMode" is set by the syntax: $…$ is inline, $$…$$ is display math');
    const known = KEYS[key];
    if (!known) throw new Error(`unknown option "${key}" (known: ${Object.keys(KEYS).join(', ')})`);
    if (!known[0](value)) throw new Error(`option "${key}" must be ${known[1]}`);
  }
  const { singleDollarTextMath = true, throwOnError = false, strict, ...katex } = given as MathOptions;
  return { singleDollarTextMath, throwOnError, katex, ...(strict !== undefined && strict !== 'warn' && { strict }) };
}
