// Image zoom in Chromium: attached 300 ms after navigation, loads `data-zoom-src` when zoomed, closes;
// in a build and in `bookdocs dev` alike.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectProblems, hydrated, SITE_MODES, useBuiltSite } from '../helpers/browser.js';

/** A large version of an image (`data-zoom-src`), and an image inside a link. */
function withZoomImages(root: string): void {
  const first = path.join(root, 'docs/guide/first.md');
  fs.appendFileSync(
    first,
    '\n<img id="hd" src="/logo.svg" data-zoom-src="/logo-large.svg" alt="Large logo">\n\n[![linked](/logo.svg)](./second.md)\n',
  );
  fs.copyFileSync(path.join(root, 'docs/public/logo.svg'), path.join(root, 'docs/public/logo-large.svg'));
}

describe.each(SITE_MODES)('image zoom (%s)', (mode) => {
  const site = useBuiltSite('basic', withZoomImages, mode);

  it('zooms content images 300 ms after load, loads the larger image, and closes on Escape', async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(`${site.url}/guide/first.html`);
    await page.waitForFunction(hydrated);
    const zoomable = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('#bd-content img.medium-zoom-image')].map((i) => i.getAttribute('alt')),
      );
    // Every content image except the one inside a link.
    await expect.poll(zoomable).toEqual(['logo', 'Large logo']);
    expect(requested).not.toContain('/logo-large.svg');

    // medium-zoom ignores Escape while its 300 ms opening animation runs: wait until it is open.
    const opened = page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          document.getElementById('hd')!.addEventListener('medium-zoom:opened', () => resolve()),
        ),
    );
    await page.click('#hd');
    await page.waitForSelector('.medium-zoom-overlay');
    await opened;
    await expect.poll(() => requested.includes('/logo-large.svg')).toBe(true);
    expect(await page.evaluate(() => document.body.classList.contains('medium-zoom--opened'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.body.classList.contains('medium-zoom--opened'))).toBe(false);
    await page.waitForSelector('.medium-zoom-overlay', { state: 'detached' });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('is attached again after a client-side navigation, and not to images in links', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.url}/guide/second.html`);
    await page.waitForFunction(hydrated);
    // Time from the click to the zoom being attached, measured in the page (a lower bound, so load cannot fake it).
    await page.evaluate(() => {
      const w = window as unknown as { clickedAt: number; zoomedAt: number };
      document.addEventListener('click', () => (w.clickedAt = performance.now()), { capture: true });
      new MutationObserver(() => {
        if (!w.zoomedAt && document.querySelector('#hd.medium-zoom-image')) w.zoomedAt = performance.now();
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.click('a[href="/guide/first.html"]');
    await page.waitForSelector('#hd');
    await expect
      .poll(() => page.evaluate(() => document.querySelectorAll('#bd-content img.medium-zoom-image').length))
      .toBe(2);
    const delay = await page.evaluate(
      () =>
        (window as unknown as { zoomedAt: number; clickedAt: number }).zoomedAt -
        (window as unknown as { clickedAt: number }).clickedAt,
    );
    expect(delay).toBeGreaterThanOrEqual(300);
    expect(
      await page.evaluate(() => document.querySelector('#bd-content a img')!.classList.contains('medium-zoom-image')),
    ).toBe(false);
    await page.close();
  });
});
