// A twoslash block shown without type information (TypeScript missing, the block failing its check,
// or a language bookdocs does not check, such as `vue twoslash`) still reads as VitePress shows it:
// its cuts (`// ---cut---`, `---cut-before---`, `---cut-after---`, `---cut-start---`…`---cut-end---`),
// flags (`// @errors: 2307`, `// @noErrors`), custom tags and `// ^?` queries are taken out.
import { removeTwoslashNotations } from 'twoslash/core';

/** The tags twoslash renders as notes (`// @log: …`): @shikijs/twoslash's defaults. */
const CUSTOM_TAGS = ['annotate', 'log', 'warn', 'error'];

/** Any cut line, for blocks whose cuts do not pair up (twoslash refuses those). */
const CUT_LINE = /^[ \t]*\/\/[ \t]?---cut(?:-before|-after|-start|-end)?---[ \t]*(?:\r?\n|$)/gm;

/** A `<script …>` element of a Vue block: its content is the code twoslash-vue cuts. */
const VUE_SCRIPT = /(<script\b[^>]*>[^\S\n]*\n?)([\s\S]*?)(?=<\/script\s*>)/g;

/** `code` without its twoslash notations. In a Vue block they apply to each `<script>`'s content, as twoslash-vue reads them. */
export function withoutTwoslashNotations(code: string, lang: string): string {
  if (lang.toLowerCase() !== 'vue') return strip(code);
  return code.replace(VUE_SCRIPT, (_all, open: string, content: string) => open + strip(content));
}

function strip(code: string): string {
  try {
    return removeTwoslashNotations(code, CUSTOM_TAGS);
  } catch {
    // Cuts that do not pair up: the marker lines go, the code between them stays.
    return removeTwoslashNotations(code.replace(CUT_LINE, ''), CUSTOM_TAGS);
  }
}
