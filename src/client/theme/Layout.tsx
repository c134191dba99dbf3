import { useState, useEffect } from 'react';
import { useSite } from '../context.js';
import { NOT_FOUND_ROUTE } from '../../shared/routes.js';
import { DocPage } from './DocPage.js';
import { Home } from './Home.js';
import { Navbar } from './Navbar.js';
import { NotFound } from './NotFound.js';
import { Sidebar } from './Sidebar.js';
import { BackToTop } from './BackToTop.js';
import { useCopyCode } from './copy-code.js';
import { usePrevNextKeys, useSidebarSwipe } from './keys.js';
import { useTabGroups } from './tabs.js';
import { useActiveHeading } from './active-heading.js';
import { useImageZoom } from './image-zoom.js';

export function Layout() {
  const { page, locale } = useSite();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  useEffect(() => setSidebarOpen(false), [page.route]);
  // Behaviours bound to the content run again when it changes: on navigation, and when the dev
  // server swaps the page in place.
  const content = `${page.route}\0${page.html}`;
  useCopyCode(content, locale.labels);
  useTabGroups(content);
  useActiveHeading(content);
  useImageZoom(content);
  usePrevNextKeys(page.prev?.link, page.next?.link);
  // On phones every page has the drawer: it holds the navbar links, then the page's sidebar if any.
  useSidebarSwipe(true, setSidebarOpen);
  const hasSidebar = page.sidebar.length > 0;
  const notFound = page.route === NOT_FOUND_ROUTE;
  const classes = ['bd-layout', hasSidebar ? 'has-sidebar' : 'no-sidebar', sidebarOpen ? 'sidebar-open' : '', page.pageClass ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <a className="bd-skip-link" href="#main-content">
        {locale.labels.skipToContent}
      </a>
      <Navbar onToggleSidebar={() => setSidebarOpen((o) => !o)} sidebarOpen={sidebarOpen} />
      <div className="bd-sidebar-mask" aria-hidden="true" onClick={() => setSidebarOpen(false)} />
      <Sidebar items={page.sidebar} />
      <main id="main-content" className="bd-main" tabIndex={-1}>
        {notFound ? <NotFound /> : page.home ? <Home /> : <DocPage />}
      </main>
      <BackToTop />
    </div>
  );
}
