// A site's theme folder in Chromium, built and in dev: the Footer override (wrapping the default) and
// the slots are in the server HTML, hydrate without a warning or a shift, and follow client-side
// navigation; custom.css wins over the theme. In dev, theme files added, edited, broken and removed.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProblems, hydrated, launchBrowser, SITE_MODES, useBuiltSite } from '../helpers/browser.js';
import { startTestDevServer, type TestDevServer } from '../helpers/dev.js';
import { copyFixture } from '../helpers/fixtures.js';

const text = (page: Page, selector: string) => page.locator(selector).first().textContent();
/** Where the page's content starts, from the top of the document. */
const contentTop = (page: Page) =>
  page.evaluate(() => document.querySelector('.bd-content')!.getBoundingClientRect().top + window.scrollY);

describe.each(SITE_MODES)('theme overrides (%s)', (mode) => {
  const site = useBuiltSite('theme-site', undefined, mode);

  it('shows the Footer override around the default footer and the doc-before slot, hydrated, without console problems', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const problems = collectProblems(page);
    await page.goto(`${site.url}/guide/`);
    await page.waitForFunction(hydrated);
    expect(await text(page, '.themed-footer-note')).toBe('Custom footer on Guide');
    expect(await page.locator('.themed-footer .bd-footer .bd-footer-copyright').isVisible()).toBe(true);
    expect(await page.locator('.bd-doc .themed-doc-before').isVisible()).toBe(true);
    // The slot's component is live: its state changes on a click.
    await page.click('.themed-counter');
    await page.waitForSelector('.themed-counter:has-text("clicked 1")');
    // custom.css (the brand colour) and the override's own stylesheet apply.
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.themed-footer-note')!).color)).toBe(
      'rgb(11, 110, 79)',
    );
    // A client-side navigation renders the override with the new page.
    await page.click('.bd-sidebar a[href="/guide/second.html"]');
    await page.waitForSelector('.themed-footer-note:has-text("Custom footer on Second")');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(await page.locator('.themed-doc-before').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('renders the slots on the server: the content is where it was before hydration', async () => {
    const noJs = await site.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const still = await noJs.newPage();
    await still.goto(`${site.url}/guide/`);
    expect(await still.locator('.themed-doc-before').count()).toBe(1);
    const before = await contentTop(still);
    await noJs.close();
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const problems = collectProblems(page);
    await page.goto(`${site.url}/`);
    await page.waitForFunction(hydrated);
    expect(await text(page, '.bd-hero + .themed-hero-after')).toBe('Rendered after the hero');
    await page.goto(`${site.url}/guide/`);
    await page.waitForFunction(hydrated);
    expect(await contentTop(page)).toBe(before);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('theme files in bookdocs dev', () => {
  const OVERLAY = 'bookdocs-error-overlay';
  let root: string;
  let dev: TestDevServer;
  let browser: Browser;
  const theme = (rel: string) => path.join(root, 'theme', rel);
  /**
   * Wait for `selector` (or the app to hydrate) after an edit; on failure, say which wait and what the
   * dev server logged, well within the test's own time limit.
   */
  const waitAfterEdit = async (
    page: Page,
    selector: string | null,
    options: { state?: 'attached' | 'detached' } = {},
  ) => {
    try {
      if (selector === null) await page.waitForFunction(hydrated, undefined, { timeout: 20_000 });
      else await page.waitForSelector(selector, { ...options, timeout: 20_000 });
    } catch (err) {
      const state = await page
        .evaluate(() => `${location.href} ready=${document.documentElement.getAttribute('data-bd-ready')}`)
        .catch(() => page.url());
      throw new Error(
        `waiting for ${selector ?? 'hydration'} ${options.state ?? ''} at ${state}: ${(err as Error).message.split('\n')[0]}\ndev server log:\n${dev.logs.slice(-25).join('\n')}`,
      );
    }
  };
  beforeAll(async () => {
    root = copyFixture('theme-site');
    dev = await startTestDevServer(root);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await dev?.close();
  });

  it('reloads open tabs when a theme file is edited, added or removed', async () => {
    const page = await browser.newPage();
    await page.goto(`${dev.url}guide/`);
    await waitAfterEdit(page, null);
    const slot = fs.readFileSync(theme('slots/doc-before.tsx'), 'utf8');
    fs.writeFileSync(theme('slots/doc-before.tsx'), slot.replace('Before the content', 'Before, edited'));
    await waitAfterEdit(page, '.themed-doc-before:has-text("Before, edited")');
    fs.writeFileSync(
      theme('slots/doc-after.tsx'),
      'export default function After() {\n  return <p className="themed-doc-after">After the page</p>;\n}\n',
    );
    await waitAfterEdit(page, '.bd-doc .themed-doc-after');
    fs.rmSync(theme('Footer.jsx'));
    await waitAfterEdit(page, '.themed-footer', { state: 'detached' });
    expect(await page.locator('.bd-footer').count()).toBe(1);
    await waitAfterEdit(page, null);
    await page.close();
  });

  it('shows a theme file that does not compile in the overlay with file:line, survives, and recovers on fix', async () => {
    const page = await browser.newPage();
    await page.goto(`${dev.url}guide/`);
    await waitAfterEdit(page, null);
    const good = fs.readFileSync(theme('slots/doc-before.tsx'), 'utf8');
    fs.writeFileSync(
      theme('slots/doc-before.tsx'),
      'export default function Broken() {\n  return <p>oops</span>;\n}\n',
    );
    await waitAfterEdit(page, OVERLAY, { state: 'attached' });
    const overlay = await page.evaluate((tag) => document.querySelector(tag)?.shadowRoot?.textContent ?? '', OVERLAY);
    expect(overlay).toMatch(/theme\/slots\/doc-before\.tsx:2:\d+/);
    // The server is still up: a page request answers (with the error) instead of failing.
    const res = await fetch(`${dev.url}guide/second.html`);
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('doc-before.tsx');
    fs.writeFileSync(theme('slots/doc-before.tsx'), good.replace(/Before( the content|, edited)/, 'Fixed again'));
    await waitAfterEdit(page, '.themed-doc-before:has-text("Fixed again")');
    expect(await page.$(OVERLAY)).toBeNull();
    await page.close();
  });

  it('shows an override that throws while rendering in the overlay at its line, naming the page', async () => {
    const page = await browser.newPage();
    await page.goto(`${dev.url}guide/second.html`);
    await waitAfterEdit(page, null);
    fs.writeFileSync(
      theme('Footer.tsx'),
      "export default function Footer(): never {\n  throw new Error('footer is broken');\n}\n",
    );
    await waitAfterEdit(page, OVERLAY, { state: 'attached' });
    const overlay = await page.evaluate((tag) => document.querySelector(tag)?.shadowRoot?.textContent ?? '', OVERLAY);
    expect(overlay).toMatch(/theme\/Footer\.tsx:2:\d+/);
    expect(overlay).toMatch(
      /could not render \S*docs\/guide\/second\.md: the theme file \S*theme\/Footer\.tsx threw: footer is broken/,
    );
    fs.rmSync(theme('Footer.tsx'));
    await waitAfterEdit(page, OVERLAY, { state: 'detached' });
    await waitAfterEdit(page, null);
    await page.close();
  });
});
