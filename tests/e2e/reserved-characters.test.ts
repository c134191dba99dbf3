// Pages whose names hold '#', '?', '%', '+', spaces or Chinese, in Chromium, against the build and
// dev: a click on a sidebar link or a search result reaches the page client-side (its data chunk
// fetched at its percent-encoded name), the active link follows, and a reload shows the same page.
import { describe, expect, it } from 'vitest';
import { collectProblems, hydrated, SITE_MODES, useBuiltSite } from '../helpers/browser.js';
import { RESERVED_PAGES, RESERVED_SITE_TITLE, writeReservedSite } from '../helpers/reserved-site.js';

describe.each(SITE_MODES)('pages named with reserved characters in Chromium (%s)', (mode) => {
  const site = useBuiltSite('basic', writeReservedSite, mode);

  it('reaches each page from the sidebar without a page load, and again on reload', async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    await page.goto(`${site.url}/`);
    await page.waitForFunction(hydrated);
    for (const p of RESERVED_PAGES.filter((r) => !r.file.includes('/'))) {
      await page.click(`.bd-sidebar-link:text-is(${JSON.stringify(p.title)})`);
      await page.waitForSelector(`#bd-content h1:has-text(${JSON.stringify(p.title)})`);
      expect(await page.title(), p.file).toBe(`${p.title} | ${RESERVED_SITE_TITLE}`);
      expect(await page.textContent('.bd-sidebar-link.active'), p.file).toBe(p.title);
    }
    expect(documents).toEqual([`${site.url}/`]);
    // The address bar holds the page's own URL: loading it shows the same page.
    await page.reload();
    await page.waitForFunction(hydrated);
    expect(await page.title()).toBe(
      `${RESERVED_PAGES.filter((r) => !r.file.includes('/')).at(-1)!.title} | ${RESERVED_SITE_TITLE}`,
    );
    expect(problems).toEqual([]);
    await page.close();
  });

  it('reaches a page from a search result', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.url}/`);
    await page.waitForFunction(hydrated);
    await page.focus('.bd-search input');
    await page.fill('.bd-search input', 'Fully Done');
    await page.waitForSelector('.bd-search-suggestions[data-query="Fully Done"] [role="option"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#bd-content h1:has-text("Fully Done")');
    expect(new URL(page.url()).pathname).toBe('/100%25.html');
    await page.close();
  });
});
