// Keyboard and screen reader users, in Chromium, in a build and in `bookdocs dev` alike: the skip link
// moves focus into the content; a client-side navigation moves focus to the new page's heading and
// announces its title; the phone drawer closes on Escape and keeps focus out of what its mask covers.
import { describe, expect, it } from 'vitest';
import { collectProblems, hydrated, SITE_MODES, useBuiltSite } from '../helpers/browser.js';

describe.each(SITE_MODES)('keyboard and screen readers (%s)', (mode) => {
  const site = useBuiltSite('basic', undefined, mode);

  it('skip link: focus goes into the content, and the next Tab stays there', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.url}/guide/first.html`);
    await page.waitForFunction(hydrated);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('bd-skip-link');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await page.keyboard.press('Tab');
    // The first focusable thing of the content, not the navbar's.
    expect(await page.evaluate(() => !!document.activeElement?.closest('#main-content'))).toBe(true);
    await page.close();
  });

  it("a client-side navigation focuses the new page's heading and announces its title", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const problems = collectProblems(page);
    await page.goto(`${site.url}/guide/first.html`);
    await page.waitForFunction(hydrated);
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page.click('#bd-content a[href$="second.html"]');
    await page.waitForFunction(() => location.pathname.endsWith('/guide/second.html'));
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    const state = await page.evaluate(() => ({
      stayed: (window as unknown as { stayed?: boolean }).stayed,
      heading: document.activeElement?.textContent?.replace('#', '').trim(),
      announced: document.getElementById('bd-route-announcer')?.textContent,
      live: document.getElementById('bd-route-announcer')?.getAttribute('aria-live'),
      title: document.title,
    }));
    expect(state).toMatchObject({ stayed: true, heading: 'Second', live: 'polite' });
    expect(state.announced).toBe(state.title);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the phone drawer closes on Escape, gives focus back to its button, and leaves the page behind it inert', async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 700 } });
    await page.goto(`${site.url}/guide/first.html`);
    await page.waitForFunction(hydrated);
    await page.click('.bd-sidebar-toggle');
    await page.waitForSelector('.bd-layout.sidebar-open');
    expect(await page.evaluate(() => (document.querySelector('.bd-main') as HTMLElement).inert)).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForSelector('.bd-layout:not(.sidebar-open)');
    const after = await page.evaluate(() => ({
      focused: document.activeElement?.className,
      expanded: document.querySelector('.bd-sidebar-toggle')?.getAttribute('aria-expanded'),
      inert: (document.querySelector('.bd-main') as HTMLElement).inert,
    }));
    expect(after).toEqual({ focused: 'bd-sidebar-toggle', expanded: 'false', inert: false });
    await page.close();
  });

  it('a navbar menu shows exactly when its aria-expanded says so, by keyboard and by mouse', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.url}/guide/first.html`);
    await page.waitForFunction(hydrated);
    const menu = page.locator('.bd-navbar-nav .bd-nav-dropdown', { hasText: 'More' });
    const state = () =>
      menu.evaluate((d) => ({
        expanded: d.querySelector('button')!.getAttribute('aria-expanded'),
        shown: getComputedStyle(d.querySelector('.bd-nav-dropdown-menu')!).display !== 'none',
      }));
    await menu.locator('button').focus();
    expect(await state()).toEqual({ expanded: 'false', shown: false });
    await page.keyboard.press('Enter');
    expect(await state()).toEqual({ expanded: 'true', shown: true });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('bd-nav-dropdown-item');
    await page.keyboard.press('Escape');
    expect(await state()).toEqual({ expanded: 'false', shown: false });
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('bd-nav-dropdown-title');
    await menu.hover();
    await expect.poll(state).toEqual({ expanded: 'true', shown: true });
    await page.mouse.move(5, 700);
    await expect.poll(state).toEqual({ expanded: 'false', shown: false });
    await page.close();
  });
});
