// The default titles of containers and alerts, in the page's language: Chinese pages keep the titles
// the VuePress Chinese theme shows, every other language gets VitePress's English ones; a site may
// give its own (a VitePress config's `markdown.container` labels).
import { escapeHtml } from '../../shared/escape-html.js';

const ZH: Record<string, string> = {
  tip: '提示',
  warning: '注意',
  danger: '警告',
  info: '信息',
  note: '注',
  important: '重要',
  caution: '警告',
  details: '详细信息',
};

const EN: Record<string, string> = {
  tip: 'TIP',
  warning: 'WARNING',
  danger: 'DANGER',
  info: 'INFO',
  note: 'NOTE',
  important: 'IMPORTANT',
  caution: 'CAUTION',
  details: 'Details',
};

/** The title a container (or alert) of kind `name` shows without one of its own; undefined for an unknown kind. */
export function defaultContainerTitle(name: string, lang: string | undefined): string | undefined {
  return (/^zh\b/i.test(lang ?? '') ? ZH : EN)[name];
}

/**
 * The title a container (or alert) of kind `name` shows on this page without one of its own: the
 * site's (a VitePress config's `markdown.container` labels, escaped here), else the default one.
 */
export function containerTitle(
  page: { lang?: string; containerTitles?: Readonly<Record<string, string>> },
  name: string,
): string | undefined {
  const own = page.containerTitles?.[name];
  return own !== undefined ? escapeHtml(own) : defaultContainerTitle(name, page.lang);
}
