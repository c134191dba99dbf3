// The attribute syntax of markdown-it-attrs, as VitePress reads it: `{#id .class}` at the end of a
// heading, alone as a paragraph, or at the end of a container's opening line. Its delimiters are a
// setting (VitePress `markdown.attrs`: `leftDelimiter`/`rightDelimiter`, or `left`/`right`, such as
// `%{` `}%`), and it can be off (`disable: true`, or `attrs: false`): then `{…}` is text. The
// patterns are made once per page from the delimiters; the default ones are made once.

/** The delimiters of attributes: VitePress's `markdown.attrs` (markdown-it-attrs' defaults are `{` and `}`). */
export interface AttributeDelimiters {
  left: string;
  right: string;
}

/** A page's setting: the delimiters, or false when attributes are off (they stay text). */
export type AttributesSetting = AttributeDelimiters | false;

export interface AttributeSyntax extends AttributeDelimiters {
  /** `#id`, `.class`… at the end of a heading's text; group 1 is what is inside the delimiters. */
  heading: RegExp;
  /** A paragraph of nothing else; group 1 is what is inside. */
  block: RegExp;
  /**
   * At the end of a container's opening line (after its title, or alone): `#id`, `.class`, bare names
   * (`open`, `no-title`) and `name=value` / `name="value"`; group 1 is what is inside.
   */
  container: RegExp;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `#id` and `.class`, at least one (a heading's and a paragraph's attributes). */
const IDS_AND_CLASSES = String.raw`((?:\s*[#.][^{}\s#.][^{}\s]*)+)`;
/** One attribute of a container's line, as micromark-extension-directive reads it back. */
const CONTAINER_ATTRIBUTE = String.raw`(?:[#.][^\s{}#.="'<>\x60]+|[A-Za-z_:][\w.:-]*(?:=(?:"[^"]*"|'[^']*'|[^\s"'=<>\x60{}]+))?)`;

export function attributeSyntax({ left, right }: AttributeDelimiters): AttributeSyntax {
  const l = escape(left);
  const r = escape(right);
  return {
    left,
    right,
    heading: new RegExp(String.raw`\s*${l}${IDS_AND_CLASSES}\s*${r}\s*$`),
    block: new RegExp(String.raw`^${l}${IDS_AND_CLASSES}\s*${r}\s*$`),
    container: new RegExp(String.raw`(?:^|\s+)${l}\s*((?:${CONTAINER_ATTRIBUTE}\s*)+)${r}$`),
  };
}

/** markdown-it-attrs' own delimiters, `{` and `}`. */
export const DEFAULT_ATTRIBUTES: AttributeSyntax = attributeSyntax({ left: '{', right: '}' });

/** The syntax of a page's setting: the default one when unset, null when attributes are off. */
export function attributesOf(setting: AttributesSetting | undefined): AttributeSyntax | null {
  if (setting === false) return null;
  if (!setting || (setting.left === '{' && setting.right === '}')) return DEFAULT_ATTRIBUTES;
  return attributeSyntax(setting);
}
