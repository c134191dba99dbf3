// `outline` ("On this page"): which heading levels a page lists, VitePress's shapes. One description
// for site.config.json (where it may also carry the label) and for a page's frontmatter; what they
// resolve to is in outline-levels.ts (without zod, which a build loads only to check values).
import { z } from 'zod';

const SHAPES = 'false, a heading level from 2 to 6, a range such as [2, 3]';

const level = z
  .number({ error: 'a heading level is a number from 2 to 6' })
  .int('a heading level is a whole number')
  .min(2, 'levels start at 2 (the h1 is the page title)')
  .max(6, 'levels end at 6');
const levels = z.union(
  [
    level,
    z.tuple([level, level]).refine(([low, high]) => low <= high, 'a range lists its lower level first, e.g. [2, 4]'),
    z.literal('deep'),
  ],
  { error: `the levels are a heading level from 2 to 6, a range such as [2, 3] or "deep"` },
);

export const outlineSchema = z
  .union(
    [
      z.boolean(),
      levels,
      z
        .object({
          level: levels.optional().describe('2, [2, 3] or "deep" (h2 to h6); default [2, 3]'),
          label: z
            .string()
            .min(1, 'must not be empty')
            .optional()
            .describe(
              "Title of the outline, in place of the site's labels.onThisPage (a locale's own labels.onThisPage wins)",
            ),
        })
        .strict(),
    ],
    { error: `must be ${SHAPES}, "deep", or { "level": …, "label": "…" }` },
  )
  .default(true)
  .describe(
    'The "On this page" outline: false, a heading level (2), a range ([2, 3], the default), "deep" (h2 to h6), or { level, label }',
  );

/** A page's own `outline`: the same shapes, without a label (the label belongs to the site and its locales). */
export const outlineFrontmatterSchema = z.union([z.boolean(), levels, z.object({ level: levels }).strict()], {
  error: `must be ${SHAPES} or "deep"`,
});

export type OutlineConfig = z.output<typeof outlineSchema>;
export type OutlineFrontmatter = z.output<typeof outlineFrontmatterSchema>;
