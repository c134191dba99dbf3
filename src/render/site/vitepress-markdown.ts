// The Markdown settings of a VitePress config that change how its pages are parsed, as page settings
// (page-settings.ts, in every page's cache key): `markdown.attrs`, the attribute syntax's delimiters
// or off (VitePress 1: `leftDelimiter`/`rightDelimiter`, `disable: true`; VitePress 2: `left`/`right`,
// `attrs: false`), and `markdown.anchor.slugify`, the function that makes heading ids. The function
// runs in the parse workers (page/heading-slugify.ts); a package's slugify is a stand-in here, so the
// well-known ones are recognised: @mdit-vue/shared's (VitePress's default) is bookdocs' own.
import type { AttributesSetting } from '../markdown/attribute-syntax.js';
import type { SlugifyRef } from '../page/heading-slugify.js';
import { isObj, standInOf, str, type ForeignMarkdown, type Obj } from './foreign-config.js';

/** Where VitePress takes the heading ids' slugify from (its headers and `[[toc]]` default to it). */
const SLUGIFY_PATH = ['markdown', 'anchor', 'slugify'];

/** Packages whose `slugify` is VitePress's default, which bookdocs' ids already are (markdown/slug.ts). */
const DEFAULT_SLUGIFY = /^@mdit-vue\/shared\.slugify$/;
/** markdown-it-anchor's own default (`import anchor from 'markdown-it-anchor'`: `anchor.defaults.slugify`). */
const ANCHOR_SLUGIFY = /^markdown-it-anchor(?:\.default)?\.defaults\.slugify$/;

/** `markdown.attrs` as a page setting: undefined when it keeps markdown-it-attrs' `{` `}`. */
export function attrsSetting(attrs: unknown): AttributesSetting | undefined {
  if (attrs === false) return false;
  if (!isObj(attrs)) return undefined;
  if (attrs.disable === true) return false;
  const left = str(attrs.leftDelimiter) ?? str(attrs.left) ?? '{';
  const right = str(attrs.rightDelimiter) ?? str(attrs.right) ?? '}';
  return left === '{' && right === '}' ? undefined : { left, right };
}

/** `markdown.anchor.slugify` as a page setting: undefined when it gives bookdocs' own ids (or cannot be used). */
export function slugifySetting(
  vp: Obj,
  module: { file: string; env: unknown },
  warn: (message: string) => void,
): SlugifyRef | undefined {
  const md = isObj(vp.markdown) ? vp.markdown : {};
  const fn = isObj(md.anchor) ? md.anchor.slugify : undefined;
  if (fn === undefined) return undefined;
  const name = SLUGIFY_PATH.join('.');
  if (typeof fn !== 'function') {
    warn(`${name} is not a function: heading ids are made as VitePress does by default`);
    return undefined;
  }
  const of = standInOf(fn);
  if (of !== undefined) {
    if (DEFAULT_SLUGIFY.test(of)) return undefined;
    if (ANCHOR_SLUGIFY.test(of)) return { known: 'markdown-it-anchor' };
    warn(
      `${name} comes from a package (${of}), which bookdocs does not run: heading ids are made as VitePress does by default`,
    );
    return undefined;
  }
  // A function of the config's own, but one that needs a package (a stand-in here) gives no text.
  let probe: unknown;
  try {
    probe = (fn as (text: string) => unknown)('Getting Started');
  } catch (err) {
    probe = err;
  }
  if (typeof probe !== 'string') {
    warn(
      `${name} could not be run here (${probe instanceof Error ? probe.message : 'it gave no text'}; the packages a config imports are not loaded): heading ids are made as VitePress does by default`,
    );
    return undefined;
  }
  return { module: module.file, env: module.env, path: SLUGIFY_PATH };
}

/** VitePress's container label options, by container. */
const LABELS: Record<string, string> = {
  tip: 'tipLabel',
  info: 'infoLabel',
  warning: 'warningLabel',
  danger: 'dangerLabel',
  details: 'detailsLabel',
  note: 'noteLabel',
  important: 'importantLabel',
  caution: 'cautionLabel',
};

/** One `markdown.container` as titles by container (`{ tip: '提示' }`); undefined when it sets none. */
function labelsOf(container: unknown): Record<string, string> | undefined {
  if (!isObj(container)) return undefined;
  const out = Object.fromEntries(
    Object.entries(LABELS).flatMap(([name, key]) => (str(container[key]) ? [[name, container[key] as string]] : [])),
  );
  return Object.keys(out).length ? out : undefined;
}

/**
 * `markdown.container` (and, VitePress 2, each locale's) as default container titles by page language:
 * '' for every page, a locale's `lang` for its pages (over the root's).
 */
export function containerTitles(vp: Obj): Record<string, Record<string, string>> | undefined {
  const root = labelsOf(isObj(vp.markdown) ? vp.markdown.container : undefined);
  const out: Record<string, Record<string, string>> = root ? { '': root } : {};
  for (const [key, locale] of Object.entries(isObj(vp.locales) ? vp.locales : {})) {
    if (!isObj(locale)) continue;
    const own = labelsOf(isObj(locale.markdown) ? locale.markdown.container : undefined);
    const lang = str(locale.lang) ?? (key === 'root' ? str(vp.lang) : undefined);
    if (own && lang) out[lang] = { ...root, ...own };
  }
  return Object.keys(out).length ? out : undefined;
}

/** A VitePress config's Markdown settings that are page settings; undefined when it has none. */
export function vitePressMarkdown(
  vp: Obj,
  module: { file: string; env: unknown },
  warn: (message: string) => void,
): ForeignMarkdown | undefined {
  const attrs = attrsSetting(isObj(vp.markdown) ? vp.markdown.attrs : undefined);
  const slugify = slugifySetting(vp, module, warn);
  const titles = containerTitles(vp);
  if (attrs === undefined && !slugify && !titles) return undefined;
  return {
    ...(attrs !== undefined && { attrs }),
    ...(slugify && { slugify }),
    ...(titles && { containerTitles: titles }),
  };
}
