import { useEffect, useRef, useState } from 'react';
import type { SidebarGroup, SidebarItem } from '../../shared/types.js';
import { contentLangOf } from '../../shared/content-lang.js';
import { useSite } from '../context.js';
import { isCurrent } from './active.js';
import { NavItems } from './Navbar.js';
import { SocialLinks } from './SocialLinks.js';
import { Slot } from './Slot.js';
import { chromeOf } from '../../shared/chrome.js';

function containsCurrent(group: SidebarGroup, route: string, base: string): boolean {
  if (group.link && isCurrent(group.link, route, base)) return true;
  return group.children.some((c) =>
    'children' in c ? containsCurrent(c, route, base) : isCurrent(c.link, route, base),
  );
}

function Item({ item, depth }: { item: SidebarItem; depth: number }) {
  const { page, site } = useSite();
  if ('children' in item) return <Group group={item} depth={depth} />;
  const active = isCurrent(item.link, page.route, site.base);
  return (
    <li>
      <a
        className={`bd-sidebar-link${active ? ' active' : ''}`}
        href={item.link}
        aria-current={active ? 'page' : undefined}
      >
        {item.text}
      </a>
    </li>
  );
}

function Group({ group, depth }: { group: SidebarGroup; depth: number }) {
  const { page, site } = useSite();
  const holdsCurrent = containsCurrent(group, page.route, site.base);
  // Folding needs a heading to hold the button: an untitled group always shows its items.
  const collapsible = group.collapsible && group.text !== undefined;
  const [open, setOpen] = useState(!collapsible || holdsCurrent || group.collapsed === false);
  useEffect(() => {
    if (holdsCurrent) setOpen(true);
  }, [holdsCurrent]);
  const expanded = open && group.children.length > 0;
  const items = expanded && (
    <ul className="bd-sidebar-items">
      {group.children.map((child, i) => (
        <Item key={i} item={child} depth={depth + 1} />
      ))}
    </ul>
  );
  const className = `bd-sidebar-group depth-${depth}${holdsCurrent ? ' holds-current' : ''}`;
  if (group.text === undefined) return <li className={`${className} untitled`}>{items}</li>;
  const heading = group.link ? (
    <a
      className={`bd-sidebar-heading-link${group.link && isCurrent(group.link, page.route, site.base) ? ' active' : ''}`}
      href={group.link}
    >
      {group.text}
    </a>
  ) : (
    <span>{group.text}</span>
  );
  return (
    <li className={className}>
      <p className="bd-sidebar-heading">
        {heading}
        {collapsible && group.children.length > 0 && (
          <button
            type="button"
            className={`bd-sidebar-fold${expanded ? ' open' : ''}`}
            aria-expanded={expanded}
            aria-label={group.text}
            onClick={() => setOpen((o) => !o)}
          >
            <span className="bd-arrow" aria-hidden="true" />
          </button>
        )}
      </p>
      {items}
    </li>
  );
}

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
  return (
    <aside className="bd-sidebar" aria-label="Sidebar" ref={ref}>
      <nav className="bd-sidebar-navbar" aria-label="Main">
        <NavItems items={locale.navbar} />
        <SocialLinks links={chromeOf(site, locale).socialLinks} className="bd-sidebar-social" />
      </nav>
      <Slot name="sidebar-before" />
      {items.length > 0 && (
        <ul className="bd-sidebar-items" lang={contentLangOf(locale)}>
          {items.map((item, i) => (
            <Item key={i} item={item} depth={0} />
          ))}
        </ul>
      )}
      <Slot name="sidebar-after" />
    </aside>
  );
}
