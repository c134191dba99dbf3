import { useContext, useEffect, useRef } from 'react';
import type { SidebarItem } from '../../shared/types.js';
import { contentLangOf } from '../../shared/content-lang.js';
import { useSite } from '../context.js';
import { SidebarItemsHtml } from './sidebar-prerender.js';
import { SidebarEntry } from './SidebarItems.js';
import { NavItems } from './Navbar.js';
import { SocialLinks } from './SocialLinks.js';
import { Slot } from './Slot.js';
import { chromeOf } from '../../shared/chrome.js';

/** Scroll the sidebar (only the sidebar) so the current page's link is in view, centred when it was not. */
function useActiveLinkInView(route: string) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const aside = ref.current;
    const link = aside?.querySelector<HTMLElement>('.bd-sidebar-link.active');
    if (!aside || !link) return;
    const box = aside.getBoundingClientRect();
    const at = link.getBoundingClientRect();
    if (at.top >= box.top && at.bottom <= box.bottom) return;
    aside.scrollTop += at.top - box.top - (aside.clientHeight - at.height) / 2;
  }, [route]);
  return ref;
}

export function Sidebar({ items }: { items: SidebarItem[] }) {
  const { site, locale, page } = useSite();
  const ref = useActiveLinkInView(page.route);
  // On the server: the same markup, made without React (see sidebar-items-html.ts).
  const prerendered = useContext(SidebarItemsHtml)?.(items, page.route, site.base);
  return (
    <aside className="bd-sidebar" aria-label="Sidebar" ref={ref}>
      <nav className="bd-sidebar-navbar" aria-label="Main">
        <NavItems items={locale.navbar} />
        <SocialLinks links={chromeOf(site, locale).socialLinks} className="bd-sidebar-social" />
      </nav>
      <Slot name="sidebar-before" />
      {items.length > 0 &&
        (prerendered !== undefined ? (
          <ul
            className="bd-sidebar-items"
            lang={contentLangOf(locale)}
            dangerouslySetInnerHTML={{ __html: prerendered }}
          />
        ) : (
          <ul className="bd-sidebar-items" lang={contentLangOf(locale)}>
            {items.map((item, i) => (
              <SidebarEntry key={i} item={item} depth={0} />
            ))}
          </ul>
        ))}
      <Slot name="sidebar-after" />
    </aside>
  );
}
