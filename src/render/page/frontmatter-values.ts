// The frontmatter values bookdocs checks (`outline`, `head`, `image`, `sitemap`) as a page uses them:
// the author's value unless the page step found it invalid. The checks need zod, so the page step
// loads them only for a page that has one of these keys; everything after it reads the page's
// `invalidFrontmatter` instead of checking again (an incremental build then never loads zod).
import type { MarkdownWarning } from '../markdown/index.js';
import type { HeadElement } from '../site/head-schema.js';
import type { OutlineFrontmatter } from '../site/outline-schema.js';

const CHECKED_KEYS = ['outline', 'head', 'image', 'sitemap'] as const;

/** What the values are read from: a page's frontmatter, and the keys its page step found invalid. */
export interface CheckedFrontmatter {
  frontmatter: Record<string, unknown>;
  invalidFrontmatter?: string[];
}

/** The problems with the page's checked keys (warnings: the page is shown without those values), and which keys they make invalid. */
export async function checkFrontmatter(
  data: Record<string, unknown>,
  source: string,
): Promise<{ warnings: MarkdownWarning[]; invalid: string[] }> {
  // An empty key (`head:`) is no value.
  if (!CHECKED_KEYS.some((key) => data[key] !== undefined && data[key] !== null)) return { warnings: [], invalid: [] };
  const [{ outlineFrontmatterProblems }, { headFrontmatterProblems }] = await Promise.all([
    import('./frontmatter-outline.js'),
    import('./frontmatter-head.js'),
  ]);
  const invalid: string[] = [];
  const warnings = [
    ...outlineFrontmatterProblems(data, source, invalid),
    ...headFrontmatterProblems(data, source, invalid),
  ];
  return { warnings, invalid };
}

/** The value of a checked key; undefined when absent, empty or invalid. */
function valid(page: CheckedFrontmatter, key: (typeof CHECKED_KEYS)[number]): unknown {
  const value = page.frontmatter[key];
  return value === null || page.invalidFrontmatter?.includes(key) ? undefined : value;
}

/** The page's `head` elements; none when they are not valid (the page step warned). */
export function frontmatterHead(page: CheckedFrontmatter): HeadElement[] {
  return (valid(page, 'head') as HeadElement[] | undefined) ?? [];
}

/** The page's own `image`, when it is valid. */
export function frontmatterImage(page: CheckedFrontmatter): string | undefined {
  return valid(page, 'image') as string | undefined;
}

/** False when the page says `sitemap: false`. */
export function listedInSitemap(page: CheckedFrontmatter): boolean {
  return valid(page, 'sitemap') !== false;
}

/** The page's own `outline`, when it is valid. */
export function frontmatterOutline(page: CheckedFrontmatter): OutlineFrontmatter | undefined {
  return valid(page, 'outline') as OutlineFrontmatter | undefined;
}
