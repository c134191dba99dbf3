// Versions kept in git refs, in Chromium: the versions menu keeps the page in a ref's build when that
// build has it (else opens its home), and the ref's pages show a banner leading back to the latest
// version. Built and served as a static host would; `bookdocs dev` serves the ref's build too.
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { startDevServer } from '../../src/server/dev/server.js';
import { collectProblems, hydrated, launchBrowser, serve, SITE_MODES } from '../helpers/browser.js';
import { refVersionsRepo } from '../helpers/ref-versions-repo.js';

describe.each(SITE_MODES)('versions from git refs in Chromium (%s)', (mode) => {
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };
  let ctx: BrowserContext;
  beforeAll(async () => {
    const root = refVersionsRepo();
    if (mode === 'dev') {
      const dev = await startDevServer({
        root,
        port: 0,
        watchTheme: false,
        log: { info: () => undefined, error: () => undefined },
      });
      await dev.watching;
      // The refs are built in the background once dev has started: wait for them here.
      await dev.refVersions;
      server = { url: dev.url.replace(/\/$/, ''), close: () => dev.close() };
    } else {
      await build({ root });
      server = await serve(path.join(root, 'dist'));
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

  async function switchTo(page: Page, version: string): Promise<void> {
    await page.hover('.bd-nav-dropdown-title:has-text("Versions")');
    await page.locator('.bd-navbar .bd-nav-dropdown-item', { hasText: version }).click();
  }

  it("opens the same page in the ref's build when it has it", async () => {
    const { page, problems } = await open('/guide/start.html');
    await switchTo(page, '1.x');
    await page.waitForURL(/\/1\.x\/guide\/start\.html$/);
    await page.waitForFunction(hydrated);
    expect(await page.locator('main').textContent()).toContain('The old way to start.');
    expect(problems).toEqual([]);
  });

  it("opens the ref's home when its build has no such page", async () => {
    const { page, problems } = await open('/guide/new.html');
    await switchTo(page, '1.x');
    await page.waitForURL(/\/1\.x\/$/);
    await page.waitForFunction(hydrated);
    expect(await page.locator('main h1').textContent()).toMatch(/^Home\b/);
    expect(problems).toEqual([]);
  });

  it("the ref's pages show a banner and a switcher leading to the same page in the latest version", async () => {
    const { page, problems } = await open('/1.x/guide/start.html');
    const notice = page.getByRole('region', { name: 'Version notice' });
    await expect.poll(() => notice.count()).toBe(1);
    expect(await notice.textContent()).toContain('1.x');
    // Built as the latest's home; once the site's route list is fetched (when the browser is idle), the same page.
    await expect.poll(() => notice.getByRole('link').getAttribute('href')).toBe('/guide/start.html');
    const menuItem = page.locator('.bd-navbar .bd-nav-dropdown-item', { hasText: '2.x' });
    await expect.poll(() => menuItem.getAttribute('href')).toBe('/guide/start.html');
    await notice.getByRole('link').click();
    await page.waitForURL(/\/guide\/start\.html$/);
    await page.waitForFunction(hydrated);
    expect(await page.locator('main').textContent()).toContain('The new way to start.');
    await page.goto(`${server.url}/1.x/guide/start.html`);
    await page.waitForFunction(hydrated);
    await expect.poll(() => menuItem.getAttribute('href')).toBe('/guide/start.html');
    await switchTo(page, '2.x');
    await page.waitForURL(/\/guide\/start\.html$/);
    expect(problems).toEqual([]);
  });

  it("a ref's page the latest version does not have leads to the latest's home", async () => {
    ctx = await browser.newContext();
    const page = await ctx.newPage();
    const problems = collectProblems(page);
    const routes = page.waitForResponse((res) => res.url().endsWith('/assets/versions.json'));
    await page.goto(`${server.url}/1.x/guide/old.html`);
    await page.waitForFunction(hydrated);
    expect((await routes).status()).toBe(200);
    const notice = page.getByRole('region', { name: 'Version notice' });
    await notice.getByRole('link').click();
    await page.waitForURL(/\/guide\/new\.html$/);
    await page.waitForFunction(hydrated);
    expect(await page.locator('main').textContent()).toContain('Only in the new version.');
    expect(problems).toEqual([]);
  });
});
