// A VitePress config's nested sidebar as a reader sees it, built and under `bookdocs dev`: groups
// inside groups with every level's base, untitled groups, folding state, and folding by keyboard.
import { describe, expect, it } from 'vitest';
import { hydrated, SITE_MODES, useBuiltSite } from '../helpers/browser.js';

describe.each(SITE_MODES)('a nested sidebar (%s)', (mode) => {
  const site = useBuiltSite('vitepress-theme', undefined, mode);

  /** The fold button of the group headed `text`. */
  const fold = (text: string) => `.bd-sidebar-heading:has(> :is(a, span):text-is("${text}")) > .bd-sidebar-fold`;

  it('keeps groups inside groups, an untitled group without a heading, and each group folded as configured', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.url}/reference/config.html`);
    await page.waitForFunction(hydrated);
    const sidebar = page.locator('aside.bd-sidebar');
    // The untitled group: its link, no heading.
    const untitled = sidebar.locator('.bd-sidebar-group.untitled');
    expect(await untitled.locator('.bd-sidebar-heading').count()).toBe(0);
    expect(await untitled.locator('a.bd-sidebar-link').getAttribute('href')).toBe('/reference/');
    // `collapsed: false`: open, and can be closed.
    expect(await page.locator(fold('API')).getAttribute('aria-expanded')).toBe('true');
    // Runtime is inside API, closed (`collapsed: true`), its link with its own base.
    const runtime = sidebar.locator('.bd-sidebar-group.depth-0 .bd-sidebar-group.depth-1');
    expect(await runtime.locator('.bd-sidebar-heading-link').textContent()).toBe('Runtime');
    expect(await runtime.locator('.bd-sidebar-heading-link').getAttribute('href')).toBe('/reference/runtime/');
    expect(await page.locator(fold('Runtime')).getAttribute('aria-expanded')).toBe('false');
    expect(await sidebar.getByRole('link', { name: 'Hooks' }).count()).toBe(0);
    expect(await page.locator(fold('Elsewhere')).getAttribute('aria-expanded')).toBe('false');
    // Opening Runtime shows its links and its own group, each with the base of its level.
    await page.locator(fold('Runtime')).click();
    expect(await sidebar.getByRole('link', { name: 'Hooks' }).getAttribute('href')).toBe(
      '/reference/runtime/hooks.html',
    );
    expect(await sidebar.getByRole('link', { name: 'Deepest' }).getAttribute('href')).toBe(
      '/reference/runtime/deep/deepest.html',
    );
    // A group without `collapsed` does not fold.
    expect(await page.locator(fold('Deep')).count()).toBe(0);
    // The open group closes.
    await page.locator(fold('API')).click();
    expect(await page.locator(fold('API')).getAttribute('aria-expanded')).toBe('false');
    expect(await sidebar.getByRole('link', { name: 'Config' }).count()).toBe(0);
    await page.close();
  });

  it('opens the groups holding the current page, however deep, even those configured closed', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.url}/reference/runtime/deep/deepest.html`);
    await page.waitForFunction(hydrated);
    expect(await page.locator(fold('Runtime')).getAttribute('aria-expanded')).toBe('true');
    const current = page.locator('aside.bd-sidebar a.bd-sidebar-link[aria-current="page"]');
    expect(await current.textContent()).toBe('Deepest');
    // Three groups deep: the untitled-free path API > Runtime > Deep.
    expect(await current.evaluate((a) => a.closest('.bd-sidebar-group')!.className)).toContain('depth-2');
    // Deeper levels step further in.
    const indent = (name: string) =>
      page
        .locator('aside.bd-sidebar')
        .getByRole('link', { name, exact: true })
        .evaluate((a) => parseFloat(getComputedStyle(a).paddingLeft));
    expect(await indent('Deepest')).toBeGreaterThan(await indent('Hooks'));
    expect(await indent('Hooks')).toBeGreaterThan(await indent('Config'));
    await page.close();
  });

  it('folds a group from the keyboard: a button with aria-expanded and a visible focus ring', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.url}/reference/config.html`);
    await page.waitForFunction(hydrated);
    // Tab through the sidebar to the Runtime group's button.
    const button = page.locator(fold('Runtime'));
    for (let i = 0; i < 40 && !(await button.evaluate((b) => b === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(await button.evaluate((b) => b.tagName)).toBe('BUTTON');
    expect(await button.evaluate((b) => b.matches(':focus-visible') && getComputedStyle(b).outlineStyle)).toBe('solid');
    expect(await button.getAttribute('aria-label')).toBe('Runtime');
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('aside.bd-sidebar').getByRole('link', { name: 'Hooks' }).count()).toBe(1);
    await page.keyboard.press('Space');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('aside.bd-sidebar').getByRole('link', { name: 'Hooks' }).count()).toBe(0);
    await page.close();
  });
});
