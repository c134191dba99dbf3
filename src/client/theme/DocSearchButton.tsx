// The navbar's search button on a site that chose Algolia DocSearch (config `search.provider:
// "algolia"`). Rendered by the theme, so the page shows it before any script runs; DocSearch's code
// and styles load when the pointer or focus comes near it, and its dialog opens on a click, `/` or
// Ctrl/Cmd+K.
import { useEffect, useRef } from 'react';
import { loadDocSearch } from 'bookdocs:docsearch';
import type { DocSearchInstance } from '@docsearch/js';
import { useSite } from '../context.js';

function isTyping(el: EventTarget | null): boolean {
  const e = el as HTMLElement | null;
  return !!e && (e.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(e.tagName));
}

export function DocSearchButton() {
  const { site, locale } = useSite();
  const container = useRef<HTMLDivElement>(null);
  const instance = useRef<{ key: string; docsearch: DocSearchInstance } | null>(null);
  const algolia = site.search.algolia!;
  const placeholder = locale.searchPlaceholder;

  const open = () => {
    if (!loadDocSearch || !container.current) return;
    const key = locale.path;
    if (instance.current?.key === key) {
      instance.current.docsearch.open();
      return;
    }
    const at = container.current;
    loadDocSearch()
      .then((m) => {
        instance.current?.docsearch.destroy();
        instance.current = { key, docsearch: m.openDocSearch(at, algolia, { path: key, placeholder }) };
      })
      .catch((err: unknown) => console.warn('bookdocs: search is unavailable:', err));
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const hotkey = (e.key === 'k' && (e.ctrlKey || e.metaKey)) || (e.key === '/' && !e.ctrlKey && !e.metaKey);
      if (!hotkey || e.altKey || (e.key === '/' && isTyping(e.target))) return;
      if (document.body.classList.contains('DocSearch--active')) return;
      e.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  useEffect(() => () => instance.current?.docsearch.destroy(), []);

  /** Fetch DocSearch's chunk ahead of the click. */
  const warm = () => void loadDocSearch?.().catch(() => undefined);

  return (
    <div className="bd-search bd-docsearch" role="search">
      <button
        type="button"
        className="bd-docsearch-button"
        aria-label={placeholder}
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={open}
        onPointerEnter={warm}
        onFocus={warm}
      >
        <span className="bd-docsearch-text">{placeholder}</span>
        <kbd className="bd-docsearch-key" aria-hidden="true">
          /
        </kbd>
      </button>
      <div ref={container} className="bd-docsearch-mount" hidden />
    </div>
  );
}
