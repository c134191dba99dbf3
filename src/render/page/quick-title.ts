// A page's title without parsing it: the frontmatter `title:`, else the first `# ` heading, else the
// first heading of another level (as the parse decides, page.ts). Used where
// every page's title is needed before the pages are parsed (the dev server's sidebars, the build's
// pipelined render); a page's real title always replaces its quick one, so a wrong guess costs time
// (pages rendered again), never correctness.
import { fileToRoute } from '../../shared/routes.js';
import type { PageData } from './page-types.js';

/** The title in the first few KB of a Markdown source, or undefined (the page then gets its file name). */
export function quickTitle(head: string): string | undefined {
  let text = head.replace(/^\uFEFF/, '');
  let home = false;
  if (text.startsWith('---')) {
    const end = text.indexOf('\n---', 3);
    const fm = end >= 0 ? text.slice(3, end) : '';
    const m = /^title:[ \t]*(.+?)[ \t]*$/m.exec(fm);
    if (m) return m[1]!.replace(/^(['"])(.*)\1$/, '$2');
    home = /^(?:home:[ \t]*true\b|layout:[ \t]*['"]?home\b)/m.test(fm);
    text = end >= 0 ? text.slice(end + 4) : text;
  }
  let fence: string | undefined;
  let other: string | undefined;
  for (const line of text.split('\n')) {
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (!fence) fence = f[1]![0];
      else if (f[1]![0] === fence) fence = undefined;
      continue;
    }
    if (fence) continue;
    const h = /^(#{1,6})[ \t]+(.+?)[ \t#]*$/.exec(line);
    if (h?.[1] === '#') return plainTitle(h[2]!);
    if (h) other ??= plainTitle(h[2]!);
  }
  return home ? '' : other;
}

/** A heading's Markdown as the text a reader sees (custom id, links, tags and emphasis marks dropped). */
function plainTitle(md: string): string {
  return md
    .replace(/\s*\{#[^}]*\}$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[*_`~]/g, '')
    .trim();
}

/** A page as the site model sees it before it is parsed: its route and a title (else its file name). */
export function standInPage(file: string, title: string | undefined): PageData {
  const shown = title ?? (file.split('/').pop() ?? file).replace(/\.md$/i, '');
  const none: never[] = [];
  return {
    file,
    route: fileToRoute(file),
    title: shown,
    frontmatter: {},
    html: '',
    headers: none,
    ids: none,
    links: none,
    images: none,
    text: '',
    components: none,
    warnings: none,
    hasTitle: !!shown,
  };
}
