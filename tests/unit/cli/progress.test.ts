// A build's progress: in CI a line every ~2 s with pages per second and the time left, not 20-30 s
// of silence; on a terminal one line redrawn a few times a second with the time so far, not once
// per page.
import { describe, expect, it } from 'vitest';
import { CI_LINE_MS, progressReporter, TTY_REDRAW_MS } from '../../../src/cli/progress.js';

/** 1,000 pages rendered one every 10 ms (10 s in all), on a clock the test moves. */
function run(tty: boolean): string[] {
  let clock = 0;
  const lines: string[] = [];
  const progress = progressReporter(false, { tty, write: (t) => void lines.push(t), now: () => clock });
  const total = 1000;
  for (let rendered = 1; rendered <= total; rendered++) {
    clock += 10;
    progress.onProgress({ phase: 'pages', parsed: Math.min(total, rendered + 50), rendered, total });
  }
  progress.clear();
  return lines;
}

describe('build progress', () => {
  it('writes a line every ~2 s in CI, with pages per second and the time left', () => {
    const lines = run(false);
    // One when pages start, one per 2 s of the 10 s, one at the end.
    expect(lines.length).toBeGreaterThanOrEqual(10_000 / CI_LINE_MS);
    expect(lines.length).toBeLessThanOrEqual(10_000 / CI_LINE_MS + 2);
    expect(lines[0]).toBe('pages: rendered 1/1000, parsed 51/1000');
    expect(lines[1]).toBe('pages: rendered 201/1000, parsed 251/1000, 100 pages/s, about 8.0 s left');
    expect(lines.at(-1)).toBe('pages: rendered 1000/1000, parsed 1000/1000 in 10 s, 100 pages/s');
    expect(lines.join('\n')).not.toContain('\r');
  });

  it('redraws a throttled line with the time so far on a terminal', () => {
    const lines = run(true);
    const draws = lines.filter((l) => l.includes('rendered'));
    // Nothing in the first second, then at most one redraw per TTY_REDRAW_MS (not 1,000 of them).
    expect(draws.length).toBeGreaterThan(1);
    expect(draws.length).toBeLessThanOrEqual(9000 / TTY_REDRAW_MS + 2);
    expect(draws[0]!.startsWith('\r\x1b[K')).toBe(true);
    expect(draws[0]).toMatch(/pages.* rendered 100\/1000, parsed 150\/1000 .*· 1\.0 s/);
    expect(draws.at(-1)).toMatch(/rendered 1000\/1000.*· 10 s/);
    expect(lines.at(-1)).toBe('\r\x1b[K');
  });

  it('tells the time left from the recent pace, not from a slow start', () => {
    let clock = 0;
    const lines: string[] = [];
    const progress = progressReporter(false, { tty: false, write: (t) => void lines.push(t), now: () => clock });
    const event = (rendered: number) =>
      progress.onProgress({ phase: 'pages', parsed: rendered, rendered, total: 1000 });
    event(0);
    // 10 s of loading and highlighting before the first page is rendered, then 100 pages a second.
    clock = 10_000;
    event(1);
    clock = 12_000;
    event(201);
    expect(lines).toEqual([
      'pages: rendered 0/1000, parsed 0/1000',
      'pages: rendered 1/1000, parsed 1/1000, 0.1 pages/s, about 9990 s left',
      'pages: rendered 201/1000, parsed 201/1000, 100 pages/s, about 8.0 s left',
    ]);
  });
});
