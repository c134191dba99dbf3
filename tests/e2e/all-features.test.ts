// The all-features fixture in Chromium, built and in dev: every page hydrates without a console
// problem and its islands respond (built-ins, inline components, the plugin's widget), tabs of one
// syncKey stay together across a client-side navigation, and in dev an edit of the plugin's
// stylesheet and of its component shows in the open tab.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectProblems, hydrated, live, SITE_MODES, useBuiltSite } from '../helpers/browser.js';

const stayed = (page: Page) => page.evaluate(() => (window as unknown as { bdStayed?: boolean }).bdStayed === true);

describe.each(SITE_MODES)('the all-features site (%s)', (mode) => {
  const site = useBuiltSite('all-features-site', undefined, mode);

  it('hydrates every kind of page without a problem, and its islands respond', async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.url}/`);
    await page.waitForFunction(hydrated);
    // An inline component in a heading, and one inside a wrapping component's list.
    await live(page, 'h2#install .pill');
    await page.click('h2#install .pill');
    await page.waitForSelector('h2#install .pill:has-text("new 1")');
    await live(page, '.callout-warning li .pill');
    await page.click('.callout-warning li .pill');
    await page.waitForSelector('.callout-warning li .pill:has-text("inline 1")');
    await page.waitForSelector('text=clientonlytext');
    expect(await page.locator('.guide-list a').allTextContents()).toEqual(['Guide', 'Deploy', 'Setup']);

    // The plugin's widget, on a guide page only, hydrated.
    await page.goto(`${site.url}/guide/setup.html`);
    await page.waitForFunction(hydrated);
    await live(page, '.guide-banner button');
    expect(await page.locator('.guide-banner').textContent()).toBe('banner-v1 on Setup more');
    await page.click('.guide-banner button');
    await page.waitForSelector('.guide-banner button[aria-expanded=true]:has-text("less")');

    // A generated page's folder, its cards from the plugin's JSON.
    await page.goto(`${site.url}/recipes/`);
    await page.waitForFunction(hydrated);
    await live(page, '.bd-c-doc-card-list');
    expect(await page.locator('.bd-c-link-card-title').allTextContents()).toEqual(['Bread', 'Soup']);
    expect(await page.locator('.guide-banner').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps tabs of one syncKey together across a client-side navigation, the widget following', async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.url}/`);
    await page.waitForFunction(hydrated);
    await live(page, '.bd-c-tabs [role=tab]');
    await page.locator('.bd-c-tabs [role=tab]', { hasText: 'pnpm' }).click();
    await page.waitForSelector('.bd-c-tabs [role=tab][aria-selected=true]:has-text("pnpm")');
    await page.evaluate(() => ((window as unknown as { bdStayed: boolean }).bdStayed = true));
    // The LinkCard leads to the guide: the router follows it, the guide's Tabs shows the same choice.
    await page.click('.bd-c-link-card:has-text("Read the guide")');
    await page.waitForSelector('h1:has-text("Guide")');
    await page.waitForSelector('.bd-c-tabs [role=tab][aria-selected=true]:has-text("pnpm")');
    expect(await page.locator('[role=tabpanel]:visible').textContent()).toBe('Guide pnpm');
    expect(await page.locator('.guide-banner').textContent()).toBe('banner-v1 on Guide more');
    // Its stylesheet, which the home page does not load, came with the navigation.
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.guide-banner')!).borderLeftColor)).toBe(
      'rgb(10, 20, 30)',
    );
    expect(await stayed(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('the all-features site in dev: edits of the plugin', () => {
  let root = '';
  const site = useBuiltSite('all-features-site', (r) => void (root = r), 'dev');
  const edit = (rel: string, from: string, to: string) => {
    const file = path.join(root, rel);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(from, to));
  };
  const border = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.querySelector('.guide-banner')!).borderLeftColor).catch(() => '');

  it("shows an edit of the plugin's stylesheet and of its component in the open tab", async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.url}/guide/`);
    await page.waitForFunction(hydrated);
    expect(await border(page)).toBe('rgb(10, 20, 30)');
    edit('plugins/kit/guide-banner.css', 'rgb(10, 20, 30)', 'rgb(40, 50, 60)');
    await expect.poll(() => border(page), { timeout: 30_000 }).toBe('rgb(40, 50, 60)');

    edit('plugins/kit/GuideBanner.jsx', 'banner-v1', 'banner-v2');
    await page.waitForSelector('.guide-banner:has-text("banner-v2 on Guide")', { timeout: 30_000 });
    await page.waitForFunction(hydrated);
    await live(page, '.guide-banner button');
    await page.click('.guide-banner button');
    await page.waitForSelector('.guide-banner button:has-text("less")');
    expect(await border(page)).toBe('rgb(40, 50, 60)');
    expect(problems).toEqual([]);
    await page.close();
  });
});
