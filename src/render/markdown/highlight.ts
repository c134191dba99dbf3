// Build-time syntax highlighting with Shiki (VS Code grammars). One tokenisation per block with a
// theme whose colours are token kinds, emitted as classes (`t-keyword`, …); the stylesheet gives each
// kind a colour per colour mode. Half the work of highlighting twice for light and dark, smaller HTML,
// and the browser ships no highlighter.
import { escapeHtml } from '../../shared/escape-html.js';
import { lineClass, NOTATION_HINT, parseNotation, segmentsHtml, type Segment } from './code-notation.js';
import { PLAIN_LANGUAGES } from './fence-languages.js';
import { memoizeLines } from './line-memo.js';
import { plainPre } from './plain-code.js';
import {
  bundledLanguages,
  createCssVariablesTheme,
  createHighlighter,
  createOnigurumaEngine,
  type BundledLanguage,
  type BundledTheme,
  type Highlighter,
} from 'shiki';
import { shareScanners } from './shared-scanners.js';

/** Token colours as CSS variables, read back as classes (twoslash-code.ts reads Shiki's tree with it too). */
export const THEME = createCssVariablesTheme({
  name: 'bookdocs',
  variablePrefix: '--t-',
  variableDefaults: {},
  fontStyle: true,
});
/** The theme as the highlighter knows it once loaded (its type names only Shiki's bundled themes). */
const THEME_NAME = THEME.name! as BundledTheme;
const TOKEN_VAR = /var\(--t-token-([\w-]+)\)/;
/** Shiki reads ANSI escapes itself (its `ansi` language needs no grammar); its 16 colours come as these variables. */
const ANSI = 'ansi';
const ANSI_VAR = /^var\(--t-ansi-([a-z-]+?)(?:-dim)?\)$/i;
/** A 256-colour or true-colour escape: Shiki gives its colour as hex, kept as the token's own style. */
const HEX = /^#[0-9a-f]{3,8}$/i;

let shared: Promise<Highlighter> | undefined;
const loaded = new Set<string>();

function getHighlighter(): Promise<Highlighter> {
  shared ??= createHighlighter({
    themes: [THEME],
    langs: [],
    engine: shareScanners(createOnigurumaEngine(import('shiki/wasm'))),
  });
  return shared;
}

/** Canonical language id Shiki knows, or undefined for plain text / unknown languages. */
export function knownLanguage(lang: string): BundledLanguage | undefined {
  const id = lang.toLowerCase();
  if (PLAIN_LANGUAGES.has(id)) return undefined;
  return id in bundledLanguages ? (id as BundledLanguage) : undefined;
}

/** Load the grammars for `langs` (once per process) and return a synchronous highlighter. */
export async function prepareHighlighter(langs: Iterable<string>): Promise<Highlighter> {
  const h = await getHighlighter();
  const missing = [
    ...new Set([...langs].map(knownLanguage).filter((l): l is BundledLanguage => !!l && !loaded.has(l))),
  ];
  if (missing.length) {
    await h.loadLanguage(...missing);
    for (const l of missing) {
      loaded.add(l);
      memoizeLines(h.getLanguage(l));
    }
  }
  return h;
}

export interface HighlightOptions {
  lang: string;
  /** 1-based line numbers to emphasise. */
  highlightLines: ReadonlySet<number>;
}

/**
 * `<pre class="shiki">…` with one `<span class="line">` per line. Built from Shiki's tokens directly:
 * going through its HAST tree, style strings and hast-util-to-html cost as much again as a third of
 * the tokenising, for the same markup.
 */
export function highlightCode(h: Highlighter | undefined, code: string, opts: HighlightOptions): string {
  const lang = opts.lang.toLowerCase() === ANSI ? ANSI : knownLanguage(opts.lang);
  if (!h || !lang || (lang !== ANSI && !loaded.has(lang))) return plainPre(code, opts.highlightLines);
  // `// [!code ++]` and the like (code-notation.ts): taken out before tokenising, classes per line.
  const notation = code.includes(NOTATION_HINT) ? parseNotation(code) : undefined;
  // No time limit per line: Shiki's default (500 ms) cuts a line short into one token when the
  // machine is busy, and the first line of a language also pays for compiling its grammar, so the
  // same block came out differently from one build to the next.
  const lines = h.codeToTokensBase(notation ? notation.code : code, {
    lang,
    // By name: the theme object itself would be normalised again, and Shiki's normalising rewrites its
    // ANSI colours in place (to stand-in hex values, whose replacements only the first pass records).
    theme: THEME_NAME,
    tokenizeTimeLimit: 0,
  });
  let html = notation
    ? `<pre class="shiki${notation.pre}" tabindex="0"><code>`
    : '<pre class="shiki" tabindex="0"><code>';
  for (let i = 0; i < lines.length; i++) {
    if (i) html += '\n';
    if (notation) html += `<span class="${lineClass(notation.lines[i], opts.highlightLines, i)}">`;
    else html += opts.highlightLines.has(i + 1) ? '<span class="line highlighted">' : '<span class="line">';
    const line = lines[i]!;
    const words = notation?.lines[i]?.words;
    const segments: Segment[] | undefined = words?.length ? [] : undefined;
    // Whitespace-only tokens join the token after them, as Shiki's own HTML does.
    let carry = '';
    for (let j = 0; j < line.length; j++) {
      const token = line[j]!;
      if (WHITESPACE.test(token.content) && j + 1 < line.length && !(token.fontStyle && token.fontStyle & DECORATED)) {
        carry += token.content;
        continue;
      }
      const classes = tokenClasses(token.color, token.fontStyle, token.bgColor);
      const style = lang === ANSI ? ansiStyle(token.color, token.bgColor) : '';
      if (segments) segments.push({ text: carry + token.content, classes });
      else
        html += `<span${classes ? ` class="${classes}"` : ''}${style ? ` style="${style}"` : ''}>${escapeHtml(carry + token.content)}</span>`;
      carry = '';
    }
    if (segments) html += segmentsHtml(segments, words!);
    html += '</span>';
  }
  return `${html}</code></pre>`;
}

/** The colours of an ANSI token that are not one of the 16 (hex from a 256-colour or true-colour escape). */
function ansiStyle(color: string | undefined, bgColor: string | undefined): string {
  const parts: string[] = [];
  if (color && HEX.test(color)) parts.push(`color:${color}`);
  if (bgColor && HEX.test(bgColor)) parts.push(`background-color:${bgColor}`);
  return parts.join(';');
}

const WHITESPACE = /^\s+$/;
const ITALIC = 1;
const BOLD = 2;
/** Underline | strikethrough: Shiki keeps such tokens apart from the whitespace before them. */
const DECORATED = 4 | 8;

/**
 * A token's classes: its kind (`t-keyword`) or ANSI colour (`t-ansi-red`, `t-ansi-bg-blue`)
 * and font style; '' for plain foreground text.
 */
function tokenClasses(color: string | undefined, fontStyle: number | undefined, bgColor?: string): string {
  const kind = color ? TOKEN_VAR.exec(color)?.[1] : undefined;
  const classes: string[] = [];
  if (kind && kind !== 'foreground') classes.push(`t-${kind}`);
  const ansi = color ? ANSI_VAR.exec(color) : null;
  if (ansi) classes.push(`t-ansi-${ansi[1]!.toLowerCase()}`);
  const ansiBg = bgColor ? ANSI_VAR.exec(bgColor) : null;
  if (ansiBg) classes.push(`t-ansi-bg-${ansiBg[1]!.toLowerCase()}`);
  if (fontStyle && fontStyle > 0) {
    if (fontStyle & ITALIC) classes.push('t-italic');
    if (fontStyle & BOLD) classes.push('t-bold');
  }
  return classes.join(' ');
}
