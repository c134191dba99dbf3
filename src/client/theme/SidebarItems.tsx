// The sidebar's items: links, and groups that fold. The server renders the same markup without React
// (sidebar-items-html.ts): a change here must be made there too (its test compares the two).
import { useEffect, useState } from 'react';
import type { SidebarGroup, SidebarItem } from '../../shared/types.js';
import { useSite } from '../context.js';
import { isCurrent } from './active.js';

function containsCurrent(group: SidebarGroup, route: string, base: string): boolean {
  if (group.link && isCurrent(group.link, route, base)) return true;
  return group.children.some((c) =>
    'children' in c ? containsCurrent(c, route, base) : isCurrent(c.link, route, base),
  );
}

export function SidebarEntry({ item, depth }: { item: SidebarItem; depth: number }) {
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
        <SidebarEntry key={i} item={child} depth={depth + 1} />
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
