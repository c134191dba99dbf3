// The languages a page's code fences name, read with one regular expression (no Markdown parser), so
// grammars can be loaded before the synchronous compile and pages can be grouped by language.
// Spaces and tabs only: `\s` would run on into the next line and take its first word for a language.
const FENCE_LANG = /^[ \t]*(?:`{3,}|~{3,})[ \t]*([\w+#-]+)/gm;

export function fenceLanguages(source: string): string[] {
  return [...source.matchAll(FENCE_LANG)].map((m) => m[1]!.toLowerCase());
}

/** Fence names that mean plain text: no grammar. */
export const PLAIN_LANGUAGES: ReadonlySet<string> = new Set(['text', 'txt', 'plain', 'plaintext', '']);

/** The languages of a page's code that need a grammar. */
export function highlightedLanguages(source: string): string[] {
  return fenceLanguages(source).filter((l) => !PLAIN_LANGUAGES.has(l));
}
