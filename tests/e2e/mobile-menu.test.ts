// The navbar collapses into the drawer at ≤ 719px on every page type, including pages without a sidebar;
// in a build and in `bookdocs dev` alike.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectProblems, hydrated, SITE_MODES, useBuiltSite } from '../helpers/browser.js';

describe.each(SITE_MODES)('mobile menu (%s)', (mode) => {
  const site = useBuiltSite('basic', undefined, mode);

  it('on a page without sidebar, a phone gets a menu button that opens the navbar links in the drawer', async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 700 }, hasTouch: true, isMobile: true });
    const problems = collectProblems(page);
    await page.goto(`${site.url}/`);
    await page.waitForFunction(hydrated);
    expect(await page.isVisible('.bd-navbar-nav')).toBe(false);
    expect(await page.isVisible('.bd-sidebar-toggle')).toBe(true);
    expect(await page.isVisible('.bd-sidebar')).toBe(false);
    await page.click('.bd-sidebar-toggle');
    await page.waitForSelector('.bd-sidebar .bd-sidebar-navbar a:has-text("Guide")', { state: 'visible' });
    expect(await page.getAttribute('.bd-sidebar-toggle', 'aria-expanded')).toBe('true');
    await page.click('.bd-sidebar .bd-sidebar-navbar a:has-text("Guide")');
    await page.waitForURL('**/guide/');
    // Navigation closes the drawer.
    await expect
      .poll(() => page.evaluate(() => document.querySelector('.bd-layout')!.classList.contains('sidebar-open')))
      .toBe(false);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('at 720px the navbar links are inline again and pages without sidebar show no drawer or button', async () => {
    const page = await site.browser.newPage({ viewport: { width: 720, height: 700 } });
    await page.goto(`${site.url}/`);
    await page.waitForFunction(hydrated);
    expect(await page.isVisible('.bd-navbar-nav')).toBe(true);
    expect(await page.isVisible('.bd-sidebar-toggle')).toBe(false);
    expect(await page.isVisible('.bd-sidebar')).toBe(false);
    await page.setViewportSize({ width: 719, height: 700 });
    expect(await page.isVisible('.bd-navbar-nav')).toBe(false);
    expect(await page.isVisible('.bd-sidebar-toggle')).toBe(true);
    await page.close();
  });
});

/** 60 more pages in the guide's sidebar. */
function withManyPages(root: string): void {
  const pages = Array.from({ length: 60 }, (_, i) => `/guide/p${i + 1}.md`);
  for (const p of pages) fs.writeFileSync(path.join(root, 'docs', p), `# Page ${p.slice(8, -3)}\n\nText.\n`);
  const configFile = path.join(root, 'site.config.json');
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as {
    sidebar: Record<string, { children: unknown[] }[]>;
  };
  config.sidebar['/guide/']![0]!.children.push(...pages);
  fs.writeFileSync(configFile, JSON.stringify(config));
}

describe.each(SITE_MODES)('sidebar with many pages (%s)', (mode) => {
  const site = useBuiltSite('basic', withManyPages, mode);

  it('scrolls the active link into view inside the sidebar, on load and after navigation', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1000, height: 600 } });
    const activeInView = () =>
      page.evaluate(() => {
        const aside = document.querySelector('.bd-sidebar')!.getBoundingClientRect();
        const link = document.querySelector('.bd-sidebar-link.active')!.getBoundingClientRect();
        return link.top >= aside.top && link.bottom <= aside.bottom;
      });
    await page.goto(`${site.url}/guide/p55.html`);
    await page.waitForFunction(hydrated);
    expect(await page.textContent('.bd-sidebar-link.active')).toBe('Page 55');
    await expect.poll(activeInView).toBe(true);
    // The window itself did not scroll.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // After a client-side navigation from a sidebar scrolled to the top to a page far down.
    await page.evaluate(() => (document.querySelector('.bd-sidebar')!.scrollTop = 0));
    expect(await activeInView()).toBe(false);
    await page.evaluate(() =>
      document.querySelector<HTMLAnchorElement>('.bd-sidebar a[href="/guide/p58.html"]')!.click(),
    );
    await page.waitForSelector('#bd-content h1:has-text("Page 58")');
    await expect.poll(activeInView).toBe(true);
    await page.goto(`${site.url}/guide/p60.html`);
    await page.waitForFunction(hydrated);
    await expect.poll(activeInView).toBe(true);
    await page.close();
  });
});
