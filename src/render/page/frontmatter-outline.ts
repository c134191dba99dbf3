// A page's frontmatter `outline`, checked with the config's rules: a problem sits on the key's line.
import type { MarkdownWarning } from '../markdown/index.js';
import { jsonPath } from '../site/json-position.js';
import { outlineFrontmatterSchema } from '../site/outline-schema.js';
import { frontmatterKeyLine } from './frontmatter-head.js';

const HINT =
  'write outline: false, outline: 2, outline: [2, 4] or outline: deep (the label is set in site.config.json: outline.label or labels.onThisPage)';

/**
 * The problems with the page's `outline` (a warning: the page is shown with the site's outline).
 * `source`: the file's text, to find the key's line. When the value is invalid, "outline" is added to `invalid`.
 */
export function outlineFrontmatterProblems(
  data: Record<string, unknown>,
  source: string,
  invalid: string[] = [],
): MarkdownWarning[] {
  // An empty key (`outline:`) is no value.
  if (data.outline === undefined || data.outline === null) return [];
  const result = outlineFrontmatterSchema.safeParse(data.outline);
  if (result.success) return [];
  invalid.push('outline');
  const line = frontmatterKeyLine(source, 'outline');
  return result.error.issues.map((issue) => ({
    severity: 'warning',
    rule: 'invalid-frontmatter',
    message: `frontmatter ${jsonPath(['outline', ...issue.path])}: ${issue.message}; the site's outline is used`,
    line,
    column: 1,
    hint: HINT,
  }));
}
