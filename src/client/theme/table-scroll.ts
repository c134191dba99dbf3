// Wide tables in the content scroll sideways (styles/content.css). While one overflows, it says so:
// `data-bd-overflow` ("start", "end" or "both": the sides with more to see) fades that edge, and it
// takes keyboard focus (the arrow keys then scroll it) with a name: the heading it sits under, else
// its header row. A table that fits is left as the server wrote it.
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

/** The content's headings in page order, listed once for all the tables marked together. */
const headingsOf = (content: Element) => [...content.querySelectorAll('h1, h2, h3, h4, h5, h6')];

/** The last of `headings` (in page order) before `table`: a binary search, not a walk of every heading. */
function headingBefore(table: HTMLTableElement, headings: Element[]): Element | undefined {
  let low = 0;
  let high = headings.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (headings[mid]!.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING) low = mid + 1;
    else high = mid;
  }
  return headings[low - 1];
}

/** The text of the heading the table sits under, without its permalink; else its header row's. */
function tableName(table: HTMLTableElement, headings: Element[]): string {
  const heading = headingBefore(table, headings)?.cloneNode(true) as Element | undefined;
  heading?.querySelectorAll('.header-anchor').forEach((a) => a.remove());
  const text = heading?.textContent?.trim();
  if (text) return text;
  return [...table.querySelectorAll('tr:first-child > th')].map((th) => th.textContent?.trim()).join(', ');
}

/** Said of a table away from the screen, whose rows are not laid out yet (styles/content.css). */
const NOT_LAID_OUT = '?';

/**
 * Where `table` overflows: a read of its layout only (no write), so tables can be measured in a batch.
 * A table not laid out yet may overflow: it is a tab stop with a name until it is measured, as a
 * table that scrolls must be, but shows no fade.
 */
function measure(table: HTMLTableElement): string | undefined {
  if (table.rows[0]?.checkVisibility?.({ contentVisibilityAuto: true }) === false) return NOT_LAID_OUT;
  return overflowSides(table.scrollLeft, table.clientWidth, table.scrollWidth);
}

/** Marks `table` as overflowing on `sides` (or not): writes only, no read of the layout. */
function mark(table: HTMLTableElement, sides: string | undefined, headings: Element[]): void {
  const own = table.getAttribute(OWN_ATTRIBUTES)?.split(' ').filter(Boolean) ?? [];
  if (!sides) {
    table.removeAttribute(OVERFLOW_ATTRIBUTE);
    for (const name of own) table.removeAttribute(name);
    table.removeAttribute(OWN_ATTRIBUTES);
    return;
  }
  if (sides !== NOT_LAID_OUT) table.setAttribute(OVERFLOW_ATTRIBUTE, sides);
  if (table.hasAttribute(OWN_ATTRIBUTES)) return;
  // The author's own tabindex, name or caption stand.
  const set: string[] = [];
  if (!table.hasAttribute('tabindex')) {
    table.tabIndex = 0;
    set.push('tabindex');
  }
  if (!table.hasAttribute('aria-label') && !table.hasAttribute('aria-labelledby') && !table.caption) {
    const name = tableName(table, headings);
    if (name) {
      table.setAttribute('aria-label', name);
      set.push('aria-label');
    }
  }
  table.setAttribute(OWN_ATTRIBUTES, set.join(' '));
}

/**
 * Keeps the content's tables' overflow marks current: on load, on scroll, and when their size changes.
 * Returns what stops it (for the next content).
 */
export function watchTableScroll(): (() => void) | undefined {
  const content = document.getElementById('bd-content');
  const tables = content ? [...content.querySelectorAll<HTMLTableElement>('table')] : [];
  if (!content || !tables.length) return;
  const onScroll = (event: Event) => {
    const table = event.currentTarget as HTMLTableElement;
    mark(table, measure(table), headingsOf(content));
  };
  // The table's box, and its rows' (fonts and images that load widen them inside the same box).
  // Every table is measured first and marked after: a mark changes styles, so measuring the next
  // table after it would lay the whole page out again, once per table (a second on a long page
  // with dozens of tables, on a phone).
  const resized = new ResizeObserver((entries) => {
    const changed = [...new Set(entries.map((e) => e.target.closest('table')!))];
    const sides = changed.map(measure);
    const headings = headingsOf(content);
    changed.forEach((table, i) => mark(table, sides[i], headings));
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
}
