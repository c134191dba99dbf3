// bookdocs dev in Chromium: a save swaps the page in place (no reload, scroll kept), errors show an
// overlay with file:line that a fix removes, config changes reload every tab.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProblems, hydrated, launchBrowser } from '../helpers/browser.js';
import { startTestDevServer, type TestDevServer } from '../helpers/dev.js';
import { copyFixture } from '../helpers/fixtures.js';

const OVERLAY = 'bookdocs-error-overlay';
const panelText = (page: Page) =>
  page.evaluate(
    () => document.querySelector('bookdocs-problems')?.shadowRoot?.querySelector('.panel')?.textContent ?? null,
  );
const overlayText = (page: Page) =>
  page.evaluate((tag) => document.querySelector(tag)?.shadowRoot?.textContent ?? null, OVERLAY);

describe('bookdocs dev in Chromium', () => {
  let root: string;
  let dev: TestDevServer;
  let browser: Browser;
  const docs = (rel: string) => path.join(root, 'docs', rel);
  beforeAll(async () => {
    root = copyFixture('basic');
    // A long page, so there is something to scroll.
    fs.appendFileSync(docs('guide/second.md'), Array.from({ length: 80 }, (_, i) => `\nParagraph ${i}.\n`).join(''));
    dev = await startTestDevServer(root);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await dev?.close();
  });

  it('swaps an edited page in place: no reload, scroll kept, hydrated app still live', async () => {
    const page = await browser.newPage({ viewport: { width: 1000, height: 600 } });
    const problems = collectProblems(page);
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
    await page.goto(`${dev.url}guide/second.html`);
    await page.waitForFunction(hydrated);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForSelector('#bd-content .bd-copy-code', { state: 'attached' });
    const source = fs.readFileSync(docs('guide/second.md'), 'utf8');
    fs.writeFileSync(docs('guide/second.md'), source.replace('## Part two', '## Part two, edited'));
    await page.waitForSelector('#bd-content h2:has-text("Part two, edited")');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
    expect(await page.evaluate(() => window.scrollY)).toBe(900);
    expect(documents).toHaveLength(1);
    // The content's behaviours apply to the new content too (copy buttons, added 500 ms later).
    await page.waitForSelector('#bd-content .bd-copy-code', { state: 'attached' });
    // Still the client-side app: a link click navigates without a document load.
    await page.click('#bd-content a[href="/guide/first.html#install"]');
    await page.waitForSelector('#bd-content h1:has-text("First")');
    expect(documents).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('updates the sidebar and prev/next of open tabs when a page is added or retitled', async () => {
    const page = await browser.newPage();
    await page.goto(`${dev.url}guide/first.html`);
    await page.waitForFunction(hydrated);
    fs.writeFileSync(docs('guide/README.md'), '# Guide, retitled\n\n<Hello name="world" />\n');
    await page.waitForSelector('.bd-sidebar-link[href="/guide/"]:has-text("Guide, retitled")');
    await page.waitForSelector('.bd-prev:has-text("Guide, retitled")');
    await page.close();
  });

  it('keeps the newest text when the refetch of a site update answers after a later save', async () => {
    const page = await browser.newPage();
    await page.goto(`${dev.url}guide/first.html`);
    await page.waitForFunction(hydrated);
    // Page-data answers are taken from the server at once and delivered only when released.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    const delivered: Promise<void>[] = [];
    await page.route('**/assets/pages/**', (route) => {
      // Only this page's (other pages' data is prefetched too).
      if (!route.request().url().endsWith('/guide~1first.json')) return route.continue();
      const done = (async () => {
        const response = await route.fetch();
        held++;
        await gate;
        await route.fulfill({ response });
      })();
      delivered.push(done);
      return done;
    });
    const source = fs.readFileSync(docs('guide/first.md'), 'utf8');
    try {
      // A retitle: its view is pushed, then a site update makes the tab refetch the page, held here.
      const retitled = source.replace('title: First page', 'title: First page, retitled');
      fs.writeFileSync(docs('guide/first.md'), retitled);
      await expect.poll(() => held, { timeout: 10_000 }).toBe(1);
      // A later save pushes the newest text; then the older answer arrives.
      fs.writeFileSync(docs('guide/first.md'), `${retitled}\nThe newest paragraph.\n`);
      await page.waitForSelector('#bd-content p:has-text("The newest paragraph.")');
      release();
      await Promise.all(delivered);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
      expect(await page.textContent('#bd-content')).toContain('The newest paragraph.');
    } finally {
      release();
      fs.writeFileSync(docs('guide/first.md'), source);
      await page.close();
    }
  });

  it('shows a failing page as an overlay with file:line, keeps other pages working, and clears it on fix', async () => {
    const page = await browser.newPage();
    await page.goto(`${dev.url}guide/first.html`);
    await page.waitForFunction(hydrated);
    const good = fs.readFileSync(docs('guide/first.md'), 'utf8');
    fs.writeFileSync(docs('guide/first.md'), good.replace('title: First page', 'title: a: b'));
    await page.waitForSelector(OVERLAY, { state: 'attached' });
    expect(await overlayText(page)).toMatch(/docs\/guide\/first\.md:2:\d+.*invalid frontmatter/s);
    // The same diagnostic as the terminal and `bookdocs check`: its rule too.
    expect(
      await page.evaluate(
        (tag) => document.querySelector(tag)?.shadowRoot?.querySelector('.rule')?.textContent,
        OVERLAY,
      ),
    ).toBe('invalid-frontmatter');
    // Another tab, on another page, is not affected.
    const other = await browser.newPage();
    await other.goto(`${dev.url}guide/second.html`);
    await other.waitForFunction(hydrated);
    expect(await overlayText(other)).toBeNull();
    // Opening the failing page directly shows the overlay too.
    const direct = await browser.newPage();
    const res = await direct.goto(`${dev.url}guide/first.html`);
    expect(res?.status()).toBe(500);
    await direct.waitForSelector(OVERLAY, { state: 'attached' });
    fs.writeFileSync(docs('guide/first.md'), good.replace('# First', '# First, fixed'));
    await page.waitForSelector('#bd-content h1:has-text("First, fixed")');
    expect(await page.$(OVERLAY)).toBeNull();
    // The error document reloads into the real page once it renders.
    await direct.waitForSelector('#bd-content h1:has-text("First, fixed")');
    expect(await direct.$(OVERLAY)).toBeNull();
    for (const p of [page, other, direct]) await p.close();
  });

  it('shows a bad site.config.json in every tab, then reloads them when it is fixed', async () => {
    const page = await browser.newPage();
    await page.goto(`${dev.url}guide/first.html`);
    await page.waitForFunction(hydrated);
    const configFile = path.join(root, 'site.config.json');
    const good = fs.readFileSync(configFile, 'utf8');
    fs.writeFileSync(configFile, good.replace('"title": "Fixture",', '"title": "Fixture",,'));
    await page.waitForSelector(OVERLAY, { state: 'attached' });
    expect(await overlayText(page)).toMatch(/site\.config\.json:\d+:\d+.*invalid JSON/s);
    fs.writeFileSync(configFile, good.replace('"title": "Fixture"', '"title": "Fixture again"'));
    await page.waitForFunction(() => document.title.endsWith('| Fixture again'));
    expect(await page.$(OVERLAY)).toBeNull();
    await page.close();
  });

  it('shows the checks of the page shown in a small panel as the author saves: a broken link appears, then goes on fix', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${dev.url}guide/first.html`);
    await page.waitForFunction(hydrated);
    const original = fs.readFileSync(docs('guide/first.md'), 'utf8');
    fs.writeFileSync(
      docs('guide/first.md'),
      `${original}\nSee [the gone page](./gone.md) and [a bad anchor](./second.md#nowhere).\n`,
    );
    await page.waitForFunction(() =>
      /broken-link/.test(document.querySelector('bookdocs-problems')?.shadowRoot?.textContent ?? ''),
    );
    const text = await panelText(page);
    expect(text).toContain('gone.md');
    expect(text).toContain('broken-anchor');
    expect(text).toMatch(/\d+:\d+/);
    // The panel is a corner card: the page stays readable and clickable beside it.
    const box = (await page
      .locator('bookdocs-problems')
      .evaluate((el) => el.shadowRoot!.querySelector('.panel')!.getBoundingClientRect().toJSON())) as DOMRect;
    expect(box.width * box.height).toBeLessThan(1280 * 800 * 0.25);
    // Another page has its own (no) problems: no panel there.
    await page.click('#bd-content a[href="/guide/second.html"]');
    await page.waitForSelector('#bd-content h1:has-text("Second")');
    expect(await panelText(page)).toBeNull();
    await page.goBack();
    await page.waitForSelector('#bd-content h1:has-text("First")');
    expect(await panelText(page)).toContain('gone.md');
    // Closed: hidden until the list changes.
    await page
      .locator('bookdocs-problems')
      .evaluate((el) => (el.shadowRoot!.querySelector('button.close') as HTMLElement).click());
    expect(await panelText(page)).toBeNull();
    fs.writeFileSync(docs('guide/first.md'), `${original}\nSee [the gone page](./gone.md).\n`);
    await page.waitForFunction(() => !!document.querySelector('bookdocs-problems'));
    expect(await panelText(page)).not.toContain('broken-anchor');
    // Fixed: the panel goes away by itself.
    fs.writeFileSync(docs('guide/first.md'), original);
    await page.waitForFunction(() => !document.querySelector('bookdocs-problems'));
    await page.close();
  });
});
