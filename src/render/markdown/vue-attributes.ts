// A Vue page's shorthand attributes, `@click="…"` and `#name`, written as their long forms
// (`v-on:click`, `v-slot:name`) before the Markdown is read: CommonMark's attribute names cannot start
// with `@` or `#` (markdown-it, which VitePress uses, allows them), so the tag would show as text.
// Vue reads both forms alike. Line by line, leaving fenced code and inline code as written.
import { rewriteOutsideCode } from './outside-code.js';

/** A shorthand attribute inside a tag: the tag so far, then `@` or `#` and the name. */
const SHORTHAND = /(<[A-Za-z][\w-]*(?:\s+[^\s"'<>=]+(?:=(?:"[^"]*"|'[^']*'|[^\s"'<>=`]+))?)*?\s+)([@#])(?=[\w-])/g;

function longForms(text: string): string {
  let out = text;
  for (let before = ''; before !== out;) {
    before = out;
    out = out.replace(SHORTHAND, (_m, tag: string, mark: string) => `${tag}${mark === '@' ? 'v-on:' : 'v-slot:'}`);
  }
  return out;
}

/** `source` (a Vue page's Markdown) with `@event` and `#slot` attributes in their long forms; same lines. */
export function vueLongAttributes(source: string): string {
  if (!/[@#]/.test(source)) return source;
  return rewriteOutsideCode(source, longForms);
}
