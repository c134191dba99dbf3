// Router details in Chromium: scroll restored on back/forward and reload; page chunks prefetched
// when their links come into view (not before). In a build and in `bookdocs dev` alike.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectProblems, hydrated, SITE_MODES, useBuiltSite } from '../helpers/browser.js';

/** A long first page with a link far below the fold, to a page no sidebar or navbar links to. */
function withFarPage(root: string): void {
  fs.appendFileSync(
    path.join(root, 'docs/guide/first.md'),
    `\n${'Filler paragraph.\n\n'.repeat(150)}\n[far away](./far.md)\n`,
  );
  fs.writeFileSync(
    path.join(root, 'docs/guide/far.md'),
    `# Far\n\n${'Far filler.\n\n'.repeat(120)}\nBack to [first](./first.md).\n`,
  );
}

describe.each(SITE_MODES)('history and prefetch (%s)', (mode) => {
  const site = useBuiltSite('basic', withFarPage, mode);
  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

  it('returns to the scroll position of each entry on back and forward, and after a reload', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1000, height: 600 } });
    const problems = collectProblems(page);
    await page.goto(`${site.url}/guide/first.html`);
    await page.waitForFunction(hydrated);
    await page.evaluate(() => window.scrollTo(0, 1234));
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/guide/far.html"]')!.click());
    await page.waitForSelector('#far');
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 777));

    await page.goBack();
    await page.waitForSelector('#first');
    await expect.poll(() => scrollY(page)).toBe(1234);
    // The navigation was client-side: the app was not reloaded.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);

    await page.goForward();
    await page.waitForSelector('#far');
    await expect.poll(() => scrollY(page)).toBe(777);

    await page.evaluate(() => window.scrollTo(0, 555));
    await page.reload();
    await page.waitForFunction(hydrated);
    await expect.poll(() => scrollY(page)).toBe(555);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps the space of an image that has not loaded yet: nothing moves when it arrives', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1000, height: 600 } });
    // The page's image arrives only after the reader scrolled, as on a slow connection.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/logo.svg', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${site.url}/guide/first.html`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(hydrated);
    expect(await page.evaluate(() => document.querySelector<HTMLImageElement>('#bd-content img')!.complete)).toBe(
      false,
    );
    await page.evaluate(() => window.scrollTo(0, 1234));
    release();
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('#bd-content img')!.complete);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    // Without its size in the HTML the line grew when it came, and the browser scrolled to follow.
    expect(await scrollY(page)).toBe(1234);
    await page.close();
  });

  it('a new navigation starts at the top, or at the linked heading', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1000, height: 600 } });
    await page.goto(`${site.url}/guide/far.html`);
    await page.waitForFunction(hydrated);
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.evaluate(() =>
      document.querySelector<HTMLAnchorElement>('#bd-content a[href="/guide/first.html"]')!.click(),
    );
    await page.waitForSelector('#first');
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.close();
  });

  it('prefetches the chunks of links in view, and of other links only once they scroll into view', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1000, height: 600 } });
    const chunks: string[] = [];
    page.on('request', (r) => {
      const p = new URL(r.url()).pathname;
      if (p.startsWith('/assets/pages/')) chunks.push(p.slice('/assets/pages/'.length));
    });
    await page.goto(`${site.url}/guide/first.html`);
    await page.waitForFunction(hydrated);
    // The sidebar's links are in view: their chunks arrive without any hover.
    await expect.poll(() => chunks.some((c) => c.startsWith('guide~1second'))).toBe(true);
    expect(chunks.filter((c) => c.startsWith('guide~1first'))).toEqual([]);
    await page.waitForTimeout(500);
    expect(chunks.filter((c) => c.startsWith('guide~1far'))).toEqual([]);
    await page.evaluate(() => document.querySelector('a[href="/guide/far.html"]')!.scrollIntoView());
    await expect.poll(() => chunks.some((c) => c.startsWith('guide~1far'))).toBe(true);
    // Each chunk once.
    expect(new Set(chunks).size).toBe(chunks.length);
    await page.close();
  });
});
