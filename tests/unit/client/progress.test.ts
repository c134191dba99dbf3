// The progress bar's code is a chunk fetched at the first client-side navigation: a navigation that
// ends before it arrives shows no bar, one still going when it arrives shows it, configured once.
import { describe, expect, it } from 'vitest';
import type NProgress from 'nprogress';
import { lazyProgress, PROGRESS } from '../../../src/client/progress.js';

function fakeBar() {
  const calls: string[] = [];
  const bar = {
    configure: (o: object) => calls.push(`configure ${JSON.stringify(o)}`),
    start: () => calls.push('start'),
    done: () => calls.push('done'),
  } as unknown as typeof NProgress;
  let arrive = () => {};
  const arrived = new Promise<void>((r) => (arrive = r));
  let loads = 0;
  const load = async () => {
    loads++;
    await arrived;
    return bar;
  };
  return { calls, load, arrive, loads: () => loads };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the lazily loaded progress bar', () => {
  it('shows nothing for a navigation that ends before nprogress arrives', async () => {
    const fake = fakeBar();
    const progress = lazyProgress(fake.load);
    progress.start();
    progress.done();
    fake.arrive();
    await settle();
    expect(fake.calls.filter((c) => c === 'start')).toEqual([]);
  });

  it('starts the bar once nprogress arrives during a navigation, with the spec constants, loading it once', async () => {
    const fake = fakeBar();
    const progress = lazyProgress(fake.load);
    progress.start();
    progress.start();
    fake.arrive();
    await settle();
    expect(fake.calls[0]).toBe(`configure ${JSON.stringify({ ...PROGRESS, showSpinner: false })}`);
    expect(fake.calls.slice(1)).toEqual(['start', 'start']);
    progress.done();
    await settle();
    expect(fake.calls.at(-1)).toBe('done');
    expect(fake.loads()).toBe(1);
  });
});
