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

/** Unique ids within one page. */
export class Slugger {
  private readonly seen = new Map<string, number>();

  /** Reserve an id as written (`{#custom}`), so later headings do not take it. */
  reserve(id: string): void {
    this.seen.set(id, this.seen.get(id) ?? 0);
  }

  slug(text: string): string {
    const base = slugify(text) || 'section';
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
