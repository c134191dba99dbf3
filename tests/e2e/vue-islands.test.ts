// A VitePress project's own Vue component in Chromium, built and in dev: the server's HTML is there
// before any script runs, the island hydrates with Vue (its button counts clicks) with its Markdown
// slots intact, and it mounts again after a client-side navigation back to the page. A page without
// Vue components loads no Vue.
import { describe, expect, it } from 'vitest';
import { collectProblems, hydrated, SITE_MODES, useBuiltSite } from '../helpers/browser.js';

describe.each(SITE_MODES)('Vue islands (%s)', (mode) => {
  const site = useBuiltSite('vue-site', undefined, mode);

  it('hydrates a Vue component: its button counts, its slots keep their Markdown', async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.url}/`);
    await page.waitForFunction(hydrated);
    const button = page.locator('.counter button');
    await expect.poll(() => button.textContent()).toBe('Clicked 3 times');
    // Vue has taken over the server's HTML once a click counts.
    await expect
      .poll(async () => {
        await button.click();
        return Number(/(\d+)/.exec((await button.textContent()) ?? '')?.[1]);
      })
      .toBeGreaterThan(3);
    const clicks = Number(/(\d+)/.exec((await button.textContent()) ?? '')?.[1]);
    await button.click();
    await expect.poll(() => button.textContent()).toBe(`Clicked ${clicks + 1} times`);
    expect(await page.locator('.counter .body strong').textContent()).toBe('bold');
    expect(await page.locator('.counter footer em').textContent()).toBe('md');
    expect(await page.locator('.counter').count()).toBe(1);
    // Its scoped style applies.
    expect(await page.locator('.counter').evaluate((e) => getComputedStyle(e).borderTopColor)).toBe('rgb(255, 0, 0)');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('mounts it again after a client-side navigation, and a page without it loads no Vue', async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    const scripts: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
    await page.goto(`${site.url}/plain.html`);
    await page.waitForFunction(hydrated);
    expect(scripts.some((u) => u.includes('Counter'))).toBe(false);
    await page.click('#bd-content a[href="/"]');
    const button = page.locator('.counter button');
    await expect.poll(() => button.textContent()).toBe('Clicked 3 times');
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Clicked 4 times');
    expect(await page.locator('.counter .body strong').textContent()).toBe('bold');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });
});
