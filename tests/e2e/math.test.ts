// bookdocs/math in Chromium: formulas drawn with KaTeX's fonts (all found, none a 404), in the colour
// of the text around them in either colour mode, and styled after a client-side navigation from a
// page without math (which loads none of KaTeX).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectProblems, hydrated, SITE_MODES, useBuiltSite } from '../helpers/browser.js';

/** Requests that failed or answered 4xx/5xx. */
function failedRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (r) => void (r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`)));
  page.on('requestfailed', (r) => failed.push(`failed ${r.url()}`));
  return failed;
}

/** The families of the fonts the page has loaded, and the font and colour of its first formula. */
const typeset = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const katex = document.querySelector('#bd-content .katex')!;
    return {
      loaded: [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family),
      font: getComputedStyle(katex).fontFamily,
      colour: getComputedStyle(katex).color,
      textColour: getComputedStyle(document.querySelector('#bd-content p')!).color,
    };
  });

describe.each(SITE_MODES)('bookdocs/math in Chromium (%s)', (mode) => {
  const site = useBuiltSite('math-site', undefined, mode);

  it('draws the formulas with KaTeX’s fonts, every file found, no console problem', async () => {
    const page = await site.browser.newPage();
    const failed = failedRequests(page);
    const problems = collectProblems(page);
    await page.goto(`${site.url}/formulas.html`);
    await page.waitForFunction(hydrated);
    const t = await typeset(page);
    expect(t.font).toMatch(/^KaTeX_Main\b/);
    expect(t.loaded).toEqual(expect.arrayContaining(['KaTeX_Main', 'KaTeX_Math']));
    expect(failed).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('gives formulas the colour of the text in light and dark mode', async () => {
    const colours: Record<string, string> = {};
    for (const scheme of ['light', 'dark'] as const) {
      const context = await site.browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      await page.goto(`${site.url}/formulas.html`);
      await page.waitForFunction(hydrated);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(scheme === 'dark');
      const t = await typeset(page);
      expect(t.colour).toBe(t.textColour);
      colours[scheme] = t.colour;
      await context.close();
    }
    expect(colours.dark).not.toBe(colours.light);
  });

  it('loads KaTeX’s stylesheet when a client-side navigation brings the first formula', async () => {
    const page = await site.browser.newPage();
    const failed = failedRequests(page);
    await page.goto(`${site.url}/`);
    await page.waitForFunction(hydrated);
    const sheets = () =>
      page.evaluate(() => [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => l.getAttribute('href')!));
    expect((await sheets()).filter((href) => href.includes('katex'))).toEqual([]);
    await page.click('#bd-content a[href="/formulas.html"]');
    await page.waitForSelector('#bd-content h1:has-text("Formulas")');
    // No document load: the app navigated, and brought the stylesheet.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect((await sheets()).filter((href) => href.includes('katex'))).toHaveLength(1);
    const t = await typeset(page);
    expect(t.font).toMatch(/^KaTeX_Main\b/);
    expect(t.loaded).toContain('KaTeX_Main');
    expect(failed).toEqual([]);
    await page.close();
  });
});
