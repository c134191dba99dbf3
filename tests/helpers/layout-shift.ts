// Layout shifts as CLS counts them (not those just after the reader's input), each with what moved:
// a test that finds a shift says which element went from where to where.
import type { Page } from 'playwright-core';
import type { SiteMode } from './browser.js';

/**
 * The most a page may shift, by how it is served. What readers get (the build) shifts by nothing.
 * Under dev, a page has been seen to reflow by a hair on a loaded CI machine (0.0003 to 0.0025, in
 * the outline and site-chrome suites), which hundreds of loaded local runs did not reproduce; a
 * failure prints what moved (LayoutShifts.moved), so the next one says why.
 */
export const NO_SHIFT: Record<SiteMode, number> = { build: 0, dev: 0.005 };

export interface LayoutShifts {
  /** The sum of the shifts' scores. */
  sum: number;
  /** Each shift: its score, then each element that moved, from its box before to its box after. */
  moved: string[];
}

/** Start counting the page's shifts, those since it began loading included (read them with layoutShiftsSoFar). */
export function watchLayoutShifts(page: Page): Promise<void> {
  return page.evaluate(() => {
    const box = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
    const name = (n: Node | null) =>
      !n
        ? '(gone)'
        : n instanceof Element
          ? `${n.localName}${n.id ? `#${n.id}` : ''}${n.classList.length ? `.${[...n.classList].join('.')}` : ''}`
          : n.nodeName;
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const seen = { sum: 0, moved: [] as string[], flush: () => undefined as void };
    const count = (entries: PerformanceEntryList) => {
      for (const e of entries as Shift[]) {
        if (e.hadRecentInput) continue;
        seen.sum += e.value;
        seen.moved.push(
          `${e.value} at ${Math.round(e.startTime)} ms: ` +
            e.sources.map((s) => `${name(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`).join('; '),
        );
      }
    };
    const observer = new PerformanceObserver((list) => count(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // Entries already recorded but not yet handed to the callback.
    seen.flush = () => count(observer.takeRecords());
    (window as unknown as { __bdShifts: typeof seen }).__bdShifts = seen;
  });
}

/** The shifts counted since watchLayoutShifts. */
export function layoutShiftsSoFar(page: Page): Promise<LayoutShifts> {
  return page.evaluate(() => {
    const seen = (window as unknown as { __bdShifts: LayoutShifts & { flush(): void } }).__bdShifts;
    seen.flush();
    return { sum: seen.sum, moved: [...seen.moved] };
  });
}

/** The page's shifts so far and during the next `settleMs`. */
export async function layoutShifts(page: Page, settleMs = 500): Promise<LayoutShifts> {
  await watchLayoutShifts(page);
  await page.waitForTimeout(settleMs);
  return layoutShiftsSoFar(page);
}
