// Head elements as data ([tag, attributes, content?]): written as HTML, and merged so that one thing
// is said once. An author's element (config `head`, then the page's frontmatter `head`) replaces an
// earlier one that says the same thing, and every generated element (description, icon, Open Graph,
// canonical…) it says the same thing as.
import { escapeHtml } from '../../shared/escape-html.js';
import type { HeadElement } from '../site/head-schema.js';

export type { HeadElement } from '../site/head-schema.js';

/** What the head of one page gets beyond the document's own parts (charset, title, scripts, styles). */
export interface PageHead {
  /** Written by bookdocs: meta description, icon, Open Graph, canonical, hreflang… */
  generated: HeadElement[];
  /** The site's `head`, then the page's. */
  author: HeadElement[];
  /** Components whose chunks it preloads though it does not show them (frontmatter `preload`). */
  preload?: string[];
}

function attr(el: HeadElement, name: string): string | undefined {
  for (const [k, v] of Object.entries(el[1])) if (k.toLowerCase() === name && typeof v === 'string') return v;
  return undefined;
}

/**
 * What an element says, as keys: two elements sharing their first key are the same element; a
 * generated element goes when any author element shares any of its keys. Elements with nothing to
 * compare by have no key (never merged).
 */
export function headKeys(el: HeadElement): string[] {
  const [tag, , content = ''] = el;
  if (tag === 'meta') {
    if (Object.keys(el[1]).some((k) => k.toLowerCase() === 'charset')) return ['meta:charset'];
    // `name` and `property` are one namespace: pages write og:* and twitter:* under either.
    const name = attr(el, 'name') ?? attr(el, 'property');
    if (name !== undefined) return [`meta:${name.toLowerCase()}`];
    const equiv = attr(el, 'http-equiv');
    if (equiv !== undefined) return [`meta:http-equiv:${equiv.toLowerCase()}`];
    const itemprop = attr(el, 'itemprop');
    return itemprop !== undefined ? [`meta:itemprop:${itemprop}`] : [];
  }
  if (tag === 'link') {
    const rels = (attr(el, 'rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const hreflang = attr(el, 'hreflang')?.toLowerCase();
    // A page has one canonical URL.
    if (rels.includes('canonical')) return ['link:canonical'];
    const keys = [`link:${rels.join(' ')}:${attr(el, 'href') ?? ''}:${hreflang ?? ''}`];
    if (rels.includes('icon')) keys.push('link:icon');
    if (rels.includes('alternate') && hreflang !== undefined) keys.push(`link:alternate:${hreflang}`);
    return keys;
  }
  if (tag === 'script') {
    const src = attr(el, 'src');
    return [src !== undefined ? `script:src:${src}` : `script:inline:${content}`];
  }
  return [`${tag}:${content}`];
}

/**
 * The author's elements, each said once (a later one replaces an earlier one with the same key: the
 * page's frontmatter wins over the config), and the generated ones the author did not say.
 */
export function mergeHead(head: PageHead): PageHead {
  if (!head.author.length) return head;
  const seen = new Set<string>();
  const author: HeadElement[] = [];
  for (let i = head.author.length - 1; i >= 0; i--) {
    const el = head.author[i]!;
    const [key] = headKeys(el);
    if (key !== undefined && seen.has(key)) continue;
    if (key !== undefined) seen.add(key);
    author.push(el);
  }
  author.reverse();
  const said = new Set(author.flatMap(headKeys));
  const generated = head.generated.filter((el) => !headKeys(el).some((k) => said.has(k)));
  return { generated, author };
}

function attributes(attrs: HeadElement[1]): string {
  let out = '';
  for (const [name, value] of Object.entries(attrs)) {
    if (value === false) continue;
    out += value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`;
  }
  return out;
}

/**
 * One element as HTML. Attribute values are escaped; the content of `script`, `style` and
 * `noscript` is the author's own code or HTML, written as given (it cannot end its element early:
 * see head-schema.ts).
 */
export function headElementHtml(el: HeadElement): string {
  const [tag, attrs, content] = el;
  if (tag === 'meta' || tag === 'link') return `<${tag}${attributes(attrs)}>`;
  return `<${tag}${attributes(attrs)}>${content ?? ''}</${tag}>`;
}
