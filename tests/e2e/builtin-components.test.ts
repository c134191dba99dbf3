// The built-in Tabs and ClientOnly in Chromium, built and in dev: tabs switch with the keyboard
// (arrows, Home, End, focus following), every Tabs of the same syncKey follows, the choice is
// remembered after a reload and on another page; ClientOnly's Markdown appears once hydrated.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectProblems, hydrated, live, SITE_MODES, useBuiltSite } from '../helpers/browser.js';

/** Each tab group's chosen label, the focused tab and the visible panels' text, in page order. */
const tabState = (page: Page) =>
  page.evaluate(() => ({
    chosen: [...document.querySelectorAll('.bd-c-tabs')].map(
      (t) => t.querySelector('[role=tab][aria-selected=true]')?.textContent,
    ),
    focused: document.activeElement?.getAttribute('role') === 'tab' ? document.activeElement.id : null,
    shown: [...document.querySelectorAll<HTMLElement>('[role=tabpanel]')]
      .filter((p) => p.offsetHeight > 0)
      .map((p) => p.id),
  }));

describe.each(SITE_MODES)('built-in components (%s)', (mode) => {
  const site = useBuiltSite('builtins-site', () => undefined, mode);

  it('switches tabs with the keyboard, keeps tabs of one syncKey together, remembers the choice', async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.url}/`);
    await page.waitForFunction(hydrated);
    await live(page, '#bd-tab-1');
    await live(page, '#bd-tab-4');
    expect(await tabState(page)).toEqual({
      chosen: ['npm', 'npm'],
      focused: null,
      shown: ['bd-tabpanel-1', 'bd-tabpanel-4'],
    });

    await page.focus('#bd-tab-1');
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector('#bd-tab-5[aria-selected=true]');
    expect(await tabState(page)).toEqual({
      chosen: ['pnpm', 'pnpm'],
      focused: 'bd-tab-2',
      shown: ['bd-tabpanel-2', 'bd-tabpanel-5'],
    });
    // Past the last tab, back to the first; End and Home.
    await page.keyboard.press('ArrowRight');
    expect((await tabState(page)).focused).toBe('bd-tab-1');
    await page.keyboard.press('End');
    expect(await tabState(page)).toMatchObject({ chosen: ['pnpm', 'pnpm'], focused: 'bd-tab-2' });
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowLeft');
    expect(await tabState(page)).toMatchObject({ chosen: ['pnpm', 'pnpm'], focused: 'bd-tab-2' });

    // A click on the second group moves the first too.
    await page.click('#bd-tab-4');
    await page.waitForSelector('#bd-tab-1[aria-selected=true]');
    await page.click('#bd-tab-5');
    await page.waitForSelector('#bd-tab-2[aria-selected=true]');

    // Remembered after a reload, and on another page with a Tabs of the same syncKey.
    await page.reload();
    await page.waitForFunction(hydrated);
    await live(page, '#bd-tab-1');
    await page.waitForSelector('#bd-tab-2[aria-selected=true]');
    expect((await tabState(page)).shown).toEqual(['bd-tabpanel-2', 'bd-tabpanel-5']);
    await page.goto(`${site.url}/guide/`);
    await page.waitForFunction(hydrated);
    await page.waitForSelector('.bd-c-tabs [role=tab][aria-selected=true]:has-text("pnpm")');
    expect(await page.locator('[role=tabpanel]:visible').textContent()).toBe('Guide pnpm');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the remembered tab before the app has loaded: no jump when it hydrates', async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    await page.addInitScript(() => localStorage.setItem('bookdocs-tabs', JSON.stringify({ pkg: 'pnpm' })));
    // The app's code held back: what the reader sees until it arrives.
    await page.route(/\/assets\/main\.[^/]*\.js$/, (route) => route.abort());
    await page.goto(`${site.url}/`, { waitUntil: 'domcontentloaded' });
    expect(await tabState(page)).toEqual({
      chosen: ['pnpm', 'pnpm'],
      focused: null,
      shown: ['bd-tabpanel-2', 'bd-tabpanel-5'],
    });
    expect(await page.getAttribute('#bd-tab-1', 'tabindex')).toBe('-1');
    // Then the app hydrates over it, without a mismatch, and keeps the choice.
    await page.unroute(/\/assets\/main\.[^/]*\.js$/);
    await page.reload();
    await page.waitForFunction(hydrated);
    await live(page, '#bd-tab-2');
    expect(await tabState(page)).toMatchObject({ chosen: ['pnpm', 'pnpm'], shown: ['bd-tabpanel-2', 'bd-tabpanel-5'] });
    await page.click('#bd-tab-4');
    await page.waitForSelector('#bd-tab-1[aria-selected=true]');
    expect(problems.filter((p) => !/Failed to load resource|ERR_FAILED/.test(p))).toEqual([]);
    await page.close();
  });

  it('shows ClientOnly content only once hydrated', async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.url}/`);
    await page.waitForFunction(hydrated);
    await page.waitForSelector('text=clientonlytext', { timeout: 20_000 });
    expect(await page.locator('h2#client-only + .bd-island p').textContent()).toBe(
      'Shown after hydration: clientonlytext.',
    );
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows DocCardList’s cards of the folder, hydrated, each a link the router follows', async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.url}/guide/`);
    await page.waitForFunction(hydrated);
    await live(page, '.bd-c-doc-card-list');
    const cards = page.locator('.bd-c-doc-card-list .bd-c-link-card-title');
    expect(await cards.allTextContents()).toEqual(['Setup', 'Advanced']);
    await page.evaluate(() => ((window as unknown as { bdStayed: boolean }).bdStayed = true));
    await cards.first().click();
    await page.waitForSelector('h1:has-text("Setup")');
    expect(new URL(page.url()).pathname).toBe('/guide/setup.html');
    // A client-side navigation: the same document.
    expect(await page.evaluate(() => (window as unknown as { bdStayed?: boolean }).bdStayed)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });
});
