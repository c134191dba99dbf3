// The whole app: one state (the current page), client-side navigation, the theme layout.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { PageView, SiteData } from '../shared/types.js';
import { fetchPage } from './data.js';
import { progress } from './progress.js';
import { loadAnalytics } from 'bookdocs:analytics';
import type { PageViewReporter } from './analytics.js';
import { currentRoute, focusWithoutScroll, routeForClick, routeForLink, routeUrl, scrollToHash } from './router.js';
import { enterPoppedEntry, initScrollMemory, pushEntry, restoreScroll, type ScrollPosition } from './scroll-memory.js';
import { useLazyEffect } from './lazy-effect.js';
import { preloadStyles } from './styles-preload.js';
import { SiteContext, type SiteContextValue } from './context.js';
import { Layout } from './theme/Layout.js';
import { pageTitle } from '../shared/page-title.js';
import { NOT_FOUND_ROUTE, notFoundView } from '../shared/routes.js';
import { useDevUpdates } from './dev-updates.js';
import { READY_ATTRIBUTE, READY_EVENT } from './app-ready.js';
import { loadFills, PluginFills, runRouteHooks, type LoadedFills } from './plugin-client.js';

export interface AppProps {
  site: SiteData;
  page: PageView;
  /** The route in the address bar (may differ from page.route: `/x` vs `/x.html`, or any unknown path). */
  route?: string;
  /** Plugins' slot components loaded for the first page (plugin-client.ts). */
  fills?: LoadedFills;
}

export function App({ site, page: initial, fills: initialFills }: AppProps) {
  const [page, setPage] = useState(initial);
  const [fills, setFills] = useState<LoadedFills>(() => initialFills ?? new Map());
  const fillsRef = useRef(fills);
  fillsRef.current = fills;
  const [loading, setLoading] = useState(false);
  const pending = useRef(0);
  /** Paths shown before: navigating to them again shows no progress bar. */
  const visited = useRef(new Set([initial.route]));
  /** Where to scroll once the page just navigated to is in the DOM (a new object per navigation). */
  const [scrollTarget, setScrollTarget] = useState<{ restore?: ScrollPosition; hash: string } | null>(null);
  useLayoutEffect(() => {
    if (!scrollTarget) return;
    const toHash = scrollTarget.restore === undefined && scrollToHash(scrollTarget.hash);
    if (scrollTarget.restore !== undefined) restoreScroll(scrollTarget.restore);
    else if (!toHash) window.scrollTo(0, 0);
    // A screen reader hears the new page (its title, from a live region) and reading and Tab go on
    // from its heading, not from <body> or the link that was followed.
    if (!toHash) {
      const main = document.getElementById('main-content');
      const heading = main?.querySelector<HTMLElement>('h1') ?? main;
      if (heading) focusWithoutScroll(heading);
    }
    const announcer = document.getElementById('bd-route-announcer');
    if (announcer) announcer.textContent = pageTitle(site, page);
    // Only on a navigation (a new scroll target), with the page it showed.
  }, [scrollTarget]);

  const navigate = useCallback(
    /** `push`: a new history entry; otherwise back/forward, with `restore` the entry's saved scroll position. */
    async (route: string, hash: string, push: boolean, restore?: ScrollPosition) => {
      const id = ++pending.current;
      setLoading(true);
      // The bar shows only for paths not fetched before: a visited page appears at once.
      const showProgress = !visited.current.has(route);
      visited.current.add(route);
      if (showProgress) progress.start();
      let next: PageView | null;
      let nextFills: LoadedFills;
      try {
        next = await fetchPage(route, site);
        // Its stylesheets, and the plugins' slot components it shows, before it is.
        [nextFills] = await Promise.all([
          loadFills(next?.route ?? route, fillsRef.current),
          preloadStyles(next?.styles),
        ]);
      } catch (error) {
        progress.done();
        // The page chunk or a stylesheet could not be loaded (offline, or a new deploy removed it).
        // Listeners may handle it (preventDefault); otherwise the browser loads the URL itself.
        const url = routeUrl(route, site.base) + hash;
        const event = new CustomEvent('bookdocs:preload-error', { cancelable: true, detail: { url, error } });
        if (window.dispatchEvent(event)) {
          console.error(error);
          location.assign(url);
        }
        setLoading(false);
        return;
      }
      if (id !== pending.current) return;
      if (showProgress) progress.done();
      // An unknown page shows the site's own not-found page (404.md) when it has one.
      const view = next ?? (await fetchPage(NOT_FOUND_ROUTE, site).catch(() => null)) ?? notFoundView(page.locale);
      visited.current.add(view.route);
      if (push) pushEntry(routeUrl(route, site.base) + hash);
      setFills(nextFills);
      setPage(view);
      setLoading(false);
      setScrollTarget({ restore, hash });
    },
    [site, page.locale],
  );

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = routeForClick(event, site.base);
      if (!target) return;
      const samePage = target.route === currentRoute(site.base);
      event.preventDefault();
      if (samePage) {
        if (target.hash) {
          pushEntry(target.hash);
          scrollToHash(target.hash);
        } else window.scrollTo(0, 0);
        return;
      }
      void navigate(target.route, target.hash, true);
    };
    const onPop = (event: PopStateEvent) => {
      void navigate(currentRoute(site.base), location.hash, false, enterPoppedEntry(event.state));
    };
    // Fetch a page's data as soon as the reader points at (or tabs to) a link to it.
    const onHover = (event: Event) => {
      const target = routeForLink((event.target as Element | null)?.closest?.('a'), site.base);
      if (target && target.route !== currentRoute(site.base)) fetchPage(target.route, site).catch(() => undefined);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onHover, { passive: true });
    document.addEventListener('focusin', onHover);
    window.addEventListener('popstate', onPop);
    return () => {
      document.removeEventListener('mouseover', onHover);
      document.removeEventListener('focusin', onHover);
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPop);
    };
  }, [navigate, site.base]);

  useEffect(() => {
    // After a reload or a back/forward page load, return to where the reader was.
    const restore = initScrollMemory();
    if (restore !== undefined) restoreScroll(restore);
  }, []);

  // Prefetching waits for the browser to be idle anyway: its code is a chunk loaded after the first paint.
  useLazyEffect(
    () => import('./prefetch.js'),
    ({ prefetchLinksInView }) =>
      prefetchLinksInView(
        page.route,
        (link) => routeForLink(link, site.base)?.route,
        (route) => void fetchPage(route, site).catch(() => undefined),
      ),
    [page.route, site],
  );

  // A page view per page shown; the analytics code is in the bundle, and fetched, only on a site that configures it.
  const pageViews = useRef<Promise<PageViewReporter | undefined> | undefined>(undefined);
  const analytics = site.analytics;
  useEffect(() => {
    if (!analytics || !loadAnalytics) return;
    pageViews.current ??= loadAnalytics().then(
      (m) => m.pageViewReporter(analytics),
      () => undefined,
    );
    const path = location.pathname + location.search;
    void pageViews.current.then((report) => report?.(path));
  }, [page, analytics]);

  // Plugins' route hooks, once per page shown (not again for an edit of the same page in dev).
  const { route, title } = page;
  const titleRef = useRef(title);
  titleRef.current = title;
  useEffect(() => runRouteHooks({ route, title: titleRef.current }), [route]);

  useEffect(() => {
    const locale = site.locales.find((l) => l.path === page.locale);
    document.documentElement.lang = locale?.lang || site.lang;
    document.title = pageTitle(site, page);
  }, [page, site]);

  useDevUpdates(site, setPage);

  // Last of the app's effects, and a parent's effects run after its children's: once this runs, the
  // page is hydrated and every behaviour is bound. Scripts (and tests) wait for it rather than guess.
  useEffect(() => {
    document.documentElement.setAttribute(READY_ATTRIBUTE, '');
    window.dispatchEvent(new Event(READY_EVENT));
  }, []);

  const value = useMemo<SiteContextValue>(() => {
    const locale = site.locales.find((l) => l.path === page.locale) ?? site.locales[site.locales.length - 1]!;
    return { site, locale, page, loading };
  }, [site, page, loading]);

  return (
    <SiteContext.Provider value={value}>
      <PluginFills.Provider value={fills}>
        <Layout />
      </PluginFills.Provider>
    </SiteContext.Provider>
  );
}
