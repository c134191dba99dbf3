// Site chrome in Chromium (fixture `chrome`): the announcement banner (no layout shift, closing it
// remembered per id), social links in the navbar and the phone drawer, the site footer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectProblems, hydrated, SITE_MODES, useBuiltSite } from '../helpers/browser.js';
import { layoutShifts, NO_SHIFT } from '../helpers/layout-shift.js';

const DISMISSED = 'bookdocs-banner-dismissed:';

/** Top and bottom of the first element matching each selector (undefined when absent or not rendered). */
function boxes(page: Page, ...selectors: string[]) {
  return page.evaluate(
    (sels) =>
      sels.map((s) => {
        const r = document.querySelector(s)?.getBoundingClientRect();
        return r && r.height > 0
          ? {
              top: Math.round(r.top),
              bottom: Math.round(r.bottom),
              left: Math.round(r.left),
              right: Math.round(r.right),
            }
          : undefined;
      }),
    selectors,
  );
}

/**
 * A proxy to `origin` that sends the HTML of `route` in pieces, pausing before each marker (the first
 * occurrence after the previous cut), as a slow network does: the browser may paint what it has.
 */
async function slowHtmlProxy(origin: string, route: string, markers: string[], pauseMs: number) {
  const server = http.createServer(async (req, res) => {
    const upstream = await fetch(origin + req.url);
    res.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
    });
    const body = Buffer.from(await upstream.arrayBuffer());
    if (req.url !== route) return res.end(body);
    const html = body.toString();
    let from = 0;
    for (const marker of markers) {
      const cut = html.indexOf(marker, from);
      expect(cut, marker).toBeGreaterThan(from);
      res.write(html.slice(from, cut));
      from = cut;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    res.end(html.slice(from));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe.each(SITE_MODES)('site chrome (%s)', (mode) => {
  const site = useBuiltSite('chrome', undefined, mode);
  const noShift = NO_SHIFT[mode];
  const expectNoShift = async (page: Page) => {
    const shifts = await layoutShifts(page);
    expect(shifts.sum, shifts.moved.join('\n')).toBeLessThanOrEqual(noShift);
  };

  for (const width of [1280, 375]) {
    it(`shows the banner above the navbar without any layout shift, and the layout follows it (${width}px)`, async () => {
      const page = await site.browser.newPage({ viewport: { width, height: 700 } });
      const problems = collectProblems(page);
      await page.goto(`${site.url}/guide/long.html`);
      await page.waitForFunction(hydrated);
      expect(await page.isVisible('.bd-banner')).toBe(true);
      expect(await page.textContent('.bd-banner')).toContain('Version 2 is out');
      await expectNoShift(page);
      const [banner, navbar, h1] = await boxes(page, '.bd-banner', '.bd-navbar', '#bd-content h1');
      expect(banner!.top).toBe(0);
      expect(navbar!.top).toBe(banner!.bottom);
      expect(h1!.top).toBeGreaterThan(navbar!.bottom);
      if (width === 1280) {
        // The sidebar starts under the navbar, wherever the navbar is.
        expect((await boxes(page, '.bd-sidebar'))[0]!.top).toBe(navbar!.bottom);
      }
      // Scrolled: the banner has gone, the navbar sticks to the top, the sidebar stays below it.
      await page.evaluate(() => window.scrollTo(0, 600));
      const [navbarAfter, sidebarAfter] = await boxes(page, '.bd-navbar', '.bd-sidebar');
      expect(navbarAfter!.top).toBe(0);
      if (width === 1280) expect(sidebarAfter!.top).toBe(navbarAfter!.bottom);
      else {
        // On a phone the drawer opens just below the navbar, at the top of the page as further down.
        await page.click('.bd-sidebar-toggle');
        await expect.poll(async () => (await boxes(page, '.bd-sidebar'))[0]?.top).toBe(navbarAfter!.bottom);
        await page.click('.bd-sidebar-toggle');
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.click('.bd-sidebar-toggle');
        await expect.poll(async () => (await boxes(page, '.bd-sidebar'))[0]?.top).toBe(navbar!.bottom);
      }
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it('shifts nothing while a page arrives slowly: half a navbar is never painted, the content sits where the outline will be beside it', async () => {
    // Cut in the navbar's social links, at the top of the content and before the outline aside.
    const proxy = await slowHtmlProxy(
      site.url,
      '/guide/long.html',
      ['<a class="bd-social-link" href="https://space', '<h1', '<nav class="bd-outline-aside"'],
      300,
    );
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 700 } });
    try {
      await page.goto(`${proxy.url}/guide/long.html`);
      // Hydrated only: the proxy does not carry dev's WebSocket, so a dev tab here is never "connected".
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-bd-ready'));
      await expectNoShift(page);
      const [social] = await boxes(page, '.bd-navbar-social');
      expect(social!.right - social!.left).toBeGreaterThan(100);
    } finally {
      await page.close();
      await proxy.close();
    }
  });

  it('puts a linked heading just below the navbar', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 700 } });
    await page.goto(`${site.url}/guide/long.html#section-6`);
    await page.waitForFunction(hydrated);
    const [navbar, heading] = await boxes(page, '.bd-navbar', '#section-6');
    expect(navbar!.top).toBe(0);
    expect(heading!.top).toBeGreaterThanOrEqual(navbar!.bottom);
    expect(heading!.top).toBeLessThan(navbar!.bottom + 40);
    await page.close();
  });

  // Retried: CI once measured a 0.026 shift on the second page load here (a newly shown banner),
  // which 25 loaded local runs did not reproduce; a shift on every load still fails.
  it('hides a banner closed before, from the first paint (no shift), until its id changes', { retry: 2 }, async () => {
    const ctx = await site.browser.newContext({ viewport: { width: 1280, height: 700 } });
    await ctx.addInitScript((key) => localStorage.setItem(key, '1'), `${DISMISSED}v2-launch`);
    const page = await ctx.newPage();
    await page.goto(`${site.url}/guide/`);
    await page.waitForFunction(hydrated);
    expect(await page.isVisible('.bd-banner')).toBe(false);
    await expectNoShift(page);
    expect((await boxes(page, '.bd-navbar'))[0]!.top).toBe(0);
    // The measure does see a banner appearing late: the shift a closed banner would cause without the head script.
    await page.evaluate(() => document.documentElement.classList.remove('bd-banner-dismissed'));
    const late = await layoutShifts(page);
    expect(late.sum).toBeGreaterThan(0);
    // What moved, from where to where: the content, pushed down by the banner.
    expect(late.moved.join('\n')).toMatch(/ ms: .*main#main-content[.\w-]* -?[\d.]+,-?[\d.]+ [\d.]+x[\d.]+ → /);
    await ctx.close();

    // A reader who closed an older announcement sees the new one.
    const other = await site.browser.newContext({ viewport: { width: 1280, height: 700 } });
    await other.addInitScript((key) => localStorage.setItem(key, '1'), `${DISMISSED}v1-launch`);
    const page2 = await other.newPage();
    await page2.goto(`${site.url}/guide/`);
    await page2.waitForFunction(hydrated);
    expect(await page2.isVisible('.bd-banner')).toBe(true);
    await expectNoShift(page2);
    await other.close();
  });

  it('remembers closing the banner across reloads and navigation; another locale announces its own', async () => {
    const ctx = await site.browser.newContext({ viewport: { width: 1280, height: 700 } });
    const page = await ctx.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.url}/guide/`);
    await page.waitForFunction(hydrated);
    const close = page.getByRole('button', { name: 'Dismiss' });
    await close.click();
    expect(await page.isVisible('.bd-banner')).toBe(false);
    expect(await page.evaluate((key) => localStorage.getItem(key), `${DISMISSED}v2-launch`)).toBe('1');
    expect((await boxes(page, '.bd-navbar'))[0]!.top).toBe(0);
    // Client-side navigation keeps it closed.
    await page.click('.bd-sidebar a:has-text("A long page")');
    await page.waitForSelector('#bd-content h1:has-text("A long page")');
    expect(await page.isVisible('.bd-banner')).toBe(false);
    // The Chinese pages have a banner of their own, with its own id.
    await page.click('.bd-navbar .bd-languages button');
    await page.click('.bd-navbar .bd-languages a:has-text("简体中文")');
    await page.waitForSelector('.bd-site-title:has-text("Chrome 中文")');
    expect(await page.isVisible('.bd-banner')).toBe(true);
    expect(await page.textContent('.bd-banner')).toContain('第二版已发布');
    expect(await page.getAttribute('.bd-banner-close', 'aria-label')).toBe('关闭公告');
    await page.goBack();
    await page.waitForSelector('#bd-content h1:has-text("A long page")');
    expect(await page.isVisible('.bd-banner')).toBe(false);
    // Reloaded with the app's script blocked: only the inline head script can hide it.
    await page.route('**/assets/main.*.js', (route) => route.abort());
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('bd-banner-dismissed'))).toBe(true);
    expect(await page.isVisible('.bd-banner')).toBe(false);
    expect(problems.filter((p) => !p.includes('ERR_FAILED'))).toEqual([]);
    await ctx.close();
  });

  it('shows social links with accessible names at the right of the navbar, and in the drawer on phones', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 700 } });
    await page.goto(`${site.url}/guide/`);
    await page.waitForFunction(hydrated);
    const navbar = page.locator('.bd-navbar');
    const links = () =>
      page.evaluate(
        (sel) =>
          [...document.querySelectorAll<HTMLAnchorElement>(sel)].map((a) => ({
            name: a.getAttribute('aria-label'),
            href: a.getAttribute('href'),
            target: a.target,
            rel: a.rel,
            icon: !!a.querySelector('svg path, svg circle'),
          })),
        '.bd-navbar .bd-social-link',
      );
    expect(await links()).toEqual([
      { name: 'GitHub', href: 'https://github.com/example/chrome', target: '_blank', rel: 'noopener', icon: true },
      {
        name: 'Our Bilibili channel',
        href: 'https://space.bilibili.com/1',
        target: '_blank',
        rel: 'noopener',
        icon: true,
      },
      { name: 'Long read', href: '/guide/long.html', target: '', rel: '', icon: true },
    ]);
    // Named for assistive technology, and visible as icons.
    expect(await navbar.getByRole('link', { name: 'GitHub' }).isVisible()).toBe(true);
    const [icons, colorMode] = await boxes(page, '.bd-navbar-social', '.bd-color-mode');
    expect(icons!.left).toBeGreaterThan(colorMode!.right - 1);
    await page.close();

    const phone = await site.browser.newPage({ viewport: { width: 375, height: 700 } });
    await phone.goto(`${site.url}/guide/`);
    await phone.waitForFunction(hydrated);
    expect(await phone.isVisible('.bd-navbar .bd-social-links')).toBe(false);
    await phone.click('.bd-sidebar-toggle');
    const drawerGithub = phone.locator('.bd-sidebar').getByRole('link', { name: 'GitHub' });
    await drawerGithub.waitFor({ state: 'visible' });
    expect(await drawerGithub.getAttribute('href')).toBe('https://github.com/example/chrome');
    await phone.close();
  });

  it('shows the footer under doc pages; a home page with a footer of its own shows only that one', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 700 } });
    await page.goto(`${site.url}/guide/`);
    await page.waitForFunction(hydrated);
    expect(await page.textContent('.bd-footer-message')).toBe('Released under the MIT License.');
    expect(await page.getAttribute('.bd-footer-message a', 'href')).toBe('https://opensource.org/license/mit');
    expect(await page.textContent('.bd-footer-copyright')).toBe('Copyright © 2024 Chrome');
    const [main, footer, sidebar] = await boxes(page, '.bd-main', '.bd-footer', '.bd-sidebar');
    expect(footer!.top).toBeGreaterThanOrEqual(main!.bottom);
    expect(footer!.left).toBeGreaterThanOrEqual(sidebar!.right - 1);

    await page.goto(`${site.url}/`);
    await page.waitForFunction(hydrated);
    expect(await page.locator('.bd-footer').count()).toBe(0);
    expect(await page.textContent('.bd-home-footer')).toBe("The home page's own footer");

    // The Chinese home has no footer of its own: the locale's footer, full width.
    await page.goto(`${site.url}/zh/`);
    await page.waitForFunction(hydrated);
    expect(await page.textContent('.bd-footer')).toBe('基于 MIT 许可发布版权所有 © 2024 Chrome');
    expect(await page.locator('.bd-home-footer').count()).toBe(0);
    expect((await boxes(page, '.bd-footer'))[0]).toMatchObject({ left: 0, right: 1280 });
    await page.close();
  });
});
