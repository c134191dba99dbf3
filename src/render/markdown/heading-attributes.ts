// `{#id .class}` at the end of a heading (markdown-it-attrs, as VitePress reads them): read alike by
// the fast path (headings.ts), the remark path (unified/) and includes of a heading's section.

/** `{#id}`, `{.class}`, `{#id .a .b}` at the end of a heading's text. */
export const HEADING_ATTRIBUTES = /\s*\{((?:\s*[#.][^{}\s#.][^{}\s]*)+)\s*\}\s*$/;

export interface HeadingAttributes {
  /** The id given (the last `#id`), if any. */
  id?: string;
  classes: string[];
  /** Where the attributes start in the text: the heading's text is what comes before. */
  index: number;
}

/** The attributes at the end of a heading's text, or null when it has none. */
export function headingAttributes(text: string): HeadingAttributes | null {
  const m = HEADING_ATTRIBUTES.exec(text);
  if (!m) return null;
  let id: string | undefined;
  const classes: string[] = [];
  for (const part of m[1]!.trim().split(/\s+/)) {
    if (part.startsWith('#')) id = part.slice(1);
    else classes.push(part.slice(1));
  }
  return { id, classes, index: m.index };
}
