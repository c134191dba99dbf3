// A plugin's browser code (BookdocsPlugin.client) in Chromium, built and in dev: a slot component
// limited to the guide's routes is in the server HTML there, hydrates (its button works), is neither
// loaded nor shown elsewhere, and appears when a client-side navigation enters the guide; a slot for
// every page is everywhere; the route hook runs on the first page and after each navigation.
import { describe, expect, it } from 'vitest';
import { collectProblems, hydrated, SITE_MODES, useBuiltSite } from '../helpers/browser.js';

describe.each(SITE_MODES)('plugin client code (%s)', (mode) => {
  const site = useBuiltSite('plugin-client-site', () => undefined, mode);

  it('shows a slot component only on its routes, hydrated, loaded on navigation, and runs the route hook', async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(`${site.url}/`);
    await page.waitForFunction(hydrated);
    expect(await page.locator('.everywhere').textContent()).toBe('everywhere-marker');
    expect(await page.locator('.guide-widget').count()).toBe(0);
    expect(requested.some((p) => /GuideWidget/.test(p))).toBe(false);
    await page.waitForFunction(() => (window as unknown as { routeLog?: string[] }).routeLog?.length === 1);

    await page.click('a:has-text("the guide")');
    await page.waitForSelector('h1:has-text("Intro")');
    expect(await page.locator('.guide-widget').textContent()).toContain('guide-widget-marker on Intro');
    await page.click('.guide-widget button');
    await page.waitForSelector('.guide-widget button:has-text("clicked 1")');
    await page.click('a:has-text("the second")');
    await page.waitForSelector('h1:has-text("Second")');
    await page.waitForSelector('.guide-widget:has-text("on Second")');
    await page.waitForFunction(() => (window as unknown as { routeLog?: string[] }).routeLog?.length === 3);
    expect(await page.evaluate(() => (window as unknown as { routeLog: string[] }).routeLog)).toEqual([
      '/ Home',
      '/guide/intro.html Intro',
      '/guide/second.html Second',
    ]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('has the slot component in the server HTML of a guide page and hydrates it without a mismatch', async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    const html = await (await fetch(`${site.url}/guide/intro.html`)).text();
    expect(html).toMatch(/<p class="guide-widget">guide-widget-marker on <!-- -->Intro/);
    await page.goto(`${site.url}/guide/intro.html`);
    await page.waitForFunction(hydrated);
    await page.click('.guide-widget button');
    await page.waitForSelector('.guide-widget button:has-text("clicked 1")');
    expect(problems).toEqual([]);
    await page.close();
  });
});
