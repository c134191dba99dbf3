// Which language a page's text is in, beside its <html lang>. A site may keep the <html lang> of its
// theme (its labels, dates) while its pages are written in another language (config `contentLang`,
// per locale too, or a page's frontmatter `lang`): the elements holding the author's text then carry
// their own `lang`, so a screen reader reads them with the right voice.
import type { LocaleData, PageView } from './types.js';

/** The `lang` to set on the author's text, or undefined where it is the <html lang> already. */
export function contentLangOf(locale: LocaleData, page?: Pick<PageView, 'lang'>): string | undefined {
  const lang = page?.lang ?? locale.contentLang;
  return lang && lang !== locale.lang ? lang : undefined;
}

/**
 * The `lang` to set on the theme's own words (labels, dates) inside the author's text: the <html lang>
 * again, where the text around them is marked as another language; else undefined.
 */
export function themeLangWithin(locale: LocaleData, page?: Pick<PageView, 'lang'>): string | undefined {
  return contentLangOf(locale, page) ? locale.lang : undefined;
}
