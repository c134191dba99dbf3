// What readers saw wrong, in Chromium, in a build and in `bookdocs dev` alike: centred and right-aligned
// table columns, a zoomed image under the navbar, zoom by mouse only, copy buttons hidden on touch
// screens, and the edge swipe that went Back.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectProblems, hydrated, SITE_MODES, useBuiltSite } from '../helpers/browser.js';

function withReaderPage(root: string): void {
  fs.writeFileSync(
    path.join(root, 'docs/guide/reader.md'),
    [
      '# Reader',
      '',
      '| Name | Count | Price |',
      '| :--- | :---: | ----: |',
      '| a | 1 | 2.00 |',
      '',
      '![The project logo](/logo.svg)',
      '',
      '```js',
      'const a = 1;',
      '```',
      '',
      ...Array.from({ length: 40 }, (_, i) => `Line ${i} of text to scroll by.\n`),
    ].join('\n'),
  );
}

describe.each(SITE_MODES)('reader fixes (%s)', (mode) => {
  const site = useBuiltSite('basic', withReaderPage, mode);

  it('aligns table columns as the delimiter row says', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.url}/guide/reader.html`);
    const aligns = await page.evaluate(() =>
      [...document.querySelectorAll('#bd-content tbody td')].map((td) => getComputedStyle(td).textAlign),
    );
    expect(aligns).toEqual(['left', 'center', 'right']);
    await page.close();
  });

  it('zooms an image from the keyboard, above the navbar, and gives focus back when closed', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const problems = collectProblems(page);
    await page.goto(`${site.url}/guide/reader.html`);
    await page.waitForFunction(hydrated);
    const image = '#bd-content img[alt="The project logo"]';
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('tabindex') === '0', image);
    // medium-zoom ignores Escape during its opening animation: wait for its own "opened" event.
    await page.evaluate((s) => {
      const w = window as unknown as { zoomOpened: boolean };
      w.zoomOpened = false;
      document.querySelector(s)!.addEventListener('medium-zoom:opened', () => (w.zoomOpened = true));
    }, image);
    await page.focus(image);
    await page.keyboard.press('Enter');
    await page.waitForSelector('.medium-zoom-overlay');
    await page.waitForFunction(() => (window as unknown as { zoomOpened: boolean }).zoomOpened);
    // What is on top where the navbar is: the zoom's backdrop or image, not the navbar.
    const top = await page.evaluate(() => {
      const bar = document.querySelector('header, .bd-navbar')!.getBoundingClientRect();
      const el = document.elementFromPoint(bar.left + bar.width / 2, bar.top + bar.height / 2)!;
      return el.className;
    });
    expect(top).toMatch(/medium-zoom-(overlay|image)/);
    await page.keyboard.press('Escape');
    await page.waitForSelector('.medium-zoom-overlay', { state: 'detached' });
    expect(await page.evaluate((s) => document.activeElement === document.querySelector(s), image)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows copy buttons on touch screens wider than a phone, and never lets an edge swipe go Back', async () => {
    const context = await site.browser.newContext({
      hasTouch: true,
      isMobile: true,
      viewport: { width: 768, height: 1024 },
    });
    const page = await context.newPage();
    await page.goto(`${site.url}/guide/reader.html`);
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
    await page.waitForSelector('.bd-copy-code', { state: 'attached' });
    const style = await page.evaluate(() => ({
      copy: getComputedStyle(document.querySelector('.bd-copy-code')!).opacity,
      width: Math.round(document.querySelector('.bd-copy-code')!.getBoundingClientRect().width),
      overscroll: getComputedStyle(document.documentElement).overscrollBehaviorX,
    }));
    expect(style).toEqual({ copy: '1', width: 32, overscroll: 'none' });
    await context.close();
  });
});
