// A page's frontmatter `head`, `image` and `sitemap`, checked with the same rules as the config's:
// each problem names the element (`head[1][0]`) and sits on the key's line in the Markdown file. A
// problem is a warning: the page is shown without the value (the site's image, in the sitemap).
// Loaded (with zod) only for pages that have one of these keys: see frontmatter-values.ts.
import { z } from 'zod';
import type { MarkdownWarning } from '../markdown/index.js';
import { headSchema, imageSchema } from '../site/head-schema.js';
import { jsonPath } from '../site/json-position.js';

const HINTS: Record<string, string> = {
  head: 'write it as a list of [tag, { attributes }, content?] elements, e.g. head: [[meta, { name: keywords, content: "a, b" }], [link, { rel: preload, href: /font.woff2, as: font }]]',
  image: 'write it as image: /images/cover.png (a path under the site) or image: https://example.com/cover.png',
  sitemap: 'write sitemap: false to leave the page out of sitemap.xml',
};

const sitemapSchema = z.boolean({ error: 'must be true or false' });

/** The line of a top-level frontmatter key (`head:` or `"head":`) in the page's source; 1 when not found. */
export function frontmatterKeyLine(source: string, key: string): number {
  const lines = source.split('\n');
  const pattern = new RegExp(`^(?:${key}|"${key}"|'${key}')\\s*:`);
  for (let i = 1; i < lines.length && !/^---\s*$/.test(lines[i]!); i++) if (pattern.test(lines[i]!)) return i + 1;
  return 1;
}

const LEFT_OUT: Record<string, string> = {
  head: "the page's head elements are left out",
  image: "the site's image is used",
  sitemap: 'the page is listed',
};

/**
 * Every problem with the page's `head`, `image` and `sitemap` frontmatter. `source`: the file's text,
 * to find the key's line. The keys whose values are invalid are added to `invalid`.
 */
export function headFrontmatterProblems(
  data: Record<string, unknown>,
  source: string,
  invalid: string[] = [],
): MarkdownWarning[] {
  const out: MarkdownWarning[] = [];
  const check = (key: string, schema: z.ZodType) => {
    // An empty key (`head:`) is no value.
    if (data[key] === undefined || data[key] === null) return;
    const result = schema.safeParse(data[key]);
    if (result.success) return;
    invalid.push(key);
    for (const issue of result.error.issues) {
      out.push({
        severity: 'warning',
        rule: 'invalid-frontmatter',
        message: `frontmatter ${jsonPath([key, ...issue.path])}: ${issue.message}; ${LEFT_OUT[key]}`,
        line: frontmatterKeyLine(source, key),
        column: 1,
        hint: HINTS[key],
      });
    }
  };
  check('head', headSchema);
  check('image', imageSchema);
  check('sitemap', sitemapSchema);
  return out;
}
