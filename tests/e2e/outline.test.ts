// The "On this page" outline in Chromium, built and under dev: an aside from 1280px with the heading in
// view highlighted, a closed menu at the top of the content on phones, none where a page turns it off
// or has nothing to list, the new page's headings after a client-side navigation, and a page swapped
// in place by the dev server.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProblems, hydrated, launchBrowser, SITE_MODES, useBuiltSite } from '../helpers/browser.js';
import { startTestDevServer, type TestDevServer } from '../helpers/dev.js';
import { copyFixture } from '../helpers/fixtures.js';
import { layoutShiftsSoFar, NO_SHIFT, watchLayoutShifts } from '../helpers/layout-shift.js';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

/** The outline's entries as shown: each entry's text, indented two spaces per level of nesting. */
const entries = (page: Page, root: string) =>
  page.$$eval(`${root} .bd-outline-link`, (links) =>
    links.map((a) => `${'  '.repeat(Number(/depth-(\d)/.exec(a.closest('ul')!.className)![1]))}${a.textContent}`),
  );
const activeEntry = (page: Page, root: string) =>
  page.$$eval(`${root} .bd-outline-link.active`, (links) =>
    links.map((a) => [a.textContent, a.getAttribute('aria-current')]),
  );
const visible = (page: Page, selector: string) => page.$eval(selector, (el) => el.checkVisibility()).catch(() => false);

const LONG_PAGE_OUTLINE = [
  'Installing',
  '  From npm',
  '  From a release archive',
  'Configuring the reader',
  '  Themes and colours',
  '  Page turning',
  '<b> tags & other markup',
  'Interfaces',
  '  List the shelf',
  '  Add a book',
  '  Remove a book',
  'Questions',
  '  Why is the outline on the right?',
  'Changelog',
];

describe.each(SITE_MODES)('"On this page" outline in Chromium (%s)', (mode) => {
  const site = useBuiltSite('outline', undefined, mode);
  let ctx: BrowserContext | undefined;
  afterAll(() => ctx?.close());

  async function open(
    route: string,
    viewport: { width: number; height: number },
  ): Promise<{ page: Page; problems: string[] }> {
    await ctx?.close();
    ctx = await site.browser.newContext({ viewport });
    const page = await ctx.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.url}${route}`);
    await page.waitForFunction(hydrated);
    return { page, problems };
  }

  it('shows the aside at 1280px: the h2/h3 headings nested, titles as text, rendered by the server, nothing moving on hydration', async () => {
    const html = await (await fetch(`${site.url}/guide/long.html`)).text();
    expect(html).toContain('class="bd-outline-aside"');
    expect(html).toContain('&lt;b&gt; tags &amp; other markup');
    const { page, problems } = await open('/guide/long.html', DESKTOP);
    await watchLayoutShifts(page);
    expect(await visible(page, '.bd-outline-aside')).toBe(true);
    expect(await visible(page, '.bd-outline-menu')).toBe(false);
    expect(await page.textContent('.bd-outline-aside .bd-outline-title')).toBe('On this page');
    expect(await entries(page, '.bd-outline-aside')).toEqual(LONG_PAGE_OUTLINE);
    expect(await page.$$eval('.bd-outline-aside b', (b) => b.length)).toBe(0);
    expect(
      await page.$$eval('.bd-outline-aside a', (links) => links.slice(0, 2).map((a) => a.getAttribute('href'))),
    ).toEqual(['#installing', '#from-npm']);
    // Beside the content, on its right, and the content at its full width where there is room.
    const [content, aside] = await page.$$eval(['.bd-doc', '.bd-outline-aside'].join(','), (els) =>
      els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect),
    );
    expect(aside!.left).toBeGreaterThanOrEqual(content!.right);
    expect(aside!.right).toBeLessThanOrEqual(DESKTOP.width);
    const shifts = await layoutShiftsSoFar(page);
    expect(shifts.sum, shifts.moved.join('\n')).toBeLessThanOrEqual(NO_SHIFT[mode]);
    expect(problems).toEqual([]);
  });

  it('highlights the heading in view once scrolling has stopped for 300 ms', async () => {
    const { page } = await open('/guide/long.html', DESKTOP);
    expect(await activeEntry(page, '.bd-outline-aside')).toEqual([]); // the top of the page: no heading reached yet
    const scrollTo = (id: string) => page.evaluate((i) => document.getElementById(i)!.scrollIntoView(), id);
    const active = () => activeEntry(page, '.bd-outline-aside');
    await scrollTo('interfaces');
    await expect.poll(active).toEqual([['Interfaces', 'location']]);
    // When the page last scrolled and when the highlight moved, timed in the page (this side may see
    // either late, never early).
    await page.evaluate(() => {
      const w = window as unknown as { scrolledAt: number; movedAt: number };
      addEventListener('scroll', () => (w.scrolledAt = performance.now()), { passive: true });
      new MutationObserver((_, o) => {
        if (document.querySelector('.bd-outline-aside .bd-outline-link.active')?.textContent !== 'Add a book') return;
        w.movedAt = performance.now();
        o.disconnect();
      }).observe(document.querySelector('.bd-outline-aside')!, {
        attributes: true,
        subtree: true,
        attributeFilter: ['class'],
      });
    });
    await scrollTo('add-a-book');
    await expect.poll(active).toEqual([['Add a book', 'location']]);
    const waited = await page.evaluate(() => {
      const w = window as unknown as { scrolledAt: number; movedAt: number };
      return w.movedAt - w.scrolledAt;
    });
    expect(waited).toBeGreaterThanOrEqual(299);
    // Scrolled back above a heading: the one before it.
    await page.evaluate(() => window.scrollBy(0, -200));
    await expect.poll(active).toEqual([['List the shelf', 'location']]);
  });

  it("jumps to an entry's heading on click: it is the one highlighted and the URL keeps its hash", async () => {
    const { page } = await open('/guide/long.html', DESKTOP);
    await page.click('.bd-outline-aside a:text-is("Questions")');
    await expect.poll(() => new URL(page.url()).hash).toBe('#questions');
    await expect.poll(() => activeEntry(page, '.bd-outline-aside')).toEqual([['Questions', 'location']]);
    const top = await page.$eval('#questions', (h) => h.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(0);
    expect(top).toBeLessThan(120);
  });

  it('shows a closed menu at the top of the content at 375px, which opens, and closes on the entry it navigates to', async () => {
    const { page } = await open('/guide/long.html', PHONE);
    expect(await visible(page, '.bd-outline-aside')).toBe(false);
    expect(await visible(page, '.bd-outline-menu')).toBe(true);
    // At the top of the content, before the page's title.
    expect(await page.$eval('.bd-doc', (doc) => doc.firstElementChild!.className)).toBe('bd-outline-menu');
    const button = '.bd-outline-menu-button';
    expect([await page.textContent(button), await page.getAttribute(button, 'aria-expanded')]).toEqual([
      'On this page',
      'false',
    ]);
    expect(await visible(page, '#bd-outline-menu-list')).toBe(false);
    await page.click(button);
    expect(await page.getAttribute(button, 'aria-expanded')).toBe('true');
    expect(await visible(page, '#bd-outline-menu-list')).toBe(true);
    expect(await entries(page, '.bd-outline-menu')).toEqual(LONG_PAGE_OUTLINE);
    await page.click('.bd-outline-menu a:text-is("Remove a book")');
    expect(await page.getAttribute(button, 'aria-expanded')).toBe('false');
    expect(await visible(page, '#bd-outline-menu-list')).toBe(false);
    expect(new URL(page.url()).hash).toBe('#remove-a-book');
    const top = await page.$eval('#remove-a-book', (h) => h.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(0);
    expect(top).toBeLessThan(120);
    // Escape closes an open menu and gives the focus back to its button.
    await page.click(button);
    await page.keyboard.press('Escape');
    expect(await page.getAttribute(button, 'aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('bd-outline-menu-button');
  });

  it('shows none on a page with outline: false, one with no heading in range, and the home page', async () => {
    for (const route of ['/guide/off.html', '/guide/plain.html', '/']) {
      for (const viewport of [DESKTOP, PHONE]) {
        const { page } = await open(route, viewport);
        expect(
          await page.$$eval('.bd-outline-aside, .bd-outline-menu', (els) => els.length),
          `${route} at ${viewport.width}px`,
        ).toBe(0);
      }
    }
  });

  it('keeps the content as wide as without an outline below 1280px', async () => {
    for (const width of [1279, 1000, 375]) {
      const widths: number[] = [];
      for (const route of ['/guide/long.html', '/guide/off.html']) {
        const { page } = await open(route, { width, height: 800 });
        widths.push(await page.$eval('#bd-content', (el) => el.getBoundingClientRect().width));
      }
      expect(widths[0], `at ${width}px`).toBe(widths[1]);
    }
  });

  it("shows the new page's headings after a client-side navigation, and none on a page without", async () => {
    const { page } = await open('/guide/long.html', DESKTOP);
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
    await page.click('.bd-sidebar a:text-is("A short page")');
    await page.waitForSelector('#bd-content h1:text-is("A short page")');
    expect(await entries(page, '.bd-outline-aside')).toEqual(['First part', 'Second part']);
    await page.click('.bd-sidebar a:text-is("No outline here")');
    await page.waitForSelector('#bd-content h1:text-is("No outline here")');
    expect(await page.$$eval('.bd-outline-aside', (els) => els.length)).toBe(0);
    await page.goBack();
    await page.waitForSelector('#bd-content h1:text-is("A short page")');
    expect(await entries(page, '.bd-outline-aside')).toEqual(['First part', 'Second part']);
    // A link to a heading of another page: that heading is highlighted there.
    await page.click('#bd-content a:text-is("back to the long page")');
    await page.waitForSelector('#bd-content h1:text-is("A long page")');
    await expect.poll(() => activeEntry(page, '.bd-outline-aside')).toEqual([['Interfaces', 'location']]);
    expect(documents).toEqual([]);
  });
});

describe('the outline under bookdocs dev, when a save swaps the page in place', () => {
  let root: string;
  let dev: TestDevServer;
  let browser: Browser;
  beforeAll(async () => {
    root = copyFixture('outline');
    dev = await startTestDevServer(root);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await dev?.close();
  });

  it('lists the headings of the new content, without a reload', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
    await page.goto(`${dev.url}guide/short.html`);
    await page.waitForFunction(hydrated);
    expect(await entries(page, '.bd-outline-aside')).toEqual(['First part', 'Second part']);
    const file = path.join(root, 'docs', 'guide', 'short.md');
    fs.writeFileSync(
      file,
      fs.readFileSync(file, 'utf8').replace('## Second part', '## Second part, renamed\n\n### A new sub-part'),
    );
    await page.waitForSelector('.bd-outline-aside a:text-is("A new sub-part")');
    expect(await entries(page, '.bd-outline-aside')).toEqual([
      'First part',
      'Second part, renamed',
      '  A new sub-part',
    ]);
    // Turned off in the frontmatter: the outline goes.
    fs.writeFileSync(file, `---\noutline: false\n---\n\n${fs.readFileSync(file, 'utf8')}`);
    await page.waitForSelector('.bd-outline-aside', { state: 'detached' });
    expect(documents).toHaveLength(1);
    await page.close();
  });
});
