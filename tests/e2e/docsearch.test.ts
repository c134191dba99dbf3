// Algolia DocSearch as the search provider (config `search.provider: "algolia"`), in Chromium, built
// and in dev. Algolia is a local stand-in: every request to Algolia's hosts is answered inside the
// browser by the test, and any other request leaving the machine fails the test. The button is in the
// server's HTML; DocSearch's code loads only when a reader opens search; a hit is opened through the
// router (no page load); a language folder searches its own index with its own parameters and words.
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { collectProblems, hydrated, SITE_MODES, useBuiltSite } from '../helpers/browser.js';

interface AlgoliaQuery {
  indexName: string;
  query: string;
  params: string;
}

/** A DocSearch record on the live site (docs.example.com, not the host under test). */
function hit(lvl1: string, lvl2: string, url: string, i: number) {
  const hl = (value: string) => ({ value, matchLevel: 'full', matchedWords: [] as string[] });
  return {
    objectID: `hit-${i}`,
    url,
    type: 'lvl2',
    content: null,
    hierarchy: { lvl0: 'Documentation', lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    _highlightResult: { hierarchy: { lvl0: hl('Documentation'), lvl1: hl(lvl1), lvl2: hl(lvl2) } },
    _snippetResult: { hierarchy: { lvl1: hl(lvl1), lvl2: hl(lvl2) } },
  };
}

/** Answer Algolia's search API in the page; fail anything else that would leave the machine. */
async function standIn(page: Page) {
  const queries: AlgoliaQuery[] = [];
  const outside: string[] = [];
  await page.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    async (route: Route) => {
      const url = new URL(route.request().url());
      if (!/(^|\.)algolia(net)?\.(net|com)$/.test(url.hostname)) {
        outside.push(url.href);
        return route.abort();
      }
      if (route.request().method() === 'OPTIONS')
        return route.fulfill({
          status: 204,
          headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' },
        });
      const body = JSON.parse(route.request().postData() ?? '{}') as { requests?: AlgoliaQuery[] };
      const requests = body.requests ?? [];
      queries.push(...requests);
      const results = requests.map((r) => {
        const hits = r.query ? [hit('Guide', 'Configure', 'https://docs.example.com/guide/#configure', 1)] : [];
        return {
          hits,
          nbHits: hits.length,
          page: 0,
          nbPages: 1,
          hitsPerPage: 20,
          processingTimeMS: 1,
          query: r.query,
          params: r.params ?? '',
          index: r.indexName,
        };
      });
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ results }),
      });
    },
  );
  return { queries, outside };
}

describe.each(SITE_MODES)('DocSearch (%s)', (mode) => {
  const site = useBuiltSite('docsearch-site', undefined, mode);

  it('shows its button before any script, loads DocSearch only when opened, and opens a hit through the router', async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    const { queries, outside } = await standIn(page);
    const scripts: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));

    // The server's HTML has the button (no local search box, no local index).
    const html = await (await page.request.get(`${site.url}/`)).text();
    expect(html).toContain('class="bd-docsearch-button"');
    expect(html).not.toContain('type="search"');
    expect((await page.request.get(`${site.url}/assets/search/`)).status()).not.toBe(200);

    await page.goto(`${site.url}/`);
    await page.waitForFunction(hydrated);
    expect(scripts.some((u) => u.includes('docsearch'))).toBe(false);

    const button = page.getByRole('button', { name: 'Search docs' });
    await button.click();
    const input = page.locator('.DocSearch-Input');
    await input.waitFor({ timeout: 20_000 });
    expect(scripts.some((u) => u.includes('docsearch'))).toBe(true);
    await input.fill('configure');
    const result = page.locator('.DocSearch-Hit a').first();
    await result.waitFor({ timeout: 20_000 });
    // The hit of the live host is a link of this site.
    expect(await result.getAttribute('href')).toBe('/guide/#configure');
    const last = queries.filter((q) => q.query === 'configure').at(-1)!;
    expect(last.indexName).toBe('fixture');
    expect(decodeURIComponent(JSON.stringify(last))).toContain('lang:en-US');

    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.url}/guide/#configure`);
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 10_000 }).toMatch(/^Guide/);
    await expect.poll(() => page.locator('.DocSearch-Modal').count(), { timeout: 10_000 }).toBe(0);
    // A client-side navigation: still the first document.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);

    // `/` opens it again, from the keyboard.
    await page.keyboard.press('/');
    await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input'), null, {
      timeout: 20_000,
    });
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.DocSearch-Modal').count(), { timeout: 10_000 }).toBe(0);

    expect(outside).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("searches a language folder's own index, with its parameters, words and placeholder", async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    const { queries, outside } = await standIn(page);
    // In the theme's dark mode, DocSearch's dialog is dark too.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${site.url}/zh/`);
    await page.waitForFunction(hydrated);
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.waitFor({ timeout: 20_000 });
    expect(await input.getAttribute('placeholder')).toBe('搜索文档');
    expect(await page.locator('.DocSearch-Close').getAttribute('title')).toBe('取消');
    expect(await page.locator('.DocSearch-Modal').evaluate((e) => getComputedStyle(e).backgroundColor)).toBe(
      'rgb(21, 23, 42)',
    );
    await input.fill('安装');
    await page.locator('.DocSearch-Hit a').first().waitFor({ timeout: 20_000 });
    const last = queries.filter((q) => q.query === '安装').at(-1)!;
    expect(last.indexName).toBe('fixture-zh');
    expect(decodeURIComponent(JSON.stringify(last))).toContain('lang:zh-CN');
    expect(outside).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
