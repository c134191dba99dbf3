// The "On this page" outline: the page's headings in its outline's range, nested by level, the one in
// view highlighted. From 1280px an aside beside the content; below, a menu at the top of the content,
// closed until its button opens it. Both are in the server HTML and shown or hidden by CSS alone, so
// hydration moves nothing. Titles are React text (escaped), never HTML.
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { headingTree, type HeadingNode } from '../../shared/heading-tree.js';
import { titleParts } from '../../shared/title-breaks.js';
import type { Header } from '../../shared/types.js';
import { Slot } from './Slot.js';

interface OutlineProps {
  headers: readonly Header[];
  levels: readonly [number, number];
  /** Id of the heading in view. */
  active: string | undefined;
  label: string;
}

/**
 * A title that wraps only where a reader expects it to (shared/title-breaks.ts): each piece of a code
 * run is kept whole (an inline block) and wraps inside only at its <wbr>s when wider than the line.
 */
function OutlineTitle({ title }: { title: string }) {
  const parts = titleParts(title);
  if (parts.length === 1 && !parts[0]!.pieces) return title;
  return parts.map(({ text, pieces }, i) =>
    pieces ? (
      <span key={i} className="bd-outline-code">
        {pieces.map((segments, j) => (
          <span key={j} className="bd-outline-piece">
            {segments.map((segment, k) => (k ? [<wbr key={k} />, segment] : segment))}
          </span>
        ))}
      </span>
    ) : (
      text
    ),
  );
}

function OutlineList({
  nodes,
  active,
  depth = 0,
}: {
  nodes: HeadingNode[];
  active: string | undefined;
  depth?: number;
}) {
  return (
    <ul className={`bd-outline-list depth-${depth}`}>
      {nodes.map(({ header, children }, i) => (
        <li key={`${i}:${header.slug}`}>
          <a
            className={`bd-outline-link${header.slug === active ? ' active' : ''}`}
            href={`#${encodeURIComponent(header.slug)}`}
            aria-current={header.slug === active ? 'location' : undefined}
            // Chromium reads a space between inline blocks (and at <wbr>): the name is the title as written.
            aria-label={titleParts(header.title).some((p) => p.pieces) ? header.title : undefined}
          >
            <OutlineTitle title={header.title} />
          </a>
          {children.length > 0 && <OutlineList nodes={children} active={active} depth={depth + 1} />}
        </li>
      ))}
    </ul>
  );
}

/** Wide screens: beside the content, following the reader (sticky), its active entry kept in view. */
export function OutlineAside({ headers, levels, active, label }: OutlineProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const aside = ref.current;
    const link = aside?.querySelector<HTMLElement>('.bd-outline-link.active');
    if (!aside || !link || aside.scrollHeight <= aside.clientHeight) return;
    // Scroll the aside only (scrollIntoView would scroll the page too), by what is out of its view.
    const box = aside.getBoundingClientRect();
    const { top, bottom } = link.getBoundingClientRect();
    if (top < box.top) aside.scrollTop -= box.top - top;
    else if (bottom > box.bottom) aside.scrollTop += bottom - box.bottom;
  }, [active]);
  return (
    <nav ref={ref} className="bd-outline-aside" aria-labelledby="bd-outline-aside-title">
      <Slot name="aside-top" />
      <p id="bd-outline-aside-title" className="bd-outline-title">
        {label}
      </p>
      <OutlineList nodes={headingTree(headers, levels)} active={active} />
      <Slot name="aside-bottom" />
    </nav>
  );
}

/** Narrower screens: a button at the top of the content opening the list; choosing an entry closes it. */
export function OutlineMenu({ headers, levels, active, label, route }: OutlineProps & { route: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => setOpen(false), [route]);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    // Closed before the router scrolls to the heading, so the target is measured without the list.
    if ((event.target as Element).closest('a')) flushSync(() => setOpen(false));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  return (
    <nav
      className={`bd-outline-menu${open ? ' open' : ''}`}
      aria-labelledby="bd-outline-menu-button"
      onKeyDown={onKeyDown}
    >
      <button
        ref={button}
        id="bd-outline-menu-button"
        type="button"
        className="bd-outline-menu-button"
        aria-expanded={open}
        aria-controls="bd-outline-menu-list"
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        <span className="bd-outline-chevron" aria-hidden="true" />
      </button>
      <div id="bd-outline-menu-list" className="bd-outline-menu-list" hidden={!open} onClick={onClick}>
        <OutlineList nodes={headingTree(headers, levels)} active={active} />
      </div>
    </nav>
  );
}
