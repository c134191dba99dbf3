// A page's Markdown warnings as diagnostics. Apart from page.ts, so that commands which only report
// (an unchanged build, check from the cache) do not load the Markdown parser.
import type { Diagnostic } from '../diagnostics.js';
import type { PageData } from './page-types.js';

/** The problems found in a page's Markdown, as reported: with the page's file as shown to the author. */
export function pageDiagnostics(page: Pick<PageData, 'warnings'>, label: string): Diagnostic[] {
  return page.warnings.map((w) => ({ ...w, file: label }));
}
