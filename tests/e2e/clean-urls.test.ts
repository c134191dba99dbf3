// `cleanUrls: true`: pages are linked as /guide/first (no .html), navigated client-side, and load
// directly from the host (build) or the dev server.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectProblems, hydrated, SITE_MODES, useBuiltSite } from '../helpers/browser.js';

function withCleanUrls(root: string): void {
  const file = path.join(root, 'site.config.json');
  fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), cleanUrls: true }));
}

describe.each(SITE_MODES)('clean URLs (%s)', (mode) => {
  const site = useBuiltSite('basic', withCleanUrls, mode);

  it('links pages without .html everywhere and navigates them client-side', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const problems = collectProblems(page);
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
    });
    await page.goto(`${site.url}/guide/first`);
    await page.waitForFunction(hydrated);
    await page.waitForSelector('#bd-content h1:has-text("First")');
    // Markdown links, the sidebar, the navbar and prev/next all use the clean form.
    const hrefs = await page.$$eval('a[href^="/guide/"]', (els) => els.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(3);
    expect(hrefs.filter((h) => h.includes('.html'))).toEqual([]);
    expect(hrefs).toContain('/guide/second');
    expect(await page.getAttribute('.bd-sidebar-link.active', 'href')).toBe('/guide/first');
    expect(await page.getAttribute('.bd-next', 'href')).toBe('/guide/second');

    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await page.click('#bd-content a[href="/guide/second"]');
    await page.waitForURL('**/guide/second');
    await page.waitForSelector('#bd-content h1:has-text("Second")');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    expect(await page.getAttribute('.bd-sidebar-link.active', 'href')).toBe('/guide/second');
    await page.goBack();
    await page.waitForSelector('#bd-content h1:has-text("First")');
    expect(new URL(page.url()).pathname).toBe('/guide/first');
    expect(documents).toEqual(['/guide/first']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('still serves the .html address of a page, and 404 for an unknown clean path', async () => {
    const page = await site.browser.newPage();
    const res = await page.goto(`${site.url}/guide/second.html`);
    expect(res?.status()).toBe(200);
    await page.waitForFunction(hydrated);
    await page.waitForSelector('#bd-content h1:has-text("Second")');
    expect(await page.getAttribute('.bd-sidebar-link.active', 'href')).toBe('/guide/second');
    const missing = await page.goto(`${site.url}/guide/nope`);
    expect(missing?.status()).toBe(404);
    await page.close();
  });
});
