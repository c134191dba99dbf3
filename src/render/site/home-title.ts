// A zero-config site's title, from its home page rather than its folder's name ("docs", "src"):
// VitePress's `hero.name`, VuePress's `heroText`, the page's own `title`, else its first `# ` heading.
import { createRequire } from 'node:module';
import type matterFn from 'gray-matter';
import { quickTitle } from '../page/quick-title.js';
import { memoized } from '../output/file-digests.js';

const require = createRequire(import.meta.url);

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The title a home page's source gives its site, if any (remembered by content: reading YAML costs ~35 ms to load). */
export function homeTitle(source: string): string | undefined {
  const known = memoized<{ title?: string }>('home-title', source);
  if (known) return known.title;
  const title = readHomeTitle(source);
  memoized('home-title', source, { title });
  return title;
}

function readHomeTitle(source: string): string | undefined {
  if (/^\uFEFF?---/.test(source)) {
    try {
      // Loaded here only: the build's main thread does not otherwise parse YAML.
      const matter = require('gray-matter') as typeof matterFn;
      const data = matter(source, {}).data as Record<string, unknown>;
      const hero = data.hero && typeof data.hero === 'object' ? (data.hero as Record<string, unknown>) : {};
      const fromFrontmatter = text(hero.name) ?? text(data.heroText) ?? text(data.title);
      if (fromFrontmatter) return fromFrontmatter;
    } catch {
      // Broken frontmatter is reported with its page; the folder's name stays the title.
      return undefined;
    }
  }
  return text(quickTitle(source.slice(0, 4096)));
}
