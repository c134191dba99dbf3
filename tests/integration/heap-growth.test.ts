// A large build bounds how far the heap grows past what it holds (render/build/heap-growth.ts): the
// same churn of short-lived objects over a live set peaks lower once bounded, in a process of its own
// (V8's flags are process-wide).
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULE = pathToFileURL(path.resolve('lib/render/build/heap-growth.js')).href;

/** The peak heap (MB) of a process that builds `pages` pages' worth of live data and churns past it. */
function peakHeap(pages: number): number {
  const script = `
    import v8 from 'node:v8';
    const { boundHeapGrowth } = await import(${JSON.stringify(MODULE)});
    boundHeapGrowth(${pages});
    const live = [];
    for (let i = 0; i < 300000; i++) live.push({ i, s: 'x'.repeat(100) + i });
    // Objects that live long enough to be promoted, then die: what rendering pages leaves behind.
    const ring = new Array(50000);
    let peak = 0;
    for (let k = 0; k < 1500000; k++) {
      ring[k % ring.length] = { k, s: 'y'.repeat(200) + k };
      if (k % 5000 === 0) peak = Math.max(peak, v8.getHeapStatistics().total_heap_size);
    }
    console.log(Math.round(peak / 1048576), live.length);`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return Number(out.split(' ')[0]);
}

describe('boundHeapGrowth', () => {
  it('keeps a large build’s heap nearer what it holds than V8 alone does', () => {
    const small = peakHeap(100);
    const large = peakHeap(50000);
    expect(large).toBeGreaterThan(0);
    expect(large).toBeLessThan(small * 0.75);
  }, 60000);
});
