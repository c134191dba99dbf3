// Wide tables in the content scroll sideways (styles/content.css). While one overflows, it says so:
// `data-bd-overflow` ("start", "end" or "both": the sides with more to see) fades that edge, and it
// takes keyboard focus (the arrow keys then scroll it) with a name: the heading it sits under, else
// its header row. A table that fits is left as the server wrote it.
import { useEffect } from 'react';

export const OVERFLOW_ATTRIBUTE = 'data-bd-overflow';
/** Attributes this hook set on a table, so a table that fits again loses exactly those. */
const OWN_ATTRIBUTES = 'data-bd-scroll-own';

/** The sides of a scrolled box with content beyond them, or undefined when it all shows. */
export function overflowSides(scrollLeft: number, clientWidth: number, scrollWidth: number): string | undefined {
  // A rounding pixel is not overflow (zoomed pages give fractional widths).
  if (scrollWidth - clientWidth <= 1) return undefined;
  // Right-to-left pages scroll with a negative scrollLeft.
  const before = Math.abs(scrollLeft) > 1;
  const after = Math.abs(scrollLeft) < scrollWidth - clientWidth - 1;
  return before && after ? 'both' : before ? 'start' : 'end';
}

/** The text of the heading the table sits under, without its permalink; else its header row's. */
function tableName(table: HTMLTableElement, content: Element): string {
  const headings = [...content.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter(
    (h) => h.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  const heading = headings.at(-1)?.cloneNode(true) as Element | undefined;
  heading?.querySelectorAll('.header-anchor').forEach((a) => a.remove());
  const text = heading?.textContent?.trim();
  if (text) return text;
  return [...table.querySelectorAll('tr:first-child > th')].map((th) => th.textContent?.trim()).join(', ');
}

function update(table: HTMLTableElement, content: Element): void {
  const sides = overflowSides(table.scrollLeft, table.clientWidth, table.scrollWidth);
  const own = table.getAttribute(OWN_ATTRIBUTES)?.split(' ').filter(Boolean) ?? [];
  if (!sides) {
    table.removeAttribute(OVERFLOW_ATTRIBUTE);
    for (const name of own) table.removeAttribute(name);
    table.removeAttribute(OWN_ATTRIBUTES);
    return;
  }
  table.setAttribute(OVERFLOW_ATTRIBUTE, sides);
  if (table.hasAttribute(OWN_ATTRIBUTES)) return;
  // The author's own tabindex, name or caption stand.
  const set: string[] = [];
  if (!table.hasAttribute('tabindex')) {
    table.tabIndex = 0;
    set.push('tabindex');
  }
  if (!table.hasAttribute('aria-label') && !table.hasAttribute('aria-labelledby') && !table.caption) {
    const name = tableName(table, content);
    if (name) {
      table.setAttribute('aria-label', name);
      set.push('aria-label');
    }
  }
  table.setAttribute(OWN_ATTRIBUTES, set.join(' '));
}

/** Keeps the content's tables' overflow marks current: on load, on scroll, and when their size changes. */
export function useTableScroll(key: string): void {
  useEffect(() => {
    const content = document.getElementById('bd-content');
    const tables = content ? [...content.querySelectorAll<HTMLTableElement>('table')] : [];
    if (!content || !tables.length) return;
    const onScroll = (event: Event) => update(event.currentTarget as HTMLTableElement, content);
    // The table's box, and its rows' (fonts and images that load widen them inside the same box).
    const resized = new ResizeObserver((entries) => {
      for (const table of new Set(entries.map((e) => e.target.closest('table')!))) update(table, content);
    });
    for (const table of tables) {
      table.addEventListener('scroll', onScroll, { passive: true });
      resized.observe(table);
      for (const part of table.children) resized.observe(part);
    }
    return () => {
      resized.disconnect();
      for (const table of tables) table.removeEventListener('scroll', onScroll);
    };
  }, [key]);
}
