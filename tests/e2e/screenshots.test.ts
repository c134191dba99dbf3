// The shipped site at desktop and 375px phone widths, light and dark: no sideways scrolling on
// phones, in a build and in `bookdocs dev`; and screenshots of each page type of the build kept in
// tests/artifacts/screenshots for people to look at.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { hydrated, launchBrowser, serve, serveDev, SITE_MODES } from '../helpers/browser.js';
import { REPO } from '../helpers/fixtures.js';

const PAGES = {
  home: '/',
  doc: '/components/v3/interface-info.html',
  about: '/cooperation/about.html',
  notFound: '/no-such-page',
};
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 740 } };
const OUT = path.join(REPO, 'tests', 'artifacts', 'screenshots');

describe.each(SITE_MODES)('the shipped site, every page type × desktop/phone × light/dark (%s)', (mode) => {
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    if (mode === 'dev') server = await serveDev(REPO);
    else {
      const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-site-'));
      await build({ root: REPO, outDir });
      server = await serve(outDir);
    }
    browser = await launchBrowser();
    fs.mkdirSync(OUT, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('the about page preloads the QR-code card chunks (wxmp, shrq) and FriendLink, as the spec has it', async () => {
    const html = await (await fetch(`${server.url}${PAGES.about}`)).text();
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="[^"]*\/(\w+)\.[\w-]+\.js"/g)].map((m) => m[1]);
    expect(preloaded).toEqual(expect.arrayContaining(['WxmpQrcode', 'ShareQrcode', 'FriendLink']));
  });

  it('reports a page view on load and on each route change to its analytics provider (never in dev)', async () => {
    const page = await browser.newPage();
    // Plausible's endpoint answered here: the request never leaves the machine.
    const views: string[] = [];
    await page.route('https://plausible.io/api/event', (route) => {
      const event = JSON.parse(route.request().postData() ?? '{}') as { name: string; url: string; domain: string };
      views.push(`${event.name} ${new URL(event.url).pathname} ${event.domain}`);
      return route.fulfill({ status: 202, body: '{}' });
    });
    await page.goto(`${server.url}${PAGES.about}`);
    await page.waitForFunction(hydrated);
    await page.click('.bd-navbar a[href="/guide/demo.html"]');
    await page.waitForURL('**/guide/demo.html');
    await page.waitForSelector('#bd-content h1');
    const expected = [
      'pageview /cooperation/about.html miliqkdoc.motopa.cn',
      'pageview /guide/demo.html miliqkdoc.motopa.cn',
    ];
    if (mode === 'build') await expect.poll(() => views).toEqual(expected);
    else {
      await page.waitForLoadState('networkidle');
      expect(views).toEqual([]);
    }
    await page.close();
  });

  for (const [name, route] of Object.entries(PAGES)) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      it(`${name} at ${size} width fits the screen in both colour modes`, async () => {
        for (const colorScheme of ['light', 'dark'] as const) {
          const ctx = await browser.newContext({ viewport, colorScheme });
          const page = await ctx.newPage();
          await page.goto(`${server.url}${route}`);
          await page.waitForFunction(hydrated);
          expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
            colorScheme === 'dark',
          );
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${route} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
          if (mode === 'build') await page.screenshot({ path: path.join(OUT, `${name}-${size}-${colorScheme}.png`) });
          await ctx.close();
        }
      });
    }
  }
});
