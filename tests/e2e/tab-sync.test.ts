// Tab groups without a name share the chosen tab with every group whose tabs have the same labels (in
// any order), as the miliqk site's "Vue 2 / Vue 3" choice needs: on the page, across a client-side
// navigation and a reload, before the app has loaded, and between `::: tabs` and the built-in Tabs. A
// group the author named keeps to its name. In Chromium, built and in dev.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectProblems, hydrated, live, SITE_MODES, useBuiltSite } from '../helpers/browser.js';

const tabs = (label2: string, label3: string, more = '') =>
  `::: tabs\n@tab Vue 2\n${label2}\n@tab Vue 3\n${label3}\n${more}:::\n`;

function addPages(root: string): void {
  const guide = path.join(root, 'docs', 'guide');
  fs.writeFileSync(
    path.join(guide, 'tabs-a.md'),
    [
      '# Tabs A\n\n[To B](./tabs-b.md)\n',
      tabs('a1 two', 'a1 three'),
      tabs('a2 two', 'a2 three'),
      '::: code-tabs#own\n@tab Vue 2\nown two\n@tab Vue 3\nown three\n:::\n',
      tabs('more two', 'more three', '@tab Nuxt\nmore nuxt\n'),
    ].join('\n'),
  );
  fs.writeFileSync(
    path.join(guide, 'tabs-b.md'),
    [
      '# Tabs B\n\n[To A](./tabs-a.md)\n',
      tabs('b1 two', 'b1 three'),
      '<Tabs>\n<TabItem label="Vue 3">b2 three</TabItem>\n<TabItem label="Vue 2">b2 two</TabItem>\n</Tabs>\n',
    ].join('\n'),
  );
}

/** The text of each tab group's shown panel, in page order. */
const shown = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#bd-content .bd-tabs')].map((t) =>
      [...t.querySelectorAll(':scope > .bd-tab-panels > .bd-tab-panel, :scope > [role=tabpanel]')]
        .filter((p) => p.checkVisibility())
        .map((p) => p.textContent?.trim())
        .join('|'),
    ),
  );

const clickTab = (page: Page, group: number, label: string) =>
  page.locator('#bd-content .bd-tabs').nth(group).locator('label, [role=tab]', { hasText: label }).click();

describe.each(SITE_MODES)('tab groups with the same labels (%s)', (mode) => {
  const site = useBuiltSite('basic', addPages, mode);

  it('share the choice on the page, across pages and reloads; a named group keeps to its name', async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.url}/guide/tabs-a.html`);
    await page.waitForFunction(hydrated);
    expect(await shown(page)).toEqual(['a1 two', 'a2 two', 'own two', 'more two']);
    await clickTab(page, 0, 'Vue 3');
    await expect.poll(() => shown(page)).toEqual(['a1 three', 'a2 three', 'own two', 'more two']);
    // The named group moves alone.
    await clickTab(page, 2, 'Vue 3');
    await expect.poll(() => shown(page)).toEqual(['a1 three', 'a2 three', 'own three', 'more two']);
    await clickTab(page, 2, 'Vue 2');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('bookdocs-tabs')!))).toEqual({
      '["Vue 2","Vue 3"]': 'Vue 3',
      own: 'Vue 2',
    });

    // Client-side to B: its `::: tabs` and its built-in Tabs (labels the other way round) show Vue 3.
    await page.click('#bd-content a:has-text("To B")');
    await page.waitForSelector('#bd-content h1:has-text("Tabs B")');
    await live(page, '.bd-c-tabs [role=tab]');
    expect(await shown(page)).toEqual(['b1 three', 'b2 three']);
    // Either kind moves the other.
    await clickTab(page, 1, 'Vue 2');
    await expect.poll(() => shown(page)).toEqual(['b1 two', 'b2 two']);
    await page.reload();
    await page.waitForFunction(hydrated);
    await live(page, '.bd-c-tabs [role=tab]');
    expect(await shown(page)).toEqual(['b1 two', 'b2 two']);
    await clickTab(page, 0, 'Vue 3');
    await expect.poll(() => shown(page)).toEqual(['b1 three', 'b2 three']);

    // Back to A client-side, then reloaded with the app's code held back: the inline script alone.
    await page.click('#bd-content a:has-text("To A")');
    await page.waitForSelector('#bd-content h1:has-text("Tabs A")');
    expect(await shown(page)).toEqual(['a1 three', 'a2 three', 'own two', 'more two']);
    await page.route(/\/assets\/main\.[^/]*\.js$/, (route) => route.abort());
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await shown(page)).toEqual(['a1 three', 'a2 three', 'own two', 'more two']);
    expect(problems.filter((p) => !/Failed to load resource|ERR_FAILED/.test(p))).toEqual([]);
    await page.close();
  });
});
