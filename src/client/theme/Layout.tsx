import { useState, useEffect, useLayoutEffect, useRef } from 'react';
import { useSite } from '../context.js';
import { NOT_FOUND_ROUTE } from '../../shared/routes.js';
import { chromeOf } from '../../shared/chrome.js';
import { contentLangOf, themeLangWithin } from '../../shared/content-lang.js';
import { Banner } from './Banner.js';
import { SiteFooter } from './SiteFooter.js';
import { DocPage } from './DocPage.js';
import { Home } from './Home.js';
import { Navbar } from './Navbar.js';
import { NotFound } from './NotFound.js';
import { Sidebar } from './Sidebar.js';
import { BackToTop } from './BackToTop.js';
import { Slot } from './Slot.js';
import { usePrevNextKeys, useSidebarSwipe } from './keys.js';
import { useTabGroups } from './tabs.js';
import { useActiveHeading } from './active-heading.js';
import { useContentBehaviours } from './use-content-behaviours.js';

/** Where the sidebar is a drawer (styles/responsive.css). */
const DRAWER_MEDIA = '(max-width: 959px)';

export function Layout() {
  const { site, page, locale } = useSite();
  const { banner, footer } = chromeOf(site, locale);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const layout = useRef<HTMLDivElement>(null);
  // Under a banner the navbar reaches the top of the window only once the banner has scrolled away:
  // the phone drawer opens just below wherever the navbar is.
  useLayoutEffect(() => {
    const navbar = layout.current?.querySelector('.bd-navbar');
    if (sidebarOpen && banner && navbar)
      layout.current!.style.setProperty('--bd-drawer-top', `${navbar.getBoundingClientRect().bottom}px`);
  }, [sidebarOpen, banner]);
  useEffect(() => setSidebarOpen(false), [page.route]);
  // The phone drawer, while open, holds the keyboard: Escape closes it and gives focus back to its
  // button, and what lies under its mask (the page, its footer) takes no focus and no clicks.
  useEffect(() => {
    const root = layout.current;
    if (!sidebarOpen || !root || !matchMedia(DRAWER_MEDIA).matches) return;
    const behind = [
      ...root.querySelectorAll<HTMLElement>(':scope > .bd-main, :scope > .bd-footer, :scope > .bd-back-to-top'),
    ];
    for (const el of behind) el.inert = true;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setSidebarOpen(false);
      root.querySelector<HTMLElement>('.bd-sidebar-toggle')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      for (const el of behind) el.inert = false;
    };
  }, [sidebarOpen]);
  // Behaviours bound to the content run again when it changes: on navigation, and when the dev
  // server swaps the page in place.
  const content = `${page.route}\0${page.html}`;
  useTabGroups(content);
  useActiveHeading(content);
  // Copy buttons, image zoom and table marks: a chunk loaded after the first paint.
  useContentBehaviours(content, locale.labels, themeLangWithin(locale, page));
  usePrevNextKeys(page.prev?.link, page.next?.link);
  // On phones every page has the drawer: it holds the navbar links, then the page's sidebar if any.
  useSidebarSwipe(true, setSidebarOpen);
  const hasSidebar = page.sidebar.length > 0;
  const notFound = page.route === NOT_FOUND_ROUTE;
  const classes = [
    'bd-layout',
    hasSidebar ? 'has-sidebar' : 'no-sidebar',
    banner ? 'has-banner' : '',
    sidebarOpen ? 'sidebar-open' : '',
    page.pageClass ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  // The layout slots share a child with the skip link and the back-to-top button: the other children
  // keep their places, so the ids React derives from them (useId, in the search box) stay the same.
  return (
    <div className={classes} ref={layout}>
      <>
        <a className="bd-skip-link" href="#main-content">
          {locale.labels.skipToContent}
        </a>
        <Slot name="layout-top" />
      </>
      {banner && <Banner banner={banner} dismissLabel={locale.labels.dismissBanner} />}
      <Navbar onToggleSidebar={() => setSidebarOpen((o) => !o)} sidebarOpen={sidebarOpen} />
      <div className="bd-sidebar-mask" aria-hidden="true" onClick={() => setSidebarOpen(false)} />
      <Sidebar items={page.sidebar} />
      <main id="main-content" className="bd-main" tabIndex={-1} lang={contentLangOf(locale, page)}>
        {notFound ? <NotFound /> : page.home ? <Home /> : <DocPage />}
      </main>
      {/* A home page's own footer (frontmatter) takes the place of the site's. */}
      {footer && !page.home?.footer && <SiteFooter footer={footer} lang={contentLangOf(locale)} />}
      <>
        <BackToTop />
        <Slot name="layout-bottom" />
        {/* Says the new page's title to screen readers after a client-side navigation (App.tsx). */}
        <div
          id="bd-route-announcer"
          className="bd-sr-only"
          aria-live="polite"
          aria-atomic="true"
          lang={contentLangOf(locale, page)}
        />
      </>
    </div>
  );
}
