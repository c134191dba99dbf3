// A VitePress project's theme as a reader sees it, built and under `bookdocs dev`: the stylesheet its
// theme entry imports (and what that imports) loaded, its --vp-* colours and fonts carried onto the
// theme's, in light and dark mode; its logos per colour mode and a simple-icons brand of its own.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hydrated, SITE_MODES, useBuiltSite } from '../helpers/browser.js';

const RED = 'rgb(238, 0, 0)';
const DARK_RED = 'rgb(255, 102, 102)';

describe.each(SITE_MODES)('a VitePress theme (%s)', (mode) => {
  let root = '';
  const site = useBuiltSite('vitepress-theme', (r) => void (root = r), mode);

  it("colours links and buttons with the theme's brand colour and sets its font", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.url}/reference/config.html`);
    await page.waitForFunction(hydrated);
    expect(await page.locator('#bd-content p a').evaluate((a) => getComputedStyle(a).color)).toBe(RED);
    expect(await page.locator('a.bd-sidebar-link.active').evaluate((a) => getComputedStyle(a).color)).toBe(RED);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Georgia');
    // custom.css's own @import is bundled with it.
    expect(
      await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--fixture-fonts-loaded').trim(),
      ),
    ).toBe('yes');
    // Its light logo, named by its alt text; and the brand icon simple-icons has.
    expect(await page.locator('.bd-logo-light').isVisible()).toBe(true);
    expect(await page.locator('.bd-logo-dark').isVisible()).toBe(false);
    expect(await page.locator('.bd-logo-light').getAttribute('alt')).toBe('Themed');
    expect(await page.locator('.bd-navbar-social a[aria-label="Mastodon"]').getAttribute('href')).toBe(
      'https://mastodon.social/@themed',
    );
    await page.goto(`${site.url}/`);
    await page.waitForFunction(hydrated);
    const button = page.locator('.bd-hero-actions a').first();
    expect(await button.evaluate((a) => getComputedStyle(a).backgroundColor)).toBe(RED);
    await page.close();
  });

  it("uses the theme's dark-mode brand colour and logo in dark mode", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(() => localStorage.setItem('bookdocs-color-mode', 'dark'));
    await page.goto(`${site.url}/reference/config.html`);
    await page.waitForFunction(hydrated);
    // Polled: on a loaded machine the stylesheets may still be applying when the page has hydrated.
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await expect.poll(() => page.locator('#bd-content p a').evaluate((a) => getComputedStyle(a).color)).toBe(DARK_RED);
    await expect.poll(() => page.locator('.bd-logo-dark').isVisible()).toBe(true);
    await expect.poll(() => page.locator('.bd-logo-light').isVisible()).toBe(false);
    await page.close();
  });

  it.runIf(mode === 'dev')("shows a change to the theme's stylesheet", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.url}/reference/config.html`);
    await page.waitForFunction(hydrated);
    const css = path.join(root, 'docs/.vitepress/theme/custom.css');
    fs.writeFileSync(css, fs.readFileSync(css, 'utf8').replace('--vp-c-brand-1: #e00;', '--vp-c-brand-1: #00e;'));
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.locator('#bd-content p a').evaluate((a) => getComputedStyle(a).color);
        },
        { timeout: 30_000 },
      )
      .toBe('rgb(0, 0, 238)');
    await page.close();
  });
});
