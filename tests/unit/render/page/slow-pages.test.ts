// Pages under way for long are named while they run, then again every while (slow-pages.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLOW_PAGE_MS, slowPageNotice, watchSlowPages, type SlowPage } from '../../../../src/render/page/slow-pages.js';

describe('slow pages', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('should name a page once it has taken SLOW_PAGE_MS, again every ten seconds, and never once it is done', () => {
    const named: SlowPage[] = [];
    const watch = watchSlowPages(
      (p) => named.push(p),
      () => Date.now(),
    );
    const doneQuick = watch.track('docs/quick.md');
    const doneBig = watch.track('docs/big.md');
    vi.advanceTimersByTime(SLOW_PAGE_MS - 1000);
    doneQuick();
    expect(named).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(named).toEqual([{ file: 'docs/big.md', ms: SLOW_PAGE_MS }]);
    vi.advanceTimersByTime(10_000);
    expect(named.map((p) => `${p.file} ${p.ms / 1000} s`)).toEqual(['docs/big.md 5 s', 'docs/big.md 15 s']);
    doneBig();
    vi.advanceTimersByTime(60_000);
    expect(named).toHaveLength(2);
    // No timer is left once nothing is under way.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('should name a page that held the thread past SLOW_PAGE_MS when it is over', () => {
    const named: SlowPage[] = [];
    const watch = watchSlowPages(
      (p) => named.push(p),
      () => Date.now(),
    );
    const done = watch.track('docs/big.md');
    // A synchronous parse: the clock moves, no timer runs.
    vi.setSystemTime(Date.now() + SLOW_PAGE_MS + 2000);
    done();
    expect(named).toEqual([{ file: 'docs/big.md', ms: SLOW_PAGE_MS + 2000, done: true }]);
    expect(named.map((p) => slowPageNotice(p))).toEqual(['docs/big.md took 7 s']);
    expect(slowPageNotice({ file: 'docs/big.md', ms: 12_400 })).toBe('still working on docs/big.md (12 s)');
  });

  it('should forget every page when stopped', () => {
    const named: SlowPage[] = [];
    const watch = watchSlowPages(
      (p) => named.push(p),
      () => Date.now(),
    );
    watch.track('docs/a.md');
    watch.stop();
    vi.advanceTimersByTime(60_000);
    expect(named).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
