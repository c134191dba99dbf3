// A migrating project's Vue components written in kebab-case (`<info-note>`, `</info-note>`), as Vue
// resolves them in VitePress's Markdown, written as their PascalCase names (`<InfoNote>`) before the
// Markdown is read, so they are the site's components like `<InfoNote>` (a Vue page's template
// resolves them itself). Only the names of the project's Vue components; line by line, leaving fenced
// code and inline code as written.
import { rewriteOutsideCode } from './outside-code.js';

const KEBAB_TAG = /<(\/?)([a-z][a-z0-9]*(?:-[a-z0-9]+)+)(?=[\s/>]|$)/g;

/** `my-card` → `MyCard`. */
const pascal = (kebab: string): string => kebab.replace(/(?:^|-)([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** `source` with the kebab-case tags of `names` (PascalCase component names) in PascalCase; same lines. */
export function vueKebabTags(source: string, names: readonly string[]): string {
  if (!/<\/?[a-z][a-z0-9]*-/.test(source)) return source;
  const known = new Set(names);
  const rename = (text: string): string =>
    text.replace(KEBAB_TAG, (all, close: string, tag: string) => {
      const name = pascal(tag);
      return known.has(name) ? `<${close}${name}` : all;
    });
  return rewriteOutsideCode(source, rename);
}
