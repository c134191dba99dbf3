// Versions on the shipped miliqk site (v3 latest, v2 older), in Chromium, built and in `bookdocs dev`:
// the 插件 menu's 2.X / 3.X keep the current page (or open the version's first page), v2 pages show a
// banner linking to the same page in v3, and search on a v3 page answers from v3 first, every result
// labelled with its version.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { collectProblems, hydrated, launchBrowser, serve, serveDev, SITE_MODES } from '../helpers/browser.js';
import { REPO } from '../helpers/fixtures.js';

const BOX = '.bd-search input';
const OPTIONS = '.bd-search-suggestions [role="option"]';

describe.each(SITE_MODES)('versions on the shipped site (%s)', (mode) => {
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };
  let ctx: BrowserContext;
  beforeAll(async () => {
    if (mode === 'dev') server = await serveDev(REPO);
    else {
      const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-versions-'));
      await build({ root: REPO, outDir });
      server = await serve(outDir);
    }
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  afterEach(() => ctx?.close());

  async function open(route: string): Promise<{ page: Page; problems: string[] }> {
    ctx = await browser.newContext();
    const page = await ctx.newPage();
    const problems = collectProblems(page);
    await page.goto(`${server.url}${route}`);
    await page.waitForFunction(hydrated);
    return { page, problems };
  }

  const menuLink = (page: Page, text: string) => page.locator('.bd-navbar .bd-nav-dropdown-item', { hasText: text });

  it('3.X and 2.X keep the page, and open the intro where the page is not in that version', async () => {
    const { page, problems } = await open('/components/v2/install.html');
    expect(await menuLink(page, '3.X').getAttribute('href')).toBe('/components/v3/install.html');
    await page.hover('.bd-nav-dropdown-title:has-text("插件")');
    await menuLink(page, '3.X').click();
    await page.waitForURL(/\/components\/v3\/install\.html$/);
    await page.waitForSelector('.bd-version-banner', { state: 'detached' });
    expect(await menuLink(page, '2.X').getAttribute('href')).toBe('/components/v2/install.html');
    const { page: other } = await open('/components/v3/interface-info.html');
    expect(await menuLink(other, '2.X').getAttribute('href')).toBe('/components/v2/intro.html');
    // The navbar the spec sets: 1.X, 2.X, 3.X in the 插件 menu, no second version menu.
    expect(await other.locator('.bd-navbar .bd-nav-dropdown-title').allTextContents()).toEqual(['插件']);
    expect(await other.locator('.bd-navbar .bd-nav-dropdown-item').allTextContents()).toEqual(['1.X', '2.X', '3.X']);
    expect(problems).toEqual([]);
  });

  it('a v2 page shows a named notice linking to the same page in v3, reachable with Tab; v3 pages do not', async () => {
    const { page, problems } = await open('/components/v2/install.html');
    const notice = page.getByRole('region', { name: '版本提示' });
    await expect.poll(() => notice.count()).toBe(1);
    expect(await notice.textContent()).toContain('v2');
    const link = notice.getByRole('link');
    expect(await link.getAttribute('href')).toBe('/components/v3/install.html');
    let reached = false;
    for (let i = 0; i < 80 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await link.evaluate((a) => a === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/components\/v3\/install\.html$/);
    await page.waitForSelector('.bd-version-banner', { state: 'detached' });
    expect(problems).toEqual([]);
  });

  async function search(page: Page, query: string): Promise<{ version: string; link: string }[]> {
    await page.focus(BOX);
    await page.fill(BOX, query);
    await page.waitForSelector(`.bd-search-suggestions[data-query=${JSON.stringify(query)}] [role="option"]`);
    return page.$$eval(OPTIONS, (els) =>
      els.map((e) => ({
        version: e.querySelector('.bd-search-result-version')?.textContent ?? '',
        link: e.getAttribute('href')!,
      })),
    );
  }

  for (const query of ['接口', '书架']) {
    it(`on a v3 page, ${query} lists v3 results first, each labelled with its version`, async () => {
      const { page, problems } = await open('/components/v3/use.html');
      const results = await search(page, query);
      expect(results.length).toBeGreaterThan(0);
      expect(results.length).toBeLessThanOrEqual(5);
      expect(results[0]!.version).toBe('v3');
      const firstOther = results.findIndex((r) => r.version !== 'v3');
      if (firstOther >= 0) expect(results.slice(firstOther).every((r) => r.version !== 'v3')).toBe(true);
      for (const r of results) if (r.link.startsWith('/components/')) expect(r.version).toBe(r.link.split('/')[2]);
      // A v2 page: v2 first.
      const { page: old } = await open('/components/v2/use.html');
      expect((await search(old, query))[0]!.version).toBe('v2');
      expect(problems).toEqual([]);
    });
  }
});
