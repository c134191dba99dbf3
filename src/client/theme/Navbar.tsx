import { useEffect, useRef, useState } from 'react';
import { isExternal } from '../../shared/routes.js';
import type { NavGroup, NavItem, NavLink as NavLinkData } from '../../shared/types.js';
import { contentLangOf } from '../../shared/content-lang.js';
import { useSite } from '../context.js';
import { isNavActive } from './active.js';
import { useVersionLinks } from './use-version-links.js';
import { ColorModeSwitch } from './ColorModeSwitch.js';
import { SearchBox } from './SearchBox.js';
// Only a site that chose Algolia DocSearch renders it: other sites' browser bundles leave it out.
import { DocSearchButton } from 'bookdocs:docsearch-button';
import { SocialLinks } from './SocialLinks.js';
import { Slot } from './Slot.js';
import { chromeOf } from '../../shared/chrome.js';

function ExternalIcon() {
  return (
    <svg className="bd-external-icon" aria-hidden="true" width="10" height="10" viewBox="0 0 100 100">
      <path
        fill="currentColor"
        d="M18.8 85.1h56a4.2 4.2 0 0 0 4.2-4.2V56.4h-8.4v20.3H23V29h20.3v-8.4H18.8a4.2 4.2 0 0 0-4.2 4.2v56.1a4.2 4.2 0 0 0 4.2 4.2z"
      />
      <path fill="currentColor" d="M45.7 48.7l5.9 5.9 26.6-26.6V43h8.4V13.6H57V22h15.1z" />
    </svg>
  );
}

export function NavLink({ item, className }: { item: NavLinkData; className?: string }) {
  const { page, site } = useSite();
  const external = isExternal(item.link);
  const active = !external && isNavActive(item, page.route, site.base);
  // A link into a version (config `versions`) opens the same page there when the current page is in one.
  const links = useVersionLinks(!!item.version);
  const href = (item.version && links?.[item.version]) || item.link;
  // A version built apart (a git ref) is another site to the router: the browser loads its page.
  const separate = !!item.version && !!site.versions?.list.find((v) => v.name === item.version)?.separate;
  return (
    <a
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ')}
      href={href}
      aria-current={active ? 'page' : undefined}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : separate ? { rel: 'external' } : {})}
    >
      {item.text}
      {external && <ExternalIcon />}
    </a>
  );
}

/** `highlight`: mark the menu active when one of its links is the current page (not for the language menu). */
function Dropdown({ item, highlight = true }: { item: NavGroup; highlight?: boolean }) {
  const { page, site } = useSite();
  const [open, setOpen] = useState(false);
  /** Opened by the mouse coming over it: a click on its title then keeps it open instead of closing it. */
  const byHover = useRef(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => setOpen(false), [page.route]);
  useEffect(() => {
    if (!open) return;
    // Closes on a click outside it and on Escape (focus then goes back to its button).
    const onDown = (e: MouseEvent) => {
      if (ref.current?.contains(e.target as Node)) return;
      byHover.current = false;
      setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      byHover.current = false;
      setOpen(false);
      if (ref.current?.contains(document.activeElement))
        ref.current.querySelector<HTMLElement>('.bd-nav-dropdown-title')?.focus();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const onTitleClick = () => {
    if (byHover.current) byHover.current = false;
    else setOpen((o) => !o);
  };
  const active =
    highlight &&
    (isNavActive(item, page.route, site.base) ||
      item.children.some((c) => !isExternal(c.link) && isNavActive(c, page.route, site.base)));
  return (
    // What is shown is what aria-expanded says: a mouse opens it by hovering, a keyboard with Enter or
    // Space, and Tab moving out of it closes it.
    <div
      ref={ref}
      className={`bd-nav-dropdown${open ? ' open' : ''}${active ? ' active' : ''}`}
      onPointerEnter={(e) => {
        if (e.pointerType !== 'mouse' || open) return;
        byHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== 'mouse') return;
        byHover.current = false;
        setOpen(false);
      }}
      onBlur={(e) => !ref.current?.contains(e.relatedTarget as Node | null) && setOpen(false)}
    >
      <button type="button" className="bd-nav-dropdown-title" aria-expanded={open} onClick={onTitleClick}>
        {item.text}
        <span className="bd-arrow" aria-hidden="true" />
      </button>
      <ul className="bd-nav-dropdown-menu">
        {item.children.map((child) => (
          <li key={child.link + child.text}>
            <NavLink item={child} className="bd-nav-dropdown-item" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The navbar's items, then the language menu when the site has pages in more than one locale. */
export function NavItems({ items }: { items: NavItem[] }) {
  const { page, locale } = useSite();
  return (
    <ul className="bd-nav-items">
      {items.map((item) => (
        <li key={item.text} className="bd-nav-item" lang={contentLangOf(locale)}>
          {'children' in item ? <Dropdown item={item} /> : <NavLink item={item} className="bd-nav-link" />}
        </li>
      ))}
      {page.translations && (
        <li className="bd-nav-item bd-languages">
          <Dropdown item={{ text: locale.labels.languages, children: page.translations }} highlight={false} />
        </li>
      )}
    </ul>
  );
}

export function Navbar({ onToggleSidebar, sidebarOpen }: { onToggleSidebar?: () => void; sidebarOpen: boolean }) {
  const { site, locale } = useSite();
  const { brand } = chromeOf(site, locale);
  return (
    <header className="bd-navbar">
      {onToggleSidebar && (
        <button
          type="button"
          className="bd-sidebar-toggle"
          aria-label={locale.labels.toggleSidebar}
          aria-expanded={sidebarOpen}
          onClick={onToggleSidebar}
        >
          <span aria-hidden="true" />
        </button>
      )}
      <a
        className="bd-brand"
        href={locale.home}
        aria-label={brand.siteTitle === false && !brand.logoAlt ? locale.title || site.title : undefined}
      >
        {brand.logo && (
          <img
            className={brand.logoDark ? 'bd-logo bd-logo-light' : 'bd-logo'}
            src={brand.logo}
            alt={brand.logoAlt ?? ''}
            width="32"
            height="32"
          />
        )}
        {brand.logoDark && (
          <img className="bd-logo bd-logo-dark" src={brand.logoDark} alt={brand.logoAlt ?? ''} width="32" height="32" />
        )}
        {brand.siteTitle !== false && (
          <span className="bd-site-title">{brand.siteTitle || locale.title || site.title}</span>
        )}
      </a>
      <nav className="bd-navbar-nav" aria-label="Main">
        <NavItems items={locale.navbar} />
      </nav>
      {site.search.enabled && (site.search.algolia ? <DocSearchButton /> : <SearchBox />)}
      {(site.appearance === undefined || site.appearance === 'dark') && <ColorModeSwitch />}
      <SocialLinks links={chromeOf(site, locale).socialLinks} className="bd-navbar-social" />
      <Slot name="nav-after" />
    </header>
  );
}
