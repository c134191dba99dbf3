// Which brand icons exist: simple-icons' SVG files (CC0), looked up by name. A social link may name
// any of them; the theme's own short names (weibo, twitter) are aliases of their simple-icons slugs.
import fs from 'node:fs';
import { createRequire } from 'node:module';

/** The theme's names that are not simple-icons slugs, and the slug each draws. */
const ALIASES: Record<string, string> = { weibo: 'sinaweibo', twitter: 'x' };

const require = createRequire(import.meta.url);

/** The simple-icons slug an icon name draws. */
export function simpleIconSlug(name: string): string {
  return ALIASES[name] ?? name;
}

/** The SVG file of the simple-icons icon `name` (a slug or an alias), or undefined when there is none. */
export function simpleIconFile(name: string): string | undefined {
  const slug = simpleIconSlug(name);
  if (!/^[a-z0-9]+$/.test(slug)) return undefined;
  try {
    const file = require.resolve(`simple-icons/icons/${slug}.svg`);
    return fs.existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}
