// `{#id .class}` at the end of a heading (markdown-it-attrs, as VitePress reads them): read alike by
// the fast path (headings.ts), the remark path (unified/) and includes of a heading's section. The
// delimiters are the page's (attribute-syntax.ts).
import { DEFAULT_ATTRIBUTES, type AttributeSyntax } from './attribute-syntax.js';

export interface HeadingAttributes {
  /** The id given (the last `#id`), if any. */
  id?: string;
  classes: string[];
  /** Where the attributes start in the text: the heading's text is what comes before. */
  index: number;
}

/**
 * The attributes at the end of a heading's text (`{#id}`, `{.class}`, `{#id .a .b}` with the default
 * delimiters), or null when it has none or attributes are off (`syntax` null).
 */
export function headingAttributes(
  text: string,
  syntax: AttributeSyntax | null = DEFAULT_ATTRIBUTES,
): HeadingAttributes | null {
  const m = syntax?.heading.exec(text);
  if (!m) return null;
  let id: string | undefined;
  const classes: string[] = [];
  for (const part of m[1]!.trim().split(/\s+/)) {
    if (part.startsWith('#')) id = part.slice(1);
    else classes.push(part.slice(1));
  }
  return { id, classes, index: m.index };
}
