// The navbar search in Chromium: lazy index, hotkeys, suggestions (max 5, wrap-around), Chinese
// full text, navigation, escaping, locales; in a build and in `bookdocs dev` alike (dev makes the
// build's index when search is first used, at the same URLs).
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { collectProblems, hydrated, SITE_MODES, useBuiltSite } from '../helpers/browser.js';
import { REPO } from '../helpers/fixtures.js';

const BOX = '.bd-search input';
const OPTIONS = '.bd-search-suggestions [role="option"]';

describe.each(SITE_MODES)('search in Chromium (%s)', (mode) => {
  const site = useBuiltSite('search', undefined, mode);
  let ctx: BrowserContext;
  afterEach(() => ctx?.close());

  async function open(
    path: string,
    options: Parameters<typeof site.browser.newContext>[0] = {},
  ): Promise<{ page: Page; requests: string[]; problems: string[] }> {
    ctx = await site.browser.newContext(options);
    const page = await ctx.newPage();
    const problems = collectProblems(page);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.goto(`${site.url}${path}`);
    await page.waitForFunction(hydrated);
    return { page, requests, problems };
  }

  /** Type a query and wait until the list shows results for it. */
  async function search(page: Page, query: string): Promise<string[]> {
    await page.focus(BOX);
    await page.fill(BOX, query);
    await page.waitForSelector(`.bd-search-suggestions[data-query=${JSON.stringify(query)}] [role="option"]`);
    return page.$$eval(OPTIONS, (els) => els.map((e) => e.querySelector('.bd-search-result-title')!.textContent!));
  }

  const selected = (page: Page) =>
    page.evaluate(() => {
      const options = [...document.querySelectorAll('.bd-search-suggestions [role="option"]')];
      const i = options.findIndex((o) => o.getAttribute('aria-selected') === 'true');
      const input = document.querySelector('.bd-search input')!;
      return { i, activedescendant: input.getAttribute('aria-activedescendant') === options[i]?.id };
    });

  it('fetches neither the index nor the search code on page load, only on first focus', async () => {
    const { page, requests, problems } = await open('/guide/install.html');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((r) => r.includes('/search') || r.includes('search-loader'))).toEqual([]);
    await page.focus(BOX);
    await expect.poll(() => requests.filter((r) => /\/assets\/search\/root\.json$/.test(r)).length).toBe(1);
    // Text and term shards wait for a query that needs them.
    expect(requests.filter((r) => /\/assets\/search\/root-[tx]\d+\./.test(r))).toEqual([]);
    expect(await search(page, 'npm')).toEqual(['Install']);
    expect(problems).toEqual([]);
  });

  it("shows the locale's placeholder", async () => {
    const { page } = await open('/');
    expect(await page.getAttribute(BOX, 'placeholder')).toBe('搜索关键字');
    await page.goto(`${site.url}/zh/`);
    expect(await page.getAttribute(BOX, 'placeholder')).toBe('搜索');
  });

  it('focuses the box on s and /, but not while typing in an input, textarea or contenteditable', async () => {
    const { page } = await open('/');
    const boxFocused = () => page.evaluate(() => document.activeElement === document.querySelector('.bd-search input'));
    await page.keyboard.press('s');
    expect(await boxFocused()).toBe(true);
    expect(await page.inputValue(BOX)).toBe(''); // the key itself is not typed
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.keyboard.press('/');
    expect(await boxFocused()).toBe(true);
    expect(await page.inputValue(BOX)).toBe('');
    // (GFM filters a raw <textarea> out of Markdown: this one is added by the test.)
    await page.evaluate(() =>
      document.getElementById('probe')!.insertAdjacentHTML('afterend', '<textarea id="probe-area"></textarea>'),
    );
    for (const probe of ['#probe', '#probe-area', '#probe-editable']) {
      await page.click(probe);
      await page.keyboard.press('End');
      await page.keyboard.type('s/');
      expect(await boxFocused()).toBe(false);
    }
    expect(await page.inputValue('#probe')).toBe('s/');
    expect(await page.inputValue('#probe-area')).toBe('s/');
    expect(await page.textContent('#probe-editable')).toBe('editables/');
    // With a modifier the key belongs to the browser or the page.
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.keyboard.press('Control+s');
    expect(await boxFocused()).toBe(false);
  });

  it('shows at most 5 suggestions, moves the focus index with ↑/↓ and wraps around both ways', async () => {
    const { page } = await open('/');
    expect(await search(page, 'topic')).toEqual(['Topic 1', 'Topic 2', 'Topic 3', 'Topic 4', 'Topic 5']);
    expect(await page.getAttribute(BOX, 'aria-expanded')).toBe('true');
    expect(await selected(page)).toEqual({ i: 0, activedescendant: true });
    await page.keyboard.press('ArrowUp');
    expect(await selected(page)).toEqual({ i: 4, activedescendant: true });
    await page.keyboard.press('ArrowDown');
    expect(await selected(page)).toEqual({ i: 0, activedescendant: true });
    for (let n = 0; n < 4; n++) await page.keyboard.press('ArrowDown');
    expect(await selected(page)).toEqual({ i: 4, activedescendant: true });
    await page.keyboard.press('ArrowDown');
    expect(await selected(page)).toEqual({ i: 0, activedescendant: true });
  });

  it('shows suggestions only while focused and with results; Esc closes them', async () => {
    const { page } = await open('/');
    await search(page, 'topic');
    await page.keyboard.press('Escape');
    expect(await page.isHidden('.bd-search-suggestions')).toBe(true);
    expect(await page.getAttribute(BOX, 'aria-expanded')).toBe('false');
    expect(await page.inputValue(BOX)).toBe('topic'); // closed, not cleared
    await page.keyboard.type(' 3');
    await page.waitForSelector('.bd-search-suggestions[data-query="topic 3"] [role="option"]');
    await page.click('h1');
    expect(await page.isHidden('.bd-search-suggestions')).toBe(true);
    await page.focus(BOX);
    expect(await page.isVisible('.bd-search-suggestions')).toBe(true);
    await page.fill(BOX, 'zzzzqqq');
    await page.waitForSelector('.bd-search-suggestions[data-query="zzzzqqq"]', { state: 'hidden' });
    expect(await page.$$(OPTIONS)).toHaveLength(0);
  });

  it('finds Chinese text in page content: title › heading, the match highlighted', async () => {
    const { page } = await open('/');
    expect(await search(page, '夜间模式')).toEqual(['Reader›Night mode']);
    expect(await page.$$eval(`${OPTIONS} mark`, (els) => els.map((e) => e.textContent))).toEqual([
      '夜间模式',
      '夜间模式',
    ]);
    expect(await page.textContent(`${OPTIONS} .bd-search-result-snippet`)).toBe(
      '夜间模式 darkens the page for reading in bed; turn 夜间模式 on in the settings.',
    );
  });

  it('keeps every character typed on a 375px phone right after focusing the collapsed box', async () => {
    // The box is an icon on phones. It grew to its open width with a transition, and Chromium put text
    // typed while it was still zero wide before the caret: typing 夜间模式 at once gave 式模间夜.
    const { page } = await open('/', { viewport: { width: 375, height: 667 } });
    await page.focus(BOX);
    await page.keyboard.type('夜间模式');
    expect(await page.inputValue(BOX)).toBe('夜间模式');
    await page.waitForSelector(`.bd-search-suggestions[data-query="夜间模式"] [role="option"]`);
    expect(await page.evaluate(() => document.activeElement?.matches('.bd-search input'))).toBe(true);
  });

  it('shows the path of results that would otherwise look the same', async () => {
    const { page } = await open('/');
    await search(page, 'install');
    const shown = await page.$$eval(OPTIONS, (els) =>
      els.map((e) => [
        e.querySelector('.bd-search-result-path')?.textContent ?? null,
        e.querySelector('.bd-search-result-title')!.textContent,
      ]),
    );
    expect(shown.slice(0, 2)).toEqual([
      ['/guide/install', 'Install'],
      ['/topics/setup', 'Install'],
    ]);
    expect(shown.slice(2).every(([p]) => p === null)).toBe(true);
  });

  it('lists title matches before full-text matches', async () => {
    const { page } = await open('/');
    const titles = await search(page, 'reader');
    expect(titles[0]).toBe('Reader');
    expect(await page.$$eval(OPTIONS, (els) => els.map((e) => e.classList.contains('full-text')))).toEqual([
      false,
      true,
    ]);
  });

  it('navigates client-side on Enter, then clears the query; ignores Enter while an IME composes', async () => {
    const { page } = await open('/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await search(page, 'configure');
    // Enter that confirms an IME composition does not navigate.
    await page.evaluate(() =>
      document
        .querySelector('.bd-search input')!
        .dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, isComposing: true })),
    );
    await page.waitForTimeout(200);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.url}/guide/install.html#configure`);
    await page.waitForSelector('h1:text("Install")');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1); // no reload
    expect(await page.inputValue(BOX)).toBe('');
    expect(await page.isHidden('.bd-search-suggestions')).toBe(true);
  });

  it('navigates client-side on a click on a suggestion, which is a link to its page', async () => {
    const { page } = await open('/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await search(page, 'topic 6');
    expect(await page.getAttribute(OPTIONS, 'href')).toBe('/topics/topic-6.html');
    await page.click(OPTIONS);
    await page.waitForURL(`${site.url}/topics/topic-6.html`);
    await page.waitForSelector('h1:text("Topic 6")');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await page.inputValue(BOX)).toBe('');
  });

  it('opens a suggestion in a new tab on Ctrl-click, middle-click and Ctrl+Enter, leaving the page and the list as they were', async () => {
    const { page } = await open('/');
    await search(page, 'topic 6');
    const newTab = async (action: () => Promise<void>) => {
      const opened = ctx.waitForEvent('page');
      await action();
      const tab = await opened;
      await tab.waitForLoadState();
      const url = new URL(tab.url()).pathname;
      await tab.close();
      return url;
    };
    expect(await newTab(() => page.click(OPTIONS, { modifiers: ['Control'] }))).toBe('/topics/topic-6.html');
    expect(await newTab(() => page.click(OPTIONS, { button: 'middle' }))).toBe('/topics/topic-6.html');
    expect(await newTab(() => page.keyboard.press('Control+Enter'))).toBe('/topics/topic-6.html');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.inputValue(BOX)).toBe('topic 6');
    expect(await page.isVisible(OPTIONS)).toBe(true);
  });

  it('shows a hostile page title as text', async () => {
    const { page, problems } = await open('/');
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    expect(await search(page, 'onerror')).toEqual(['<img src=x onerror=alert(1)>']);
    expect(await page.$$('.bd-search-suggestions img')).toHaveLength(0);
    expect(await search(page, 'img src')).toEqual(['<img src=x onerror=alert(1)>']);
    // Full text too: the page's raw HTML `<b>` is text in the snippet, never markup.
    expect(await search(page, 'escaping')).toEqual(['<img src=x onerror=alert(1)>']);
    expect(await page.$$('.bd-search-suggestions b')).toHaveLength(0);
    expect(dialogs).toBe(0);
    expect(problems).toEqual([]);
  });

  it('returns results from the current locale only', async () => {
    const { page } = await open('/zh/');
    expect(await search(page, 'npm')).toEqual(['安装']);
    expect(await search(page, '夜间模式')).toEqual(['安装›夜间模式']);
    await page.goto(`${site.url}/guide/install.html`);
    await page.waitForFunction(hydrated);
    expect(await search(page, 'npm')).toEqual(['Install']);
    expect(await search(page, '夜间模式')).toEqual(['Reader›Night mode']);
  });

  it('fits the open list on a desktop and a 375px phone, light and dark (screenshots kept)', async () => {
    const dir = path.join(REPO, 'tests', 'artifacts', 'screenshots');
    fs.mkdirSync(dir, { recursive: true });
    for (const [size, viewport] of Object.entries({
      desktop: { width: 1280, height: 720 },
      phone: { width: 375, height: 667 },
    })) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page } = await open('/guide/install.html', { viewport, colorScheme });
        // On phones the box is an icon until focused.
        const collapsed = await page.$eval(BOX, (e) => e.getBoundingClientRect().width);
        expect(collapsed < 40).toBe(size === 'phone');
        await search(page, 'the');
        const list = await page.$eval('.bd-search-suggestions', (e) => {
          const r = e.getBoundingClientRect();
          return { left: r.left, right: r.right, bg: getComputedStyle(e).backgroundColor };
        });
        expect(list.left).toBeGreaterThanOrEqual(0);
        expect(list.right).toBeLessThanOrEqual(viewport.width);
        expect(list.bg).toBe(colorScheme === 'dark' ? 'rgb(27, 27, 31)' : 'rgb(255, 255, 255)');
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
        await page.keyboard.press('ArrowDown');
        if (mode === 'build') await page.screenshot({ path: path.join(dir, `search-${size}-${colorScheme}.png`) });
        await ctx.close();
      }
    }
  });
});
