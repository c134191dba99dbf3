// twoslash blocks in Chromium, built and in dev: a token's type card is hidden until the token is
// hovered or focused from the keyboard, is named by the token (aria-describedby → role=tooltip),
// and needs no JavaScript; `// @errors` and `// ^?` show inline.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectProblems, hydrated, SITE_MODES, useBuiltSite } from '../helpers/browser.js';

/** Whether the card of the token `name` (its first occurrence) is shown. */
const cardShown = (page: Page, name: string) =>
  page.evaluate((n) => {
    const token = [...document.querySelectorAll('#bd-content .twoslash-hover[tabindex]')].find(
      (t) => t.lastChild?.textContent === n,
    )!;
    const card = document.getElementById(token.getAttribute('aria-describedby')!)!;
    return getComputedStyle(card).display !== 'none' && card.getBoundingClientRect().height > 0;
  }, name);

describe.each(SITE_MODES)('twoslash blocks in Chromium (%s)', (mode) => {
  const site = useBuiltSite('twoslash-site', undefined, mode);

  const open = async (javaScriptEnabled = true) => {
    const context = await site.browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.url}/`);
    if (javaScriptEnabled) await page.waitForFunction(hydrated);
    return { context, page, problems };
  };

  it('shows a token’s card on hover only, without JavaScript', async () => {
    const { context, page } = await open(false);
    expect(await cardShown(page, 'user')).toBe(false);
    const id = await page.evaluate(() =>
      [...document.querySelectorAll('#bd-content .twoslash-hover[tabindex]')]
        .find((t) => t.lastChild?.textContent === 'user')!
        .getAttribute('aria-describedby')!,
    );
    await page.locator(`[aria-describedby="${id}"]`).hover();
    expect(await cardShown(page, 'user')).toBe(true);
    expect(await page.locator('#bd-content [role="tooltip"]:visible').first().innerText()).toBe('const user: User');
    await page.mouse.move(0, 0);
    expect(await cardShown(page, 'user')).toBe(false);
    await context.close();
  });

  it('shows a card when its token gets the keyboard focus, and names it for screen readers', async () => {
    const { context, page, problems } = await open();
    await page.locator('#bd-content pre.twoslash').focus();
    // The block itself, then its first token with type information.
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement!;
      const card = document.getElementById(el.getAttribute('aria-describedby') ?? '');
      return { token: el.lastChild?.textContent, role: card?.getAttribute('role'), text: card?.textContent };
    });
    expect(focused).toEqual({ token: 'user', role: 'tooltip', text: 'const user: User' });
    expect(await cardShown(page, 'user')).toBe(true);
    await page.keyboard.press('Tab');
    expect(await cardShown(page, 'user')).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the query and the expected error inline, and no twoslash notes', async () => {
    const { context, page } = await open();
    const text = await page.locator('#bd-content pre.twoslash').innerText();
    expect(text).toContain("Type 'number' is not assignable to type 'string'.");
    expect(text).toContain('const years: number');
    expect(text).not.toContain('---cut---');
    expect(text).not.toContain('@errors');
    expect(text).not.toContain('interface User');
    await context.close();
  });
});
