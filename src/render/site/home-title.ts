// A zero-config site's title, from its home page rather than its folder's name ("docs", "src"):
// VitePress's `hero.name`, VuePress's `heroText`, the page's own `title`, else its first `# ` heading.
import { quickTitle } from '../page/quick-title.js';
import type { DigestMemo } from '../incremental/digest-memo.js';

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The title a home page's source gives its site, if any (remembered by content: reading YAML costs ~35 ms to load). */
export async function homeTitle(source: string, memo: DigestMemo): Promise<string | undefined> {
  const known = memo.memoized<{ title?: string }>('home-title', source);
  if (known) return known.title;
  const title = await readHomeTitle(source);
  memo.memoized('home-title', source, { title });
  return title;
}

async function readHomeTitle(source: string): Promise<string | undefined> {
  if (source.startsWith('---')) {
    // Loaded here only: the build's main thread does not otherwise parse YAML.
    const { frontmatterData } = await import('../page/frontmatter.js');
    // Broken frontmatter is reported with its page; the folder's name stays the title.
    const data = frontmatterData(source);
    if (!data) return undefined;
    const hero = data.hero && typeof data.hero === 'object' ? (data.hero as Record<string, unknown>) : {};
    const fromFrontmatter = text(hero.name) ?? text(data.heroText) ?? text(data.title);
    if (fromFrontmatter) return fromFrontmatter;
  }
  return text(quickTitle(source.slice(0, 4096)));
}
