// The islands' new code of several rebuilds (quick saves of a Vue page), merged into the one update a
// page message carries: each component's newest chunk, the stylesheets now, and those to drop.
import { describe, expect, it } from 'vitest';
import type { IslandCode } from '../../../../src/shared/dev-protocol.js';
import { mergeIslandCode } from '../../../../src/server/dev/island-code.js';

const code = (over: Partial<IslandCode>): IslandCode => ({ routes: [], chunks: {}, styles: [], stale: [], ...over });

describe('mergeIslandCode', () => {
  it('is undefined when no rebuild changed any code, and the one update when one did', () => {
    expect(mergeIslandCode([])).toBeUndefined();
    expect(mergeIslandCode([undefined, undefined])).toBeUndefined();
    const one = code({ routes: ['/a.html'], chunks: { Page: '/assets/chunks/a.1.js' } });
    expect(mergeIslandCode([undefined, one, undefined])).toBe(one);
  });

  it("keeps each component's newest chunk, the pages of all, and drops the stylesheets a later rebuild replaced", () => {
    const merged = mergeIslandCode([
      code({
        routes: ['/b.html'],
        chunks: { Page: '/assets/chunks/p.1.js', Note: '/assets/chunks/n.1.js' },
        styles: ['/assets/p.1.css', '/assets/n.1.css'],
        stale: ['/assets/p.0.css', '/assets/n.0.css'],
      }),
      undefined,
      code({
        routes: ['/a.html', '/b.html'],
        chunks: { Page: '/assets/chunks/p.2.js' },
        styles: ['/assets/p.2.css'],
        stale: ['/assets/p.1.css'],
      }),
    ]);
    expect(merged).toEqual({
      routes: ['/a.html', '/b.html'],
      chunks: { Page: '/assets/chunks/p.2.js', Note: '/assets/chunks/n.1.js' },
      styles: ['/assets/n.1.css', '/assets/p.2.css'],
      stale: ['/assets/p.0.css', '/assets/n.0.css', '/assets/p.1.css'],
    });
  });

  it('keeps a stylesheet a later rebuild brought back', () => {
    const merged = mergeIslandCode([
      code({ styles: ['/assets/p.1.css'], stale: ['/assets/p.0.css'] }),
      code({ styles: ['/assets/p.0.css'], stale: ['/assets/p.1.css'] }),
    ]);
    expect(merged?.styles).toEqual(['/assets/p.0.css']);
    expect(merged?.stale).toEqual(['/assets/p.1.css']);
  });
});
