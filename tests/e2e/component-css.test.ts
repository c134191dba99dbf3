// Components' stylesheets: linked by the pages that use them, loaded before a client-side navigation
// shows such a page, and a failed one raises "Unable to preload CSS for {path}"; the same in a build
// and in `bookdocs dev`, where a save that adds a component to the page shown loads its stylesheet too.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProblems, hydrated, launchBrowser, SITE_MODES, useBuiltSite } from '../helpers/browser.js';
import { startTestDevServer, type TestDevServer } from '../helpers/dev.js';
import { copyFixture } from '../helpers/fixtures.js';

/** The basic fixture with a component that has a stylesheet, used by one page that another links to. */
function withStyledComponent(root: string): void {
  fs.writeFileSync(path.join(root, 'components/styled.css'), '.styled { color: rgb(1, 2, 3); }\n');
  fs.writeFileSync(
    path.join(root, 'components/Styled.tsx'),
    'import \'./styled.css\';\n\nexport default function Styled() {\n  return <p className="styled">styled text</p>;\n}\n',
  );
  fs.writeFileSync(path.join(root, 'docs/guide/styled.md'), '# Styled\n\n<Styled />\n');
  fs.appendFileSync(path.join(root, 'docs/guide/first.md'), '\n[styled page](./styled.md)\n');
}

describe.each(SITE_MODES)('component stylesheets (%s)', (mode) => {
  const site = useBuiltSite('basic', withStyledComponent, mode);
  const colour = (page: Page) => page.evaluate(() => getComputedStyle(document.querySelector('.styled')!).color);

  it('links the stylesheet in the pages that use the component, and only there', async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.url}/guide/styled.html`);
    const links = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => l.getAttribute('href')),
    );
    expect(links.filter((l) => /\/assets\/.*Styled.*\.css$/.test(l!))).toHaveLength(1);
    await page.waitForFunction(hydrated);
    await page.waitForSelector('.styled');
    expect(await colour(page)).toBe('rgb(1, 2, 3)');
    await page.goto(`${site.url}/guide/first.html`);
    expect(await page.evaluate(() => document.querySelectorAll('link[rel=stylesheet]').length)).toBe(1);
    // The theme's stylesheet, loaded by every page, does not carry the component's rules.
    const mainCss = await page.evaluate(async () =>
      (await fetch(document.querySelector('link[rel=stylesheet]')!.getAttribute('href')!)).text(),
    );
    expect(mainCss).toContain('.bd-');
    expect(mainCss).not.toMatch(/\.styled|#010203/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('loads the stylesheet before showing the page after a client-side navigation', async () => {
    const page = await site.browser.newPage();
    // A slow stylesheet: the page must wait for it rather than show unstyled content.
    await page.route(/Styled.*\.css$/, async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.goto(`${site.url}/guide/first.html`);
    await page.waitForFunction(hydrated);
    // The colour of the component at the moment it enters the DOM.
    await page.evaluate(() => {
      new MutationObserver((_, observer) => {
        const el = document.querySelector('.styled');
        if (!el) return;
        (window as unknown as { firstColour: string }).firstColour = getComputedStyle(el).color;
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.click('#bd-content a[href="/guide/styled.html"]');
    await page.waitForFunction(() => (window as unknown as { firstColour?: string }).firstColour);
    expect(await page.evaluate(() => (window as unknown as { firstColour: string }).firstColour)).toBe('rgb(1, 2, 3)');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await page.close();
  });

  it('raises "Unable to preload CSS for {path}" as a cancelable bookdocs:preload-error, else loads the page fully', async () => {
    const page = await site.browser.newPage();
    await page.route(/Styled.*\.css$/, (route) => route.abort());
    await page.goto(`${site.url}/guide/first.html`);
    await page.waitForFunction(hydrated);
    const cssUrl = await page.evaluate(async () => {
      const res = await fetch('/assets/pages/guide~1styled.json');
      return ((await res.json()) as { styles: string[] }).styles[0]!;
    });
    await page.evaluate(() => {
      window.addEventListener('bookdocs:preload-error', (e) => {
        (window as unknown as { caught: string }).caught = (e as CustomEvent<{ error: Error }>).detail.error.message;
        e.preventDefault();
      });
    });
    await page.click('#bd-content a[href="/guide/styled.html"]');
    await page.waitForFunction(() => (window as unknown as { caught?: string }).caught);
    expect(await page.evaluate(() => (window as unknown as { caught: string }).caught)).toBe(
      `Unable to preload CSS for ${cssUrl}`,
    );
    expect(page.url()).toBe(`${site.url}/guide/first.html`);
    // Unhandled: a full load of the page, which still shows its content.
    await page.reload();
    await page.waitForFunction(hydrated);
    const documentLoad = page.waitForEvent('framenavigated');
    await page.click('#bd-content a[href="/guide/styled.html"]');
    await documentLoad;
    await page.waitForSelector('#bd-content h1:has-text("Styled")');
    expect(page.url()).toBe(`${site.url}/guide/styled.html`);
    await page.close();
  });
});

describe('component stylesheets under bookdocs dev, when a save swaps the page in place', () => {
  let root: string;
  let dev: TestDevServer;
  let browser: Browser;
  beforeAll(async () => {
    root = copyFixture('basic');
    withStyledComponent(root);
    dev = await startTestDevServer(root);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await dev?.close();
  });

  it('loads the stylesheet of a component the save added before showing it, without a reload', async () => {
    const page = await browser.newPage();
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
    await page.goto(`${dev.url}guide/second.html`);
    await page.waitForFunction(hydrated);
    // The colour of the component at the moment it enters the DOM.
    await page.evaluate(() => {
      new MutationObserver((_, observer) => {
        const el = document.querySelector('.styled');
        if (!el) return;
        (window as unknown as { firstColour: string }).firstColour = getComputedStyle(el).color;
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    });
    fs.appendFileSync(path.join(root, 'docs/guide/second.md'), '\n<Styled />\n');
    await page.waitForFunction(() => (window as unknown as { firstColour?: string }).firstColour);
    expect(await page.evaluate(() => (window as unknown as { firstColour: string }).firstColour)).toBe('rgb(1, 2, 3)');
    expect(documents).toHaveLength(1);
    await page.close();
  });
});
