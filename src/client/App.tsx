// The whole app: one state (the current page), client-side navigation, the theme layout.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PageView, SiteData } from '../shared/types.js';
import { fetchPage } from './data.js';
import { currentRoute, routeForClick, scrollToHash } from './router.js';
import { SiteContext, type SiteContextValue } from './context.js';
import { Layout } from './theme/Layout.js';
import { NOT_FOUND_ROUTE } from './routes-const.js';

export function notFoundView(locale: string): PageView {
  return { route: NOT_FOUND_ROUTE, title: '404', html: '', components: [], headers: [], sidebar: [], locale };
}

export interface AppProps {
  site: SiteData;
  page: PageView;
  /** The route in the address bar (may differ from page.route: `/x` vs `/x.html`, or any unknown path). */
  route?: string;
}

export function App({ site, page: initial }: AppProps) {
  const [page, setPage] = useState(initial);
  const [loading, setLoading] = useState(false);
  const pending = useRef(0);

  const navigate = useCallback(
    async (route: string, hash: string, push: boolean) => {
      const id = ++pending.current;
      setLoading(true);
      let next: PageView | null;
      try {
        next = await fetchPage(route, site);
      } catch {
        // The page data could not be fetched (offline, or a deploy removed it): let the browser load the URL.
        location.assign(site.base + route.slice(1) + hash);
        return;
      }
      if (id !== pending.current) return;
      const view = next ?? notFoundView(page.locale);
      if (push) history.pushState(null, '', site.base + route.slice(1) + hash);
      setPage(view);
      setLoading(false);
      requestAnimationFrame(() => {
        if (!scrollToHash(hash)) window.scrollTo(0, 0);
      });
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
          history.pushState(null, '', target.hash);
          scrollToHash(target.hash);
        } else window.scrollTo(0, 0);
        return;
      }
      void navigate(target.route, target.hash, true);
    };
    const onPop = () => {
      void navigate(currentRoute(site.base), location.hash, false);
    };
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPop);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPop);
    };
  }, [navigate, site.base]);

  useEffect(() => {
    const locale = site.locales.find((l) => l.path === page.locale);
    const siteTitle = locale?.title || site.title;
    document.title = page.title && page.title !== siteTitle ? `${page.title} | ${siteTitle}` : siteTitle;
  }, [page, site]);

  const value = useMemo<SiteContextValue>(() => {
    const locale = site.locales.find((l) => l.path === page.locale) ?? site.locales[site.locales.length - 1]!;
    return { site, locale, page, loading };
  }, [site, page, loading]);

  return (
    <SiteContext.Provider value={value}>
      <Layout />
    </SiteContext.Provider>
  );
}
