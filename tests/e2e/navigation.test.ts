// The built site in a real browser: hydration, client-side navigation, islands, JS-off reading.
import { describe, expect, it } from 'vitest';
import { collectProblems, hydrated, SITE_MODES, useBuiltSite } from '../helpers/browser.js';

describe.each(SITE_MODES)('built site in Chromium (%s)', (mode) => {
  const site = useBuiltSite('basic', undefined, mode);

  it('hydrates without errors and navigates client-side on an internal link click', async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    const documents: string[] = [];
    const data: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
      if (r.url().includes('/assets/pages/')) data.push(new URL(r.url()).pathname);
    });
    await page.goto(`${site.url}/guide/first.html`);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    // Wait for hydration: React attaches its root container marker.
    await page.waitForFunction(hydrated);
    await page.click('#bd-content a[href="/guide/second.html"]');
    await page.waitForURL('**/guide/second.html');
    await page.waitForSelector('#bd-content h1:has-text("Second")');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    expect(documents).toEqual([`${site.url}/guide/first.html`]);
    // Only page chunks (links in view are prefetched), and the target's chunk once: prefetched or fetched, never both.
    expect(data.filter((d) => d === '/assets/pages/guide~1second.json')).toHaveLength(1);
    expect(data.every((d) => d.endsWith('.json') && !d.includes('first'))).toBe(true);
    expect(await page.title()).toBe('Second | Fixture');
    expect(await page.getAttribute('.bd-sidebar-link.active', 'href')).toBe('/guide/second.html');
    // Back goes back, still without a document load.
    await page.goBack();
    await page.waitForSelector('#bd-content h1:has-text("First")');
    expect(documents).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('prefetches a page chunk when a link is hovered', async () => {
    const page = await site.browser.newPage();
    const data: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/assets/pages/')) data.push(new URL(r.url()).pathname);
    });
    // Without IntersectionObserver the in-view prefetch stays off, so only the hover can fetch.
    await page.addInitScript(() => delete (window as { IntersectionObserver?: unknown }).IntersectionObserver);
    await page.goto(`${site.url}/guide/first.html`);
    await page.waitForFunction(hydrated);
    await page.waitForTimeout(300);
    expect(data).toEqual([]);
    await page.hover('#bd-content a[href="/guide/second.html"]');
    await expect.poll(() => data).toEqual(['/assets/pages/guide~1second.json']);
    await page.click('#bd-content a[href="/guide/second.html"]');
    await page.waitForSelector('#bd-content h1:has-text("Second")');
    expect(data).toEqual(['/assets/pages/guide~1second.json']);
    await page.close();
  });

  it('leaves modified clicks and external links to the browser', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.url}/guide/second.html`);
    await page.waitForFunction(hydrated);
    const popup = page.context().waitForEvent('page');
    await page.click('#bd-content a[href="/guide/first.html#install"]', { modifiers: ['Control'] });
    const opened = await popup;
    expect(page.url()).toBe(`${site.url}/guide/second.html`);
    await opened.close();
    expect(await page.getAttribute('a[href="https://example.com"]', 'target')).toBe('_blank');
    await page.close();
  });

  it('hydrates embedded components as interactive islands, also after navigation', async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.url}/guide/`);
    await page.waitForSelector('button.hello');
    await expect
      .poll(async () => {
        await page.click('button.hello');
        return page.textContent('button.hello');
      })
      .toMatch(/Hello world [1-9]/);
    await page.click('.bd-sidebar-link[href="/guide/first.html"]');
    await page.waitForSelector('#bd-content h1:has-text("First")');
    await page.click('.bd-prev');
    await page.waitForSelector('button.hello');
    await page.click('button.hello');
    expect(await page.textContent('button.hello')).toBe('Hello world 1');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the 404 page for unknown paths, client-side too', async () => {
    const page = await site.browser.newPage();
    const res = await page.goto(`${site.url}/no/such/page`);
    expect(res?.status()).toBe(404);
    await page.waitForFunction(hydrated);
    expect([
      "There's nothing here.",
      'How did we get here?',
      "That's a Four-Oh-Four.",
      "Looks like we've got some broken links.",
    ]).toContain(await page.textContent('.bd-not-found h1'));
    await page.goto(`${site.url}/guide/first.html`);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/missing.html';
      a.textContent = 'missing';
      a.id = 'missing';
      document.querySelector('#bd-content')!.append(a);
    });
    await page.waitForFunction(hydrated);
    await page.click('#missing');
    await page.waitForSelector('.bd-not-found');
    expect(await page.textContent('.bd-not-found a')).toBe('Back to home');
    await page.close();
  });

  it('is readable and navigable with JavaScript off', async () => {
    const ctx = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto(`${site.url}/guide/first.html`);
    expect(await page.textContent('#bd-content h1')).toContain('First');
    expect(await page.textContent('.bd-sidebar')).toContain('The second');
    await page.click('#bd-content a[href="/guide/second.html"]');
    await page.waitForURL('**/guide/second.html');
    expect(await page.textContent('#bd-content h2')).toContain('Part two');
    await ctx.close();
  });
});
