// Default-theme behaviours in Chromium, asserting the spec's constants at their edges.
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/render/build.js';
import { collectProblems, launchBrowser, serve } from '../helpers/browser.js';
import { copyFixture } from '../helpers/fixtures.js';

const hydrated = () => Object.keys(document.getElementById('app')!).some((k) => k.startsWith('__reactContainer'));

describe('default theme in Chromium', () => {
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };
  let ctx: BrowserContext;

  beforeAll(async () => {
    const root = copyFixture('basic');
    await build({ root });
    server = await serve(path.join(root, 'dist'));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('switches colour mode auto → dark → light, remembers it, and applies it before first paint', async () => {
    ctx = await browser.newContext({ colorScheme: 'dark' });
    const page = await ctx.newPage();
    const problems = collectProblems(page);
    await page.goto(`${server.url}/guide/first.html`);
    await page.waitForFunction(hydrated);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true); // auto + dark system
    expect(await page.getAttribute('.bd-color-mode', 'data-mode')).toBe('auto');
    await page.click('.bd-color-mode');
    expect(await page.getAttribute('.bd-color-mode', 'data-mode')).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('bookdocs-color-mode'))).toBe('dark');
    await page.click('.bd-color-mode');
    expect(await page.evaluate(() => [document.documentElement.classList.contains('dark'), localStorage.getItem('bookdocs-color-mode')])).toEqual([false, 'light']);
    // Reload with the app script blocked: only the inline head script can have applied the mode.
    await page.route('**/assets/main.*.js', (route) => route.abort());
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.evaluate(() => localStorage.setItem('bookdocs-color-mode', 'dark'));
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(problems.filter((p) => !p.includes('ERR_FAILED'))).toEqual([]);
    await ctx.close();
  });

  it('shows back-to-top after more than 100px of scroll', async () => {
    ctx = await browser.newContext({ viewport: { width: 1000, height: 600 } });
    const page = await ctx.newPage();
    await page.goto(`${server.url}/guide/first.html`);
    await page.waitForFunction(hydrated);
    await page.evaluate(() => document.getElementById('bd-content')!.insertAdjacentHTML('beforeend', '<div style="height:3000px"></div>'));
    const shown = () => page.evaluate(() => document.querySelector('.bd-back-to-top')!.classList.contains('show'));
    await page.evaluate(() => window.scrollTo(0, 99));
    await page.waitForTimeout(100);
    expect(await shown()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 101));
    await expect.poll(shown).toBe(true);
    await page.click('.bd-back-to-top');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(shown).toBe(false);
    await ctx.close();
  });

  it('adds copy buttons 500 ms after load, copies without shell prompts, says Copied for 2000 ms', async () => {
    ctx = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await ctx.newPage();
    await page.goto(`${server.url}/guide/first.html`);
    const start = Date.now();
    await page.waitForSelector('.bd-code .bd-copy-code', { state: 'attached' });
    expect(Date.now() - start).toBeGreaterThanOrEqual(400);
    await page.hover('.bd-code');
    await page.click('.bd-copy-code');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('const a = 1;\nconst b = 2;');
    expect(await page.getAttribute('.bd-copy-code', 'class')).toContain('copied');
    expect(await page.getAttribute('.bd-copy-code', 'data-copied')).toBe('Copied');
    await page.waitForTimeout(1700);
    expect(await page.getAttribute('.bd-copy-code', 'class')).toContain('copied');
    await page.waitForTimeout(600);
    expect(await page.getAttribute('.bd-copy-code', 'class')).not.toContain('copied');
    // After a client-side navigation the new page's blocks get buttons too; `$ ` prompts are not copied.
    await page.click('#bd-content a[href="/guide/second.html"]');
    await page.waitForSelector('.language-bash .bd-copy-code', { state: 'attached' });
    await page.hover('.language-bash');
    await page.click('.language-bash .bd-copy-code');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npm install bookdocs\nnpx bookdocs build');
    await ctx.close();
  });

  it('hides copy buttons on screens up to 419px wide', async () => {
    for (const [width, display] of [
      [419, 'none'],
      [420, 'flex'],
    ] as const) {
      ctx = await browser.newContext({ viewport: { width, height: 700 } });
      const page = await ctx.newPage();
      await page.goto(`${server.url}/guide/first.html`);
      await page.waitForSelector('.bd-copy-code', { state: 'attached' });
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('.bd-copy-code')!).display), `${width}px`).toBe(display);
      await ctx.close();
    }
  });
});
