// Frontmatter `preload`: components whose code a page fetches ahead though it does not show them, for
// the pages its readers go to next (the miliqk site's about page preloads the QR-code card of its demo
// pages). Each one's chunks are written as <link rel="modulepreload"> in the page's head, as the chunks
// of the components it shows are (output/ssr.ts). `preload: ShareQrcode` or `preload: [A, B]`.
import type { MarkdownWarning } from '../markdown/index.js';
import type { Position } from './frontmatter.js';

/** The component names a page's frontmatter asks to preload (what is not a name is left out). */
export function preloadNames(frontmatter: Record<string, unknown>): string[] {
  const value = frontmatter.preload;
  const list = Array.isArray(value) ? value : [value];
  return list.filter((v): v is string => typeof v === 'string' && v !== '');
}

/** What is wrong with a page's `preload`: a value that is not a component name, a name the site has no component of. */
export function preloadProblems(
  frontmatter: Record<string, unknown>,
  components: ReadonlySet<string>,
  at: Position = { line: 1 },
): MarkdownWarning[] {
  const value = frontmatter.preload;
  // An empty key (`preload:`) is no value.
  if (value === undefined || value === null) return [];
  const where = { line: at.line, column: at.column ?? 1 };
  const list = Array.isArray(value) ? value : [value];
  if (list.some((v) => typeof v !== 'string' || v === ''))
    return [
      {
        severity: 'warning',
        rule: 'invalid-frontmatter',
        message: 'frontmatter "preload" must be a component name or a list of them; what is not a name is left out',
        ...where,
        hint: 'write it as preload: ShareQrcode or preload: [ShareQrcode, FriendLink]',
      },
    ];
  return (list as string[])
    .filter((name) => !components.has(name))
    .map((name) => ({
      severity: 'warning',
      rule: 'unknown-component',
      message: `frontmatter "preload" names ${name}, which is not a component of this site: nothing is preloaded for it`,
      ...where,
      hint: `add components/${name}.tsx, or correct the name (component names are case-sensitive)`,
    }));
}
