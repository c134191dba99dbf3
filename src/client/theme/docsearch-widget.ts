// Algolia DocSearch, in its own chunk: loaded when a reader first opens search on a site whose
// config chose `search.provider: "algolia"` (src/render/output/feature-modules.ts), never on others.
// Algolia's own UI does the searching; the theme gives it the site's language, colours and router.
import docsearch, { type DocSearchInstance } from '@docsearch/js';
import css from '@docsearch/css/dist/style.css' with { type: 'text' };
import type { AlgoliaData } from '../../shared/types.js';
import { followLink } from './follow-link.js';
import { docsearchOptions, siteUrlOf, type DocSearchLocale } from './docsearch-options.js';

const STYLE_ID = 'bd-docsearch-style';

/**
 * DocSearch's stylesheet, once per visit: its dark colours follow the theme's `html.dark` (DocSearch
 * keys them on `[data-theme=dark]`), its accent the theme's brand colour.
 */
function addStyles(): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = `${css.replaceAll('html[data-theme=dark]', 'html.dark')}
html:not(.dark),html.dark{--docsearch-primary-color:var(--bd-c-brand);--docsearch-highlight-color:var(--bd-c-brand)}`;
  document.head.append(style);
}

/**
 * Mount DocSearch into `container` (its own button stays hidden there: the theme shows its own) and
 * open its dialog. The theme's hotkeys open it, so DocSearch's own are off.
 */
export function openDocSearch(
  container: HTMLElement,
  algolia: AlgoliaData,
  locale: DocSearchLocale,
): DocSearchInstance {
  addStyles();
  let ready = false;
  const instance: DocSearchInstance = docsearch({
    container,
    ...docsearchOptions(algolia, locale),
    keyboardShortcuts: { 'Ctrl/Cmd+K': false, '/': false },
    transformItems: (items) => items.map((item) => ({ ...item, url: siteUrlOf(item.url, location.origin) })),
    navigator: {
      navigate: ({ itemUrl }) => followLink(itemUrl),
      navigateNewTab: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
      navigateNewWindow: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
    },
    onReady: () => {
      if (ready) return;
      ready = true;
      queueMicrotask(() => instance.open());
    },
  });
  return instance;
}
