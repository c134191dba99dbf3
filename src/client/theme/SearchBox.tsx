// The navbar search box: suggestions from titles and headers (site-spec §9), then full-text hits.
// The engine and the index are loaded on first focus; `s` and `/` focus the box.
import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import type { SearchResult } from '../../shared/search-engine.js';
import { contentLangOf } from '../../shared/content-lang.js';
import { useSite } from '../context.js';
import { decodePath, routeToPath } from '../../shared/routes.js';
import type { SearchEngine } from './search-loader.js';
import { followLink } from './follow-link.js';
import { versionOfPath } from '../../shared/version-of-path.js';
import type { VersionData } from '../../shared/types.js';
import './search.css';

const HOTKEYS = new Set(['s', '/']);

function isTyping(el: EventTarget | null): boolean {
  const e = el as HTMLElement | null;
  return !!e && (e.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(e.tagName));
}

/** The page path, shown when two results would otherwise look the same (v2 and v3 both have "安装"). */
function shownPath(link: string): string {
  const path = link.replace(/#.*$/, '').replace(/\.html$/, '');
  return decodePath(path) ?? path;
}

function Result({ result, showPath, version }: { result: SearchResult; showPath: boolean; version?: string }) {
  return (
    <>
      {showPath && <span className="bd-search-result-path">{shownPath(result.link)}</span>}
      <span className="bd-search-result-title">
        {version && (
          <>
            <span className="badge bd-search-result-version">{version}</span>{' '}
          </>
        )}
        {result.title || result.link}
        {result.header && (
          <>
            <span className="bd-search-result-sep" aria-hidden="true">
              ›
            </span>
            {result.header}
          </>
        )}
      </span>
      {result.snippet && (
        <span className="bd-search-result-snippet">
          {result.snippet.map((part, i) =>
            part.hit ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
          )}
        </span>
      )}
    </>
  );
}

export function SearchBox() {
  const { site, locale, page } = useSite();
  const indexUrl = site.search.indexes?.[locale.path];
  const versions = site.versions?.list;
  /** The reader's version (config `versions`): search answers from its pages first. */
  const ownVersion = page.version && versions?.find((v) => v.name === page.version!.name)?.path;
  const max = site.search.maxSuggestions;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  /** Esc closes the list until the query changes. */
  const [closed, setClosed] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [engine, setEngine] = useState<{ url: string; engine: SearchEngine } | null>(null);
  const [results, setResults] = useState<{ query: string; list: SearchResult[] }>({ query: '', list: [] });
  const [active, setActive] = useState(0);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!HOTKEYS.has(e.key) || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target) || !input.current) return;
      e.preventDefault();
      input.current.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // The index of the current locale: fetched once the box has been focused, and again for a new locale.
  useEffect(() => {
    if (!wanted || !indexUrl || engine?.url === indexUrl) return;
    let live = true;
    import('./search-loader.js')
      .then((m) => m.engineFor(indexUrl))
      .then((e) => live && setEngine({ url: indexUrl, engine: e }))
      .catch((err: unknown) => console.warn('bookdocs: search is unavailable:', err));
    return () => {
      live = false;
    };
  }, [wanted, indexUrl, engine]);

  useEffect(() => {
    if (!engine || engine.url !== indexUrl || !query.trim()) return;
    let live = true;
    const first =
      ownVersion && versions ? (path: string) => versionOfPath(path, versions)?.path === ownVersion : undefined;
    engine.engine
      .search(query, max, { first })
      .then((list) => {
        if (!live) return;
        setResults({ query, list });
        setActive(0);
      })
      .catch((err: unknown) => console.warn('bookdocs: search failed:', err));
    return () => {
      live = false;
    };
  }, [engine, indexUrl, query, max, ownVersion, versions]);

  // While the results of a new query are on their way, those of the previous one stay (no flicker
  // per keystroke); the list says which query it answers (data-query).
  const list = query.trim() && results.query.trim() && engine?.url === indexUrl ? results.list : [];
  const versionOf = (r: SearchResult): VersionData | undefined => versions && versionOfPath(r.link, versions);
  const labels = list.map((r) => `${r.title}\0${r.header ?? ''}\0${versionOf(r)?.name ?? ''}`);
  const ambiguous = (i: number) => labels.indexOf(labels[i]!) !== labels.lastIndexOf(labels[i]!);
  const open = focused && !closed && list.length > 0;
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;

  /** The result's URL as the site links pages (clean URLs drop `.html`). */
  const hrefOf = (result: SearchResult) =>
    routeToPath(result.link.replace(/#.*$/, ''), site.cleanUrls) + result.link.replace(/^[^#]*/, '');

  const go = (i: number) => {
    const result = list[i];
    if (!result) return;
    setQuery('');
    setResults({ query: '', list: [] });
    input.current?.blur();
    followLink(hrefOf(result));
  };

  const onKeyDown = (e: ReactKeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      // Not the browser's own Escape of a search field, which would also clear the query.
      e.preventDefault();
      if (open) setClosed(true);
      else input.current?.blur();
      return;
    }
    if (!open) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + list.length) % list.length);
    } else if (e.key === 'Enter') {
      // An IME turns Enter into "accept this word" while it composes.
      if (e.nativeEvent.isComposing || e.keyCode === 229) return;
      e.preventDefault();
      // Ctrl/Cmd+Enter: the result in a new tab, as Ctrl-click on it.
      const result = list[active];
      if ((e.ctrlKey || e.metaKey) && result) window.open(hrefOf(result), '_blank', 'noopener');
      else go(active);
    }
  };

  return (
    <div className="bd-search" role="search" lang={contentLangOf(locale)}>
      <input
        ref={input}
        type="search"
        role="combobox"
        aria-label={locale.searchPlaceholder}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open ? optionId(active) : undefined}
        placeholder={locale.searchPlaceholder}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setClosed(false);
        }}
        onFocus={() => {
          setFocused(true);
          setWanted(true);
        }}
        onBlur={() => setFocused(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        className="bd-search-suggestions"
        role="listbox"
        aria-label={locale.searchPlaceholder}
        hidden={!open}
        data-query={results.query}
      >
        {open &&
          list.map((result, i) => {
            const href = hrefOf(result);
            return (
              <li key={result.link} role="presentation">
                {/* A link, so Ctrl/middle-click opens a new tab and the URL shows on hover; not a tab stop
                    (the input keeps focus and the arrow keys choose). */}
                <a
                  href={href}
                  id={optionId(i)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={i === active}
                  className={`bd-search-result${i === active ? ' focused' : ''}${result.snippet ? ' full-text' : ''}`}
                  // Keeps the input focused (the list open) whichever button goes down.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={(e) => {
                    if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
                    e.preventDefault();
                    go(i);
                  }}
                  onMouseEnter={() => setActive(i)}
                >
                  <Result result={result} showPath={ambiguous(i)} version={versionOf(result)?.label} />
                </a>
              </li>
            );
          })}
      </ul>
    </div>
  );
}
