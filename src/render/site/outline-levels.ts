// The heading levels an `outline` value (site.config.json or frontmatter, checked by outline-schema.ts)
// asks for. Without zod: every build resolves these, only a build that checks values loads zod.
import type { OutlineConfig, OutlineFrontmatter } from './outline-schema.js';

/** The heading levels listed, lowest and highest included: [2, 3] lists h2 and h3. */
export type OutlineLevels = [number, number];

/** On by default, like VitePress: h2 and h3. */
export const DEFAULT_OUTLINE_LEVELS: OutlineLevels = [2, 3];
/** `"deep"`: every level a page records (its h1 is its title, never listed). */
const DEEP: OutlineLevels = [2, 6];

/** The levels an outline value asks for, or false for none; `true` (and an object without a level) means `fallback`. */
export function outlineLevels(
  value: OutlineConfig | OutlineFrontmatter,
  fallback: OutlineLevels = DEFAULT_OUTLINE_LEVELS,
): OutlineLevels | false {
  if (value === false) return false;
  if (value === true) return fallback;
  const wanted = typeof value === 'object' && !Array.isArray(value) ? value.level : value;
  if (wanted === undefined) return fallback;
  if (wanted === 'deep') return DEEP;
  return typeof wanted === 'number' ? [wanted, wanted] : [wanted[0], wanted[1]];
}

/** The config's own label for the outline, if it sets one. */
export function outlineLabel(value: OutlineConfig): string | undefined {
  return typeof value === 'object' && !Array.isArray(value) ? value.label : undefined;
}
