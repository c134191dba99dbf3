// Components in Chromium, built and in dev: a component wrapping Markdown (with a component nested in
// its children) and interactive inline components hydrate with their children intact (not wiped, not
// doubled), react to clicks, and do the same after a client-side navigation back to the page.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectProblems, hydrated, live, SITE_MODES, useBuiltSite } from '../helpers/browser.js';

/** What the components' children show: one entry per element, so a wiped or doubled child shows. */
const children = (page: Page) =>
  page.evaluate(() => ({
    warning: document.querySelectorAll('.callout-warning').length,
    tip: document.querySelectorAll('.callout-warning .callout-tip').length,
    bold: [...document.querySelectorAll('.callout-warning > [data-bd-children] > p > strong')].map(
      (e) => e.textContent,
    ),
    link: document.querySelectorAll('.callout-warning a[href="/other.html#details"]').length,
    nested: [...document.querySelectorAll('.callout-tip em')].map((e) => e.textContent),
    inline: document.querySelector('.callout-info')?.textContent,
    pills: document.querySelectorAll('.pill').length,
  }));

const EXPECTED = {
  warning: 1,
  tip: 1,
  bold: ['bold'],
  link: 1,
  nested: ['Markdown'],
  inline: 'One line of inline Markdown',
  pills: 3,
};

async function clickPills(page: Page): Promise<void> {
  // An inline component in a list inside the wrapping component's children, and one in a heading.
  await live(page, '.callout-warning li .pill');
  await live(page, 'h2#options .pill');
  await page.click('.callout-warning li .pill');
  await page.click('h2#options .pill');
  await page.click('h2#options .pill');
  await page.waitForSelector('.callout-warning li .pill:has-text("inline 1")');
  await page.waitForSelector('h2#options .pill:has-text("new 2")');
}

describe.each(SITE_MODES)('components (%s)', (mode) => {
  let root = '';
  const site = useBuiltSite('components-site', (r) => void (root = r), mode);

  it('hydrates a wrapping component and inline components with their children intact', async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.url}/`);
    expect(await children(page)).toEqual(EXPECTED);
    // An inline component stays in its line: in the heading, after its text.
    const offset = await page.evaluate(() => {
      const pill = document.querySelector('h2#options .pill')!.getBoundingClientRect();
      const heading = document.querySelector('h2#options')!.getBoundingClientRect();
      return { left: pill.left - heading.left, top: pill.top - heading.top };
    });
    expect(offset.left).toBeGreaterThan(50);
    expect(offset.top).toBeLessThan(20);
    await page.waitForFunction(hydrated);
    await clickPills(page);
    expect(await children(page)).toEqual(EXPECTED);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('renders them again, children and all, after a client-side navigation', async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.url}/other.html`);
    await page.waitForFunction(hydrated);
    await page.click('#bd-content a[href="/"]');
    await page.waitForSelector('.callout-warning .callout-tip');
    await clickPills(page);
    expect(await children(page)).toEqual(EXPECTED);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it.runIf(mode === 'dev')('swaps an edit of a component’s children in place, the components live again', async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.url}/`);
    await page.waitForFunction(hydrated);
    await live(page, 'h2#options .pill');
    const file = path.join(root, 'docs/index.md');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('Nested *Markdown*', 'Nested *edited Markdown*'));
    await page.waitForSelector('.callout-warning .callout-tip em:has-text("edited Markdown")');
    await clickPills(page);
    expect({ ...(await children(page)), nested: [] }).toEqual({ ...EXPECTED, nested: [] });
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });
});
