// Heading ids compatible with VuePress and VitePress, so anchors written for those sites keep working
// (`markdown.assets` → `markdown-assets`, `安装 插件` → `安装-插件`): punctuation and spaces become one
// '-', accents are dropped, letters are lower-cased, other scripts are kept as they are, and an id
// that would start with a digit gets a leading '_'. Repeated ids get -1, -2, … like GitHub's.

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL = /[\u0000-\u001f]/g;
const SEPARATORS = /[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g;
const COMBINING = /[\u0300-\u036f]/g;

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING, '')
    .replace(CONTROL, '')
    .replace(SEPARATORS, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase();
}

/** Around the parts of a heading's text that are in its title but not in its id (see notInSlug). */
const OPEN = '\uE001';
const CLOSE = '\uE002';
const MARKED = /\uE001[^\uE002]*\uE002/g;
const MARKS = /[\uE001\uE002]/g;

/**
 * Mark a part of a heading's text as not part of its id: an emoji written as a shortcode (VitePress
 * and VuePress leave emoji tokens out of the text they slugify: `## Emoji :tada:` is `#emoji`, titled
 * “Emoji 🎉”). Private-use characters, which slugText and titleText remove.
 */
export function notInSlug(text: string): string {
  return OPEN + text + CLOSE;
}

/** A heading's text as its id is made from: without the parts marked by notInSlug. */
export function slugText(text: string): string {
  return text.replace(MARKED, '').replace(/\s+/g, ' ').trim();
}

/** A heading's text as its title shows: the marked parts kept, their marks dropped. */
export function titleText(text: string): string {
  return text.replace(MARKS, '');
}

/** What makes a heading's text into its id: `slugify` above, or the site's own (VitePress `markdown.anchor.slugify`). */
export type Slugify = (text: string) => string;

/** Unique ids within one page. */
export class Slugger {
  private readonly seen = new Map<string, number>();

  /**
   * `custom`: the site's own slugify (see heading-slugify.ts), whose ids are taken as it gives them,
   * an empty one included (as markdown-it-anchor does); without it, bookdocs' own, with `section`
   * for a heading that gives none.
   */
  constructor(private readonly custom?: Slugify) {}

  /** Reserve an id as written (`{#custom}`), so later headings do not take it. */
  reserve(id: string): void {
    this.seen.set(id, this.seen.get(id) ?? 0);
  }

  slug(text: string): string {
    const base = this.custom ? this.custom(text) : slugify(text) || 'section';
    let id = base;
    let n = this.seen.get(base);
    if (n !== undefined) {
      do id = `${base}-${++n}`;
      while (this.seen.has(id));
      this.seen.set(base, n);
    }
    this.seen.set(id, this.seen.get(id) ?? 0);
    return id;
  }
}
